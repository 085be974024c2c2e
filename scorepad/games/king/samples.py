"""King's sample games, shared by the tests, the bench and the load test: a short game worked by
hand from the spec, a whole standard game, and random deals a table could record."""

from __future__ import annotations

import random
from typing import Any

from scorepad.games.king import engine

PLAYERS = ["Ayşe", "Burak", "Cem", "Deniz"]
# The options of a quick game (the load test's), as the game file and the new-game form take them.
QUICK_OPTIONS = {"length": "short"}


def _deal(declarer: int, contract: str, taken: list[int], trump: str = "") -> dict[str, Any]:
    deal: dict[str, Any] = {"declarer": declarer, "contract": contract, "taken": taken}
    if trump:
        deal["trump"] = trump
    return deal


# A short game (12 deals: two negatives and one koz each), worked by hand with the spec's points:
#  1 Ayşe  el     4 3 3 3   -200 -150 -150 -150
#  2 Burak kupa   0 5 4 4      0 -150 -120 -120
#  3 Cem   erkek  2 2 2 2   -120 -120 -120 -120
#  4 Deniz kız    1 1 2 0   -100 -100 -200    0
#  5 Ayşe  son iki 1 0 0 1  -180    0    0 -180
#  6 Burak rıfkı  0 0 1 0      0    0 -320    0
#  7 Cem   el     3 4 3 3   -150 -200 -150 -150
#  8 Deniz kupa   4 3 3 3   -120  -90  -90  -90
#  9-12 koz, each player declaring once and taking 4 tricks in their own deal, 3 in the others:
#        each player +200 once and +150 three times, +650 in all.
# Totals: Ayşe -870 + 650 = -220, Burak -810 + 650 = -160, Cem -1150 + 650 = -500,
# Deniz -810 + 650 = -160: Burak and Deniz share the win, and nobody is out (all below 0). The
# totals add up to -1040: El and Kupa almaz twice, the other negatives once (-3640), and four
# koz deals (+2600).
WORKED: dict[str, Any] = {
    "players": PLAYERS,
    "options": {"length": "short"},
    "deals": [
        _deal(0, "el", [4, 3, 3, 3]),
        _deal(1, "kupa", [0, 5, 4, 4]),
        _deal(2, "erkek", [2, 2, 2, 2]),
        _deal(3, "kiz", [1, 1, 2, 0]),
        _deal(0, "son_iki", [1, 0, 0, 1]),
        _deal(1, "rifki", [0, 0, 1, 0]),
        _deal(2, "el", [3, 4, 3, 3]),
        _deal(3, "kupa", [4, 3, 3, 3]),
        _deal(0, "koz", [4, 3, 3, 3], "spades"),
        _deal(1, "koz", [3, 4, 3, 3], "hearts"),
        _deal(2, "koz", [3, 3, 4, 3], "diamonds"),
        _deal(3, "koz", [3, 3, 3, 4], "clubs"),
    ],
    "totals": [-220, -160, -500, -160],
}


def _spread(units: int, lead: int) -> list[int]:
    """``units`` shared as evenly as they go, the remainder to the seats from ``lead`` on."""
    taken = [units // engine.SEATS] * engine.SEATS
    for step in range(units % engine.SEATS):
        taken[(lead + step) % engine.SEATS] += 1
    return taken


def long_game() -> dict[str, Any]:
    """A finished standard game: 20 deals, each declarer taking the first contract open to them
    (the negatives while they may, then koz)."""
    options = engine.clean_options({})
    deals: list[dict[str, Any]] = []
    trumps = ("spades", "hearts", "diamonds", "clubs")
    for index in range(engine.deals_in(options)):
        upcoming = engine.next_deal(PLAYERS, options, deals)
        assert upcoming is not None, "a standard King game has 20 deals"
        contract = upcoming["contracts"][0]
        taken = _spread(engine.UNITS[contract], (index * 3) % engine.SEATS)
        if taken == [1, 1, 1, 1]:  # a Kız almaz split one each is void: one queen moves on
            taken = [2, 0, 1, 1]
        trump = trumps[index % 4] if contract == engine.KOZ else ""
        deals.append(
            engine.clean_deal(
                PLAYERS, options, deals, _deal(upcoming["declarer"], contract, taken, trump)
            )
        )
    return {"players": PLAYERS, "options": options, "deals": deals}


def random_deal(
    rng: random.Random,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
) -> dict[str, Any]:
    """The next deal as a table could record it: a contract open to the declarer, its units
    spread at random (a Kız almaz may come out void, for the engine to refuse)."""
    upcoming = engine.next_deal(players, options, deals)
    assert upcoming is not None, "the game is over"
    contract = rng.choice(upcoming["contracts"])
    taken = [0] * engine.SEATS
    for _unit in range(engine.UNITS[contract]):
        taken[rng.randrange(engine.SEATS)] += 1
    trump = rng.choice(("spades", "hearts", "diamonds", "clubs")) if contract == engine.KOZ else ""
    return _deal(upcoming["declarer"], contract, taken, trump)


# A game one deal in, far from its end, with what an editor posts next and to change its first
# deal, and what each records: the guards of the views are tried in every game with it.
GUARDED: dict[str, Any] = {
    "options": {"length": "short"},
    "deals": [{"declarer": 0, "contract": "kupa", "taken": [0, 5, 2, 6]}],
    # Deal 2: Burak declares koz in spades and takes 6 tricks.
    "next": {
        "number": "2",
        "phase": "deal",
        "contract": "koz",
        "trump": "spades",
        **{"taken_0": "3", "taken_1": "6", "taken_2": "1", "taken_3": "3"},
    },
    "next_recorded": {"declarer": 1, "contract": "koz", "taken": [3, 6, 1, 3], "trump": "spades"},
    "edit": {
        "number": "1",
        "phase": "deal",
        "contract": "el",
        **{"taken_0": "4", "taken_1": "3", "taken_2": "3", "taken_3": "3"},
    },
    "edit_recorded": {"declarer": 0, "contract": "el", "taken": [4, 3, 3, 3]},
    # What the entry refuses for the next deal, next to which field, saying what.
    "refused": {
        "fields": {
            "number": "2",
            "phase": "deal",
            "contract": "koz",
            "trump": "spades",
            **{f"taken_{seat}": "9" for seat in range(4)},
        },
        "field": "taken_0",
        "reason": "add up to 36, not 13",
    },
}
