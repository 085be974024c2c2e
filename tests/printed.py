"""The printable sheet as the tests read it back: each page's text, its lines, the interface's
words, and a game's worked sample stored with names that test the layout."""

from __future__ import annotations

import io
from typing import Any

from django.conf import settings
from django.utils import translation
from pypdf import PdfReader

from scorepad.games import game_type, samples
from scorepad.models import Game
from scorepad.pdf import pdf_bytes
from tests.factories import game_with_deals

LANGUAGES = [code for code, _name in settings.LANGUAGES]
NAMES = ["Jan-Willem van der Berg", "Çağrı İnceoğlu", "Νίκος", "ნინო"]


def pdf_pages(game: Game, language: str) -> list[str]:
    """Each page's text, its whitespace made single spaces."""
    deals = [deal.data for deal in game.deals.all()]
    with translation.override(language):
        sheet = game_type(game.game).engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        data = pdf_bytes(game, sheet, deals)
    return [" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages]


def pdf_lines(game: Game, language: str) -> list[str]:
    deals = [deal.data for deal in game.deals.all()]
    with translation.override(language):
        sheet = game_type(game.game).engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        data = pdf_bytes(game, sheet, deals)
    return [
        " ".join(line.split())
        for page in PdfReader(io.BytesIO(data)).pages
        for line in page.extract_text().splitlines()
    ]


def words(language: str, message: str) -> str:
    with translation.override(language):
        return translation.gettext(message)


def worked_game(name: str, players: list[str] | None = None, **options: Any) -> Game:
    worked = samples(name).WORKED
    names = players or NAMES[: len(worked["players"])]
    return game_with_deals(
        name, worked["deals"], players=names, options=worked["options"] | options
    )
