"""The printable sheet as a player reads it, in every language: the options as the new-game form
words them, every name whole, Joker's trump column filled or left off, Klaverjas as its Wij/Zij
pad. The text is the PDF's own, read back with pypdf."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from django.conf import settings
from django.utils import translation
from pypdf import PdfReader

from scorepad import pdf
from scorepad.games import game_type, samples
from scorepad.games.joker import samples as joker_samples
from scorepad.models import Game
from scorepad.pdf import pdf_bytes
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

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


# The options


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("name", "options", "choices"),
    [
        (
            "joker",
            {"length": "short", "shtanga": "per-card"},
            {
                "length": "Short: 12 deals, 1 to 8 cards and four nines",
                "ştanga": "-100 × the cards in the hand",
            },
        ),
        (
            "klaverjas",
            {"rules": "rotterdam"},
            {"rules": "Rotterdam: always trump or overtrump when you cannot follow suit"},
        ),
    ],
)
def test_the_options_are_worded_as_the_new_game_form_offers_them(language, name, options, choices):
    game = worked_game(name, **options)
    [head, *_rest] = pdf_pages(game, language)
    for label, choice in choices.items():
        shown, colon, explained = words(language, choice).partition(": ")
        expected = f"{shown} ({explained})" if colon else shown
        assert f"{words(language, label)}: {expected}" in head, head[:400]
    for key in options.values():
        assert f": {key}" not in head  # the game file's own word, never shown


# The names


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ["joker", "klaverjas", "seep", "ers", "king"])
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
        first = kind.paper_table(list(game.players), options, sheet, deals).columns[0].label
        option_line = " · ".join(kind.option_lines(list(game.players), options))
    # Over the columns, between the options and the first column's heading: each side whole.
    heading = text.split(option_line, 1)[1].split(f" {first} ", 1)[0]
    for side in sheet["sides"]:
        assert side in heading, heading


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wide_tables_headings_break_between_words_or_after_a_hyphen(language):
    long = joker_samples.long_game()
    players = ["Oppenheimerberger-Schwarzenegger", *NAMES[1:]]
    game = game_with_deals("joker", long["deals"], players=players, options=long["options"])
    lines = pdf_lines(game, language)
    with translation.override(language):
        deals = [deal.data for deal in game.deals.all()]
        sheet = game_type(game.game).engine.compute_sheet(
            players, game_type(game.game).full_options(game.options), deals
        )
        table = pdf._filled(
            game_type(game.game).paper_table(
                players, game_type(game.game).full_options(game.options), sheet, deals
            )
        )
    labels = " ".join(column.label for column in table.columns)
    # 25 columns shrunk to a landscape page: every heading still whole, on one line here.
    assert len(table.columns) == 25
    assert labels in lines, [line for line in lines if line.startswith(labels[:5])]
    assert "Oppenheimerberger-" in lines
    assert f"Schwarzenegger {' '.join(players[1:])}" in lines


# Joker's trump


def test_jokers_trump_column_writes_the_recorded_trump_and_the_no_trump_section():
    long = joker_samples.long_game()
    deals = long["deals"]
    deals[0] = deals[0] | {"trump": "hearts"}
    deals[1] = deals[1] | {"trump": "none"}
    game = game_with_deals("joker", deals, players=NAMES, options=long["options"])
    kind = game_type(game.game)
    for language in LANGUAGES:
        with translation.override(language):
            sheet = kind.engine.compute_sheet(
                NAMES, game_type(game.game).full_options(game.options), deals
            )
            table = kind.export_table(
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
    game = worked_game("joker")  # short: no no-trump section, no trump recorded
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
        table = game_type(game.game).export_table(
            list(game.players), game_type(game.game).full_options(game.options), sheet, deals
        )
    assert trump in [column.label for column in table.columns]  # the CSV's columns stay put


# Klaverjas


def klaverjas_game(**options: Any) -> Game:
    return game_with_deals(
        "klaverjas",
        [
            {"playing": 0, "points": [100, 62], "roem": [20, 0]},  # made
            {"playing": 1, "points": [100, 62], "roem": [0, 20]},  # nat: 0 and 162 + 20
            {"playing": 0, "points": [162, 0], "roem": [100, 0], "pit": 0},  # pit
            {"playing": 1, "points": [90, 72], "roem": [20, 20], "revoke": 0},  # a revoke
        ],
        players=NAMES,
        options=options,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_klaverjas_pdf_is_the_wij_zij_pad(language):
    game = klaverjas_game()
    lines = pdf_lines(game, language)
    text = " ".join(lines)
    teams = [f"{NAMES[0]} & {NAMES[2]}", f"{NAMES[1]} & {NAMES[3]}"]
    points, roem = words(language, "points"), words(language, "roem")
    deal, dealer = words(language, "Deal"), words(language, "Dealer")
    assert re.search(
        rf"Wij {re.escape(teams[0])} Zij {re.escape(teams[1])} "
        rf"{deal} {dealer} {points} {roem} {points} {roem}",
        text,
    ), text[:600]
    nat, pit, revoke = (words(language, tag) for tag in ("nat", "pit", "revoke"))
    # Each deal's number, its dealer, then per team the points with their word and the roem.
    assert f"1 {NAMES[0]} 100 20 62" in lines
    assert f"2 {NAMES[1]} 162 20 0 {nat}" in lines  # the other team writes 162 and all roem
    assert f"3 {NAMES[2]} 262 {pit} 100 0" in lines  # 162 + 100 for pit, and its roem
    assert f"4 {NAMES[3]} 0 {revoke} 162 40" in lines  # all roem to the other team
    # The deals still to play, pre-printed with their dealers, as on the screen's pad.
    assert f"16 {NAMES[3]}" in lines
    # No column of team names: the teams are written over the pad, not on every deal.
    for heading in ("Playing", "Pit", "Revoke", "Result"):
        assert f" {words(language, heading)} " not in text
    start = lines.index(f"{deal} {dealer} {points} {roem} {points} {roem}")
    end = next(at for at, line in enumerate(lines) if line.startswith(words(language, "Total")))
    assert len(lines[start + 1 : end]) == 16
    assert not any(team in line for line in lines[start:end] for team in teams)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_klaverjas_pad_not_yet_written_on_prints_every_column_and_deal(language):
    game = game_with_deals("klaverjas", [], players=NAMES)
    lines = pdf_lines(game, language)
    points, roem = words(language, "points"), words(language, "roem")
    heading = (
        f"{words(language, 'Deal')} {words(language, 'Dealer')} {points} {roem} {points} {roem}"
    )
    assert heading in lines
    start = lines.index(heading)
    assert lines[start + 1 : start + 17] == [
        f"{number} {NAMES[(number - 1) % 4]}" for number in range(1, 17)
    ]


# The chart


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_charts_axis_labels_are_printed_readable_and_on_the_page(language):
    game = worked_game("seep")
    deals = [deal.data for deal in game.deals.all()]
    with translation.override(language):
        sheet = game_type(game.game).engine.compute_sheet(
            list(game.players), game_type(game.game).full_options(game.options), deals
        )
        data = pdf_bytes(game, sheet, deals)
        title = game_type(game.game).chart(sheet).title
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


# Georgian


GEORGIAN_NAMES = ["ნინო ბერიძე", "გიორგი კაპანაძე", "ანა ჭავჭავაძე", "ლევან წერეთელი"]


def test_the_shipped_font_has_every_georgian_letter():
    from fontTools.ttLib import TTFont

    mkhedruli = [chr(code) for code in range(0x10D0, 0x10F1)]  # ა to ჰ, the 33 letters
    for face in ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"):
        cmap = TTFont(pdf.FONTS / face).getBestCmap()
        assert [letter for letter in mkhedruli if ord(letter) not in cmap] == [], face


@pytest.mark.parametrize("name", ["joker", "klaverjas", "king"])
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
        table = pdf._filled(kind.paper_table(list(game.players), options, sheet, deals))
        headings = {column.label for column in table.columns if column.label}
        title = str(kind.label)
    for player in GEORGIAN_NAMES:
        for word in player.split():
            assert word in text, word
    assert title in text
    # A heading too wide for its column breaks between its words.
    missing = [word for heading in headings for word in heading.split() if word not in text]
    assert missing == []
