"""The King sheet leaving the phone: the columns of the CSV and the PDF (each deal's declarer,
dealer, contract and trump, then per player the units taken, the score and the running total),
and the figures /stats/ keeps per player (contracts declared, negative units taken, koz
tricks). Nothing here scores: it reads the sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext

from scorepad.games.concerns import Cell, Column, SheetRow, SheetTable
from scorepad.games.king import engine as king
from scorepad.games.king.pad import SUIT_SYMBOLS

# The columns before the players' and, per player, theirs.
FIRST = 5
PER_PLAYER = 3


def table(players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]) -> SheetTable:
    columns = [
        Column(gettext("Deal")),
        Column(gettext("Declarer")),
        Column(gettext("Dealer")),
        Column(gettext("Contract")),
        Column(gettext("Trump")),
    ]
    for name in players:
        columns += [
            Column(gettext("taken"), name),
            Column(gettext("score"), name),
            Column(gettext("total"), name),
        ]
    rows = []
    last = len(sheet["deals"])
    for row, deal in zip(sheet["deals"], deals, strict=True):
        cells: list[Cell] = [
            row["number"],
            players[row["declarer"]],
            players[row["dealer"]],
            king.CONTRACT_NAMES[row["contract"]],
            SUIT_SYMBOLS.get(deal.get("trump", ""), ""),
        ]
        marks: set[int] = set()
        for seat in range(len(players)):
            cells += [deal["taken"][seat], row["scores"][seat], row["totals"][seat]]
            if sheet["king"] == seat and row["number"] == last:
                marks.add(FIRST + PER_PLAYER * seat + 1)
        note = ""
        if sheet["king"] is not None and row["number"] == last:
            note = gettext("%(name)s made King") % {"name": players[sheet["king"]]}
        rows.append(SheetRow(cells, frozenset(marks), note))
    totals: list[Cell] = [gettext("Total"), "", "", "", ""]
    for total in sheet["totals"]:
        totals += ["", "", total]
    return SheetTable(columns, rows, totals)


def figures() -> list[tuple[str, str]]:
    return [
        ("declared", gettext("contracts declared")),
        ("negatives", gettext("penalty cards and tricks taken")),
        ("koz_tricks", gettext("koz tricks")),
    ]


def player_figures(
    players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, int]]:
    counts = [dict.fromkeys(("declared", "negatives", "koz_tricks"), 0) for _ in players]
    for deal in deals:
        counts[deal["declarer"]]["declared"] += 1
        for seat, taken in enumerate(deal["taken"]):
            key = "koz_tricks" if deal["contract"] == king.KOZ else "negatives"
            counts[seat][key] += taken
    return counts


TEXT_COLUMNS = ("declarer", "contract", "trump")


def option_lines(
    players: list[str], options: dict[str, Any], worded: Callable[[dict[str, Any]], list[str]]
) -> list[str]:
    """As every game's (``worded``), with the first declarer by name and the table's own
    points."""
    shown = dict(options)
    shown["first_declarer"] = players[options["first_declarer"]]
    shown["king"] = options["king"] or gettext("off")
    points = shown.pop("points")
    lines = worded(shown)
    if points:
        label = gettext(king.FIELD_LABELS["points"])
        values = ", ".join(
            f"{king.CONTRACT_NAMES[contract]} {points[contract]:+d}"
            for contract in king.CONTRACTS
            if contract in points
        )
        lines.append(f"{label}: {values}")
    return lines
