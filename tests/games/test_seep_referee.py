"""The Seep referee (scorepad/games/seep/referee.py) on the worked situations of
tests/referee_cases/seep.py, which the browser test also asks of it on the phone, under
MicroPython."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.seep import referee
from tests.referee_cases.seep import CASES, ERRORS


def judged(case: dict[str, Any]) -> list[referee.Move]:
    [(_card, moves)] = referee.judge(
        referee.parse_cards(case["hand"]),
        referee.parse_cards(case["loose"]),
        referee.parse_houses(case["houses"]),
        case["card"],
    )
    return moves


@pytest.mark.parametrize("case", CASES, ids=[f"{c['card']}-{'.'.join(c['houses'])}" for c in CASES])
def test_the_referee_finds_every_legal_move(case: dict[str, Any]) -> None:
    moves = judged(case)
    assert sorted(move.key for move in moves if move.legal) == case["legal"]
    refusals = {move.key: move.refusal for move in moves if not move.legal}
    assert {key: refusals.get(key) for key in case["refused"]} == case["refused"]


def test_the_table_covers_every_move_and_every_refusal() -> None:
    assert len(CASES) >= 30
    kinds = {key.split(":")[0] for case in CASES for key in case["legal"]}
    assert kinds == {"capture", "throw", "build", "break", "cement", "add"}
    reasons = {reason for case in CASES for reason in case["refused"].values()}
    assert reasons == set(referee.REFUSALS)


@pytest.mark.parametrize(("hand", "loose", "houses", "card", "key"), ERRORS)
def test_an_impossible_question_gets_a_reason(
    hand: str, loose: str, houses: str, card: str, key: str
) -> None:
    with pytest.raises(referee.RefereeError) as caught:
        referee.judge(
            referee.parse_cards(hand),
            referee.parse_cards(loose),
            referee.parse_houses(houses),
            card or None,
        )
    assert caught.value.key == key


def test_a_capture_names_what_it_takes() -> None:
    [(_card, moves)] = referee.judge(["9"], ["5", "4", "9", "3", "6"], [], "9")
    assert moves[0].note().render() == "Capture 9, 6 + 3, 5 + 4."


def test_without_a_chosen_card_every_card_of_the_hand_is_judged() -> None:
    answer = referee.judge(["9", "J", "9"], ["2"], [])
    assert [card for card, _moves in answer] == ["9", "J"]


ranks = st.sampled_from(referee.RANKS)


@given(st.lists(ranks, min_size=1, max_size=6), st.lists(ranks, max_size=6))
def test_a_card_always_has_a_move_when_it_owns_no_house(hand: list[str], loose: list[str]) -> None:
    for _card, moves in referee.judge(hand, loose, []):
        assert any(move.legal for move in moves)


@given(st.lists(ranks, min_size=1, max_size=6), st.lists(ranks, max_size=6))
def test_a_capture_takes_groups_that_add_up(hand: list[str], loose: list[str]) -> None:
    for card in hand:
        for group in referee.groups(loose, referee.VALUES[card]):
            assert sum(referee.VALUES[each] for each in group) == referee.VALUES[card]
