"""The Klaverjas referee page's GET form (/rules/klaverjas/referee/): the answer in the page's
markup, in both languages, bad input answered with a message; and the entry's roem of a trick."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from tests.contract import game_of
from tests.referees import get, marked_cards, trick_summary

from .referee_cases import CASES

GAME = game_of(__name__)
REFEREE = f"/rules/{GAME}/referee/"


@pytest.mark.parametrize("case", CASES[::4])
def test_the_referee_marks_every_hand_card(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        REFEREE,
        rules=case["rules"],
        trump=case["trump"],
        trick=",".join(case["trick"]),
        hand=",".join(case["hand"]),
    )
    assert marked_cards(html) == {
        card: "yes" if card in case["allowed"] else "no" for card in case["hand"]
    }
    assert trick_summary(html) == (tuple(case["full"]) if case["full"] else None)


def test_the_reason_names_the_cards_and_links_the_rule(client: Client) -> None:
    html = get(client, REFEREE, rules="amsterdam", trump="H", trick="AS,10H", hand="JH,8H,KD")
    assert "An opponent is winning: you must overtrump with J♥." in html
    assert f'href="/rules/{GAME}/#amsterdam"' in html


def test_the_reason_speaks_turkish(client: Client) -> None:
    html = get(client, REFEREE, "tr", rules="rotterdam", trump="H", trick="AS", hand="JH,KD")
    assert marked_cards(html) == {"JH": "yes", "KD": "no"}
    assert 'lang="tr"' in html


def test_a_full_trick_is_summed_up(client: Client) -> None:
    html = get(client, REFEREE, trump="H", trick="KH,QH,JH,7S")
    assert trick_summary(html) == (2, 27, 40)
    assert "a run of three: 20" in html and "stuk" in html


def test_rotterdam_is_asked_for_and_amsterdam_is_the_default(client: Client) -> None:
    question = {"trump": "H", "trick": "7S,9H,8S", "hand": "JH,7H,KD"}
    assert marked_cards(get(client, REFEREE, **question)) == {
        "JH": "yes",
        "7H": "no",
        "KD": "yes",
    }
    assert marked_cards(get(client, REFEREE, rules="rotterdam", **question)) == {
        "JH": "yes",
        "7H": "no",
        "KD": "no",
    }


def test_cards_may_come_one_per_field(client: Client) -> None:
    response = client.get(REFEREE + "?trump=S&trick=KH&trick=AH&hand=7S&hand=QD")
    assert marked_cards(response.content.decode()) == {"7S": "yes", "QD": "no"}


@pytest.mark.parametrize(
    ("question", "message"),
    [
        ({"trump": "H", "trick": "1H"}, "“1H” is not a card"),
        ({"trump": "H", "trick": "JH", "hand": "JH"}, "J♥ is named twice"),
        ({"trump": "H", "trick": "7H,8H,9H,10H,JH"}, "at most four cards, not 5"),
        ({"trump": "Z", "trick": "7H"}, "Choose the trump suit"),
        ({"rules": "utrecht", "trump": "H", "hand": "7H"}, "Choose Amsterdam or Rotterdam"),
        ({"trump": "H", "hand": "7H,8H,9H,10H,JH,QH,KH,AH,7S"}, "at most eight cards, not 9"),
    ],
)
def test_a_bad_question_gets_a_clear_message(
    client: Client, question: dict[str, str], message: str
) -> None:
    html = get(client, REFEREE, **question)
    assert "data-error" in html
    assert message in html.replace("&#x27;", "'")
    assert "data-allowed" not in html


def test_an_empty_form_asks_for_the_cards(client: Client) -> None:
    html = get(client, REFEREE)
    assert "data-error" not in html and "data-allowed" not in html
    assert 'name="trick"' in html and 'name="hand"' in html


@pytest.mark.django_db
def test_the_entry_adds_a_tricks_roem_to_the_team_that_took_it(client: Client, editor: Any) -> None:
    from scorepad.models import Deal
    from tests.factories import game_with_deals
    from tests.pages import entry, htmx, url

    game = game_with_deals(GAME)
    editor(game)
    fields = {
        **entry(client, game),
        "playing": "0",
        "points": "90",
        "roem_0": "0",
        "roem_1": "20",
        "act": "trick",
        "trick_trump": "H",
        "trick_leader": "1",  # the second player leads: the jack, played third, is the fourth's
        "trick_cards": "KH, QH, JH, 7S",
    }
    board = client.post(url("preview_deal", game), fields, **htmx("board")).content.decode()
    assert 'name="roem_1" value="60"' in board
    assert "J♥ takes the trick for" in board and "40 roem" in board
    page = client.post(url("preview_deal", game), {**fields, "trick_cards": "KH, KH"})
    assert "K♥ is named twice" in page.content.decode()
    assert 'name="roem_1" value="20"' in page.content.decode()
    assert not Deal.objects.exists()
