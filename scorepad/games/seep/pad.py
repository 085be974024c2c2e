"""The Seep sheet: each deal's two scores with the running difference, and the bazzis won.
Nothing here scores."""

from __future__ import annotations

from typing import Any


def pad(sheet: dict[str, Any]) -> list[dict[str, Any]]:
    """Each deal's scores, the bazzi it won if any, and the running difference."""
    return [
        {
            **row,
            "cells": [
                {
                    "score": row["scores"][team],
                    "why": row["why"][team],
                    "bazzi": row["bazzi"] == team,
                }
                for team in (0, 1)
            ],
        }
        for row in sheet["deals"]
    ]


KEYS = ("rows", "difference")


def values(
    players: list[str],
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> dict[str, Any]:
    """What the sheet template shows beyond the sheet: its rows and the running difference."""
    rows = pad(sheet)
    return {"rows": rows, "difference": rows[-1]["difference"] if rows else 0}
