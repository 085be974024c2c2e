"""What holds of the Klaverjas board under ``make serve``'s own server (``tests/served.py``): a
flood of fresh sessions from one address puts one entry on the board, and a board post cut at
the time limit commits nothing and counts once when sent again, while one cut after it committed
is the entry it made."""

from __future__ import annotations

import json
import time

from scorepad.games.klaverjas import practice
from scorepad.games.klaverjas.tests.test_board import record_of
from tests.served import Phone, address_with_a_fresh_minute, at_once, rows

BOARD_POSTS_PER_MINUTE = 10  # scorepad.games.klaverjas.views


def test_a_flood_of_fresh_sessions_from_one_address_puts_one_entry_on_the_board(served):
    port, folder = served
    day = time.strftime("%Y-%m-%d", time.gmtime())
    record = [list(moves) for moves in record_of(day, "amsterdam")]
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


def board_post(phone: Phone, name: str, **headers):
    day = time.strftime("%Y-%m-%d", time.gmtime())
    record = [list(moves) for moves in record_of(day, "rotterdam")]
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
