"""Seep's chart: the running difference, each bazzi marked at the difference its deal reached."""

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


def test_the_seep_chart_draws_the_running_difference_with_the_bazzi_marked():
    sheet = _computed(
        GAME,
        worked_games.NAMES,
        game_type(GAME).engine.clean_options({"bazzis": 2}),
        [*worked_games.worked(GAME)["deals"], {"points": [40, 60]}],
    )
    drawn, svg = parse(GAME, sheet)
    [line] = drawn.lines
    # 0, then 70 after deal 1; the bazzi where deal 2 took the difference, 110, back to 0;
    # then -20.
    assert line.points == [(0, 0), (1, 70), (2, 110), (2, 0), (3, -20)]
    assert [(mark.x, mark.y, mark.line) for mark in drawn.marks] == [(2, 110, 0)]
    assert len(svg.findall(f"{SVG}polyline")) == 1
    assert len(svg.findall(f"{SVG}g[@class='chart-mark line-0']")) == 1
    assert [guide.value for guide in drawn.guides] == [100, -100]
    assert "A bazzi for Ayşe & Çağrı at deal 2." in drawn.summary


def test_each_seep_bazzi_is_drawn_at_the_difference_its_deal_reached():
    sheet = _computed(
        GAME,
        worked_games.NAMES,
        game_type(GAME).engine.clean_options({"bazzis": 2}),
        # -54; then 0 card points, under 9: a bazzi for the second team at -154; then the
        # second team under 9 from a level start: a bazzi for the first at +90.
        [{"points": [23, 77]}, {"points": [0, 100]}, {"points": [95, 5]}],
    )
    drawn, svg = parse(GAME, sheet)
    assert drawn.lines[0].points == [(0, 0), (1, -54), (2, -154), (2, 0), (3, 90), (3, 0)]
    assert [(mark.x, mark.y, mark.line) for mark in drawn.marks] == [(2, -154, 1), (3, 90, 0)]
    box = chart.frame(drawn, chart.WIDTH, chart.HEIGHT, label=chart.LABEL)
    circles = svg.findall(f"{SVG}g/{SVG}circle")
    assert [float(circle.get("cy")) for circle in circles] == [
        round(box.y(-154), 1),
        round(box.y(90), 1),
    ]
    assert box.y(90) > box.y(100) and box.y(-154) > box.y(-100)  # not at the guides
