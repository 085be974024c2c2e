"""The chart of a sheet, drawn on the server as SVG: it parses, draws each of its lines inside the
drawing, and says in words what it shows, in every installed game; each game's own chart (one
line per side by default, Seep's running difference) is tested in its package."""

from xml.etree import ElementTree

import pytest
from hypothesis import given

from scorepad import chart
from scorepad.games import game_type, installed, samples
from tests.worked_games import games

SVG = "{http://www.w3.org/2000/svg}"


def _computed(name, players, options, deals):
    rules = game_type(name).engine
    clean = []
    for deal in deals:
        clean.append(rules.clean_deal(players, options, clean, deal))
    return rules.compute_sheet(players, options, clean)


def parse(name, sheet):
    drawn = game_type(name).export.chart(sheet)
    return drawn, ElementTree.fromstring(str(chart.svg(drawn)))


def test_a_side_that_never_moves_is_said_unchanged_not_highest_and_lowest():
    lines = [
        chart.Line("Ada", [(0, 0), (1, 20), (2, 50), (3, 50), (4, 10)]),
        chart.Line("Bo", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]),
    ]
    assert chart.totals_summary(lines, 4) == (
        "After 4 deals: Ada 10 (highest 50 at deal 2, lowest 10 at deal 4)."
        " Bo 0, unchanged from deal 1."
    )


def test_names_are_escaped_in_the_svg():
    lines = [
        chart.Line("<b>Ada</b>", [(0, 0), (1, 1)]),
        chart.Line("Bo & Co", [(0, 0), (1, 0)]),
    ]
    drawn = chart.Chart("Running totals", lines, 1, chart.totals_summary(lines, 1))
    svg = ElementTree.fromstring(str(chart.svg(drawn)))
    assert [line.find(f"{SVG}title").text for line in svg.findall(f"{SVG}polyline")] == [
        "<b>Ada</b>",
        "Bo & Co",
    ]


@pytest.mark.parametrize("name", installed())
def test_a_game_without_deals_draws_an_empty_chart(name):
    players = list(samples(name).PLAYERS)
    sheet = _computed(name, players, game_type(name).engine.clean_options({}), [])
    drawn, svg = parse(name, sheet)
    assert drawn.deals == 0 and drawn.summary
    assert svg.find(f"{SVG}desc").text == drawn.summary
    assert len(svg.findall(f"{SVG}polyline")) == len(drawn.lines)


@pytest.mark.parametrize(
    ("span", "step"), [(0, 1), (7, 2), (100, 20), (4450, 1000), (260, 100), (3, 1)]
)
def test_ticks_are_round_numbers(span, step):
    assert chart.nice_step(span, 5) == step


@given(document=games())
def test_every_sheet_charts_with_one_line_per_side_inside_the_drawing(document):
    kind = game_type(document["game"])
    sheet = kind.engine.compute_sheet(document["players"], document["options"], document["deals"])
    drawn = kind.export.chart(sheet)
    svg = ElementTree.fromstring(str(chart.svg(drawn)))
    lines = svg.findall(f"{SVG}polyline")
    assert len(lines) == len(drawn.lines) >= 1
    for line in lines:
        for point in line.get("points").split():
            x, y = map(float, point.split(","))
            assert 0 <= x <= chart.WIDTH and 0 <= y <= chart.HEIGHT
