"""Seep's printable sheet: the chart of its running difference, its axis labels readable and on
the page."""

from __future__ import annotations

import io
import re

import pytest
from django.utils import translation
from pypdf import PdfReader

from scorepad import pdf
from scorepad.games import game_type
from scorepad.pdf import pdf_bytes
from tests.contract import game_of
from tests.printed import LANGUAGES, worked_game

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_charts_axis_labels_are_printed_readable_and_on_the_page(language):
    game = worked_game(GAME)
    deals = [deal.data for deal in game.deals.all()]
    with translation.override(language):
        sheet = game_type(game.game).engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        data = pdf_bytes(game, sheet, deals)
        title = game_type(game.game).export.chart(sheet).title
    [page] = PdfReader(io.BytesIO(data)).pages
    texts: list[tuple[str, float, float]] = []

    def visit(text, _cm, matrix, _font, size):
        if text.strip():
            texts.append((text.strip(), size, matrix[4]))

    page.extract_text(visitor_text=visit)
    after = [text for text, _size, _x in texts].index(title)
    ticks = [
        (text, size, x) for text, size, x in texts[after + 1 :] if re.fullmatch(r"−?\d+", text)
    ]
    # -100 to 150 by 50 up the side, deals 1 and 2 along the bottom.
    assert [text for text, _size, _x in ticks] == ["−100", "−50", "0", "50", "100", "150", "1", "2"]
    assert all(size >= 7.5 for _text, size, _x in ticks)
    margin = pdf.MARGIN * 72 / 25.4
    assert all(margin - 1 <= x <= float(page.mediabox.width) - margin for _t, _s, x in ticks)
