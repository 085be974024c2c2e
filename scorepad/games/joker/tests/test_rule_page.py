"""Joker's rule page: the table of its formats and options links each house rule's section."""

from rules import content
from tests.contract import game_of

GAME = game_of(__name__)


def test_the_options_table_names_the_house_rules():
    for language in content.written_in(GAME):
        document = content.document(GAME, language)
        assert document is not None
        options = next(section for section in document.sections if section.anchor == "options")
        assert 'href="#stanga-nines"' in options.html
        assert 'href="#erase-single"' in options.html
