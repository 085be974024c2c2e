"""How the club's pages write a score: a whole number as it is, a half (places scoring) with
the reader's decimal mark, a round a player was not there for as a dash."""

from __future__ import annotations

from typing import Any

from django import template

from scorepad.clubs.stored import written

register = template.Library()


@register.filter
def points(value: Any) -> str:
    return written(value)


@register.filter
def item(sequence: Any, index: int) -> Any:
    try:
        return sequence[index]
    except (IndexError, KeyError, TypeError):
        return None
