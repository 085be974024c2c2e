"""The printable sheet: a PDF that reads like the game's paper pad, made with fpdf2.

fpdf2 is pure Python (no system library to install), draws tables and lines directly, and
embeds a subset of a TrueType font: DejaVu Sans Condensed, shipped in ``scorepad/fonts/``,
writes Turkish, Greek and Georgian names. The columns come from the game
(``kind.export.table``, the same table as the CSV), the chart from ``scorepad.chart``
with the geometry of the SVG. Everything is in the interface's language.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from django.utils.translation import ngettext
from fpdf import FPDF

from scorepad import chart as charts
from scorepad.exports import played_on, signed, standings
from scorepad.games import game_type
from scorepad.games.concerns import Cell, SheetRow, SheetTable
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
    kind = game_type(game.game)
    players = list(game.players)
    options = kind.engine.clean_options(dict(game.options))
    table = kind.export.paper(players, options, sheet, deals)
    if deals:  # a pad not yet written on keeps every column, like the paper one
        table = _filled(table)
    doc = Sheet(f"{kind.label} · {played_on(game)}", landscape=len(table.columns) > 14)
    doc.add_page()
    _head(doc, game, sheet, options)
    _table(doc, table)
    _results(doc, sheet)
    if sheet["deals"]:
        _chart(doc, kind.export.chart(sheet))
    return bytes(doc.output())


def _head(doc: Sheet, game: Game, sheet: dict[str, Any], options: dict[str, Any]) -> None:
    doc.set_font(FONT, "B", 16)
    doc.cell(0, 8, game_type(game.game).label, new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 9)
    doc.cell(0, 5, played_on(game), new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "B", 10)
    doc.multi_cell(0, 5, " · ".join(game.players), new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 8)
    doc.multi_cell(
        0,
        4,
        " · ".join(game_type(game.game).export.option_lines(list(game.players), options)),
        new_x="LMARGIN",
        new_y="NEXT",
    )
    doc.ln(2)


def _filled(table: SheetTable) -> SheetTable:
    """The table without the columns no deal fills (a trump nobody recorded, the premiums of
    a game without them): paper has no room for empty columns. Every side keeps the columns
    of the others (one side's roem or premium column is kept while another's is filled)."""
    if not table.rows:
        return table
    filled = {
        table.columns[index].label
        for index in range(len(table.columns))
        if any(row.cells[index] not in (None, "") for row in table.rows)
        or table.totals[index] not in (None, "")
    }
    keep = [index for index, column in enumerate(table.columns) if column.label in filled]
    if len(keep) == len(table.columns):
        return table
    moved = {old: new for new, old in enumerate(keep)}
    rows = [
        SheetRow(
            [row.cells[index] for index in keep],
            frozenset(moved[mark] for mark in row.marks if mark in moved),
            row.note,
        )
        for row in table.rows
    ]
    return SheetTable(
        [table.columns[index] for index in keep], rows, [table.totals[index] for index in keep]
    )


def _widths(doc: Sheet, table: SheetTable, size: float) -> list[float]:
    """Each column's room for text: its widest cell, totals included, and the longest word
    of its heading (a heading wider than that is written on more lines, never cut)."""
    doc.set_font(FONT, "", size)
    widths = [doc.get_string_width("00") for _column in table.columns]
    for cells in [row.cells for row in table.rows] + [table.totals]:
        for index, cell in enumerate(cells):
            widths[index] = max(widths[index], doc.get_string_width(_text(cell)))
    doc.set_font(FONT, "", size * 0.9)
    for index, column in enumerate(table.columns):
        longest = max((doc.get_string_width(word) for word in _words(column.label)), default=0)
        widths[index] = max(widths[index], longest)
    return widths


def _words(text: str) -> list[str]:
    """Where a heading may break: between words, and after a hyphen ("Jan-" "Willem")."""
    return re.findall(r"[^\s-]*-+|[^\s-]+", text)


def _groups(table: SheetTable, widths: list[float]) -> list[tuple[str, float]]:
    """The sides over the columns: each group's text and its width."""
    groups: list[tuple[str, float]] = []
    for column, width in zip(table.columns, widths, strict=True):
        if groups and groups[-1][0] == column.group:
            groups[-1] = (column.group, groups[-1][1] + width)
        else:
            groups.append((column.group, width))
    return groups


def _lines(doc: FPDF, text: str, width: float) -> list[str]:
    """``text`` broken into the lines it takes in a cell ``width`` wide, whole: each of its
    own lines, then between words or after a hyphen, and inside a word only when the word
    alone is wider than the cell."""
    room = width - 2 * doc.c_margin
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for piece in re.findall(r"\s+|[^\s-]*-+|[^\s-]+", paragraph):
            if doc.get_string_width((line + piece).strip()) <= room or not line.strip():
                line += piece
            else:
                lines.append(line.strip())
                line = piece.lstrip()
            while doc.get_string_width(line.strip()) > room and len(line.strip()) > 1:
                # A word wider than the cell: as much of it as fits, the rest on the next line.
                word, cut = line.strip(), len(line.strip()) - 1
                while cut > 1 and doc.get_string_width(word[:cut]) > room:
                    cut -= 1
                lines.append(word[:cut])
                line = word[cut:]
        lines.append(line.strip())
    return lines


def _heading_row(doc: FPDF, texts: list[tuple[str, float]], line: float) -> None:
    """One line of headings, each text whole on as many lines as it needs, centred in its
    box, all the boxes as tall as the tallest."""
    broken = [(_lines(doc, text, width), width) for text, width in texts]
    height = max(len(lines) for lines, _width in broken) * line + 0.6
    x, y = doc.get_x(), doc.get_y()
    for lines, width in broken:
        doc.rect(x, y, width, height, style="DF")
        doc.set_xy(x, y + (height - len(lines) * line) / 2)
        for text in lines:
            doc.cell(width, line, text, align="C", new_x="LEFT", new_y="NEXT")
        x += width
        doc.set_xy(x, y)
    doc.set_xy(doc.l_margin, y + height)


def _table(doc: Sheet, table: SheetTable) -> None:
    room = doc.w - 2 * MARGIN
    natural = _widths(doc, table, SIZE)
    pad = 2 * doc.c_margin + 0.4  # the room a cell leaves each side of its text, at any size
    scale = (room - pad * len(natural)) / sum(natural)
    size = SIZE * min(1.0, scale)
    # A narrow table is spread over the page, a wide one shrunk to it, like a printed pad.
    widths = [width * scale + pad for width in natural]
    row_height = ROW * min(1.0, scale)
    line = size * POINT * 1.25
    # A column of numbers is set right, its words too ("0 nat"), as on the pad.
    right = [
        any(isinstance(row.cells[index], int) for row in table.rows)
        or isinstance(table.totals[index], int)
        for index in range(len(table.columns))
    ]
    groups = _groups(table, widths)

    def headings() -> None:
        doc.set_fill_color(220, 235, 228)
        doc.set_draw_color(0, 0, 0)
        doc.set_line_width(0.2)
        if any(group for group, _width in groups):
            doc.set_font(FONT, "B", size)
            _heading_row(doc, groups, line)
        doc.set_font(FONT, "", size * 0.9)
        _heading_row(
            doc, [(column.label, w) for column, w in zip(table.columns, widths, strict=True)], line
        )

    headings()
    for number, row in enumerate(table.rows):
        if doc.will_page_break(row_height * (2 if row.note else 1)):
            doc.add_page()
            headings()
        shade = number % 2 == 1
        doc.set_fill_color(243, 240, 230)
        for index, (cell, width) in enumerate(zip(row.cells, widths, strict=True)):
            doc.set_font(FONT, "B" if index in row.marks else "", size)
            align = "R" if right[index] else "L"
            doc.cell(width, row_height, _text(cell), border="LR", align=align, fill=shade)
        doc.ln()
        if row.note:
            doc.set_font(FONT, "B", size * 0.9)
            doc.set_fill_color(253, 243, 212)
            doc.multi_cell(
                sum(widths), row_height, "★ " + row.note, border=1, fill=True, new_x="LMARGIN"
            )
    doc.set_font(FONT, "B", size)
    doc.set_fill_color(220, 235, 228)
    for index, (cell, width) in enumerate(zip(table.totals, widths, strict=True)):
        align = "R" if right[index] else "L"
        doc.cell(width, row_height * 1.2, _text(cell), border=1, align=align, fill=True)
    doc.ln()


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
    right = doc.w - MARGIN
    for index, name in charts.legend(chart):
        # Each name whole: on the next line when it does not fit after the last one, and on
        # more lines when it is wider than the page.
        if doc.get_x() > MARGIN and doc.get_x() + 10 + doc.get_string_width(name) > right:
            doc.ln(4)
        ink, dash = INKS[index % len(INKS)], DASHES[index % len(DASHES)]
        x, y = doc.get_x(), doc.get_y() + 2
        doc.set_draw_color(*ink)
        doc.set_line_width(0.6)
        doc.set_dash_pattern(dash=dash[0], gap=dash[1])
        doc.line(x, y, x + 8, y)
        doc.set_dash_pattern()
        doc.set_x(x + 10)
        if doc.get_x() + doc.get_string_width(name) > right:
            doc.multi_cell(right - doc.get_x(), 4, name, new_x="LMARGIN")
        else:
            doc.cell(doc.get_string_width(name) + 6, 4, name)
    doc.ln(5)
    doc.set_font(FONT, "", 7.5)
    doc.multi_cell(0, 3.5, chart.summary, align="L")
