"""``python manage.py scoresheet FILE``: check a scorepad/1 game file and print it with its sheet.

A refused file prints the reason on standard error, nothing on standard output, and exits 1.
"""

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from scorepad import gamefile
from scorepad.games import game_type
from scorepad.games.core import RuleError


class Command(BaseCommand):
    help = "Check a scorepad/1 game file (a path, or - for standard input) and print its sheet."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the game file, or - to read standard input")
        parser.add_argument(
            "--format",
            choices=("json", "text"),
            default="json",
            help="json: the document with its sheet (default); text: a table for a terminal",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            text = self._read(options["file"])
            document = gamefile.parse(text)
        except RuleError as error:
            self.stderr.write(f"scoresheet: {error.reason()}")
            sys.exit(1)
        except OSError as error:
            self.stderr.write(f"scoresheet: cannot read {options['file']}: {error.strerror}")
            sys.exit(1)
        result = gamefile.with_sheet(document)
        if options["format"] == "text":
            self.stdout.write(render_text(result))
        else:
            self.stdout.write(json.dumps(result, ensure_ascii=False, indent=2))

    @staticmethod
    def _read(path: str) -> bytes:
        if path == "-":
            return sys.stdin.buffer.read()
        with open(path, "rb") as handle:
            return handle.read()


def render_text(result: dict[str, Any]) -> str:
    """The sheet as an aligned table: one line per deal, each side's score and running total."""
    sheet = result["sheet"]
    players = result["players"]
    sides = sheet["sides"]
    extra = _extra_columns(result["game"])
    header = ["#", "dealer", *extra, *sides]
    rows = [header]
    for deal in sheet["deals"]:
        dealer = "" if deal["dealer"] is None else players[deal["dealer"]]
        cells = [str(deal["number"]), dealer]
        cells += [_cell(deal.get(column)) for column in extra]
        scores = deal["scores"] or [None] * len(sides)
        adjustments = deal.get("adjustments") or [0] * len(sides)
        for score, total, adjustment in zip(scores, deal["totals"], adjustments, strict=True):
            text = "…" if score is None else f"{score:+d}"
            if adjustment:
                text += f" {adjustment:+d}"
            cells.append(f"{text} = {total}")
        rows.append(cells)
    rows.append(["", "total", *[""] * len(extra), *(str(t) for t in sheet["totals"])])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(cell.rjust(width) for cell, width in zip(row, widths, strict=True))
        for row in rows
    ]
    if sheet["finished"]:
        winners = " and ".join(sides[i] for i in sheet["winners"])
        lines.append(f"finished: {winners} won")
    else:
        lines.append("in progress")
    return "\n".join(lines)


def _extra_columns(game: str) -> list[str]:
    return list(game_type(game).export.text_columns)


def _cell(value: Any) -> str:
    return "" if value is None else str(value)
