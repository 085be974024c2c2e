"""The Seep sheet leaving the phone: the columns of the CSV and the PDF (per team its card
points, sweeps, deal score and bazzis, then the running difference and the bazzi a deal won),
the chart of the running difference with the bazzis marked, and the figure /stats/ keeps per
player (bazzis won). Nothing here scores: it reads the sheet."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from scorepad.chart import Chart, Guide, Line, Mark, Point
from scorepad.games.concerns import Cell, Column, SheetRow, SheetTable
from scorepad.games.seep.engine import BAZZI

FIRST = 4
PER_TEAM = 4


def table(players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]) -> SheetTable:
    sides = sheet["sides"]
    columns = [
        Column(gettext("Deal")),
        Column(gettext("Dealer")),
        Column(gettext("Bid")),
        Column(gettext("Opening sweep")),
    ]
    for side in sides:
        columns += [
            Column(gettext("card points"), side),
            Column(gettext("sweeps"), side),
            Column(gettext("score"), side),
            Column(gettext("bazzis"), side),
        ]
    columns += [Column(gettext("Difference")), Column(gettext("Bazzi"))]
    rows = []
    for row, deal in zip(sheet["deals"], deals, strict=True):
        opening = deal.get("opening_sweep")
        cells: list[Cell] = [
            row["number"],
            players[row["dealer"]],
            deal.get("bid"),
            "" if opening is None else sides[opening],
        ]
        for side in range(2):
            cells += [
                deal["points"][side],
                deal["sweeps"][side],
                row["scores"][side],
                row["totals"][side],
            ]
        bazzi = row["bazzi"]
        cells += [row["difference"], "" if bazzi is None else sides[bazzi]]
        marks = frozenset() if bazzi is None else frozenset({FIRST + PER_TEAM * bazzi + 3})
        rows.append(SheetRow(cells, marks))
    totals: list[Cell] = [gettext("Total"), "", "", ""]
    for total in sheet["totals"]:
        totals += ["", "", "", total]
    last = sheet["deals"][-1]["difference"] if sheet["deals"] else 0
    totals += [last, ""]
    return SheetTable(columns, rows, totals)


def chart(sheet: dict[str, Any]) -> Chart:
    """The running difference, deal by deal: above zero the first team is ahead. A bazzi is
    drawn where the deal that won it took the difference, and the line drops back to 0."""
    sides = sheet["sides"]
    points: list[Point] = [(0, 0)]
    marks = []
    before = 0
    for row in sheet["deals"]:
        number, bazzi = row["number"], row["bazzi"]
        if bazzi is None:
            points.append((number, row["difference"]))
            before = row["difference"]
            continue
        # Where the deal took the difference: past 100 (110, -154), or short of it when a team
        # scored under 9 (+90).
        scores = row["scores"]
        won_at = before + scores[0] - scores[1]
        points += [(number, won_at), (number, 0)]
        before = 0
        label = gettext("a bazzi for %(team)s at deal %(number)d") % {
            "team": sides[bazzi],
            "number": number,
        }
        marks.append(Mark(number, won_at, label, bazzi))
    deals: int = sheet["deals"][-1]["number"] if sheet["deals"] else 0
    line = Line(
        gettext("running difference (%(plus)s above zero, %(minus)s below)")
        % {"plus": sides[0], "minus": sides[1]},
        points,
    )
    guides = [
        Guide(BAZZI, gettext("a bazzi for %(team)s") % {"team": sides[0]}),
        Guide(-BAZZI, gettext("a bazzi for %(team)s") % {"team": sides[1]}),
    ]
    summary = " ".join(
        [
            gettext("After %(deals)d deals the running difference is %(difference)d.")
            % {"deals": deals, "difference": sheet["deals"][-1]["difference"] if deals else 0},
            # Each sentence begins in its first letter's title case: a Georgian letter's is
            # itself (its capital, Mtavruli, is no way to begin a sentence, nor in the PDF's font).
            *(mark.label[:1].title() + mark.label[1:] + "." for mark in marks),
            gettext("Bazzis: %(totals)s.")
            % {
                "totals": ", ".join(
                    f"{side} {total}" for side, total in zip(sides, sheet["totals"], strict=True)
                )
            },
        ]
    )
    return Chart(
        gettext("Running difference and bazzis"),
        [line],
        deals,
        summary,
        marks=marks,
        guides=guides,
        legend=[line.label],
    )


def figures() -> list[tuple[str, str]]:
    return [("bazzis", gettext("bazzis won"))]


def player_figures(
    players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, int]]:
    return [{"bazzis": sheet["totals"][seat % 2]} for seat in range(len(players))]


TEXT_COLUMNS = ("difference", "bazzi")
