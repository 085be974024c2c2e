"""Real concurrency for the tests of races: phones against the production server (gunicorn,
threaded workers), each request on its own connection, on the database the tests run on, with the
load test's phones and tables (bench/loadtest.py). The ``server`` fixture, started once in each
test process that asks for it (each test makes games of its own), reaches every test
(conftest.py)."""

from __future__ import annotations

import pytest

ROUNDS = 12


@pytest.fixture(scope="session")
def server(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.db import connection

    from bench.loadtest import serving

    settings = connection.settings_dict
    environment = {"GAMES_PER_MINUTE": "100000"}
    if settings["ENGINE"].endswith("postgresql"):
        user = settings["USER"] + (f":{settings['PASSWORD']}" if settings["PASSWORD"] else "")
        environment["DATABASE_URL"] = (
            f"postgres://{user}@{settings['HOST']}:{settings['PORT'] or 5432}/{settings['NAME']}"
        )
        where = None
    else:
        where = tmp_path_factory.mktemp("race") / "race.sqlite3"
        environment |= {"SQLITE_PATH": str(where), "DATABASE_URL": ""}
    with serving(environment) as base:
        yield base, where


def deal_numbers(server, public_id):
    """The deal numbers as stored, read from the server's database itself."""
    _base, sqlite_file = server
    query = (
        "SELECT d.number FROM scorepad_deal d JOIN scorepad_game g ON g.id = d.game_id"
        " WHERE g.public_id = %s ORDER BY d.number"
    )
    if sqlite_file is None:
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute(query, [public_id])
            return [row[0] for row in cursor.fetchall()]
    import sqlite3

    with sqlite3.connect(sqlite_file) as database:
        return [row[0] for row in database.execute(query.replace("%s", "?"), [public_id])]


def table(server, kind, seed=7):
    from bench.loadtest import Stats, Table

    played = Table(server[0], kind, Stats(), seed)
    played.start()
    return played


def settled(server, played):
    """Nothing went wrong, no number is missing or doubled, the export is what the answers
    said and imports again, and the game takes its next entry."""
    assert played.stats.errors == []
    for public_id, deals in [*played.games, (played.public_id, played.deals)]:
        assert deal_numbers(server, public_id) == list(range(1, len(deals) + 1))
    played.verify()
    played.enter()
    assert played.stats.errors == []
