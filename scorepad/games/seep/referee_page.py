"""The Seep referee's page: every move a card of the hand may make on the floor, and why the
others may not."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.pages import text, translated, values
from scorepad.games.seep import referee as seep


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    texts = {
        name: ", ".join(value for value in values(params, name) if value.strip())
        for name in ("loose", "houses", "hand")
    }
    card = str(params.get("card") or "").strip()
    context: dict[str, Any] = {
        "form": {**texts, "card": card},
        "ranks": seep.RANKS,
        "practices": [_(text) for text in seep.PRACTICES.values()],
        "messages": messages(),
        "asked": bool(texts["hand"]),
        "error": None,
        "answer": None,
    }
    if not context["asked"]:
        return context
    try:
        hand = seep.parse_cards(texts["hand"])
        loose = seep.parse_cards(texts["loose"])
        houses = seep.parse_houses(texts["houses"])
        chosen = seep.parse_card(card) if card else None
        answer = seep.judge(hand, loose, houses, chosen)
    except seep.RefereeError as error:
        context["error"] = text(error.note)
        return context
    context["answer"] = [
        {
            "card": each,
            "moves": [
                {
                    "key": move.key,
                    "kind": move.kind,
                    "legal": move.legal,
                    "text": text(move.note()),
                    "why_not": text(why) if (why := move.why_not()) else "",
                    "anchor": seep.ANCHORS[move.kind],
                }
                for move in moves
            ],
        }
        for each, moves in answer
    ]
    return context


def messages() -> dict[str, Any]:
    return {
        "moves": translated(seep.MOVES),
        "refusals": translated(seep.REFUSALS),
        "errors": translated(seep.ERRORS),
        "anchors": dict(seep.ANCHORS),
        "labels": {"card": _("Play %(card)s:"), "rule": _("The rule")},
    }
