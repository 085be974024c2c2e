"""The Klaverjas referee's page: which cards may be played to a trick, and who takes a full one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.pages import SUIT_NAMES, text, translated, values


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    """The form as sent and, when it asks a question, the answer or why it cannot be answered."""
    rules = params.get("rules") or klaverjas.RULES[0]
    trump = str(params.get("trump", "")).strip().upper()
    trick_text = ", ".join(value for value in values(params, "trick") if value.strip())
    hand_text = ", ".join(value for value in values(params, "hand") if value.strip())
    form = {"rules": rules, "trump": trump, "trick": trick_text, "hand": hand_text}
    context: dict[str, Any] = {
        "form": form,
        "rule_sets": [
            ("amsterdam", _("Amsterdam")),
            ("rotterdam", _("Rotterdam")),
        ],
        "suits": [
            (suit, klaverjas.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in klaverjas.SUITS
        ],
        "ranks": klaverjas.RANKS,
        "messages": messages(),
        "asked": any(params.get(name) for name in ("trump", "trick", "hand")),
        "error": None,
        "answer": None,
    }
    if not context["asked"]:
        return context
    try:
        trick = klaverjas.parse_cards(trick_text)
        hand = klaverjas.parse_cards(hand_text)
        answer = klaverjas.judge(str(rules), trump, trick, hand)
    except klaverjas.RefereeError as error:
        context["error"] = text(error.note)
        return context
    ruling = answer.ruling
    refusals = translated(klaverjas.REFUSALS)
    context["answer"] = {
        "reason": text(ruling.note(hand)),
        "anchor": klaverjas.ANCHORS[ruling.reason],
        "rules": rules,
        "hand": [
            {
                "card": card,
                "label": klaverjas.label(card),
                "suit": klaverjas.suit_of(card),
                "allowed": ok,
                "refusal": refusals[refusal] if refusal else "",
            }
            for card, ok, refusal in zip(hand, ruling.allowed, ruling.refusals, strict=True)
        ],
        "trick": [
            {"card": card, "label": klaverjas.label(card), "suit": klaverjas.suit_of(card)}
            for card in trick
        ],
        "full": _klaverjas_summary(trick, answer.trick) if answer.trick else None,
    }
    return context


def _klaverjas_summary(trick: list[str], summary: klaverjas.TrickSummary) -> dict[str, Any]:
    parts = [_(klaverjas.ROEM_NAMES[part]) for part in summary.roem_parts]
    return {
        "winner": summary.winner,
        "points": summary.points,
        "roem": summary.roem,
        "why": text(summary.note(trick)),
        "roem_parts": parts,
    }


def messages() -> dict[str, Any]:
    """Every sentence the Klaverjas referee can say, in the current language, for the
    browser."""
    return {
        "reasons": translated(klaverjas.REASONS),
        "anchors": dict(klaverjas.ANCHORS),
        "refusals": translated(klaverjas.REFUSALS),
        "roem": translated(klaverjas.ROEM_NAMES),
        "wonBy": translated(klaverjas.WON_BY),
        "errors": translated(klaverjas.ERRORS),
        "labels": {
            "allowed": _("may be played"),
            "refused": _("may not be played"),
            "points": _("card points"),
            "roem": _("roem"),
            "noRoem": _("no roem"),
            "trick": _("Trick:"),
            "rule": _("The rule"),
        },
    }
