"""The Seep referee's page: its form and card picker, and the answer to its question
(``referee.answer``: every move a card of the hand may make on the floor, and why the others
may not) said in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scorepad.games.pages import fields, said
from scorepad.games.seep import referee as seep


def page(params: Mapping[str, Any]) -> dict[str, Any]:
    """The form as sent and, when it asks a question, the answer or why it cannot be answered."""
    question = fields(params)
    hand, loose, houses, card = seep.question(question)
    return {
        "form": {"loose": loose, "houses": houses, "hand": hand, "card": card},
        "ranks": seep.RANKS,
        "practices": [_(text) for text in seep.PRACTICES.values()],
        "unasked": _("Enter the floor and your hand, then judge."),
        "answer": said(seep.answer(question)),
    }
