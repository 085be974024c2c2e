"""A game going out: the ``scorepad/1`` JSON file with its sheet, and the text a share carries."""

from __future__ import annotations

import json
import re
from typing import Any

from django.http import HttpResponse
from django.utils.translation import gettext

from scorepad import gamefile
from scorepad.models import Deal, Game


def filename(game: Game) -> str:
    """``joker-nino-giorgi-ana-levan.json``: readable, and safe in any header or file system."""
    words = [game.game, *game.players]
    slug = re.sub(r"[^a-z0-9]+", "-", "-".join(words).lower()).strip("-")
    return f"{slug[:80] or 'game'}.json"


def game_file(game: Game, deals: list[Deal] | None = None) -> dict[str, Any]:
    """The document of the game file with its sheet, exactly as ``scoresheet`` prints it."""
    return gamefile.with_sheet(gamefile.document_of(game, deals))


def game_file_response(game: Game, deals: list[Deal] | None = None) -> HttpResponse:
    body = json.dumps(game_file(game, deals), ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename(game)}"'
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
