"""History and statistics of one device: its finished games, and per player name the games
played and won, the average and best totals, and each game's own figures (from the game's
``GameType.figures`` and ``player_figures``).

Everything is derived from the recorded deals, and kept per game (``Figures``) so that a page
listing a phone's games reads them rather than working out every sheet again: a phone holds up
to a hundred games of up to a thousand deals. The figures are worked out in the request that
changes a game (``keep_figures``), under that change; a game changed elsewhere (the admin)
has them worked out again the first time a page asks, a bounded number a request
(``kept_figures``), the rest on the requests after.

A player is known by the name as typed: "Nino" at two games is one player, "Nino" and "nino"
are two, as a paper notebook would have them.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import IntegrityError, transaction

from scorepad.games import game_type
from scorepad.games.base import GameType
from scorepad.models import Deal, Figures, Game

# The CPU a request may spend working out figures that were not kept (games changed outside the
# app's views): at least one game's, then no more than this. The longest game costs about
# 0.03 s (1,000 deals read and worked out).
FIGURES_SECONDS = 0.15


def work_out(game: Game, deals: list[dict[str, Any]]) -> Figures:
    """The game's figures from its deals, for its change as it stands (not saved)."""
    kind = game_type(game.game)
    players = list(game.players)
    options = kind.full_options(game.options)
    sheet = kind.engine.compute_sheet(players, options, deals)
    seats = kind.player_figures(players, options, sheet, deals) if sheet["finished"] else []
    return Figures(
        game=game,
        of=game.updated,
        deals=len(deals),
        finished=bool(sheet["finished"]),
        sides=list(sheet["sides"]),
        totals=list(sheet["totals"]),
        winners=list(sheet["winners"]),
        seats=seats,
    )


def _save(figures: Figures) -> None:
    values = {
        name: getattr(figures, name)
        for name in ("of", "deals", "finished", "sides", "totals", "winners", "seats")
    }
    try:
        with transaction.atomic():
            Figures.objects.update_or_create(game=figures.game, defaults=values)
    except IntegrityError:
        # Another request kept this game's figures at the same moment: for the same change,
        # worked out from the same deals.
        pass


def keep_figures(game: Game, deals: list[dict[str, Any]] | None = None) -> Figures:
    """Work out and keep the game's figures for its change as it stands (``game.updated``),
    from ``deals`` if the caller holds them, else from the database: in the transaction of
    the change, so that the change and its figures are kept together or not at all."""
    if deals is None:
        deals = list(game.deals.order_by("number").values_list("data", flat=True))
    figures = work_out(game, deals)
    _save(figures)
    return figures


def kept_figures(games: Iterable[Game]) -> dict[int, Figures]:
    """The figures of each game, by its id, for its change as it stands. Those not kept for
    that change are worked out and kept now, newest change first, within ``FIGURES_SECONDS``
    of CPU (one game at least): a game left over has none in the answer, and is worked out on
    a later request."""
    games = list(games)
    found = {figures.game_id: figures for figures in Figures.objects.filter(game__in=games)}
    kept = {}
    stale = []
    for game in games:
        figures = found.get(game.pk)
        if figures is not None and figures.of == game.updated:
            figures.game = game
            kept[game.pk] = figures
        else:
            stale.append(game)
    started = time.thread_time()
    for game in sorted(stale, key=lambda game: game.updated, reverse=True):
        deals = Deal.objects.filter(game=game).order_by("number").values_list("data", flat=True)
        kept[game.pk] = keep_figures(game, list(deals))
        if time.thread_time() - started >= FIGURES_SECONDS:
            break
    return kept


@dataclass
class Finished:
    """A finished game as the history lists it."""

    game: Game
    figures: Figures

    @property
    def winners(self) -> list[str]:
        return [self.figures.sides[side] for side in self.figures.winners]

    @property
    def totals(self) -> list[tuple[str, int]]:
        return list(zip(self.figures.sides, self.figures.totals, strict=True))


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
        return [(label, self.counts.get(key, 0)) for key, label in self.kind.figures()]


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


def finished_games(figures: dict[int, Figures]) -> list[Finished]:
    """The finished games among those whose figures are given (those this device holds),
    newest first."""
    finished = [Finished(kept.game, kept) for kept in figures.values() if kept.finished]
    return sorted(finished, key=lambda entry: (entry.game.created, entry.game.pk), reverse=True)


def player_records(history: list[Finished]) -> list[Player]:
    """Every name in the history, with their record per game; most games played first."""
    by_name: dict[str, Player] = {}
    for entry in history:
        game, figures = entry.game, entry.figures
        kind = game_type(game.game)
        for seat, name in enumerate(game.players):
            player = by_name.setdefault(name, Player(name))
            record = player.records.setdefault(kind.name, Record(kind))
            side = kind.side_of_seat(seat)
            record.played += 1
            record.won += side in figures.winners
            record.totals.append(figures.totals[side])
            seat_counts = figures.seats[seat] if seat < len(figures.seats) else {}
            for key, value in seat_counts.items():
                record.counts[key] = record.counts.get(key, 0) + value
    return sorted(by_name.values(), key=lambda player: (-player.played, player.name.casefold()))
