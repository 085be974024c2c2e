"""What holds under ``make serve``'s own server (deploy/serve.py: nginx in front of several
gunicorn workers, real processes on real sockets, SQLite without Redis): a limit of a minute
counts the requests of every worker; a flood of fresh sessions from one address puts one entry
on a board; the access log names no link's token and no phone's key; and an import or a board
post cut at the time limit commits nothing, while one cut after it committed is recognised when
sent again. Each test sends from a loopback address of its own (nginx sees 127.0.0.x), so that
no test spends another's limits."""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
import uuid
import zlib
from http.client import HTTPConnection
from http.cookies import SimpleCookie
from urllib.parse import urlencode, urlsplit

import pytest

from bench.slowclients import HOST, server
from tests.games.test_klaverjas_board import record_of

LIMIT = 6  # REQUEST_TIMEOUT of the server under test, as tests/test_serving.py has it
GAMES_PER_MINUTE = 10
WORKERS = 3
BOARD_POSTS_PER_MINUTE = 10  # scorepad.games.klaverjas.views


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


# Limits across workers


def test_a_limit_of_a_minute_counts_the_requests_of_every_worker(served):
    port, folder = served
    address, minute_ends = address_with_a_fresh_minute()
    phone = Phone(port, address)
    phone.token()
    fields = {"game": "ers", "player_1": "Ada", "player_2": "Limit"}
    answers = at_once(*[lambda: phone.post("/games/new/", fields)] * 30)
    assert time.time() < minute_ends, "the minute ended before every answer came"
    statuses = sorted(status for status, _headers, _body in answers)
    assert statuses == [303] * GAMES_PER_MINUTE + [429] * (30 - GAMES_PER_MINUTE)
    assert len(games_of(folder, "Ada", "Limit")) == GAMES_PER_MINUTE
    # Answered by more than one worker: the count is theirs together.
    refused = [headers for status, headers, _body in answers if status == 429]
    assert all(1 <= int(headers["Retry-After"]) <= 60 for headers in refused)


def test_a_flood_of_fresh_sessions_from_one_address_puts_one_entry_on_the_board(served):
    port, folder = served
    day = time.strftime("%Y-%m-%d", time.gmtime())
    record = [list(moves) for moves in record_of(day, "amsterdam")]
    from scorepad.games.klaverjas import practice

    scores = practice.replay(day, "amsterdam", record)["sheet"]["totals"]
    address, minute_ends = address_with_a_fresh_minute()
    phones = [Phone(port, address) for _ in range(20)]
    for phone in phones:
        phone.token()

    def send(phone, number):
        fields = {
            "name": f"Flood {number}",
            "rules": "amsterdam",
            "record": json.dumps(record),
            "scores": json.dumps(scores),
        }
        return phone.post(f"/rules/klaverjas/practice/daily/{day}/board/", fields)

    started = time.time()
    answers = at_once(*[lambda p=phone, n=n: send(p, n) for n, phone in enumerate(phones)])
    took = time.time() - started
    assert time.time() < minute_ends, f"the minute ended before every answer came ({took:.1f} s)"
    statuses = sorted(status for status, _headers, _body in answers)
    assert statuses.count(200) == 1, statuses
    assert set(statuses) <= {200, 409, 429}
    assert statuses.count(429) == len(phones) - BOARD_POSTS_PER_MINUTE, (statuses, took)
    names = rows(folder, "SELECT name FROM klaverjas_boardentry WHERE name LIKE 'Flood %'")
    assert len(names) == 1


# The access log


def test_the_access_log_names_no_links_token_and_no_phones_key(served):
    port, folder = served
    phone, other = Phone(port, "127.0.0.250"), Phone(port, "127.0.0.251")
    status, headers, _body = phone.post(
        "/games/new/", {"game": "ers", "player_1": "Log", "player_2": "Bo"}
    )
    assert status == 303
    _status, _headers, page = phone.get(urlsplit(headers["Location"]).path)
    editor = re.search(r'id="editor-url" type="url" readonly value="([^"]+)"', page)[1]
    follow = re.search(r'id="follow-url" type="url" readonly value="([^"]+)"', page)[1]
    _status, _headers, key_page = phone.get("/phone/")
    key_url = re.search(r'id="key-url" type="url" readonly value="([^"]+)"', key_page)[1]
    secrets = [
        urlsplit(url).path.rstrip("/").rsplit("/", 1)[1] for url in (editor, follow, key_url)
    ]
    assert other.get(urlsplit(editor).path)[0] == 302
    assert other.get(urlsplit(follow).path + "?from=chat")[0] == 302
    assert other.get(urlsplit(key_url).path)[0] == 200
    # A page at the key's address loading a file names it in the Referer.
    assert other.get("/static/css/app.css", Referer=key_url)[0] in (200, 404)
    assert other.request("PUT", urlsplit(editor).path)[0] in (403, 405)

    log = folder / "access.log"
    deadline = time.monotonic() + 10
    while log.read_text().count("[hidden]") < 5 and time.monotonic() < deadline:
        time.sleep(0.1)
    text = log.read_text()
    for secret in secrets:
        assert secret not in text
    lines = [line for line in text.splitlines() if line.startswith("127.0.0.251 ")]
    assert [line.split('"')[1] for line in lines if "[hidden]" in line] == [
        f"GET {urlsplit(editor).path.rsplit('/', 2)[0]}/[hidden]/ HTTP/1.1",
        f"GET {urlsplit(follow).path.rsplit('/', 2)[0]}/[hidden]/?from=chat HTTP/1.1",
        "GET /phone/[hidden]/ HTTP/1.1",
        "GET /static/css/app.css HTTP/1.1",  # its Referer: the key's address, hidden
        f"PUT {urlsplit(editor).path.rsplit('/', 2)[0]}/[hidden]/ HTTP/1.1",
    ]
    assert f'"http://{HOST}:{port}/phone/[hidden]/"' in lines[3]
    assert ' "-" ' in lines[0]  # no Referer written as nginx's combined format writes it


# Changes cut at the time limit


ERS = {"format": "scorepad/1", "game": "ers", "deals": [{"winner": 0}]}


def test_an_import_cut_at_the_limit_commits_nothing_and_is_made_once_when_sent_again(served):
    port, folder = served
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert phone.upload({**ERS, "players": ["Cut", "First"]})[0] == 303  # its session
    document = {**ERS, "players": ["Cut", "Before"]}
    games = rows(folder, "SELECT count(*) FROM scorepad_game")
    started = time.monotonic()
    status, _headers, body = phone.upload(document, **{"X-Cut": "scorepad.Right"})
    assert status == 503
    assert LIMIT <= time.monotonic() - started < LIMIT + 10
    assert f"Scorepad stopped this request after {LIMIT} seconds" in body
    # Not the game, so none of its deals, figures or the phone's right to it either.
    assert games_of(folder, "Cut", "Before") == []
    assert rows(folder, "SELECT count(*) FROM scorepad_game") == games
    status, headers, _body = phone.upload(document)
    assert status == 303
    [made] = games_of(folder, "Cut", "Before")
    assert headers["Location"].rstrip("/").endswith(made)


def test_an_import_cut_after_it_committed_is_the_game_it_made_when_sent_again(served):
    port, folder = served
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert phone.upload({**ERS, "players": ["Cut", "Second"]})[0] == 303
    document = {**ERS, "players": ["Cut", "After"]}
    assert phone.upload(document, **{"X-Cut": "answer"})[0] == 503
    [made] = games_of(folder, "Cut", "After")  # committed, its answer never sent
    status, headers, _body = phone.upload(document)
    assert status == 303
    assert headers["Location"].rstrip("/").endswith(made)
    assert games_of(folder, "Cut", "After") == [made]
    assert phone.get(urlsplit(headers["Location"]).path)[0] == 200


def board_post(phone: Phone, name: str, **headers):
    day = time.strftime("%Y-%m-%d", time.gmtime())
    record = [list(moves) for moves in record_of(day, "rotterdam")]
    from scorepad.games.klaverjas import practice

    scores = practice.replay(day, "rotterdam", record)["sheet"]["totals"]
    fields = {
        "name": name,
        "rules": "rotterdam",
        "record": json.dumps(record),
        "scores": json.dumps(scores),
    }
    return phone.post(f"/rules/klaverjas/practice/daily/{day}/board/", fields, **headers)


def entries_named(folder, name: str) -> int:
    return rows(folder, "SELECT count(*) FROM klaverjas_boardentry WHERE name = ?", name)[0][0]


def test_a_board_post_cut_at_the_limit_commits_nothing_and_counts_once_when_sent_again(served):
    port, folder = served
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert board_post(phone, "Cut Before", **{"X-Cut": "klaverjas.BoardEntry"})[0] == 503
    assert entries_named(folder, "Cut Before") == 0
    status, _headers, body = board_post(phone, "Cut Before")
    assert status == 200, body
    assert entries_named(folder, "Cut Before") == 1


def test_a_board_post_cut_after_it_committed_is_the_entry_it_made_when_sent_again(served):
    port, folder = served
    # A phone new to the board: the session that would have named it never reached it.
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert board_post(phone, "Cut After", **{"X-Cut": "answer"})[0] == 503
    assert entries_named(folder, "Cut After") == 1
    status, _headers, body = board_post(Phone(port, phone.address), "Cut After")
    assert status == 200, body
    answer = json.loads(body)
    assert [
        entry["mine"] for entry in answer["board"]["entries"] if entry["name"] == "Cut After"
    ] == [True]
    assert entries_named(folder, "Cut After") == 1
