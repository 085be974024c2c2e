"""The club's season file (``scorepad-season/1``, spec/club-night.md) as plain Python: its nights
checked (one game, one scoring, in date order), the score of a night a player missed, the best
``count_best`` nights of each player, and the season's standings.

Plain Python like ``night``, whose checks and ranking it uses: a refusal inside a night names the
night first (``night 2: round 1, table 3: deal 5: ...``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorepad.clubs.night import (
    Located,
    as_number,
    clean_night,
    clean_score,
    clean_text,
    night_standings,
    ranked,
)
from scorepad.games.core import RuleError, check_keys, choice, gettext_noop, whole_number

if TYPE_CHECKING:
    from collections.abc import Callable

FORMAT = "scorepad-season/1"
# A bound above any season (a year of weekly nights), so that every file has a bounded cost.
MAX_NIGHTS = 100
ABSENTS = ("lowest", "fixed")
RULE_NAMES = ("count_best", "absent", "absent_score")
DEFAULT_RULES: dict[str, Any] = {"count_best": None, "absent": "lowest", "absent_score": 0}


def at_night(error: RuleError, number: int) -> Located:
    return Located(gettext_noop("night %(night)d: %(reason)s"), error, night=number)


def clean_season(data: Any, engine: Callable[[str], Any]) -> dict[str, Any]:
    """Check a decoded season file, each night as a night file, and return it with every
    default filled in."""
    check_keys(
        data,
        required=("format", "nights"),
        optional=("club", "name", "rules"),
        field="file",
    )
    if data["format"] != FORMAT:
        raise RuleError(
            gettext_noop("format must be %(expected)r"), field="format", expected=FORMAT
        )
    season: dict[str, Any] = {"format": FORMAT}
    for key in ("club", "name"):
        if key in data:
            season[key] = clean_text(data[key], key)
    season["rules"] = clean_rules(data.get("rules", {}))
    raw_nights = data["nights"]
    if not isinstance(raw_nights, list):
        raise RuleError(gettext_noop("%(field)s must be a list"), field="nights")
    if len(raw_nights) > MAX_NIGHTS:
        raise RuleError(
            gettext_noop("a season has at most %(count)d nights, not %(given)d"),
            field="nights",
            count=MAX_NIGHTS,
            given=len(raw_nights),
        )
    nights: list[dict[str, Any]] = []
    for index in range(len(raw_nights)):
        try:
            night = clean_night(raw_nights[index], engine)
            if nights:
                same_as_first(night, nights[0])
                in_date_order(night, nights[-1], index)
        except RuleError as error:
            raise at_night(error, index + 1) from error
        nights.append(night)
    if nights:
        season["rules"]["absent_score"] = clean_score(
            season["rules"]["absent_score"], "rules.absent_score", nights[0]["rules"]["score"]
        )
    season["nights"] = nights
    return season


def clean_rules(raw: Any) -> dict[str, Any]:
    check_keys(raw, optional=RULE_NAMES, field="rules")
    rules = dict(DEFAULT_RULES)
    rules.update(raw)
    if rules["count_best"] is not None:
        whole_number(rules["count_best"], field="rules.count_best", low=1, high=MAX_NIGHTS)
    choice(rules["absent"], ABSENTS, field="rules.absent")
    # A half (2.5) only with places scoring, which the nights tell: checked again after them.
    rules["absent_score"] = clean_score(rules["absent_score"], "rules.absent_score", "places")
    return rules


def same_as_first(night: dict[str, Any], first: dict[str, Any]) -> None:
    """A season adds up nights of one game scored one way, or its totals mean nothing."""
    if night["game"] != first["game"]:
        raise RuleError(
            gettext_noop("a season is of one game: this night plays %(game)s, the first %(first)s"),
            field="game",
            game=night["game"],
            first=first["game"],
        )
    if night["rules"]["score"] != first["rules"]["score"]:
        raise RuleError(
            gettext_noop(
                "a season is scored one way: this night scores %(score)s, the first %(first)s"
            ),
            field="rules.score",
            score=night["rules"]["score"],
            first=first["rules"]["score"],
        )


def in_date_order(night: dict[str, Any], before: dict[str, Any], index: int) -> None:
    """Nights come in date order; a night without a date is taken where it stands."""
    if "date" in night and "date" in before and night["date"] < before["date"]:
        raise RuleError(
            gettext_noop(
                "the nights go in date order, and %(date)s is before %(before)s, the date of"
                " night %(number)d"
            ),
            field="date",
            date=night["date"],
            before=before["date"],
            number=index,
        )


def best_nights(scores: list[int | float], count: int | None) -> list[int]:
    """The indexes of the ``count`` best scores (all of them without a count), best first and
    the earlier night first among equal scores."""
    order = sorted(range(len(scores)), key=lambda index: (-scores[index], index))
    return order if count is None else order[:count]


def season_standings(season: dict[str, Any], engine: Callable[[str], Any]) -> dict[str, Any]:
    """What the ``standings`` command prints for a clean season: each player's night scores
    (those of the nights they missed by ``rules.absent``), the nights counted and the total."""
    return scored_season(season, [night_standings(night, engine) for night in season["nights"]])


def scored_season(season: dict[str, Any], results: list[dict[str, Any]]) -> dict[str, Any]:
    """``season_standings`` from each night's standings (``night.night_standings``, or
    ``night.scored_night`` of the sheets a page keeps), in the order of ``season["nights"]``,
    whose nights need no deals here, only their ``players``."""
    rules = season["rules"]
    totals: list[dict[str, Any]] = []  # each night's total of each player there
    lowest: list[int | float] = []
    players: list[str] = []
    seen: set[str] = set()
    for index in range(len(season["nights"])):
        night = season["nights"][index]
        standings = results[index]["standings"]
        night_totals = {}
        for row in standings:
            night_totals[row["player"]] = row["total"]
        totals.append(night_totals)
        lowest.append(min(night_totals.values()) if night_totals else 0)
        for name in night["players"]:
            if name not in seen:
                seen.add(name)
                players.append(name)
    rows = []
    for name in players:
        nights: list[int | float] = []
        for index in range(len(totals)):
            if name in totals[index]:
                nights.append(totals[index][name])
            elif rules["absent"] == "lowest":
                nights.append(lowest[index])
            else:
                nights.append(rules["absent_score"])
        counted = best_nights(nights, rules["count_best"])
        total: int | float = 0
        for index in counted:
            total += nights[index]
        rows.append(
            {
                "player": name,
                "total": as_number(total),
                "best": max(nights),
                "nights": nights,
                "counted": counted,
            }
        )
    standings = [
        {
            "place": row["place"],
            "player": row["player"],
            "total": row["total"],
            "nights": row["nights"],
            "counted": row["counted"],
        }
        for row in ranked(rows)
    ]
    result: dict[str, Any] = {"format": FORMAT}
    for key in ("club", "name"):
        if key in season:
            result[key] = season[key]
    result["standings"] = standings
    return result
