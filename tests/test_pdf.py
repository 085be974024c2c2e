"""The printable sheet as a player reads it, in every language, in every installed game: every
name whole over its columns, Georgian letters in the shipped font. The text is the PDF's own,
read back with pypdf; each game's own paper (its options in words, its columns) is tested in its
package."""

from __future__ import annotations

import pytest
from django.utils import translation

from scorepad import pdf
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


# Georgian


GEORGIAN_NAMES = ["ნინო ბერიძე", "გიორგი კაპანაძე", "ანა ჭავჭავაძე", "ლევან წერეთელი"]


def test_the_shipped_font_has_every_georgian_letter():
    from fontTools.ttLib import TTFont

    mkhedruli = [chr(code) for code in range(0x10D0, 0x10F1)]  # ა to ჰ, the 33 letters
    for face in ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"):
        cmap = TTFont(pdf.FONTS / face).getBestCmap()
        assert [letter for letter in mkhedruli if ord(letter) not in cmap] == [], face


@pytest.mark.parametrize("name", installed())
def test_a_georgian_sheet_prints_every_name_and_heading(name):
    game = worked_game(name, players=GEORGIAN_NAMES)
    text = " ".join(pdf_pages(game, "ka"))
    deals = [deal.data for deal in game.deals.all()]
    with translation.override("ka"):
        kind = game_type(name)
        sheet = kind.engine.compute_sheet(
            list(game.players), kind.full_options(game.options), deals
        )
        options = kind.engine.clean_options(dict(game.options))
        table = pdf._filled(kind.export.paper(list(game.players), options, sheet, deals))
        headings = {column.label for column in table.columns if column.label}
        title = str(kind.label)
    for player in GEORGIAN_NAMES:
        for word in player.split():
            assert word in text, word
    assert title in text
    # A heading too wide for its column breaks between its words.
    missing = [word for heading in headings for word in heading.split() if word not in text]
    assert missing == []
