"""Joker's game files worked by hand from the specification (spec/scoring.md and
spec/game-file.md), not from the engine: each valid one with its whole sheet, each malformed one
with the deal its refusal must name and words it must say, and the options a file without any
gets. The contract (tests/contract.py) runs every one through ``manage.py scoresheet``; the
phone's conformance corpus (tests/conformance.py) runs them on the phone too."""

import copy
import functools

from tests.contract import game_file, game_of, with_deals, with_options

GAME = game_of(__name__)
doc = functools.partial(game_file, GAME)


J = ["Nino", "Giorgi", "Ana", "Levan"]


def jd(bids, tricks=None, trump=None):
    d = {}
    if bids is not None:
        d["bids"] = bids
    if tricks is not None:
        d["tricks"] = tricks
    if trump is not None:
        d["trump"] = trump
    return d


def jrows(rows):
    """rows: (dealer, cards, kind, section, scores, totals[, adjustments]) in deal order."""
    out = []
    for i, r in enumerate(rows):
        dealer, cards, kind, section, scores, totals = r[:6]
        row = {
            "number": i + 1,
            "dealer": dealer,
            "cards": cards,
            "kind": kind,
            "section": section,
            "scores": scores,
            "totals": totals,
        }
        if len(r) == 7:
            row["adjustments"] = r[6]
        out.append(row)
    return out


def jsheet(rows, totals, finished, winners, players=J):
    return {
        "sides": players,
        "deals": jrows(rows),
        "totals": totals,
        "finished": finished,
        "winners": winners,
    }


N = "normal"
Z = [0, 0, 0, 0]

# J1 - classic, defaults, four deals done and the fifth pending.
J1 = doc(
    J,
    {"length": "classic", "shtanga": -200, "premium": True, "erase": False, "first_dealer": 0},
    [
        jd([0, 1, 0, 1], [0, 1, 0, 0], "hearts"),  # 1 card: pass kept 50, 1/1=100, shtanga
        jd([2, 0, 1, 0], [2, 0, 0, 0]),  # 2 cards: 2/2 all = 200
        jd([1, 1, 0, 0], [1, 0, 2, 0]),  # miss 10*t
        jd([2, 0, 1, 2], [1, 0, 1, 2]),
        jd([1, 1, 1, 1]),  # pending
    ],
)
J1_SHEET = jsheet(
    [
        (0, 1, N, 0, [50, 100, 50, -200], [50, 100, 50, -200]),
        (1, 2, N, 0, [200, 50, -200, 50], [250, 150, -150, -150]),
        (2, 3, N, 0, [100, -200, 20, 50], [350, -50, -130, -100]),
        (3, 4, N, 0, [10, 50, 100, 150], [360, 0, -30, 50]),
        (0, 5, N, 0, None, [360, 0, -30, 50]),
    ],
    [360, 0, -30, 50],
    False,
    [],
)

# The 24 classic deals used by J2, J5 and J6.
CLASSIC_DEALS = [
    # section 0: 1..8 cards; Nino keeps every bid
    jd([0, 0, 0, 0], [0, 0, 0, 1]),
    jd([1, 1, 1, 0], [1, 1, 0, 0]),
    jd([0, 1, 1, 0], [0, 1, 1, 1]),
    jd([2, 1, 0, 0], [2, 2, 0, 0]),
    jd([1, 2, 1, 0], [1, 2, 1, 1]),
    jd([3, 2, 0, 0], [3, 2, 0, 1]),
    jd([0, 3, 3, 0], [0, 3, 4, 0]),
    jd([4, 2, 0, 1], [4, 2, 0, 2]),
    # section 1: 9 cards; Giorgi (clean nine) and Levan keep every bid
    jd([1, 9, 0, 0], [0, 9, 0, 0], "none"),
    jd([3, 2, 2, 3], [3, 2, 1, 3], "spades"),
    jd([2, 2, 2, 2], [3, 2, 2, 2], "clubs"),
    jd([0, 4, 1, 3], [1, 4, 1, 3], "diamonds"),
    # section 2: 8..1 cards; nobody keeps every bid
    jd([2, 2, 2, 1], [2, 2, 2, 2]),
    jd([1, 1, 1, 1], [1, 1, 0, 5]),
    jd([0, 0, 3, 0], [0, 1, 3, 2]),
    jd([2, 0, 0, 2], [3, 0, 0, 2]),
    jd([1, 1, 1, 0], [1, 1, 1, 1]),
    jd([0, 0, 0, 0], [0, 0, 0, 3]),
    jd([0, 1, 0, 0], [0, 1, 1, 0]),
    jd([0, 0, 0, 0], [1, 0, 0, 0]),
    # section 3: 9 cards; Giorgi and Ana keep every bid
    jd([3, 3, 3, 1], [3, 3, 3, 0]),
    jd([5, 0, 2, 0], [5, 0, 2, 2]),
    jd([0, 1, 0, 1], [6, 1, 0, 2]),
    jd([1, 1, 4, 1], [0, 1, 4, 4]),
]

# J2 - classic, complete, premium on, erase off, first_dealer 1.
J2 = doc(J, {"first_dealer": 1}, CLASSIC_DEALS)
J2_ROWS = [
    (1, 1, N, 0, [50, 50, 50, 10], [50, 50, 50, 10]),
    (2, 2, N, 0, [100, 100, -200, 50], [150, 150, -150, 60]),
    (3, 3, N, 0, [50, 100, 100, 10], [200, 250, -50, 70]),
    (0, 4, N, 0, [150, 20, 50, 50], [350, 270, 0, 120]),
    (1, 5, N, 0, [100, 150, 100, 10], [450, 420, 100, 130]),
    (2, 6, N, 0, [200, 150, 50, 10], [650, 570, 150, 140]),
    (3, 7, N, 0, [50, 200, 40, 50], [700, 770, 190, 190]),
    (0, 8, N, 0, [250, 150, 50, 20], [1200, 920, 240, 210], [250, 0, 0, 0]),
    (1, 9, N, 1, [-200, 900, 50, 50], [1000, 1820, 290, 260]),
    (2, 9, N, 1, [200, 150, 10, 200], [1200, 1970, 300, 460]),
    (3, 9, N, 1, [30, 150, 150, 150], [1230, 2120, 450, 610]),
    (0, 9, N, 1, [10, 250, 100, 200], [1240, 3270, 550, 1010], [0, 900, 0, 200]),
    (1, 8, N, 2, [150, 150, 150, 20], [1390, 3420, 700, 1030]),
    (2, 7, N, 2, [100, 100, -200, 50], [1490, 3520, 500, 1080]),
    (3, 6, N, 2, [50, 10, 200, 20], [1540, 3530, 700, 1100]),
    (0, 5, N, 2, [30, 50, 50, 150], [1570, 3580, 750, 1250]),
    (1, 4, N, 2, [100, 100, 100, 10], [1670, 3680, 850, 1260]),
    (2, 3, N, 2, [50, 50, 50, 30], [1720, 3730, 900, 1290]),
    (3, 2, N, 2, [50, 100, 10, 50], [1770, 3830, 910, 1340]),
    (0, 1, N, 2, [10, 50, 50, 50], [1780, 3880, 960, 1390], Z),
    (1, 9, N, 3, [200, 200, 200, -200], [1980, 4080, 1160, 1190]),
    (2, 9, N, 3, [300, 50, 150, 20], [2280, 4130, 1310, 1210]),
    (3, 9, N, 3, [60, 100, 50, 20], [2340, 4230, 1360, 1230]),
    (0, 9, N, 3, [-200, 100, 250, 40], [2140, 4530, 1860, 1270], [0, 200, 250, 0]),
]
J2_SHEET = jsheet(J2_ROWS, [2140, 4530, 1860, 1270], True, [1])

# J3 - short, premium and erase on, first_dealer 2, finished with a two-way tie.
J3 = doc(
    J,
    {"length": "short", "premium": True, "erase": True, "first_dealer": 2},
    [
        jd([1, 0, 0, 1], [1, 0, 0, 0]),
        jd([1, 1, 0, 1], [1, 1, 0, 0]),
        jd([2, 1, 0, 1], [2, 0, 1, 0]),
        jd([2, 2, 0, 1], [2, 2, 0, 0]),
        jd([0, 2, 2, 2], [0, 2, 3, 0]),
        jd([3, 1, 1, 2], [3, 1, 2, 0]),
        jd([1, 3, 2, 3], [1, 4, 2, 0]),
        jd([2, 2, 2, 1], [2, 3, 3, 0]),
        jd([1, 9, 0, 0], [0, 9, 0, 0]),
        jd([2, 2, 2, 2], [2, 3, 2, 2]),
        jd([0, 0, 5, 3], [1, 0, 5, 3]),
        jd([1, 0, 1, 1], [1, 1, 2, 5]),
    ],
)
J3_SHEET = jsheet(
    [
        (2, 1, N, 0, [100, 50, 50, -200], [100, 50, 50, -200]),
        (3, 2, N, 0, [100, 100, 50, -200], [200, 150, 100, -400]),
        (0, 3, N, 0, [150, -200, 10, -200], [350, -50, 110, -600]),
        (1, 4, N, 0, [150, 150, 50, -200], [500, 100, 160, -800]),
        (2, 5, N, 0, [50, 150, 30, -200], [550, 250, 190, -1000]),
        (3, 6, N, 0, [200, 100, 20, -200], [750, 350, 210, -1200]),
        (0, 7, N, 0, [100, 40, 150, -200], [850, 390, 360, -1400]),
        # Nino earns 200; Giorgi and Ana lose their best (150); Levan's best is -200: kept
        (1, 8, N, 0, [150, 30, 30, -200], [1200, 270, 240, -1600], [200, -150, -150, 0]),
        (2, 9, N, 1, [-200, 900, 50, 50], [1000, 1170, 290, -1550]),
        (3, 9, N, 1, [150, 30, 150, 150], [1150, 1200, 440, -1400]),
        (0, 9, N, 1, [10, 50, 300, 200], [1160, 1250, 740, -1200]),
        # nobody kept every bid: no premium, so no erasure either
        (1, 9, N, 1, [100, 10, 20, 50], [1260, 1260, 760, -1150], Z),
    ],
    [1260, 1260, 760, -1150],
    True,
    [0, 1],
)

# J4 - nines, shtanga per-card (-900), premium off (erase on has no effect), first_dealer 3.
J4_DEALS = [
    jd([2, 2, 2, 2], [2, 2, 2, 3]),
    jd([1, 0, 3, 3], [1, 0, 3, 5]),
    jd([0, 1, 1, 1], [0, 0, 4, 5]),
    jd([9, 0, 0, 1], [9, 0, 0, 0]),
    jd([0, 0, 0, 0], [0, 0, 0, 9]),
    jd([4, 4, 0, 0], [4, 5, 0, 0]),
    jd([3, 3, 3, 3], [3, 3, 3, 0]),
    jd([1, 1, 1, 1], [2, 2, 2, 3]),
    jd([2, 3, 0, 3], [2, 3, 1, 3]),
    jd([0, 0, 9, 1], [0, 0, 9, 0]),
    jd([5, 0, 0, 0], [0, 0, 0, 9]),
    jd([2, 2, 2, 2], [2, 2, 2, 3]),
    jd([1, 2, 3, 4], [1, 2, 3, 3]),
    jd([0, 0, 0, 1], [3, 3, 3, 0]),
    jd([4, 1, 1, 1], [4, 1, 1, 3]),
    jd([0, 0, 0, 0], [9, 0, 0, 0]),
]
J4 = doc(
    J,
    {"length": "nines", "shtanga": "per-card", "premium": False, "erase": True, "first_dealer": 3},
    J4_DEALS,
)
J4_SHEET = jsheet(
    [
        (3, 9, N, 0, [150, 150, 150, 30], [150, 150, 150, 30]),
        (0, 9, N, 0, [100, 50, 200, 50], [250, 200, 350, 80]),
        (1, 9, N, 0, [50, -900, 40, 50], [300, -700, 390, 130]),
        (2, 9, N, 0, [900, 50, 50, -900], [1200, -650, 440, -770], Z),
        (3, 9, N, 1, [50, 50, 50, 90], [1250, -600, 490, -680]),
        (0, 9, N, 1, [250, 50, 50, 50], [1500, -550, 540, -630]),
        (1, 9, N, 1, [200, 200, 200, -900], [1700, -350, 740, -1530]),
        (2, 9, N, 1, [20, 20, 20, 30], [1720, -330, 760, -1500], Z),
        (3, 9, N, 2, [150, 200, 10, 200], [1870, -130, 770, -1300]),
        (0, 9, N, 2, [50, 50, 900, -900], [1920, -80, 1670, -2200]),
        (1, 9, N, 2, [-900, 50, 50, 90], [1020, -30, 1720, -2110]),
        (2, 9, N, 2, [150, 150, 150, 30], [1170, 120, 1870, -2080], Z),
        (3, 9, N, 3, [100, 150, 200, 30], [1270, 270, 2070, -2050]),
        (0, 9, N, 3, [30, 30, 30, -900], [1300, 300, 2100, -2950]),
        (1, 9, N, 3, [250, 100, 100, 30], [1550, 400, 2200, -2920]),
        (2, 9, N, 3, [90, 50, 50, 50], [1640, 450, 2250, -2870], Z),
    ],
    [1640, 450, 2250, -2870],
    True,
    [2],
)

# J5 - full (40 deals), premium and erase on, shtanga -300, first_dealer 3.
GOLDEN = [
    jd(None, [3, 2, 4, 0]),
    jd(None, [0, 0, 0, 9]),
    jd(None, [1, 2, 3, 3]),
    jd(None, [9, 0, 0, 0]),
]
NO_TRUMP = [
    jd([2, 2, 2, 2], [2, 2, 2, 3]),
    jd([1, 1, 1, 1], [1, 1, 1, 6]),
    jd([0, 3, 0, 3], [0, 3, 0, 6]),
    jd([3, 0, 0, 0], [3, 0, 0, 6]),
]
DARK = [
    jd([0, 0, 0, 0], [9, 0, 0, 0]),
    jd([1, 1, 1, 1], [0, 3, 3, 3]),
    jd([2, 2, 2, 2], [2, 2, 2, 3]),
    jd([9, 1, 0, 0], [0, 0, 0, 9]),
]
MISER = [
    jd(None, [0, 0, 0, 9]),
    jd(None, [2, 3, 4, 0]),
    jd(None, [9, 0, 0, 0]),
    jd(None, [1, 1, 1, 6]),
]
J5 = doc(
    J,
    {"length": "full", "shtanga": -300, "premium": True, "erase": True, "first_dealer": 3},
    CLASSIC_DEALS + GOLDEN + NO_TRUMP + DARK + MISER,
)
G, NT, DK, MI = "golden", "no-trump", "dark", "miser"
J5_SHEET = jsheet(
    [
        (3, 1, N, 0, [50, 50, 50, 10], [50, 50, 50, 10]),
        (0, 2, N, 0, [100, 100, -300, 50], [150, 150, -250, 60]),
        (1, 3, N, 0, [50, 100, 100, 10], [200, 250, -150, 70]),
        (2, 4, N, 0, [150, 20, 50, 50], [350, 270, -100, 120]),
        (3, 5, N, 0, [100, 150, 100, 10], [450, 420, 0, 130]),
        (0, 6, N, 0, [200, 150, 50, 10], [650, 570, 50, 140]),
        (1, 7, N, 0, [50, 200, 40, 50], [700, 770, 90, 190]),
        (2, 8, N, 0, [250, 150, 50, 20], [1200, 720, 40, 160], [250, -200, -100, -50]),
        (3, 9, N, 1, [-300, 900, 50, 50], [900, 1620, 90, 210]),
        (0, 9, N, 1, [200, 150, 10, 200], [1100, 1770, 100, 410]),
        (1, 9, N, 1, [30, 150, 150, 150], [1130, 1920, 250, 560]),
        (2, 9, N, 1, [10, 250, 100, 200], [940, 3070, 200, 960], [-200, 900, -150, 200]),
        (3, 8, N, 2, [150, 150, 150, 20], [1090, 3220, 350, 980]),
        (0, 7, N, 2, [100, 100, -300, 50], [1190, 3320, 50, 1030]),
        (1, 6, N, 2, [50, 10, 200, 20], [1240, 3330, 250, 1050]),
        (2, 5, N, 2, [30, 50, 50, 150], [1270, 3380, 300, 1200]),
        (3, 4, N, 2, [100, 100, 100, 10], [1370, 3480, 400, 1210]),
        (0, 3, N, 2, [50, 50, 50, 30], [1420, 3530, 450, 1240]),
        (1, 2, N, 2, [50, 100, 10, 50], [1470, 3630, 460, 1290]),
        (2, 1, N, 2, [10, 50, 50, 50], [1480, 3680, 510, 1340], Z),
        (3, 9, N, 3, [200, 200, 200, -300], [1680, 3880, 710, 1040]),
        (0, 9, N, 3, [300, 50, 150, 20], [1980, 3930, 860, 1060]),
        (1, 9, N, 3, [60, 100, 50, 20], [2040, 4030, 910, 1080]),
        (2, 9, N, 3, [-300, 100, 250, 40], [1440, 4330, 1410, 1080], [-300, 200, 250, -40]),
        (3, 9, G, 4, [300, 200, 400, 0], [1740, 4530, 1810, 1080]),
        (0, 9, G, 4, [0, 0, 0, 900], [1740, 4530, 1810, 1980]),
        (1, 9, G, 4, [100, 200, 300, 300], [1840, 4730, 2110, 2280]),
        (2, 9, G, 4, [900, 0, 0, 0], [2740, 4730, 2110, 2280], Z),
        (3, 9, NT, 5, [150, 150, 150, 30], [2890, 4880, 2260, 2310]),
        (0, 9, NT, 5, [100, 100, 100, 60], [2990, 4980, 2360, 2370]),
        (1, 9, NT, 5, [50, 200, 50, 60], [3040, 5180, 2410, 2430]),
        (2, 9, NT, 5, [200, 50, 50, 60], [3440, 5430, 2610, 2430], [200, 200, 150, -60]),
        (3, 9, DK, 6, [90, 50, 50, 50], [3530, 5480, 2660, 2480]),
        (0, 9, DK, 6, [-300, 30, 30, 30], [3230, 5510, 2690, 2510]),
        (1, 9, DK, 6, [150, 150, 150, 30], [3380, 5660, 2840, 2540]),
        (2, 9, DK, 6, [-300, -300, 50, 90], [3080, 5360, 2890, 2630], Z),
        (3, 9, MI, 7, [0, 0, 0, 900], [3080, 5360, 2890, 3530]),
        (0, 9, MI, 7, [-200, -300, -400, 0], [2880, 5060, 2490, 3530]),
        (1, 9, MI, 7, [900, 0, 0, 0], [3780, 5060, 2490, 3530]),
        (2, 9, MI, 7, [-100, -100, -100, -600], [3680, 4960, 2390, 2930], Z),
    ],
    [3680, 4960, 2390, 2930],
    True,
    [1],
)

# J6 - full, defaults, in progress: golden section done, one no-trump deal, one pending.
J6 = doc(J, {"length": "full"}, CLASSIC_DEALS + GOLDEN + [NO_TRUMP[0], jd([1, 1, 1, 1])])
# Same 24 deals and options as J2 except first_dealer 0: each dealer is one seat earlier.
J6_SHEET = jsheet(
    [((r[0] + 3) % 4, *r[1:]) for r in J2_ROWS]
    + [
        (0, 9, G, 4, [300, 200, 400, 0], [2440, 4730, 2260, 1270]),
        (1, 9, G, 4, [0, 0, 0, 900], [2440, 4730, 2260, 2170]),
        (2, 9, G, 4, [100, 200, 300, 300], [2540, 4930, 2560, 2470]),
        (3, 9, G, 4, [900, 0, 0, 0], [3440, 4930, 2560, 2470], Z),
        (0, 9, NT, 5, [150, 150, 150, 30], [3590, 5080, 2710, 2500]),
        (1, 9, NT, 5, None, [3590, 5080, 2710, 2500]),
    ],
    [3590, 5080, 2710, 2500],
    False,
    [],
)

# J7 - short, first_dealer 1, forbidden number below 0 on deal 1, trumps recorded,
# pending deal that is the last of section 0.
J7 = doc(
    J,
    {"length": "short", "first_dealer": 1},
    [
        jd([1, 1, 1, 0], [0, 1, 0, 0], "none"),  # dealer Giorgi: others bid 2 > 1, he may bid 1
        jd([0, 0, 1, 0], [0, 0, 1, 1], "hearts"),
        jd([3, 0, 0, 1], [3, 0, 0, 0], "clubs"),  # 3/3 all tricks: 300
        jd([0, 2, 2, 1], [0, 2, 2, 0]),
        jd([1, 1, 1, 1], [1, 1, 1, 2]),
        jd([2, 2, 0, 0], [2, 2, 0, 2]),
        jd([0, 0, 0, 0], [0, 0, 0, 7]),
        jd([2, 2, 2, 1]),
    ],
)
J7_SHEET = jsheet(
    [
        (1, 1, N, 0, [-200, 100, -200, 50], [-200, 100, -200, 50]),
        (2, 2, N, 0, [50, 50, 100, 10], [-150, 150, -100, 60]),
        (3, 3, N, 0, [300, 50, 50, -200], [150, 200, -50, -140]),
        (0, 4, N, 0, [50, 150, 150, -200], [200, 350, 100, -340]),
        (1, 5, N, 0, [100, 100, 100, 20], [300, 450, 200, -320]),
        (2, 6, N, 0, [150, 150, 50, 20], [450, 600, 250, -300]),
        (3, 7, N, 0, [50, 50, 50, 70], [500, 650, 300, -230]),
        (0, 8, N, 0, None, [500, 650, 300, -230], Z),
    ],
    [500, 650, 300, -230],
    False,
    [],
)

# J8 - no deals yet.
J8 = doc(J, {"length": "nines"}, [])
J8_SHEET = jsheet([], [0, 0, 0, 0], False, [])

# J9 - nines, shtanga -150, premium on, erase off, first_dealer 2, two sections and a pending.
J9 = doc(
    J,
    {"length": "nines", "shtanga": -150, "first_dealer": 2},
    [*J4_DEALS[:7], jd([2, 1, 2, 1], [2, 2, 2, 3]), jd([0, 0, 0, 0])],
)
J9_SHEET = jsheet(
    [
        (2, 9, N, 0, [150, 150, 150, 30], [150, 150, 150, 30]),
        (3, 9, N, 0, [100, 50, 200, 50], [250, 200, 350, 80]),
        (0, 9, N, 0, [50, -150, 40, 50], [300, 50, 390, 130]),
        (1, 9, N, 0, [900, 50, 50, -150], [2100, 100, 440, -20], [900, 0, 0, 0]),
        (2, 9, N, 1, [50, 50, 50, 90], [2150, 150, 490, 70]),
        (3, 9, N, 1, [250, 50, 50, 50], [2400, 200, 540, 120]),
        (0, 9, N, 1, [200, 200, 200, -150], [2600, 400, 740, -30]),
        (1, 9, N, 1, [150, 20, 150, 30], [3000, 420, 1090, 0], [250, 0, 200, 0]),
        (2, 9, N, 2, None, [3000, 420, 1090, 0]),
    ],
    [3000, 420, 1090, 0],
    False,
    [],
)

# J10 - classic, shtanga "per-card": -100 x cards in 1-, 4- and 8-card deals; section 0 done,
# nobody kept every bid so the adjustment is all zeros.
J10 = doc(
    J,
    {"shtanga": "per-card"},
    [
        jd([1, 0, 0, 1], [0, 0, 0, 1]),
        jd([0, 0, 0, 1], [1, 1, 0, 0]),
        jd([0, 0, 0, 0], [1, 1, 1, 0]),
        jd([4, 0, 0, 1], [0, 0, 0, 4]),
        jd([0, 0, 0, 0], [5, 0, 0, 0]),
        jd([1, 1, 1, 1], [1, 1, 1, 3]),
        jd([0, 0, 0, 0], [0, 0, 0, 7]),
        jd([3, 0, 0, 2], [0, 4, 4, 0]),
    ],
)
J10_SHEET = jsheet(
    [
        (0, 1, N, 0, [-100, 50, 50, 100], [-100, 50, 50, 100]),
        (1, 2, N, 0, [10, 10, 50, -200], [-90, 60, 100, -100]),
        (2, 3, N, 0, [10, 10, 10, 50], [-80, 70, 110, -50]),
        (3, 4, N, 0, [-400, 50, 50, 40], [-480, 120, 160, -10]),
        (0, 5, N, 0, [50, 50, 50, 50], [-430, 170, 210, 40]),
        (1, 6, N, 0, [100, 100, 100, 30], [-330, 270, 310, 70]),
        (2, 7, N, 0, [50, 50, 50, 70], [-280, 320, 360, 140]),
        (3, 8, N, 0, [-800, 40, 40, -800], [-1080, 360, 400, -660], Z),
    ],
    [-1080, 360, 400, -660],
    False,
    [],
)

# J11 - J3 with its very last deal (the last of the format) still pending: not finished.
J11 = doc(J, J3["options"], [*J3["deals"][:11], jd([1, 0, 1, 1])])
J11_SHEET = jsheet(
    [
        *[
            tuple(r)
            for r in [
                (2, 1, N, 0, [100, 50, 50, -200], [100, 50, 50, -200]),
                (3, 2, N, 0, [100, 100, 50, -200], [200, 150, 100, -400]),
                (0, 3, N, 0, [150, -200, 10, -200], [350, -50, 110, -600]),
                (1, 4, N, 0, [150, 150, 50, -200], [500, 100, 160, -800]),
                (2, 5, N, 0, [50, 150, 30, -200], [550, 250, 190, -1000]),
                (3, 6, N, 0, [200, 100, 20, -200], [750, 350, 210, -1200]),
                (0, 7, N, 0, [100, 40, 150, -200], [850, 390, 360, -1400]),
                (1, 8, N, 0, [150, 30, 30, -200], [1200, 270, 240, -1600], [200, -150, -150, 0]),
                (2, 9, N, 1, [-200, 900, 50, 50], [1000, 1170, 290, -1550]),
                (3, 9, N, 1, [150, 30, 150, 150], [1150, 1200, 440, -1400]),
                (0, 9, N, 1, [10, 50, 300, 200], [1160, 1250, 740, -1200]),
            ]
        ],
        (1, 9, N, 1, None, [1160, 1250, 740, -1200], Z),
    ],
    [1160, 1250, 740, -1200],
    False,
    [],
)

# J12 - nines, shtanga "nines-500", erase "single", two sections. In the first Nino and
# Giorgi both keep every bid: both premiums, nobody erased; Ana's ştanga costs -500. In the
# second only Nino does: his 250 again, the others lose their best deal (200, 200, 50).
J12 = doc(
    J,
    {"length": "nines", "shtanga": "nines-500", "erase": "single"},
    [
        jd([3, 2, 0, 0], [3, 2, 4, 0]),
        jd([1, 4, 1, 0], [1, 4, 0, 4]),
        jd([2, 1, 0, 2], [2, 1, 3, 3]),
        jd([0, 0, 2, 2], [0, 0, 5, 4]),
        jd([3, 1, 2, 1], [3, 0, 3, 3]),
        jd([2, 0, 3, 1], [2, 1, 3, 3]),
        jd([4, 2, 2, 0], [4, 2, 3, 0]),
        jd([0, 3, 3, 1], [0, 3, 6, 0]),
    ],
)
J12_SHEET = jsheet(
    [
        (0, 9, N, 0, [200, 150, 40, 50], [200, 150, 40, 50]),
        (1, 9, N, 0, [100, 250, -500, 40], [300, 400, -460, 90]),
        (2, 9, N, 0, [150, 100, 30, 30], [450, 500, -430, 120]),
        (3, 9, N, 0, [50, 50, 50, 40], [700, 800, -380, 160], [200, 250, 0, 0]),
        (0, 9, N, 1, [200, -500, 30, 30], [900, 300, -350, 190]),
        (1, 9, N, 1, [150, 10, 200, 30], [1050, 310, -150, 220]),
        (2, 9, N, 1, [250, 150, 30, 50], [1300, 460, -120, 270]),
        (3, 9, N, 1, [50, 200, 60, -500], [1600, 460, -260, -280], [250, -200, -200, -50]),
    ],
    [1600, 460, -260, -280],
    False,
    [],
)


def full_joker_deals():
    return copy.deepcopy(CLASSIC_DEALS + GOLDEN + NO_TRUMP + DARK + MISER)


_bad_golden = full_joker_deals()[:25]
_bad_golden[24] = jd([0, 0, 0, 0], [3, 2, 4, 0])
_bad_miser = full_joker_deals()[:37]
_bad_miser[36] = jd([0, 0, 0, 1], [0, 0, 0, 9])
_no_bids_dark = full_joker_deals()[:33]
_no_bids_dark[32] = jd(None, [9, 0, 0, 0])

VALID = {
    "classic-in-progress": (J1, J1_SHEET),
    "classic-complete-premium": (J2, J2_SHEET),
    "short-erase-tie": (J3, J3_SHEET),
    "nines-per-card-no-premium": (J4, J4_SHEET),
    "full-complete-erase": (J5, J5_SHEET),
    "full-in-progress": (J6, J6_SHEET),
    "short-pending-section-end": (J7, J7_SHEET),
    "no-deals": (J8, J8_SHEET),
    "nines-custom-shtanga-premium": (J9, J9_SHEET),
    "classic-per-card-shtanga": (J10, J10_SHEET),
    "short-last-deal-pending": (J11, J11_SHEET),
    "nines-500-erase-single": (J12, J12_SHEET),
}

# (id, document, deal number that must be named or None, words that must appear)
REFUSED = [
    ("length-unknown", with_options(J1, {"length": "long"}), None, []),
    ("shtanga-zero", with_options(J1, {"shtanga": 0}), None, []),
    ("shtanga-positive", with_options(J1, {"shtanga": 200}), None, []),
    ("shtanga-fraction", with_options(J1, {"shtanga": -200.5}), None, []),
    ("shtanga-string-number", with_options(J1, {"shtanga": "-200"}), None, []),
    ("shtanga-other-string", with_options(J1, {"shtanga": "per card"}), None, []),
    ("shtanga-boolean", with_options(J1, {"shtanga": True}), None, []),
    ("premium-number", with_options(J1, {"premium": 1}), None, []),
    ("erase-string", with_options(J1, {"erase": "false"}), None, []),
    ("erase-unknown-word", with_options(J1, {"erase": "double"}), None, ["single"]),
    ("shtanga-nines-other", with_options(J1, {"shtanga": "nines-400"}), None, []),
    ("first-dealer-4", with_options(J1, {"first_dealer": 4}), None, []),
    ("first-dealer-negative", with_options(J1, {"first_dealer": -1}), None, []),
    ("first-dealer-boolean", with_options(J1, {"first_dealer": True}), None, []),
    # first_dealer 2: Ana deals deal 1 and may not bid 1 (0 + 0 + 0 + 1 = 1 card)
    (
        "dealer-restriction",
        doc(J, {"first_dealer": 2}, [jd([0, 0, 1, 0], [0, 0, 1, 0])]),
        1,
        ["Ana", "1"],
    ),
    (
        "dealer-restriction-deal-3",
        with_deals(J1, [*J1["deals"][:2], jd([1, 1, 1, 0], [1, 1, 1, 0])]),
        3,
        ["Ana"],
    ),
    (
        "dealer-restriction-pending",
        with_deals(J1, [J1["deals"][0], jd([1, 0, 1, 0])]),
        2,
        ["Giorgi", "0"],
    ),
    (
        "tricks-dont-add-up",
        with_deals(J1, [J1["deals"][0], jd([2, 0, 1, 0], [1, 0, 0, 0])]),
        2,
        [],
    ),
    ("tricks-too-many", with_deals(J1, [jd([0, 1, 0, 1], [0, 2, 0, -1])]), 1, []),
    (
        "bid-above-cards",
        with_deals(J1, [J1["deals"][0], jd([3, 0, 0, 0], [2, 0, 0, 0])]),
        2,
        [],
    ),
    ("bid-negative", with_deals(J1, [jd([-1, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("bid-boolean", with_deals(J1, [jd([True, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("trick-boolean", with_deals(J1, [jd([0, 1, 0, 1], [False, True, 0, 0])]), 1, []),
    ("bid-string", with_deals(J1, [jd(["0", 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("bid-float", with_deals(J1, [jd([0.5, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("three-bids", with_deals(J1, [jd([0, 1, 1], [0, 1, 0, 0])]), 1, []),
    ("trump-unknown", with_deals(J1, [jd([0, 1, 0, 1], [0, 1, 0, 0], "stars")]), 1, []),
    ("missing-bids", with_deals(J1, [J1["deals"][0], jd(None, [2, 0, 0, 0])]), 2, []),
    ("pending-not-last", with_deals(J1, [jd([0, 1, 0, 1]), J1["deals"][1]]), 1, []),
    ("bids-on-golden", with_deals(J5, _bad_golden), 25, []),
    ("bids-on-miser", with_deals(J5, _bad_miser), 37, []),
    ("no-bids-on-dark", with_deals(J5, _no_bids_dark), 33, []),
    (
        "deal-after-the-end",
        with_deals(J3, [*J3["deals"], jd([0, 0, 0, 0], [9, 0, 0, 0])]),
        13,
        [],
    ),
    (
        "golden-tricks-dont-add-up",
        with_deals(J5, [*full_joker_deals()[:24], jd(None, [3, 2, 4, 1])]),
        25,
        [],
    ),
]

# The players of a file and the options it gets when it gives none.
DEFAULTS = (
    J,
    {"length": "classic", "shtanga": -200, "premium": True, "erase": False, "first_dealer": 0},
)
