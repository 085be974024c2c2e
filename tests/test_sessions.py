"""The session store (``scorepad.sessions``): Django's database sessions, read with a
statement compiled once. It must read exactly what Django's own store reads."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore as DjangoStore
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from scorepad.sessions import SessionStore

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


def test_the_app_keeps_a_phones_games_across_requests_with_this_store(settings):
    settings.SESSION_ENGINE = "scorepad.sessions"
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
