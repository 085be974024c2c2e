"""Django's check of a kept connection (``CONN_HEALTH_CHECKS``, on by default): a connection the
server ended (a restart, an administrator) is opened again before a request uses it. Run on
PostgreSQL (CI's second pass); skipped on SQLite."""

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
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's connections"),
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


def test_a_connection_the_server_ended_is_opened_again(checked):
    with checked.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    checked.health_check_done = False  # as at the start of the next request
    server_ends(pid)
    with checked.cursor() as cursor:  # Django's check (CONN_HEALTH_CHECKS) finds it ended
        cursor.execute("SELECT pg_backend_pid()")
        (again,) = cursor.fetchone()
    assert again != pid


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
