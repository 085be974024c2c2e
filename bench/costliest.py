"""The costliest requests a phone can make, as the CPU each spends in this process.

``python -m bench.costliest`` (SQLite in a temporary file; with ``DATABASE_URL`` a database made
for the run on that PostgreSQL server and dropped after) builds the worst cases it can: one
phone holding as many games as a phone keeps (``GAMES_KEPT``), each the longest game its kind
allows (Klaverjas, Egyptian Rat Screw and Seep in turn, finished where the kind finishes), each
with players of its own whose names are as long as a name may be; then it answers through
Django's WSGI handler, as gunicorn calls it:

* ``/stats/`` (its first page) and the home page of that phone, the home page both as kept
  and with nothing kept (a worker's first answer to it, or after the phone's games changed);
* the exports (JSON, CSV, PDF) of the longest Klaverjas game, with nothing kept;
* the import of the longest game a file may hold (Klaverjas, 1,000 deals), and of the largest
  file the import reads (a Seep match to the byte limit, refused at its 1,001st deal), each
  from a phone new to the server.

A request's figure is the CPU time of its thread (``time.thread_time()``) around the WSGI
call and the reading of its body. Every round asks each request once after a warm-up, the
requests in a new order each round; the figure printed is the median of the rounds and the
slowest. Nothing here is a test: it prints, one line a request:

    BENCH costliest path=/stats/ cpu_ms=... slowest_ms=... target_ms=500
"""

from __future__ import annotations

import io
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.fastpaths import HOST, Phone

ROUNDS = int(os.environ.get("BENCH_ROUNDS", "7"))
TARGET_MS = 500
KINDS = ("klaverjas", "ers", "seep")


def post(
    phone: Phone, handler: Callable[..., Any], path: str, files: dict[str, bytes]
) -> tuple[str, float]:
    """A multipart POST with the phone's CSRF token, as the home page's import form sends
    it: its status and the thread's CPU seconds."""
    from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart

    fields: dict[str, Any] = {name: _Upload(name + ".json", data) for name, data in files.items()}
    fields["csrfmiddlewaretoken"] = phone.cookies["csrftoken"]
    body = encode_multipart(BOUNDARY, fields)
    environ = phone.environ(path)
    environ.update(
        {
            "REQUEST_METHOD": "POST",
            "CONTENT_TYPE": MULTIPART_CONTENT,
            "CONTENT_LENGTH": str(len(body)),
            "wsgi.input": io.BytesIO(body),
        }
    )
    answer: dict[str, Any] = {}

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None):
        answer["status"] = status

    started = time.thread_time()
    response = handler(environ, start_response)
    try:
        b"".join(response)
    finally:
        if hasattr(response, "close"):
            response.close()
    return answer["status"], time.thread_time() - started


class _Upload(io.BytesIO):
    def __init__(self, name: str, data: bytes) -> None:
        super().__init__(data)
        self.name = name


def forget_kept_pages() -> None:
    """Every page and row kept in the cache forgotten, as a fresh worker starts, or as a change
    to every game the phone holds would leave them."""
    from django.core.cache import caches

    from scorepad.fastpath import kept_pages

    caches["default"].clear()
    kept_pages.NEAR.clear()


def long_names(number: int, count: int) -> list[str]:
    """Names of their own for game ``number``'s ``count`` players, each as long as a name may
    be: every one is a player of its own on the statistics page."""
    from scorepad.gamefile import NAME_LENGTH

    return [
        f"{'Oppenheimer-Çağrı Işıkoğlu '}{number:03d}.{seat}".ljust(NAME_LENGTH, "x")[:NAME_LENGTH]
        for seat in range(count)
    ]


def longest(name: str, number: int) -> dict[str, Any]:
    from bench.games import worst_game

    document = worst_game(name)
    document["players"] = long_names(number, len(document["players"]))
    return document


def set_up() -> tuple[Callable[..., Any], Phone, dict[str, Callable[[], tuple[str, float]]]]:
    from django.conf import settings
    from django.core.handlers.wsgi import WSGIHandler
    from django.core.management import call_command
    from django.urls import reverse

    from bench.games import largest_file
    from scorepad import gamefile
    from scorepad.rights import GAMES_KEPT

    call_command("migrate", verbosity=0)
    handler = WSGIHandler()
    phone = Phone()
    games = []
    for number in range(GAMES_KEPT):
        document = gamefile.clean_document(longest(KINDS[number % len(KINDS)], number))
        games.append(gamefile.create_game(document))
    for game in games:
        status, *_rest = phone.get(
            handler, reverse("editor_link", args=[game.public_id, game.edit_token])
        )
        assert status.startswith("302"), status
    klaverjas = next(game for game in reversed(games) if game.game == "klaverjas")
    longest_file = json.dumps(longest("klaverjas", GAMES_KEPT)).encode()
    largest = largest_file(settings.GAME_FILE_MAX_BYTES).encode()

    def get(path: str, cold: bool = False) -> Callable[[], tuple[str, float]]:
        def asked() -> tuple[str, float]:
            if cold:
                forget_kept_pages()
            else:
                phone.get(handler, path)  # kept now, whatever the request before forgot
            status, _headers, _body, cpu = phone.get(handler, path)
            return status, cpu

        return asked

    def imported(data: bytes) -> Callable[[], tuple[str, float]]:
        def asked() -> tuple[str, float]:
            new = Phone()
            new.get(handler, reverse("home"))  # its CSRF cookie, as the form's page gives it
            return post(new, handler, reverse("import_game"), {"file": data})

        return asked

    requests = {
        "/stats/": get(reverse("stats")),
        "/ (kept)": get(reverse("home")),
        "/ (nothing kept)": get(reverse("home"), cold=True),
        **{
            f"/games/<klaverjas>/{export}": get(
                reverse(f"export_{kind}", args=[klaverjas.public_id]), cold=True
            )
            for kind, export in (
                ("game", "export.json"),
                ("csv", "export.csv"),
                ("pdf", "export.pdf"),
            )
        },
        "/games/import/ (klaverjas, 1000 deals)": imported(longest_file),
        f"/games/import/ (largest file, {len(largest) // 1024} KB, refused)": imported(largest),
    }
    return handler, phone, requests


def run() -> None:
    from django.conf import settings

    _handler, _phone, requests = set_up()
    database = "PostgreSQL" if "postgresql" in settings.DATABASES["default"]["ENGINE"] else "SQLite"
    print(f"BENCH costliest database={database} rounds={ROUNDS} games_held=100", flush=True)
    for asked in requests.values():
        asked()  # warm: templates compiled, caches filled as a running server has them
    figures: dict[str, list[float]] = {path: [] for path in requests}
    statuses: dict[str, str] = {}
    order = list(requests)
    for number in range(ROUNDS):
        random.Random(number).shuffle(order)
        for path in order:
            status, cpu = requests[path]()
            statuses[path] = status.split()[0]
            figures[path].append(cpu)
    for path, cpus in figures.items():
        print(
            f"BENCH costliest path={path.replace(' ', '_')} status={statuses[path]}"
            f" cpu_ms={statistics.median(cpus) * 1000:.0f} slowest_ms={max(cpus) * 1000:.0f}"
            f" target_ms={TARGET_MS}",
            flush=True,
        )


def main() -> None:
    from bench.server import throwaway_database

    with tempfile.TemporaryDirectory() as workdir, throwaway_database(Path(workdir)) as env:
        os.environ.update(env)
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
        os.environ["ALLOWED_HOSTS"] = HOST
        # The imports of the rounds are one client's: no limit of theirs is measured here.
        os.environ["GAMES_PER_MINUTE"] = "100000"
        import django

        django.setup()
        run()
        from django.db import connections

        connections.close_all()


if __name__ == "__main__":
    sys.exit(main())
