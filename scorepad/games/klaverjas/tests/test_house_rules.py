"""The house rules where the table sees them: a Klaverjas game to a score shows its target and
what each team still needs, pre-prints only the next deal and ends by it; a revoke's roem as
the table's rule gives it; the PDF's options in words."""

from __future__ import annotations

import io
import re

import pytest
from django.urls import reverse
from pypdf import PdfReader

from scorepad.games import game_type
from scorepad.games.joker import engine as joker
from scorepad.games.klaverjas import engine as klaverjas
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

TO_500 = {"to_points": 500, "revoke_roem": "plus-100", "deals": 2}
FIRST_DEALS = [
    {"playing": 0, "points": [100, 62], "roem": [20, 0]},
    {"playing": 1, "revoke": 0, "roem": [50, 0]},
    {"playing": 0, "points": [92, 70]},
]


def page(client, grant, game):
    response = grant(client, game).get(reverse("game", args=[game.public_id]))
    assert response.status_code == 200
    return response.content.decode()


def rows_of(html):
    return re.findall(r'<tr(?: class="future")? data-deal="(\d+)"', html)


def test_a_game_to_a_score_shows_it_and_what_each_team_still_needs(client, grant):
    game = game_with_deals("klaverjas", FIRST_DEALS, options=TO_500)
    html = page(client, grant, game)
    target = re.search(r'<tr class="target" data-testid="target">(.*?)</tr>', html, re.S)
    assert target
    cells = re.sub(r"<[^>]+>", "|", target.group(1))
    assert "to 500" in cells and "288 to go" in cells and "106 to go" in cells
    assert "A game to 500: the deal that takes a team to 500 ends it" in html
    # Past the 2 deals of the option, with only the deal to play now pre-printed.
    assert rows_of(html) == ["1", "2", "3", "4"]
    assert 'name="number" value="4"' in html


def test_a_game_to_a_score_ends_with_the_deal_that_reaches_it(client, grant):
    deals = [*FIRST_DEALS, {"playing": 1, "points": [60, 102], "roem": [0, 20]}]
    game = game_with_deals("klaverjas", deals, options=TO_500)
    html = page(client, grant, game)
    winners = re.search(r'data-testid="winners">([^<]*)<', html).group(1)
    assert winners == "Winner: Giorgi &amp; Levan"
    assert rows_of(html) == ["1", "2", "3", "4"]
    assert 'id="entry"' not in html
    assert "reached" in re.search(r'<tr class="target".*?</tr>', html, re.S).group(0)


def test_a_game_of_deals_shows_no_target_and_pre_prints_every_deal(client, grant):
    game = game_with_deals("klaverjas", FIRST_DEALS, options={"deals": 8})
    html = page(client, grant, game)
    assert 'data-testid="target"' not in html
    assert rows_of(html) == [str(n) for n in range(1, 9)]


@pytest.mark.parametrize(("rule", "roem"), [("all", "50"), ("none", ""), ("plus-100", "100")])
def test_the_pad_writes_a_revokes_roem_as_the_table_plays_it(client, grant, rule, roem):
    game = game_with_deals("klaverjas", FIRST_DEALS[:2], options={"revoke_roem": rule})
    html = page(client, grant, game)
    second = re.search(r'data-deal="2">(.*?)</tr>', html, re.S).group(1)
    cells = re.findall(r'<td class="roem-cell">([^<]*)</td>', second)
    assert cells == ["", roem]
    assert '<span class="score">162</span>' in second


def test_the_printed_options_name_the_target_in_place_of_the_deals():
    kind = game_type("klaverjas")
    players = ["Anna", "Bram", "Cor", "Daan"]
    lines = kind.export.option_lines(players, klaverjas.clean_options(TO_500))
    assert "game to: 500" in lines
    assert not any(line.startswith("number of deals") for line in lines)
    assert "roem after a revoke: 162 and 100, whatever roem was shown" in lines
    lines = kind.export.option_lines(players, klaverjas.clean_options({}))
    assert "number of deals: 16" in lines
    assert not any(line.startswith("game to") for line in lines)


def test_the_printed_options_say_jokers_house_rules_in_words():
    lines = game_type("joker").export.option_lines(
        ["Nino", "Giorgi", "Ana", "Levan"],
        joker.clean_options({"shtanga": "nines-500", "erase": "single"}),
    )
    assert "ştanga: -500 in a nine-card deal, -200 in the others" in lines
    assert "erase: Only when exactly one player earns it" in lines


def test_the_pdf_of_a_game_to_a_score_prints_its_target(client, grant):
    game = game_with_deals("klaverjas", FIRST_DEALS, options=TO_500)
    response = grant(client, game).get(reverse("export_pdf", args=[game.public_id]))
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)
    assert "game to: 500" in text
    assert "number of deals" not in text
