"""The sheet leaving the phone: the game file, the CSV, the PDF and the QR codes of the links.
Each answers only to a phone with rights to the game, like every URL of it."""

from __future__ import annotations

import json
from typing import Any

from django.core.cache import caches
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from scorepad import exports
from scorepad.fastpath import key_of
from scorepad.games import game_type
from scorepad.models import Game, Right
from scorepad.pdf import pdf_bytes
from scorepad.rights import EDIT, game_view
from scorepad.views import never_stored


@never_stored
@game_view(any_game=True)
@require_safe
def export_game(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    return exports.game_file_response(game)


def _sheet_of(game: Game) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's sheet and its recorded deals."""
    deals = [deal.data for deal in game.deals.all()]
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    return kind.engine.compute_sheet(list(game.players), options, deals), deals


@never_stored
@game_view()
@require_safe
def export_csv(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    sheet, deals = _sheet_of(game)
    kind = game_type(game.game)
    table = kind.export.table(list(game.players), kind.full_options(game.options), sheet, deals)
    separator = exports.csv_separator(request.GET.get("sep"), get_language())
    return exports.csv_response(game, table, separator)


PDF_SECONDS = 24 * 3600


def _pdf_of(game: Game) -> bytes:
    """The game's PDF, laid out once per state of the game and language: kept in the cache
    under what it is drawn from, as the pad is (a sheet of a thousand deals takes a second or
    two to lay out), so a change of the deals, the players or the options makes a new one."""
    deals = [deal.data for deal in game.deals.all()]
    state = [game.game, game.players, game.options, game.created.isoformat(), deals]
    drawn_from = json.dumps(state, sort_keys=True, separators=(",", ":"))
    key = key_of(f"pdf:{game.public_id}", [get_language() or "", drawn_from])
    store = caches["default"]
    kept: bytes | None = store.get(key)
    if kept is None:
        kind = game_type(game.game)
        options = kind.full_options(game.options)
        sheet = kind.engine.compute_sheet(list(game.players), options, deals)
        kept = pdf_bytes(game, sheet, deals)
        store.set(key, kept, PDF_SECONDS)
    return kept


@never_stored
@game_view()
@require_safe
def export_pdf(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    response = HttpResponse(_pdf_of(game), content_type="application/pdf")
    response["Content-Disposition"] = exports.content_disposition(game, "pdf")
    return response


@game_view(any_game=True)
@require_safe
def qr_code(request: HttpRequest, game: Game, right: Right, link: str) -> HttpResponse:
    """The follow link, or for an editor the editor link, as a QR code to show across the
    table. It holds the link's secret: never cached beyond this phone."""
    if link == "editor" and right.role == EDIT:
        url = reverse("editor_link", args=[game.public_id, game.edit_token])
    elif link == "follow":
        url = reverse("follow_link", args=[game.public_id, game.follow_token])
    else:
        raise Http404
    response = HttpResponse(
        exports.qr_svg(request.build_absolute_uri(url)), content_type="image/svg+xml"
    )
    patch_cache_control(response, private=True, no_store=True)
    return response
