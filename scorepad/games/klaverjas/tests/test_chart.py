"""Klaverjas's chart, titled and described for a screen reader."""

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


def test_the_chart_is_titled_and_described_for_screen_readers():
    sheet = _computed(
        GAME,
        worked_games.NAMES,
        game_type(GAME).engine.clean_options(worked_games.worked(GAME)["options"]),
        worked_games.worked(GAME)["deals"],
    )
    _drawn, svg = parse(GAME, sheet)
    assert svg.get("role") == "img"
    assert svg.find(f"{SVG}title").text == "Running totals"
    description = svg.find(f"{SVG}desc").text
    assert "After 2 deals:" in description
    assert "Ayşe & Çağrı 282 (highest 282 at deal 2, lowest 120 at deal 1)." in description
    assert len(svg.findall(f"{SVG}polyline")) == 2
