"""Wij and Zij, as the Klaverjas pad is kept: per team the points and, in its own column, the
roem it writes; the deals still to play pre-printed with their dealers (in a game to a score,
only the next one, and what each team still needs). Nothing here scores."""

from __future__ import annotations

from typing import Any

from scorepad.games.klaverjas import engine as klaverjas


def pad(
    options: dict[str, Any], sheet: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Wij and Zij: per team the points and, in its own column, the roem it writes."""
    rows = []
    for row, deal in zip(sheet["deals"], deals, strict=True):
        roem = deal["roem"]
        credited = list(roem)
        if row["result"] == "nat":
            credited = [0, 0]
            credited[1 - deal["playing"]] = sum(roem)
        elif row["result"] == "revoke":
            # What the other team writes besides the 162 follows the table's revoke rule.
            credited = [0, 0]
            other = 1 - deal["revoke"]
            credited[other] = row["scores"][other] - klaverjas.CARD_POINTS
        cells = [
            {
                "points": row["scores"][team] - credited[team],
                "roem": credited[team],
                "score": row["scores"][team],
                "why": row["why"][team],
                "playing": deal["playing"] == team,
                "nat": row["result"] == "nat" and deal["playing"] == team,
                "pit": deal["pit"] == team,
                "revoke": deal["revoke"] == team,
            }
            for team in (0, 1)
        ]
        for cell in cells:
            # Written out once here: the cell's classes and the glossary entries its note names.
            marks = [name for name in ("nat", "playing") if cell[name]]
            cell["classes"] = " ".join(["points", *marks])
            cell["terms"] = " ".join(name for name in ("nat", "pit", "revoke") if cell[name])
        rows.append({**row, "cells": cells, "played": True})
    if options["to_points"] is not None:
        # How many deals a game to a score lasts is not known: only the next one is printed.
        last = len(rows) if sheet["finished"] else len(rows) + 1
    else:
        last = options["deals"]
    for number in range(len(rows) + 1, last + 1):
        rows.append(
            {
                "number": number,
                "played": False,
                "dealer": klaverjas.dealer(options, number - 1),
            }
        )
    return rows


def target(options: dict[str, Any], sheet: dict[str, Any]) -> dict[str, Any] | None:
    """In a game to a score: the score, and what each team still needs to reach it."""
    points: int | None = options["to_points"]
    if points is None:
        return None
    return {"points": points, "to_go": [max(0, points - total) for total in sheet["totals"]]}


KEYS = ("rows", "target")


def values(
    players: list[str],
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> dict[str, Any]:
    """What the sheet template shows beyond the sheet: Wij and Zij, and what each team still
    needs in a game to a score."""
    return {"rows": pad(options, sheet, deals), "target": target(options, sheet)}
