"""The servers ``make serve`` could run, side by side in one run: the figures of
docs/decisions/2026-12-01-server.md. Not part of ``make bench``: granian and uWSGI are not
dependencies of the app, so install them first (``pip install 'granian>=2.8,<2.9'
'pyuwsgi>=2.0,<2.1'`` in .venv); a candidate whose command is missing is left out.

Each candidate serves tests/spinning_app.py (Scorepad with the test paths) on a fresh SQLite
file with two workers and a 6-second time limit where it has one, and is measured on:

* a malformed chunk size (``-6``): the answer and how long it took, then whether a GET is
  still answered;
* a 300 KB body (the app takes 320) sent in 1-byte chunks against the same body sent
  plain: the seconds of each, and whether the app read it whole;
* a user beside 200 slow clients sending their heads a byte a second (bench/slowclients.py);
* the game page's and the 304's throughput as shares of the same server's CSS file
  (bench/server.py's ``beside_static``);
* a runaway request (``/_spin/``, two minutes of Python): what the client got and when, and
  whether the worker still spins afterwards.

    python -m bench.candidates [--only stack,granian,uwsgi,gthread] [--workers 2]
                               [--measures chunk,body,slow,shares,runaway]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from bench.server import HOST, REPO, Page, Phone, beside_static, free_port, text_of
from bench.slowclients import get, measure, server

LIMIT = 6
WORKERS = 2
APP = "tests.spinning_app:application"


def candidate_command(name: str, port: int) -> list[str] | None:
    """The command that serves ``APP`` on ``port``; None for the stack (deploy/serve.py)."""
    binary = Path(sys.executable).parent
    if name == "granian":
        return [
            str(binary / "granian"),
            "--interface", "wsgi", "--host", HOST, "--port", str(port),
            "--workers", os.environ["WEB_CONCURRENCY"], "--blocking-threads", "2", "--no-ws", APP,
        ]  # fmt: skip
    if name == "uwsgi":
        return [
            str(binary / "uwsgi"),
            "--master", "--http", f"{HOST}:{port}", "--module", APP,
            "--processes", os.environ["WEB_CONCURRENCY"], "--harakiri", str(LIMIT), "--need-app",
            "--die-on-term", "--disable-logging", "--http-keepalive", "--post-buffering", "65536",
        ]  # fmt: skip
    if name == "gthread":
        return [
            sys.executable, "-m", "gunicorn", "--worker-class", "gthread", "--threads", "2",
            "--workers", os.environ["WEB_CONCURRENCY"], "--timeout", str(LIMIT),
            "--bind", f"{HOST}:{port}", "--no-control-socket", APP,
        ]  # fmt: skip
    return None


@contextlib.contextmanager
def started(name: str, env: dict[str, str]) -> Iterator[int]:
    """The candidate serving on a free port, on the database ``env`` names."""
    if name == "stack":
        with server({**env, "REQUEST_TIMEOUT": str(LIMIT)}, app=APP) as served:
            yield served.port
        return
    port = free_port()
    command = candidate_command(name, port)
    assert command is not None
    log = tempfile.TemporaryFile()  # noqa: SIM115 (read in the error, closed at the end)
    process = subprocess.Popen(command, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(OSError):
                if get(port, "/", 10)[0] == 200:
                    break
            if process.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                raise RuntimeError(f"{name} did not start:\n{log.read().decode()}")
            time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def exchange(port: int, data: bytes, timeout: float = 15) -> tuple[float, bytes]:
    """``data`` sent at once; the seconds until the answer's first line, and that line."""
    with socket.create_connection((HOST, port), timeout=timeout) as client:
        started_at = time.monotonic()
        client.sendall(data)
        answer = b""
        try:
            while b"\r\n" not in answer:
                chunk = client.recv(65536)
                if not chunk:
                    break
                answer += chunk
        except TimeoutError:
            return time.monotonic() - started_at, b"(no answer in %d s)" % timeout
        except ConnectionResetError:
            answer += b"(reset)"
    return time.monotonic() - started_at, answer.split(b"\r\n")[0] or b"(closed)"


def malformed_chunk(port: int) -> str:
    seconds, line = exchange(
        port, b"POST /_echo/ HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n-6\r\n"
    )
    status = get(port, "/_pid/", 10)[0]
    return f"{line.decode('latin-1')} after {seconds:.2f} s; then a GET {status}"


def posted(port: int, chunked: bool, size: int) -> tuple[float, str]:
    """Seconds to post ``size`` bytes to /_echo/ and read its answer; the answer's status
    and how many bytes the app read."""
    with socket.create_connection((HOST, port), timeout=60) as client:
        head = "POST /_echo/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n"
        if chunked:
            body = b"1\r\na\r\n" * size + b"0\r\n\r\n"
            head += "Transfer-Encoding: chunked\r\n\r\n"
        else:
            body = b"a" * size
            head += f"Content-Length: {size}\r\n\r\n"
        started_at = time.monotonic()
        client.sendall(head.encode() + body)
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
    seconds = time.monotonic() - started_at
    status = answer.split(b" ", 2)[1].decode() if answer.count(b" ") >= 2 else "none"
    read = answer.rsplit(b"\r\n\r\n", 1)[-1].decode("latin-1")[:12] if status == "200" else "-"
    return seconds, f"{status}, {read} bytes read"


def chunks(port: int, size: int = 300 * 1024) -> str:
    (plain, plain_read), (chunked, chunked_read) = (
        posted(port, False, size),
        posted(port, True, size),
    )
    return f"plain {plain:.2f} s ({plain_read}), 1-byte chunks {chunked:.2f} s ({chunked_read})"


def runaway(port: int) -> str:
    pid = int(get(port, "/_pid/", 10)[1])
    started_at = time.monotonic()
    try:
        status = get(port, "/_spin/", LIMIT + 30)[0]
    except OSError as error:
        status = type(error).__name__
    seconds = time.monotonic() - started_at
    time.sleep(2)
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
        worker = f"worker {pid} still there (state {state})"
    except ProcessLookupError:
        worker = f"worker {pid} gone"
    return f"{status} after {seconds:.1f} s; {worker}"


def shares(port: int) -> str:
    """The game page and the follower's 304 as shares of the CSS file (bench/server.py)."""
    from bench.games import create, main_game

    game = create(main_game())
    from django.db import connections

    connections.close_all()
    scorer, follower = Phone(port), Phone(port)
    scorer.open(game)
    follower.open(game, "follow")
    path = f"/games/{game.public_id}/"
    page = text_of(scorer.get(path))
    found = re.search(r'href="([^"]+/css/app\.[0-9a-f]+\.css)"', page)
    assert found, "the page names no hashed app.css"
    poll = {"HX-Request": "true", "HX-Target": "sheet"}
    etag = follower.get(path, **poll).headers["etag"]
    poll |= {"If-None-Match": etag, "Cookie": follower.cookie_header()}
    rows = beside_static(
        f"http://{HOST}:{port}",
        [
            Page("game page", path, {"Cookie": scorer.cookie_header()}, 0),
            Page("304", path, poll, 0),
        ],
        found.group(1),
    )
    return "; ".join(f"{row.what} {row.figure} = {row.ratio} of {row.static}" for row in rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="stack,granian,uwsgi,gthread")
    parser.add_argument("--workers", type=int, default=WORKERS)
    parser.add_argument("--measures", default="chunk,body,slow,shares,runaway")
    options = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-candidates-"))
    (workdir / "bench_settings.py").write_text(
        "from scorepad.settings import *  # noqa: F403\n"
        f"STATIC_ROOT = {str(workdir / 'static')!r}\n"
    )
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "DEBUG")}
    env |= {
        "DJANGO_SETTINGS_MODULE": "bench_settings",
        "PYTHONPATH": os.pathsep.join([str(workdir), str(REPO)]),
        "SQLITE_PATH": str(workdir / "db.sqlite3"),
        "STATIC_MANIFEST": "1",
        "SECRET_KEY": secrets.token_urlsafe(40),
        "WEB_CONCURRENCY": str(options.workers),
        "ACCESS_LOG": "",
        "GAMES_PER_MINUTE": "100000",
    }
    os.environ.update(env)
    sys.path.insert(0, str(workdir))
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    try:
        for name in options.only.split(","):
            command = candidate_command(name, 0)
            if command is not None and not Path(command[0]).exists():
                print(f"{name}: not installed, left out")
                continue
            with started(name, env) as port:
                print(f"== {name}", flush=True)
                measures = options.measures.split(",")
                if "chunk" in measures:
                    print(f"malformed chunk: {malformed_chunk(port)}", flush=True)
                if "body" in measures:
                    print(f"300 KB body: {chunks(port)}", flush=True)
                if "slow" in measures:
                    print(f"slow clients: {measure(port, 200, seconds=10).line()}", flush=True)
                if "shares" in measures:
                    print(f"shares: {shares(port)}", flush=True)
                if "runaway" in measures:
                    print(f"runaway: {runaway(port)}", flush=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
