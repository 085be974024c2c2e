"""Klaverjas's sample games, shared by the tests, the bench and the load test: a short game worked
by hand from the spec, a whole 16-deal game, and random deals a table could record."""

from __future__ import annotations

import random
from typing import Any

from scorepad.games.klaverjas import engine

PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
# The options of a quick game (the load test's), as the game file and the new-game form take them.
QUICK_OPTIONS: dict[str, Any] = {}
# The house rules some tables play, for the generated games the phone and the server must
# score alike (tests/conformance.py).
HOUSE_RULES: list[dict[str, Any]] = [
    {"to_points": 1500},
    {"to_points": 500, "revoke_roem": "plus-100"},
    {"revoke_roem": "none"},
    {"to_points": 1000, "revoke_roem": "none", "deals": 8},
    {"revoke_roem": "plus-100", "deals": 8},
]

# Two deals, worked by hand: Ayşe & Çağrı play and make 100 + 20 roem against 62; then Işık &
# Gül play, 70 against 92: nat, so Ayşe & Çağrı write 162.
WORKED: dict[str, Any] = {
    "players": ["Ayşe", "Işık", "Çağrı", "Gül"],
    "options": {"deals": 2},
    "deals": [
        {"playing": 0, "points": [100, 62], "roem": [20, 0]},
        {"playing": 1, "points": [92, 70], "roem": [0, 0]},
    ],
    "totals": [120 + 162, 62],
}


def long_game() -> dict[str, Any]:
    """A finished game of 16 deals, the teams taking turns to play, some with roem."""
    deals = [
        {
            "playing": index % 2,
            "points": [82 + index, 80 - index],
            "roem": [20 if index % 3 else 0, 0],
        }
        for index in range(16)
    ]
    return {"players": PLAYERS, "options": engine.clean_options({}), "deals": deals}


def random_deal(
    rng: random.Random,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
) -> dict[str, Any]:
    """The next deal as a table could record it: a playing team, card points, now and then roem,
    a pit or a revoke."""
    playing = rng.randrange(2)
    points = rng.randint(20, 142)
    deal: dict[str, Any] = {
        "playing": playing,
        "points": [points, engine.CARD_POINTS - points],
        "roem": [rng.choice((0, 0, 20, 50)), rng.choice((0, 0, 20))],
        "pit": None,
        "revoke": None,
    }
    chance = rng.random()
    if chance < 0.05:
        everything = [engine.CARD_POINTS, 0] if playing == 0 else [0, engine.CARD_POINTS]
        deal.update(
            pit=playing,
            points=everything,
            roem=[deal["roem"][0], 0] if playing == 0 else [0, deal["roem"][1]],
        )
    elif chance < 0.08:
        # A revoke gives the other team the 162: the card points are not written, as the
        # entry leaves them out.
        deal.update(revoke=rng.randrange(2))
        del deal["points"]
    return deal


# A game one deal in, far from its end, with what an editor posts next and to change its first
# deal, and what each records: the guards of the views are tried in every game with it.
GUARDED: dict[str, Any] = {
    "options": {},
    "deals": [{"playing": 0, "points": [100, 62], "roem": [20, 0]}],
    "next": {"number": "2", "phase": "deal", "playing": "1", "points": "90", "roem_0": "0"},
    "next_recorded": {
        "playing": 1,
        "points": [72, 90],
        "roem": [0, 0],
        "pit": None,
        "revoke": None,
    },
    "edit": {"number": "1", "phase": "deal", "playing": "0", "points": "80", "roem_0": "0"},
    "edit_recorded": {
        "playing": 0,
        "points": [80, 82],
        "roem": [0, 0],
        "pit": None,
        "revoke": None,
    },
    # What the entry refuses for the next deal, next to which field, saying what.
    "refused": {
        "fields": {"number": "2", "phase": "deal", "playing": "0", "points": "-5", "roem_0": "0"},
        "field": "points",
        "reason": "greater than or equal to 0",
    },
}
