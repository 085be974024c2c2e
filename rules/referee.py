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

from scorepad.games.core import Note, gettext_noop
from scorepad.games.joker import referee as joker
from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.seep import referee as seep

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


# Joker


def joker_page(params: Mapping[str, Any]) -> dict[str, Any]:
    trump = str(params.get("trump") or joker.NO_TRUMP).strip()
    trump = trump.upper() if trump.upper() in joker.SUITS else trump.lower()
    trick_text = ", ".join(value for value in _values(params, "trick") if value.strip())
    hand_text = ", ".join(value for value in _values(params, "hand") if value.strip())
    context: dict[str, Any] = {
        "form": {"trump": trump, "trick": trick_text, "hand": hand_text},
        "suits": [(suit, joker.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in joker.SUITS],
        "ranks": joker.RANKS,
        "calls": list(_translated(JOKER_CALLS).items()),
        "practices": [_(text) for text in joker.PRACTICES.values()],
        "messages": joker_messages(),
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
        context["error"] = _text(error.note)
        return context
    ruling = answer.ruling
    refusals = _translated(joker.REFUSALS)
    context["answer"] = {
        "reason": _text(ruling.note(hand)),
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
            {"winner": answer.trick.winner, "why": _text(answer.trick.note(trick))}
            if answer.trick
            else None
        ),
    }
    return context


def _played_label(played: joker.Played) -> str:
    if not played.is_joker:
        return joker.label(played.card)
    calls = _translated(JOKER_CALLS)
    suit = f" {joker.SUIT_SYMBOLS[played.suit]}" if played.suit else ""
    return f"🃏 {calls[played.call]}{suit}"


JOKER_CALLS = {
    "take": gettext_noop("take"),
    "leave": gettext_noop("leave"),
    "high": gettext_noop("highest"),
    "give": gettext_noop("give"),
}


def joker_messages() -> dict[str, Any]:
    return {
        "reasons": _translated(joker.REASONS),
        "anchors": dict(joker.ANCHORS),
        "refusals": _translated(joker.REFUSALS),
        "wonBy": _translated(joker.WON_BY),
        "errors": _translated(joker.ERRORS),
        "calls": _translated(JOKER_CALLS),
        "labels": {
            "allowed": _("may be played"),
            "trick": _("Trick:"),
            "rule": _("The rule"),
        },
    }


# Seep


def seep_page(params: Mapping[str, Any]) -> dict[str, Any]:
    texts = {
        name: ", ".join(value for value in _values(params, name) if value.strip())
        for name in ("loose", "houses", "hand")
    }
    card = str(params.get("card") or "").strip()
    context: dict[str, Any] = {
        "form": {**texts, "card": card},
        "ranks": seep.RANKS,
        "practices": [_(text) for text in seep.PRACTICES.values()],
        "messages": seep_messages(),
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
        context["error"] = _text(error.note)
        return context
    context["answer"] = [
        {
            "card": each,
            "moves": [
                {
                    "key": move.key,
                    "kind": move.kind,
                    "legal": move.legal,
                    "text": _text(move.note()),
                    "why_not": _text(why) if (why := move.why_not()) else "",
                    "anchor": seep.ANCHORS[move.kind],
                }
                for move in moves
            ],
        }
        for each, moves in answer
    ]
    return context


def seep_messages() -> dict[str, Any]:
    return {
        "moves": _translated(seep.MOVES),
        "refusals": _translated(seep.REFUSALS),
        "errors": _translated(seep.ERRORS),
        "anchors": dict(seep.ANCHORS),
        "labels": {"card": _("Play %(card)s:"), "rule": _("The rule")},
    }
