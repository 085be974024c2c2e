"""Joker's sample games, shared by the tests, the bench and the load test: a short game worked by
hand from the spec, a full 40-deal game, and random deals a table could record."""

from __future__ import annotations

import random
from typing import Any

from scorepad.games.joker import engine

PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
# The options of a quick game (the load test's), as the game file and the new-game form take them.
QUICK_OPTIONS = {"length": "short"}
# The house rules some tables play, for the generated games the phone and the server must
# score alike (tests/conformance.py).
HOUSE_RULES: list[dict[str, Any]] = [
    {"shtanga": "nines-500"},
    {"erase": "single"},
    {"shtanga": "nines-500", "erase": "single"},
    {"erase": True},
    {"shtanga": "per-card", "erase": "single"},
]

# A short game (12 deals), worked by hand: every deal Ayşe bids and takes all the tricks but one,
# Işık and Çağrı pass and keep it, Gül passes and takes the last trick (10). Ayşe writes 50 x
# cards, Işık and Çağrı 50; both sections premium Ayşe, Işık and Çağrı with their best deal.
# Ayşe 1800 + 400 premium + 4 x 450 + 450; Işık and Çağrı 12 x 50 + 2 x 50; Gül 12 x 10.
WORKED: dict[str, Any] = {
    "players": ["Ayşe", "Işık", "Çağrı", "Gül"],
    "options": {"length": "short"},
    "deals": [
        {"bids": [cards - 1, 0, 0, 0], "tricks": [cards - 1, 0, 0, 1]}
        for cards in (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9)
    ],
    "totals": [4450, 700, 700, 120],
}


def long_game() -> dict[str, Any]:
    """A finished full game: 40 deals, golden, no-trump, dark and miser sections included."""
    options = engine.clean_options({"length": "full"})
    deals: list[dict[str, Any]] = []
    for index in range(40):
        step = engine.next_deal(PLAYERS, options, deals)
        assert step is not None, "a full Joker game has 40 deals"
        cards, kind = step["cards"], step["kind"]
        tricks = [cards - cards // 2, cards // 2, 0, 0]
        deal: dict[str, Any] = {"tricks": tricks}
        if kind in engine.KINDS_WITH_BIDS:
            bids = [tricks[0], tricks[1], 0 if index % 3 else 1, 0]
            dealer = step["dealer"]
            if sum(bids) == cards:
                bids[dealer] = 1 if bids[dealer] == 0 else bids[dealer] - 1
            deal = {"bids": bids, "tricks": tricks}
        deals.append(engine.clean_deal(PLAYERS, options, deals, deal))
    return {"players": PLAYERS, "options": options, "deals": deals}


def random_deal(
    rng: random.Random,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
) -> dict[str, Any]:
    """The next deal, whole (bids and tricks), as a table could record it: most bids kept, so
    sections earn premiums now and then; the dealer's bid may break the restriction, for the
    engine to refuse."""
    upcoming = engine.next_deal(players, options, deals)
    assert upcoming is not None, "the game is over"
    cards = upcoming["cards"]
    tricks = [0] * engine.SEATS
    for _trick in range(cards):
        tricks[rng.randrange(engine.SEATS)] += 1
    if upcoming["kind"] not in engine.KINDS_WITH_BIDS:
        return {"tricks": tricks}
    bids = [
        tricks[seat] if rng.random() < 0.7 else rng.randint(0, min(cards, 3))
        for seat in range(engine.SEATS)
    ]
    return {"bids": bids, "tricks": tricks}


# A game one deal in, far from its end, with what an editor posts next and to change its first
# deal, and what each records: the guards of the views are tried in every game with it.
GUARDED: dict[str, Any] = {
    "options": {"length": "short"},
    "deals": [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}],
    # Deal 2: two cards, Giorgi deals and bids last.
    "next": {
        "number": "2",
        "phase": "bids",
        **{"bid_0": "0", "bid_1": "0", "bid_2": "1", "bid_3": "0"},
    },
    "next_recorded": {"bids": [0, 0, 1, 0]},
    "edit": {
        "number": "1",
        "phase": "both",
        **{"bid_0": "0", "bid_1": "0", "bid_2": "1", "bid_3": "1"},
        **{"tricks_0": "0", "tricks_1": "0", "tricks_2": "1", "tricks_3": "0"},
    },
    "edit_recorded": {"bids": [0, 0, 1, 1], "tricks": [0, 0, 1, 0]},
    # What the entry refuses for the next deal, next to which field, saying what.
    "refused": {
        "fields": {
            "number": "2",
            "phase": "bids",
            "bid_2": "1",
            "bid_3": "0",
            "bid_0": "0",
            "bid_1": "1",
        },
        "field": "bid_1",
        "reason": "Giorgi deals and may not bid 1",
    },
}
