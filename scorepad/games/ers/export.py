"""The Egyptian Rat Screw series leaving the phone: one row per game with its winner and every
player's wins so far, the chart of the wins game by game, and the figures /stats/ keeps per
player (games won, series won)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext, ngettext

from scorepad.chart import Chart, running_totals
from scorepad.games.concerns import Cell, Column, SheetRow, SheetTable
from scorepad.games.ers.pad import house_rules

FIRST = 2


def table(players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]) -> SheetTable:
    columns = [Column(gettext("Game")), Column(gettext("Winner"))]
    columns += [Column(gettext("wins"), name) for name in players]
    rows = []
    for row, deal in zip(sheet["deals"], deals, strict=True):
        winner = deal["winner"]
        cells: list[Cell] = [row["number"], players[winner], *row["totals"]]
        rows.append(SheetRow(cells, frozenset({FIRST + winner})))
    totals: list[Cell] = [gettext("Total"), "", *sheet["totals"]]
    return SheetTable(columns, rows, totals)


def chart(sheet: dict[str, Any]) -> Chart:
    """Every player's wins, game by game. Wins only ever rise, so the words say where each
    player stands rather than a highest and a lowest."""
    drawn = running_totals(sheet)
    games = drawn.deals
    if games == 0:
        summary = gettext("No games yet.")
    else:
        wins = ", ".join(
            ngettext("%(name)s %(count)d win", "%(name)s %(count)d wins", total)
            % {"name": name, "count": total}
            for name, total in zip(sheet["sides"], sheet["totals"], strict=True)
        )
        summary = ngettext(
            "After %(count)d game: %(wins)s.", "After %(count)d games: %(wins)s.", games
        ) % {"count": games, "wins": wins}
    return drawn._replace(title=gettext("Wins, game by game"), summary=summary)


def figures() -> list[tuple[str, str]]:
    return [("games", gettext("games won")), ("series", gettext("series won"))]


def player_figures(
    players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, int]]:
    return [
        {"games": sheet["totals"][seat], "series": int(seat in sheet["winners"])}
        for seat in range(len(players))
    ]


def option_lines(
    players: list[str], options: dict[str, Any], worded: Callable[[dict[str, Any]], list[str]]
) -> list[str]:
    """The house rules in words, as the sheet shows them."""
    return house_rules(options)
