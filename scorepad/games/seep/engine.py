"""Seep: two partnerships, teams (0, 2) and (1, 3), playing for bazzis.

Per deal the table records each team's card points (100 in the deck), each team's sweeps
(50 each) and which team made the opening sweep (25), if any; the bid may be recorded too.
A team's deal score is its card points + 50 per sweep + 25 for the opening sweep. A team
scoring under 9 loses the bazzi at once; otherwise the difference of the deal scores runs on
from deal to deal until one team is 100 ahead and wins a bazzi. Either way the running
difference then starts again from 0.

Seep is played counter-clockwise, and the players are listed in playing order, so the player
on the dealer's right, who bids and plays first, is the next seat: ``(dealer + 1) % 4``.
"""

from __future__ import annotations

from typing import Any

from scorepad.games.core import (
    Note,
    RuleError,
    check_keys,
    choice,
    gettext_noop,
    number_list,
    options_with_defaults,
    whole_number,
)

NAME = "seep"
PLAYERS = range(4, 5)
OPTIONS: dict[str, Any] = {"bazzis": 1, "first_dealer": 0}
# How a refusal names this game's fields to a player (scorepad.games.field_labels).
FIELD_LABELS = {
    "points": gettext_noop("card points"),
    "sweeps": gettext_noop("sweeps"),
    "opening_sweep": gettext_noop("opening sweep"),
    "bid": gettext_noop("bid"),
    "bazzis": gettext_noop("bazzis"),
}
# Bounds no real table reaches, so no number a file holds can grow without limit.
MAX_BAZZIS = 100
MAX_SWEEPS = 24  # a team plays 24 cards in a deal
# The most deals a match holds. Deals that split the points evenly never end a bazzi, so only
# a bound ends such a match; a hundred bazzis of ten deals each is more than any table plays.
MAX_DEALS = 1000

CARD_POINTS = 100
SWEEP = 50
OPENING_SWEEP = 25
MINIMUM = 9
BAZZI = 100
BIDS = range(9, 14)
TEAMS = ((0, 2), (1, 3))
MAX_TYPICAL_SWEEPS = 5  # the entry offers 0 to 5 sweeps a team in one tap

# The cards that score, with their points: every spade at its rank (ace 1, jack 11, queen 12,
# king 13), the other three aces 1 each and the ten of diamonds 6: 100 points in all.
SPADES = (
    (("A", 1),)
    + tuple((str(rank), rank) for rank in range(2, 11))
    + (("J", 11), ("Q", 12), ("K", 13))
)
# In this order on the entry (the spades up, then the other aces and the ten of diamonds).
SCORING_CARD_ORDER = tuple(f"{rank}S" for rank, _points in SPADES) + ("AH", "AD", "AC", "10D")
SCORING_CARDS: dict[str, int] = dict(
    [(f"{rank}S", points) for rank, points in SPADES]
    + [("AH", 1), ("AD", 1), ("AC", 1), ("10D", 6)]
)


def clean_options(options: Any) -> dict[str, Any]:
    cleaned = options_with_defaults(options, OPTIONS)
    whole_number(cleaned["bazzis"], field="options.bazzis", low=1, high=MAX_BAZZIS)
    whole_number(cleaned["first_dealer"], field="options.first_dealer", low=0, high=3)
    return cleaned


def team_names(players: list[str]) -> list[str]:
    return [" & ".join(players[seat] for seat in team) for team in TEAMS]


# What the table records


def clean_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], deal: Any
) -> dict[str, Any]:
    """Check one deal after the clean ``deals`` and return it with ``sweeps`` and
    ``opening_sweep`` filled in (``clean_deals`` checks several in a row)."""
    return clean_deals(players, options, deals, [deal])[0]


def clean_deals(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], more: list[Any]
) -> list[dict[str, Any]]:
    """Check the deals ``more`` one after another after the clean ``deals``, the match played
    through once, and return them as ``clean_deal`` does."""
    match = Match(options, deals)
    clean: list[dict[str, Any]] = []
    for deal in more:
        checked = _checked(match, deal)
        match.play(checked)
        clean.append(checked)
    return clean


def _checked(match: Match, deal: Any) -> dict[str, Any]:
    """One deal checked in the match as it stands.

    ``sweeps`` counts the ordinary sweeps only: the opening sweep is worth 25, not 50, and is
    recorded on its own. ``bid`` is kept when given.
    """
    number = len(match.rows) + 1
    if match.finished:
        raise RuleError(
            gettext_noop("the match is over: its last bazzi has been won"),
            deal=number,
            field="deal",
        )
    if number > MAX_DEALS:
        raise RuleError(
            gettext_noop("a match is kept to %(count)d deals at most: start a new game to play on"),
            deal=number,
            field="deal",
            count=MAX_DEALS,
        )
    check_keys(deal, required=("points",), optional=("sweeps", "opening_sweep", "bid"), deal=number)
    points = number_list(
        deal["points"], length=2, field="points", low=0, high=CARD_POINTS, deal=number
    )
    if sum(points) != CARD_POINTS:
        raise RuleError(
            gettext_noop(
                "the card points must add up to 100, the points in the deck, not %(total)d"
            ),
            deal=number,
            field="points",
            total=sum(points),
        )
    sweeps = number_list(
        deal.get("sweeps", [0, 0]), length=2, field="sweeps", low=0, high=MAX_SWEEPS, deal=number
    )
    opening_sweep = choice(
        deal.get("opening_sweep"), (None, 0, 1), field="opening_sweep", deal=number
    )

    clean: dict[str, Any] = {"points": points, "sweeps": sweeps, "opening_sweep": opening_sweep}
    if "bid" in deal:
        clean["bid"] = whole_number(
            deal["bid"], field="bid", low=BIDS.start, high=BIDS.stop - 1, deal=number
        )
    return clean


# The deal score

SCORE_NOTES = {
    # (any sweeps?, the opening sweep?) -> how the deal score is made up
    (True, False): gettext_noop("%(points)d card points + %(sweeps)d × 50 for sweeps"),
    (False, True): gettext_noop("%(points)d card points + 25 for the opening sweep"),
    (True, True): gettext_noop(
        "%(points)d card points + %(sweeps)d × 50 for sweeps + 25 for the opening sweep"
    ),
}


def deal_scores(deal: dict[str, Any]) -> list[int]:
    return [
        deal["points"][team]
        + SWEEP * deal["sweeps"][team]
        + (OPENING_SWEEP if deal["opening_sweep"] == team else 0)
        for team in (0, 1)
    ]


def score_note(deal: dict[str, Any], team: int) -> Note | None:
    """How a team's deal score is made up; nothing to explain when it is just card points."""
    key = (deal["sweeps"][team] > 0, deal["opening_sweep"] == team)
    if key not in SCORE_NOTES:
        return None
    return Note(SCORE_NOTES[key], {"points": deal["points"][team], "sweeps": deal["sweeps"][team]})


# Bazzis, the running difference and the deal


def next_dealer(dealer: int, bazzi: int | None, difference: int) -> int:
    """After a bazzi the dealer's partner deals; otherwise a member of the losing team deals:
    the next player when the dealer's team is ahead, the same player when behind or level."""
    if bazzi is not None:
        return (dealer + 2) % 4
    ahead = difference > 0 if dealer % 2 == 0 else difference < 0
    return (dealer + 1) % 4 if ahead else dealer


class Match:
    """The deals played through: one sheet row per deal, the bazzis and who deals next."""

    def __init__(self, options: dict[str, Any], deals: list[dict[str, Any]]) -> None:
        self.rows: list[dict[str, Any]] = []
        self.bazzis = [0, 0]
        self.difference = 0
        self.dealer = options["first_dealer"]
        self.length: int = options["bazzis"]
        for deal in deals:
            self.play(deal)

    @property
    def finished(self) -> bool:
        return sum(self.bazzis) >= self.length

    def play(self, deal: dict[str, Any]) -> None:
        scores = deal_scores(deal)
        why = [score_note(deal, team) for team in (0, 1)]
        bazzi = None
        under = [team for team in (0, 1) if scores[team] < MINIMUM]
        if under:
            # Both teams cannot be under 9: their card points alone add up to 100.
            loser = under[0]
            bazzi = 1 - loser
            self.difference = 0
            why[loser] = Note(
                gettext_noop("%(score)d is under 9 points: bazzi lost"), {"score": scores[loser]}
            )
            why[bazzi] = Note(gettext_noop("the other team scored under 9 points: bazzi"))
        else:
            self.difference += scores[0] - scores[1]
            if abs(self.difference) >= BAZZI:
                bazzi = 0 if self.difference > 0 else 1
                why[bazzi] = Note(
                    gettext_noop("difference reached %(difference)d: bazzi"),
                    {"difference": abs(self.difference)},
                )
                self.difference = 0
        if bazzi is not None:
            self.bazzis[bazzi] += 1
        self.rows.append(
            {
                "number": len(self.rows) + 1,
                "dealer": self.dealer,
                "scores": scores,
                "totals": list(self.bazzis),
                "difference": self.difference,
                "bazzi": bazzi,
                "why": why,
            }
        )
        self.dealer = next_dealer(self.dealer, bazzi, self.difference)


# The sheet


def compute_sheet(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    match = Match(options, deals)
    most = max(match.bazzis)
    return {
        "sides": team_names(players),
        "deals": match.rows,
        "totals": match.bazzis,
        "finished": match.finished,
        "winners": [team for team in (0, 1) if match.bazzis[team] == most]
        if match.finished
        else [],
    }


def bar(sheet: dict[str, Any]) -> dict[str, Any]:
    """What the totals bar says under each team's bazzis: the running difference, the number
    a Seep table watches from deal to deal."""
    difference = sheet["deals"][-1]["difference"] if sheet["deals"] else 0
    lines = []
    for team in (0, 1):
        ahead = difference if team == 0 else -difference
        if ahead > 0:
            lines.append(Note(gettext_noop("%(points)d ahead"), {"points": ahead}))
        elif ahead < 0:
            lines.append(Note(gettext_noop("%(points)d behind"), {"points": -ahead}))
        else:
            lines.append(Note(gettext_noop("level")))
    return {"caption": Note(gettext_noop("Bazzis")), "lines": lines}


def next_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """Who deals, who bids and plays first, and the running difference; None when finished."""
    match = Match(options, deals)
    if match.finished:
        return None
    return {
        "number": len(deals) + 1,
        "dealer": match.dealer,
        "first": (match.dealer + 1) % 4,
        "difference": match.difference,
    }
