"""Seep's sample games, shared by the tests, the bench and the load test: a short match worked by
hand from the spec, a long one-bazzi match, and random deals a table could record."""

from __future__ import annotations

import random
from typing import Any

from scorepad.games.seep import engine

PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
# The options of a quick game (the load test's), as the game file and the new-game form take them.
QUICK_OPTIONS: dict[str, Any] = {}

# One bazzi, worked by hand: 60 + one sweep (110) against 40 puts Ayşe & Çağrı 70 ahead; then
# 70 to 30 takes them to 110: a bazzi.
WORKED: dict[str, Any] = {
    "players": ["Ayşe", "Işık", "Çağrı", "Gül"],
    "options": {},
    "deals": [{"points": [60, 40], "sweeps": [1, 0]}, {"points": [70, 30]}],
    "totals": [1, 0],
}


def long_game() -> dict[str, Any]:
    """A finished one-bazzi match of 30 deals: small swings keep the running difference inside
    ±100 until a team scores under 9."""
    deals: list[dict[str, Any]] = [
        {"points": [52, 48] if index % 2 else [47, 53]} for index in range(29)
    ]
    deals.append({"points": [8, 92]})
    return {"players": PLAYERS, "options": engine.clean_options({}), "deals": deals}


def random_deal(
    rng: random.Random,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
) -> dict[str, Any]:
    """The next deal as a table could record it: card points, now and then sweeps and the
    opening sweep."""
    points = rng.randint(0, engine.CARD_POINTS)
    return {
        "points": [points, engine.CARD_POINTS - points],
        "sweeps": [rng.choice((0, 0, 0, 1, 2)), rng.choice((0, 0, 0, 1))],
        "opening_sweep": rng.choice((None, None, None, 0, 1)),
    }


# A game one deal in, far from its end, with what an editor posts next and to change its first
# deal, and what each records: the guards of the views are tried in every game with it.
GUARDED: dict[str, Any] = {
    "options": {},
    "deals": [{"points": [60, 40]}],
    "next": {"number": "2", "phase": "deal", "points": "70", "sweeps_0": "0"},
    "next_recorded": {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None},
    "edit": {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0"},
    "edit_recorded": {"points": [80, 20], "sweeps": [0, 0], "opening_sweep": None},
    # What the entry refuses for the next deal, next to which field, saying what.
    "refused": {
        "fields": {"number": "2", "phase": "deal", "points": "101", "sweeps_0": "0"},
        "field": "points",
        "reason": "less than or equal to 100",
    },
}
