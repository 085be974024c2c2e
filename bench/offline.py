"""The offline code's weight: the bytes a first visit of the home page and of the game page
moves (compressed as a browser asks: brotli for the static files, gzip for the pages, the page
and every file it names, the offline code's modules preloaded beside it included), as
``bench.server`` measures them under gunicorn with the production settings, and each module of
the offline code (static/js/offline/, the vendored idb) as served. ``python -m bench.offline``;
docs/decisions/2026-12-01-offline-modules.md compares the variants it was run on."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

from bench.games import create, main_game
from bench.server import (
    Phone,
    first_visit_bytes,
    free_port,
    gunicorn,
    production_environment,
    throwaway_database,
)


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-offline-bench-"))
    port = free_port()
    try:
        with throwaway_database(workdir) as database:
            env = production_environment(workdir, database, port)
            os.environ.pop("DEBUG", None)
            os.environ.update(env)
            sys.path.insert(0, str(workdir))
            import django
            from django.core.management import call_command

            django.setup()
            call_command("migrate", verbosity=0)
            call_command("collectstatic", interactive=False, verbosity=0)
            from django.contrib.staticfiles.storage import staticfiles_storage

            from scorepad import offline

            game = create(main_game())
            with gunicorn(env, workdir, port):
                for label, path, opened in (
                    ("home page", "/", None),
                    ("game page", f"/games/{game.public_id}/", game),
                ):
                    phone = Phone(port)
                    if opened is not None:
                        phone.open(opened)
                    size, files = first_visit_bytes(phone, path)
                    print(f"BENCH offline_first_visit page={label!r} bytes={size} files={files}")
            total = 0
            for name in offline.offline_modules():
                served = Path(staticfiles_storage.path(staticfiles_storage.stored_name(name)))
                size = served.with_name(served.name + ".br").stat().st_size
                total += size
                print(f"BENCH offline_module {name} brotli={size}")
            print(f"BENCH offline_modules total_brotli={total}")
            from django.db import connections

            connections.close_all()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
