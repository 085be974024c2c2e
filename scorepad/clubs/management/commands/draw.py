"""``python manage.py draw --game GAME --rounds 3 [--seed N] NAME...``: draw a club night's
tables, and print ``{"rounds": [{"tables": [[four names in seating order], ...],
"sit_out": [names]}]}`` (spec/club-night.md, "The draw"; docs/club-night.md).

A player who comes late or leaves early is written ``NAME@FIRST-LAST`` (``Els@2-3``), or
``NAME@FIRST-`` (from that round on), ``NAME@-LAST`` (up to that round) or ``NAME@ROUND``
(that round alone). The same seed and the same names give the same draw. A refusal prints the
reason on standard error, nothing on standard output, and exits 1.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from scorepad.clubs import draw, files, night
from scorepad.games.core import RuleError, gettext_noop


class Command(BaseCommand):
    help = (
        "Draw the tables of a club night for the players named (NAME, or NAME@2-3 for one who "
        "is there for rounds 2 to 3 only: NAME@2- comes late, NAME@-2 leaves early, NAME@2 "
        "plays round 2 alone) and print them as JSON."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        games = files.club_games()
        parser.add_argument(
            "--game",
            required=True,
            choices=games,
            help=f"the game played at every table: {', '.join(games)}",
        )
        parser.add_argument(
            "--rounds",
            type=int,
            default=night.DEFAULT_RULES["rounds"],
            help=f"the rounds of the night, 1 to {night.MAX_ROUNDS} (default: %(default)s)",
        )
        parser.add_argument(
            "--seed",
            type=int,
            help="a whole number: the same seed and names give the same draw (default: at random)",
        )
        parser.add_argument(
            "names", nargs="+", metavar="NAME", help="a player: NAME, or NAME@FIRST-LAST"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        rounds = options["rounds"]
        source = random.Random(options["seed"])
        try:
            presence = [there_for(name, rounds) for name in options["names"]]
            drawn = draw.draw_night(presence, rounds, files.plays_in_teams(options["game"]), source)
        except RuleError as error:
            self.stderr.write(f"draw: {error.reason()}")
            sys.exit(1)
        self.stdout.write(json.dumps({"rounds": drawn}, ensure_ascii=False, indent=2))


def there_for(argument: str, rounds: int) -> tuple[str, int, int]:
    """A player's name and the first and last rounds they are there for, from ``NAME`` or
    ``NAME@FIRST-LAST`` (either end may be left out, ``NAME@ROUND`` is that round alone)."""
    name, at, when = argument.rpartition("@")
    if not at:
        return argument, 1, rounds
    first, dash, last = when.partition("-")
    if not dash:
        last = first
    try:
        return name, int(first) if first else 1, int(last) if last else rounds
    except ValueError:
        raise RuleError(
            gettext_noop(
                "%(argument)s: the rounds a player is there for are written NAME@2-3,"
                " NAME@2- or NAME@-2"
            ),
            field="players",
            argument=argument,
        ) from None
