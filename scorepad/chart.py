"""How the game swung: the chart of a sheet, drawn on the server as inline SVG (the game page,
the results) and with the same geometry in the PDF (``scorepad.pdf``). No charting library,
no JavaScript.

A game says what to draw through its ``export.chart``: by default every side's running total
deal by deal; a game may draw something else (a running difference, with marks where a side
won something). The lines take their colours from CSS custom properties (``--chart-0`` ...,
light and dark in ``static/css/results.css``) and differ by dash pattern too, so they are told
apart in either scheme, in print and without colour.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

Point = tuple[float, float]


class Line(NamedTuple):
    label: str
    points: list[Point]  # (deal number, value); deal 0 is the start, before any deal


class Mark(NamedTuple):
    """A point worth a symbol: a bazzi won, for example."""

    x: float
    y: float
    label: str
    line: int  # whose colour it takes: the index of a line (a side)


class Guide(NamedTuple):
    """A horizontal line across the chart, such as a winning threshold."""

    value: float
    label: str


class Chart(NamedTuple):
    title: str
    lines: list[Line]
    deals: int
    summary: str  # the text alternative: what a reader who cannot see the chart should know
    marks: list[Mark] = []
    guides: list[Guide] = []
    legend: list[str] = []  # names for the colours when the lines are not one per side


def running_totals(sheet: dict[str, Any]) -> Chart:
    """Each side's running total after every scored deal, starting from 0."""
    rows = [row for row in sheet["deals"] if row.get("scores") is not None]
    lines = []
    for side, name in enumerate(sheet["sides"]):
        points: list[Point] = [(0, 0)]
        points += [(row["number"], row["totals"][side]) for row in rows]
        lines.append(Line(name, points))
    deals: int = rows[-1]["number"] if rows else 0
    return Chart(gettext("Running totals"), lines, deals, totals_summary(lines, deals))


def totals_summary(lines: list[Line], deals: int) -> str:
    """One sentence per side: where it ended, its best and its worst, each at the first deal
    that reached it; a side that never moved says so."""
    if deals == 0:
        return gettext("No deals yet.")
    parts = [gettext("After %(deals)d deals:") % {"deals": deals}]
    for line in lines:
        values = [(value, int(x)) for x, value in line.points[1:]]
        high = max(values, key=lambda item: (item[0], -item[1]))
        low = min(values)
        if high[0] == low[0]:
            parts.append(
                gettext("%(name)s %(end)s, unchanged from deal 1.")
                % {"name": line.label, "end": _number(high[0])}
            )
            continue
        parts.append(
            gettext(
                "%(name)s %(end)s (highest %(high)s at deal %(at_high)d,"
                " lowest %(low)s at deal %(at_low)d)."
            )
            % {
                "name": line.label,
                "end": _number(values[-1][0]),
                "high": _number(high[0]),
                "at_high": high[1],
                "low": _number(low[0]),
                "at_low": low[1],
            }
        )
    return " ".join(parts)


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


# Geometry, shared by the SVG and the PDF

DIGIT = 0.62  # the width of a digit or a minus sign, in ems of the labels' font
GAP = 6  # between a label and the plot, in margin units


class Frame(NamedTuple):
    """Where the plot sits in a drawing ``width`` x ``height``, and its scales."""

    width: float
    height: float
    left: float
    right: float
    top: float
    bottom: float
    low: float
    high: float
    deals: int
    y_ticks: list[float]
    x_ticks: list[int]

    def x(self, deal: float) -> float:
        span = max(self.deals, 1)
        return self.left + (self.right - self.left) * deal / span

    def y(self, value: float) -> float:
        span = (self.high - self.low) or 1
        return self.bottom - (self.bottom - self.top) * (value - self.low) / span


def nice_step(span: float, count: int) -> float:
    """A round step (1, 2 or 5 times a power of ten, at least 1: scores are whole) giving
    about ``count`` ticks."""
    raw = max(span / max(count, 1), 1)
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power  # pragma: no cover - the loop ends at 10


def frame(chart: Chart, width: float, height: float, *, unit: float = 1.0, label: float) -> Frame:
    """The plot's box and scales; ``unit`` scales the margins (1 for SVG pixels) and
    ``label`` is the axis labels' font size, in the drawing's units: the box leaves them room."""
    values = [y for line in chart.lines for _x, y in line.points]
    values += [guide.value for guide in chart.guides] + [mark.y for mark in chart.marks] + [0]
    step = nice_step(max(values) - min(values), 5)
    low = math.floor(min(values) / step) * step
    high = math.ceil(max(values) / step) * step
    if high == low:
        high = low + step
    y_ticks = [low + step * index for index in range(round((high - low) / step) + 1)]
    x_step = max(1, int(nice_step(chart.deals, 8)))
    x_ticks = [deal for deal in range(0, chart.deals + 1, x_step) if deal] or [chart.deals]
    label_width = max(len(_number(tick)) for tick in y_ticks)
    return Frame(
        width,
        height,
        left=4 * unit + DIGIT * label * label_width + GAP * unit,
        right=width - 12 * unit,
        top=label * 0.6 + 4 * unit,
        bottom=height - label * 1.4 - 6 * unit,
        low=low,
        high=high,
        deals=chart.deals,
        y_ticks=y_ticks,
        x_ticks=x_ticks,
    )


# The SVG

# About a phone's width, so that the labels keep their size there: the chart is drawn 290-360
# px wide on a phone of 360-390 px (inside the results' box, or on the page), the labels then
# 12-15 px tall. On a wide screen the CSS keeps it from growing past 30rem.
WIDTH, HEIGHT = 360, 220
LABEL = 15  # the axis labels' font size, in the drawing's units


def svg(chart: Chart, *, id_prefix: str = "chart") -> SafeString:
    """The chart as an inline ``<svg>``: one ``<polyline>`` per line, classed ``line-<n>``
    for its colour and dashes, titled and described for screen readers."""
    box = frame(chart, WIDTH, HEIGHT, label=LABEL)
    out = [
        f'<svg class="chart-svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="{id_prefix}-title {id_prefix}-desc" '
        'xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMidYMid meet">',
        f'<title id="{id_prefix}-title">{escape(chart.title)}</title>',
        f'<desc id="{id_prefix}-desc">{escape(chart.summary)}</desc>',
        f'<g class="grid" stroke="currentColor" stroke-width="1" font-size="{LABEL}" '
        'fill="currentColor">',
    ]
    for tick in box.y_ticks:
        y = box.y(tick)
        zero = " zero" if tick == 0 else ""
        out.append(
            f'<line class="tick{zero}" x1="{box.left:.1f}" x2="{box.right:.1f}" '
            f'y1="{y:.1f}" y2="{y:.1f}"/>'
            f'<text class="label" x="{box.left - GAP:.1f}" y="{y + LABEL * 0.35:.1f}" '
            f'text-anchor="end" stroke="none">{_number(tick)}</text>'
        )
    for deal in box.x_ticks:
        x = box.x(deal)
        out.append(
            f'<text class="label" x="{x:.1f}" y="{box.bottom + LABEL * 1.2:.1f}" '
            f'text-anchor="middle" stroke="none">{deal}</text>'
        )
    out.append("</g>")
    for guide in chart.guides:
        y = box.y(guide.value)
        out.append(
            f'<line class="guide" x1="{box.left:.1f}" x2="{box.right:.1f}" y1="{y:.1f}" '
            f'y2="{y:.1f}" stroke="currentColor" stroke-dasharray="2 4">'
            f"<title>{escape(guide.label)}</title></line>"
        )
    for index, line in enumerate(chart.lines):
        points = " ".join(f"{box.x(x):.1f},{box.y(y):.1f}" for x, y in line.points)
        out.append(
            f'<polyline class="chart-line line-{index}" points="{points}" fill="none" '
            f'stroke="currentColor" stroke-width="2.5" stroke-linejoin="round">'
            f"<title>{escape(line.label)}</title></polyline>"
        )
    for mark in chart.marks:
        x, y = box.x(mark.x), box.y(mark.y)
        out.append(
            f'<g class="chart-mark line-{mark.line}"><circle cx="{x:.1f}" cy="{y:.1f}" r="8" '
            f'fill="currentColor"/><text x="{x:.1f}" y="{y + 4.5:.1f}" text-anchor="middle" '
            f'font-size="13" class="star">★</text><title>{escape(mark.label)}</title></g>'
        )
    out.append("</svg>")
    return mark_safe("".join(out))  # every text in it is escaped above


def legend(chart: Chart) -> list[tuple[int, str]]:
    """(colour index, name) for the chart's key."""
    names = chart.legend or [line.label for line in chart.lines]
    return list(enumerate(names))
