"""A season of nights, worked by hand: each player's night scores (the lowest of the night, or a
fixed score, for a night they missed), their best ``count_best`` nights, the standings; and the
seasons the spec refuses."""

import pytest

from scorepad.clubs import files, season
from scorepad.clubs.tests.helpers import load, needs_game_of, random_night, refusal

pytestmark = needs_game_of("de-hoop")


def season_of(*nights, **rules):
    return {
        "format": season.FORMAT,
        "club": "KV De Hoop",
        "name": "2026-2027",
        "rules": rules,
        "nights": [load(name) for name in nights],
    }


def scored(data):
    return season.season_standings(season.clean_season(data, files.club_engine), files.club_engine)


def rows(result):
    return [
        (row["place"], row["player"], row["total"], row["nights"], row["counted"])
        for row in result["standings"]
    ]


# The nights' totals (test_night.py works them out): the spec's night, Ina's 1600 and 0 for
# everyone else; De Hoop's, Gijs 1348 to Henk 917; and the night of four, Cor 410, Ans and Bert
# 334, Dirk 258, whom the five missing it are given with absent "lowest".


def test_the_best_nights_count_and_an_absent_night_scores_the_lowest_of_that_night():
    result = scored(season_of("spec", "de-hoop", "level", count_best=2, absent="lowest"))
    assert result["format"] == season.FORMAT
    assert result["club"] == "KV De Hoop" and result["name"] == "2026-2027"
    assert rows(result) == [
        (1, "Ina", 1600 + 1189, [1600, 1189, 258], [0, 1]),
        (2, "Gijs", 1348 + 258, [0, 1348, 258], [1, 2]),
        (3, "Cor", 1141 + 410, [0, 1141, 410], [1, 2]),
        (4, "Els", 1260 + 258, [0, 1260, 258], [1, 2]),
        (5, "Bert", 1066 + 334, [0, 1066, 334], [1, 2]),
        (6, "Ans", 1049 + 334, [0, 1049, 334], [1, 2]),
        (7, "Dirk", 1070 + 258, [0, 1070, 258], [1, 2]),
        (8, "Fleur", 1016 + 258, [0, 1016, 258], [1, 2]),
        (9, "Henk", 917 + 258, [0, 917, 258], [1, 2]),
    ]


def test_an_absent_night_scores_the_fixed_score_and_every_night_counts_by_default():
    result = scored(season_of("spec", "de-hoop", "level", absent="fixed", absent_score=100))
    by_player = {row["player"]: row for row in result["standings"]}
    assert by_player["Ina"]["nights"] == [1600, 1189, 100]
    assert by_player["Ina"]["total"] == 2889
    assert by_player["Ina"]["counted"] == [0, 1, 2]
    assert by_player["Cor"]["counted"] == [1, 2, 0]  # best first
    assert by_player["Henk"]["total"] == 1017


def test_the_earlier_night_is_counted_first_among_equal_scores():
    result = scored(season_of("spec", "spec", "de-hoop", count_best=2))
    by_player = {row["player"]: row for row in result["standings"]}
    assert by_player["Ans"]["nights"] == [0, 0, 1049]
    assert by_player["Ans"]["counted"] == [2, 0]
    assert by_player["Ina"]["counted"] == [0, 1]
    assert season.best_nights([5, 7, 5, 7], 3) == [1, 3, 0]


def test_level_season_totals_split_by_the_best_night_then_share_a_place():
    result = scored(season_of("level"))
    # Bert was ahead of Ans on the night (a better round), but their best nights are level.
    assert [(row["place"], row["player"]) for row in result["standings"]] == [
        (1, "Cor"),
        (2, "Ans"),
        (2, "Bert"),
        (4, "Dirk"),
    ]
    result = scored(season_of("level", "spec", count_best=1))
    # Ans and Bert both have one night of 334; Ina's best is 1600, the others 0 or less.
    assert [(row["place"], row["player"], row["total"]) for row in result["standings"]][:3] == [
        (1, "Ina", 1600),
        (2, "Cor", 410),
        (3, "Ans", 334),
    ]


def test_a_season_by_places_may_give_a_half_for_an_absence():
    nights = season_of("de-hoop", "level", absent="fixed", absent_score=1.5)
    for night in nights["nights"]:
        night["rules"]["score"] = "places"
        night["rules"].pop("sit_out_score", None)
    by_player = {row["player"]: row for row in scored(nights)["standings"]}
    # De Hoop's by places: Ina sits out for 0, then her team is second, then first.
    assert by_player["Ina"]["nights"] == [0 + 1 + 2, 1.5]
    nights["nights"][0]["rules"]["sit_out"] = "lowest"
    nights["nights"][1]["rules"]["sit_out"] = "lowest"
    # Sitting out for the lowest seated score, 1: 1 + 1 + 2.
    assert {row["player"]: row for row in scored(nights)["standings"]}["Ina"]["total"] == 5.5


def test_an_empty_season_has_no_standings():
    assert scored({"format": season.FORMAT, "nights": []}) == {
        "format": season.FORMAT,
        "standings": [],
    }


def test_a_season_of_many_games_is_refused():
    games = files.club_games()
    if len(games) < 2:
        pytest.skip("one club game is installed")
    data = season_of("de-hoop")
    data["nights"].append(random_night(games[1], players=8, rounds=1, deals=2, seed=1))
    data["nights"][0]["game"] = games[0]
    data["nights"][0]["options"] = {}
    data["nights"][0]["rounds"] = load("spec")["rounds"]
    data["nights"][1]["game"] = games[1]
    assert refusal(data) == (
        f"night 2: a season is of one game: this night plays {games[1]}, the first {games[0]}"
    )


def test_a_season_of_nights_scored_two_ways_is_refused():
    data = season_of("spec", "de-hoop")
    data["nights"][1]["rules"]["score"] = "places"
    del data["nights"][1]["rules"]["sit_out_score"]
    assert refusal(data) == (
        "night 2: a season is scored one way: this night scores places, the first points"
    )


def test_nights_out_of_date_order_are_refused():
    data = season_of("de-hoop", "spec")
    assert refusal(data) == (
        "night 2: the nights go in date order, and 2026-12-04 is before 2026-12-11, the date of "
        "night 1"
    )


def test_a_refusal_inside_a_night_names_the_night_first():
    data = season_of("spec", "de-hoop")
    data["nights"][1]["rounds"][1]["tables"][0]["deals"][0]["points"] = [110, 50]
    assert refusal(data) == (
        "night 2: round 2, table 1: deal 1: the card points must add up to 162 (the last "
        "trick's 10 included), not 160"
    )


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"format": "scorepad-seasons/1"}, "format must be 'scorepad-season/1'"),
        ({"rules": {"count_best": 0}}, "rules.count_best must be between 1 and 100"),
        ({"rules": {"absent": "zero"}}, "rules.absent must be one of lowest, fixed"),
        ({"rules": {"absent_score": 1.5}}, "rules.absent_score must be a whole number"),
        (
            {"rules": {"absent_score": 0.25}},
            ("rules.absent_score must be a whole number or a half (2.5)"),
        ),
        ({"rules": {"best": 5}}, "unknown key 'best'"),
        ({"nights": {}}, "nights must be a list"),
        ({"nights": [None] * 101}, "a season has at most 100 nights, not 101"),
        ({"nights": [[]]}, "night 1: file must be an object"),
        ({"name": ""}, "name must be 1 to 100 characters long"),
        ({"season": 1}, "unknown key 'season'"),
    ],
)
def test_a_bad_season_is_refused(change, words):
    data = season_of("spec", "de-hoop")
    data.update(change)
    if change.get("format"):
        with pytest.raises(season.RuleError) as refused:
            season.clean_season(data, files.club_engine)
        assert refused.value.reason() == words
    else:
        assert refusal(data) == words
