"""The Klaverjas sheet leaving the phone: the columns of the CSV (the playing team, pit, revoke
and the result, then per team its card points, roem, score and running total), the PDF's pad
(Wij and Zij, per team its points and roem, as the screen keeps it), and the figures /stats/
keeps per player (deals played as the playing team, made, nat, revokes, roem). Nothing here
scores: it reads the sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext, gettext_lazy

from scorepad.games.concerns import Cell, Column, SheetRow, SheetTable
from scorepad.games.klaverjas import pad
from scorepad.games.klaverjas.forms import REVOKE_ROEM

TRUMPS = {
    "hearts": gettext_lazy("hearts"),
    "diamonds": gettext_lazy("diamonds"),
    "clubs": gettext_lazy("clubs"),
    "spades": gettext_lazy("spades"),
    "none": gettext_lazy("no trump"),
}
RESULTS = {
    "made": gettext_lazy("made"),
    "nat": gettext_lazy("nat"),
    "revoke": gettext_lazy("revoke"),
}
# The words the pad writes beside a team's points.
TAGS = {
    "nat": gettext_lazy("nat"),
    "pit": gettext_lazy("pit"),
    "revoke": gettext_lazy("revoke"),
}
FIRST = 7
PER_TEAM = 4


def table(players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]) -> SheetTable:
    sides = sheet["sides"]
    columns = [
        Column(gettext("Deal")),
        Column(gettext("Dealer")),
        Column(gettext("Playing")),
        Column(gettext("Trump")),
        Column(gettext("Pit")),
        Column(gettext("Revoke")),
        Column(gettext("Result")),
    ]
    for side in sides:
        columns += [
            Column(gettext("card points"), side),
            Column(gettext("roem"), side),
            Column(gettext("score"), side),
            Column(gettext("total"), side),
        ]

    def team(index: int | None) -> str:
        return "" if index is None else sides[index]

    rows = []
    for row, deal in zip(sheet["deals"], deals, strict=True):
        cells: list[Cell] = [
            row["number"],
            players[row["dealer"]],
            team(deal["playing"]),
            str(TRUMPS.get(deal.get("trump", ""), "")),
            team(deal["pit"]),
            team(deal["revoke"]),
            str(RESULTS[row["result"]]),
        ]
        marks: set[int] = set()
        points = deal.get("points")
        for side in range(2):
            cells += [
                points[side] if points else None,
                deal["roem"][side],
                row["scores"][side],
                row["totals"][side],
            ]
            if row["result"] != "made" and row["scores"][side] == 0:
                marks.add(FIRST + PER_TEAM * side + 2)  # nat, or the revoking team
        rows.append(SheetRow(cells, frozenset(marks)))
    totals: list[Cell] = [gettext("Total"), "", "", "", "", "", ""]
    for total in sheet["totals"]:
        totals += ["", "", "", total]
    return SheetTable(columns, rows, totals)


def paper(
    players: list[str], options: dict[str, Any], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> SheetTable:
    """The PDF's table, the pad as the screen keeps it: each deal's number and dealer, then
    Wij and Zij, per team the points (with nat, pit or revoke beside them) and, in its own
    column, the roem it writes; the deals still to play pre-printed with their dealers."""
    columns = [Column(gettext("Deal")), Column(gettext("Dealer"))]
    for wij_zij, side in zip(("Wij", "Zij"), sheet["sides"], strict=True):
        group = f"{wij_zij}\n{side}"
        columns += [Column(gettext("points"), group), Column(gettext("roem"), group)]
    rows = []
    for row in pad.pad(options, sheet, deals):
        cells: list[Cell] = [row["number"], players[row["dealer"]]]
        marks: set[int] = set()
        for team, cell in enumerate(row.get("cells", [])):
            tags = [str(TAGS[name]) for name in TAGS if cell[name]]
            cells += [" ".join([str(cell["points"]), *tags]) if tags else cell["points"]]
            cells += [cell["roem"] or None]
            if cell["nat"] or (cell["revoke"] and cell["score"] == 0):
                marks.add(2 + 2 * team)
        if not row["played"]:
            cells += [None] * 4
        rows.append(SheetRow(cells, frozenset(marks)))
    totals: list[Cell] = [gettext("Total"), ""]
    for total in sheet["totals"]:
        totals += [total, ""]
    return SheetTable(columns, rows, totals)


def figures() -> list[tuple[str, str]]:
    return [
        ("playing", gettext("deals as the playing team")),
        ("made", gettext("made")),
        ("nat", gettext("nat")),
        ("revokes", gettext("revokes")),
        ("roem", gettext("roem")),
    ]


def player_figures(
    players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, int]]:
    """Per player, their team's deals: a partner shares every figure. Every deal the team
    played is made or nat: a revoke by the playing team scores as nat (it writes 0), one by
    the other team as made (the playing team writes 162 and the roem)."""
    teams = [dict.fromkeys(("playing", "made", "nat", "revokes", "roem"), 0) for _ in range(2)]
    for row, deal in zip(sheet["deals"], deals, strict=True):
        playing = teams[deal["playing"]]
        playing["playing"] += 1
        if row["result"] == "revoke":
            made = deal["revoke"] != deal["playing"]
            teams[deal["revoke"]]["revokes"] += 1
        else:
            made = row["result"] == "made"
        playing["made" if made else "nat"] += 1
        for side in range(2):
            teams[side]["roem"] += deal["roem"][side]
    return [dict(teams[seat % 2]) for seat in range(len(players))]


TEXT_COLUMNS = ("result",)


def option_lines(
    players: list[str], options: dict[str, Any], worded: Callable[[dict[str, Any]], list[str]]
) -> list[str]:
    """As every game's (``worded``), with the score a game is played to in place of its number
    of deals, and what a revoke gives in words."""
    shown = dict(options)
    del shown["deals" if options["to_points"] is not None else "to_points"]
    shown["revoke_roem"] = str(dict(REVOKE_ROEM)[options["revoke_roem"]])
    return worded(shown)
