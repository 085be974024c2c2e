"""What the games' referee pages and rule-page helpers share on the server: reading their plain
GET forms and saying the answers.

The rules are each game's pure functions (``scorepad.games.<name>.referee``): ``answer`` (or
the helpers' own) takes the form's question, as ``fields`` reads it here and as the browser's
``static/js/referee.js`` reads it there, and returns the answer with its sentences as
``Note``s. The server says them in the reader's language (``said``) and renders the page; the
phone runs the same function under MicroPython and says them with the same translations, so
both answer alike, online and offline.
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


def said(value: Any) -> Any:
    """An answer with every ``Note`` in it said in the reader's language, as the phone's
    ``scorepad/games/phone.py`` says it there."""
    if isinstance(value, Note):
        return text(value)
    if isinstance(value, dict):
        return {key: said(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [said(item) for item in value]
    return value


def values(params: Mapping[str, Any], name: str) -> list[str]:
    """A field that may come once, comma separated, or repeated (one card per tap)."""
    getlist = getattr(params, "getlist", None)
    if getlist is not None:
        return [str(value) for value in getlist(name)]
    value = params.get(name)
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    return [str(value)] if value is not None else []


def fields(params: Mapping[str, Any]) -> dict[str, str]:
    """A GET form's question as the referees read it: each field's text, a field sent several
    times (a card per tap, a box per combination) joined with commas, its empty values left
    out. ``static/js/referee.js`` reads the form in the browser the same way."""
    return {
        name: ", ".join(value for value in values(params, name) if value.strip()) for name in params
    }


def verdict_words() -> dict[str, str]:
    """The words of the verdict the referee pages share (``templates/rules/referee_base.html``)
    in the current language, for ``static/js/referee.js``, which writes the same verdict."""
    return {
        "trick": _("Trick:"),
        "rule": _("The rule"),
        "allowed": _("may be played"),
        "points": _("card points"),
        "roem": _("roem"),
        "play": _("Play %(card)s:"),
    }


def translated(messages: Mapping[str, str]) -> dict[str, str]:
    return {key: _(message) for key, message in messages.items()}
