"""``python manage.py standings FILE``: the standings of a club night or a season, as JSON.

``FILE`` is a ``scorepad-night/1`` or ``scorepad-season/1`` file (spec/club-night.md), or ``-``
for standard input. A refused file prints the reason on standard error, naming the night, the
round and the table (and the deal, as the game's engine words it), nothing on standard output,
and exits 1.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from scorepad.clubs import files
from scorepad.games.core import RuleError


class Command(BaseCommand):
    help = (
        "Print the standings of a club night or a season file (a path, or - for standard "
        "input) as JSON."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the night or season file, or - to read standard input")

    def handle(self, *args: Any, **options: Any) -> None:
        path = options["file"]
        try:
            if path == "-":
                text = sys.stdin.buffer.read()
            else:
                with open(path, "rb") as handle:
                    text = handle.read()
            result = files.standings(text)
        except RuleError as error:
            self.stderr.write(f"standings: {error.reason()}")
            sys.exit(1)
        except OSError as error:
            self.stderr.write(f"standings: cannot read {path}: {error.strerror}")
            sys.exit(1)
        self.stdout.write(json.dumps(result, ensure_ascii=False, indent=2))
