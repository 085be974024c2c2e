"""A phone's games beyond its cookie: the personal key that brings them to another phone, the
home page saying where the rights live, no game forgotten without a word, and a session that
slides with use."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from scorepad.models import Game
from scorepad.rights import GAMES_KEPT
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}


def start(phone: Client, *names: str) -> Game:
    response = phone.post(
        reverse("new_game"), {"game": "ers", "player_1": names[0], "player_2": names[1]}
    )
    assert response.status_code == 303
    return Game.objects.get(public_id=response["Location"].strip("/").rsplit("/", 1)[-1])


def key_url(phone: Client) -> str:
    page = phone.get(reverse("phone_key"))
    assert page.status_code == 200
    assert "no-store" in page["Cache-Control"]
    return re.search(r'id="key-url" type="url" readonly value="([^"]+)"', page.content.decode())[1]


def test_the_key_brings_every_game_of_a_phone_to_a_new_one_with_its_rights(grant):
    old = Client()
    first, second = start(old, "Ada", "Bo"), start(old, "Cem", "Deniz")
    followed = grant(old, game_with_deals("ers", players=["Eda", "Fuat"]), "follow")
    followed_game = Game.objects.get(players=["Eda", "Fuat"])
    url = key_url(old)
    assert old.get(reverse("phone_key_qr"))["Content-Type"] == "image/svg+xml"

    new = Client()
    new_own = start(new, "Gül", "Hakan")
    asked = new.get(url)
    assert asked.status_code == 200
    assert "This key holds 3 games" in asked.content.decode()
    assert new.get(reverse("game", args=[first.public_id])).status_code == 404  # asked only
    assert new.post(url).status_code == 303
    home = new.get(reverse("home"))
    assert {entry["game"] for entry in home.context["games"]} == {
        first,
        second,
        followed_game,
        new_own,
    }
    # The same roles: the games the old phone started are entered here too, the followed one
    # only followed. New links stay with the phone that started the game.
    assert new.get(reverse("game", args=[first.public_id])).context["form"] is not None
    assert new.get(reverse("game", args=[followed_game.public_id])).context["form"] is None
    assert followed.get(reverse("game", args=[followed_game.public_id])).status_code == 200
    assert new.post(reverse("renew_links", args=[first.public_id]), CONFIRMED).status_code == 404
    assert new.get(reverse("confirm_new_links", args=[first.public_id])).status_code == 404
    assert old.post(reverse("renew_links", args=[first.public_id]), CONFIRMED).status_code == 303


def test_a_key_brings_the_games_held_when_it_was_made_never_a_later_one():
    old = Client()
    before = start(old, "Ada", "Bo")
    url = key_url(old)
    later = start(old, "Cem", "Deniz")
    page = old.get(reverse("phone_key")).content.decode()
    assert "1 game came here since, and is not in it" in page
    assert key_url(old) == url  # the same key until a new one is asked for

    new = Client()
    assert "This key holds 1 game." in new.get(url).content.decode()
    assert new.post(url).status_code == 303
    assert new.get(reverse("game", args=[before.public_id])).status_code == 200
    assert new.get(reverse("game", args=[later.public_id])).status_code == 404
    # Opened again later, it still brings only what it brought.
    start(old, "Eda", "Fuat")
    third = Client()
    third.post(url)
    assert third.get(reverse("game", args=[later.public_id])).status_code == 404


def test_a_new_key_brings_every_game_held_now_and_the_old_one_opens_nothing():
    old = Client()
    first = start(old, "Ada", "Bo")
    stale = key_url(old)
    second = start(old, "Cem", "Deniz")
    assert old.post(reverse("phone_key")).status_code == 303
    fresh = key_url(old)
    assert fresh != stale
    assert "came here since" not in old.get(reverse("phone_key")).content.decode()

    stranger = Client()
    refused = stranger.get(stale)
    assert refused.status_code == 404
    assert "that phone made a new one since" in refused.content.decode()
    assert stranger.post(stale).status_code == 404
    assert stranger.get(reverse("game", args=[first.public_id])).status_code == 404

    new = Client()
    assert "This key holds 2 games" in new.get(fresh).content.decode()
    new.post(fresh)
    for game in (first, second):
        assert new.get(reverse("game", args=[game.public_id])).status_code == 200


def test_a_key_is_shown_only_to_its_phone_and_its_address_sent_nowhere():
    old = Client()
    start(old, "Ada", "Bo")
    url = key_url(old)
    key = url.rstrip("/").rsplit("/", 1)[-1]
    other = Client()
    start(other, "Cem", "Deniz")
    assert key not in other.get(reverse("phone_key")).content.decode()
    assert key_url(other) != url
    assert key not in Client().get(reverse("phone_key")).content.decode()
    assert Client().get(reverse("phone_key_qr")).status_code == 404
    # The page at the key's address loads its files without saying where it was.
    asked = Client().get(url)
    assert asked["Referrer-Policy"] == "origin"
    assert "no-store" in asked["Cache-Control"]
    # Another site cannot make a phone renew its key (a cross-site post is refused).
    forged = Client(enforce_csrf_checks=True)
    forged.cookies = old.cookies
    assert (
        forged.post(
            reverse("phone_key"), headers={"Origin": "https://elsewhere.example"}
        ).status_code
        == 403
    )
    assert key_url(old) == url


def test_a_key_does_not_bring_a_game_its_phone_lost_through_new_links(grant, starter):
    game = game_with_deals("ers", players=["Eda", "Fuat"])
    follower = grant(Client(), game, "follow")
    url = key_url(follower)
    renewed = starter(Client(), game).post(reverse("renew_links", args=[game.public_id]), CONFIRMED)
    assert renewed.status_code == 303
    assert "This key holds no games" in Client().get(url).content.decode()


def test_a_key_that_names_no_phone_says_so():
    response = Client().get(reverse("bring_games", args=["not-a-key"]))
    assert response.status_code == 404
    assert "This key holds no games" in response.content.decode()
    assert Client().post(reverse("bring_games", args=["not-a-key"])).status_code == 404


def test_the_home_page_says_where_the_games_live_and_offers_the_key():
    phone = Client()
    start(phone, "Ada", "Bo")
    html = phone.get(reverse("home")).content.decode()
    assert "These games live only in this browser: there is no account." in html
    assert reverse("phone_key") in html
    empty = Client().get(reverse("phone_key")).content.decode()
    assert "This phone holds no games yet" in empty


def full_phone() -> tuple[Client, list[Game]]:
    """A phone that holds as many games as it keeps, the oldest first."""
    phone = Client()
    games = [start(phone, "Ada", f"Bo {number}") for number in range(GAMES_KEPT)]
    return phone, games


def held_count(phone: Client) -> int:
    from scorepad.models import Right

    return Right.objects.filter(session_id=phone.session.session_key).count()


def test_a_key_brings_no_phone_past_its_limit_and_says_so_first(settings):
    settings.GAMES_PER_MINUTE = 10 * GAMES_KEPT
    full, games = full_phone()
    url = key_url(full)
    other = Client()
    own = [start(other, "Cem", f"Deniz {number}") for number in range(3)]
    asked = other.get(url).content.decode()
    assert f"This key holds {GAMES_KEPT} games" in asked
    assert (
        f"This phone keeps its newest {GAMES_KEPT} games: bringing these makes it forget" in asked
    )
    assert "its 3 oldest games" in asked
    other.post(url)
    assert held_count(other) == GAMES_KEPT
    # The brought games are the newest: its own three were forgotten, as it was told.
    assert other.get(reverse("game", args=[own[-1].public_id])).status_code == 404
    assert other.get(reverse("game", args=[games[0].public_id])).status_code == 200


def test_keys_of_many_phones_brought_one_after_another_keep_the_limit(settings, grant):
    """The chain that held 500 games on one phone: five phones' keys brought to one."""
    settings.GAMES_PER_MINUTE = 100 * GAMES_KEPT
    collector = Client()
    for phone_number in range(5):
        phone = Client()
        for game in [game_with_deals("ers") for _ in range(GAMES_KEPT // 2)]:
            grant(phone, game, "follow")
        collector.post(key_url(phone))
        assert held_count(collector) <= GAMES_KEPT, phone_number
    assert held_count(collector) == GAMES_KEPT
    stats = collector.get(reverse("stats"))
    assert stats.status_code == 200
    home = collector.get(reverse("home"))
    assert home.context["forgetting"] is not None


def test_the_game_forgotten_next_is_named_before_it_is_and_can_be_kept(settings):
    settings.GAMES_PER_MINUTE = 10 * GAMES_KEPT
    phone, games = full_phone()
    oldest, next_oldest = games[0], games[1]
    home = phone.get(reverse("home"))
    html = home.content.decode()
    assert f"This phone keeps its newest {GAMES_KEPT} games" in html
    assert reverse("game", args=[oldest.public_id]) in html
    assert reverse("keep_game", args=[oldest.public_id]) in html
    # Kept: it is the newest now, and the next oldest is named instead.
    assert phone.post(reverse("keep_game", args=[oldest.public_id])).status_code == 303
    html = phone.get(reverse("home")).content.decode()
    assert reverse("keep_game", args=[next_oldest.public_id]) in html
    start(phone, "Cem", "Deniz")
    assert phone.get(reverse("game", args=[oldest.public_id])).status_code == 200
    assert phone.get(reverse("game", args=[next_oldest.public_id])).status_code == 404


def test_a_phone_under_its_limit_is_told_of_nothing_forgotten():
    phone = Client()
    start(phone, "Ada", "Bo")
    assert phone.get(reverse("home")).context["forgetting"] is None


def test_the_session_slides_with_use():
    phone = Client()
    game = start(phone, "Ada", "Bo")
    key = phone.cookies["sessionid"].value
    session = phone.session
    session["seen"] = (timezone.now() - timedelta(days=3)).date().isoformat()
    session.save()
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() + timedelta(days=30))
    assert phone.get(reverse("game", args=[game.public_id])).status_code == 200
    expires = Session.objects.get(session_key=key).expire_date
    assert expires > timezone.now() + timedelta(days=700)
    # Once a day, not on every request.
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() + timedelta(days=30))
    assert phone.get(reverse("home")).status_code == 200
    assert Session.objects.get(session_key=key).expire_date < timezone.now() + timedelta(days=31)
