"""Egyptian Rat Screw's helpers, worked from the rule page: is this pile a slap, and who takes
the pile in a face-card challenge. The Python tests of the helpers and the browser test of the
same helpers run on the phone (tests/browser/test_referees_on_the_phone.py) read the same
tables."""

from __future__ import annotations

from scorepad.games.ers import engine as ers

BASIC = ["double", "sandwich"]
WIDE = list(ers.COMBOS)

# (pile from the bottom up, combos, jokers, bottom card or None, the slap or None)
SLAP_CASES = [
    (["8", "8"], BASIC, False, None, "double"),
    (["Q", "Q"], BASIC, False, None, "double"),
    (["8", "9"], BASIC, False, None, None),
    (["5", "9", "5"], BASIC, False, None, "sandwich"),
    (["K", "3", "K"], BASIC, False, None, "sandwich"),
    (["5", "5", "5"], BASIC, False, None, "double"),  # double is named first
    (["5", "9", "5"], ["double"], False, None, None),
    (["8", "8"], ["sandwich"], False, None, None),
    (["6", "2", "6"], ["top-bottom"], False, None, "top-bottom"),  # the whole pile
    (["2", "6"], ["top-bottom"], False, "6", "top-bottom"),  # the last cards and the bottom
    (["2", "6"], ["top-bottom"], False, "7", None),
    (["6"], ["top-bottom"], False, None, None),  # one card is not top and bottom
    (["3", "7"], WIDE, False, None, "tens"),
    (["A", "9"], WIDE, False, None, "tens"),  # the ace counts 1
    (["5", "5"], ["tens"], False, None, "tens"),
    (["K", "10"], WIDE, False, None, None),  # face cards never make tens
    (["J", "9"], WIDE, False, None, None),
    (["10", "J"], WIDE, False, None, None),
    (["3", "7"], BASIC, False, None, None),
    (["4", "JOKER"], BASIC, True, None, "joker"),
    (["4", "JOKER"], BASIC, False, None, None),
    (["JOKER", "JOKER"], BASIC, False, None, "double"),
    (["9", "4", "2"], WIDE, True, "3", None),
    ([], WIDE, True, None, None),
]

# (face card, cards turned up after it, chances, outcome, the answering card)
CHALLENGE_CASES = [
    ("J", [], 1, "open", None),
    ("J", ["4"], 1, "takes", None),
    ("J", ["Q"], 1, "answered", "Q"),
    ("Q", ["4"], 2, "open", None),
    ("Q", ["4", "7"], 2, "takes", None),
    ("Q", ["4", "A"], 2, "answered", "A"),
    ("K", ["4", "9", "Q"], 3, "answered", "Q"),  # the rule page's example
    ("K", ["4", "9", "2"], 3, "takes", None),
    ("K", ["4", "9", "2", "Q"], 3, "takes", None),  # too late: the chances ran out
    ("A", ["2", "3", "4"], 4, "open", None),
    ("A", ["2", "3", "4", "5"], 4, "takes", None),
    ("A", ["2", "J"], 4, "answered", "J"),
    ("A", ["JOKER", "2", "3", "4"], 4, "takes", None),  # a joker answers nothing
]


def questions() -> list[tuple[str, str, list[dict[str, str]]]]:
    """What the phone is asked on the rule page: each helper's form, the referee's function
    that answers it, and the questions as the form sends them."""
    slaps = []
    for pile, combos, jokers, bottom, _slap in SLAP_CASES:
        fields = dict(zip(("top", "second", "third"), reversed(pile), strict=False))
        fields.update(helper="slap", combos=", ".join(combos), bottom=bottom or "")
        if jokers:
            fields["jokers"] = "on"
        slaps += [{**fields, "penalty": penalty} for penalty in ("0", "1", "3")]
    challenges = [
        {"helper": "challenge", "face": face}
        | {f"turned{number}": card for number, card in enumerate(turned, start=1)}
        for face, turned, *_ in CHALLENGE_CASES
    ]
    return [
        ("slap-helper", "answer_slap", slaps),
        ("challenge-helper", "answer_challenge", challenges),
    ]


# The forms of the rule page's helpers: the function that answers each and the fields it reads.
FIELDS = {
    "answer_slap": ("helper", "top", "second", "third", "bottom", "combos", "jokers", "penalty"),
    "answer_challenge": ("helper", "face", "turned1", "turned2", "turned3", "turned4"),
}
