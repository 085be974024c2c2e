"""Seep's rule page: it opens with its scoring at a glance, and its Turkish text and glossary
entries call the cemented house as the sources do."""

import re

import pytest

from rules import content
from tests.contract import GLOSSARY, game_of

GAME = game_of(__name__)


@pytest.mark.parametrize("language", ["en", "tr"])
def test_it_opens_with_its_scoring_at_a_glance(language):
    # A player in the middle of a deal wants the numbers before the details.
    sections = content.documents()[GAME, language].sections
    assert [s.anchor for s in sections[1:3]] == ["at-a-glance", "aim"]
    text = sections[1].text
    for number in ("50", "25", "6", "100", "9"):
        assert re.search(rf"(?<!\d){number}(?!\d)", text), number


@pytest.mark.parametrize("name", [GAME, GLOSSARY])
def test_the_turkish_pages_use_the_sources_turkish_names(name):
    assert "çimentolu ev" in (content.source(name, "tr") or "").lower()
