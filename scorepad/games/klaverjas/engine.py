"""Klaverjas: two partnerships, teams (0, 2) and (1, 3), a fixed number of deals.

Per deal the table records the playing team (the team that chose trump), each team's card
points (162 in all, the last trick's 10 included), each team's roem, the team that took all
eight tricks (pit) and the team that revoked (verzaakt), if any. The deal scores follow:

1. a revoking team writes 0 and the other team 162 plus the roem the option ``revoke_roem``
   gives: all roem of both teams (the default), none, or 100 whatever was shown;
2. otherwise each team's total is its card points + its roem + 100 for pit;
3. the playing team makes its contract with strictly more than the other team, and then each
   team writes its own total;
4. otherwise the playing team is nat: it writes 0 and the other team 162 plus all roem plus
   its own pit bonus. A tie is nat.

The game ends after ``deals`` deals or, with the option ``to_points`` (a game to 1500, say),
after the first deal at whose end a team's total has reached it. The Amsterdam and Rotterdam
rules differ only in the duty to trump, never in the score.
"""

from __future__ import annotations

from typing import Any

from scorepad.games.core import (
    TRUMPS,
    Note,
    RuleError,
    check_keys,
    choice,
    each_in_turn,
    gettext_noop,
    number_list,
    options_with_defaults,
    whole_number,
)

NAME = "klaverjas"
PLAYERS = range(4, 5)
OPTIONS: dict[str, Any] = {
    "deals": 16,
    "to_points": None,
    "rules": "amsterdam",
    "revoke_roem": "all",
    "first_dealer": 0,
}
# How a refusal names this game's fields to a player (scorepad.games.field_labels).
FIELD_LABELS = {
    "points": gettext_noop("card points"),
    "roem": gettext_noop("roem"),
    "pit": gettext_noop("pit"),
    "revoke": gettext_noop("revoke"),
    "playing": gettext_noop("playing team"),
    "deals": gettext_noop("number of deals"),
    "rules": gettext_noop("rules"),
    "to_points": gettext_noop("game to"),
    "revoke_roem": gettext_noop("roem after a revoke"),
}
RULES = ("amsterdam", "rotterdam")
# What the other team writes besides the 162 when a team revokes: all roem of both teams, no
# roem, or 100 whatever roem was shown (a club rule).
REVOKE_ROEM = ("all", "none", "plus-100")
# The most deals a game holds, and so the most its option ``deals`` may ask for: a bound no
# table reaches (a game is 16 deals), so no file can ask for an endless game.
MAX_DEALS = 1000
# The same for a game to a score; every deal gives a team at least 81, so it ends.
MAX_TO_POINTS = 10_000

CARD_POINTS = 162
PIT_BONUS = 100
TEAMS = ((0, 2), (1, 3))


def clean_options(options: Any) -> dict[str, Any]:
    cleaned = options_with_defaults(options, OPTIONS)
    whole_number(cleaned["deals"], field="options.deals", low=1, high=MAX_DEALS)
    if cleaned["to_points"] is not None:
        whole_number(cleaned["to_points"], field="options.to_points", low=1, high=MAX_TO_POINTS)
    choice(cleaned["rules"], RULES, field="options.rules")
    choice(cleaned["revoke_roem"], REVOKE_ROEM, field="options.revoke_roem")
    whole_number(cleaned["first_dealer"], field="options.first_dealer", low=0, high=3)
    return cleaned


def dealer(options: dict[str, Any], index: int) -> int:
    """The deal passes to the next player every deal; ``index`` is 0-based."""
    first_dealer: int = options["first_dealer"]
    return (first_dealer + index) % 4


def team_names(players: list[str]) -> list[str]:
    return [" & ".join(players[seat] for seat in team) for team in TEAMS]


# The end of the game


def reached(options: dict[str, Any], totals: list[int]) -> int | None:
    """In a game to a score, the team whose total has reached it (the higher total when both
    have); ``None`` in a game of a number of deals, or before either team gets there."""
    target = options["to_points"]
    if target is None or max(totals) < target:
        return None
    return 0 if totals[0] >= totals[1] else 1


def is_over(options: dict[str, Any], deals: list[dict[str, Any]], totals: list[int]) -> bool:
    """After ``deals`` deals, or in a game to a score once a team has reached it: the number
    of deals then does not end the game."""
    if options["to_points"] is not None:
        return reached(options, totals) is not None
    last: int = options["deals"]
    return len(deals) >= last


def planned_deals(options: dict[str, Any]) -> int | None:
    """How many deals the game lasts (a club night's progress: "deal 9 of 16"), or None in a
    game to a score, which ends when a team gets there."""
    if options["to_points"] is not None:
        return None
    deals: int = options["deals"]
    return deals


def totals_of(deals: list[dict[str, Any]], options: dict[str, Any]) -> list[int]:
    totals = [0, 0]
    for deal in deals:
        scores = score_deal(deal, ["", ""], options["revoke_roem"])[1]
        totals = [totals[0] + scores[0], totals[1] + scores[1]]
    return totals


# What the table records


def is_roem(value: int) -> bool:
    """Roem is a sum of 20, 50, 100 and 200: 0 or a multiple of 10, never 10 or 30.

    Every other multiple of 10 can be made: 40 = 20 + 20, 50, then 20 more at a time.
    """
    return value >= 0 and value % 10 == 0 and value not in (10, 30)


def clean_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], deal: Any
) -> dict[str, Any]:
    """Check one deal and return it with ``roem``, ``pit`` and ``revoke`` filled in.

    ``points`` may be left out of a revoked deal, whose score does not depend on them; it then
    stays out. ``trump`` is kept when given.
    """
    number = len(deals) + 1
    if options["to_points"] is not None:
        totals = totals_of(deals, options)
        if is_over(options, deals, totals):
            raise RuleError(
                gettext_noop(
                    "the game is over: %(team)s reached %(target)d points in deal %(last)d"
                ),
                deal=number,
                field="deal",
                team=team_names(players)[reached(options, totals) or 0],
                target=options["to_points"],
                last=len(deals),
            )
    elif len(deals) >= options["deals"]:
        raise RuleError(
            gettext_noop("the game is over after %(deals)d deals"),
            deal=number,
            field="deal",
            deals=options["deals"],
        )
    if number > MAX_DEALS:
        raise RuleError(
            gettext_noop("a game is kept to %(count)d deals at most: start a new game to play on"),
            deal=number,
            field="deal",
            count=MAX_DEALS,
        )
    check_keys(
        deal,
        required=("playing",),
        optional=("points", "roem", "pit", "revoke", "trump"),
        deal=number,
    )
    playing = choice(deal["playing"], (0, 1), field="playing", deal=number)
    revoke = choice(deal.get("revoke"), (None, 0, 1), field="revoke", deal=number)
    pit = choice(deal.get("pit"), (None, 0, 1), field="pit", deal=number)
    roem = number_list(deal.get("roem", [0, 0]), length=2, field="roem", low=0, deal=number)
    for value in roem:
        if not is_roem(value):
            raise RuleError(
                gettext_noop(
                    "roem is made of 20, 50, 100 and 200, so it cannot be %(roem)d: "
                    "it is 0 or a multiple of 10, never 10 or 30"
                ),
                deal=number,
                field="roem",
                roem=value,
            )

    if "points" not in deal and revoke is None:
        raise RuleError(
            gettext_noop("points are missing: enter each team's card points"),
            deal=number,
            field="points",
        )
    points = None
    if "points" in deal:
        points = number_list(
            deal["points"], length=2, field="points", low=0, high=CARD_POINTS, deal=number
        )
        if sum(points) != CARD_POINTS:
            raise RuleError(
                gettext_noop(
                    "the card points must add up to 162 (the last trick's 10 included), "
                    "not %(total)d"
                ),
                deal=number,
                field="points",
                total=sum(points),
            )

    if pit is not None:
        other = 1 - pit
        if points is not None and points[pit] != CARD_POINTS:
            raise RuleError(
                gettext_noop(
                    "the team that took all eight tricks (pit) has all 162 card points, "
                    "not %(points)d"
                ),
                deal=number,
                field="points",
                points=points[pit],
            )
        if roem[other]:
            raise RuleError(
                gettext_noop(
                    "a team that took no trick has no roem, so it cannot have %(roem)d: "
                    "the other team took all eight tricks (pit)"
                ),
                deal=number,
                field="roem",
                roem=roem[other],
            )

    clean: dict[str, Any] = {"playing": playing}
    if points is not None:
        clean["points"] = points
    clean.update(roem=roem, pit=pit, revoke=revoke)
    if "trump" in deal:
        clean["trump"] = choice(deal["trump"], TRUMPS, field="trump", deal=number)
    return clean


def clean_deals(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], more: list[Any]
) -> list[dict[str, Any]]:
    """Check the deals ``more`` one after another after the clean ``deals`` and return them as
    ``clean_deal`` does; each check reads the game so far once."""
    return each_in_turn(clean_deal, players, options, deals, more)


# The deal score

MADE_NOTES = {
    # (the playing team?, took all eight tricks?) -> why a team writes its own total
    (True, False): gettext_noop("made: %(points)d points + %(roem)d roem"),
    (True, True): gettext_noop(
        "made: %(points)d points + %(roem)d roem + 100 for pit (all eight tricks)"
    ),
    # The other team cannot have taken every trick: the playing team would have 0 and be nat.
    (False, False): gettext_noop("%(points)d points + %(roem)d roem"),
}


REVOKE_NOTES = {
    "all": gettext_noop("revoke by %(team)s: 162 + %(roem)d roem"),
    "none": gettext_noop("revoke by %(team)s: 162, the roem not counted"),
    "plus-100": gettext_noop("revoke by %(team)s: 162 + 100, whatever the roem"),
}


def revoke_roem(deal: dict[str, Any], rule: str) -> int:
    """What the team that did not revoke writes besides the 162, by the option ``revoke_roem``."""
    if rule == "none":
        return 0
    if rule == "plus-100":
        return PIT_BONUS
    return sum(deal["roem"])


def score_deal(
    deal: dict[str, Any], names: list[str], revoke_rule: str = "all"
) -> tuple[str, list[int], list[Note | None]]:
    """The result (``made``, ``nat`` or ``revoke``), each team's score, and why."""
    roem = deal["roem"]
    all_roem = sum(roem)
    scores = [0, 0]
    why: list[Note | None] = [None, None]

    revoke = deal["revoke"]
    if revoke is not None:
        other = 1 - revoke
        scores[other] = CARD_POINTS + revoke_roem(deal, revoke_rule)
        why[revoke] = Note(gettext_noop("revoked: scores nothing"))
        why[other] = Note(REVOKE_NOTES[revoke_rule], {"team": names[revoke], "roem": all_roem})
        return "revoke", scores, why

    playing = deal["playing"]
    other = 1 - playing
    points = deal["points"]
    pit = deal["pit"]
    totals = [points[team] + roem[team] + (PIT_BONUS if pit == team else 0) for team in (0, 1)]

    if totals[playing] > totals[other]:
        why = [
            Note(
                MADE_NOTES[team == playing, pit == team],
                {"points": points[team], "roem": roem[team]},
            )
            for team in (0, 1)
        ]
        return "made", totals, why

    scores[other] = CARD_POINTS + all_roem + (PIT_BONUS if pit == other else 0)
    why[playing] = Note(
        gettext_noop("nat: %(total)d is not more than %(other)d"),
        {"total": totals[playing], "other": totals[other]},
    )
    why[other] = Note(
        gettext_noop("nat: 162 + %(roem)d roem go to %(team)s, + 100 for pit (all eight tricks)")
        if pit == other
        else gettext_noop("nat: 162 + %(roem)d roem go to %(team)s"),
        {"roem": all_roem, "team": names[other]},
    )
    return "nat", scores, why


# The sheet


def compute_sheet(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    names = team_names(players)
    totals = [0, 0]
    rows = []
    for index, deal in enumerate(deals):
        result, scores, why = score_deal(deal, names, options["revoke_roem"])
        totals = [total + score for total, score in zip(totals, scores)]
        rows.append(
            {
                "number": index + 1,
                "dealer": dealer(options, index),
                "result": result,
                "scores": scores,
                "totals": totals,
                "why": why,
            }
        )
    finished = is_over(options, deals, totals)
    winners = [team for team in (0, 1) if totals[team] == max(totals)] if finished else []
    return {
        "sides": names,
        "deals": rows,
        "totals": totals,
        "finished": finished,
        "winners": winners,
    }


def next_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """Who deals next and who leads (the player after the dealer), or None after the last."""
    if is_over(
        options, deals, totals_of(deals, options) if options["to_points"] is not None else [0, 0]
    ):
        return None
    seat = dealer(options, len(deals))
    return {"number": len(deals) + 1, "dealer": seat, "first": (seat + 1) % 4}
