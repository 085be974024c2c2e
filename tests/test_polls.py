"""The live sheet's poll answered 304 by ``scorepad.fastpath.polls`` before the rest of the stack
runs: from one read, for the phones with a right to the game alone, and the same answer the game
page gives without it."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.test import Client
from django.urls import reverse

from scorepad.views import board
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

POLL = {"HX-Request": "true", "HX-Target": "sheet"}
MIDDLEWARE = "scorepad.fastpath.polls.SheetPollMiddleware"


@pytest.fixture
def follower(grant):
    """A follower's phone, its game and the ETag of the sheet it holds."""
    game = game_with_deals("seep", [{"points": [60, 40]}])
    phone = grant(Client(), game, "follow")
    etag = phone.get(reverse("game", args=[game.public_id]), headers=POLL)["ETag"]
    return phone, game, etag


def poll(phone, game, etag, **headers):
    return phone.get(
        reverse("game", args=[game.public_id]), headers={**POLL, "If-None-Match": etag, **headers}
    )


def views_never_run(monkeypatch):
    def ran(*args, **kwargs):
        raise AssertionError("the game page's view ran")

    monkeypatch.setattr(board, "get_game_for_viewer", ran)


def test_an_unchanged_sheet_is_answered_from_one_read_before_the_views(
    follower, monkeypatch, django_assert_num_queries
):
    phone, game, etag = follower
    views_never_run(monkeypatch)
    with django_assert_num_queries(1):
        response = poll(phone, game, etag)
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == etag
    vary = {part.strip() for part in response["Vary"].split(",")}
    assert {"Cookie", "HX-Request", "HX-Target", "Accept-Language"} <= vary
    assert response["Content-Length"] == "0"


def test_the_game_page_gives_the_same_answer_without_the_middleware(follower, settings):
    phone, game, etag = follower
    answered = poll(phone, game, etag)
    settings.MIDDLEWARE = [name for name in django_settings.MIDDLEWARE if name != MIDDLEWARE]
    without = poll(phone, game, etag)
    assert without.status_code == answered.status_code == 304
    assert without["ETag"] == answered["ETag"]
    assert without["Vary"] == answered["Vary"]


def test_a_changed_sheet_goes_on_to_the_game_page(follower, grant):
    phone, game, etag = follower
    scorer = grant(Client(), game, "edit")
    saved = scorer.post(
        reverse("save_deal", args=[game.public_id, 1]),
        {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert saved.status_code == 303
    response = poll(phone, game, etag)
    assert response.status_code == 200
    assert response.context["sheet"]["deals"][0]["scores"] == [80, 20]


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
    other = game_with_deals("seep", [{"points": [60, 40]}])
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
def test_only_the_sheets_poll_is_answered_there(follower, monkeypatch, headers):
    phone, game, etag = follower
    reached = []
    real = board.get_game_for_viewer
    monkeypatch.setattr(
        board, "get_game_for_viewer", lambda *a, **k: reached.append(1) or real(*a, **k)
    )
    response = poll(phone, game, etag, **headers)
    assert reached, "the game page's view answered"
    assert response.status_code == 200


def test_a_right_from_links_since_replaced_is_no_right_even_with_the_sheet_unchanged(follower):
    """Links replaced without the sheet's last change moving (as the database holds it): the
    ETag still names the sheet, the phone's right does not hold."""
    from scorepad.models import Game, new_token

    phone, game, etag = follower
    Game.objects.filter(pk=game.pk).update(edit_token=new_token(), follow_token=new_token())
    assert Game.objects.get(pk=game.pk).updated == game.updated
    assert poll(phone, game, etag).status_code == 404
