"""How the sheet writes a score: with its sign, in hundreds as Georgian Joker pads write it, and
its note in the reader's language. The views and the templates (``scorepad_tags``) both write
scores, so both ask here."""

from __future__ import annotations

from django.utils.translation import gettext

from scorepad.games.core import Note


def why(note: Note | None) -> str:
    """A score's explanation in the reader's language."""
    if note is None:
        return ""
    return note.render(gettext)


def score(value: int | None, hundreds: bool = False) -> str:
    """A score as written on the pad; Georgian Joker pads write it in hundreds (150 -> 1.5)."""
    if value is None:
        return ""
    if not hundreds:
        return str(value)
    text = f"{value / 100:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def signed(value: int | None) -> str:
    """A deal's score with its sign: ``+50``, ``-200``, ``0``."""
    if value is None:
        return ""
    return f"+{value}" if value > 0 else str(value)
