"""Slow clients against ``make serve``: a real user's requests timed while ``--sockets``
connections send their requests a byte a second, as a slowloris attack does.

The server is ``make serve``'s (deploy/serve.py: nginx in front of gunicorn) on a fresh SQLite
file, ``WEB_CONCURRENCY`` workers (2 unless set). Each slow client opens a connection and sends
a request line and then header lines a byte each ``--interval`` seconds, never the blank line
that ends them (``--part body``: a whole head announcing a 100 KB body, then the body a byte at
a time); when the server answers or closes it, it connects again. Once all are connected, a
user asks for the home page and a rules page in turn, each on a new connection (from
``--user-address`` if given: nginx limits the requests under way per address), for
``--seconds``; the figure is how many were answered, their median and slowest time, and the
memory nginx holds meanwhile. Used by ``make bench`` (200 slow heads; 4,000 slow bodies) and,
with fewer sockets, by tests/test_serving.py. Nothing here is a test: it prints.

    python -m bench.slowclients [--sockets 200] [--seconds 10] [--part head|body]
                                [--user-address 127.0.0.2]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.client import HTTPConnection, HTTPException
from pathlib import Path
from typing import NamedTuple

from bench.server import free_port

REPO = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
USER_PATHS = ("/", "/rules/")


class Served(NamedTuple):
    port: int
    pid: int  # deploy/serve.py's, the parent of nginx and gunicorn


def descendants(pid: int) -> list[tuple[int, str, int]]:
    """Every process under ``pid``: its id, its name and its resident memory in KB."""
    found = []
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return found
    for child in map(int, children):
        try:
            status = Path(f"/proc/{child}/status").read_text()
            name = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        rss = re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
        found.append((child, name.strip(), int(rss.group(1)) if rss else 0))
        found += descendants(child)
    return found


@contextlib.contextmanager
def server(
    environment: dict[str, str] | None = None, app: str = "", ready: str = "/"
) -> Iterator[Served]:
    """``make serve``'s server (deploy/serve.py: nginx in front of gunicorn) on a free port and
    a fresh SQLite file, serving ``app`` if given (another WSGI application, such as the tests'
    tests/spinning_app.py), once ``ready`` answers 200; its port and process. Stopped at the
    end with SIGTERM, as a supervisor stops it. The log is in the exception if the server
    fails to start."""
    port = free_port()
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-slow-"))
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_URL", "DEBUG", "REDIS_URL", "PROXY_COUNT")
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "scorepad.settings",
            "SQLITE_PATH": str(workdir / "db.sqlite3"),
            "HOST": HOST,
            "PORT": str(port),
            "WEB_CONCURRENCY": os.environ.get("WEB_CONCURRENCY", "2"),
            "ACCESS_LOG": "",
            **(environment or {}),
        }
    )
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "--no-input", "-v", "0"], cwd=REPO, env=env)
    log_path = workdir / "serve.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [python, "deploy/serve.py", *([app] if app else [])],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if get(port, ready, 30)[0] == 200:
                    break
            except (OSError, HTTPException):
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the server did not start:\n" + log_path.read_text())
            time.sleep(0.2)
        yield Served(port, process.pid)
    finally:
        process.terminate()
        try:
            process.wait(40)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(workdir, ignore_errors=True)


def get(port: int, path: str, timeout: float, source: str = "") -> tuple[int, bytes]:
    """A GET on a new connection, from the loopback address ``source`` if given."""
    connection = HTTPConnection(
        HOST, port, timeout=timeout, source_address=(source, 0) if source else None
    )
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
    probed: str = ""  # what ``probe`` said while the slow clients held on

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
                    break  # the server answered (429) or closed: connect again
        except OSError:
            pass
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()
        await asyncio.sleep(interval)


async def measure_async(
    port: int,
    sockets: int,
    seconds: float,
    interval: float,
    user_timeout: float,
    part: str,
    path: str,
    user_address: str,
    probe: Callable[[], str] | None,
) -> Figure:
    figure = Figure(sockets)
    loop = asyncio.get_running_loop()
    for _warm in range(4):  # each worker past its first, slower answers
        for user_path in USER_PATHS:
            await loop.run_in_executor(None, get, port, user_path, 30, user_address)
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
            user_path = USER_PATHS[turn % len(USER_PATHS)]
            turn += 1
            started = time.monotonic()
            try:
                status, _body = await loop.run_in_executor(
                    None, get, port, user_path, user_timeout, user_address
                )
            except OSError:
                status = 0
            if status == 200:
                figure.answered.append(time.monotonic() - started)
            else:
                figure.failed += 1
            await asyncio.sleep(0.2)
        if probe is not None:
            figure.probed = probe()
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
    user_address: str = "",
    probe: Callable[[], str] | None = None,
) -> Figure:
    """A user's requests timed for ``seconds`` while ``sockets`` slow clients hold on, the user
    from ``user_address`` if given (another loopback address, beside a limit per address): in a
    thread of its own, so a caller's running event loop (Playwright's, in the tests) is no
    obstacle."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        work = measure_async(
            port, sockets, seconds, interval, user_timeout, part, path, user_address, probe
        )
        return pool.submit(asyncio.run, work).result()


def nginx_memory(pid: int) -> str:
    """nginx's resident memory under the server started as ``pid``."""
    kilobytes = sum(rss for _pid, name, rss in descendants(pid) if name.startswith("nginx"))
    return f"nginx holds {kilobytes / 1024:.0f} MB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sockets", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--interval", type=float, default=1.0)
    parser.add_argument(
        "--part", choices=("head", "body"), default="head", help="what the slow clients send slowly"
    )
    parser.add_argument(
        "--user-address", default="", help="the user's loopback address, e.g. 127.0.0.2"
    )
    options = parser.parse_args()
    # A socket each, and the server's own: far past the usual 1,024 open files.
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    with server() as served:
        figure = measure(
            served.port,
            options.sockets,
            options.seconds,
            options.interval,
            part=options.part,
            path="/games/import/" if options.part == "body" else "/",
            user_address=options.user_address,
            probe=lambda: nginx_memory(served.pid),
        )
    user = f", the user from {options.user_address}" if options.user_address else ""
    print(
        f"Slow clients (make serve, slow {options.part}s{user}): {figure.line()}; {figure.probed}"
    )


if __name__ == "__main__":
    main()
