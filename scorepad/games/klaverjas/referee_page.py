"""The Klaverjas referee's page: its form's choices and card picker, and the answer to its
question (``referee.answer``) said in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.pages import SUIT_NAMES, fields, said, translated


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    """The form as sent and, when it asks a question, the answer or why it cannot be answered."""
    question = fields(params)
    rules, trump, trick, hand = klaverjas.question(question)
    return {
        "form": {"rules": rules, "trump": trump, "trick": trick, "hand": hand},
        "rule_sets": [
            ("amsterdam", _("Amsterdam")),
            ("rotterdam", _("Rotterdam")),
        ],
        "suits": [
            (suit, klaverjas.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in klaverjas.SUITS
        ],
        "ranks": klaverjas.RANKS,
        "trick_size": klaverjas.TRICK_SIZE,
        "practices": [],
        "unasked": _("Pick the trump and the cards, then judge."),
        "answer": said(klaverjas.answer(question)),
    }


def messages() -> dict[str, Any]:
    """The referee's sentences the game against the computer says (practice_page.py), in the
    current language."""
    return {
        "reasons": translated(klaverjas.REASONS),
        "refusals": translated(klaverjas.REFUSALS),
        "roem": translated(klaverjas.ROEM_NAMES),
    }
