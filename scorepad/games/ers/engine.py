"""Egyptian Rat Screw: a series of games, each won by one player, first to the target wins.

Nothing is scored inside a game; each game is recorded by its winner, who scores 1. The house
rules (slap combinations, jokers, the penalty for a wrong slap, slapping back in) are agreed
before play and shown on the game page; they never change the score. The two helpers at the
end answer the rules page's questions: is this pile slappable, and how many chances does a
face card give?
"""

from __future__ import annotations

from typing import Any

from scorepad.games.core import (
    Note,
    RuleError,
    boolean,
    check_keys,
    gettext_noop,
    options_with_defaults,
    whole_number,
)

NAME = "ers"
PLAYERS = range(2, 9)
COMBOS = ("double", "sandwich", "top-bottom", "tens")
OPTIONS: dict[str, Any] = {
    "target": 3,
    "combos": ["double", "sandwich"],
    "jokers": False,
    "penalty": 1,
    "comeback": False,
}
# How a refusal names this game's fields to a player (scorepad.games.field_labels).
FIELD_LABELS = {
    "winner": gettext_noop("winner"),
    "target": gettext_noop("wins needed"),
    "combos": gettext_noop("slap combinations"),
    "jokers": gettext_noop("jokers"),
    "penalty": gettext_noop("penalty"),
    "comeback": gettext_noop("comeback"),
}
MAX_PENALTY = 10
MAX_TARGET = 100  # a bound no table reaches, so a file cannot ask for an endless series
# The longest series the options allow, so the most games a series holds: eight players each
# one win short of the highest target, then the game that ends it.
MAX_DEALS = (MAX_TARGET - 1) * (PLAYERS.stop - 1) + 1


def _basic(**changes: Any) -> dict[str, Any]:
    """Double and sandwich, no jokers, one card for a wrong slap, out when out of cards."""
    rules: dict[str, Any] = {
        "combos": ["double", "sandwich"],
        "jokers": False,
        "penalty": 1,
        "comeback": False,
    }
    rules.update(changes)
    return rules


PRESETS = {
    "basic": _basic(),
    "wide": _basic(combos=list(COMBOS)),
    "jokers": _basic(jokers=True),
    "comeback": _basic(comeback=True),
    # "A wrong slap costs cards and a player out of cards is out": Basic already has both, so
    # Strict is told apart by a dearer wrong slap, two cards instead of one.
    "strict": _basic(penalty=2),
}
COMBO_LABELS = {
    "double": gettext_noop("Double"),
    "sandwich": gettext_noop("Sandwich"),
    "top-bottom": gettext_noop("Top-bottom"),
    "tens": gettext_noop("Tens"),
}

PRESET_LABELS = {
    "basic": gettext_noop("Basic"),
    "wide": gettext_noop("Wide"),
    "jokers": gettext_noop("With jokers"),
    "comeback": gettext_noop("Comeback"),
    "strict": gettext_noop("Strict"),
}


def clean_options(options: Any) -> dict[str, Any]:
    """The options with defaults filled in; ``combos`` comes back in the order of COMBOS."""
    cleaned = options_with_defaults(options, OPTIONS)
    whole_number(cleaned["target"], field="options.target", low=1, high=MAX_TARGET)
    cleaned["combos"] = clean_combos(cleaned["combos"])
    boolean(cleaned["jokers"], field="options.jokers")
    whole_number(cleaned["penalty"], field="options.penalty", low=0, high=MAX_PENALTY)
    boolean(cleaned["comeback"], field="options.comeback")
    return cleaned


def clean_combos(combos: Any) -> list[str]:
    if not isinstance(combos, list) or not all(combo in COMBOS for combo in combos):
        raise RuleError(
            gettext_noop("options.combos must be a list of some of %(choices)s"),
            field="options.combos",
            choices=", ".join(COMBOS),
        )
    for combo in combos:
        if combos.count(combo) > 1:
            raise RuleError(
                gettext_noop("options.combos lists %(combo)s twice"),
                field="options.combos",
                combo=combo,
            )
    return [combo for combo in COMBOS if combo in combos]


# The series


class Series:
    """The games played through: one sheet row per game and the wins so far."""

    def __init__(self, players: list[str], options: dict[str, Any], games: list[dict[str, Any]]):
        self.rows: list[dict[str, Any]] = []
        self.wins = [0] * len(players)
        self.target: int = options["target"]
        for game in games:
            self.play(game)

    def play(self, game: dict[str, Any]) -> None:
        scores = [0] * len(self.wins)
        scores[game["winner"]] = 1
        self.wins = [total + score for total, score in zip(self.wins, scores)]
        why: list[Note | None] = [None] * len(self.wins)
        why[game["winner"]] = Note(gettext_noop("won the game"))
        self.rows.append(
            {
                "number": len(self.rows) + 1,
                "dealer": None,
                "scores": scores,
                "totals": self.wins,
                "why": why,
            }
        )

    @property
    def finished(self) -> bool:
        return max(self.wins) >= self.target

    @property
    def winners(self) -> list[int]:
        if not self.finished:
            return []
        best = max(self.wins)
        return [seat for seat, wins in enumerate(self.wins) if wins == best]


def clean_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], deal: Any
) -> dict[str, Any]:
    """Check one game's record, the seat of its winner, after the clean ``deals`` (the games
    before it; ``clean_deals`` checks several in a row). A refusal names the game."""
    return clean_deals(players, options, deals, [deal])[0]


def clean_deals(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], more: list[Any]
) -> list[dict[str, Any]]:
    """Check the games ``more`` one after another after the clean ``deals``, the series played
    through once, and return them as ``clean_deal`` does."""
    series = Series(players, options, deals)
    clean: list[dict[str, Any]] = []
    for deal in more:
        try:
            checked = _checked(players, series, deal)
        except RuleError as error:
            error.unit = "game"
            raise
        series.play(checked)
        clean.append(checked)
    return clean


def _checked(players: list[str], series: Series, deal: Any) -> dict[str, Any]:
    number = len(series.rows) + 1
    if series.finished:
        raise RuleError(
            gettext_noop("the series is over: %(player)s has reached %(target)d wins"),
            deal=number,
            field="deal",
            player=players[series.winners[0]],
            target=series.target,
        )
    check_keys(deal, required=("winner",), deal=number)
    winner = whole_number(deal["winner"], field="winner", low=0, high=len(players) - 1, deal=number)
    return {"winner": winner}


def compute_sheet(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    series = Series(players, options, deals)
    return {
        "sides": list(players),
        "deals": series.rows,
        "totals": series.wins,
        "finished": series.finished,
        "winners": series.winners,
    }


def next_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any] | None:
    if Series(players, options, deals).finished:
        return None
    return {"number": len(deals) + 1}


# The rules page's helpers

NUMBER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
NUMBER_VALUES = {rank: 1 if rank == "A" else int(rank) for rank in NUMBER_RANKS}
CHALLENGES = {"J": 1, "Q": 2, "K": 3, "A": 4}
JOKER = "JOKER"
RANKS = NUMBER_RANKS + ("J", "Q", "K", JOKER)


def is_slap(
    pile: list[str], combos: list[str], jokers: bool = False, bottom: str | None = None
) -> str | None:
    """Which slap the pile allows (``joker``, ``double``, ``sandwich``, ``top-bottom``,
    ``tens``), the first that applies in that order, or None.

    ``pile`` holds ranks (``"A"``, ``"2"``..``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"JOKER"``)
    from the bottom up, so ``pile[-1]`` is the top card. When ``pile`` holds only the last
    few cards, ``bottom`` is the first card turned up since the pile was last won, below them
    all; when it is None the pile is whole and its bottom is ``pile[0]``. Cards paid for a
    wrong slap are slid under the pile but are never its bottom card (the rule page's
    top-bottom), so neither ``pile`` nor ``bottom`` holds them.
    """
    for card in pile if bottom is None else list(pile) + [bottom]:
        if card not in RANKS:
            raise ValueError(f"not a card rank: {card!r}")
    if not pile:
        return None
    top = pile[-1]
    if jokers and top == JOKER:
        return "joker"
    if "double" in combos and len(pile) >= 2 and pile[-2] == top:
        return "double"
    # Any one card between the pair makes a sandwich, even one of the same rank.
    if "sandwich" in combos and len(pile) >= 3 and pile[-3] == top:
        return "sandwich"
    if "top-bottom" in combos:
        if bottom is None and len(pile) >= 2 and pile[0] == top:
            return "top-bottom"
        if bottom is not None and bottom == top:
            return "top-bottom"
    if (
        "tens" in combos
        and len(pile) >= 2
        and pile[-2] in NUMBER_VALUES
        and top in NUMBER_VALUES
        and NUMBER_VALUES[pile[-2]] + NUMBER_VALUES[top] == 10
    ):
        return "tens"
    return None


def face_card_challenge(card: str) -> int:
    """How many chances the next player has to turn up a face card: J 1, Q 2, K 3, A 4."""
    return CHALLENGES.get(card, 0)
