"""The printable sheet: a PDF that reads like the game's paper pad, made with fpdf2.

fpdf2 is pure Python (no system library to install), draws tables and lines directly, and
embeds a subset of a TrueType font: DejaVu Sans Condensed, shipped in ``scorepad/fonts/``,
writes Turkish, Greek and Georgian names. The columns come from the game
(``GameType.export_table``, the same table as the CSV), the chart from ``scorepad.chart``
with the geometry of the SVG. Everything is in the interface's language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.utils.translation import ngettext
from fpdf import FPDF

from scorepad import chart as charts
from scorepad.exports import played_on, signed, standings
from scorepad.games.base import Cell, SheetTable
from scorepad.models import Game

FONTS = Path(__file__).resolve().parent / "fonts"
FONT = "DejaVu"
MARGIN = 10.0  # mm
SIZE = 8.0  # the cells' font size, in points, before a wide table is shrunk to fit
ROW = 4.6  # mm per deal at SIZE
POINT = 25.4 / 72  # mm
CHART_LABEL = 7.5  # the chart's axis labels, in points
# Printable colours for the chart's lines (dark enough on white, apart in grey too) and their
# dash patterns (mm), in the order of the sides, as in static/css/results.css.
INKS = [
    (31, 95, 74),
    (163, 38, 27),
    (38, 84, 160),
    (138, 98, 0),
    (110, 60, 140),
    (20, 120, 140),
    (90, 90, 90),
    (170, 70, 130),
]
DASHES = [(0, 0), (2.4, 1.2), (0.8, 1.0), (3.2, 1.2), (1.6, 0.8), (0.8, 2.0), (4, 2), (2, 2)]


def _text(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, int):
        return str(cell).replace("-", "−")
    return str(cell)


class Sheet(FPDF):
    def __init__(self, title: str, landscape: bool) -> None:
        super().__init__(orientation="L" if landscape else "P", unit="mm", format="A4")
        self.title_line = title
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_auto_page_break(True, margin=MARGIN + 4)
        self.add_font(FONT, "", str(FONTS / "DejaVuSansCondensed.ttf"))
        self.add_font(FONT, "B", str(FONTS / "DejaVuSansCondensed-Bold.ttf"))
        self.set_title(title)
        self.set_creator("Scorepad")

    def footer(self) -> None:
        self.set_y(-MARGIN - 2)
        self.set_font(FONT, "", 7)
        self.set_text_color(110, 110, 110)
        self.cell(0, 4, f"{self.title_line} · {self.page_no()}/{{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def pdf_bytes(game: Game, sheet: dict[str, Any], deals: list[dict[str, Any]]) -> bytes:
    """The whole printable sheet of a game."""
    kind = game.type
    players = list(game.players)
    options = kind.engine.clean_options(dict(game.options))
    table = kind.export_table(players, options, sheet, deals)
    doc = Sheet(f"{kind.label} · {played_on(game)}", landscape=len(table.columns) > 14)
    doc.add_page()
    _head(doc, game, sheet, options)
    _table(doc, table)
    _results(doc, sheet)
    if sheet["deals"]:
        _chart(doc, kind.chart(sheet))
    return bytes(doc.output())


def _head(doc: Sheet, game: Game, sheet: dict[str, Any], options: dict[str, Any]) -> None:
    doc.set_font(FONT, "B", 16)
    doc.cell(0, 8, game.type.label, new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 9)
    doc.cell(0, 5, played_on(game), new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "B", 10)
    doc.multi_cell(0, 5, " · ".join(game.players), new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 8)
    doc.multi_cell(
        0,
        4,
        " · ".join(game.type.option_lines(list(game.players), options)),
        new_x="LMARGIN",
        new_y="NEXT",
    )
    doc.ln(2)


def _widths(doc: Sheet, table: SheetTable, size: float) -> list[float]:
    """Each column as wide as its widest text, headings and totals included."""
    doc.set_font(FONT, "", size)
    widths = [doc.get_string_width(column.label) + 2 for column in table.columns]
    for cells in [row.cells for row in table.rows] + [table.totals]:
        for index, cell in enumerate(cells):
            widths[index] = max(widths[index], doc.get_string_width(_text(cell)) + 2)
    return widths


def _table(doc: Sheet, table: SheetTable) -> None:
    room = doc.w - 2 * MARGIN
    natural = _widths(doc, table, SIZE)
    scale = room / sum(natural)
    size = SIZE * min(1.0, scale)
    # A narrow table is spread over the page, a wide one shrunk to it, like a printed pad.
    widths = [width * scale for width in natural]
    row_height = ROW * min(1.0, scale)

    def headings() -> None:
        doc.set_font(FONT, "B", size)
        doc.set_fill_color(220, 235, 228)
        groups: list[tuple[str, float]] = []
        for column, width in zip(table.columns, widths, strict=True):
            if groups and groups[-1][0] == column.group:
                groups[-1] = (column.group, groups[-1][1] + width)
            else:
                groups.append((column.group, width))
        if any(group for group, _width in groups):
            for group, width in groups:
                doc.cell(width, row_height, _fit(doc, group, width), border=1, align="C", fill=True)
            doc.ln()
        doc.set_font(FONT, "", size * 0.9)
        for column, width in zip(table.columns, widths, strict=True):
            doc.cell(
                width, row_height, _fit(doc, column.label, width), border=1, align="C", fill=True
            )
        doc.ln()

    headings()
    for number, row in enumerate(table.rows):
        if doc.will_page_break(row_height * (2 if row.note else 1)):
            doc.add_page()
            headings()
        shade = number % 2 == 1
        doc.set_fill_color(243, 240, 230)
        for index, (cell, width) in enumerate(zip(row.cells, widths, strict=True)):
            doc.set_font(FONT, "B" if index in row.marks else "", size)
            align = "R" if isinstance(cell, int) else "L"
            doc.cell(width, row_height, _text(cell), border="LR", align=align, fill=shade)
        doc.ln()
        if row.note:
            doc.set_font(FONT, "B", size * 0.9)
            doc.set_fill_color(253, 243, 212)
            doc.cell(sum(widths), row_height, "★ " + row.note, border=1, fill=True)
            doc.ln()
    doc.set_font(FONT, "B", size)
    doc.set_fill_color(220, 235, 228)
    for cell, width in zip(table.totals, widths, strict=True):
        align = "R" if isinstance(cell, int) else "L"
        doc.cell(width, row_height * 1.2, _text(cell), border=1, align=align, fill=True)
    doc.ln()


def _fit(doc: FPDF, text: str, width: float) -> str:
    """Text cut with an ellipsis to fit a cell."""
    if doc.get_string_width(text) <= width - 1:
        return text
    while text and doc.get_string_width(text + "…") > width - 1:
        text = text[:-1]
    return text + "…" if text else ""


def _results(doc: Sheet, sheet: dict[str, Any]) -> None:
    doc.ln(3)
    doc.set_font(FONT, "B", 11)
    if sheet["finished"]:
        winners = " · ".join(sheet["sides"][side] for side in sheet["winners"])
        line = ngettext("Winner: %(names)s", "Shared win: %(names)s", len(sheet["winners"])) % {
            "names": winners
        }
    else:
        played = len([row for row in sheet["deals"] if row.get("scores") is not None])
        line = ngettext(
            "In progress, after %(count)d deal", "In progress, after %(count)d deals", played
        ) % {"count": played}
    doc.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 9)
    for standing in standings(sheet):
        margin = f"  ({signed(standing.margin)})" if standing.margin else ""
        star = " ★" if standing.won else ""
        doc.cell(
            0,
            4.5,
            f"{standing.rank}. {standing.side}: {_text(standing.total)}{margin}{star}",
            new_x="LMARGIN",
            new_y="NEXT",
        )


def _chart(doc: Sheet, chart: charts.Chart) -> None:
    width = doc.w - 2 * MARGIN
    height = min(70.0, width * 0.45)
    if doc.will_page_break(height + 14):
        doc.add_page()
    doc.ln(3)
    doc.set_font(FONT, "B", 10)
    doc.cell(0, 5, chart.title, new_x="LMARGIN", new_y="NEXT")
    top, left = doc.get_y(), MARGIN
    label = CHART_LABEL * POINT
    box = charts.frame(chart, width, height, unit=0.3, label=label)
    doc.set_font(FONT, "", CHART_LABEL)
    doc.set_draw_color(200, 200, 200)
    doc.set_line_width(0.15)
    for tick in box.y_ticks:
        y = top + box.y(tick)
        doc.set_draw_color(*((90, 90, 90) if tick == 0 else (210, 210, 210)))
        doc.line(left + box.left, y, left + box.right, y)
        text = _text(int(tick))
        doc.text(left + box.left - 1.5 - doc.get_string_width(text), y + label * 0.35, text)
    for deal in box.x_ticks:
        x = left + box.x(deal)
        doc.text(x - doc.get_string_width(str(deal)) / 2, top + box.bottom + label * 1.2, str(deal))
    doc.set_draw_color(120, 120, 120)
    for guide in chart.guides:
        y = top + box.y(guide.value)
        doc.set_dash_pattern(dash=0.6, gap=1.2)
        doc.line(left + box.left, y, left + box.right, y)
    for index, line in enumerate(chart.lines):
        ink, dash = INKS[index % len(INKS)], DASHES[index % len(DASHES)]
        doc.set_draw_color(*ink)
        doc.set_line_width(0.5)
        doc.set_dash_pattern(dash=dash[0], gap=dash[1])
        points = [(left + box.x(x), top + box.y(y)) for x, y in line.points]
        doc.polyline(points)
    doc.set_dash_pattern()
    for mark in chart.marks:
        doc.set_fill_color(*INKS[mark.line % len(INKS)])
        x, y = left + box.x(mark.x), top + box.y(mark.y)
        doc.circle(x=x, y=y, radius=1.4, style="F")
    doc.set_y(top + height + 1)
    doc.set_font(FONT, "", 8)
    for index, name in charts.legend(chart):
        ink, dash = INKS[index % len(INKS)], DASHES[index % len(DASHES)]
        x, y = doc.get_x(), doc.get_y() + 2
        doc.set_draw_color(*ink)
        doc.set_line_width(0.6)
        doc.set_dash_pattern(dash=dash[0], gap=dash[1])
        doc.line(x, y, x + 8, y)
        doc.set_dash_pattern()
        doc.set_x(x + 10)
        shown = _fit(doc, name, doc.w - MARGIN - doc.get_x())
        doc.cell(doc.get_string_width(shown) + 6, 4, shown)
        if doc.get_x() > doc.w - MARGIN - 40:
            doc.ln()
    doc.ln(5)
    doc.set_font(FONT, "", 7.5)
    doc.multi_cell(0, 3.5, chart.summary)
