"""The Joker referee page's GET form (/rules/joker/referee/): every hand card marked, the table
practice it follows, a bad call answered with a message."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from tests.contract import game_of
from tests.referees import get, marked_cards

from .referee_cases import CASES

GAME = game_of(__name__)
REFEREE = f"/rules/{GAME}/referee/"


@pytest.mark.parametrize("case", CASES[::3])
def test_the_referee_marks_every_hand_card(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        REFEREE,
        trump=case["trump"],
        trick=",".join(case["trick"]),
        hand=",".join(case["hand"]),
    )
    assert marked_cards(html) == {
        card: "yes" if card in case["allowed"] else "no" for card in case["hand"]
    }
    winner = re.search(r'id="trick"[^>]*data-winner="(\d)"', html)
    assert (int(winner.group(1)) if winner else None) == (case["taken"] and case["taken"][0])


def test_the_page_says_which_table_practice_it_follows(client: Client) -> None:
    for language, words in (("en", "common table practice"), ("tr", "Joker")):
        html = get(client, REFEREE, language)
        assert words in html


def test_a_bad_joker_call_gets_a_clear_message(client: Client) -> None:
    html = get(client, REFEREE, trump="H", trick="X")
    assert "data-error" in html and "X:high:H" in html
