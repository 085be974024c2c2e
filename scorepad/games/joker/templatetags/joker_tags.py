"""Joker's words in its templates: a deal's kind as the table says it."""

from __future__ import annotations

from django import template
from django.utils.translation import gettext_lazy

register = template.Library()

KIND_LABELS = {
    "normal": gettext_lazy("normal"),
    "golden": gettext_lazy("golden"),
    "no-trump": gettext_lazy("no trump"),
    "dark": gettext_lazy("dark"),
    "miser": gettext_lazy("miser"),
}


@register.filter
def kind_label(kind: str) -> str:
    """A Joker deal's kind as the table says it."""
    return str(KIND_LABELS.get(kind, kind))
