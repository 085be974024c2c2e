"""The Seep referee page's GET form (/rules/seep/referee/): every move of the card listed, why one
is refused in both languages, a bad house answered with a message."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from tests.contract import game_of
from tests.referees import get, moves_of

from .referee_cases import CASES

GAME = game_of(__name__)
REFEREE = f"/rules/{GAME}/referee/"


@pytest.mark.parametrize("case", CASES[::3])
def test_the_referee_lists_every_move(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        REFEREE,
        hand=",".join(case["hand"]),
        loose=",".join(case["loose"]),
        houses=",".join(case["houses"]),
        card=case["card"],
    )
    moves = moves_of(html)
    assert sorted(key for key, legal in moves.items() if legal == "yes") == case["legal"]
    assert set(case["refused"]) <= {key for key, legal in moves.items() if legal == "no"}


def test_the_referee_says_why_a_move_is_refused_in_turkish_too(client: Client) -> None:
    question = {"hand": "J,2", "houses": "9:opponent:cemented", "card": "2"}
    assert "A cemented house can never be broken." in get(client, REFEREE, **question)
    turkish = get(client, REFEREE, "tr", **question)
    assert moves_of(turkish)["break:9>11"] == "no"


def test_a_bad_house_gets_a_clear_message(client: Client) -> None:
    html = get(client, REFEREE, hand="9", houses="8:me")
    assert "data-error" in html and "is not a house" in html
