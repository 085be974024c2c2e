"""The Klaverjas referee (scorepad/games/klaverjas/referee.py) on the worked situations of
tests/referee_cases/klaverjas.py, the same table the browser test asks of it on the phone
(under MicroPython), and on random tricks and hands."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.klaverjas import referee
from tests.referee_cases.klaverjas import CASES, ERRORS


def _name(case: dict[str, Any]) -> str:
    return f"{case['rules'][0]}-{case['trump']}-{'.'.join(case['trick'])}-{'.'.join(case['hand'])}"


@pytest.mark.parametrize("case", CASES, ids=[_name(case) for case in CASES])
def test_the_referee_judges_each_worked_situation(case: dict[str, Any]) -> None:
    answer = referee.judge(case["rules"], case["trump"], case["trick"], case["hand"])
    may = answer.ruling.playable(case["hand"])
    assert may == case["allowed"]
    assert answer.ruling.reason == case["reason"]
    full = answer.trick and [answer.trick.winner, answer.trick.points, answer.trick.roem]
    assert full == case["full"]


def test_the_table_covers_both_rule_sets_and_every_roem_kind() -> None:
    assert len(CASES) >= 60
    assert {case["rules"] for case in CASES} == set(referee.RULES)
    kinds = {
        part
        for case in CASES
        if case["full"]
        for part in referee.roem(case["trick"], case["trump"])
    }
    assert kinds == set(referee.ROEM)
    assert {case["reason"] for case in CASES} == set(referee.REASONS)


@pytest.mark.parametrize(("trump", "trick", "hand", "key"), ERRORS)
def test_an_impossible_question_gets_a_reason_not_a_crash(
    trump: str, trick: str, hand: str, key: str
) -> None:
    with pytest.raises(referee.RefereeError) as caught:
        referee.judge("amsterdam", trump, referee.parse_cards(trick), referee.parse_cards(hand))
    assert caught.value.key == key


def test_cards_are_read_as_players_write_them() -> None:
    assert referee.parse_cards("jh, 10s ,T♦ Q♣") == ["JH", "10S", "10D", "QC"]
    assert referee.parse_cards(["JH,7S", "", "AD"]) == ["JH", "7S", "AD"]


def test_unknown_rules_are_refused() -> None:
    with pytest.raises(referee.RefereeError):
        referee.judge("utrecht", "H", [], ["JH"])


def test_a_refused_card_says_which_duty_it_breaks() -> None:
    ruling = referee.allowed("amsterdam", "H", ["AS", "10H"], ["JH", "8H", "KD"])
    assert ruling.refusals == (None, "overtrump", "trump")
    ruling = referee.allowed("amsterdam", "H", ["AS"], ["JH", "KS"])
    assert ruling.refusals == ("follow", None)
    ruling = referee.allowed("amsterdam", "H", ["AS", "10H"], ["8H", "KD"])
    assert ruling.refusals == ("undertrump", None)
    ruling = referee.allowed("rotterdam", "H", ["AS"], ["8H", "KD"])
    assert ruling.refusals == (None, "trump")


def test_the_reason_names_the_cards_that_may_be_played() -> None:
    hand = ["AH", "JH", "7D"]
    ruling = referee.allowed("amsterdam", "H", ["AS", "9H"], hand)
    assert ruling.note(hand).render() == ("An opponent is winning: you must overtrump with J♥.")


def test_a_full_trick_says_what_took_it() -> None:
    trick = ["7D", "AS", "8D", "KC"]
    summary = referee.summarise(trick, "H")
    assert summary.note(trick).render() == (
        "8♦ takes the trick: the highest card of the suit led, and no trump."
    )


# Properties

questions = st.tuples(
    st.sampled_from(referee.RULES),
    st.sampled_from(referee.SUITS),
    st.integers(min_value=0, max_value=3),
    st.integers(min_value=1, max_value=8),
    st.permutations(referee.DECK),
)


@given(questions)
def test_a_hand_always_has_a_card_it_may_play(question: tuple[Any, ...]) -> None:
    rules, trump, in_trick, in_hand, deck = question
    trick, hand = deck[:in_trick], deck[in_trick : in_trick + in_hand]
    assert any(referee.allowed(rules, trump, trick, hand).allowed)


@given(questions)
def test_under_rotterdam_a_void_hand_holding_a_trump_must_trump(question: tuple[Any, ...]) -> None:
    _rules, trump, in_trick, in_hand, deck = question
    trick, hand = deck[: max(in_trick, 1)], deck[4 : 4 + in_hand]
    led = referee.suit_of(trick[0])
    void = all(referee.suit_of(card) != led for card in hand)
    holds_trump = any(referee.suit_of(card) == trump for card in hand)
    ruling = referee.allowed("rotterdam", trump, trick, hand)
    if void and holds_trump:
        may = ruling.playable(hand)
        assert may and all(referee.suit_of(card) == trump for card in may)


@given(questions)
def test_a_hand_that_can_follow_suit_may_play_nothing_else(question: tuple[Any, ...]) -> None:
    rules, trump, in_trick, in_hand, deck = question
    trick, hand = deck[: max(in_trick, 1)], deck[4 : 4 + in_hand]
    led = referee.suit_of(trick[0])
    ruling = referee.allowed(rules, trump, trick, hand)
    if any(referee.suit_of(card) == led for card in hand):
        assert all(referee.suit_of(card) == led for card in ruling.playable(hand))


@given(st.permutations(referee.DECK), st.sampled_from(referee.SUITS))
def test_a_full_trick_has_its_points_and_roem_in_whole_tens(deck: list[str], trump: str) -> None:
    summary = referee.summarise(deck[:4], trump)
    assert 0 <= summary.winner <= 3
    assert 0 <= summary.points <= 65
    assert summary.roem % 10 == 0 and summary.roem not in (10, 30)
