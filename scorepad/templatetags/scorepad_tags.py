"""Template helpers of the score sheet: links into the rules reference, score notes, numbers."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from django import template
from django.core.cache import caches
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext

from scorepad.fastpath import key_of
from scorepad.forms import choice_labels
from scorepad.games.core import Note
from scorepad.models import Game

register = template.Library()


@register.simple_tag(takes_context=True)
def rules_url(context: template.Context, game: str = "", anchor: str = "") -> str:
    """The one place that knows how the rules reference lays out its pages:
    ``/rules/<game>/#<anchor>``, and ``/rules/glossary/#<term>`` for the glossary.

    From a game the link carries ``?back=`` so the rules page offers the way back."""
    url = reverse("rules:index")
    if game:
        url += f"{game}/"
    playing = context.get("game")
    if isinstance(playing, Game):
        url += "?" + urlencode({"back": reverse("game", args=[playing.public_id])})
    if anchor:
        url += f"#{anchor}"
    return url


@register.simple_tag(takes_context=True)
def glossary_url(context: template.Context, term: str) -> str:
    return rules_url(context, "glossary", term)


@register.filter
def choices(field: Any) -> str:
    """A choice field's options as tap targets, one label each (scorepad.forms)."""
    return choice_labels(field)


@register.filter
def why(note: Note | None) -> str:
    """A score's explanation in the reader's language."""
    if note is None:
        return ""
    return note.render(gettext)


@register.filter
def score(value: int | None, hundreds: bool = False) -> str:
    """A score as written on the pad; Georgian Joker pads write it in hundreds (150 -> 1.5)."""
    if value is None:
        return ""
    if not hundreds:
        return str(value)
    text = f"{value / 100:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@register.filter
def seat_name(players: list[str], seat: int | None) -> str:
    if seat is None:
        return ""
    return players[seat]


@register.filter
def item(sequence: Any, index: Any) -> Any:
    """``sequence|item:index`` for lists and dicts in templates."""
    try:
        return sequence[index]
    except (IndexError, KeyError, TypeError):
        return None


@register.filter
def pairs(first: Any, second: Any) -> list[tuple[Any, Any]]:
    """``a|pairs:b`` walks two lists side by side: ``{% for team, roem in ... %}``."""
    return list(zip(first, second, strict=False))


@register.filter
def favours(difference: int) -> int | None:
    """Which side a running difference favours: 0 when positive, 1 when negative."""
    if not difference:
        return None
    return 0 if difference > 0 else 1


@register.filter
def absolute(value: int) -> int:
    return abs(value)


@register.filter
def signed(value: int | None) -> str:
    """A deal's score with its sign: ``+50``, ``-200``, ``0``."""
    if value is None:
        return ""
    return f"+{value}" if value > 0 else str(value)


ROW_SECONDS = 24 * 3600


@register.simple_tag(takes_context=True)
def kept_rows(context: template.Context, rows: Sequence[dict[str, Any]], template_name: str) -> str:
    """The rows of a sheet, each rendered once: kept under what it shows (its own data, the
    game, the role, the language and the view), so the board that answers a saved deal
    renders the rows the deal changed and takes the others from the cache, in one look-up.
    A row's template sees the sheet's context with ``row`` added, and must draw on nothing
    else that can change within a game."""
    game = context["game"]
    shared = "|".join(
        [
            game.public_id,
            str(bool(context.get("is_editor"))),
            get_language() or "",
            str(bool(context.get("hundreds"))),
            template_name,
        ]
    )
    keys = [key_of("row", [shared, json.dumps(row, sort_keys=True, default=str)]) for row in rows]
    cache = caches["default"]
    kept: dict[str, str] = cache.get_many(keys)
    assert context.template is not None  # rendering a page
    row_template = context.template.engine.get_template(template_name)
    fresh: dict[str, str] = {}
    for key, row in zip(keys, rows, strict=True):
        if key not in kept:
            with context.push(row=row):
                fresh[key] = row_template.render(context)
    if fresh:
        cache.set_many(fresh, ROW_SECONDS)
    return SafeString("".join(kept.get(key) or fresh[key] for key in keys))
