"""Egyptian Rat Screw's sample series, shared by the tests, the bench and the load test: a short
series worked by hand, a long one, and random games a table could record."""

from __future__ import annotations

import random
from typing import Any

from scorepad.games.ers import engine

PLAYERS = ["Ada", "Bo", "Cem"]
# The options of a quick series (the load test's), as the game file and the new-game form take
# them.
QUICK_OPTIONS: dict[str, Any] = {}

# A series to two wins: Işık, Ayşe, Işık.
WORKED: dict[str, Any] = {
    "players": ["Ayşe", "Işık"],
    "options": {"target": 2},
    "deals": [{"winner": 1}, {"winner": 0}, {"winner": 1}],
    "totals": [1, 2],
}


def long_game() -> dict[str, Any]:
    """A finished series to 7 wins among five players, each winning in turn until the last."""
    players = ["Ada", "Bo", "Cem", "Dilek", "Ece"]
    deals = [{"winner": index % 5} for index in range(30)] + [{"winner": 0}]
    return {"players": players, "options": engine.clean_options({"target": 7}), "deals": deals}


def random_deal(
    rng: random.Random,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
) -> dict[str, Any]:
    """The next game of the series: any player wins it."""
    return {"winner": rng.randrange(len(players))}


# A game one deal in, far from its end, with what an editor posts next and to change its first
# deal, and what each records: the guards of the views are tried in every game with it.
GUARDED: dict[str, Any] = {
    "options": {},
    "deals": [{"winner": 0}],
    "next": {"number": "2", "phase": "deal", "winner": "1"},
    "next_recorded": {"winner": 1},
    "edit": {"number": "1", "phase": "deal", "winner": "2"},
    "edit_recorded": {"winner": 2},
    # What the entry refuses for the next deal, next to which field, saying what.
    "refused": {
        "fields": {"number": "2", "phase": "deal", "winner": "99"},
        "field": "winner",
        "reason": "99 is not one of the available choices",
    },
}
