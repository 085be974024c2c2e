"""The chart of a sheet, drawn on the server as SVG: it parses, has one line per side (Seep: one
running difference with its bazzis marked), and says in words what it shows."""

from xml.etree import ElementTree

import pytest
from django.utils import translation
from hypothesis import given

from scorepad import chart
from scorepad.games import game_type
from tests import worked_games
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


def test_a_joker_chart_has_one_line_per_player_from_zero_to_each_total():
    sheet = _computed(
        "joker",
        worked_games.NAMES,
        game_type("joker").engine.clean_options(worked_games.worked("joker")["options"]),
        worked_games.worked("joker")["deals"],
    )
    drawn, svg = parse("joker", sheet)
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


def test_the_chart_is_titled_and_described_for_screen_readers():
    sheet = _computed(
        "klaverjas",
        worked_games.NAMES,
        game_type("klaverjas").engine.clean_options(worked_games.worked("klaverjas")["options"]),
        worked_games.worked("klaverjas")["deals"],
    )
    _drawn, svg = parse("klaverjas", sheet)
    assert svg.get("role") == "img"
    assert svg.find(f"{SVG}title").text == "Running totals"
    description = svg.find(f"{SVG}desc").text
    assert "After 2 deals:" in description
    assert "Ayşe & Çağrı 282 (highest 282 at deal 2, lowest 120 at deal 1)." in description
    assert len(svg.findall(f"{SVG}polyline")) == 2


def test_the_seep_chart_draws_the_running_difference_with_the_bazzi_marked():
    sheet = _computed(
        "seep",
        worked_games.NAMES,
        game_type("seep").engine.clean_options({"bazzis": 2}),
        [*worked_games.worked("seep")["deals"], {"points": [40, 60]}],
    )
    drawn, svg = parse("seep", sheet)
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
        "seep",
        worked_games.NAMES,
        game_type("seep").engine.clean_options({"bazzis": 2}),
        # -54; then 0 card points, under 9: a bazzi for the second team at -154; then the
        # second team under 9 from a level start: a bazzi for the first at +90.
        [{"points": [23, 77]}, {"points": [0, 100]}, {"points": [95, 5]}],
    )
    drawn, svg = parse("seep", sheet)
    assert drawn.lines[0].points == [(0, 0), (1, -54), (2, -154), (2, 0), (3, 90), (3, 0)]
    assert [(mark.x, mark.y, mark.line) for mark in drawn.marks] == [(2, -154, 1), (3, 90, 0)]
    box = chart.frame(drawn, chart.WIDTH, chart.HEIGHT, label=chart.LABEL)
    circles = svg.findall(f"{SVG}g/{SVG}circle")
    assert [float(circle.get("cy")) for circle in circles] == [
        round(box.y(-154), 1),
        round(box.y(90), 1),
    ]
    assert box.y(90) > box.y(100) and box.y(-154) > box.y(-100)  # not at the guides


def test_a_side_that_never_moves_is_said_unchanged_not_highest_and_lowest():
    lines = [
        chart.Line("Ada", [(0, 0), (1, 20), (2, 50), (3, 50), (4, 10)]),
        chart.Line("Bo", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]),
    ]
    assert chart.totals_summary(lines, 4) == (
        "After 4 deals: Ada 10 (highest 50 at deal 2, lowest 10 at deal 4)."
        " Bo 0, unchanged from deal 1."
    )


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_ers_chart_says_each_players_wins(language):
    players = ["Ada", "Bo", "Cem"]
    sheet = _computed(
        "ers",
        players,
        game_type("ers").engine.clean_options({"target": 3}),
        [{"winner": 0}, {"winner": 2}, {"winner": 0}, {"winner": 0}],
    )
    with translation.override(language):
        drawn, svg = parse("ers", sheet)
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


def test_names_are_escaped_in_the_svg():
    sheet = _computed(
        "ers", ["<b>Ada</b>", "Bo & Co"], game_type("ers").engine.clean_options({}), [{"winner": 0}]
    )
    _drawn, svg = parse("ers", sheet)
    assert [line.find(f"{SVG}title").text for line in svg.findall(f"{SVG}polyline")] == [
        "<b>Ada</b>",
        "Bo & Co",
    ]


def test_a_game_without_deals_draws_an_empty_chart():
    sheet = _computed("joker", worked_games.NAMES, game_type("joker").engine.clean_options({}), [])
    drawn, svg = parse("joker", sheet)
    assert drawn.summary == "No deals yet."
    assert len(svg.findall(f"{SVG}polyline")) == 4


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
    assert len(lines) == (1 if document["game"] == "seep" else len(sheet["sides"]))
    for line in lines:
        for point in line.get("points").split():
            x, y = map(float, point.split(","))
            assert 0 <= x <= chart.WIDTH and 0 <= y <= chart.HEIGHT
