"""The Joker referee (scorepad/games/joker/referee.py) on the worked situations of
tests/referee_cases/joker.py, which the browser test also asks of it on the phone, under
MicroPython."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.joker import referee
from tests.referee_cases.joker import CASES, ERRORS


@pytest.mark.parametrize("case", CASES, ids=[f"{c['trump']}-{'.'.join(c['trick'])}" for c in CASES])
def test_the_referee_judges_each_worked_situation(case: dict[str, Any]) -> None:
    answer = referee.judge(case["trump"], referee.parse_trick(case["trick"]), case["hand"])
    assert answer.ruling.playable(case["hand"]) == case["allowed"]
    assert answer.ruling.reason == case["reason"]
    taken = answer.trick and [answer.trick.winner, answer.trick.why]
    assert taken == case["taken"]


def test_the_table_covers_every_reason_and_every_way_to_take_a_trick() -> None:
    assert len(CASES) >= 30
    assert {case["reason"] for case in CASES} == set(referee.REASONS)
    assert {case["taken"][1] for case in CASES if case["taken"]} == set(referee.WON_BY)


@pytest.mark.parametrize(("trump", "trick", "hand", "key"), ERRORS)
def test_an_impossible_question_gets_a_reason(trump: str, trick: str, hand: str, key: str) -> None:
    with pytest.raises(referee.RefereeError) as caught:
        referee.judge(trump, referee.parse_trick(trick), referee.parse_hand(hand))
    assert caught.value.key == key


def test_the_reason_names_the_highest_card_asked_for() -> None:
    hand = ["7S", "AS", "X"]
    ruling = referee.allowed("H", referee.parse_trick("X:high:S"), hand)
    assert (
        ruling.note(hand)
        .render()
        .startswith("The joker was led as highest ♠: you must play your highest ♠, A♠.")
    )
    assert ruling.refusals == ("highest", None, None)


cards = st.permutations([card for card in referee.DECK if card != referee.JOKER])


@given(cards, st.sampled_from(referee.TRUMPS), st.integers(1, 3), st.integers(1, 9))
def test_a_hand_always_has_a_card_it_may_play(
    deck: list[str], trump: str, in_trick: int, in_hand: int
) -> None:
    trick = [referee.Played(card) for card in deck[:in_trick]]
    hand = deck[in_trick : in_trick + in_hand]
    assert any(referee.allowed(trump, trick, hand).allowed)


@given(cards, st.sampled_from(referee.TRUMPS), st.integers(1, 3))
def test_a_joker_may_always_be_played(deck: list[str], trump: str, in_trick: int) -> None:
    trick = [referee.Played(card) for card in deck[:in_trick]]
    hand = [*deck[in_trick : in_trick + 4], referee.JOKER]
    assert referee.allowed(trump, trick, hand).allowed[-1]
