"""Klaverjas's printable sheet, in both languages: its options as the new-game form words them,
the pad as its Wij and Zij, every column and deal of a pad not yet written on."""

from __future__ import annotations

import re
from typing import Any

import pytest

from scorepad.models import Game
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
            {"rules": "rotterdam"},
            {"rules": "Rotterdam: always trump or overtrump when you cannot follow suit"},
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


def klaverjas_game(**options: Any) -> Game:
    return game_with_deals(
        GAME,
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
    # (Where a heading is the deal's own word, as Georgian writes Pit and pit alike, the
    # word is on the deals that were pit.)
    for heading in ("Playing", "Pit", "Revoke", "Result"):
        if words(language, heading) not in (nat, pit, revoke):
            assert f" {words(language, heading)} " not in text
    start = lines.index(f"{deal} {dealer} {points} {roem} {points} {roem}")
    end = next(at for at, line in enumerate(lines) if line.startswith(words(language, "Total")))
    assert len(lines[start + 1 : end]) == 16
    assert not any(team in line for line in lines[start:end] for team in teams)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_klaverjas_pad_not_yet_written_on_prints_every_column_and_deal(language):
    game = game_with_deals(GAME, [], players=NAMES)
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
