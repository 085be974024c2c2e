"""The Georgian Joker pad: every deal of the format pre-printed, grouped in sections; bid,
tricks and score per player; each section closed by its premium line. Nothing here scores."""

from __future__ import annotations

from typing import Any

from scorepad.games.joker import engine as joker


def counted_again(sheet: dict[str, Any]) -> dict[tuple[int, int], str]:
    """The deal each premium counted again (``"premium"``) and each erasure took off
    (``"erased"``), by (deal index, seat): the first deal of the section with that player's
    best score. The adjustment itself is written on the section's last deal."""
    found: dict[tuple[int, int], str] = {}
    rows = sheet["deals"]
    for last, row in enumerate(rows):
        adjustments = row.get("adjustments")
        if not adjustments or not any(adjustments):
            continue
        section = [index for index in range(last + 1) if rows[index]["section"] == row["section"]]
        for seat, value in enumerate(adjustments):
            best = [index for index in section if rows[index]["scores"][seat] == abs(value)]
            if value and best:
                found[(best[0], seat)] = "premium" if value > 0 else "erased"
    return found


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
    again = counted_again(sheet)
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
        dealer = joker.dealer_of(options, index)
        cells = []
        for seat in range(4):
            bid, took = bids[seat], tricks[seat]
            # What the cell shows, written out here once rather than worked out by the template.
            cell: dict[str, Any] = {
                "bid": bid,
                "tricks": took,
                "score": None,
                "bt": "/".join(str(value) for value in (bid, took) if value is not None),
            }
            if scores is not None:
                adjustments = row.get("adjustments") if row else None
                # The ★ goes on the deal the premium counted again, not on the section's last.
                flags = {
                    "shtanga": bid is not None and bid >= 1 and took == 0,
                    "kept": bid is not None and bid == took,
                    "premium": again.get((index, seat)) == "premium",
                    "erased": again.get((index, seat)) == "erased",
                }
                cell.update(flags, score=scores[seat], why=row["why"][seat] if row else None)
                # The glossary entries the note links to: the premium's on the deal it counted
                # again and on the last deal, whose note tells the adjustment.
                adjusted = bool(adjustments and adjustments[seat])
                cell["terms"] = " ".join(
                    term
                    for term, shown in (
                        ("stanga", flags["shtanga"]),
                        ("premium", flags["premium"] or flags["erased"] or adjusted),
                    )
                    if shown
                )
            else:
                flags = {}
            marks = ["dealer"] if seat == dealer else []
            cell["classes"] = " ".join(marks + [name for name, on in flags.items() if on])
            cells.append(cell)
        current = upcoming is not None and upcoming["number"] == index + 1
        section["rows"].append(
            {
                "number": index + 1,
                "cards": slot.cards,
                "dealer": dealer,
                "cells": cells,
                "played": row is not None,
                "pending": row is not None and scores is None,
                "current": current,
                "classes": " ".join(
                    name for name, on in (("current", current), ("future", row is None)) if on
                ),
            }
        )
        if row is not None and "adjustments" in row:
            section["adjustments"] = row["adjustments"]
            section["premium"] = any(value > 0 for value in row["adjustments"])
            section["totals"] = row["totals"]
    return sections


KEYS = ("sections",)


def values(
    players: list[str],
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> dict[str, Any]:
    """What the sheet template shows beyond the sheet: the pad's sections."""
    return {"sections": pad(options, sheet, deals, upcoming)}
