"""The Klaverjas sheet leaving the phone: the columns of the CSV and the PDF (the playing
team, pit, revoke and the result, then per team its card points, roem, score and running
total), and the figures /stats/ keeps per player (deals played as the playing team, made,
nat, revokes, roem). Nothing here scores: it reads the sheet."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, gettext_lazy

from scorepad.games.base import Cell, Column, SheetRow, SheetTable

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
