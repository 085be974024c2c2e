"""The Egyptian Rat Screw series: each game's winner and the house rules in words."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext


def pad(players: list[str], sheet: dict[str, Any]) -> list[dict[str, Any]]:
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


KEYS = ("rows", "house_rules")


def values(
    players: list[str],
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> dict[str, Any]:
    """What the sheet template shows beyond the sheet: each game's winner, the house rules."""
    return {"rows": pad(players, sheet), "house_rules": house_rules(options)}
