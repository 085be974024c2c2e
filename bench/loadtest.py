"""A repeatable load test against a real server: ``make loadtest`` (60 s, 32 connections), or
``python -m bench.loadtest --seconds 5 --connections 8 [--url http://host:port]``.

Without ``--url`` it starts the production server (gunicorn with ``gunicorn.conf.py``) on
the configured database (``DATABASE_URL``, else a fresh SQLite file) and stops it at the end.
Every two connections are one table: two phones with the editor's right, one following. Each
table plays its own games through the pages as phones do (deals, edits, undos, replays, both
phones entering the same deal at once, an undo racing the next deal, the follower's poll,
reads), keeps what the server answered, and at the end checks every game: no error, no deal
lost or doubled (the export is exactly what the answers said), every export imports again.
The tests of races (``tests/test_race.py``) drive the same tables.
"""

from __future__ import annotations

import argparse
import contextlib
import http.cookiejar
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BASE_DIR = Path(__file__).resolve().parent.parent
CSRF_COOKIE = "csrftoken"


# One phone talking HTTP


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: str
    seconds: float

    @property
    def location(self) -> str:
        return self.headers.get("location", "")


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # the 303 itself is the answer to check


class Phone:
    """One phone: its own cookies (session and CSRF token), no JavaScript, forms posted as a
    browser posts them (the CSRF token, same-origin headers)."""

    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(self.cookies), _NoRedirects()
        )

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        url = path if path.startswith("http") else self.base + path
        request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
        started = time.perf_counter()
        try:
            with self.opener.open(request, timeout=60) as response:
                status, raw, head = response.status, response.read(), response.headers
        except urllib.error.HTTPError as error:
            status, raw, head = error.code, error.read(), error.headers
        seconds = time.perf_counter() - started
        names = {key.lower(): value for key, value in head.items()}
        return Answer(status, names, raw.decode("utf-8", "replace"), seconds)

    def get(self, path: str, headers: dict[str, str] | None = None) -> Answer:
        return self.request("GET", path, headers=headers)

    def csrf_token(self) -> str:
        for cookie in self.cookies:
            if cookie.name == CSRF_COOKIE:
                return cookie.value or ""
        self.get("/")
        return next((c.value or "" for c in self.cookies if c.name == CSRF_COOKIE), "")

    def post(
        self, path: str, fields: dict[str, str], headers: dict[str, str] | None = None
    ) -> Answer:
        token = self.csrf_token()
        body = urllib.parse.urlencode({**fields, "csrfmiddlewaretoken": token}).encode()
        return self.request(
            "POST",
            path,
            body,
            {
                "Content-Type": "application/x-www-form-urlencoded",
                "Origin": self.base,
                "Referer": self.base + "/",
                **(headers or {}),
            },
        )

    def upload(self, path: str, name: str, content: bytes) -> Answer:
        token = self.csrf_token()
        boundary = uuid.uuid4().hex
        body = (
            (
                f"--{boundary}\r\n"
                'Content-Disposition: form-data; name="csrfmiddlewaretoken"\r\n\r\n'
                f"{token}\r\n--{boundary}\r\n"
                f'Content-Disposition: form-data; name="file"; filename="{name}"\r\n'
                "Content-Type: application/json\r\n\r\n"
            ).encode()
            + content
            + f"\r\n--{boundary}--\r\n".encode()
        )
        return self.request(
            "POST",
            path,
            body,
            {
                "Content-Type": f"multipart/form-data; boundary={boundary}",
                "Origin": self.base,
                "Referer": self.base + "/",
            },
        )


def at_once(*calls: Callable[[], Answer]) -> list[Answer]:
    """Send requests at the same moment from separate threads (separate connections)."""
    answers: list[Answer | None] = [None] * len(calls)
    start = threading.Barrier(len(calls))

    def run(index: int) -> None:
        start.wait()
        answers[index] = calls[index]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return [answer for answer in answers if answer is not None]


# What a table enters: a random deal of the game's samples, made valid by its engine, posted
# as its entry posts it


def players_of(kind: str) -> list[str]:
    from scorepad.games import samples

    players: list[str] = samples(kind).PLAYERS
    return players


def quick_options(kind: str) -> dict[str, Any]:
    """The clean options of the game's quick game (its samples' ``QUICK_OPTIONS``)."""
    from scorepad.games import engine, samples

    return engine(kind).clean_options(dict(samples(kind).QUICK_OPTIONS))


@dataclass
class Entry:
    fields: dict[str, str]
    deals: list[dict[str, Any]]  # the game's deals once the entry is recorded


def next_entry(
    kind: str, options: dict[str, Any], deals: list[dict[str, Any]], rng: random.Random
) -> Entry | None:
    """A random valid entry for the step the game is at, or None when the game is over: the
    next deal, or the next step of the deal already on the sheet (a Joker deal's tricks)."""
    from scorepad.games import game_type, samples

    game = game_type(kind)
    players = players_of(kind)
    upcoming = game.engine.next_deal(players, options, deals)
    if upcoming is None:
        return None
    number, phase = upcoming["number"], upcoming.get("phase", "deal")
    # A deal entered in steps stays on the sheet, waiting for its later steps.
    waiting = number == len(deals)
    before = deals[:-1] if waiting else list(deals)
    for _attempt in range(200):
        raw = samples(kind).random_deal(rng, players, options, before)
        if waiting:
            raw = raw | deals[-1]  # what the earlier steps recorded stays
        try:
            deal = game.engine.clean_deal(players, options, before, raw)
        except ValueError:
            continue
        steps = game.entry_steps(deal)
        if phase not in steps:
            continue
        partial = game.partial_undo(deal) if phase != steps[-1] else None
        recorded = deal if partial is None else partial[1]
        post = game.entry_posts(players, options, [*before, deal])[-len(steps) + steps.index(phase)]
        fields = post | {"key": uuid.uuid4().hex}
        return Entry(fields, [*before, recorded])
    raise RuntimeError(f"no valid {kind} entry found for {upcoming}")


def changed_entry(
    kind: str, options: dict[str, Any], deals: list[dict[str, Any]], rng: random.Random
) -> tuple[int, dict[str, str], bool, list[dict[str, Any]]] | None:
    """A change to an earlier deal of a game whose deals are entered in one step: its number,
    the posted fields, whether the server must accept it (no later deal is broken) and the
    deals after."""
    from scorepad.games import game_type

    game = game_type(kind)
    if not deals or any(game.entry_steps(deal) != ["deal"] for deal in deals):
        return None
    number = rng.randint(1, len(deals))
    entry = next_entry(kind, options, deals[: number - 1], rng)
    if entry is None:
        return None
    players = players_of(kind)
    try:
        game.engine.clean_deals(players, options, entry.deals, deals[number:])
    except ValueError:
        return number, {**entry.fields, "number": str(number)}, False, deals
    return number, {**entry.fields, "number": str(number)}, True, [*entry.deals, *deals[number:]]


# A table: two scoring phones and a follower on one game at a time


EDITOR_URL = re.compile(r'id="editor-url" type="url" readonly value="([^"]+)"')
FOLLOW_URL = re.compile(r'id="follow-url" type="url" readonly value="([^"]+)"')
LAST_STEP = re.compile(r'name="last" value="([^"]+)"')


@dataclass
class Stats:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, kind: str, answer: Answer) -> None:
        with self.lock:
            self.latencies[kind].append(answer.seconds)
            self.counts[f"status {answer.status}"] += 1

    def error(self, message: str) -> None:
        with self.lock:
            self.errors.append(message)


class Table:
    def __init__(self, base: str, kind: str, stats: Stats, seed: int) -> None:
        self.base, self.kind, self.stats = base, kind, stats
        self.rng = random.Random(seed)
        self.a, self.b, self.follower = Phone(base), Phone(base), Phone(base)
        self.options = quick_options(kind)
        self.deals: list[dict[str, Any]] = []
        self.games: list[tuple[str, list[dict[str, Any]]]] = []  # finished: id, deals
        self.public_id = ""
        self.etag = ""

    # Checks

    def expect(self, what: str, answer: Answer, *statuses: int) -> bool:
        self.stats.record(what, answer)
        if answer.status not in statuses:
            self.stats.error(
                f"{self.kind} {self.public_id} {what}: {answer.status}, expected {statuses}"
            )
            return False
        return True

    def one_of(self, what: str, answers: list[Answer]) -> int | None:
        """Of two racing changes exactly one goes through (303), the other gets 409; the index
        of the one that went through."""
        for answer in answers:
            self.stats.record(what, answer)
        won = [i for i, answer in enumerate(answers) if answer.status == 303]
        lost = [i for i, answer in enumerate(answers) if answer.status == 409]
        if len(won) != 1 or len(lost) != len(answers) - 1:
            statuses = [answer.status for answer in answers]
            self.stats.error(f"{self.kind} {self.public_id} {what}: {statuses}, one 303 expected")
            return None
        return won[0]

    # Starting

    def url(self, *parts: object) -> str:
        return "/".join(["/games", self.public_id, *(str(part) for part in parts)]) + "/"

    def start(self, via: Answer | None = None) -> None:
        """A new game (or the rematch ``via`` answered): phone B opens its editor link and the
        follower its follow link, as shared on the game page."""
        if via is None:
            from scorepad.games import samples

            quick = samples(self.kind).QUICK_OPTIONS
            fields = {"game": self.kind} | {f"{self.kind}-{k}": str(v) for k, v in quick.items()}
            for seat, name in enumerate(players_of(self.kind), start=1):
                fields[f"player_{seat}"] = name
            via = self.a.post("/games/new/", fields)
            if not self.expect("new game", via, 303):
                raise RuntimeError(f"could not start a game: {via.status}")
        self.public_id = via.location.rstrip("/").rsplit("/", 1)[-1]
        self.deals = []
        page = self.a.get(f"/games/{self.public_id}/")
        self.expect("page", page, 200)
        editor, follow = EDITOR_URL.search(page.body), FOLLOW_URL.search(page.body)
        if editor is None or follow is None:
            raise RuntimeError("the game page shows no links")
        self.expect("editor link", self.b.get(editor.group(1)), 302)
        self.expect("follow link", self.follower.get(follow.group(1)), 302)
        self.etag = ""

    def next_game(self) -> None:
        self.games.append((self.public_id, list(self.deals)))
        answer = self.a.post(self.url("rematch"), {})
        if self.expect("rematch", answer, 303):
            self.start(via=answer)
        else:
            self.start()

    # What the phones do

    def step(self) -> None:
        """One action, picked as a table's phones act: mostly entering deals and watching."""
        choice = self.rng.random()
        if choice < 0.25:
            self.enter()
        elif choice < 0.35:
            self.race_deal()
        elif choice < 0.40:
            self.replay()
        elif choice < 0.50:
            self.undo()
        elif choice < 0.58:
            self.race_undo()
        elif choice < 0.66:
            self.edit()
        elif choice < 0.86:
            self.poll()
        else:
            self.read()

    def _entry(self) -> Entry | None:
        entry = next_entry(self.kind, self.options, self.deals, self.rng)
        if entry is None:
            self.next_game()
            return next_entry(self.kind, self.options, self.deals, self.rng)
        return entry

    def enter(self) -> None:
        entry = self._entry()
        if entry is not None and self.expect(
            "deal", self.a.post(self.url("deals"), entry.fields), 303
        ):
            self.deals = entry.deals

    def race_deal(self) -> None:
        """Both phones enter the same deal at once, differently: one is recorded."""
        entry = self._entry()
        if entry is None:
            return
        other = next_entry(self.kind, self.options, self.deals, self.rng)
        assert other is not None
        won = self.one_of(
            "deal race",
            at_once(
                lambda: self.a.post(self.url("deals"), entry.fields),
                lambda: self.b.post(self.url("deals"), other.fields),
            ),
        )
        if won is not None:
            self.deals = (entry, other)[won].deals

    def replay(self) -> None:
        """The same submission twice at once (a double tap, a retried request): one deal."""
        entry = self._entry()
        if entry is None:
            return
        answers = at_once(
            lambda: self.a.post(self.url("deals"), entry.fields),
            lambda: self.a.post(self.url("deals"), entry.fields),
        )
        if all(self.expect("replay", answer, 303) for answer in answers):
            self.deals = entry.deals

    def _undone(self) -> list[dict[str, Any]]:
        from scorepad.games import game_type

        partial = game_type(self.kind).partial_undo(self.deals[-1])
        return [*self.deals[:-1], partial[1]] if partial else self.deals[:-1]

    def _last_step(self) -> str | None:
        page = self.a.get(f"/games/{self.public_id}/")
        self.expect("page", page, 200)
        found = LAST_STEP.search(page.body)
        return found.group(1) if found else None

    def undo(self) -> None:
        last = self._last_step() if self.deals else None
        if last is None:
            return
        if self.expect("undo", self.a.post(self.url("undo"), {"last": last}), 303):
            self.deals = self._undone()

    def race_undo(self) -> None:
        """One phone undoes the last entry while the other enters the next: one of the two."""
        last = self._last_step() if self.deals else None
        entry = next_entry(self.kind, self.options, self.deals, self.rng)
        if last is None or entry is None:
            return self.enter()
        won = self.one_of(
            "undo race",
            at_once(
                lambda: self.a.post(self.url("undo"), {"last": last}),
                lambda: self.b.post(self.url("deals"), entry.fields),
            ),
        )
        if won == 0:
            self.deals = self._undone()
        elif won == 1:
            self.deals = entry.deals

    def edit(self) -> None:
        change = changed_entry(self.kind, self.options, self.deals, self.rng)
        if change is None:
            return self.read()
        number, fields, allowed, deals = change
        answer = self.a.post(self.url("deals", number, "save"), fields)
        if self.expect("edit", answer, 303 if allowed else 422):
            self.deals = deals

    def poll(self) -> None:
        headers = {"HX-Request": "true", "HX-Target": "sheet"}
        if self.etag:
            headers["If-None-Match"] = self.etag
        answer = self.follower.get(f"/games/{self.public_id}/", headers)
        if self.expect("follower poll", answer, 200, 304):
            self.etag = answer.headers.get("etag", self.etag)

    def read(self) -> None:
        phone, path = self.rng.choice(
            [
                (self.a, f"/games/{self.public_id}/"),
                (self.b, "/"),
                (self.follower, f"/games/{self.public_id}/export.json"),
            ]
        )
        self.expect("read", phone.get(path), 200)

    # The end: every game exactly as the answers said, and every export imports again

    def verify(self) -> int:
        from scorepad import gamefile

        games = [*self.games, (self.public_id, self.deals)]
        for public_id, deals in games:
            answer = self.a.get(f"/games/{public_id}/export.json")
            if not self.expect("export", answer, 200):
                continue
            exported = json.loads(answer.body)
            if exported["deals"] != deals:
                self.stats.error(
                    f"{self.kind} {public_id}: the server has {exported['deals']}, the answers"
                    f" said {deals}"
                )
            try:
                gamefile.parse(answer.body)
            except ValueError as error:
                self.stats.error(f"{self.kind} {public_id}: the export does not read: {error}")
            imported = self.a.upload("/games/import/", "game.json", answer.body.encode())
            self.expect("import", imported, 303)
        return len(games)


# The server


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def serving(environment: dict[str, str] | None = None) -> Iterator[str]:
    """Migrate, then run ``make serve``'s server (deploy/serve.py: nginx in front of
    gunicorn) on a free port; its base URL. A variable given as empty in ``environment`` is
    removed (``DATABASE_URL=""``: SQLite). At the end, before it stops, each process's
    resident memory is printed (``LOAD memory``)."""
    port = _free_port()
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "scorepad.settings",
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "ACCESS_LOG": "",
        "PROXY_COUNT": "",
        **(environment or {}),
    }
    env = {key: value for key, value in env.items() if value or key == "ACCESS_LOG"}
    python = sys.executable
    subprocess.run(
        [python, "manage.py", "migrate", "--no-input", "-v", "0"],
        cwd=BASE_DIR,
        env=env,
        check=True,
    )
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(
            [python, "deploy/serve.py"],
            cwd=BASE_DIR,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if Phone(base).get("/").status == 200:
                        break
                except OSError:
                    pass
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError("the server did not start:\n" + log.read().decode())
                time.sleep(0.2)
            yield base
            print_memory(server.pid)
        finally:
            server.terminate()
            try:
                server.wait(40)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
            log.seek(0)
            errors = log.read().decode("utf-8", "replace")
            if "Traceback" in errors:
                print(errors, file=sys.stderr)


def print_memory(pid: int) -> None:
    """Each process of the server under ``pid``: gunicorn's master and workers, nginx's."""
    from bench.slowclients import descendants

    processes = descendants(pid)
    names = {child: name for child, name, _rss in processes}
    for child, name, rss in processes:
        status = Path(f"/proc/{child}/status")
        parent = 0
        with contextlib.suppress(OSError):
            parent = int(re.search(r"^PPid:\s+(\d+)", status.read_text(), re.MULTILINE).group(1))  # type: ignore[union-attr]
        if name.startswith("nginx"):
            role = "nginx " + name.split(":", 1)[1].split()[0]
        elif "gunicorn" in names.get(parent, ""):
            role = "gunicorn worker"
        else:
            role = "gunicorn master"
        print(f"LOAD memory {role} pid={child} rss_mb={rss / 1024:.0f}")


# The run


def run(base: str, seconds: float, connections: int, seed: int) -> Stats:
    stats = Stats()
    from scorepad.games import installed

    kinds = list(installed())
    tables = [
        Table(base, kinds[i % len(kinds)], stats, seed + i) for i in range(max(1, connections // 2))
    ]
    deadline = time.monotonic() + seconds
    steps = [0] * len(tables)

    def play(index: int) -> None:
        table = tables[index]
        try:
            table.start()
            while time.monotonic() < deadline:
                table.step()
                steps[index] += 1
        except Exception as error:  # reported, never lost in a thread
            stats.error(f"{table.kind} {table.public_id}: {type(error).__name__}: {error}")

    threads = [threading.Thread(target=play, args=(i,)) for i in range(len(tables))]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    checked = sum(table.verify() for table in tables)
    requests = sum(len(values) for values in stats.latencies.values())
    print(
        f"LOAD seconds={elapsed:.0f} connections={connections} tables={len(tables)}"
        f" actions={sum(steps)} requests={requests} per_second={requests / elapsed:.0f}"
    )
    for kind, values in sorted(stats.latencies.items()):
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        print(
            f"LOAD {kind.replace(' ', '_')} n={len(values)}"
            f" median_ms={statistics.median(values) * 1000:.0f} p95_ms={p95 * 1000:.0f}"
        )
    print(
        "LOAD statuses " + " ".join(f"{k.split()[1]}={v}" for k, v in sorted(stats.counts.items()))
    )
    print(f"LOAD checked games={checked} errors={len(stats.errors)}")
    for message in stats.errors[:20]:
        print(f"LOAD error {message}")
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", help="a running server; without it one is started here")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
    import django

    django.setup()
    if args.url:
        stats = run(args.url, args.seconds, args.connections, args.seed)
        return 1 if stats.errors else 0
    with tempfile.TemporaryDirectory() as directory:
        environment = {"GAMES_PER_MINUTE": "100000"}
        if not os.environ.get("DATABASE_URL"):
            environment["SQLITE_PATH"] = str(Path(directory) / "load.sqlite3")
        with serving(environment) as base:
            stats = run(base, args.seconds, args.connections, args.seed)
    return 1 if stats.errors else 0


if __name__ == "__main__":
    sys.exit(main())
