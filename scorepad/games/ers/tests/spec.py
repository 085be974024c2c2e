"""Egyptian Rat Screw's game files worked by hand from the specification (spec/scoring.md and
spec/game-file.md), not from the engine: each valid one with its whole sheet, each malformed one
with the deal its refusal must name and words it must say, and the options a file without any
gets. The contract (tests/contract.py) runs every one through ``manage.py scoresheet``; the
phone's conformance corpus (tests/conformance.py) runs them on the phone too."""

import functools

from tests.contract import game_file, game_of, with_deals, with_options

GAME = game_of(__name__)
doc = functools.partial(game_file, GAME)


def esheet(players, winners_seq, finished, winners):
    n = len(players)
    totals = [0] * n
    deals = []
    for i, w in enumerate(winners_seq):
        scores = [1 if p == w else 0 for p in range(n)]
        totals = [a + b for a, b in zip(totals, scores, strict=True)]
        deals.append({"number": i + 1, "dealer": None, "scores": scores, "totals": totals})
    return {
        "sides": players,
        "deals": deals,
        "totals": totals,
        "finished": finished,
        "winners": winners,
    }


E2P = ["Ann", "Bob"]
E1 = doc(E2P, {}, [{"winner": w} for w in [0, 1, 1, 0, 1]])
E1_SHEET = {
    "sides": E2P,
    "deals": [
        {"number": 1, "dealer": None, "scores": [1, 0], "totals": [1, 0]},
        {"number": 2, "dealer": None, "scores": [0, 1], "totals": [1, 1]},
        {"number": 3, "dealer": None, "scores": [0, 1], "totals": [1, 2]},
        {"number": 4, "dealer": None, "scores": [1, 0], "totals": [2, 2]},
        {"number": 5, "dealer": None, "scores": [0, 1], "totals": [2, 3]},
    ],
    "totals": [2, 3],
    "finished": True,
    "winners": [1],
}

E8P = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]
E2 = doc(
    E8P,
    {
        "target": 2,
        "combos": ["double", "sandwich", "top-bottom", "tens"],
        "jokers": True,
        "penalty": 2,
        "comeback": True,
    },
    [{"winner": w} for w in [7, 3, 0, 3]],
)
E2_SHEET = esheet(E8P, [7, 3, 0, 3], True, [3])
assert E2_SHEET["totals"] == [1, 0, 0, 2, 0, 0, 0, 1]

E5P = ["Ava", "Ben", "Cy", "Dee", "Eve"]
E3 = doc(E5P, {"target": 4, "combos": ["tens"]}, [{"winner": w} for w in [4, 4, 2]])
E3_SHEET = esheet(E5P, [4, 4, 2], False, [])
assert E3_SHEET["totals"] == [0, 0, 1, 0, 2]

E3P = ["Ann", "Bob", "Cat"]
E4 = doc(E3P, {"target": 1, "combos": [], "penalty": 0}, [{"winner": 2}])
E4_SHEET = {
    "sides": E3P,
    "deals": [{"number": 1, "dealer": None, "scores": [0, 0, 1], "totals": [0, 0, 1]}],
    "totals": [0, 0, 1],
    "finished": True,
    "winners": [2],
}

E5 = doc(E2P)
E5_SHEET = {"sides": E2P, "deals": [], "totals": [0, 0], "finished": False, "winners": []}


VALID = {
    "two-players": (E1, E1_SHEET),
    "eight-players-options": (E2, E2_SHEET),
    "in-progress": (E3, E3_SHEET),
    "target-one": (E4, E4_SHEET),
    "no-deals": (E5, E5_SHEET),
}

# (id, document, deal number that must be named or None, words that must appear)
REFUSED = [
    ("winner-out-of-range", with_deals(E1, [{"winner": 0}, {"winner": 2}]), 2, []),
    ("winner-negative", with_deals(E1, [{"winner": -1}]), 1, []),
    ("winner-boolean", with_deals(E1, [{"winner": True}]), 1, []),
    ("winner-string", with_deals(E1, [{"winner": "1"}]), 1, []),
    ("winner-missing", with_deals(E1, [{}]), 1, []),
    ("deal-after-target", with_deals(E1, [*E1["deals"], {"winner": 0}]), 6, []),
    ("target-zero", with_options(E1, {"target": 0}), None, []),
    ("target-boolean", with_options(E1, {"target": True}), None, []),
    ("combo-unknown", with_options(E1, {"combos": ["double", "triple"]}), None, []),
    ("combos-not-a-list", with_options(E1, {"combos": "double"}), None, []),
    ("penalty-string", with_options(E1, {"penalty": "1"}), None, []),
    ("penalty-negative", with_options(E1, {"penalty": -1}), None, []),
    ("jokers-number", with_options(E1, {"jokers": 0}), None, []),
    ("comeback-string", with_options(E1, {"comeback": "yes"}), None, []),
    ("first-dealer-option", with_options(E1, {"first_dealer": 0}), None, ["first_dealer"]),
    ("unknown-deal-key", with_deals(E1, [{"winner": 0, "dealer": 1}]), 1, ["dealer"]),
]

# The players of a file and the options it gets when it gives none.
DEFAULTS = (
    E2P,
    {
        "target": 3,
        "combos": ["double", "sandwich"],
        "jokers": False,
        "penalty": 1,
        "comeback": False,
    },
)
