"""What the games' referee pages and rule-page helpers share: reading their plain GET forms and
wording the answers.

The rules are each game's pure functions (``scorepad.games.<name>.referee``); a game's
``referee_page`` turns a query string into a question and the answer into translated sentences,
and hands every sentence, translated, to its ``static/<name>/referee.js``, which mirrors the same
rules in the browser, so the page answers alike on the server, in the browser and offline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scorepad.games.core import Note

SUIT_NAMES = {
    "H": gettext_lazy("hearts"),
    "D": gettext_lazy("diamonds"),
    "C": gettext_lazy("clubs"),
    "S": gettext_lazy("spades"),
}


def text(note: Note) -> str:
    return note.render(_)


def values(params: Mapping[str, Any], name: str) -> list[str]:
    """A field that may come once, comma separated, or repeated (one card per tap)."""
    getlist = getattr(params, "getlist", None)
    if getlist is not None:
        return [str(value) for value in getlist(name)]
    value = params.get(name)
    return [str(value)] if value is not None else []


def translated(messages: Mapping[str, str]) -> dict[str, str]:
    return {key: _(message) for key, message in messages.items()}
