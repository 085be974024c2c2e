"""How well the search finds the right section in the real rule texts, typed as players type.

Each game's package holds what its players type and the sections that must come back (its
tests' ``search.py``, run by its contract, tests/contract.py). Here, what holds across the
installed games: the interface's language ranks first, and a word of one language finds the
text in that language.
"""

from __future__ import annotations

import pytest
from django.utils import translation

from rules import search
from scorepad.games import game_types


def examples() -> list[tuple[str, str]]:
    """Each installed game's first example word, in each language."""
    found = []
    for kind in game_types():
        for language in ("en", "tr"):
            with translation.override(language):
                found += [(str(kind.search.examples[0]), language)] if kind.search.examples else []
    return found


@pytest.mark.parametrize(("query", "language"), examples())
def test_the_interface_language_ranks_first(query, language):
    assert search.search(query, language).hits[0].section.language == language


def test_a_turkish_word_finds_the_turkish_text_first():
    assert search.search("kartları", "en").hits[0].section.language == "tr"
