"""What the club tests share: the night files in ``nights/`` (the spec's, and nights worked by
hand), read and scored as the server does, and nights made up of random deals for any game."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from scorepad.clubs import files, night
from scorepad.games import installed, samples
from scorepad.games.core import RuleError

NIGHTS = Path(__file__).resolve().parent / "nights"


def load(name: str) -> dict[str, Any]:
    """A night file of ``nights/``, as decoded JSON (a fresh copy each time)."""
    return copy.deepcopy(json.loads((NIGHTS / f"{name}.json").read_text("utf-8")))


def needs_game_of(name: str) -> pytest.MarkDecorator:
    """Skip a test of a night file whose game is not installed."""
    game = load(name)["game"]
    return pytest.mark.skipif(game not in installed(), reason=f"{game} is not installed")


def clean(data: dict[str, Any]) -> dict[str, Any]:
    return night.clean_night(data, files.club_engine)


def standings(data: dict[str, Any]) -> dict[str, Any]:
    return night.night_standings(clean(data), files.club_engine)


def refusal(data: Any) -> str:
    """The reason the server gives for refusing a night or season file, as the command says it."""
    with pytest.raises(night.RuleError) as refused:
        files.standings(json.dumps(data))
    return refused.value.reason()


def random_night(game: str, players: int, rounds: int, deals: int, seed: int) -> dict[str, Any]:
    """A night file of ``players`` (a multiple of four, or one to three more sitting out in
    turn), each table ``deals`` deals into its game as a table could record them."""
    rng = random.Random(seed)
    names = [f"Player {number}" for number in range(1, players + 1)]
    game_samples = samples(game)
    options = files.club_engine(game).clean_options(game_samples.QUICK_OPTIONS)
    night_rounds = []
    for number in range(rounds):
        order = names[:]
        rng.shuffle(order)
        out = len(order) % 4
        tables = []
        for first in range(out, len(order), 4):
            seats = order[first : first + 4]
            table_deals: list[dict[str, Any]] = []
            rules = files.club_engine(game)
            while len(table_deals) < deals and rules.next_deal(seats, options, table_deals):
                # A random deal may break a rule (the sample leaves that to the engine): again.
                deal = game_samples.random_deal(rng, seats, options, table_deals)
                with contextlib.suppress(RuleError):
                    table_deals.extend(rules.clean_deals(seats, options, table_deals, [deal]))
            tables.append({"players": seats, "deals": table_deals})
        night_rounds.append({"tables": tables, "sit_out": order[:out]})
        del number
    return {
        "format": night.FORMAT,
        "game": game,
        "options": options,
        "rules": {"rounds": rounds},
        "players": names,
        "rounds": night_rounds,
    }


def run(*args, stdin=None):
    """A command's exit status, standard output and standard error, run as ``manage.py`` runs
    it (``stdin``: the bytes of its standard input)."""
    out, err = io.StringIO(), io.StringIO()
    status = 0
    with pytest.MonkeyPatch.context() as patch:
        if stdin is not None:
            patch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        try:
            call_command(*args, stdout=out, stderr=err)
        except SystemExit as exit_:
            status = exit_.code
    return status, out.getvalue(), err.getvalue()
