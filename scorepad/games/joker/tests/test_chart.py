"""Joker's chart: one line per player, from zero to each total."""

from xml.etree import ElementTree

from scorepad import chart
from scorepad.games import game_type
from tests import worked_games
from tests.contract import game_of

SVG = "{http://www.w3.org/2000/svg}"
GAME = game_of(__name__)


def _computed(name, players, options, deals):
    rules = game_type(name).engine
    clean = []
    for deal in deals:
        clean.append(rules.clean_deal(players, options, clean, deal))
    return rules.compute_sheet(players, options, clean)


def parse(name, sheet):
    drawn = game_type(name).export.chart(sheet)
    return drawn, ElementTree.fromstring(str(chart.svg(drawn)))


def test_a_joker_chart_has_one_line_per_player_from_zero_to_each_total():
    sheet = _computed(
        GAME,
        worked_games.NAMES,
        game_type(GAME).engine.clean_options(worked_games.worked(GAME)["options"]),
        worked_games.worked(GAME)["deals"],
    )
    drawn, svg = parse(GAME, sheet)
    lines = svg.findall(f"{SVG}polyline")
    assert len(lines) == 4
    assert [line.find(f"{SVG}title").text for line in lines] == worked_games.NAMES
    assert all(len(line.get("points").split()) == 13 for line in lines)  # the start and 12 deals
    assert [points[-1][1] for points in (line.points for line in drawn.lines)] == [
        4450,
        700,
        700,
        120,
    ]


def test_a_game_without_deals_draws_an_empty_chart():
    sheet = _computed(GAME, worked_games.NAMES, game_type(GAME).engine.clean_options({}), [])
    drawn, svg = parse(GAME, sheet)
    assert drawn.summary == "No deals yet."
    assert len(svg.findall(f"{SVG}polyline")) == 4
