"""How each game's sheet is laid out on the page, like the paper pad of that game.

The engines compute the sheet; these helpers only arrange it for the templates: the Joker pad
with every deal of the format pre-printed in its sections, Wij and Zij with roem in its own
column, the Seep deals with the running difference, the Egyptian Rat Screw series and its
house rules. Nothing here scores anything.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext

from scorepad.games import joker


def status(
    game: str, players: list[str], options: dict[str, Any], upcoming: dict[str, Any] | None
) -> dict[str, Any]:
    """Who deals now, who bids or leads first, who deals next."""
    if upcoming is None or "dealer" not in upcoming:
        return {"dealer_name": "", "first_name": "", "next_dealer_name": ""}
    dealer = upcoming["dealer"]
    next_dealer = None if game == "seep" else (dealer + 1) % 4
    return {
        "dealer_name": players[dealer],
        "first_name": players[upcoming["first"]],
        "next_dealer_name": players[next_dealer] if next_dealer is not None else "",
    }


def joker_pad(
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


def klaverjas_pad(
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
        rows.append({**row, "cells": cells, "played": True})
    for number in range(len(rows) + 1, options["deals"] + 1):
        rows.append(
            {
                "number": number,
                "played": False,
                "dealer": (options["first_dealer"] + number - 1) % 4,
            }
        )
    return rows


def seep_pad(sheet: dict[str, Any]) -> list[dict[str, Any]]:
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


def ers_pad(players: list[str], sheet: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {**row, "winner": players[row["scores"].index(1)], "seat": row["scores"].index(1)}
        for row in sheet["deals"]
    ]


def house_rules(options: dict[str, Any]) -> list[str]:
    combos = {
        "double": gettext("doubles (two cards of a rank in a row)"),
        "sandwich": gettext("sandwiches (a pair split by one card)"),
        "top-bottom": gettext("top-bottom (the top card matches the bottom one)"),
        "tens": gettext("tens (two cards in a row adding up to 10, an ace counts 1)"),
    }
    lines = [
        gettext("Slap on: %(combos)s")
        % {"combos": ", ".join(combos[c] for c in options["combos"]) or gettext("no combination")}
    ]
    lines.append(
        gettext("Jokers in the deck: slap a joker on top")
        if options["jokers"]
        else gettext("No jokers")
    )
    lines.append(
        ngettext(
            "A wrong slap costs %(cards)d card",
            "A wrong slap costs %(cards)d cards",
            options["penalty"],
        )
        % {"cards": options["penalty"]}
    )
    lines.append(
        gettext("A player out of cards may slap back in")
        if options["comeback"]
        else gettext("A player out of cards is out")
    )
    lines.append(
        gettext("First to %(target)d wins takes the series") % {"target": options["target"]}
    )
    return lines
