"""A club night scored as spec/club-night.md says: the spec's night, and a night of three rounds
worked by hand (``nights/de-hoop.json``: two Klaverjas tables and one player sitting out each
round, four deals a table), under each scoring and sit-out rule; shared places and prizes."""

import pytest

from scorepad.clubs import night
from scorepad.clubs.files import club_games
from scorepad.clubs.tests.helpers import clean, load, needs_game_of, random_night, standings
from scorepad.games import engine, installed

PLAYERS = ["Ans", "Bert", "Cor", "Dirk", "Els", "Fleur", "Gijs", "Henk", "Ina"]


def by_player(result):
    return {row["player"]: row for row in result["standings"]}


@needs_game_of("spec")
def test_the_spec_night_is_read_with_the_games_defaults_filled_in():
    checked = clean(load("spec"))
    assert checked["options"] == {
        "deals": 16,
        "to_points": None,
        "rules": "amsterdam",
        "revoke_roem": "all",
        "first_dealer": 0,
    }
    assert checked["rules"] == {
        "rounds": 3,
        "score": "points",
        "sit_out": "fixed",
        "sit_out_score": 1600,
        "prizes": "formule-van-4",
    }
    assert checked["players"] == PLAYERS
    assert checked["rounds"][0]["sit_out"] == ["Ina"]


@needs_game_of("spec")
def test_the_spec_night_after_its_first_draw_gives_the_sitter_her_1600():
    result = standings(load("spec"))
    assert result["club"] == "KV De Hoop" and result["date"] == "2026-12-04"
    assert result["finished"] is False  # one round of three, no deal yet
    assert result["rounds"] == [
        {
            "tables": [
                {"players": ["Ans", "Bert", "Cor", "Dirk"], "totals": [0, 0], "finished": False},
                {"players": ["Els", "Fleur", "Gijs", "Henk"], "totals": [0, 0], "finished": False},
            ],
            "sit_out": ["Ina"],
            "sit_out_score": 1600,
        }
    ]
    first, *rest = result["standings"]
    assert first == {"place": 1, "player": "Ina", "total": 1600, "rounds": [1600]}
    assert [(row["place"], row["total"]) for row in rest] == [(2, 0)] * 8
    # The eight level at 0 share place 2, so cover places 2 to 9: prizes 2, 3, 4 and 8 are all
    # theirs, and so is the booby prize of the last place.
    eight = [name for name in PLAYERS if name != "Ina"]
    assert result["prizes"] == [
        {"place": 1, "players": ["Ina"]},
        {"place": 2, "players": eight},
        {"place": 3, "players": eight},
        {"place": 4, "players": eight},
        {"place": 8, "players": eight},
        {"place": "poedel", "players": eight},
    ]


# De Hoop's second night, deal by deal (made: each team its points and roem; nat, or a tie: the
# other team 162 and all roem; pit: 100 more; revoke: the other team 162 and all roem):
# round 1, Ans & Cor against Bert & Dirk: 120-62, 70-92, nat 0-182, tie 162-0 = 352-336;
#          Els & Gijs against Fleur & Henk: pit 312-0, 40-122, 90-72, revoke 182-0 = 624-194.
# round 2, Ans & Bert against Els & Ina: 110-52, 50-162, 85-77, nat 162-0 = 407-291;
#          Cor & Dirk against Gijs & Fleur: nat 0-162, 62-120, 220-42, tie 162-0 = 444-324.
# round 3, Ans & Dirk against Fleur & Ina: 90-72, 80-82, 120-82, pit 0-262 = 290-498;
#          Bert & Henk against Cor & Els: 101-61, nat 162-0, nat 0-162, 60-122 = 323-345.
TABLE_TOTALS = [[[352, 336], [624, 194]], [[407, 291], [444, 324]], [[290, 498], [323, 345]]]
SITTING_OUT = [["Ina"], ["Henk"], ["Gijs"]]


@needs_game_of("de-hoop")
def test_each_table_is_scored_by_its_games_engine():
    result = standings(load("de-hoop"))
    assert [[table["totals"] for table in round_["tables"]] for round_ in result["rounds"]] == (
        TABLE_TOTALS
    )
    assert [round_["sit_out"] for round_ in result["rounds"]] == SITTING_OUT
    assert result["finished"] is True


@needs_game_of("de-hoop")
def test_a_night_by_points_gives_partners_their_teams_total_and_sitters_the_fixed_score():
    result = standings(load("de-hoop"))
    assert [round_["sit_out_score"] for round_ in result["rounds"]] == [400, 400, 400]
    assert [(row["place"], row["player"], row["total"]) for row in result["standings"]] == [
        (1, "Gijs", 624 + 324 + 400),
        (2, "Els", 624 + 291 + 345),
        (3, "Ina", 400 + 291 + 498),
        (4, "Cor", 352 + 444 + 345),
        (5, "Dirk", 336 + 444 + 290),
        (6, "Bert", 336 + 407 + 323),
        (7, "Ans", 352 + 407 + 290),
        (8, "Fleur", 194 + 324 + 498),
        (9, "Henk", 194 + 400 + 323),
    ]
    assert by_player(result)["Henk"]["rounds"] == [194, 400, 323]
    assert result["prizes"] == [
        {"place": 1, "players": ["Gijs"]},
        {"place": 2, "players": ["Els"]},
        {"place": 3, "players": ["Ina"]},
        {"place": 4, "players": ["Cor"]},
        {"place": 8, "players": ["Fleur"]},
        {"place": "poedel", "players": ["Henk"]},
    ]


@needs_game_of("de-hoop")
def test_the_fixed_sit_out_score_is_1600_by_default_with_points():
    data = load("de-hoop")
    del data["rules"]["sit_out_score"]
    result = standings(data)
    assert [round_["sit_out_score"] for round_ in result["rounds"]] == [1600, 1600, 1600]
    assert by_player(result)["Ina"]["rounds"] == [1600, 291, 498]


@needs_game_of("de-hoop")
def test_the_lowest_sit_out_score_is_the_lowest_seated_players_that_round():
    data = load("de-hoop")
    data["rules"]["sit_out"] = "lowest"
    result = standings(data)
    assert [round_["sit_out_score"] for round_ in result["rounds"]] == [194, 291, 290]
    assert by_player(result)["Gijs"]["total"] == 624 + 324 + 290


@needs_game_of("de-hoop")
def test_the_average_sit_out_score_is_the_seated_mean_rounded_half_away_from_zero():
    data = load("de-hoop")
    data["rules"]["sit_out"] = "average"
    result = standings(data)
    # Round 1: (352 + 336 + 624 + 194) * 2 / 8 = 376.5, so 377; round 2: 366.5, so 367;
    # round 3: (290 + 498 + 323 + 345) / 4 = 364.
    assert [round_["sit_out_score"] for round_ in result["rounds"]] == [377, 367, 364]


def test_halves_are_rounded_away_from_zero_either_side():
    assert night.half_away_from_zero(753, 2) == 377
    assert night.half_away_from_zero(-5, 2) == -3
    assert night.half_away_from_zero(-7, 3) == -2
    assert night.half_away_from_zero(-8, 3) == -3
    assert night.half_away_from_zero(12, 5) == 2


@needs_game_of("de-hoop")
def test_a_night_by_places_shares_places_and_covers_the_prizes_from_them():
    data = load("de-hoop")
    data["rules"] = {"rounds": 3, "score": "places", "sit_out": "lowest"}
    result = standings(data)
    # Two teams a table: the higher 2 points, the other 1; a sitter the lowest seated, 1.
    assert [round_["sit_out_score"] for round_ in result["rounds"]] == [1, 1, 1]
    assert [(row["place"], row["player"], row["total"]) for row in result["standings"]] == [
        (1, "Cor", 6),
        (2, "Ans", 5),
        (2, "Els", 5),
        (4, "Bert", 4),
        (4, "Dirk", 4),
        (4, "Fleur", 4),
        (4, "Gijs", 4),
        (4, "Ina", 4),
        (9, "Henk", 3),
    ]
    five = ["Bert", "Dirk", "Fleur", "Gijs", "Ina"]  # places 4 to 8
    assert result["prizes"] == [
        {"place": 1, "players": ["Cor"]},
        {"place": 2, "players": ["Ans", "Els"]},
        {"place": 3, "players": ["Ans", "Els"]},
        {"place": 4, "players": five},
        {"place": 8, "players": five},
        {"place": "poedel", "players": ["Henk"]},
    ]


@needs_game_of("de-hoop")
def test_the_fixed_sit_out_score_is_0_by_default_with_places_and_may_be_a_half():
    data = load("de-hoop")
    data["rules"] = {"score": "places"}
    assert by_player(standings(data))["Ina"]["rounds"] == [0, 1, 2]
    data["rules"] = {"score": "places", "sit_out_score": 1.5}
    # Ina 1.5 + 1 + 2 and Gijs 2 + 1 + 1.5, level behind Cor's 6 and the 5 of Ans and Els.
    assert by_player(standings(data))["Gijs"]["place"] == 4
    assert by_player(standings(data))["Ina"] == {
        "place": 4,
        "player": "Ina",
        "total": 4.5,
        "rounds": [1.5, 1, 2],
    }


def test_places_share_the_mean_of_the_points_of_the_ranks_they_cover():
    assert night.place_points([1523, 1257]) == [2, 1]
    assert night.place_points([1400, 1400]) == [1.5, 1.5]
    assert night.place_points([100, 100, 50, -200]) == [3.5, 3.5, 2, 1]
    assert night.place_points([-20, 40, 40, 40]) == [1, 3, 3, 3]
    assert night.place_points([0, 0, 0, 0]) == [2.5, 2.5, 2.5, 2.5]
    assert night.place_points([10, 30, 20, 20]) == [1, 4, 2.5, 2.5]


@needs_game_of("level")
def test_level_totals_are_split_by_the_best_round_and_four_players_have_no_booby_prize():
    result = standings(load("level"))
    # Round 1, Ans & Cor 200 against Bert & Dirk 124; round 2, Ans & Dirk 100 + 34 against
    # Bert & Cor 62 + 148: Ans and Bert both 334, Bert with the better round (210).
    assert result["standings"] == [
        {"place": 1, "player": "Cor", "total": 410, "rounds": [200, 210]},
        {"place": 2, "player": "Bert", "total": 334, "rounds": [124, 210]},
        {"place": 3, "player": "Ans", "total": 334, "rounds": [200, 134]},
        {"place": 4, "player": "Dirk", "total": 258, "rounds": [124, 134]},
    ]
    assert [prize["place"] for prize in result["prizes"]] == [1, 2, 3, 4]
    assert "club" not in result and "date" not in result


@needs_game_of("level")
def test_no_prizes_when_the_night_plays_for_none():
    data = load("level")
    data["rules"]["prizes"] = "none"
    assert standings(data)["prizes"] == []


def standing(*places):
    """Standings of the given places in order, players named A, B, C..."""
    return [{"place": place, "player": chr(ord("A") + index)} for index, place in enumerate(places)]


def test_two_sharing_place_seven_both_win_the_prize_of_place_eight():
    won = night.prizes(standing(1, 2, 3, 4, 5, 6, 7, 7, 9, 10), "formule-van-4")
    assert won == [
        {"place": 1, "players": ["A"]},
        {"place": 2, "players": ["B"]},
        {"place": 3, "players": ["C"]},
        {"place": 4, "players": ["D"]},
        {"place": 8, "players": ["G", "H"]},
        {"place": "poedel", "players": ["J"]},
    ]


def test_prizes_go_every_fourth_place_up_to_the_number_of_players():
    won = night.prizes(standing(*range(1, 17)), "formule-van-4")
    assert [prize["place"] for prize in won] == [1, 2, 3, 4, 8, 12, 16, "poedel"]
    assert won[-2] == won[-1] | {"place": 16}  # the last place wins both
    won = night.prizes(standing(*range(1, 16)), "formule-van-4")
    assert [prize["place"] for prize in won] == [1, 2, 3, 4, 8, 12, "poedel"]


def test_the_booby_prize_goes_to_everyone_sharing_the_last_place():
    won = night.prizes(standing(1, 2, 3, 4, 5, 5), "formule-van-4")
    assert won[-1] == {"place": "poedel", "players": ["E", "F"]}
    assert won[-2] == {"place": 4, "players": ["D"]}


def test_fewer_than_five_players_have_no_booby_prize():
    assert night.prizes(standing(1, 2, 3, 4), "formule-van-4")[-1] == {
        "place": 4,
        "players": ["D"],
    }
    assert night.prizes(standing(1, 1, 1, 1, 5), "formule-van-4")[-1] == {
        "place": "poedel",
        "players": ["E"],
    }


def test_shared_places_go_1_2_2_4():
    rows = [
        {"player": "A", "total": 10, "best": 6},
        {"player": "B", "total": 12, "best": 5},
        {"player": "C", "total": 10, "best": 6},
        {"player": "D", "total": 10, "best": 7},
        {"player": "E", "total": 3, "best": 3},
    ]
    assert [(row["place"], row["player"]) for row in night.ranked(rows)] == [
        (1, "B"),
        (2, "D"),
        (3, "A"),
        (3, "C"),
        (5, "E"),
    ]


@needs_game_of("de-hoop")
def test_a_night_is_finished_only_with_all_its_rounds_and_every_table_finished():
    data = load("de-hoop")
    data["rounds"][2]["tables"][1]["deals"].pop()
    result = standings(data)
    assert result["finished"] is False
    assert [table["finished"] for table in result["rounds"][2]["tables"]] == [True, False]
    data = load("de-hoop")
    data["rules"]["rounds"] = 4
    assert standings(data)["finished"] is False


@needs_game_of("de-hoop")
def test_a_player_not_there_for_a_round_has_no_score_for_it():
    data = load("de-hoop")
    data["players"].append("Joop")  # comes for the third round, instead of sitting Gijs out
    data["rounds"][2]["sit_out"] = ["Gijs", "Joop"]
    joop = by_player(standings(data))["Joop"]
    assert joop["rounds"] == [None, None, 400] and joop["total"] == 400


@pytest.mark.parametrize("game", club_games())
def test_every_seat_scores_its_sides_total_in_every_game(game):
    data = random_night(game, players=11, rounds=2, deals=6, seed=len(game))
    result = standings(data)
    teams = len(result["rounds"][0]["tables"][0]["totals"]) == 2
    for index, round_ in enumerate(result["rounds"]):
        for table in round_["tables"]:
            for seat, name in enumerate(table["players"]):
                score = by_player(result)[name]["rounds"][index]
                assert score == table["totals"][seat % 2 if teams else seat]
        assert len(round_["sit_out"]) == 3
    sheet = engine(game).compute_sheet(
        data["rounds"][0]["tables"][0]["players"],
        data["options"],
        data["rounds"][0]["tables"][0]["deals"],
    )
    assert result["rounds"][0]["tables"][0]["totals"] == sheet["totals"]


@pytest.mark.parametrize("game", club_games())
def test_every_game_can_be_scored_by_places(game):
    data = random_night(game, players=8, rounds=1, deals=4, seed=7)
    data["rules"]["score"] = "places"
    result = standings(data)
    for table in result["rounds"][0]["tables"]:
        scores = [by_player(result)[name]["total"] for name in table["players"]]
        # Each side's points, the seats of a team alike: 2 and 1, or 4, 3, 2 and 1 in all.
        assert sum(scores) == (6 if len(table["totals"]) == 2 else 10)


def test_only_games_of_four_seats_are_club_games():
    assert club_games()
    for name in installed():
        assert (name in club_games()) == (list(engine(name).PLAYERS) == [4])
