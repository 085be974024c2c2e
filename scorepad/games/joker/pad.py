"""The Georgian Joker pad: every deal of the format pre-printed, grouped in sections; bid,
tricks and score per player; each section closed by its premium line. Nothing here scores."""

from __future__ import annotations

from typing import Any

from scorepad.games.joker import engine as joker


def pad(
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> list[dict[str, Any]]:
    """The Georgian pad: every deal of the format pre-printed, grouped in sections; bid,
    tricks and score per player; each section closed by its premium line."""
    sections: list[dict[str, Any]] = []
    rows = sheet["deals"]
    plan = joker.schedule(options)
    for index, slot in enumerate(plan):
        if index == 0 or slot.section != plan[index - 1].section:
            cards = [later.cards for later in plan[index:] if later.section == slot.section]
            sections.append(
                {
                    "kind": slot.kind,
                    "first": cards[0],
                    "last": cards[-1],
                    "low": min(cards),
                    "high": max(cards),
                    "rows": [],
                    "adjustments": None,
                    "totals": None,
                }
            )
        section = sections[-1]
        row = rows[index] if index < len(rows) else None
        deal = deals[index] if index < len(deals) else {}
        bids = deal.get("bids") or [None] * 4
        tricks = deal.get("tricks") or [None] * 4
        scores = row["scores"] if row else None
        cells = []
        for seat in range(4):
            cell: dict[str, Any] = {"bid": bids[seat], "tricks": tricks[seat], "score": None}
            if scores is not None:
                cell["score"] = scores[seat]
                cell["why"] = row["why"][seat] if row else None
                cell["shtanga"] = bids[seat] is not None and bids[seat] >= 1 and tricks[seat] == 0
                cell["kept"] = bids[seat] is not None and bids[seat] == tricks[seat]
                adjustments = row.get("adjustments") if row else None
                cell["premium"] = bool(adjustments and adjustments[seat] > 0)
                cell["erased"] = bool(adjustments and adjustments[seat] < 0)
            cells.append(cell)
        section["rows"].append(
            {
                "number": index + 1,
                "cards": slot.cards,
                "dealer": joker.dealer_of(options, index),
                "cells": cells,
                "played": row is not None,
                "pending": row is not None and scores is None,
                "current": upcoming is not None and upcoming["number"] == index + 1,
            }
        )
        if row is not None and "adjustments" in row:
            section["adjustments"] = row["adjustments"]
            section["premium"] = any(value > 0 for value in row["adjustments"])
            section["totals"] = row["totals"]
    return sections
