"""The Egyptian Rat Screw chart says each player's wins, in both languages."""

from xml.etree import ElementTree

import pytest
from django.utils import translation

from scorepad import chart
from scorepad.games import game_type
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


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_ers_chart_says_each_players_wins(language):
    players = ["Ada", "Bo", "Cem"]
    sheet = _computed(
        GAME,
        players,
        game_type(GAME).engine.clean_options({"target": 3}),
        [{"winner": 0}, {"winner": 2}, {"winner": 0}, {"winner": 0}],
    )
    with translation.override(language):
        drawn, svg = parse(GAME, sheet)
        expected = translation.ngettext(
            "After %(count)d game: %(wins)s.", "After %(count)d games: %(wins)s.", 4
        ) % {
            "count": 4,
            "wins": ", ".join(
                translation.ngettext("%(name)s %(count)d win", "%(name)s %(count)d wins", wins)
                % {"name": name, "count": wins}
                for name, wins in (("Ada", 3), ("Bo", 0), ("Cem", 1))
            ),
        }
    assert drawn.summary == expected
    assert svg.find(f"{SVG}desc").text == expected
    if language == "en":
        assert expected == "After 4 games: Ada 3 wins, Bo 0 wins, Cem 1 win."
    else:
        assert expected == "4 oyundan sonra: Ada: 3 galibiyet, Bo: 0 galibiyet, Cem: 1 galibiyet."
    assert "0 at deal" not in expected
