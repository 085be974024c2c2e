"""Template helpers of the results: the chart of a sheet and the standings."""

from __future__ import annotations

from typing import Any

from django import template

from scorepad import chart as charts
from scorepad import exports
from scorepad.games.base import GameType

register = template.Library()


@register.simple_tag
def chart_of(kind: GameType, sheet: dict[str, Any], id_prefix: str = "chart") -> dict[str, Any]:
    """``{% chart_of kind sheet as chart %}``: the inline SVG, its key and its summary."""
    drawn = kind.export.chart(sheet)
    return {
        "svg": charts.svg(drawn, id_prefix=id_prefix),
        "legend": charts.legend(drawn),
        "title": drawn.title,
        "summary": drawn.summary,
    }


@register.filter
def standings(sheet: dict[str, Any]) -> list[exports.Standing]:
    return exports.standings(sheet)
