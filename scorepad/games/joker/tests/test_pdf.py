"""Joker's printable sheet, in both languages: its options as the new-game form words them, a wide
table's headings whole, its trump column filled or left off."""

from __future__ import annotations

import pytest
from django.utils import translation

from scorepad import pdf
from scorepad.games import game_type, samples
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.printed import LANGUAGES, NAMES, pdf_lines, pdf_pages, words, worked_game

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("options", "choices"),
    [
        (
            {"length": "short", "shtanga": "per-card"},
            {
                "length": "Short: 12 deals, 1 to 8 cards and four nines",
                "ştanga": "-100 × the cards in the hand",
            },
        )
    ],
)
def test_the_options_are_worded_as_the_new_game_form_offers_them(language, options, choices):
    game = worked_game(GAME, **options)
    [head, *_rest] = pdf_pages(game, language)
    for label, choice in choices.items():
        shown, colon, explained = words(language, choice).partition(": ")
        expected = f"{shown} ({explained})" if colon else shown
        assert f"{words(language, label)}: {expected}" in head, head[:400]
    for key in options.values():
        assert f": {key}" not in head  # the game file's own word, never shown


# English and Turkish: the heading's words as these languages make them wide (a Georgian page
# writes the names on one line, and its headings break between their own words).
@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_wide_tables_headings_break_between_words_or_after_a_hyphen(language):
    long = samples(GAME).long_game()
    players = ["Oppenheimerberger-Schwarzenegger", *NAMES[1:]]
    game = game_with_deals(GAME, long["deals"], players=players, options=long["options"])
    lines = pdf_lines(game, language)
    with translation.override(language):
        deals = [deal.data for deal in game.deals.all()]
        sheet = game_type(game.game).engine.compute_sheet(
            players, game_type(game.game).full_options(game.options), deals
        )
        table = pdf._filled(
            game_type(game.game).export.paper(
                players, game_type(game.game).full_options(game.options), sheet, deals
            )
        )
    labels = " ".join(column.label for column in table.columns)
    # 25 columns shrunk to a landscape page: every heading still whole, on one line here.
    assert len(table.columns) == 25
    assert labels in lines, [line for line in lines if line.startswith(labels[:5])]
    assert "Oppenheimerberger-" in lines
    assert f"Schwarzenegger {' '.join(players[1:])}" in lines


def test_jokers_trump_column_writes_the_recorded_trump_and_the_no_trump_section():
    long = samples(GAME).long_game()
    deals = long["deals"]
    deals[0] = deals[0] | {"trump": "hearts"}
    deals[1] = deals[1] | {"trump": "none"}
    game = game_with_deals(GAME, deals, players=NAMES, options=long["options"])
    kind = game_type(game.game)
    for language in LANGUAGES:
        with translation.override(language):
            sheet = kind.engine.compute_sheet(
                NAMES, game_type(game.game).full_options(game.options), deals
            )
            table = kind.export.table(
                NAMES, game_type(game.game).full_options(game.options), sheet, deals
            )
            at = [column.label for column in table.columns].index(translation.gettext("Trump"))
            trumps = {row.cells[0]: row.cells[at] for row in table.rows}
            kinds = {row["number"]: row["kind"] for row in sheet["deals"]}
            no_trump = words(language, "no trump")
            assert trumps[1] == words(language, "hearts")
            assert trumps[2] == no_trump
            section = [number for number, kind_ in kinds.items() if kind_ == "no-trump"]
            assert len(section) == 4
            assert all(trumps[number] == no_trump for number in section)
            assert all(
                trumps[number] == "" for number in kinds if number > 2 and number not in section
            )
        lines = pdf_lines(game, language)
        row = next(line for line in lines if line.startswith("1 1 "))
        assert words(language, "hearts") in row
        assert words(language, "Trump") in " ".join(lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_trump_column_nobody_filled_is_left_off_the_paper_but_kept_in_the_csv(language):
    game = worked_game(GAME)  # short: no no-trump section, no trump recorded
    lines = pdf_lines(game, language)
    trump, premium = words(language, "Trump"), words(language, "premium")
    [heading] = [line for line in lines if line.startswith(words(language, "Deal") + " ")]
    assert heading.startswith(
        " ".join(words(language, label) for label in ("Deal", "Cards", "Kind", "Dealer", "bid"))
    )
    assert trump not in heading.split()
    # Every player keeps a premium column, though one of them never earned a premium.
    assert heading.count(f" {premium} ") == 4
    with translation.override(language):
        deals = [deal.data for deal in game.deals.all()]
        sheet = game_type(game.game).engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        table = game_type(game.game).export.table(
            list(game.players), game_type(game.game).full_options(game.options), sheet, deals
        )
    assert trump in [column.label for column in table.columns]  # the CSV's columns stay put
