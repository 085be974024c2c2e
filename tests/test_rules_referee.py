"""The referees' GET forms, for every installed game with a referee: the way back to the game
kept, a foreign one dropped, the game page linking its referee. Each game's own tests check its
referee's answers (``scorepad/games/<name>/tests/test_referee_page.py``)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from scorepad.games import game_types
from tests.factories import guarded_game
from tests.referees import get

REFEREES = [kind.name for kind in game_types() if kind.rules.has_referee]
with_a_referee = pytest.mark.parametrize(
    "name",
    REFEREES
    or [pytest.param("", marks=pytest.mark.skip(reason="no installed game has a referee"))],
)


@with_a_referee
def test_the_way_back_to_the_game_is_kept(client: Client, name: str) -> None:
    html = get(client, reverse("rules:referee", args=[name]), back="/games/abcdefgh12/")
    assert 'href="/games/abcdefgh12/"' in html
    assert 'name="back" value="/games/abcdefgh12/"' in html
    assert f'href="/rules/{name}/?back=/games/abcdefgh12/"' in html


@with_a_referee
def test_a_foreign_way_back_is_dropped(client: Client, name: str) -> None:
    html = get(client, reverse("rules:referee", args=[name]), back="https://example.com/")
    assert 'href="https://example.com/"' not in html
    assert 'data-testid="back-to-game"' not in html


@with_a_referee
def test_an_empty_form_asks_its_question_with_no_answer(client: Client, name: str) -> None:
    html = get(client, reverse("rules:referee", args=[name]))
    assert "data-error" not in html and "data-allowed" not in html and "data-legal" not in html


@pytest.mark.django_db
@with_a_referee
def test_the_game_page_links_its_referee_with_the_way_back(client: Client, editor, name: str):
    game = guarded_game(name)
    html = editor(game).get(reverse("game", args=[game.public_id])).content.decode()
    link = f'href="/rules/{name}/referee/?back=/games/{game.public_id}/"'
    assert link in html
    back = get(client, f"/rules/{name}/referee/", back=f"/games/{game.public_id}/")
    assert f'href="/games/{game.public_id}/" data-testid="back-to-game"' in back


def test_a_game_without_a_referee_has_no_referee_page(client: Client) -> None:
    for kind in game_types():
        if not kind.rules.has_referee:
            assert client.get(reverse("rules:referee", args=[kind.name])).status_code == 404
