"""A game going out: the ``scorepad/1`` JSON file with its sheet, and the text a share carries."""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpResponse
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import gettext

from scorepad import gamefile
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


def filename(game: Game) -> str:
    """``joker-ayse-gul-nino-ana.json``: readable, and safe in any header or file system."""
    return f"{_slug([game.game, *game.players], allow_unicode=False)}.json"


def unicode_filename(game: Game) -> str:
    """``joker-ayşe-gül-nino-ana.json``: the names as written, for a browser that reads it."""
    return f"{_slug([game.game, *game.players], allow_unicode=True)}.json"


def content_disposition(game: Game) -> str:
    """An attachment named in ASCII for every client, and in Unicode (RFC 6266's
    ``filename*``) for those that understand it, which is every current browser."""
    ascii_name, unicode_name = filename(game), unicode_filename(game)
    if unicode_name.isascii():
        return content_disposition_header(True, ascii_name)
    # Django names a non-ASCII file by ``filename*`` alone: the ASCII name goes before it.
    utf8_name = content_disposition_header(True, unicode_name).removeprefix("attachment; ")
    return f'attachment; filename="{ascii_name}"; {utf8_name}'


def game_file(game: Game, deals: list[Deal] | None = None) -> dict[str, Any]:
    """The document of the game file with its sheet, exactly as ``scoresheet`` prints it."""
    return gamefile.with_sheet(gamefile.document_of(game, deals))


def game_file_response(game: Game, deals: list[Deal] | None = None) -> HttpResponse:
    body = json.dumps(game_file(game, deals), ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = content_disposition(game)
    return response


def share_text(game: Game, sheet: dict[str, Any]) -> str:
    """One line for a message: the game, the totals, and the winners when it is over."""
    totals = ", ".join(
        f"{side} {total}" for side, total in zip(sheet["sides"], sheet["totals"], strict=True)
    )
    if sheet["finished"]:
        winners = " & ".join(sheet["sides"][side] for side in sheet["winners"])
        return gettext("%(game)s: %(totals)s. Won by %(winners)s.") % {
            "game": game.get_game_display(),
            "totals": totals,
            "winners": winners,
        }
    return gettext("%(game)s so far: %(totals)s.") % {
        "game": game.get_game_display(),
        "totals": totals,
    }
