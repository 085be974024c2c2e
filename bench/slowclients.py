"""Slow clients against ``make serve``: a real user's requests timed while ``--sockets``
connections send their headers a byte a second, as a slowloris attack does.

The server is gunicorn with the repository's ``gunicorn.conf.py`` on a fresh SQLite file,
``WEB_CONCURRENCY`` workers (2 unless set). Each slow client opens a connection and sends a
request line and then header lines a byte each ``--interval`` seconds, never the blank line
that ends them; when the server closes it (408 after ``REQUEST_TIMEOUT``), it connects again.
Once all are connected, a user asks for the home page and a rules page in turn, each on a new
connection, for ``--seconds``; the figure is how many were answered, their median and slowest
time. ``--worker-class gthread`` runs gunicorn's own threaded worker instead, for comparison
(``GUNICORN_CMD_ARGS``). Used by ``make bench`` and, with fewer sockets, by
tests/test_serving.py. Nothing here is a test: it prints.

    python -m bench.slowclients [--sockets 200] [--seconds 10] [--worker-class gthread]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.client import HTTPConnection, HTTPException
from pathlib import Path

from bench.server import free_port

REPO = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
USER_PATHS = ("/", "/rules/")


@contextlib.contextmanager
def server(
    environment: dict[str, str] | None = None,
    arguments: tuple[str, ...] = (),
    runner: tuple[str, ...] = (),
) -> Iterator[int]:
    """``make serve`` on a free port and a fresh SQLite file: migrate, then gunicorn with
    ``gunicorn.conf.py`` (and ``arguments`` after it, e.g. another application), run by
    ``runner`` if given (e.g. coverage); its port. The log is in the exception if the
    server fails to start."""
    port = free_port()
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-slow-"))
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_URL", "DEBUG", "REDIS_URL")
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "scorepad.settings",
            "SQLITE_PATH": str(workdir / "db.sqlite3"),
            "HOST": HOST,
            "PORT": str(port),
            "BIND": f"{HOST}:{port}",
            "WEB_CONCURRENCY": os.environ.get("WEB_CONCURRENCY", "2"),
            "GUNICORN_ACCESS_LOG": "",
            **(environment or {}),
        }
    )
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "--no-input", "-v", "0"], cwd=REPO, env=env)
    log_path = workdir / "gunicorn.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [*(runner or [python]), "-m", "gunicorn", "-c", "gunicorn.conf.py", *arguments],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if get(port, "/", 30)[0] == 200:
                    break
            except (OSError, HTTPException):
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the server did not start:\n" + log_path.read_text())
            time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(25)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def get(port: int, path: str, timeout: float) -> tuple[int, bytes]:
    connection = HTTPConnection(HOST, port, timeout=timeout)
    try:
        connection.request("GET", path, headers={"Accept-Language": "en"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


@dataclass
class Figure:
    sockets: int
    connected: int = 0  # slow connections open when the user started
    reconnects: int = 0  # slow connections the server closed and the client opened again
    answered: list[float] = field(default_factory=list)  # seconds, per answered request
    failed: int = 0  # not answered 200 within the user's timeout

    def line(self) -> str:
        asked = len(self.answered) + self.failed
        if not self.answered:
            return f"{self.sockets} slow sockets: 0 of {asked} user requests answered"
        median = statistics.median(self.answered) * 1000
        slowest = max(self.answered) * 1000
        return (
            f"{self.sockets} slow sockets: {len(self.answered)} of {asked} user requests"
            f" answered, median {median:.0f} ms, slowest {slowest:.0f} ms"
        )


async def slow_client(
    port: int,
    interval: float,
    figure: Figure,
    stop: asyncio.Event,
    part: str = "head",
    path: str = "/",
) -> None:
    """A connection sending a request for ``path`` a byte at a time and never its end: its
    head, or (``part="body"``) a whole head and then its body."""
    first = True
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection(HOST, port)
        except OSError:
            await asyncio.sleep(interval)
            continue
        if first:
            figure.connected += 1
            first = False
        else:
            figure.reconnects += 1
        head = f"GET {path} HTTP/1.1\r\nHost: scorepad\r\n".encode()
        if part == "body":
            writer.write(
                f"POST {path} HTTP/1.1\r\nHost: scorepad\r\nContent-Length: 100000\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n\r\n".encode()
            )
            head = b""
        sent = 0
        try:
            while not stop.is_set():
                byte = head[sent : sent + 1] if sent < len(head) else b"Xa"[sent % 2 : sent % 2 + 1]
                writer.write(byte)
                await writer.drain()
                sent += 1
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(reader.read(1), interval)
                    break  # the server answered (408) or closed: connect again
        except OSError:
            pass
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()


async def measure_async(
    port: int,
    sockets: int,
    seconds: float,
    interval: float,
    user_timeout: float,
    part: str,
    path: str,
) -> Figure:
    figure = Figure(sockets)
    loop = asyncio.get_running_loop()
    for _warm in range(4):  # each worker past its first, slower answers
        for path in USER_PATHS:
            await loop.run_in_executor(None, get, port, path, 30)
    stop = asyncio.Event()
    clients = [
        asyncio.create_task(slow_client(port, interval, figure, stop, part, path))
        for _ in range(sockets)
    ]
    try:
        deadline = time.monotonic() + 30
        while figure.connected < sockets and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        await asyncio.sleep(2 * interval)  # every slow client has sent a byte or two
        until = time.monotonic() + seconds
        turn = 0
        while time.monotonic() < until:
            path = USER_PATHS[turn % len(USER_PATHS)]
            turn += 1
            started = time.monotonic()
            try:
                status, _body = await loop.run_in_executor(None, get, port, path, user_timeout)
            except OSError:
                status = 0
            if status == 200:
                figure.answered.append(time.monotonic() - started)
            else:
                figure.failed += 1
            await asyncio.sleep(0.2)
    finally:
        stop.set()
        for client in clients:
            client.cancel()
        await asyncio.gather(*clients, return_exceptions=True)
    return figure


def measure(
    port: int,
    sockets: int,
    seconds: float,
    interval: float = 1.0,
    user_timeout: float = 10.0,
    part: str = "head",
    path: str = "/",
) -> Figure:
    """A user's requests timed for ``seconds`` while ``sockets`` slow clients hold on: in a
    thread of its own, so a caller's running event loop (Playwright's, in the tests) is no
    obstacle."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        work = measure_async(port, sockets, seconds, interval, user_timeout, part, path)
        return pool.submit(asyncio.run, work).result()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sockets", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--interval", type=float, default=1.0)
    parser.add_argument("--worker-class", default="", help="e.g. gthread, for comparison")
    options = parser.parse_args()
    environment = {}
    if options.worker_class:
        environment["GUNICORN_CMD_ARGS"] = f"--worker-class {options.worker_class}"
    with server(environment) as port:
        figure = measure(port, options.sockets, options.seconds, options.interval)
    worker = options.worker_class or "gunicorn.conf.py's worker"
    print(f"Slow clients ({worker}): {figure.line()}")


if __name__ == "__main__":
    main()
