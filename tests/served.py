"""``make serve``'s own server (deploy/serve.py: nginx in front of several gunicorn workers, real
processes on real sockets, SQLite without Redis) for the tests of what holds under it, and the
phones that talk to it. The ``served`` fixture, one server per test module that asks for it,
reaches every test (conftest.py), the shared ones and each game's own. Each test sends from a
loopback address of its own (nginx sees 127.0.0.x), so that no test spends another's limits."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
import zlib
from http.client import HTTPConnection
from http.cookies import SimpleCookie
from urllib.parse import urlencode

import pytest

from bench.slowclients import HOST, server

LIMIT = 6  # REQUEST_TIMEOUT of the server under test, as tests/test_serving.py has it
GAMES_PER_MINUTE = 10
WORKERS = 3


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("served")
    environment = {
        "REQUEST_TIMEOUT": str(LIMIT),
        "WEB_CONCURRENCY": str(WORKERS),
        "GAMES_PER_MINUTE": str(GAMES_PER_MINUTE),
        "SQLITE_PATH": str(folder / "db.sqlite3"),
        "ACCESS_LOG": str(folder / "access.log"),
    }
    with server(environment, app="tests.cut_app:application") as running:
        yield running.port, folder


class Phone:
    """A browser without JavaScript from one loopback address: its cookies, forms posted with
    the CSRF token as the page gives it, each request on a new connection."""

    def __init__(self, port: int, address: str) -> None:
        self.port, self.address = port, address
        self.cookies: dict[str, str] = {}

    def request(self, method, path, body=b"", headers=None, timeout=LIMIT + 20):
        connection = HTTPConnection(
            HOST, self.port, timeout=timeout, source_address=(self.address, 0)
        )
        sent = {"Host": f"{HOST}:{self.port}", "Accept-Language": "en", **(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        try:
            connection.request(method, path, body=body or None, headers=sent)
            answer = connection.getresponse()
            content = answer.read().decode("utf-8", "replace")
            for value in answer.headers.get_all("Set-Cookie") or []:
                for morsel in SimpleCookie(value).values():
                    self.cookies[morsel.key] = morsel.value
            return answer.status, dict(answer.headers), content
        finally:
            connection.close()

    def get(self, path, **headers):
        return self.request("GET", path, headers=headers)

    def token(self) -> str:
        if "csrftoken" not in self.cookies:
            self.get("/")
        return self.cookies["csrftoken"]

    def _origin(self) -> dict[str, str]:
        base = f"http://{HOST}:{self.port}"
        return {"Origin": base, "Referer": base + "/"}

    def post(self, path, fields, **headers):
        body = urlencode({**fields, "csrfmiddlewaretoken": self.token()}).encode()
        kinds = {"Content-Type": "application/x-www-form-urlencoded"}
        return self.request("POST", path, body, {**kinds, **self._origin(), **headers})

    def upload(self, document: dict, **headers):
        token, boundary = self.token(), uuid.uuid4().hex
        body = (
            (
                f"--{boundary}\r\n"
                'Content-Disposition: form-data; name="csrfmiddlewaretoken"\r\n\r\n'
                f"{token}\r\n--{boundary}\r\n"
                'Content-Disposition: form-data; name="file"; filename="game.json"\r\n'
                "Content-Type: application/json\r\n\r\n"
            ).encode()
            + json.dumps(document).encode()
            + f"\r\n--{boundary}--\r\n".encode()
        )
        kinds = {"Content-Type": f"multipart/form-data; boundary={boundary}"}
        return self.request("POST", "/games/import/", body, {**kinds, **self._origin(), **headers})


def at_once(*calls):
    answers = [None] * len(calls)
    start = threading.Barrier(len(calls))

    def run(index):
        start.wait()
        answers[index] = calls[index]()

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def address_with_a_fresh_minute(taken: set[str] = set()) -> tuple[str, float]:  # noqa: B006
    """A loopback address whose count of a minute has 40 seconds or more to run, and when that
    minute ends: the limits' windows start at a second of each client's own (django-ratelimit:
    the CRC-32 of its key), so that a test's requests fall in one window. Never the same
    address twice."""
    now = int(time.time())
    for last in range(2, 255):
        address = f"127.0.0.{last}"
        # As django-ratelimit's _get_window has it: a minute ends at, and takes in, this second.
        end = now - now % 60 + zlib.crc32(address.encode()) % 60
        if end < now:
            end += 60
        if address not in taken and end - now >= 40:
            taken.add(address)
            return address, float(end)
    raise AssertionError("no loopback address left")


def rows(folder, query: str, *values) -> list[tuple]:
    with sqlite3.connect(folder / "db.sqlite3") as database:
        return database.execute(query, values).fetchall()


def games_of(folder, *players: str) -> list[str]:
    found = rows(
        folder, "SELECT public_id FROM scorepad_game WHERE players = ?", json.dumps(list(players))
    )
    return [public_id for (public_id,) in found]
