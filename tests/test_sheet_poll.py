"""The live sheet's poll, answered 304 by the game page itself (Django's ``condition``) while
the sheet it holds is the sheet as it stands: from one read, with its ETag and its Vary, for the
phones with a right to the game alone; a stranger gets 404 whatever ETag it holds."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from scorepad.games import installed, samples
from scorepad.views import board
from tests.factories import guarded_game

ANY = installed()[0]

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

POLL = {"HX-Request": "true", "HX-Target": "sheet"}


@pytest.fixture
def follower(grant):
    """A follower's phone, its game and the ETag of the sheet it holds."""
    game = guarded_game(ANY)
    phone = grant(Client(), game, "follow")
    etag = phone.get(reverse("game", args=[game.public_id]), headers=POLL)["ETag"]
    return phone, game, etag


def poll(phone, game, etag, **headers):
    return phone.get(
        reverse("game", args=[game.public_id]), headers={**POLL, "If-None-Match": etag, **headers}
    )


def sheet_never_drawn(monkeypatch):
    def drawn(*args, **kwargs):
        raise AssertionError("the sheet was drawn")

    monkeypatch.setattr(board, "board_context", drawn)


def test_an_unchanged_sheet_is_answered_304_from_one_read(
    follower, monkeypatch, django_assert_num_queries
):
    phone, game, etag = follower
    sheet_never_drawn(monkeypatch)
    with django_assert_num_queries(1):
        response = poll(phone, game, etag)
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == etag
    vary = {part.strip() for part in response["Vary"].split(",")}
    assert {"Cookie", "HX-Request", "HX-Target", "Accept-Language"} <= vary
    assert "no-store" in response["Cache-Control"]


def test_the_sheet_answered_whole_carries_the_etag_the_next_poll_sends(follower):
    phone, game, _etag = follower
    response = phone.get(reverse("game", args=[game.public_id]), headers=POLL)
    assert response.status_code == 200
    assert response["ETag"]
    assert "HX-Target" in response["Vary"]
    assert poll(phone, game, response["ETag"]).status_code == 304


def test_the_whole_page_is_never_answered_304(follower):
    phone, game, etag = follower
    page = phone.get(reverse("game", args=[game.public_id]), headers={"If-None-Match": etag})
    assert page.status_code == 200
    assert not page.has_header("ETag")


def test_a_changed_sheet_goes_on_to_the_game_page(follower, grant):
    phone, game, etag = follower
    scorer = grant(Client(), game, "edit")
    saved = scorer.post(
        reverse("save_deal", args=[game.public_id, 1]), samples(ANY).GUARDED["edit"]
    )
    assert saved.status_code == 303
    response = poll(phone, game, etag)
    assert response.status_code == 200
    assert game.deals.get().data == samples(ANY).GUARDED["edit_recorded"]
    assert response.context["recorded"] == [samples(ANY).GUARDED["edit_recorded"]]


def test_a_stranger_holding_the_etag_gets_404(follower):
    _phone, game, etag = follower
    assert poll(Client(), game, etag).status_code == 404


def test_a_phone_whose_links_were_renewed_gets_404_for_the_etag_it_holds(follower, starter):
    phone, game, etag = follower
    scorer = starter(Client(), game)
    assert scorer.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert poll(phone, game, etag).status_code == 404


def test_another_games_etag_is_not_this_ones(follower, grant):
    phone, _game, etag = follower
    other = guarded_game(ANY)
    grant(phone, other, "follow")
    assert poll(phone, other, etag).status_code == 200


@pytest.mark.parametrize("host", ["evil.example", "127.0.0.1:8000@evil"])
def test_a_poll_for_a_host_not_allowed_is_refused_as_any_request(follower, host):
    phone, game, etag = follower
    assert poll(phone, game, etag, Host=host).status_code == 400


def test_a_write_with_the_polls_headers_is_not_answered_304(follower):
    phone, game, etag = follower
    response = phone.post(
        reverse("game", args=[game.public_id]), headers={**POLL, "If-None-Match": etag}
    )
    assert response.status_code == 405


@pytest.mark.parametrize(
    "headers",
    [
        {"HX-Target": "board"},
        {"HX-Request": "false"},
        {"HX-History-Restore-Request": "true"},
    ],
)
def test_only_the_sheets_poll_is_answered_304(follower, headers):
    phone, game, etag = follower
    response = poll(phone, game, etag, **headers)
    assert response.status_code == 200


def test_a_right_from_links_since_replaced_is_no_right_even_with_the_sheet_unchanged(follower):
    """Links replaced without the sheet's last change moving (as the database holds it): the
    ETag still names the sheet, the phone's right does not hold."""
    from scorepad.models import Game, new_token

    phone, game, etag = follower
    Game.objects.filter(pk=game.pk).update(edit_token=new_token(), follow_token=new_token())
    assert Game.objects.get(pk=game.pk).updated == game.updated
    assert poll(phone, game, etag).status_code == 404
