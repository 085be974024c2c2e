"""The standings leaving the club's phones: a night's and a season's as CSV (as a game's sheet
is: UTF-8 with a byte-order mark, headings in the interface's language, separated as a
spreadsheet in that language expects, formulas defused) and as a PDF for the notice board,
laid out with the game's printed sheets' font (``scorepad.pdf``)."""

from __future__ import annotations

import csv
import io

from django.http import HttpRequest, HttpResponse
from django.utils import formats
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import get_language, gettext
from fpdf.fonts import FontFace

from scorepad import exports
from scorepad.clubs.models import Night, Season
from scorepad.clubs.stored import SeasonStandings, Standings, prize_words, written
from scorepad.games import game_type
from scorepad.pdf import FONT, Sheet

Cell = str | int | float | None
BOLD = FontFace(emphasis="BOLD")


def night_name(night_: Night) -> str:
    return f"{night_.club.name} {night_.date.isoformat()}"


def season_name(season_: Season) -> str:
    return f"{season_.club.name} {season_.name}"


def disposition(name: str, extension: str) -> str:
    """An attachment named in ASCII for every client and, where the name needs more, in
    Unicode too (RFC 6266's ``filename*``), as a game's exports are named."""
    plain = (slugify(name.translate(exports.LETTERS))[:80].strip("-_") or "club") + "."
    written = (slugify(name, allow_unicode=True)[:80].strip("-_") or "club") + "."
    if (written + extension).isascii():
        return content_disposition_header(True, plain + extension)
    utf8 = content_disposition_header(True, written + extension).removeprefix("attachment; ")
    return f'attachment; filename="{plain}{extension}"; {utf8}'


def separator(request: HttpRequest) -> str:
    return exports.csv_separator(request.GET.get("sep"), get_language())


def number(value: Cell) -> Cell:
    """A score as the reader's language writes it: a half with its decimal mark (2,5 in
    Turkish), whole numbers plain."""
    if isinstance(value, float):
        return formats.number_format(value, decimal_pos=1, use_l10n=True)
    return value


def csv_cell(value: Cell) -> str | int:
    if isinstance(value, float):
        return str(number(value))
    return exports.csv_cell(value)


def _csv(rows: list[list[Cell]], name: str, sep: str) -> HttpResponse:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\r\n")
    for row in rows:
        writer.writerow([csv_cell(cell) for cell in row])
    response = HttpResponse(
        ("\ufeff" + out.getvalue()).encode(), content_type="text/csv; charset=utf-8"
    )
    response["Content-Disposition"] = disposition(name, "csv")
    return response


def night_table(standings: Standings) -> list[list[Cell]]:
    """The night's standings as rows: a heading, then place, player, each round, total and
    prizes for each player."""
    count = len(standings.rounds)
    won = standings.prizes_of()
    heading: list[Cell] = [gettext("Place"), gettext("Player")]
    heading += [gettext("Round %(number)d") % {"number": n} for n in range(1, count + 1)]
    heading += [gettext("Total"), gettext("Prizes")]
    rows = [heading]
    for row in standings.scored["standings"]:
        prizes = ", ".join(prize_words(won.get(row["player"], [])))
        rows.append([row["place"], row["player"], *row["rounds"], row["total"], prizes])
    return rows


def night_csv(standings: Standings, sep: str) -> HttpResponse:
    return _csv(night_table(standings), night_name(standings.night), sep)


def season_table(standings: SeasonStandings) -> list[list[Cell]]:
    heading: list[Cell] = [gettext("Place"), gettext("Player"), gettext("Total")]
    heading += [item.date.isoformat() for item in standings.nights]
    heading.append(gettext("Nights counted"))
    rows = [heading]
    for row in standings.scored["standings"]:
        counted = ", ".join(str(index + 1) for index in sorted(row["counted"]))
        rows.append([row["place"], row["player"], row["total"], *row["nights"], counted])
    return rows


def season_csv(standings: SeasonStandings, sep: str) -> HttpResponse:
    return _csv(season_table(standings), season_name(standings.season), sep)


# The notice board


def _text(value: Cell) -> str:
    return written(value)


def _pdf(title: str, lines: list[str], rows: list[list[Cell]], bold: set[tuple[int, int]]) -> bytes:
    """A title, a few lines under it, and the standings as a table whose heading repeats on
    every page; names wrap, never cut. ``bold``: the (row, column) cells to set in bold."""
    columns = len(rows[0])
    doc = Sheet(title, landscape=columns > 9)
    doc.add_page()
    doc.set_font(FONT, "B", 16)
    doc.multi_cell(0, 8, title, new_x="LMARGIN", new_y="NEXT")
    doc.set_font(FONT, "", 9)
    for line in lines:
        doc.multi_cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
    doc.ln(2)
    doc.set_font(FONT, "", 10 if columns <= 9 else 8)
    name_width = 3.0 if columns <= 9 else 2.2
    widths = [1.0, name_width] + [1.0] * (columns - 2)
    with doc.table(
        col_widths=widths,
        text_align=["RIGHT", "LEFT"] + ["RIGHT"] * (columns - 3) + ["LEFT"],
        line_height=5.5,
        first_row_as_headings=True,
        repeat_headings=1,
    ) as table:
        for index, values in enumerate(rows):
            row = table.row()
            for column, value in enumerate(values):
                style = BOLD if (index, column) in bold else None
                row.cell(_text(value) if index else str(value), style=style)
    return bytes(doc.output())


def night_pdf(standings: Standings, rules: list[str]) -> HttpResponse:
    night_ = standings.night
    kind = game_type(night_.game)
    title = f"{night_.club.name} · {formats.date_format(night_.date, 'DATE_FORMAT')}"
    lines = [f"{kind.label} · " + " · ".join(rules)]
    if not standings.scored["finished"]:
        lines.append(gettext("Standings so far: the night is still being played."))
    rows = night_table(standings)
    bold = {(index, len(rows[0]) - 2) for index in range(1, len(rows))}
    response = HttpResponse(_pdf(title, lines, rows, bold), content_type="application/pdf")
    response["Content-Disposition"] = disposition(night_name(night_), "pdf")
    return response


def season_pdf(standings: SeasonStandings) -> HttpResponse:
    item = standings.season
    kind = game_type(item.game)
    title = f"{item.club.name} · {item.name}"
    best = item.rules.get("count_best")
    counted = (
        gettext("each player's best %(count)d nights count") % {"count": best}
        if best
        else gettext("every night counts")
    )
    lines = [f"{kind.label} · {counted}", gettext("Counted nights are in bold.")]
    rows = season_table(standings)
    bold = set()
    for index, row in enumerate(standings.scored["standings"], start=1):
        bold.add((index, 2))
        bold.update((index, 3 + night) for night in row["counted"])
    response = HttpResponse(_pdf(title, lines, rows, bold), content_type="application/pdf")
    response["Content-Disposition"] = disposition(season_name(item), "pdf")
    return response
