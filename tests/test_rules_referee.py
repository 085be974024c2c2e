"""The referees' GET forms: the answer in the page's markup, in both languages, bad input
answered with a message, the way back to the game kept."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from tests.factories import GameFactory
from tests.referee_cases.joker import CASES as JOKER_CASES
from tests.referee_cases.klaverjas import CASES as KLAVERJAS_CASES
from tests.referee_cases.seep import CASES as SEEP_CASES

KLAVERJAS = "/rules/klaverjas/referee/"


def get(client: Client, url: str, language: str = "en", **params: Any) -> str:
    response = client.get(url, params, headers={"accept-language": language})
    assert response.status_code == 200
    return response.content.decode()


def marked_cards(html: str) -> dict[str, str]:
    return dict(re.findall(r'data-card="([^"]+)" data-allowed="(yes|no)"', html))


def trick_summary(html: str) -> tuple[int, int, int] | None:
    found = re.search(
        r'id="trick"[^>]*data-winner="(\d)" data-points="(\d+)" data-roem="(\d+)"', html
    )
    return tuple(int(number) for number in found.groups()) if found else None  # type: ignore[return-value]


@pytest.mark.parametrize("case", KLAVERJAS_CASES[::4])
def test_the_klaverjas_referee_marks_every_hand_card(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        KLAVERJAS,
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
    html = get(client, KLAVERJAS, rules="amsterdam", trump="H", trick="AS,10H", hand="JH,8H,KD")
    assert "An opponent is winning: you must overtrump with J♥." in html
    assert 'href="/rules/klaverjas/#amsterdam"' in html


def test_the_reason_speaks_turkish(client: Client) -> None:
    html = get(client, KLAVERJAS, "tr", rules="rotterdam", trump="H", trick="AS", hand="JH,KD")
    assert marked_cards(html) == {"JH": "yes", "KD": "no"}
    assert 'lang="tr"' in html


def test_a_full_trick_is_summed_up(client: Client) -> None:
    html = get(client, KLAVERJAS, trump="H", trick="KH,QH,JH,7S")
    assert trick_summary(html) == (2, 27, 40)
    assert "a run of three: 20" in html and "stuk" in html


def test_rotterdam_is_asked_for_and_amsterdam_is_the_default(client: Client) -> None:
    question = {"trump": "H", "trick": "7S,9H,8S", "hand": "JH,7H,KD"}
    assert marked_cards(get(client, KLAVERJAS, **question)) == {
        "JH": "yes",
        "7H": "no",
        "KD": "yes",
    }
    assert marked_cards(get(client, KLAVERJAS, rules="rotterdam", **question)) == {
        "JH": "yes",
        "7H": "no",
        "KD": "no",
    }


def test_cards_may_come_one_per_field(client: Client) -> None:
    response = client.get(KLAVERJAS + "?trump=S&trick=KH&trick=AH&hand=7S&hand=QD")
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
    html = get(client, KLAVERJAS, **question)
    assert "data-error" in html
    assert message in html.replace("&#x27;", "'")
    assert "data-allowed" not in html


def test_an_empty_form_asks_for_the_cards(client: Client) -> None:
    html = get(client, KLAVERJAS)
    assert "data-error" not in html and "data-allowed" not in html
    assert 'name="trick"' in html and 'name="hand"' in html


def test_the_way_back_to_the_game_is_kept(client: Client) -> None:
    html = get(client, KLAVERJAS, back="/games/abcdefgh12/", trump="H")
    assert 'href="/games/abcdefgh12/"' in html
    assert 'name="back" value="/games/abcdefgh12/"' in html
    assert 'href="/rules/klaverjas/?back=/games/abcdefgh12/"' in html


def test_a_foreign_way_back_is_dropped(client: Client) -> None:
    html = get(client, KLAVERJAS, back="https://example.com/")
    assert 'href="https://example.com/"' not in html
    assert 'data-testid="back-to-game"' not in html


JOKER = "/rules/joker/referee/"
SEEP = "/rules/seep/referee/"


@pytest.mark.parametrize("case", JOKER_CASES[::3])
def test_the_joker_referee_marks_every_hand_card(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        JOKER,
        trump=case["trump"],
        trick=",".join(case["trick"]),
        hand=",".join(case["hand"]),
    )
    assert marked_cards(html) == {
        card: "yes" if card in case["allowed"] else "no" for card in case["hand"]
    }
    winner = re.search(r'id="trick"[^>]*data-winner="(\d)"', html)
    assert (int(winner.group(1)) if winner else None) == (case["taken"] and case["taken"][0])


def test_the_joker_page_says_which_table_practice_it_follows(client: Client) -> None:
    for language, words in (("en", "common table practice"), ("tr", "Joker")):
        html = get(client, JOKER, language)
        assert words in html


def test_a_bad_joker_call_gets_a_clear_message(client: Client) -> None:
    html = get(client, JOKER, trump="H", trick="X")
    assert "data-error" in html and "X:high:H" in html


def moves_of(html: str) -> dict[str, str]:
    return dict(re.findall(r'data-move="([^"]+)" data-legal="(yes|no)"', html.replace("&gt;", ">")))


@pytest.mark.parametrize("case", SEEP_CASES[::3])
def test_the_seep_referee_lists_every_move(client: Client, case: dict[str, Any]) -> None:
    html = get(
        client,
        SEEP,
        hand=",".join(case["hand"]),
        loose=",".join(case["loose"]),
        houses=",".join(case["houses"]),
        card=case["card"],
    )
    moves = moves_of(html)
    assert sorted(key for key, legal in moves.items() if legal == "yes") == case["legal"]
    assert set(case["refused"]) <= {key for key, legal in moves.items() if legal == "no"}


def test_the_seep_referee_says_why_a_move_is_refused_in_turkish_too(client: Client) -> None:
    question = {"hand": "J,2", "houses": "9:opponent:cemented", "card": "2"}
    assert "A cemented house can never be broken." in get(client, SEEP, **question)
    turkish = get(client, SEEP, "tr", **question)
    assert moves_of(turkish)["break:9>11"] == "no"


def test_a_bad_house_gets_a_clear_message(client: Client) -> None:
    html = get(client, SEEP, hand="9", houses="8:me")
    assert "data-error" in html and "is not a house" in html


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["klaverjas", "joker", "seep"])
def test_the_game_page_links_its_referee_with_the_way_back(
    client: Client, editor, name: str
) -> None:

    game = GameFactory(game=name)
    html = editor(game).get(f"/games/{game.public_id}/").content.decode()
    link = f'href="/rules/{name}/referee/?back=/games/{game.public_id}/"'
    assert link in html
    back = get(client, f"/rules/{name}/referee/", back=f"/games/{game.public_id}/")
    assert f'href="/games/{game.public_id}/" data-testid="back-to-game"' in back


@pytest.mark.django_db
def test_the_klaverjas_entry_adds_a_tricks_roem_to_the_team_that_took_it(
    client: Client, editor: Any
) -> None:
    from scorepad.models import Deal
    from tests.test_views import entry, game_with_deals, htmx, url

    game = game_with_deals("klaverjas")
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
