"""What is left of ``scorepad/fastpath/`` against Django's own way, as the CPU a request spends.

``python -m bench.fastpaths`` (SQLite in a temporary file; with ``DATABASE_URL`` a database made
for the run on that PostgreSQL server and dropped after) sets up one phone holding a 40-deal
Joker game (its long sample) and 29 more games, then answers four requests in this process
through Django's WSGI handler, as gunicorn calls it (the request signals and so the database's
health checks included): the game page, the follower's poll answered 304, the home page and a
rule page. Each is timed as the CPU time of the thread (``time.thread_time()``) around the
WSGI call and the reading of its body, which other processes' work inflates far less than
the clock.

Every variant of the stack is a handler of its own in the same process: today's, and today's
with one piece replaced by Django's way (the kept pages rendered for each answer with their
``{% cache %}`` fragments and compressed by ``GZipMiddleware``; and, for the choices among
Django's own ways, the sessions read from the database alone, and on PostgreSQL the connection
pool in place of kept connections). In each round every variant answers each request
``REQUESTS`` times after a few unmeasured ones, the variants in a new order every round; a
round's figure is the median of its requests. It prints every round, then per variant the
median of the rounds and what today's way saves of the request's CPU against it: a fast path
is kept only where that is a quarter or more.

The pieces that did not keep their place (a game read with compiled SQL, the session store
that read with it, the poll's middleware, the PostgreSQL backend) were measured by this file
as it was before they went: ``git show f3812e7:bench/fastpaths.py``
(``docs/decisions/2026-12-01-fast-paths.md``).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any

ROUNDS = int(os.environ.get("BENCH_ROUNDS", "7"))
REQUESTS = int(os.environ.get("BENCH_REQUESTS", "40"))
WARM = 5
HOME_GAMES = 30
SHARE_KEPT = 0.25
HOST = "127.0.0.1"


@dataclass
class Phone:
    """A browser's cookies, sent with every request as a phone sends them."""

    cookies: dict[str, str] = field(default_factory=dict)

    def environ(self, path: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
        path, _sep, query = path.partition("?")
        environ = {
            "REQUEST_METHOD": "GET",
            "PATH_INFO": path,
            "QUERY_STRING": query,
            "SCRIPT_NAME": "",
            "SERVER_NAME": HOST,
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": HOST,
            "HTTP_HOST": HOST,
            "HTTP_ACCEPT_ENCODING": "gzip, deflate, br",
            "HTTP_ACCEPT_LANGUAGE": "en",
            "wsgi.input": io.BytesIO(b""),
            "wsgi.errors": sys.stderr,
            "wsgi.url_scheme": "http",
            "wsgi.version": (1, 0),
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        if self.cookies:
            environ["HTTP_COOKIE"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for name, value in (headers or {}).items():
            environ["HTTP_" + name.upper().replace("-", "_")] = value
        return environ

    def get(
        self, handler: Callable[..., Any], path: str, headers: dict[str, str] | None = None
    ) -> tuple[str, dict[str, str], bytes, float]:
        """The status, the headers, the body and the thread's CPU seconds the answer took."""
        answer: dict[str, Any] = {}

        def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None):
            answer["status"], answer["headers"] = status, headers

        environ = self.environ(path, headers)
        started = time.thread_time()
        response = handler(environ, start_response)
        try:
            body = b"".join(response)
        finally:
            if hasattr(response, "close"):
                response.close()
        cpu = time.thread_time() - started
        for name, value in answer["headers"]:
            if name.lower() == "set-cookie":
                for morsel in SimpleCookie(value).values():
                    self.cookies[morsel.key] = morsel.value
        return answer["status"], dict(answer["headers"]), body, cpu


@dataclass
class Variant:
    """A way of answering: a WSGI handler built with these settings, and the patches it runs
    under (the views' names for a piece, pointed at Django's way)."""

    name: str
    settings: dict[str, Any] = field(default_factory=dict)
    patches: list[tuple[Any, str, Any]] = field(default_factory=list)
    database: dict[str, Any] | None = None
    handler: Any = None

    @contextlib.contextmanager
    def active(self) -> Iterator[None]:
        saved = [(owner, name, getattr(owner, name)) for owner, name, _new in self.patches]
        for owner, name, new in self.patches:
            setattr(owner, name, new)
        use_database(self.database)
        try:
            yield
        finally:
            for owner, name, old in saved:
                setattr(owner, name, old)


DEFAULT_DATABASE: dict[str, Any] = {}


def use_database(overrides: dict[str, Any] | None) -> None:
    """The default connection opened anew with these settings, if they differ from the
    connection's: a backend, a check or a pool per variant, on the same database."""
    from django.db import connections

    wanted = {**DEFAULT_DATABASE, **(overrides or {})}
    current = connections.settings["default"]
    if all(current.get(key) == value for key, value in wanted.items()):
        return
    connection = connections["default"]
    connection.close()
    if hasattr(connection, "close_pool"):
        connection.close_pool()
    del connections["default"]
    current.update(wanted)


def rendered_afresh(request: Any, key: str, render: Callable[[], Any], **kwargs: Any) -> Any:
    """Django's way for a kept page: rendered for every answer (its ``{% cache %}``
    fragments kept), compressed by ``GZipMiddleware``."""
    return render()


def variants(postgresql: bool) -> list[Variant]:
    import rules.views
    import scorepad.views.board
    import scorepad.views.home

    kept_off = [
        (scorepad.views.board, "kept_page", rendered_afresh),
        (scorepad.views.home, "kept_page", rendered_afresh),
        (rules.views, "kept_page", rendered_afresh),
    ]
    found = [
        Variant("today"),
        Variant("kept pages: {% cache %} and GZipMiddleware", patches=kept_off),
        Variant(
            "sessions: Django's db, not cached_db",
            {"SESSION_ENGINE": "django.contrib.sessions.backends.db"},
        ),
    ]
    if postgresql:
        pool = {
            "CONN_MAX_AGE": 0,
            "OPTIONS": {**DEFAULT_DATABASE.get("OPTIONS", {}), "pool": {"min_size": 2}},
        }
        pool["OPTIONS"].pop("prepare_threshold", None)
        found.append(Variant("connections: Django's pool, checked", database=pool))
    return found


def build(variant: Variant) -> None:
    from django.core.handlers.wsgi import WSGIHandler
    from django.test import override_settings

    with override_settings(**variant.settings), variant.active():
        variant.handler = WSGIHandler()


def set_up() -> tuple[Phone, dict[str, tuple[str, dict[str, str]]]]:
    """One phone holding the long Joker game and ``HOME_GAMES - 1`` more, and the requests
    to time: each one's path and headers."""
    from django.core.handlers.wsgi import WSGIHandler
    from django.core.management import call_command
    from django.urls import reverse

    from bench.games import create, long_games, main_game

    call_command("migrate", verbosity=0)
    name = main_game()
    games = [create(name)]
    names = list(long_games())
    for number in range(HOME_GAMES - 1):
        other = names[number % len(names)]
        games.append(create(other, long_games()[other]["deals"][: 3 + number % 5]))
    handler = WSGIHandler()
    phone = Phone()
    for game in reversed(games):
        status, *_rest = phone.get(
            handler, reverse("editor_link", args=[game.public_id, game.edit_token])
        )
        assert status.startswith("302"), status
    page = reverse("game", args=[games[0].public_id])
    poll = {"HX-Request": "true", "HX-Target": "sheet"}
    status, headers, _body, _cpu = phone.get(handler, page, poll)
    assert status.startswith("200"), status
    requests = {
        "game page (40-deal Joker)": (page, {}),
        "the poll's 304": (page, {**poll, "If-None-Match": headers["ETag"]}),
        f"home page ({HOME_GAMES} games)": (reverse("home"), {}),
        "rule page (joker)": (reverse("rules:document", args=["joker"]), {}),
    }
    return phone, requests


def measure(
    phone: Phone, variant: Variant, path: str, headers: dict[str, str]
) -> tuple[float, str]:
    with variant.active():
        for _ in range(WARM):
            status, *_rest = phone.get(variant.handler, path, headers)
        times = []
        for _ in range(REQUESTS):
            status, _headers, _body, cpu = phone.get(variant.handler, path, headers)
            times.append(cpu)
    return statistics.median(times), status.split()[0]


def run() -> None:
    from django.conf import settings

    postgresql = "postgresql" in settings.DATABASES["default"]["ENGINE"]
    DEFAULT_DATABASE.update(
        {
            key: settings.DATABASES["default"].get(key)
            for key in ("ENGINE", "CONN_HEALTH_CHECKS", "CONN_MAX_AGE")
        }
    )
    DEFAULT_DATABASE["OPTIONS"] = dict(settings.DATABASES["default"].get("OPTIONS", {}))
    phone, requests = set_up()
    found = variants(postgresql)
    for variant in found:
        build(variant)
    database = "PostgreSQL" if postgresql else "SQLite"
    print(f"BENCH fastpaths database={database} rounds={ROUNDS} requests={REQUESTS}")
    rounds: dict[tuple[str, str], list[float]] = {}
    order = list(found)
    for number in range(1, ROUNDS + 1):
        random.Random(number).shuffle(order)
        for request, (path, headers) in requests.items():
            for variant in order:
                cpu, status = measure(phone, variant, path, headers)
                rounds.setdefault((request, variant.name), []).append(cpu)
                print(
                    f"round {number} | {request} | {variant.name} | {status} | {cpu * 1e6:.0f} µs"
                )
        use_database(None)
    print()
    print("| request | variant | CPU per request, median of the rounds (range) | saved |")
    print("| --- | --- | --- | --- |")
    for request in requests:
        today = statistics.median(rounds[(request, "today")])
        for variant in found:
            figures = rounds[(request, variant.name)]
            median = statistics.median(figures)
            # What today's piece saves of the request's CPU done Django's way.
            saved = "" if variant.name == "today" else f"{(median - today) / median:+.0%}"
            print(
                f"| {request} | {variant.name} | {median * 1e6:.0f} µs"
                f" ({min(figures) * 1e6:.0f}–{max(figures) * 1e6:.0f}) | {saved} |"
            )


def main() -> None:
    from bench.server import throwaway_database

    with tempfile.TemporaryDirectory() as workdir, throwaway_database(Path(workdir)) as env:
        os.environ.update(env)
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
        os.environ["ALLOWED_HOSTS"] = HOST
        import django

        django.setup()
        run()
        from django.db import connections

        connections.close_all()


if __name__ == "__main__":
    main()
