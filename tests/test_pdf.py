"""The printable sheet as a player reads it, in both languages, in every installed game: every
name whole over its columns. The text is the PDF's own, read back with pypdf; each game's own
paper (its options in words, its columns) is tested in its package."""

from __future__ import annotations

import pytest
from django.utils import translation

from scorepad.games import game_type, installed
from tests.printed import LANGUAGES, pdf_pages, worked_game

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", installed())
def test_every_name_is_written_whole_over_its_columns(language, name):
    game = worked_game(name)
    text = " ".join(pdf_pages(game, language))
    assert "…" not in text
    deals = [deal.data for deal in game.deals.all()]
    with translation.override(language):
        kind = game_type(name)
        sheet = kind.engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        options = kind.engine.clean_options(dict(game.options))
        first = kind.export.paper(list(game.players), options, sheet, deals).columns[0].label
        option_line = " · ".join(kind.export.option_lines(list(game.players), options))
    # Over the columns, between the options and the first column's heading: each side whole.
    heading = text.split(option_line, 1)[1].split(f" {first} ", 1)[0]
    for side in sheet["sides"]:
        assert side in heading, heading
