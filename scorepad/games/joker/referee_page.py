"""The Joker referee's page: its form's choices and card picker, and the answer to its question
(``referee.answer``) said in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.joker import referee as joker
from scorepad.games.joker.referee import JOKER_CALLS
from scorepad.games.pages import SUIT_NAMES, fields, said

__all__ = ["JOKER_CALLS", "page"]

# The call the picker's joker carries for each choice of its list: led, it calls highest or
# give; played later, take or leave.
PICKED_CALLS = {
    "take": ("high", "take"),
    "leave": ("high", "leave"),
    "high": ("high", "take"),
    "give": ("give", "take"),
}


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    """The form as sent and, when it asks a question, the answer or why it cannot be answered."""
    question = fields(params)
    trump, trick, hand = joker.question(question)
    return {
        "form": {"trump": trump, "trick": trick, "hand": hand},
        "suits": [(suit, joker.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in joker.SUITS],
        # Each rank with the suits the pack lacks it in (no six of spades or clubs).
        "ranks": [
            (rank, " ".join(suit for suit in joker.SUITS if rank + suit not in joker.DECK))
            for rank in joker.RANKS
        ],
        "joker": joker.JOKER,
        "trick_size": joker.TRICK_SIZE,
        "calls": [(call, _(name), *PICKED_CALLS[call]) for call, name in JOKER_CALLS.items()],
        "practices": [_(text) for text in joker.PRACTICES.values()],
        "unasked": _("Pick the trump and the cards, then judge."),
        "answer": said(joker.answer(question)),
    }
