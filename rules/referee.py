"""The referees' pages: reading their plain GET forms and wording the answers.

The rules are the games' pure functions (``scorepad.games.<game>.referee``); this module
turns a query string into a question, the answer into translated sentences, and hands every
sentence, translated, to ``static/js/referee-<game>.js``, which mirrors the same rules in the
browser, so the page answers alike on the server, in the browser and offline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scorepad.games import Note
from scorepad.games.klaverjas import referee as klaverjas

SUIT_NAMES = {
    "H": gettext_lazy("hearts"),
    "D": gettext_lazy("diamonds"),
    "C": gettext_lazy("clubs"),
    "S": gettext_lazy("spades"),
}


def _text(note: Note) -> str:
    return note.render(_)


def _values(params: Mapping[str, Any], name: str) -> list[str]:
    """A field that may come once, comma separated, or repeated (one card per tap)."""
    getlist = getattr(params, "getlist", None)
    if getlist is not None:
        return [str(value) for value in getlist(name)]
    value = params.get(name)
    return [str(value)] if value is not None else []


def _translated(messages: Mapping[str, str]) -> dict[str, str]:
    return {key: _(message) for key, message in messages.items()}


# Klaverjas


def klaverjas_page(params: Mapping[str, Any]) -> dict[str, Any]:
    """The form as sent and, when it asks a question, the answer or why it cannot be answered."""
    rules = params.get("rules") or klaverjas.RULES[0]
    trump = str(params.get("trump", "")).strip().upper()
    trick_text = ", ".join(value for value in _values(params, "trick") if value.strip())
    hand_text = ", ".join(value for value in _values(params, "hand") if value.strip())
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
        "messages": klaverjas_messages(),
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
        context["error"] = _text(error.note)
        return context
    ruling = answer.ruling
    refusals = _translated(klaverjas.REFUSALS)
    context["answer"] = {
        "reason": _text(ruling.note(hand)),
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
        "why": _text(summary.note(trick)),
        "roem_parts": parts,
    }


def klaverjas_messages() -> dict[str, Any]:
    """Every sentence the Klaverjas referee can say, in the current language, for the
    browser."""
    return {
        "reasons": _translated(klaverjas.REASONS),
        "anchors": dict(klaverjas.ANCHORS),
        "refusals": _translated(klaverjas.REFUSALS),
        "roem": _translated(klaverjas.ROEM_NAMES),
        "wonBy": _translated(klaverjas.WON_BY),
        "errors": _translated(klaverjas.ERRORS),
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
