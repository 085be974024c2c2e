"""A game going out: the ``scorepad/1`` JSON file with its sheet, the CSV, the standings and
the results text a share carries. (The PDF is ``scorepad.pdf``, the chart ``scorepad.chart``.)"""

from __future__ import annotations

import csv
import io
import json
from typing import Any, NamedTuple

import segno
from django.http import HttpResponse
from django.utils import formats, timezone
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import ngettext

from scorepad import gamefile
from scorepad.games import game_type, is_installed
from scorepad.games.concerns import Cell, SheetTable
from scorepad.models import Deal, Game

# Latin letters that Unicode does not decompose into a base letter and a mark: without them
# ``Ayşe Işık`` would lose its ``ı`` where ``ş`` (s + cedilla) keeps its ``s``.
LETTERS = str.maketrans(
    {"ı": "i", "İ": "I", "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe"}
    | {"Œ": "OE", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "TH"}
)
SLUG_LENGTH = 80


def _slug(words: list[str], *, allow_unicode: bool) -> str:
    text = " ".join(words)
    if not allow_unicode:
        text = text.translate(LETTERS)  # slugify drops the marks (NFKD) and anything else
    return slugify(text, allow_unicode=allow_unicode)[:SLUG_LENGTH].strip("-_") or "game"


def filename(game: Game, extension: str = "json") -> str:
    """``joker-ayse-gul-nino-ana.json``: readable, and safe in any header or file system."""
    return f"{_slug([game.game, *game.players], allow_unicode=False)}.{extension}"


def unicode_filename(game: Game, extension: str = "json") -> str:
    """``joker-ayşe-gül-nino-ana.json``: the names as written, for a browser that reads it."""
    return f"{_slug([game.game, *game.players], allow_unicode=True)}.{extension}"


def content_disposition(game: Game, extension: str = "json") -> str:
    """An attachment named in ASCII for every client, and in Unicode (RFC 6266's
    ``filename*``) for those that understand it, which is every current browser."""
    ascii_name = filename(game, extension)
    unicode_name = unicode_filename(game, extension)
    if unicode_name.isascii():
        return content_disposition_header(True, ascii_name)
    # Django names a non-ASCII file by ``filename*`` alone: the ASCII name goes before it.
    utf8_name = content_disposition_header(True, unicode_name).removeprefix("attachment; ")
    return f'attachment; filename="{ascii_name}"; {utf8_name}'


def game_file(game: Game, deals: list[Deal] | None = None) -> dict[str, Any]:
    """The document of the game file with its sheet, exactly as ``scoresheet`` prints it; for
    a game this server no longer offers, the document as it was recorded, without a sheet (no
    engine here scores it)."""
    document = gamefile.document_of(game, deals)
    return gamefile.with_sheet(document) if is_installed(game.game) else document


def game_file_response(game: Game, deals: list[Deal] | None = None) -> HttpResponse:
    body = json.dumps(game_file(game, deals), ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = content_disposition(game)
    return response


class Standing(NamedTuple):
    """One side's place at the end (or so far): ``margin`` is how far it trails the leader,
    or for the leader how far it is ahead of the next side."""

    rank: int
    side: str
    total: int
    margin: int
    won: bool


def standings(sheet: dict[str, Any]) -> list[Standing]:
    """The sides from the highest total down; equal totals share a rank."""
    totals: list[int] = sheet["totals"]
    order = sorted(range(len(totals)), key=lambda side: -totals[side])
    best = totals[order[0]]
    lead = best - totals[order[1]] if len(order) > 1 else 0  # 0 when the lead is shared
    rows = []
    for side in order:
        rank = 1 + sum(total > totals[side] for total in totals)
        margin = lead if totals[side] == best else totals[side] - best
        won = side in sheet["winners"]
        rows.append(Standing(rank, sheet["sides"][side], totals[side], margin, won))
    return rows


def played_on(game: Game) -> str:
    """The day the game started, as the interface's language writes a date."""
    return formats.date_format(timezone.localtime(game.created), "DATE_FORMAT")


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def share_text(game: Game, sheet: dict[str, Any]) -> str:
    """The results for a chat: the game and its date, the standings with margins, and the
    winners once it is over."""
    played = len([row for row in sheet["deals"] if row.get("scores") is not None])
    head = f"{game_type(game.game).label} · {played_on(game)}"
    if not sheet["finished"]:
        head += " · " + ngettext("after %(count)d deal", "after %(count)d deals", played) % {
            "count": played
        }
    lines = [head]
    for standing in standings(sheet):
        margin = f" ({signed(standing.margin)})" if standing.margin else ""
        lines.append(f"{standing.rank}. {standing.side} {standing.total}{margin}")
    if sheet["finished"]:
        winners = " & ".join(sheet["sides"][side] for side in sheet["winners"])
        lines.append(
            ngettext("Winner: %(names)s", "Shared win: %(names)s", len(sheet["winners"]))
            % {"names": winners}
        )
    return "\n".join(lines)


# What a spreadsheet opened with a double-click expects: Excel splits a CSV file at the list
# separator of the computer's region, a comma where the decimal mark is a point (English) and a
# semicolon where the decimal mark is the comma (Turkish, Dutch, Georgian, German ...). The
# interface's language chooses, by the decimal mark its formats write (Django's, and
# scorepad/formats/ where Django's differ from the country's computers); the other one is
# offered beside it (``?sep=``). Excel's ``sep=`` first line is not used: with it Excel ignores
# the byte-order mark and reads the names in the wrong code page, and other programs show the
# line as a row.
SEPARATORS = {"comma": ",", "semicolon": ";"}
# A text cell a spreadsheet would read as a formula (OWASP, "CSV Injection"): these first
# characters make Excel, LibreOffice and Google Sheets evaluate the cell.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_separator(asked: str | None, language: str | None) -> str:
    """The separator of ``?sep=`` (``comma`` or ``semicolon``), else the one spreadsheets in
    the interface's language expect."""
    if asked in SEPARATORS:
        return SEPARATORS[asked]
    decimal_comma = formats.get_format("DECIMAL_SEPARATOR", lang=language or None) == ","
    return SEPARATORS["semicolon" if decimal_comma else "comma"]


def csv_cell(cell: Cell) -> str | int:
    """A number as a number; a text that would start a formula as text, behind an apostrophe."""
    if cell is None:
        return ""
    if isinstance(cell, int):
        return cell
    text = str(cell)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def csv_response(game: Game, table: SheetTable, separator: str = ",") -> HttpResponse:
    """The sheet as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read Turkish
    names), one heading row in the interface's language, one row per deal, then the totals;
    whole numbers written plain, never quoted."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\r\n")
    writer.writerow([csv_cell(column.heading) for column in table.columns])
    for row in table.rows:
        writer.writerow([csv_cell(cell) for cell in row.cells])
    writer.writerow([csv_cell(cell) for cell in table.totals])
    body = "\ufeff" + out.getvalue()
    response = HttpResponse(body.encode(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = content_disposition(game, "csv")
    return response


def qr_svg(url: str) -> bytes:
    """A link as a QR code in SVG, dark on light whatever the colour scheme, so that any
    camera reads it; medium error correction survives a glare on the screen."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(
        buffer,
        kind="svg",
        scale=6,
        border=3,
        dark="#000",
        light="#fff",
        xmldecl=False,
        svgclass="qr",
        lineclass=None,
    )
    return buffer.getvalue()
