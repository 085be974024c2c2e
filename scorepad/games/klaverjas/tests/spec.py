"""Klaverjas's game files worked by hand from the specification (spec/scoring.md and
spec/game-file.md), not from the engine: each valid one with its whole sheet, each malformed one
with the deal its refusal must name and words it must say, and the options a file without any
gets. The contract (tests/contract.py) runs every one through ``manage.py scoresheet``; the
phone's conformance corpus (tests/conformance.py) runs them on the phone too."""

import functools

from tests.contract import game_file, game_of, with_deals, with_options

GAME = game_of(__name__)
doc = functools.partial(game_file, GAME)


K = ["Anna", "Bram", "Cor", "Dirk"]
K_SIDES = ["Anna & Cor", "Bram & Dirk"]


def kd(playing, points=None, roem=None, pit=None, revoke=None, trump=None, full=False):
    d = {"playing": playing}
    if points is not None:
        d["points"] = points
    if roem is not None:
        d["roem"] = roem
    if pit is not None or full:
        d["pit"] = pit
    if revoke is not None or full:
        d["revoke"] = revoke
    if trump is not None:
        d["trump"] = trump
    return d


def ksheet(rows, totals, finished, winners):
    deals = [
        {"number": i + 1, "dealer": r[0], "scores": r[1], "totals": r[2], "result": r[3]}
        for i, r in enumerate(rows)
    ]
    return {
        "sides": K_SIDES,
        "deals": deals,
        "totals": totals,
        "finished": finished,
        "winners": winners,
    }


# K1 - 6 deals: made, made by roem, tie is nat, pit by the players, nat, pit by the players.
K1 = doc(
    K,
    {"deals": 6},
    [
        kd(0, [100, 62], [20, 0], trump="hearts"),
        kd(1, [90, 72], [0, 20]),  # 90 vs 92: made by the roem (stuk)
        kd(1, [91, 71], [0, 20], full=True),  # 91 vs 91: a tie is nat
        kd(0, [162, 0], [50, 0], pit=0),  # pit: 162 + 50 + 100
        kd(0, [70, 92], [20, 50]),  # 90 vs 142: nat, all roem to the others
        kd(1, [0, 162], [0, 100], pit=1, trump="spades"),
    ],
)
K1_SHEET = ksheet(
    [
        (0, [120, 62], [120, 62], "made"),
        (1, [90, 92], [210, 154], "made"),
        (2, [182, 0], [392, 154], "nat"),
        (3, [312, 0], [704, 154], "made"),
        (0, [0, 232], [704, 386], "nat"),
        (1, [0, 362], [704, 748], "made"),
    ],
    [704, 748],
    True,
    [1],
)

# K2 - rotterdam, 16 deals, first_dealer 2, in progress: revokes, tie, pit by the other team.
K2 = doc(
    K,
    {"rules": "rotterdam", "first_dealer": 2},
    [
        kd(0, None, [20, 0], revoke=0),  # the players revoked, no points entered
        kd(0, [80, 82], [0, 50], revoke=1),  # the others revoked, points entered
        kd(1, [81, 81]),  # tie: nat
        kd(0, [0, 162], [0, 20], pit=1),  # the others took every trick
        kd(1, [60, 102], [0, 40], trump="clubs"),  # three in sequence + stuk
        kd(0, [100, 62], [50, 20]),  # made: the others keep their own roem
    ],
)
K2_SHEET = ksheet(
    [
        (2, [0, 182], [0, 182], "revoke"),
        (3, [212, 0], [212, 182], "revoke"),
        (0, [162, 0], [374, 182], "nat"),
        (1, [0, 282], [374, 464], "nat"),
        (2, [60, 142], [434, 606], "made"),
        (3, [150, 82], [584, 688], "made"),
    ],
    [584, 688],
    False,
    [],
)

# K3 - 2 deals, first_dealer 3, ends level: both teams win.
K3 = doc(
    K,
    {"deals": 2, "first_dealer": 3, "rules": "amsterdam"},
    [
        kd(0, [82, 80]),
        kd(1, [80, 82]),
    ],
)
K3_SHEET = ksheet(
    [
        (3, [82, 80], [82, 80], "made"),
        (0, [80, 82], [162, 162], "made"),
    ],
    [162, 162],
    True,
    [0, 1],
)

# K4 - 1 deal: the playing team revokes, nothing else entered.
K4 = doc(K, {"deals": 1}, [kd(1, revoke=1)])
K4_SHEET = ksheet([(0, [162, 0], [162, 0], "revoke")], [162, 0], True, [0])

# K5 - 3 deals, first_dealer 1: big roem for the others, nat with the players' roem.
K5 = doc(
    K,
    {"deals": 3, "first_dealer": 1},
    [
        kd(0, [100, 62], [0, 200]),  # four jacks: 100 vs 262, nat
        kd(1, [62, 100], [100, 20]),  # 162 vs 120: nat; 162 + 120 roem
        kd(0, [81, 81], [20, 0]),  # 101 vs 81: made
    ],
)
K5_SHEET = ksheet(
    [
        (1, [0, 362], [0, 362], "nat"),
        (2, [282, 0], [282, 362], "nat"),
        (3, [101, 81], [383, 443], "made"),
    ],
    [383, 443],
    True,
    [1],
)

# K6 - nothing played yet.
K6 = doc(K)
K6_SHEET = ksheet([], [0, 0], False, [])

# K7 - a game to 500 (the 16 deals do not end it), revoke_roem "plus-100", first_dealer 1:
# the revoke gives 162 + 100 whatever the roem; deal 4 takes Bram & Dirk past 500.
K7 = doc(
    K,
    {"to_points": 500, "revoke_roem": "plus-100", "first_dealer": 1},
    [
        kd(0, [100, 62], [20, 0]),
        kd(1, None, [50, 0], revoke=0),
        kd(0, [92, 70]),
        kd(1, [60, 102], [0, 20]),
    ],
)
K7_SHEET = ksheet(
    [
        (1, [120, 62], [120, 62], "made"),
        (2, [0, 262], [120, 324], "revoke"),
        (3, [92, 70], [212, 394], "made"),
        (0, [60, 122], [272, 516], "made"),
    ],
    [272, 516],
    True,
    [1],
)

# K8 - a game to 300 with revoke_roem "none": the revoke gives 162 alone; ends in deal 3.
K8 = doc(
    K,
    {"deals": 2, "to_points": 300, "revoke_roem": "none"},
    [
        kd(0, [40, 122], [20, 100], revoke=1),
        kd(1, [62, 100]),
        kd(1, [86, 76], [0, 100]),
    ],
)
K8_SHEET = ksheet(
    [
        (0, [162, 0], [162, 0], "revoke"),
        (1, [62, 100], [224, 100], "made"),
        (2, [86, 176], [310, 276], "made"),
    ],
    [310, 276],
    True,
    [0],
)


VALID = {
    "all-results": (K1, K1_SHEET),
    "rotterdam-revokes": (K2, K2_SHEET),
    "tie": (K3, K3_SHEET),
    "revoke-only": (K4, K4_SHEET),
    "roem": (K5, K5_SHEET),
    "no-deals": (K6, K6_SHEET),
    "to-points-revoke-plus-100": (K7, K7_SHEET),
    "to-points-revoke-no-roem": (K8, K8_SHEET),
}

# (id, document, deal number that must be named or None, words that must appear)
REFUSED = [
    ("points-not-162", with_deals(K1, [kd(0, [100, 60])]), 1, []),
    ("roem-10", with_deals(K1, [K1["deals"][0], kd(0, [100, 62], [10, 0])]), 2, []),
    ("roem-30", with_deals(K1, [kd(0, [100, 62], [0, 30])]), 1, []),
    ("roem-not-ten", with_deals(K1, [kd(0, [100, 62], [25, 0])]), 1, []),
    ("roem-negative", with_deals(K1, [kd(0, [100, 62], [-20, 0])]), 1, []),
    ("roem-boolean", with_deals(K1, [kd(0, [100, 62], [True, 0])]), 1, []),
    ("points-string", with_deals(K1, [kd(0, ["100", 62])]), 1, []),
    ("points-boolean", with_deals(K1, [kd(0, [161, True])]), 1, []),
    ("points-negative", with_deals(K1, [kd(0, [170, -8])]), 1, []),
    ("playing-2", with_deals(K1, [kd(2, [100, 62])]), 1, []),
    ("playing-boolean", with_deals(K1, [kd(True, [100, 62])]), 1, []),
    ("playing-missing", with_deals(K1, [{"points": [100, 62]}]), 1, []),
    ("pit-2", with_deals(K1, [kd(0, [162, 0], pit=2)]), 1, []),
    ("revoke-2", with_deals(K1, [kd(0, revoke=2)]), 1, []),
    ("revoke-boolean", with_deals(K1, [kd(0, revoke=False)]), 1, []),
    ("pit-without-all-points", with_deals(K1, [kd(0, [150, 12], pit=0)]), 1, []),
    ("roem-without-a-trick", with_deals(K1, [kd(0, [162, 0], [20, 20], pit=0)]), 1, []),
    ("points-missing", with_deals(K1, [kd(0, roem=[20, 0])]), 1, []),
    ("deal-after-the-end", with_deals(K3, [*K3["deals"], kd(0, [100, 62])]), 3, []),
    ("rules-unknown", with_options(K1, {"rules": "utrecht"}), None, []),
    ("deals-zero", with_options(K1, {"deals": 0}), None, []),
    ("deals-string", with_options(K1, {"deals": "16"}), None, []),
    ("deals-boolean", with_options(K1, {"deals": True}), None, []),
    ("unknown-option", with_options(K1, {"bazzis": 1}), None, ["bazzis"]),
    ("to-points-zero", with_options(K1, {"to_points": 0}), None, []),
    ("to-points-string", with_options(K1, {"to_points": "1500"}), None, []),
    ("revoke-roem-unknown", with_options(K1, {"revoke_roem": "half"}), None, []),
    (
        "deal-after-the-score",
        with_deals(K7, [*K7["deals"], kd(0, [100, 62])]),
        5,
        ["Bram & Dirk", "500", "deal 4"],
    ),
    (
        "unknown-deal-key",
        with_deals(K1, [{**kd(0, [100, 62]), "sweeps": [0, 0]}]),
        1,
        ["sweeps"],
    ),
    ("trump-unknown", with_deals(K1, [kd(0, [100, 62], trump="Hearts")]), 1, []),
]

# The players of a file and the options it gets when it gives none.
DEFAULTS = (
    K,
    {"deals": 16, "to_points": None, "rules": "amsterdam", "revoke_roem": "all", "first_dealer": 0},
)
