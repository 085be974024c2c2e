"""Joker's entry on the phone (``scorepad.games.concerns``): its bids and its tricks, each drawn
once from a deal of the most cards, and the words its entry script says."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext

from scorepad.games.joker import engine
from scorepad.games.joker.templatetags.joker_tags import KIND_LABELS

# The referee page answers on the phone too (static/js/referee.js).
PHONE_MODULES = ("engine", "referee")


def entry_kinds(players: list[str], options: dict[str, Any]) -> dict[str, int]:
    """The bids and the tricks, each drawn from a deal of the most cards (the phone takes the
    choices a deal of fewer cards has not)."""
    plan = engine.schedule(options)
    most = max(slot.cards for slot in plan)
    with_bids = [
        number
        for number, slot in enumerate(plan, start=1)
        if slot.cards == most and slot.kind in engine.KINDS_WITH_BIDS
    ]
    widest = [number for number, slot in enumerate(plan, start=1) if slot.cards == most]
    return {"bids": (with_bids or widest)[0], "tricks": widest[0]}


def step_label(number: int, phase: str, title: str) -> str:
    if phase == "bids":
        return gettext("Deal %(number)d: bids") % {"number": number}
    if phase == "tricks":
        return gettext("Deal %(number)d: tricks") % {"number": number}
    return title


def texts() -> dict[str, Any]:
    hands = {slot.cards for plan in engine.SCHEDULES.values() for slot in plan}
    return {
        "count": gettext("%(total)s of %(cards)s tricks"),
        "counted": gettext("counted without a tap: %(names)s"),
        "bid": gettext("bid %(bid)s"),
        # The entry's heading, filled in on the phone (entry.html's words).
        "cards": {
            str(cards): ngettext("%(cards)s card", "%(cards)s cards", cards) % {"cards": cards}
            for cards in sorted(hands)
        },
        "kinds": {kind: str(label) for kind, label in KIND_LABELS.items()},
        "saveBids": gettext("Save the bids"),
    }
