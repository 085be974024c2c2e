"""Hand-worked game files checked against /work/shared/spec/scoring.md and game-file.md.

Every expected sheet below was worked out by hand from the two spec pages (not from the
engines).  Each valid file is run through ``manage.py scoresheet`` in-process and the whole
``sheet`` is compared; each malformed file must be refused: non-zero exit, nothing on stdout,
a reason on stderr (naming the deal where one applies) and no traceback.
"""

import copy
import io
import json
import traceback

import pytest
from django.core.management import call_command

FORMAT = "scorepad/1"


def run(document, tmp_path):
    """Run the scoresheet command on ``document``; return (code, stdout, stderr)."""
    path = tmp_path / "game.json"
    if isinstance(document, bytes):
        path.write_bytes(document)
    else:
        text = document if isinstance(document, str) else json.dumps(document)
        path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = 0
    try:
        call_command("scoresheet", str(path), stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except Exception:  # what `manage.py scoresheet` would show as a traceback, exit 1
        return 1, out.getvalue(), err.getvalue() + traceback.format_exc()
    return code, out.getvalue(), err.getvalue()


def strip_why(value):
    if isinstance(value, dict):
        return {k: strip_why(v) for k, v in value.items() if k != "why"}
    if isinstance(value, list):
        return [strip_why(v) for v in value]
    return value


def doc(game, players, options=None, deals=None):
    d = {"format": FORMAT, "game": game, "players": players}
    if options is not None:
        d["options"] = options
    if deals is not None:
        d["deals"] = deals
    return d


# --------------------------------------------------------------------------------------------
# Joker
# --------------------------------------------------------------------------------------------

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
    "joker",
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
J2 = doc("joker", J, {"first_dealer": 1}, CLASSIC_DEALS)
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
    "joker",
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
    "joker",
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
    "joker",
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
J6 = doc("joker", J, {"length": "full"}, CLASSIC_DEALS + GOLDEN + [NO_TRUMP[0], jd([1, 1, 1, 1])])
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
    "joker",
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
J8 = doc("joker", J, {"length": "nines"}, [])
J8_SHEET = jsheet([], [0, 0, 0, 0], False, [])

# J9 - nines, shtanga -150, premium on, erase off, first_dealer 2, two sections and a pending.
J9 = doc(
    "joker",
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
    "joker",
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
J11 = doc("joker", J, J3["options"], [*J3["deals"][:11], jd([1, 0, 1, 1])])
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
    "joker",
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

# --------------------------------------------------------------------------------------------
# Klaverjas
# --------------------------------------------------------------------------------------------

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
    "klaverjas",
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
    "klaverjas",
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
    "klaverjas",
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
K4 = doc("klaverjas", K, {"deals": 1}, [kd(1, revoke=1)])
K4_SHEET = ksheet([(0, [162, 0], [162, 0], "revoke")], [162, 0], True, [0])

# K5 - 3 deals, first_dealer 1: big roem for the others, nat with the players' roem.
K5 = doc(
    "klaverjas",
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
K6 = doc("klaverjas", K)
K6_SHEET = ksheet([], [0, 0], False, [])

# K7 - a game to 500 (the 16 deals do not end it), revoke_roem "plus-100", first_dealer 1:
# the revoke gives 162 + 100 whatever the roem; deal 4 takes Bram & Dirk past 500.
K7 = doc(
    "klaverjas",
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
    "klaverjas",
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

# --------------------------------------------------------------------------------------------
# Seep
# --------------------------------------------------------------------------------------------

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
    "seep",
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
    "seep",
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
    "seep",
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
    "seep",
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
    "seep",
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
S6 = doc("seep", S, {"first_dealer": 2}, [sd([96, 4], opening=0, bid=9)])
S6_SHEET = ssheet([(2, [121, 4], [1, 0], 0, 0)], [1, 0], True, [0])

# --------------------------------------------------------------------------------------------
# Egyptian Rat Screw
# --------------------------------------------------------------------------------------------


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
E1 = doc("ers", E2P, {}, [{"winner": w} for w in [0, 1, 1, 0, 1]])
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
    "ers",
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
E3 = doc("ers", E5P, {"target": 4, "combos": ["tens"]}, [{"winner": w} for w in [4, 4, 2]])
E3_SHEET = esheet(E5P, [4, 4, 2], False, [])
assert E3_SHEET["totals"] == [0, 0, 1, 0, 2]

E3P = ["Ann", "Bob", "Cat"]
E4 = doc("ers", E3P, {"target": 1, "combos": [], "penalty": 0}, [{"winner": 2}])
E4_SHEET = {
    "sides": E3P,
    "deals": [{"number": 1, "dealer": None, "scores": [0, 0, 1], "totals": [0, 0, 1]}],
    "totals": [0, 0, 1],
    "finished": True,
    "winners": [2],
}

E5 = doc("ers", E2P)
E5_SHEET = {"sides": E2P, "deals": [], "totals": [0, 0], "finished": False, "winners": []}

VALID = {
    "joker-classic-in-progress": (J1, J1_SHEET),
    "joker-classic-complete-premium": (J2, J2_SHEET),
    "joker-short-erase-tie": (J3, J3_SHEET),
    "joker-nines-per-card-no-premium": (J4, J4_SHEET),
    "joker-full-complete-erase": (J5, J5_SHEET),
    "joker-full-in-progress": (J6, J6_SHEET),
    "joker-short-pending-section-end": (J7, J7_SHEET),
    "joker-no-deals": (J8, J8_SHEET),
    "joker-nines-custom-shtanga-premium": (J9, J9_SHEET),
    "joker-classic-per-card-shtanga": (J10, J10_SHEET),
    "joker-short-last-deal-pending": (J11, J11_SHEET),
    "joker-nines-500-erase-single": (J12, J12_SHEET),
    "klaverjas-all-results": (K1, K1_SHEET),
    "klaverjas-rotterdam-revokes": (K2, K2_SHEET),
    "klaverjas-tie": (K3, K3_SHEET),
    "klaverjas-revoke-only": (K4, K4_SHEET),
    "klaverjas-roem": (K5, K5_SHEET),
    "klaverjas-no-deals": (K6, K6_SHEET),
    "klaverjas-to-points-revoke-plus-100": (K7, K7_SHEET),
    "klaverjas-to-points-revoke-no-roem": (K8, K8_SHEET),
    "seep-plus-100": (S1, S1_SHEET),
    "seep-minus-100-and-under-9": (S2, S2_SHEET),
    "seep-under-9-both-teams": (S3, S3_SHEET),
    "seep-edges-and-tie": (S4, S4_SHEET),
    "seep-in-progress-dealer": (S5, S5_SHEET),
    "seep-opening-wipeout": (S6, S6_SHEET),
    "ers-two-players": (E1, E1_SHEET),
    "ers-eight-players-options": (E2, E2_SHEET),
    "ers-in-progress": (E3, E3_SHEET),
    "ers-target-one": (E4, E4_SHEET),
    "ers-no-deals": (E5, E5_SHEET),
}


def _valid_params():
    return [pytest.param(document, sheet, id=name) for name, (document, sheet) in VALID.items()]


@pytest.mark.parametrize(("document", "sheet"), list(_valid_params()))
def test_hand_worked_sheet(document, sheet, tmp_path):
    code, out, err = run(document, tmp_path)
    assert code == 0, err
    assert err == ""
    result = json.loads(out)
    assert strip_why(result["sheet"]) == sheet


# --------------------------------------------------------------------------------------------
# Refused files
# --------------------------------------------------------------------------------------------


def with_deals(document, deals):
    d = copy.deepcopy(document)
    d["deals"] = deals
    return d


def with_options(document, options):
    d = copy.deepcopy(document)
    d["options"] = options
    return d


def full_joker_deals():
    return copy.deepcopy(CLASSIC_DEALS + GOLDEN + NO_TRUMP + DARK + MISER)


_bad_golden = full_joker_deals()[:25]
_bad_golden[24] = jd([0, 0, 0, 0], [3, 2, 4, 0])
_bad_miser = full_joker_deals()[:37]
_bad_miser[36] = jd([0, 0, 0, 1], [0, 0, 0, 9])
_no_bids_dark = full_joker_deals()[:33]
_no_bids_dark[32] = jd(None, [9, 0, 0, 0])
_unknown_deal_key = copy.deepcopy(J1["deals"][:2])
_unknown_deal_key[1]["score"] = 200

# (id, document or raw text, deal number that must be named or None, words that must appear)
REFUSED = [
    # --- the document ---------------------------------------------------------------------
    ("not-json", "{not json", None, []),
    ("not-an-object", "[1, 2, 3]", None, []),
    ("wrong-format", {**J1, "format": "scorepad/2"}, None, []),
    ("unknown-game", {**J1, "game": "poker"}, None, []),
    ("unknown-top-level-key", {**J1, "winner": 0}, None, ["winner"]),
    (
        "unknown-option-key",
        with_options(J1, {"length": "classic", "jokers": True}),
        None,
        ["jokers"],
    ),
    ("unknown-deal-key", with_deals(J1, _unknown_deal_key), 2, ["score"]),
    ("deals-not-a-list", {**J1, "deals": {"bids": [0, 0, 0, 0]}}, None, []),
    ("not-utf8", b'{"format": "scorepad/1", "game": "ers", "players": ["A\xff", "B"]}', None, []),
    (
        "integer-over-4300-digits",
        '{"format": "scorepad/1", "game": "joker", "players": ["A", "B", "C", "D"], '
        '"options": {"shtanga": -' + "9" * 5000 + "}}",
        None,
        [],
    ),
    ("nested-too-deep", "[" * 100000 + "]" * 100000, None, []),
    ("deal-not-an-object", with_deals(J1, [[0, 1, 0, 1]]), 1, []),
    # --- players --------------------------------------------------------------------------
    ("joker-three-players", {**J1, "players": ["Nino", "Giorgi", "Ana"]}, None, []),
    ("klaverjas-five-players", {**K1, "players": [*K, "Eva"]}, None, []),
    ("ers-one-player", doc("ers", ["Ann"]), None, []),
    ("ers-nine-players", doc("ers", [f"P{i}" for i in range(9)]), None, []),
    ("duplicate-after-trimming", {**K1, "players": ["Anna", "Bram", " Anna ", "Dirk"]}, None, []),
    ("empty-name", doc("ers", ["Ann", "   "]), None, []),
    ("name-41-chars", doc("ers", ["Ann", "x" * 41]), None, []),
    ("name-not-a-string", doc("ers", ["Ann", 7]), None, []),
    # --- joker options --------------------------------------------------------------------
    ("joker-length-unknown", with_options(J1, {"length": "long"}), None, []),
    ("joker-shtanga-zero", with_options(J1, {"shtanga": 0}), None, []),
    ("joker-shtanga-positive", with_options(J1, {"shtanga": 200}), None, []),
    ("joker-shtanga-fraction", with_options(J1, {"shtanga": -200.5}), None, []),
    ("joker-shtanga-string-number", with_options(J1, {"shtanga": "-200"}), None, []),
    ("joker-shtanga-other-string", with_options(J1, {"shtanga": "per card"}), None, []),
    ("joker-shtanga-boolean", with_options(J1, {"shtanga": True}), None, []),
    ("joker-premium-number", with_options(J1, {"premium": 1}), None, []),
    ("joker-erase-string", with_options(J1, {"erase": "false"}), None, []),
    ("joker-erase-unknown-word", with_options(J1, {"erase": "double"}), None, ["single"]),
    ("joker-shtanga-nines-other", with_options(J1, {"shtanga": "nines-400"}), None, []),
    ("joker-first-dealer-4", with_options(J1, {"first_dealer": 4}), None, []),
    ("joker-first-dealer-negative", with_options(J1, {"first_dealer": -1}), None, []),
    ("joker-first-dealer-boolean", with_options(J1, {"first_dealer": True}), None, []),
    # --- joker deals ----------------------------------------------------------------------
    # first_dealer 2: Ana deals deal 1 and may not bid 1 (0 + 0 + 0 + 1 = 1 card)
    (
        "joker-dealer-restriction",
        doc("joker", J, {"first_dealer": 2}, [jd([0, 0, 1, 0], [0, 0, 1, 0])]),
        1,
        ["Ana", "1"],
    ),
    (
        "joker-dealer-restriction-deal-3",
        with_deals(J1, [*J1["deals"][:2], jd([1, 1, 1, 0], [1, 1, 1, 0])]),
        3,
        ["Ana"],
    ),
    (
        "joker-dealer-restriction-pending",
        with_deals(J1, [J1["deals"][0], jd([1, 0, 1, 0])]),
        2,
        ["Giorgi", "0"],
    ),
    (
        "joker-tricks-dont-add-up",
        with_deals(J1, [J1["deals"][0], jd([2, 0, 1, 0], [1, 0, 0, 0])]),
        2,
        [],
    ),
    ("joker-tricks-too-many", with_deals(J1, [jd([0, 1, 0, 1], [0, 2, 0, -1])]), 1, []),
    (
        "joker-bid-above-cards",
        with_deals(J1, [J1["deals"][0], jd([3, 0, 0, 0], [2, 0, 0, 0])]),
        2,
        [],
    ),
    ("joker-bid-negative", with_deals(J1, [jd([-1, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("joker-bid-boolean", with_deals(J1, [jd([True, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("joker-trick-boolean", with_deals(J1, [jd([0, 1, 0, 1], [False, True, 0, 0])]), 1, []),
    ("joker-bid-string", with_deals(J1, [jd(["0", 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("joker-bid-float", with_deals(J1, [jd([0.5, 1, 0, 1], [0, 1, 0, 0])]), 1, []),
    ("joker-three-bids", with_deals(J1, [jd([0, 1, 1], [0, 1, 0, 0])]), 1, []),
    ("joker-trump-unknown", with_deals(J1, [jd([0, 1, 0, 1], [0, 1, 0, 0], "stars")]), 1, []),
    ("joker-missing-bids", with_deals(J1, [J1["deals"][0], jd(None, [2, 0, 0, 0])]), 2, []),
    ("joker-pending-not-last", with_deals(J1, [jd([0, 1, 0, 1]), J1["deals"][1]]), 1, []),
    ("joker-bids-on-golden", with_deals(J5, _bad_golden), 25, []),
    ("joker-bids-on-miser", with_deals(J5, _bad_miser), 37, []),
    ("joker-no-bids-on-dark", with_deals(J5, _no_bids_dark), 33, []),
    (
        "joker-deal-after-the-end",
        with_deals(J3, [*J3["deals"], jd([0, 0, 0, 0], [9, 0, 0, 0])]),
        13,
        [],
    ),
    (
        "joker-golden-tricks-dont-add-up",
        with_deals(J5, [*full_joker_deals()[:24], jd(None, [3, 2, 4, 1])]),
        25,
        [],
    ),
    # --- klaverjas ------------------------------------------------------------------------
    ("klaverjas-points-not-162", with_deals(K1, [kd(0, [100, 60])]), 1, []),
    ("klaverjas-roem-10", with_deals(K1, [K1["deals"][0], kd(0, [100, 62], [10, 0])]), 2, []),
    ("klaverjas-roem-30", with_deals(K1, [kd(0, [100, 62], [0, 30])]), 1, []),
    ("klaverjas-roem-not-ten", with_deals(K1, [kd(0, [100, 62], [25, 0])]), 1, []),
    ("klaverjas-roem-negative", with_deals(K1, [kd(0, [100, 62], [-20, 0])]), 1, []),
    ("klaverjas-roem-boolean", with_deals(K1, [kd(0, [100, 62], [True, 0])]), 1, []),
    ("klaverjas-points-string", with_deals(K1, [kd(0, ["100", 62])]), 1, []),
    ("klaverjas-points-boolean", with_deals(K1, [kd(0, [161, True])]), 1, []),
    ("klaverjas-points-negative", with_deals(K1, [kd(0, [170, -8])]), 1, []),
    ("klaverjas-playing-2", with_deals(K1, [kd(2, [100, 62])]), 1, []),
    ("klaverjas-playing-boolean", with_deals(K1, [kd(True, [100, 62])]), 1, []),
    ("klaverjas-playing-missing", with_deals(K1, [{"points": [100, 62]}]), 1, []),
    ("klaverjas-pit-2", with_deals(K1, [kd(0, [162, 0], pit=2)]), 1, []),
    ("klaverjas-revoke-2", with_deals(K1, [kd(0, revoke=2)]), 1, []),
    ("klaverjas-revoke-boolean", with_deals(K1, [kd(0, revoke=False)]), 1, []),
    ("klaverjas-pit-without-all-points", with_deals(K1, [kd(0, [150, 12], pit=0)]), 1, []),
    ("klaverjas-roem-without-a-trick", with_deals(K1, [kd(0, [162, 0], [20, 20], pit=0)]), 1, []),
    ("klaverjas-points-missing", with_deals(K1, [kd(0, roem=[20, 0])]), 1, []),
    ("klaverjas-deal-after-the-end", with_deals(K3, [*K3["deals"], kd(0, [100, 62])]), 3, []),
    ("klaverjas-rules-unknown", with_options(K1, {"rules": "utrecht"}), None, []),
    ("klaverjas-deals-zero", with_options(K1, {"deals": 0}), None, []),
    ("klaverjas-deals-string", with_options(K1, {"deals": "16"}), None, []),
    ("klaverjas-deals-boolean", with_options(K1, {"deals": True}), None, []),
    ("klaverjas-unknown-option", with_options(K1, {"bazzis": 1}), None, ["bazzis"]),
    ("klaverjas-to-points-zero", with_options(K1, {"to_points": 0}), None, []),
    ("klaverjas-to-points-string", with_options(K1, {"to_points": "1500"}), None, []),
    ("klaverjas-revoke-roem-unknown", with_options(K1, {"revoke_roem": "half"}), None, []),
    (
        "klaverjas-deal-after-the-score",
        with_deals(K7, [*K7["deals"], kd(0, [100, 62])]),
        5,
        ["Bram & Dirk", "500", "deal 4"],
    ),
    (
        "klaverjas-unknown-deal-key",
        with_deals(K1, [{**kd(0, [100, 62]), "sweeps": [0, 0]}]),
        1,
        ["sweeps"],
    ),
    ("klaverjas-trump-unknown", with_deals(K1, [kd(0, [100, 62], trump="Hearts")]), 1, []),
    # --- seep -----------------------------------------------------------------------------
    ("seep-points-not-100", with_deals(S5, [S5["deals"][0], sd([40, 50])]), 2, []),
    ("seep-points-negative", with_deals(S5, [sd([110, -10])]), 1, []),
    ("seep-points-boolean", with_deals(S5, [sd([99, True])]), 1, []),
    ("seep-points-string", with_deals(S5, [sd(["50", 50])]), 1, []),
    ("seep-sweeps-negative", with_deals(S5, [sd([50, 50], [-1, 0])]), 1, []),
    ("seep-sweeps-boolean", with_deals(S5, [sd([50, 50], [True, 0])]), 1, []),
    ("seep-sweeps-one-number", with_deals(S5, [sd([50, 50], [1])]), 1, []),
    ("seep-opening-2", with_deals(S5, [sd([50, 50], opening=2)]), 1, []),
    ("seep-opening-boolean", with_deals(S5, [sd([50, 50], opening=True)]), 1, []),
    ("seep-bid-8", with_deals(S5, [sd([50, 50], bid=8)]), 1, []),
    ("seep-bid-14", with_deals(S5, [sd([50, 50], bid=14)]), 1, []),
    ("seep-bid-string", with_deals(S5, [sd([50, 50], bid="10")]), 1, []),
    ("seep-deal-after-the-end", with_deals(S1, [*S1["deals"], sd([50, 50])]), 8, []),
    ("seep-deal-after-the-end-tie", with_deals(S4, [*S4["deals"], sd([50, 50])]), 6, []),
    ("seep-bazzis-zero", with_options(S5, {"bazzis": 0}), None, []),
    ("seep-bazzis-boolean", with_options(S5, {"bazzis": True}), None, []),
    ("seep-first-dealer-4", with_options(S5, {"first_dealer": 4}), None, []),
    ("seep-unknown-deal-key", with_deals(S5, [{**sd([50, 50]), "roem": [0, 0]}]), 1, ["roem"]),
    # --- ers ------------------------------------------------------------------------------
    ("ers-winner-out-of-range", with_deals(E1, [{"winner": 0}, {"winner": 2}]), 2, []),
    ("ers-winner-negative", with_deals(E1, [{"winner": -1}]), 1, []),
    ("ers-winner-boolean", with_deals(E1, [{"winner": True}]), 1, []),
    ("ers-winner-string", with_deals(E1, [{"winner": "1"}]), 1, []),
    ("ers-winner-missing", with_deals(E1, [{}]), 1, []),
    ("ers-deal-after-target", with_deals(E1, [*E1["deals"], {"winner": 0}]), 6, []),
    ("ers-target-zero", with_options(E1, {"target": 0}), None, []),
    ("ers-target-boolean", with_options(E1, {"target": True}), None, []),
    ("ers-combo-unknown", with_options(E1, {"combos": ["double", "triple"]}), None, []),
    ("ers-combos-not-a-list", with_options(E1, {"combos": "double"}), None, []),
    ("ers-penalty-string", with_options(E1, {"penalty": "1"}), None, []),
    ("ers-penalty-negative", with_options(E1, {"penalty": -1}), None, []),
    ("ers-jokers-number", with_options(E1, {"jokers": 0}), None, []),
    ("ers-comeback-string", with_options(E1, {"comeback": "yes"}), None, []),
    ("ers-first-dealer-option", with_options(E1, {"first_dealer": 0}), None, ["first_dealer"]),
    ("ers-unknown-deal-key", with_deals(E1, [{"winner": 0, "dealer": 1}]), 1, ["dealer"]),
]


def _refused_params():
    return [pytest.param(document, deal, words, id=name) for name, document, deal, words in REFUSED]


@pytest.mark.parametrize(("document", "deal", "words"), _refused_params())
def test_malformed_file_is_refused(document, deal, words, tmp_path):
    code, out, err = run(document, tmp_path)
    assert code != 0, out[-400:]
    assert out == ""
    assert err.strip(), "no reason given"
    assert "Traceback" not in err
    if deal is not None:
        assert f"deal {deal}:" in err or f"deal {deal} " in err, err
    for word in words:
        assert word in err, err


OPTION_DEFAULTS = [
    (
        "joker",
        J,
        {"length": "classic", "shtanga": -200, "premium": True, "erase": False, "first_dealer": 0},
    ),
    (
        "klaverjas",
        K,
        {
            "deals": 16,
            "to_points": None,
            "rules": "amsterdam",
            "revoke_roem": "all",
            "first_dealer": 0,
        },
    ),
    ("seep", S, {"bazzis": 1, "first_dealer": 0}),
    (
        "ers",
        E2P,
        {
            "target": 3,
            "combos": ["double", "sandwich"],
            "jokers": False,
            "penalty": 1,
            "comeback": False,
        },
    ),
]


@pytest.mark.parametrize(
    ("game", "players", "options"), OPTION_DEFAULTS, ids=[g[0] for g in OPTION_DEFAULTS]
)
def test_defaults_are_filled_in(game, players, options, tmp_path):
    code, out, err = run(doc(game, players), tmp_path)
    assert code == 0, err
    result = json.loads(out)
    assert result["options"] == options
    assert result["format"] == FORMAT and result["game"] == game
    assert result["players"] == players


def test_partial_options_keep_what_was_given(tmp_path):
    code, out, err = run(doc("joker", J, {"length": "nines", "shtanga": "per-card"}), tmp_path)
    assert code == 0, err
    assert json.loads(out)["options"] == {
        "length": "nines",
        "shtanga": "per-card",
        "premium": True,
        "erase": False,
        "first_dealer": 0,
    }


def test_accepted_deals_are_printed_back(tmp_path):
    """What the table recorded comes back unchanged (defaults may be added)."""
    for name, (document, _) in VALID.items():
        code, out, err = run(document, tmp_path)
        assert code == 0, (name, err)
        echoed = json.loads(out)["deals"]
        assert len(echoed) == len(document.get("deals", [])), name
        for given, back in zip(document.get("deals", []), echoed, strict=True):
            assert {k: back.get(k) for k in given} == given, name


@pytest.mark.parametrize("shtanga", ["-" + "9" * 4300, "-10001"], ids=["4300-digits", "-10001"])
def test_a_huge_shtanga_is_refused_without_a_traceback(tmp_path, shtanga):
    text = (
        '{"format": "scorepad/1", "game": "joker", "players": ["A", "B", "C", "D"], '
        '"options": {"shtanga": ' + shtanga + '}, "deals": ['
        '{"bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]}, '
        '{"bids": [1, 0, 0, 0], "tricks": [0, 1, 1, 0]}]}'
    )
    code, out, err = run(text, tmp_path)
    assert (code, out) == (1, "")
    assert err == (
        "scoresheet: the ştanga must be a negative whole number of points, down to -10000,"
        ' "per-card" for -100 × the number of cards, or "nines-500" for -500 in a nine-card'
        " deal and -200 in any other\n"
    )
