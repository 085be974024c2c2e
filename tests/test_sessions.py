"""The session store (``scorepad.fastpath.sessions``): Django's database sessions, read with a
statement compiled once, alone or in the game's statement. It must read exactly what Django's
own store reads."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore as DjangoStore
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from scorepad.fastpath import read_game
from scorepad.fastpath.sessions import SessionStore
from scorepad.models import Game
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db


def saved(data: dict) -> str:
    store = DjangoStore()
    store.update(data)
    store.save()
    assert store.session_key
    return store.session_key


def test_a_saved_session_reads_back_as_djangos_store_reads_it_in_one_query(
    django_assert_num_queries,
):
    data = {"games": {"Gm-1": "edit", "Ğß-2": "follow"}, "hundreds": True, "name": "Şükrü"}
    key = saved(data)
    store = SessionStore(key)
    with django_assert_num_queries(1):
        loaded = store.load()
    assert loaded == data == DjangoStore(key).load()
    assert store.session_key == key


def test_an_expired_session_is_not_read_and_its_key_is_let_go():
    key = saved({"games": {"x": "edit"}})
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() - timedelta(1))
    store = SessionStore(key)
    assert store.load() == {}
    assert store.session_key is None
    assert DjangoStore(key).load() == {}


def test_an_unknown_key_reads_nothing_and_a_save_makes_a_new_session():
    store = SessionStore("x" * 32)
    assert store.load() == {}
    assert store.session_key is None
    store["games"] = {"g": "edit"}
    store.save()
    assert store.session_key not in (None, "x" * 32)
    assert SessionStore(store.session_key).load() == {"games": {"g": "edit"}}


def test_a_session_whose_data_was_tampered_with_reads_as_empty():
    key = saved({"games": {"g": "edit"}})
    Session.objects.filter(session_key=key).update(session_data="not signed")
    assert SessionStore(key).load() == {}


def test_a_sessions_text_is_checked_once_and_each_read_gets_its_own_data(monkeypatch):
    from django.core import signing

    key = saved({"games": {"g": "follow"}})
    text = Session.objects.get(session_key=key).session_data
    first = SessionStore(key).decode(text)
    first["games"]["g"] = "edit"  # a view changing what it read
    checks = []
    real_loads = signing.loads
    monkeypatch.setattr(signing, "loads", lambda *a, **k: checks.append(a) or real_loads(*a, **k))
    again = SessionStore(key).decode(text)
    assert again == {"games": {"g": "follow"}}
    assert checks == []
    # Text that was never checked is checked, and a forged one still reads as empty.
    forged = text[:-3] + ("abc" if not text.endswith("abc") else "xyz")
    assert SessionStore(key).decode(forged) == {}
    assert checks


def test_the_app_keeps_a_phones_games_across_requests_with_this_store(settings):
    settings.SESSION_ENGINE = "scorepad.fastpath.sessions"
    phone = Client()
    response = phone.post(
        reverse("new_game"),
        {
            "game": "joker",
            "player_1": "Ayşe",
            "player_2": "Bob",
            "player_3": "Cem",
            "player_4": "Dee",
            "joker_length": "short",
            "joker_shtanga": "per-card",
            "first_dealer": "1",
        },
    )
    assert response.status_code == 303
    game_url = response["Location"]
    assert phone.get(game_url).status_code == 200
    # Another phone without the session cookie cannot see the game.
    assert Client().get(game_url).status_code == 404


# Read in the game's statement (``read_with_session``)


def statements_of(queries) -> list[str]:
    return [query["sql"] for query in queries.captured_queries]


@pytest.mark.parametrize("data", [{}, {"games": {"Gm-1": "edit"}, "name": "Ğülşen 李"}])
def test_a_session_read_with_the_game_is_loaded_as_its_own_read_loads_it(
    data, django_assert_num_queries
):
    game = game_with_deals("seep")
    key = saved(data)
    store = SessionStore(key)
    with django_assert_num_queries(1) as queries:
        found = read_game(game.public_id, session=store)
        loaded = dict(store.items())
    (statement,) = statements_of(queries)
    assert "django_session" in statement and "scorepad_game" in statement
    assert found == Game.objects.get(pk=game.pk)
    assert [getattr(found, field.attname) for field in Game._meta.concrete_fields] == [
        getattr(game, field.attname) for field in Game._meta.concrete_fields
    ]
    assert loaded == data == SessionStore(key).load()
    assert store.session_key == key


def test_an_expired_session_read_with_the_game_is_let_go():
    game = game_with_deals("seep")
    key = saved({"games": {game.public_id: "edit"}})
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() - timedelta(1))
    store = SessionStore(key)
    assert read_game(game.public_id, session=store) is not None
    assert store.session_key is None
    assert dict(store.items()) == {}


def test_with_no_such_game_the_session_is_read_on_its_own_when_used(django_assert_num_queries):
    key = saved({"games": {"gone": "edit"}})
    store = SessionStore(key)
    with django_assert_num_queries(2):
        assert read_game("gone", session=store) is None
        assert store["games"] == {"gone": "edit"}


@pytest.mark.parametrize("case", ["loaded", "no cookie", "Django's store"])
def test_a_session_that_needs_no_read_here_leaves_the_games_statement_alone(
    case, django_assert_num_queries
):
    game = game_with_deals("seep")
    key = saved({"games": {game.public_id: "follow"}})
    store = {"loaded": SessionStore(key), "no cookie": SessionStore(), "Django's store": None}[case]
    if case == "loaded":
        assert store["games"]
    elif case == "Django's store":
        store = DjangoStore(key)
    with django_assert_num_queries(1) as queries:
        assert read_game(game.public_id, session=store) is not None
    (statement,) = statements_of(queries)
    assert "django_session" not in statement


def test_a_phone_whose_session_ended_gets_404_for_its_game_and_can_open_the_link_again(
    settings, grant
):
    settings.SESSION_ENGINE = "scorepad.fastpath.sessions"
    game = game_with_deals("seep")
    phone = grant(Client(), game, "follow")
    game_url = reverse("game", args=[game.public_id])
    assert phone.get(game_url).status_code == 200
    Session.objects.update(expire_date=timezone.now() - timedelta(1))
    assert phone.get(game_url).status_code == 404
    grant(phone, game, "follow")
    assert phone.get(game_url).status_code == 200


def test_a_save_merges_the_rights_another_request_saved_since_and_keeps_what_it_forgot():
    """Two requests of one phone read the same session; each then saves."""
    key = saved({"games": {"old": "follow", "kept": "edit"}, "links": {"old": "o", "kept": "k"}})
    first, second = SessionStore(key), SessionStore(key)
    first.keys(), second.keys()  # both read it
    first["games"] = {"old": "follow", "kept": "edit", "imported": "edit"}
    first["links"] = {"old": "o", "kept": "k", "imported": "i"}
    first["started"] = ["imported"]
    first.save()
    # The second forgets "old", upgrades "kept"'s links and adds a game of its own.
    second["games"] = {"kept": "edit", "opened": "follow"}
    second["links"] = {"kept": "k2", "opened": "f"}
    second.save()
    stored = SessionStore(key).load()
    assert stored["games"] == {"kept": "edit", "opened": "follow", "imported": "edit"}
    assert stored["links"] == {"kept": "k2", "opened": "f", "imported": "i"}
    assert stored["started"] == ["imported"]
