"""History and statistics of one device: its finished games, and per player name the games
played and won, the average and best totals, and each game's own figures (from the game's
``kind.export.figures`` and ``player_figures``). Everything is derived from the recorded deals;
nothing is stored.

A player is known by the name as typed: "Nino" at two games is one player, "Nino" and "nino"
are two, as a paper notebook would have them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count
from django.utils.text import capfirst

from scorepad.games import game_type, installed
from scorepad.games.base import GameType
from scorepad.models import Game


@dataclass
class Finished:
    """A finished game as the history lists it."""

    game: Game
    sheet: dict[str, Any]
    deals: list[dict[str, Any]]

    @property
    def winners(self) -> list[str]:
        return [self.sheet["sides"][side] for side in self.sheet["winners"]]

    @property
    def totals(self) -> list[tuple[str, int]]:
        return list(zip(self.sheet["sides"], self.sheet["totals"], strict=True))


@dataclass
class Record:
    """One player's games of one kind."""

    kind: GameType
    played: int = 0
    won: int = 0
    totals: list[int] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def average(self) -> float:
        return sum(self.totals) / len(self.totals) if self.totals else 0.0

    @property
    def best(self) -> int | None:
        return max(self.totals) if self.totals else None

    @property
    def figures(self) -> list[tuple[str, int]]:
        """The game's own figures, as (heading, value), in the game's order."""
        return [(label, self.counts.get(key, 0)) for key, label in self.kind.export.figures()]


@dataclass
class Player:
    name: str
    records: dict[str, Record] = field(default_factory=dict)

    @property
    def played(self) -> int:
        return sum(record.played for record in self.records.values())

    @property
    def won(self) -> int:
        return sum(record.won for record in self.records.values())


def finished_games(public_ids: Iterable[str], limit: int = 500) -> list[Finished]:
    """The finished games among ``public_ids`` (those this device holds), newest first."""
    games = (
        Game.objects.filter(public_id__in=list(public_ids), game__in=installed())
        .prefetch_related("deals")
        .order_by("-created")[:limit]
    )
    finished = []
    for game in games:
        kind = game_type(game.game)
        deals = [deal.data for deal in game.deals.all()]
        options = kind.engine.clean_options(dict(game.options))
        sheet = kind.engine.compute_sheet(list(game.players), options, deals)
        if sheet["finished"]:
            finished.append(Finished(game, sheet, deals))
    return finished


def not_installed(public_ids: Iterable[str]) -> list[tuple[str, int]]:
    """The games among ``public_ids`` of a kind this server no longer offers, left out of the
    history and the figures: how many of each kind, by its stored name."""
    counts = (
        Game.objects.filter(public_id__in=list(public_ids))
        .exclude(game__in=installed())
        .values("game")
        .annotate(count=Count("pk"))
        .order_by("game")
    )
    return [(capfirst(row["game"]), row["count"]) for row in counts]


def player_records(history: list[Finished]) -> list[Player]:
    """Every name in the history, with their record per game; most games played first."""
    by_name: dict[str, Player] = {}
    for entry in history:
        game, sheet = entry.game, entry.sheet
        kind = game_type(game.game)
        names = list(game.players)
        figures = kind.export.player_figures(names, sheet, entry.deals)
        for seat, name in enumerate(names):
            player = by_name.setdefault(name, Player(name))
            record = player.records.setdefault(kind.name, Record(kind))
            side = kind.side_of_seat(seat)
            record.played += 1
            record.won += side in sheet["winners"]
            record.totals.append(sheet["totals"][side])
            for key, value in figures[seat].items():
                record.counts[key] = record.counts.get(key, 0) + value
    return sorted(by_name.values(), key=lambda player: (-player.played, player.name.casefold()))
