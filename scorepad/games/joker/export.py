"""The Joker sheet leaving the phone: the columns of the CSV and the PDF (per player bid,
tricks, score, the section's premium or erasure, running total), and the figures /stats/
keeps per player (bids kept, ştangas, premiums). Nothing here scores: it reads the sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext, gettext_lazy

from scorepad.games.concerns import Cell, Column, SheetRow, SheetTable
from scorepad.games.joker import engine
from scorepad.games.joker.forms import ERASE_CHOICES, SHTANGA_CHOICES
from scorepad.games.joker.pad import counted_again
from scorepad.games.joker.templatetags.joker_tags import kind_label

TRUMPS = {
    "hearts": gettext_lazy("hearts"),
    "diamonds": gettext_lazy("diamonds"),
    "clubs": gettext_lazy("clubs"),
    "spades": gettext_lazy("spades"),
    "none": gettext_lazy("no trump"),
}
# The columns before the players' and, per player, theirs.
FIRST = 5
PER_PLAYER = 5


def table(players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]) -> SheetTable:
    columns = [
        Column(gettext("Deal")),
        Column(gettext("Cards")),
        Column(gettext("Kind")),
        Column(gettext("Dealer")),
        Column(gettext("Trump")),
    ]
    for name in players:
        columns += [
            Column(gettext("bid"), name),
            Column(gettext("tricks"), name),
            Column(gettext("score"), name),
            Column(gettext("premium"), name),
            Column(gettext("total"), name),
        ]
    rows = []
    again = counted_again(sheet)
    for index, (row, deal) in enumerate(zip(sheet["deals"], deals, strict=True)):
        cells: list[Cell] = [
            row["number"],
            row["cards"],
            kind_label(row["kind"]),
            players[row["dealer"]],
            # The trump the table recorded; in the no-trump section there is none to record.
            str(TRUMPS.get(deal.get("trump", "none" if row["kind"] == "no-trump" else ""), "")),
        ]
        marks: set[int] = set()
        adjustments = row.get("adjustments")
        bids, tricks, scores = deal.get("bids"), deal.get("tricks"), row["scores"]
        for seat in range(len(players)):
            at = FIRST + PER_PLAYER * seat
            bid = bids[seat] if bids else None
            took = tricks[seat] if tricks else None
            adjustment = adjustments[seat] if adjustments else None
            cells += [
                bid,
                took,
                scores[seat] if scores else None,
                adjustment or None,
                row["totals"][seat],
            ]
            if (bid and took == 0) or (index, seat) in again:  # a ştanga, a deal counted again
                marks.add(at + 2)
            if adjustment:
                marks.add(at + 3)
        rows.append(SheetRow(cells, frozenset(marks), _premium_note(players, adjustments)))
    totals: list[Cell] = [gettext("Total"), "", "", "", ""]
    for total in sheet["totals"]:
        totals += ["", "", "", "", total]
    return SheetTable(columns, rows, totals)


def _premium_note(players: list[str], adjustments: list[int] | None) -> str:
    """The section's premiums and erasures in words, written under its last deal."""
    if not adjustments or not any(adjustments):
        return ""
    parts = []
    for name, value in zip(players, adjustments, strict=True):
        if value > 0:
            parts.append(gettext("%(name)s premium +%(value)d") % {"name": name, "value": value})
        elif value < 0:
            parts.append(gettext("%(name)s erased %(value)d") % {"name": name, "value": value})
    return "; ".join(parts)


def figures() -> list[tuple[str, str]]:
    return [
        ("bids", gettext("deals bid")),
        ("kept", gettext("bids kept")),
        ("shtangas", gettext("ştangas")),
        ("premiums", gettext("premiums")),
    ]


def player_figures(
    players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, int]]:
    counts = [dict.fromkeys(("bids", "kept", "shtangas", "premiums"), 0) for _ in players]
    for row, deal in zip(sheet["deals"], deals, strict=True):
        if row["scores"] is None:
            continue
        for seat, mine in enumerate(counts):
            if "bids" in deal:
                bid, took = deal["bids"][seat], deal["tricks"][seat]
                mine["bids"] += 1
                mine["kept"] += bid == took
                mine["shtangas"] += bid >= 1 and took == 0
            mine["premiums"] += (row.get("adjustments") or [0] * len(players))[seat] > 0
    return counts


TEXT_COLUMNS = ("cards", "kind")


def option_lines(
    players: list[str], options: dict[str, Any], worded: Callable[[dict[str, Any]], list[str]]
) -> list[str]:
    """As every game's (``worded``), with a ştanga by the cards and the erasing with a single
    premium in words."""
    shown = dict(options)
    if isinstance(options["shtanga"], str):
        shown["shtanga"] = str(dict(SHTANGA_CHOICES)[options["shtanga"]])
    if options["erase"] == engine.ERASE_SINGLE:
        shown["erase"] = str(dict(ERASE_CHOICES)[engine.ERASE_SINGLE])
    return worded(shown)
