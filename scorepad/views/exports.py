"""The sheet leaving the phone: the game file, the CSV, the PDF and the QR codes of the links.
Each answers only to a phone with rights to the game, like every URL of it."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

from scorepad import exports
from scorepad.models import Game
from scorepad.pdf import pdf_bytes
from scorepad.rights import EDIT, get_game_for_viewer, strangers_get_404
from scorepad.views import never_stored


@never_stored
@strangers_get_404
@require_safe
def export_game(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = get_game_for_viewer(request, public_id)
    return exports.game_file_response(game)


def _sheet_of(game: Game) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's sheet and its recorded deals."""
    deals = [deal.data for deal in game.deals.all()]
    return game.type.engine.compute_sheet(list(game.players), game.full_options(), deals), deals


@never_stored
@strangers_get_404
@require_safe
def export_csv(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = get_game_for_viewer(request, public_id)
    sheet, deals = _sheet_of(game)
    table = game.type.export_table(list(game.players), game.full_options(), sheet, deals)
    return exports.csv_response(game, table)


@never_stored
@strangers_get_404
@require_safe
def export_pdf(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = get_game_for_viewer(request, public_id)
    sheet, deals = _sheet_of(game)
    response = HttpResponse(pdf_bytes(game, sheet, deals), content_type="application/pdf")
    response["Content-Disposition"] = exports.content_disposition(game, "pdf")
    return response


@strangers_get_404
@require_safe
def qr_code(request: HttpRequest, public_id: str, link: str) -> HttpResponse:
    """The follow link, or for an editor the editor link, as a QR code to show across the
    table. It holds the link's secret: never cached beyond this phone."""
    game, role = get_game_for_viewer(request, public_id)
    if link == "editor" and role == EDIT:
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
