"""Wij and Zij, as the Klaverjas pad is kept: per team the points and, in its own column, the
roem it writes; the deals still to play pre-printed with their dealers. Nothing here scores."""

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
        if row["result"] in ("nat", "revoke"):
            loser = deal["playing"] if row["result"] == "nat" else deal["revoke"]
            credited = [0, 0]
            credited[1 - loser] = sum(roem)
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
    for number in range(len(rows) + 1, options["deals"] + 1):
        rows.append(
            {
                "number": number,
                "played": False,
                "dealer": klaverjas.dealer(options, number - 1),
            }
        )
    return rows
