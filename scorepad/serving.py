"""``make serve``'s gunicorn worker: gunicorn's threaded worker with two things it lacks.

**A request is read whole before a thread takes it.** gunicorn's ``gthread`` hands a
connection to a thread as soon as its first byte arrives, and the thread then waits for the
rest: clients sending their headers a byte a second hold every thread of the server, and the
next real user waits behind them. Here the worker's main loop, one selector over every
connection, gathers the request line, the headers and a body of announced length (or a whole
chunked body); a thread starts on a complete request only, which it then reads from memory.
A connection that has not sent its whole request within ``timeout`` seconds is answered 408
and closed. A waiting connection costs a socket and its bytes, not a thread:
``bench/slowclients.py`` measures a user served beside 200 such clients.

**A real time limit per request.** gunicorn's ``timeout`` is a heartbeat of the worker's main
loop, which keeps beating while one of its threads runs for minutes, and a Python thread
cannot be stopped from outside. Here the main loop times each call of the application; one
still running after ``timeout`` seconds is answered 503 (``templates/503.html``) on its own
connection, and the worker stops taking connections, lets its other requests finish and
exits, the runaway thread with it: gunicorn's arbiter starts a fresh worker. Whatever that
request had not committed is rolled back by the database when the process goes.

TLS and HTTP/2 (not used by ``gunicorn.conf.py``: the proxy in front speaks them) are left to
gunicorn's own reading."""

from __future__ import annotations

import contextlib
import os
import re
import selectors
import socket
import sys
import threading
import time
from functools import partial
from typing import Any, NamedTuple

from gunicorn.workers.gthread import STOP_KEEPALIVE_LINGER, TConn, ThreadWorker

# The most a request line and its headers may take: a longer head is answered 431 here (the
# app's are a few hundred bytes; gunicorn.conf.py's limits refuse most long ones sooner).
HEAD_LIMIT = 64 * 1024
CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
_HEAD_END = re.compile(rb"\r?\n\r?\n")


class Head(NamedTuple):
    """What the request's head says of its body."""

    body: int  # where the body starts
    length: int  # the announced Content-Length, 0 without one
    chunked: bool
    bad: bool  # a Content-Length that is not one number: gunicorn answers 400
    expect: tuple[int, int] | None  # where an ``Expect: 100-continue`` line sits


def parse_head(data: bytes | bytearray, scanned: int = 0) -> Head | None:
    """The head of the request in ``data``, or None while its blank line has not come
    (looked for from ``scanned``, how far an earlier call had looked)."""
    found = _HEAD_END.search(data, max(0, scanned - 3))
    if found is None:
        return None
    length, chunked, bad, expect = 0, False, False, None
    position = data.find(b"\n") + 1
    while position < found.start():
        end = data.find(b"\n", position, found.end())
        name, _colon, value = bytes(data[position:end]).partition(b":")
        name, value = name.strip().lower(), value.strip().lower()
        if name == b"content-length":
            bad = bad or not value.isdigit() or length > 0
            length = int(value) if value.isdigit() else 0
        elif name == b"transfer-encoding":
            chunked = chunked or value.endswith(b"chunked")
        elif name == b"expect" and value == b"100-continue":
            expect = (position, end + 1)
        position = end + 1
    return Head(found.end(), length, chunked, bad, expect)


def body_complete(head: Head, data: bytes | bytearray, max_body: int) -> bool:
    """Whether the body ``head`` announces is all in ``data``. A length larger than
    ``max_body``, or a malformed one, counts as complete: gunicorn and Django answer it
    (400, 413) from the head, without reading the body."""
    if head.bad:
        return True
    if head.chunked:
        return _chunked_complete(data, head.body)
    return head.length > max_body or len(data) - head.body >= head.length


def _chunked_complete(data: bytes | bytearray, position: int) -> bool:
    while True:
        line_end = data.find(b"\r\n", position)
        if line_end < 0:
            return False
        try:
            length = int(bytes(data[position:line_end]).split(b";", 1)[0], 16)
        except ValueError:
            return True
        if length == 0:  # the last chunk, then trailer lines up to an empty one
            return data.find(b"\r\n\r\n", line_end) >= 0
        position = line_end + 2 + length + 2
        if position > len(data):
            return False


class Reading:
    """A connection whose request is still arriving."""

    __slots__ = ("data", "deadline", "head", "refusal", "scanned")

    def __init__(self, deadline: float, data: bytes = b"") -> None:
        self.deadline = deadline
        self.data = bytearray(data)
        self.head: Head | None = None
        self.scanned = 0
        self.refusal = b""  # the answer to a request refused here, before the app


class BufferingWorker(ThreadWorker):
    """gunicorn's ``gthread`` worker that reads each request whole in its main loop and
    replaces itself when the application runs over ``timeout`` (see the module)."""

    wsgi: Any  # set by gunicorn's worker
    alive: bool

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reading: dict[TConn, Reading] = {}
        # Connections refused before the app, closing: → when they close anyway.
        self.lingering: dict[TConn, float] = {}
        # Calls of the application under way: thread → (started, environ).
        self.running: dict[int, tuple[float, dict[str, Any]]] = {}
        self.runaway = False
        self.cut_answer = b""
        self.max_body = 1024 * 1024

    def load_wsgi(self) -> None:
        super().load_wsgi()
        application = self.wsgi

        def timed(environ: dict[str, Any], start_response: Any) -> Any:
            thread = threading.get_ident()
            self.running[thread] = (time.monotonic(), environ)
            try:
                return application(environ, start_response)
            finally:
                self.running.pop(thread, None)

        self.wsgi = timed
        self.cut_answer = over_time_answer(self.cfg.timeout)
        from django.conf import settings
        from django.urls import reverse

        # The URLs and their views imported now, before the worker takes a connection, not
        # in the time of its first request (a second of it).
        reverse("home")
        limit_statements(self.cfg.timeout + STATEMENT_GRACE)

        self.max_body = int(getattr(settings, "REQUEST_MAX_BYTES", 1024 * 1024))

    # Reading

    def enqueue_req(self, conn: TConn) -> None:
        if self.cfg.is_ssl or conn.is_http2 or getattr(conn, "complete", b""):
            super().enqueue_req(conn)
            return
        # A body drain or a pipelining client may have left the start of the next request
        # in the parser's buffer: it is gathered here like the rest.
        early = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        conn.sock.setblocking(False)
        self.reading[conn] = Reading(time.monotonic() + self.cfg.timeout, early)
        # Most requests are here already, whole: they wait for no turn of the selector.
        if self.receive(conn, registered=False):
            self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_data, conn))

    def on_data(self, conn: TConn, _client: Any) -> None:
        self.receive(conn, registered=True)

    def receive(self, conn: TConn, registered: bool) -> bool:
        """Read what has come; hand the request over once whole. Whether it still waits."""
        try:
            chunk = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            chunk = None
        except OSError:
            chunk = b""
        if chunk:
            self.reading[conn].data += chunk
        elif chunk is None and not self.reading[conn].data:
            return True
        if chunk == b"" or self.request_whole(conn):
            if registered:
                self.poller.unregister(conn.sock)
            if chunk == b"" or self.reading[conn].refusal:
                self.drop(conn, self.reading[conn].refusal)
            else:
                self.hand_over(conn)
            return False
        return True

    def request_whole(self, conn: TConn) -> bool:
        reading = self.reading[conn]
        if reading.head is None:
            reading.head = parse_head(reading.data, reading.scanned)
            reading.scanned = len(reading.data)
            if reading.head is None:
                if len(reading.data) <= HEAD_LIMIT:
                    return False
                reading.refusal = HEAD_TOO_LARGE
                return True
            if reading.head.expect is not None:
                # Answered here so that the client sends its body, and taken out of the
                # head so that gunicorn does not answer it a second time.
                start, end = reading.head.expect
                del reading.data[start:end]
                reading.head = reading.head._replace(
                    body=reading.head.body - (end - start), expect=None
                )
                if not body_complete(reading.head, reading.data, self.max_body):
                    with contextlib.suppress(OSError):
                        conn.sock.send(CONTINUE)
        if body_complete(reading.head, reading.data, self.max_body):
            return True
        if len(reading.data) - reading.head.body > self.max_body:
            # A chunked body (its length is not announced) past what the app takes.
            reading.refusal = BODY_TOO_LARGE
            return True
        return False

    def hand_over(self, conn: TConn) -> None:
        reading = self.reading.pop(conn)
        conn.complete = bytes(reading.data)
        conn.data_ready = True
        conn.sock.setblocking(True)
        super().enqueue_req(conn)

    def handle(self, conn: TConn) -> Any:
        complete = getattr(conn, "complete", b"")
        if complete:
            conn.complete = b""
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(complete)
        return super().handle(conn)

    def drop(self, conn: TConn, answer: bytes = b"") -> None:
        """Close a connection whose request went no further, after ``answer`` if any."""
        self.reading.pop(conn, None)
        if not answer:
            self.nr_conns -= 1
            conn.close()
            return
        # The answer, then a close that lingers on what the client still sends (RFC 9112,
        # 9.6): closed at once over unread bytes, the kernel would reset the connection and
        # the client might lose the answer. Done on the selector, holding no thread.
        try:
            conn.sock.send(answer, socket.MSG_DONTWAIT)
            conn.sock.shutdown(socket.SHUT_WR)
        except OSError:
            self.nr_conns -= 1
            conn.close()
            return
        self.lingering[conn] = time.monotonic() + STOP_KEEPALIVE_LINGER
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_linger, conn))

    def on_linger(self, conn: TConn, _client: Any) -> None:
        try:
            if conn.sock.recv(65536):
                return
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            pass
        self.close_lingering(conn)

    def close_lingering(self, conn: TConn) -> None:
        del self.lingering[conn]
        self.poller.unregister(conn.sock)
        self.nr_conns -= 1
        conn.close()

    # Called by the main loop after every wait on the selector (a second at most).

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        if not self.alive:
            # Stopping: a request still arriving gets as long as a kept-alive connection.
            for reading in self.reading.values():
                reading.deadline = min(reading.deadline, now + STOP_KEEPALIVE_LINGER)
        for conn, reading in list(self.reading.items()):
            if reading.deadline <= now:
                self.poller.unregister(conn.sock)
                self.drop(conn, TOO_SLOW if reading.data else b"")
        for conn, deadline in list(self.lingering.items()):
            if deadline <= now:
                self.close_lingering(conn)
        self.cut_runaways(now)

    def cut_runaways(self, now: float) -> None:
        for started, environ in list(self.running.values()):
            if now - started <= self.cfg.timeout or environ.get("scorepad.cut"):
                continue
            environ["scorepad.cut"] = True
            self.log.error(
                "%s %s ran over %s s: answered 503, worker %s replaced",
                environ.get("REQUEST_METHOD"),
                environ.get("PATH_INFO"),
                self.cfg.timeout,
                self.pid,
            )
            client = environ.get("gunicorn.socket")
            if client is not None:
                try:
                    client.send(self.cut_answer, socket.MSG_DONTWAIT)
                    client.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            # Its thread never hands the connection back: the worker stops without it.
            self.nr_conns -= 1
            self.runaway = True
        if self.runaway and self.alive:
            self.alive = False
            self.stop_listening()

    def stop_listening(self) -> None:
        """Take the connections the kernel has already queued on this worker's own socket
        (``reuse_port``), then close it, so that new ones go to the other workers."""
        for listener in self.sockets:
            while True:
                before = self.nr_conns
                self.accept(listener)
                if self.nr_conns == before:
                    break
        self.set_accept_enabled(False)
        for listener in self.sockets:
            listener.close()

    def run(self) -> None:
        super().run()
        if self.runaway:
            # The runaway thread still runs: exit without waiting for it.
            self.log.info("Worker exiting (pid: %s) after a request over the limit", self.pid)
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)


# PostgreSQL runs a query to its end even after the process that asked for it is gone: a
# query of a request cut at the limit is stopped by the database this many seconds later.
STATEMENT_GRACE = 5


def limit_statements(seconds: int) -> None:
    """Every PostgreSQL connection this worker opens stops a statement after ``seconds``
    (``statement_timeout``, set on the connection: with a pooler too, and not for the
    migrations that ``make serve`` runs before gunicorn)."""
    from django.db.backends.signals import connection_created

    def on_connection(sender: Any, connection: Any, **kwargs: Any) -> None:
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SELECT set_config('statement_timeout', %s, false)", [f"{seconds}s"])

    connection_created.connect(on_connection, weak=False, dispatch_uid="scorepad.serving")


def refusal(status: str, text: str) -> bytes:
    """A plain answer sent before the app, with the connection closed after it."""
    return (
        f"HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\n"
        f"Content-Length: {len(text)}\r\nConnection: close\r\n\r\n{text}"
    ).encode()


TOO_SLOW = refusal("408 Request Timeout", "The request did not arrive whole in time.")
HEAD_TOO_LARGE = refusal("431 Request Header Fields Too Large", "The headers are too large.")
BODY_TOO_LARGE = refusal("413 Content Too Large", "The body is too large.")


def over_time_answer(seconds: int) -> bytes:
    """The whole answer to a request cut at the limit: ``templates/503.html``."""
    from django.template.loader import render_to_string

    body = render_to_string("503.html", {"seconds": seconds}).encode()
    head = (
        "HTTP/1.1 503 Service Unavailable\r\n"
        "Content-Type: text/html; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\n"
        "Cache-Control: no-store\r\n"
        "Content-Security-Policy: default-src 'none'\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        "Connection: close\r\n\r\n"
    )
    return head.encode() + body
