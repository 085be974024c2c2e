"""What holds under ``make serve``'s own server (``tests/served.py``), in the registry's first
game: a limit of a minute counts the requests of every worker; the access log names no link's
token and no phone's key; and an import cut at the time limit commits nothing, while one cut
after it committed is recognised when sent again. (The Klaverjas board's own, a flood of fresh
sessions and a post cut at the limit, are in its package.)"""

from __future__ import annotations

import re
import time
from urllib.parse import urlsplit

from bench.slowclients import HOST
from scorepad.games import installed, samples
from tests.served import (
    GAMES_PER_MINUTE,
    LIMIT,
    Phone,
    address_with_a_fresh_minute,
    at_once,
    games_of,
    rows,
)

ANY = installed()[0]
PLAYERS = list(samples(ANY).PLAYERS)


def players(*first: str) -> list[str]:
    """The game's sample players, the first of them named ``first``: a game of its own."""
    return [*first, *PLAYERS[len(first) :]]


def new_game(*first: str) -> dict[str, str]:
    """The new-game form as a phone posts it, for ``players(*first)``."""
    names = {f"player_{seat}": name for seat, name in enumerate(players(*first), 1)}
    return {"game": ANY, **names}


# Limits across workers


def test_a_limit_of_a_minute_counts_the_requests_of_every_worker(served):
    port, folder = served
    address, minute_ends = address_with_a_fresh_minute()
    phone = Phone(port, address)
    phone.token()
    fields = new_game("Ada", "Limit")
    answers = at_once(*[lambda: phone.post("/games/new/", fields)] * 30)
    assert time.time() < minute_ends, "the minute ended before every answer came"
    statuses = sorted(status for status, _headers, _body in answers)
    assert statuses == [303] * GAMES_PER_MINUTE + [429] * (30 - GAMES_PER_MINUTE)
    assert len(games_of(folder, *players("Ada", "Limit"))) == GAMES_PER_MINUTE
    # Answered by more than one worker: the count is theirs together.
    refused = [headers for status, headers, _body in answers if status == 429]
    assert all(1 <= int(headers["Retry-After"]) <= 60 for headers in refused)


# The access log


def test_the_access_log_names_no_links_token_and_no_phones_key(served):
    port, folder = served
    phone, other = Phone(port, "127.0.0.250"), Phone(port, "127.0.0.251")
    status, headers, _body = phone.post("/games/new/", new_game("Log", "Bo"))
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


GUARDED = samples(ANY).GUARDED
# The game one deal in, as a game file (its players to be named).
FILE = {
    "format": "scorepad/1",
    "game": ANY,
    "options": GUARDED["options"],
    "deals": GUARDED["deals"],
}


def test_an_import_cut_at_the_limit_commits_nothing_and_is_made_once_when_sent_again(served):
    port, folder = served
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert phone.upload({**FILE, "players": players("Cut", "First")})[0] == 303  # its session
    document = {**FILE, "players": players("Cut", "Before")}
    games = rows(folder, "SELECT count(*) FROM scorepad_game")
    started = time.monotonic()
    status, _headers, body = phone.upload(document, **{"X-Cut": "scorepad.Right"})
    assert status == 503
    assert LIMIT <= time.monotonic() - started < LIMIT + 10
    assert f"Scorepad stopped this request after {LIMIT} seconds" in body
    # Not the game, so none of its deals, figures or the phone's right to it either.
    assert games_of(folder, *players("Cut", "Before")) == []
    assert rows(folder, "SELECT count(*) FROM scorepad_game") == games
    status, headers, _body = phone.upload(document)
    assert status == 303
    [made] = games_of(folder, *players("Cut", "Before"))
    assert headers["Location"].rstrip("/").endswith(made)


def test_an_import_cut_after_it_committed_is_the_game_it_made_when_sent_again(served):
    port, folder = served
    phone = Phone(port, address_with_a_fresh_minute()[0])
    assert phone.upload({**FILE, "players": players("Cut", "Second")})[0] == 303
    document = {**FILE, "players": players("Cut", "After")}
    assert phone.upload(document, **{"X-Cut": "answer"})[0] == 503
    [made] = games_of(folder, *players("Cut", "After"))  # committed, its answer never sent
    status, headers, _body = phone.upload(document)
    assert status == 303
    assert headers["Location"].rstrip("/").endswith(made)
    assert games_of(folder, *players("Cut", "After")) == [made]
    assert phone.get(urlsplit(headers["Location"]).path)[0] == 200
