"""The Joker referee's page: which cards may be played, with the joker's calls, and who takes the
trick."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.core import gettext_noop
from scorepad.games.joker import referee as joker
from scorepad.games.pages import SUIT_NAMES, text, translated, values


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    trump = str(params.get("trump") or joker.NO_TRUMP).strip()
    trump = trump.upper() if trump.upper() in joker.SUITS else trump.lower()
    trick_text = ", ".join(value for value in values(params, "trick") if value.strip())
    hand_text = ", ".join(value for value in values(params, "hand") if value.strip())
    context: dict[str, Any] = {
        "form": {"trump": trump, "trick": trick_text, "hand": hand_text},
        "suits": [(suit, joker.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in joker.SUITS],
        "ranks": joker.RANKS,
        "calls": list(translated(JOKER_CALLS).items()),
        "practices": [_(text) for text in joker.PRACTICES.values()],
        "messages": messages(),
        "asked": any(params.get(name) for name in ("trick", "hand")),
        "error": None,
        "answer": None,
    }
    if not context["asked"]:
        return context
    try:
        trick = joker.parse_trick(trick_text)
        hand = joker.parse_hand(hand_text)
        answer = joker.judge(trump, trick, hand)
    except joker.RefereeError as error:
        context["error"] = text(error.note)
        return context
    ruling = answer.ruling
    refusals = translated(joker.REFUSALS)
    context["answer"] = {
        "reason": text(ruling.note(hand)),
        "anchor": joker.ANCHORS[ruling.reason],
        "hand": [
            {
                "card": card,
                "label": joker.label(card),
                "suit": joker.suit_of(card),
                "allowed": ok,
                "refusal": refusals[refusal] if refusal else "",
            }
            for card, ok, refusal in zip(hand, ruling.allowed, ruling.refusals, strict=True)
        ],
        "trick": [
            {
                "card": played.card,
                "label": _played_label(played),
                "suit": joker.suit_of(played.card),
            }
            for played in trick
        ],
        "taken": (
            {"winner": answer.trick.winner, "why": text(answer.trick.note(trick))}
            if answer.trick
            else None
        ),
    }
    return context


def _played_label(played: joker.Played) -> str:
    if not played.is_joker:
        return joker.label(played.card)
    calls = translated(JOKER_CALLS)
    suit = f" {joker.SUIT_SYMBOLS[played.suit]}" if played.suit else ""
    return f"🃏 {calls[played.call]}{suit}"


JOKER_CALLS = {
    "take": gettext_noop("take"),
    "leave": gettext_noop("leave"),
    "high": gettext_noop("highest"),
    "give": gettext_noop("give"),
}


def messages() -> dict[str, Any]:
    return {
        "reasons": translated(joker.REASONS),
        "anchors": dict(joker.ANCHORS),
        "refusals": translated(joker.REFUSALS),
        "wonBy": translated(joker.WON_BY),
        "errors": translated(joker.ERRORS),
        "calls": translated(JOKER_CALLS),
        "labels": {
            "allowed": _("may be played"),
            "trick": _("Trick:"),
            "rule": _("The rule"),
        },
    }
