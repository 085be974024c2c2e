"""The Egyptian Rat Screw helpers as pure functions (the engine's rules, the game's ``referee``
reading the helpers' forms). The same tables drive the browser test of the helpers on the phone
(tests/browser/test_referees_on_the_phone.py), where the same functions run under MicroPython,
so the page answers alike with or without JavaScript, online or not."""

from __future__ import annotations

import pytest
from django.http import QueryDict
from django.utils import translation

from scorepad import phone
from scorepad.games.ers import engine as ers
from scorepad.games.ers import referee as slap
from scorepad.games.pages import fields, said

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


@pytest.mark.parametrize(("pile", "combos", "jokers", "bottom", "expected"), SLAP_CASES)
def test_is_slap_names_the_slap_that_applies(pile, combos, jokers, bottom, expected):
    assert ers.is_slap(pile, combos, jokers, bottom) == expected


@pytest.mark.parametrize(("face", "turned", "chances", "outcome", "answer"), CHALLENGE_CASES)
def test_challenge_says_who_takes_the_pile(face, turned, chances, outcome, answer):
    result = slap.challenge(face, turned)
    assert (result.chances, result.outcome, result.answer) == (chances, outcome, answer)


def test_a_number_card_starts_no_challenge():
    with pytest.raises(ValueError):
        slap.challenge("7", [])


def test_each_face_card_gives_its_chances():
    assert {card: ers.face_card_challenge(card) for card in "JQKA"} == {
        "J": 1,
        "Q": 2,
        "K": 3,
        "A": 4,
    }
    assert ers.face_card_challenge("10") == 0


def asked(query: str) -> dict[str, str]:
    """A helper's question as its GET form sends it."""
    return fields(QueryDict(query))


def test_the_slap_form_reads_the_cards_from_the_top_down():
    question = slap.read_slap(
        asked("helper=slap&top=5&second=9&third=5&bottom=&combos=double&combos=sandwich&penalty=2")
    )
    assert question == slap.SlapQuestion(["5", "9", "5"], None, BASIC, False, 2)
    assert slap.slap_kind(question) == "sandwich"


def test_an_empty_card_ends_the_pile_there():
    question = slap.read_slap(asked("helper=slap&top=5&second=&third=5&bottom=5"))
    assert question.pile == ["5"]
    assert question.bottom == "5"


def test_the_slap_form_ignores_what_is_not_a_card_or_a_combo():
    question = slap.read_slap(
        asked("helper=slap&top=8&second=<b>&combos=evil&jokers=on&penalty=999")
    )
    assert question == slap.SlapQuestion(["8"], None, [], True, ers.MAX_PENALTY)
    assert slap.read_slap(asked("helper=slap&top=8&penalty=-3")).penalty == 0
    assert slap.read_slap(asked("helper=slap&top=8&penalty=two")).penalty == 1
    assert slap.read_slap(asked("helper=slap&top=")) is None
    assert slap.read_slap(asked("top=8")) is None


def test_no_slap_says_what_a_wrong_slap_costs():
    with translation.override("en"):
        answer = said(slap.answer_slap(asked("helper=slap&top=8&second=9&combos=double&penalty=2")))
        free = said(slap.answer_slap(asked("helper=slap&top=8&second=9&penalty=0")))
        one = said(slap.answer_slap(asked("helper=slap&top=8&second=9&penalty=1")))
    assert answer == {
        "verdict": ["No slap. A slap now is a wrong slap: it costs 2 cards under the pile."],
        "anchor": "wrong-slap",
        "slap": False,
    }
    assert free["verdict"] == [
        "No slap. A slap now is a wrong slap, though your table charges nothing for it."
    ]
    assert one["verdict"] == [
        "No slap. A slap now is a wrong slap: it costs 1 card under the pile."
    ]


def test_a_slap_names_itself_and_its_rule():
    with translation.override("en"):
        answer = said(slap.answer_slap(asked("helper=slap&top=8&second=8&combos=double")))
    assert answer == {
        "verdict": ["Slap! Double: the top card has the rank of the card just below it."],
        "anchor": "double",
        "slap": True,
    }
    assert slap.answer_slap(asked("helper=challenge&top=8&second=8")) is None


def test_the_challenge_form_reads_the_cards_in_order():
    result = slap.read_challenge(
        asked("helper=challenge&face=K&turned1=4&turned2=9&turned3=Q&turned4=")
    )
    assert result.outcome == "answered"
    assert result.answer == "Q"
    assert slap.read_challenge(asked("helper=challenge&face=7")) is None
    assert slap.read_challenge(asked("helper=slap&face=K")) is None


def test_the_challenge_says_the_chances_then_what_became_of_them():
    with translation.override("en"):
        answer = said(slap.answer_challenge(asked("helper=challenge&face=A&turned1=2")))
        last = said(slap.answer_challenge(asked("helper=challenge&face=Q&turned1=2")))
    assert answer == {
        "verdict": [
            "An ace gives the next player 4 chances to turn up a face card or an ace.",
            "No answer yet: 3 chances left.",
        ],
        "anchor": "face-cards",
    }
    assert last["verdict"][1] == "No answer yet: 1 chance left."


def test_the_sentences_name_the_engines_chances():
    for card, chances in ers.CHALLENGES.items():
        assert str(chances) in slap.CHANCES[card]
        assert str(chances) in slap.ANSWERED[card]
    assert set(slap.SLAPS) == set(slap.SLAP_ANCHORS)


def test_the_helpers_sentences_reach_the_phone_in_turkish():
    with translation.override("tr"):
        words = phone.words("ers", ("referee",))
    assert (
        words[slap.SLAPS["double"]] == "Vur! Çift: üstteki kart, hemen altındakiyle aynı değerde."
    )
    for forms in (slap.NO_SLAP, slap.STILL_OPEN):
        assert all(form in words for form in forms)
    with translation.override("en"):
        assert phone.words("ers", ("referee",)) == {}
