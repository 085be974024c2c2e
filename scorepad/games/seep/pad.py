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
