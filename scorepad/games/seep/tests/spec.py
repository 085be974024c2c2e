"""Seep's game files worked by hand from the specification (spec/scoring.md and
spec/game-file.md), not from the engine: each valid one with its whole sheet, each malformed one
with the deal its refusal must name and words it must say, and the options a file without any
gets. The contract (tests/contract.py) runs every one through ``manage.py scoresheet``; the
phone's conformance corpus (tests/conformance.py) runs them on the phone too."""

import functools

from tests.contract import game_file, game_of, with_deals, with_options

GAME = game_of(__name__)
doc = functools.partial(game_file, GAME)


S = ["Asha", "Bilal", "Chandra", "Dev"]
S_SIDES = ["Asha & Chandra", "Bilal & Dev"]


def sd(points, sweeps=None, opening=None, bid=None, full=False):
    d = {"points": points}
    if sweeps is not None or full:
        d["sweeps"] = sweeps if sweeps is not None else [0, 0]
    if opening is not None or full:
        d["opening_sweep"] = opening
    if bid is not None:
        d["bid"] = bid
    return d


def ssheet(rows, totals, finished, winners):
    deals = [
        {
            "number": i + 1,
            "dealer": r[0],
            "scores": r[1],
            "totals": r[2],
            "difference": r[3],
            "bazzi": r[4],
        }
        for i, r in enumerate(rows)
    ]
    return {
        "sides": S_SIDES,
        "deals": deals,
        "totals": totals,
        "finished": finished,
        "winners": winners,
    }


# S1 - defaults: team 0 creeps up to +100 (101); the dealer's team is ahead once, then behind.
S1 = doc(
    S,
    {},
    [
        sd([60, 40]),  # +20; dealer 0's team ahead -> next player (1)
        sd([30, 70], [1, 0]),  # 80-70 = +10 -> 30; dealer 1's team behind: stays
        sd([70, 30], opening=0, full=True),  # 95-30 = +65 -> 95
        sd([45, 55], bid=10),  # -10 -> 85
        sd([55, 45]),  # 95
        sd([52, 48]),  # 99
        sd([51, 49]),  # 101: team 0 wins the bazzi
    ],
)
S1_SHEET = ssheet(
    [
        (0, [60, 40], [0, 0], 20, None),
        (1, [80, 70], [0, 0], 30, None),
        (1, [95, 30], [0, 0], 95, None),
        (1, [45, 55], [0, 0], 85, None),
        (1, [55, 45], [0, 0], 95, None),
        (1, [52, 48], [0, 0], 99, None),
        (1, [51, 49], [1, 0], 0, 0),
    ],
    [1, 0],
    True,
    [0],
)

# S2 - bazzis 2, first_dealer 1: team 1 by -100, partner deals, level, under 9 for team 0.
S2 = doc(
    S,
    {"bazzis": 2, "first_dealer": 1},
    [
        sd([40, 60], [0, 1]),  # 40-110 = -70; dealer 1's team ahead -> 2
        sd([45, 55]),  # -80; dealer 2's team behind: stays
        sd([30, 70]),  # -120: team 1 bazzi; dealer's partner (0) next
        sd([50, 50]),  # 0: level, same dealer
        sd([40, 60], opening=1),  # 40-85 = -45; dealer 0 behind: stays
        sd([5, 95]),  # team 0 below 9: team 1 bazzi
    ],
)
S2_SHEET = ssheet(
    [
        (1, [40, 110], [0, 0], -70, None),
        (2, [45, 55], [0, 0], -80, None),
        (2, [30, 70], [0, 1], 0, 1),
        (0, [50, 50], [0, 1], 0, None),
        (0, [40, 85], [0, 1], -45, None),
        (0, [5, 95], [0, 2], 0, 1),
    ],
    [0, 2],
    True,
    [1],
)

# S3 - bazzis 3, first_dealer 3: sweeps lift a low score, under 9 for each team.
S3 = doc(
    S,
    {"bazzis": 3, "first_dealer": 3},
    [
        sd([96, 4], [0, 1]),  # 96-54 = +42; dealer 3's team behind: stays
        sd([20, 80], [0, 2]),  # 20-180 -> -118: team 1 bazzi; partner 1 deals
        sd([95, 5]),  # team 1 below 9: team 0 bazzi; partner 3 deals
        sd([8, 92], opening=0, bid=13),  # 33-92 = -59; dealer 3's team ahead -> 0
        sd([8, 92], [0, 0], None, full=True),  # team 0 below 9: team 1 bazzi (3rd): finished
    ],
)
S3_SHEET = ssheet(
    [
        (3, [96, 54], [0, 0], 42, None),
        (3, [20, 180], [0, 1], 0, 1),
        (1, [95, 5], [1, 1], 0, 0),
        (3, [33, 92], [1, 1], -59, None),
        (0, [8, 92], [1, 2], 0, 1),
    ],
    [1, 2],
    True,
    [1],
)

# S4 - bazzis 2: a score of exactly 9 is not below 9, exactly +100 wins, ends 1-1.
S4 = doc(
    S,
    {"bazzis": 2},
    [
        sd([91, 9]),  # +82; dealer 0 ahead -> 1
        sd([59, 41]),  # +18 -> 100: team 0 bazzi; partner 3 deals
        sd([45, 55], bid=11),  # -10; dealer 3's team ahead -> 0
        sd([0, 100], [1, 0]),  # 50-100 -> -60; dealer 0 behind: stays
        sd([10, 90]),  # -80 -> -140: team 1 bazzi
    ],
)
S4_SHEET = ssheet(
    [
        (0, [91, 9], [0, 0], 82, None),
        (1, [59, 41], [1, 0], 0, 0),
        (3, [45, 55], [1, 0], -10, None),
        (0, [50, 100], [1, 0], -60, None),
        (0, [10, 90], [1, 1], 0, 1),
    ],
    [1, 1],
    True,
    [0, 1],
)

# S5 - in progress: level and behind keep the dealer, ahead passes it on.
S5 = doc(
    S,
    {"bazzis": 1, "first_dealer": 0},
    [
        sd([50, 50]),  # 0: level, stays
        sd([40, 60]),  # -20: behind, stays
        sd([70, 30], [1, 1]),  # 120-80: +40 -> 20: ahead -> 1
        sd([50, 50], opening=1),  # 50-75: -25 -> -5; team 1 ahead -> 2
        sd([62, 38], bid=13),  # +24 -> 19; team 0 ahead -> 3
    ],
)
S5_SHEET = ssheet(
    [
        (0, [50, 50], [0, 0], 0, None),
        (0, [40, 60], [0, 0], -20, None),
        (0, [120, 80], [0, 0], 20, None),
        (1, [50, 75], [0, 0], -5, None),
        (2, [62, 38], [0, 0], 19, None),
    ],
    [0, 0],
    False,
    [],
)

# S6 - first_dealer 2: an opening sweep and a wipe-out in the first deal end it.
S6 = doc(S, {"first_dealer": 2}, [sd([96, 4], opening=0, bid=9)])
S6_SHEET = ssheet([(2, [121, 4], [1, 0], 0, 0)], [1, 0], True, [0])


VALID = {
    "plus-100": (S1, S1_SHEET),
    "minus-100-and-under-9": (S2, S2_SHEET),
    "under-9-both-teams": (S3, S3_SHEET),
    "edges-and-tie": (S4, S4_SHEET),
    "in-progress-dealer": (S5, S5_SHEET),
    "opening-wipeout": (S6, S6_SHEET),
}

# (id, document, deal number that must be named or None, words that must appear)
REFUSED = [
    ("points-not-100", with_deals(S5, [S5["deals"][0], sd([40, 50])]), 2, []),
    ("points-negative", with_deals(S5, [sd([110, -10])]), 1, []),
    ("points-boolean", with_deals(S5, [sd([99, True])]), 1, []),
    ("points-string", with_deals(S5, [sd(["50", 50])]), 1, []),
    ("sweeps-negative", with_deals(S5, [sd([50, 50], [-1, 0])]), 1, []),
    ("sweeps-boolean", with_deals(S5, [sd([50, 50], [True, 0])]), 1, []),
    ("sweeps-one-number", with_deals(S5, [sd([50, 50], [1])]), 1, []),
    ("opening-2", with_deals(S5, [sd([50, 50], opening=2)]), 1, []),
    ("opening-boolean", with_deals(S5, [sd([50, 50], opening=True)]), 1, []),
    ("bid-8", with_deals(S5, [sd([50, 50], bid=8)]), 1, []),
    ("bid-14", with_deals(S5, [sd([50, 50], bid=14)]), 1, []),
    ("bid-string", with_deals(S5, [sd([50, 50], bid="10")]), 1, []),
    ("deal-after-the-end", with_deals(S1, [*S1["deals"], sd([50, 50])]), 8, []),
    ("deal-after-the-end-tie", with_deals(S4, [*S4["deals"], sd([50, 50])]), 6, []),
    ("bazzis-zero", with_options(S5, {"bazzis": 0}), None, []),
    ("bazzis-boolean", with_options(S5, {"bazzis": True}), None, []),
    ("first-dealer-4", with_options(S5, {"first_dealer": 4}), None, []),
    ("unknown-deal-key", with_deals(S5, [{**sd([50, 50]), "roem": [0, 0]}]), 1, ["roem"]),
]

# The players of a file and the options it gets when it gives none.
DEFAULTS = (S, {"bazzis": 1, "first_dealer": 0})
