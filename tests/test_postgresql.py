"""The PostgreSQL backend's check of a kept connection (``scorepad.fastpath.postgresql``): no
round trip while the connection is sound, and a connection the server ended is opened again before a
request uses it. Run on PostgreSQL (CI's second pass); skipped on SQLite."""

from __future__ import annotations

import select
import time

import psycopg
import pytest
from django.db import connection
from django.urls import reverse

from tests.factories import game_with_deals

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="the PostgreSQL backend's own check"
    ),
]


@pytest.fixture
def checked():
    """The connection, kept and checked as between two requests."""
    connection.ensure_connection()
    enabled = connection.health_check_enabled
    connection.health_check_enabled = True
    connection.health_check_done = False
    yield connection
    connection.health_check_enabled = enabled


def server_ends(pid: int) -> None:
    """The server ends a connection, as a restart or an administrator would, from another
    connection; returns once the ended one has heard of it."""
    settings = connection.get_connection_params()
    with psycopg.connect(**settings, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])
    poller = select.poll()
    poller.register(connection.connection.fileno(), select.POLLIN)
    deadline = time.monotonic() + 5
    while not poller.poll(50):
        assert time.monotonic() < deadline, "the server did not end the connection"


def test_a_sound_connection_is_kept_without_a_query(checked, monkeypatch):
    kept = checked.connection

    def no_query(*args, **kwargs):
        raise AssertionError("the check sent a query")

    monkeypatch.setattr(kept, "cursor", no_query)
    checked.close_if_health_check_failed()
    monkeypatch.undo()
    assert checked.connection is kept
    assert checked.health_check_done


def test_a_connection_the_server_ended_is_opened_again(checked):
    kept = checked.connection
    with checked.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    checked.health_check_done = False  # as at the start of the next request
    server_ends(pid)

    checked.close_if_health_check_failed()
    assert checked.connection is None
    with checked.cursor() as cursor:  # the request goes on, on a new connection
        cursor.execute("SELECT pg_backend_pid()")
        (new_pid,) = cursor.fetchone()
    assert checked.connection is not kept
    assert new_pid != pid


def test_a_connection_left_in_a_transaction_gets_djangos_own_check(checked, monkeypatch):
    """Nothing to read, but not idle: the socket alone says too little, so the query runs."""
    sent = []
    real_cursor = checked.connection.cursor

    def counted(*args, **kwargs):
        sent.append(args)
        return real_cursor(*args, **kwargs)

    checked.connection.execute("BEGIN")
    try:
        monkeypatch.setattr(checked.connection, "cursor", counted)
        assert checked.is_usable()
        assert sent
    finally:
        monkeypatch.undo()
        checked.connection.execute("ROLLBACK")


def test_a_request_after_the_server_ended_the_connection_is_answered(checked, editor):
    game = game_with_deals("seep")
    phone = editor(game)
    with checked.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    checked.health_check_done = False  # as at the start of the next request
    server_ends(pid)
    response = phone.get(reverse("game", args=[game.public_id]))
    assert response.status_code == 200
    assert game.players[0] in response.text
