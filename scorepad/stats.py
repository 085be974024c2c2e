"""History and statistics of one device: its finished games, and per player name the games
played and won, the average and best totals, and each game's own figures (from the game's
``kind.export.figures`` and ``player_figures``).

Everything is derived from the recorded deals, and kept per game (``Figures``) so that a page
listing a phone's games reads them rather than working out every sheet again: a phone holds up
to a hundred games of up to a thousand deals. The figures are worked out in the request that
changes a game (``keep_figures``), under that change; a game changed elsewhere (the admin)
has them worked out again the first time a page asks, a bounded number a request
(``kept_figures``), the rest on the requests after. A game of a kind this server does not
install has none: no engine here scores it (``not_installed`` counts them).

A player is known by the name as typed: "Nino" at two games is one player, "Nino" and "nino"
are two, as a paper notebook would have them.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from django.db import IntegrityError, transaction
from django.utils.text import capfirst

from scorepad.games import game_type, is_installed
from scorepad.games.base import GameType
from scorepad.models import Deal, Figures, Game

# The CPU a request may spend working out figures that were not kept (games changed outside the
# app's views): at least one game's, then no more than this. The longest game costs about
# 0.03 s (1,000 deals read and worked out).
FIGURES_SECONDS = 0.15


class _Worked(NamedTuple):
    """A sheet a game object worked out, and what it was worked out from."""

    updated: Any
    players: list[str]
    options: dict[str, Any]
    deals: list[dict[str, Any]]
    sheet: dict[str, Any]


def sheet_of(game: Game, options: dict[str, Any], deals: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's sheet of ``deals`` under ``options`` (``compute_sheet``), worked out once for
    a game object at its change as it stands: the answer to a change and the figures kept for
    it are one working-out. The object keeps what it was worked out from, and a sheet asked of
    other deals, options or names (or after another change) is worked out anew."""
    source = (game.updated, list(game.players), dict(options), list(deals))
    kept: _Worked | None = game.__dict__.get("_sheet")
    if kept is not None and kept[:4] == source:
        return kept.sheet
    sheet = game_type(game.game).engine.compute_sheet(source[1], options, deals)
    game.__dict__["_sheet"] = _Worked(*source, sheet)
    return sheet


def _deals_worked_out(game: Game) -> list[dict[str, Any]] | None:
    """The deals of the sheet the game object last worked out, if at its change as it stands:
    the deals the answer to that change shows."""
    kept: _Worked | None = game.__dict__.get("_sheet")
    return kept.deals if kept is not None and kept.updated == game.updated else None


def work_out(game: Game, deals: list[dict[str, Any]]) -> Figures:
    """The game's figures from its deals, for its change as it stands (not saved)."""
    kind = game_type(game.game)
    players = list(game.players)
    sheet = sheet_of(game, kind.full_options(game.options), deals)
    seats = kind.export.player_figures(players, sheet, deals) if sheet["finished"] else []
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
    if Figures.objects.filter(game=figures.game).update(**values):
        return  # one query for a game whose figures were kept before, as most are
    try:
        with transaction.atomic():
            Figures.objects.create(game=figures.game, **values)
    except IntegrityError:
        # Another request kept this game's figures at the same moment: for the same change,
        # worked out from the same deals.
        pass


def keep_figures(game: Game, deals: list[dict[str, Any]] | None = None) -> Figures:
    """Work out and keep the game's figures for its change as it stands (``game.updated``),
    from ``deals`` if the caller holds them (or the object has worked out their sheet since the
    change), else from the database: in the transaction of the change, so that the change and
    its figures are kept together or not at all."""
    if deals is None:
        deals = _deals_worked_out(game)
    if deals is None:
        deals = list(game.deals.order_by("number").values_list("data", flat=True))
    figures = work_out(game, deals)
    _save(figures)
    return figures


def kept_figures(games: Iterable[Game]) -> dict[int, Figures]:
    """The figures of each game, by its id, for its change as it stands. Those not kept for
    that change are worked out and kept now, newest change first, within ``FIGURES_SECONDS``
    of CPU (one game at least): a game left over has none in the answer, and is worked out on
    a later request. A game of a kind not installed here has none."""
    games = [game for game in games if is_installed(game.game)]
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


def finished_games(figures: dict[int, Figures]) -> list[Finished]:
    """The finished games among those whose figures are given (those this device holds),
    newest first."""
    finished = [Finished(kept.game, kept) for kept in figures.values() if kept.finished]
    return sorted(finished, key=lambda entry: (entry.game.created, entry.game.pk), reverse=True)


def not_installed(games: Iterable[Game]) -> list[tuple[str, int]]:
    """The games among ``games`` (those this device holds) of a kind this server no longer
    offers, left out of the history and the figures: how many of each kind, by its stored
    name."""
    counts = Counter(game.game for game in games if not is_installed(game.game))
    return [(capfirst(name), count) for name, count in sorted(counts.items())]


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
