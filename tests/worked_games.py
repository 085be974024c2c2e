"""Finished games of the four kinds, worked by hand from spec/scoring.md, and a hypothesis
strategy for any valid game: shared by the export, chart and statistics tests."""

from hypothesis import strategies as st

from scorepad.games import engine

NAMES = ["Ayşe", "Işık", "Çağrı", "Gül"]

# Joker, short format (12 deals): every deal Ayşe bids and takes all the tricks but one, Işık
# and Çağrı pass and keep it, Gül passes and takes the last trick (10). Ayşe writes 50 x cards,
# Işık and Çağrı 50; both sections premium Ayşe, Işık and Çağrı with their best deal score.
JOKER = {
    "options": {"length": "short"},
    "deals": [
        {"bids": [cards - 1, 0, 0, 0], "tricks": [cards - 1, 0, 0, 1]}
        for cards in (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9)
    ],
    # Ayşe 1800 + 400 premium + 4 x 450 + 450; Işık and Çağrı 12 x 50 + 2 x 50; Gül 12 x 10.
    "totals": [4450, 700, 700, 120],
}

# Klaverjas, 2 deals: Ayşe & Çağrı play and make 100 + 20 roem against 62; then Işık & Gül
# play, 70 against 92: nat, so Ayşe & Çağrı write 162.
KLAVERJAS = {
    "options": {"deals": 2},
    "deals": [
        {"playing": 0, "points": [100, 62], "roem": [20, 0]},
        {"playing": 1, "points": [92, 70], "roem": [0, 0]},
    ],
    "totals": [120 + 162, 62],
}

# Seep, one bazzi: 60 + one sweep (110) against 40 puts Ayşe & Çağrı 70 ahead; then 70 to 30
# takes them to 110: a bazzi.
SEEP = {
    "options": {},
    "deals": [{"points": [60, 40], "sweeps": [1, 0]}, {"points": [70, 30]}],
    "totals": [1, 0],
}

# Egyptian Rat Screw to two wins: Işık, Ayşe, Işık.
ERS = {"options": {"target": 2}, "deals": [{"winner": 1}, {"winner": 0}, {"winner": 1}]}


@st.composite
def games(draw, names=("joker", "klaverjas", "seep", "ers")):
    """Any valid game of any kind, finished or not: deals drawn as a table could record them."""
    name = draw(st.sampled_from(names))
    rules = engine(name)
    if name == "ers":
        players = NAMES[: draw(st.integers(2, 4))]
        options = rules.clean_options({"target": draw(st.integers(1, 3))})
    elif name == "joker":
        players = NAMES
        options = rules.clean_options({"length": draw(st.sampled_from(["short", "nines"]))})
    else:
        players = NAMES
        options = rules.clean_options({"deals": 4} if name == "klaverjas" else {"bazzis": 2})
    deals: list[dict] = []
    for _ in range(draw(st.integers(0, 14))):
        upcoming = rules.next_deal(players, options, deals)
        if upcoming is None:
            break
        raw = draw(_deal(name, players, upcoming))
        deals.append(rules.clean_deal(players, options, deals, raw))
    return {
        "format": "scorepad/1",
        "game": name,
        "players": players,
        "options": options,
        "deals": deals,
    }


@st.composite
def _deal(draw, name, players, upcoming):
    if name == "ers":
        return {"winner": draw(st.integers(0, len(players) - 1))}
    if name == "klaverjas":
        points = draw(st.integers(1, 161))
        roem = [draw(st.sampled_from([0, 20, 50])) for _ in range(2)]
        return {"playing": draw(st.integers(0, 1)), "points": [points, 162 - points], "roem": roem}
    if name == "seep":
        points = draw(st.integers(0, 100))
        return {
            "points": [points, 100 - points],
            "sweeps": [draw(st.integers(0, 2)), draw(st.integers(0, 2))],
            "opening_sweep": draw(st.sampled_from([None, 0, 1])),
        }
    cards = upcoming["cards"]
    cuts = sorted(draw(st.lists(st.integers(0, cards), min_size=3, max_size=3)))
    tricks = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], cards - cuts[2]]
    if upcoming["kind"] in ("golden", "miser"):
        return {"tricks": tricks}
    bids = [draw(st.integers(0, cards)) for _ in range(4)]
    dealer = upcoming["dealer"]
    if sum(bids) == cards:
        bids[dealer] += 1 if bids[dealer] < cards else -1
    return {"bids": bids, "tricks": tricks}
