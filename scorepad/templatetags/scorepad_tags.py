"""Template helpers of the score sheet: links into the rules reference, score notes, numbers."""

from __future__ import annotations

from typing import Any

from django import template
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.text import capfirst

from scorepad import scores
from scorepad.forms import choice_labels
from scorepad.games import game_type, is_installed
from scorepad.models import Game

register = template.Library()
register.filter("why", scores.why)
register.filter("score", scores.score)
register.filter("signed", scores.signed)


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
def game_label(game: Game) -> str:
    """The game's name as shown (its ``GameType.label``): "Egyptian Rat Screw"; a game this
    server no longer offers by its stored name."""
    return game_type(game.game).label if is_installed(game.game) else capfirst(game.game)


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
