"""Two app servers on one PostgreSQL database and one Redis behave as one: a follower polling
one of them sees a deal saved through the other, and the per-client limits count the requests
of both. Real gunicorn processes; run when ``REDIS_URL`` is set (CI's PostgreSQL run)."""

import os
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from django.db import connection

from bench.server import Phone, free_port, gunicorn, text_of
from tests.factories import game_with_deals

pytestmark = [
    pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="needs REDIS_URL (a Redis server)"),
    pytest.mark.django_db(transaction=True),
]

POLL = {"HX-Request": "true", "HX-Target": "sheet"}
GAMES_PER_MINUTE = 3


@pytest.fixture
def servers() -> Iterator[tuple[int, int]]:
    """Two gunicorn servers on the test database and REDIS_URL's Redis, as two hosts would
    run them behind one address: the same settings and secret key."""
    if connection.vendor != "postgresql":
        pytest.skip("two servers share a PostgreSQL database (DATABASE_URL)")
    database = connection.settings_dict
    login = database["USER"] + (f":{database['PASSWORD']}" if database["PASSWORD"] else "")
    url = f"postgres://{login}@{database['HOST']}:{database['PORT']}/{database['NAME']}"
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-scale-out-"))
    ports = (free_port(), free_port())
    base = {key: value for key, value in os.environ.items() if key not in ("DEBUG", "SQLITE_PATH")}
    base.update(
        {
            "DATABASE_URL": url,
            "DJANGO_SETTINGS_MODULE": "scorepad.settings",
            "SECRET_KEY": "scale-out-test-key-shared-by-both-servers",
            "GAMES_PER_MINUTE": str(GAMES_PER_MINUTE),
            "WEB_CONCURRENCY": "1",
            "GUNICORN_ACCESS_LOG": os.devnull,
        }
    )
    with ExitStack() as stack:
        for index, port in enumerate(ports):
            env = {**base, "BIND": f"127.0.0.1:{port}", "PORT": str(port)}
            logs = workdir / str(index)
            logs.mkdir()
            stack.enter_context(gunicorn(env, logs, port))
        yield ports


def test_a_follower_on_one_server_sees_a_deal_saved_through_the_other(servers):
    first, second = servers
    game = game_with_deals("ers", [{"winner": 0}])
    scorer, follower = Phone(first), Phone(second)
    scorer.open(game)
    follower.open(game, "follow")
    url = f"/games/{game.public_id}/"
    etag = follower.get(url, **POLL).headers["etag"]
    assert follower.get(url, **POLL, **{"If-None-Match": etag}).status == 304

    saved = scorer.post(url + "deals/", {"number": "2", "phase": "deal", "winner": "1"})
    assert saved.status == 303

    poll = follower.get(url, **POLL, **{"If-None-Match": etag})
    assert poll.status == 200
    assert "Game 2: Bo won" in text_of(poll)


def seconds_into_its_minute(client: str) -> float:
    """How far into its minute a client's count is: django-ratelimit starts each client's
    minute at a second of its own (the CRC-32 of its key), so that not all end at once."""
    return (time.time() - zlib.crc32(client.encode()) % 60) % 60


def test_the_rate_limit_counts_the_requests_of_both_servers(servers):
    pytest.importorskip("scorepad.ratelimit")
    if seconds_into_its_minute("127.0.0.1") > 45:  # all in one minute's window
        time.sleep(61 - seconds_into_its_minute("127.0.0.1"))
    phones = [Phone(port) for port in servers]
    for phone in phones:
        assert phone.get("/").status == 200  # its CSRF cookie
    answers = [phones[n % 2].post("/games/new/", {"game": "ers"}).status for n in range(5)]
    assert answers[:GAMES_PER_MINUTE] == [400] * GAMES_PER_MINUTE  # counted, then refused
    assert answers[GAMES_PER_MINUTE:] == [429, 429]
