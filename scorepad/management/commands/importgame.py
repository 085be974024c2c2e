"""``python manage.py importgame FILE... --url https://scorepad.example``: store game files as
new games and print each one's editor and follow links.

The way to import by script: it runs where the database is, so the web import can keep
checking CSRF (a page on another site must not import into a phone's session).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.urls import reverse

from scorepad import gamefile
from scorepad.games.core import RuleError


class Command(BaseCommand):
    help = "Store scorepad/1 game files (paths, or - for standard input) as new games."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="+", help="game files, or - to read standard input")
        parser.add_argument("--url", default="", help="the site's address, to print whole links")

    def handle(self, *args: Any, **options: Any) -> None:
        base = options["url"].rstrip("/")
        failed = False
        for path in options["files"]:
            try:
                text = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
                game = gamefile.create_game(gamefile.parse(text))
            except RuleError as error:
                self.stderr.write(f"importgame: {path}: {error.reason()}")
                failed = True
                continue
            except OSError as error:
                self.stderr.write(f"importgame: cannot read {path}: {error.strerror}")
                failed = True
                continue
            editor = reverse("editor_link", args=[game.public_id, game.edit_token])
            follow = reverse("follow_link", args=[game.public_id, game.follow_token])
            self.stdout.write(f"{path}\teditor {base}{editor}\tfollow {base}{follow}")
        if failed:
            sys.exit(1)
