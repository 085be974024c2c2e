"""``make serve``'s worker (scorepad/serving.py): requests read whole before a thread takes
them, so that slow clients hold none, and a real time limit per request. The server tests run
gunicorn with gunicorn.conf.py, one worker of two threads, as ``make serve`` does."""

import os
import socket
import sys
import threading
import time

import pytest

from bench.slowclients import get, measure, server
from scorepad.serving import STATEMENT_GRACE, Head, body_complete, parse_head

# Seconds, REQUEST_TIMEOUT of the server under test: above a fresh worker's first answer on
# a busy machine.
LIMIT = 6


# Reading: when a request is whole


def test_a_head_without_its_blank_line_is_not_whole():
    assert parse_head(b"GET / HTTP/1.1\r\nHost: a\r\n") is None
    assert parse_head(b"GET / HTTP/1.1\r\nHost: a\r\nX-Slow: aaaa") is None


@pytest.mark.parametrize("end", [b"\r\n\r\n", b"\n\n", b"\r\n\n"])
def test_a_head_ends_at_its_blank_line(end):
    data = b"GET / HTTP/1.1" + end.replace(b"\n\n", b"\nHost: a\n\n", 1)
    head = parse_head(data)
    assert head is not None
    assert head.body == len(data)
    assert body_complete(head, data, 100)


def test_the_blank_line_is_found_across_two_reads():
    data = b"GET / HTTP/1.1\r\nHost: a\r\n\r"
    assert parse_head(data) is None
    assert parse_head(data + b"\n", scanned=len(data)) is not None


def test_a_body_of_announced_length_is_waited_for():
    data = b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc"
    head = parse_head(data)
    assert head == Head(len(data) - 3, 5, False, False, None)
    assert not body_complete(head, data, 100)
    assert body_complete(head, data + b"de", 100)


def test_a_body_larger_than_the_app_takes_is_not_waited_for():
    """Django answers 413 from the Content-Length, unread (gunicorn.conf.py's pre_request)."""
    data = b"POST / HTTP/1.1\r\nContent-Length: 5000\r\n\r\n"
    assert body_complete(parse_head(data), data, 1000)


@pytest.mark.parametrize("length", [b"x", b"-1", b"1, 2"])
def test_a_malformed_length_is_handed_over_for_gunicorn_to_refuse(length):
    data = b"POST / HTTP/1.1\r\nContent-Length: " + length + b"\r\n\r\n"
    head = parse_head(data)
    assert head.bad
    assert body_complete(head, data, 100)


def test_a_chunked_body_is_waited_for_to_its_last_chunk():
    head_bytes = b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    head = parse_head(head_bytes)
    assert head.chunked
    parts = [b"3\r\nabc\r\n", b"2;x=y\r\nde\r\n", b"0\r\n", b"\r\n"]
    data = head_bytes
    for index, part in enumerate(parts):
        assert not body_complete(head, data, 100), index
        data += part
    assert body_complete(head, data, 100)
    assert body_complete(head, head_bytes + b"zz\r\n", 100)  # not a size: gunicorn's 400


def test_an_expect_continue_line_is_found():
    data = b"POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"
    head = parse_head(data)
    start, end = head.expect
    assert data[start:end] == b"Expect: 100-continue\r\n"


# The server


@pytest.fixture(scope="module")
def runner(tmp_path_factory):
    """Under ``make test``'s coverage, the server's processes are measured too (the worker
    runs there, not in the tests' process): their data joins the run's (``parallel``), a
    forked worker starts its own and one leaving by ``os._exit`` saves it first."""
    import coverage

    current = coverage.Coverage.current()
    if current is None:
        return ()
    rcfile = tmp_path_factory.mktemp("coverage") / "coveragerc"
    rcfile.write_text(
        "[run]\nparallel = true\npatch =\n    fork\n    _exit\n"
        f"data_file = {os.path.abspath(current.config.data_file)}\n"
        "source =\n    scorepad\n    rules\n"
    )
    return (sys.executable, "-m", "coverage", "run", f"--rcfile={rcfile}")


@pytest.fixture(scope="module")
def port(runner):
    environment = {"REQUEST_TIMEOUT": str(LIMIT), "WEB_CONCURRENCY": "1", "GUNICORN_THREADS": "2"}
    with server(environment, ("tests.spinning_app:application",), runner) as port:
        yield port


def worker_pid(port):
    status, body = get(port, "/_pid/", 5)
    assert status == 200
    return int(body)


@pytest.mark.parametrize("part", ["head", "body"])
def test_a_user_is_served_beside_twenty_slow_clients(port, part):
    """Ten times the threads, sending a byte every 0.2 s: stock gthread answers no one."""
    figure = measure(port, 20, seconds=2, interval=0.2, user_timeout=5, part=part, path="/_echo/")
    assert figure.connected == 20
    assert figure.failed == 0, figure.line()
    assert len(figure.answered) >= 5
    assert max(figure.answered) < 1.5, figure.line()


def raw(port, data, until=b"</html>", timeout=LIMIT + 5):
    """Send ``data`` on a new connection and read until ``until`` or the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as client:
        client.sendall(data)
        answer = b""
        while until not in answer:
            chunk = client.recv(65536)
            if not chunk:
                break
            answer += chunk
        return answer


def test_a_request_not_sent_whole_within_the_limit_is_answered_408_and_closed(port):
    started = time.monotonic()
    answer = raw(port, b"GET / HTTP/1.1\r\nHost: a\r\n", until=b"\0")
    assert answer.startswith(b"HTTP/1.1 408 ")
    assert LIMIT - 0.5 < time.monotonic() - started < LIMIT + 2.5


def test_two_requests_sent_at_once_on_one_connection_are_both_answered(port):
    request = b"GET /_pid/ HTTP/1.1\r\nHost: a\r\n\r\n"
    answer = raw(port, request + request.replace(b"1.1", b"1.0"), until=b"\0")
    assert answer.count(b" 200 OK\r\n") == 2


def test_a_client_that_waits_for_100_continue_gets_it_once(port):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as client:
        client.sendall(
            b"POST /_pid/ HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n"
            b"Content-Length: 3\r\nConnection: close\r\n\r\n"
        )
        assert client.recv(100) == b"HTTP/1.1 100 Continue\r\n\r\n"
        client.sendall(b"a=b")
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 200 OK")
    assert b"100 Continue" not in answer


def test_a_head_too_large_is_refused_before_the_app(port):
    answer = raw(port, b"GET / HTTP/1.1\r\n" + b"X-A: b\r\n" * 10_000, until=b"\0")
    assert answer.startswith(b"HTTP/1.1 431 ")


def test_a_chunked_body_larger_than_the_app_takes_is_refused_before_the_app(port):
    from django.conf import settings

    chunk = b"%x\r\n%s\r\n" % (60_000, b"a" * 60_000)
    count = settings.REQUEST_MAX_BYTES // 60_000 + 2
    with socket.create_connection(("127.0.0.1", port), timeout=5) as client:
        client.sendall(b"POST /_echo/ HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n")
        for _chunk in range(count):
            try:
                client.sendall(chunk)
            except OSError:  # the server has answered and stopped reading
                break
        answer = client.recv(100)
    assert answer.startswith(b"HTTP/1.1 413 ")


def test_a_chunked_body_sent_whole_is_answered(port):
    answer = raw(
        port,
        b"POST /_pid/ HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n"
        b"\r\n3\r\na=b\r\n0\r\n\r\n",
        until=b"\0",
    )
    assert answer.startswith(b"HTTP/1.1 200 OK")


def test_a_request_over_the_limit_is_answered_503_and_its_worker_replaced(port):
    runaway = worker_pid(port)
    answers = {}

    def spin():
        started = time.monotonic()
        answers["spin"] = get(port, "/_spin/", LIMIT + 10)
        answers["seconds"] = time.monotonic() - started

    spinning = threading.Thread(target=spin)
    spinning.start()
    time.sleep(0.5)
    # The other thread serves meanwhile.
    assert get(port, "/", 5)[0] == 200
    spinning.join()

    status, body = answers["spin"]
    assert status == 503
    assert f"Scorepad stopped this request after {LIMIT} seconds".encode() in body
    assert f"bu isteği {LIMIT} saniye sonra durdurdu".encode() in body
    assert LIMIT <= answers["seconds"] < LIMIT + 2

    # The runaway thread ends with its process, and a fresh worker serves.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(runaway, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the worker running over the limit is still there")
    deadline = time.monotonic() + 20
    while True:
        try:
            if get(port, "/", 5)[0] == 200:
                break
        except OSError:
            pass
        assert time.monotonic() < deadline, "no worker answers after the runaway's"
        time.sleep(0.1)
    assert worker_pid(port) != runaway


@pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith("postgres"),
    reason="needs DATABASE_URL (a PostgreSQL server)",
)
def test_a_query_of_a_request_cut_at_the_limit_is_stopped_by_postgresql(tmp_path, runner):
    """The worker's process goes, but PostgreSQL would run its query to the end: its
    connections stop a statement STATEMENT_GRACE seconds after the limit."""
    import psycopg

    from bench.server import throwaway_database

    with (
        throwaway_database(tmp_path) as database,
        server(
            {**database, "REQUEST_TIMEOUT": str(LIMIT), "WEB_CONCURRENCY": "1"},
            ("tests.spinning_app:application",),
            runner,
        ) as port,
    ):
        name = database["DATABASE_URL"].rsplit("/", 1)[1]
        started = time.monotonic()
        assert get(port, "/_sleep_sql/", LIMIT + 10)[0] == 503
        # The throwaway database's own server: pg_stat_activity shows every database's.
        with psycopg.connect(database["DATABASE_URL"], autocommit=True) as admin:
            while True:
                sleeping = admin.execute(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = %s AND query LIKE %s AND state = 'active'",
                    [name, "%pg_sleep(60)%"],
                ).fetchone()[0]
                elapsed = time.monotonic() - started
                if not sleeping:
                    break
                assert elapsed < LIMIT + STATEMENT_GRACE + 3, "the query still runs"
                time.sleep(0.2)
        assert elapsed > LIMIT + STATEMENT_GRACE - 1
