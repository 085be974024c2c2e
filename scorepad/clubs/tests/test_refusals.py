"""Every refusal spec/club-night.md lists, in the words the command prints, naming the night, the
round and the table, and the deal as the game's engine words it; in Turkish too."""

import json

import pytest
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.clubs import files, night
from scorepad.clubs.tests.helpers import load, needs_game_of, refusal
from scorepad.games import field_labels, installed

pytestmark = needs_game_of("de-hoop")


def de_hoop():
    return load("de-hoop")


def test_a_file_of_another_format_is_refused():
    data = de_hoop()
    data["format"] = "scorepad/1"
    assert refusal(data) == "format must be 'scorepad-night/1' or 'scorepad-season/1'"
    with pytest.raises(night.RuleError, match=r"format must be 'scorepad-night/1'$"):
        night.clean_night(data, files.club_engine)
    assert refusal([]) == "format must be 'scorepad-night/1' or 'scorepad-season/1'"


def test_a_game_not_played_by_four_is_refused():
    others = [name for name in installed() if name not in files.club_games()]
    for name in [*others, "poker"]:
        data = de_hoop()
        data["game"] = name
        assert refusal(data) == (
            f"a club night plays {', '.join(files.club_games())}, not {name!r}"
        )


def test_a_game_not_of_four_is_refused_whatever_engines_the_caller_gives():
    others = [name for name in installed() if name not in files.club_games()]
    if not others:
        pytest.skip("every installed game is of four seats")
    data = de_hoop()
    data["game"] = others[0]
    with pytest.raises(night.RuleError) as refused:
        night.clean_night(data, files.engine)
    assert refused.value.reason() == (
        f"a club night plays a game of four at each table, and {others[0]} is not"
    )


def test_a_player_at_two_tables_is_refused():
    data = de_hoop()
    data["rounds"][0]["tables"][1]["players"][2] = "Ans"
    assert refusal(data) == "round 1: Ans is at two tables"


def test_a_player_in_two_seats_of_a_table_is_refused():
    data = de_hoop()
    data["rounds"][1]["tables"][1]["players"][3] = "Cor"
    assert refusal(data) == "round 2, table 2: Cor has two seats"


def test_a_player_at_a_table_and_sitting_out_is_refused():
    data = de_hoop()
    data["rounds"][2]["sit_out"] = ["Gijs", "Els"]
    assert refusal(data) == "round 3: Els is at table 2 and sits out"


def test_a_player_sitting_out_twice_is_refused():
    data = de_hoop()
    data["rounds"][0]["sit_out"] = ["Ina", "Ina"]
    assert refusal(data) == "round 1: Ina sits out twice"


def test_a_table_of_other_than_four_is_refused():
    data = de_hoop()
    data["rounds"][0]["tables"][0]["players"].pop()
    data["rounds"][0]["sit_out"].append("Dirk")
    assert refusal(data) == "round 1, table 1: a table seats four players, not 3"
    data["rounds"][0]["tables"][0]["players"] += ["Dirk", "Ina"]
    assert refusal(data) == "round 1, table 1: a table seats four players, not 5"


def test_four_sitting_out_are_refused():
    data = de_hoop()
    data["players"] += ["Joop", "Kees", "Lies"]
    data["rounds"][0]["sit_out"] += ["Joop", "Kees", "Lies"]
    assert refusal(data) == (
        "round 1: at most three players sit a round out, not 4: four make a table"
    )


def test_more_rounds_than_planned_are_refused():
    data = de_hoop()
    data["rounds"].append(data["rounds"][0])
    assert refusal(data) == "round 4: more rounds than the night is planned for (rules.rounds: 3)"


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"bonus": 10}, "unknown key 'bonus'"),
        ({"rounds": 13}, "rules.rounds must be between 1 and 12"),
        ({"rounds": True}, "rules.rounds must be a whole number"),
        ({"score": "wins"}, "rules.score must be one of points, places"),
        ({"sit_out": "none"}, "rules.sit_out must be one of fixed, lowest, average"),
        ({"prizes": "all"}, "rules.prizes must be one of formule-van-4, none"),
        ({"sit_out_score": 1600.5}, "rules.sit_out_score must be a whole number"),
        ({"sit_out_score": "1600"}, "rules.sit_out_score must be a whole number"),
        (
            {"score": "places", "sit_out_score": 1.25},
            ("rules.sit_out_score must be a whole number or a half (2.5)"),
        ),
        (
            {"score": "places", "sit_out_score": 1e7},
            ("rules.sit_out_score must be between -1000000 and 1000000"),
        ),
        ({"sit_out_score": 10**7}, "rules.sit_out_score must be between -1000000 and 1000000"),
        (
            {"score": "places", "sit_out": "average"},
            (
                "the average of the seated players is a sit-out score with points only: with "
                "places, choose fixed or lowest"
            ),
        ),
        ([], "rules must be an object"),
    ],
)
def test_an_unknown_rule_or_value_is_refused(rules, words):
    data = de_hoop()
    data["rules"] = rules
    assert refusal(data) == words


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("venue", "Café", "unknown key 'venue'"),
        ("date", "4 December 2026", "date must be a date written 2026-12-04 (year, month, day)"),
        ("date", "2026-02-29", "date must be a date written 2026-12-04 (year, month, day)"),
        ("date", "2026-13-01", "date must be a date written 2026-12-04 (year, month, day)"),
        ("date", "2026-1a-01", "date must be a date written 2026-12-04 (year, month, day)"),
        ("club", 12, "club must be text"),
        ("club", "  ", "club must be 1 to 100 characters long"),
        ("game", 12, "game must be a name"),
        ("rounds", {}, "rounds must be a list"),
        ("players", "Ans", "players must be a list of names"),
        ("options", {"deals": 0}, "options.deals must be between 1 and 1000"),
    ],
)
def test_a_bad_key_of_the_file_is_refused(key, value, words):
    data = de_hoop()
    data[key] = value
    assert refusal(data) == words


def test_a_leap_day_is_a_date():
    data = de_hoop()
    data["date"] = "2028-02-29"
    assert night.clean_night(data, files.club_engine)["date"] == "2028-02-29"


def test_a_round_or_table_of_the_wrong_shape_is_refused():
    data = de_hoop()
    data["rounds"][1] = {"tables": []}
    assert refusal(data) == "round 2: a round has one table or more"
    data["rounds"][1] = {"tables": {}}
    assert refusal(data) == "round 2: tables must be a list"
    data["rounds"][1] = {"sit_out": []}
    assert refusal(data) == "round 2: tables is missing"
    data = de_hoop()
    data["rounds"][1]["tables"][0]["deals"] = {}
    assert refusal(data) == "round 2, table 1: deals must be a list"
    data["rounds"][1]["tables"][0] = {"players": ["Ans", "Els", "Bert", 4]}
    assert refusal(data) == "round 2, table 1: players must be a list of names"
    data["rounds"][1]["tables"][0] = ["Ans", "Els", "Bert", "Ina"]
    assert refusal(data) == "round 2, table 1: table must be an object"


def test_a_player_not_in_players_is_refused():
    data = de_hoop()
    data["rounds"][1]["tables"][0]["players"][3] = "Xander"
    assert refusal(data) == "round 2, table 1: Xander is not one of the night's players"
    data = de_hoop()
    data["rounds"][1]["sit_out"] = ["Xander"]
    assert refusal(data) == "round 2: Xander is not one of the night's players"


def test_names_are_matched_as_a_game_file_writes_them():
    data = de_hoop()
    data["players"][0] = "  Ans "
    data["rounds"][1]["tables"][0]["players"][0] = "Ans  "
    assert night.clean_night(data, files.club_engine)["players"][0] == "Ans"
    data["rounds"][1]["tables"][0]["players"][0] = "ans"  # names are case-sensitive
    assert refusal(data) == "round 2, table 1: ans is not one of the night's players"


def test_a_player_in_players_who_plays_no_round_is_refused():
    data = de_hoop()
    data["players"].append("Joop")
    assert refusal(data) == "Joop is in players but in no round: a night lists those who played"


def test_players_named_twice_or_too_many_are_refused():
    data = de_hoop()
    data["players"].append("Ans")
    assert refusal(data) == "two players are called Ans: give each a different name"
    data["players"] = [f"P{number}" for number in range(401)]
    assert refusal(data) == "a night has at most 400 players, not 401"


def twelve_at_three_tables():
    """De Hoop's night with twelve players at three tables a round, six deals a game."""
    data = de_hoop()
    data["options"]["deals"] = 6
    data["players"] += ["Joop", "Kees", "Lies"]
    deals = data["rounds"][0]["tables"][0]["deals"]
    for round_ in data["rounds"]:
        sitter = round_.pop("sit_out")
        for table in round_["tables"]:
            table["deals"] = [*deals, *deals[:2]]
        round_["tables"].append({"players": [*sitter, "Joop", "Kees", "Lies"], "deals": []})
    return data


def test_a_deal_the_engine_refuses_is_named_by_round_table_and_deal():
    data = twelve_at_three_tables()
    files.standings(json.dumps(data))  # as it is, a good night
    data["rounds"][1]["tables"][2]["deals"] = [*data["rounds"][1]["tables"][0]["deals"][:4]]
    data["rounds"][1]["tables"][2]["deals"].append({"playing": 0, "points": [100, 60]})
    assert refusal(data) == (
        "round 2, table 3: deal 5: the card points must add up to 162 (the last trick's 10 "
        "included), not 160"
    )


def test_a_refusal_says_where_it_is_as_a_form_would_show_it():
    data = de_hoop()
    data["rounds"][1]["tables"][0]["deals"][2]["roem"] = [10, 0]
    with pytest.raises(night.RuleError) as refused:
        files.standings(json.dumps(data))
    error = refused.value
    assert (
        error.said()
        == error.reason()
        == (
            "round 2, table 1: deal 3: roem is made of 20, 50, 100 and 200, so it cannot be 10: it "
            "is 0 or a multiple of 10, never 10 or 30"
        )
    )
    assert (error.deal, error.field, error.game) == (3, "roem", data["game"])


def test_a_deal_after_the_game_is_over_is_refused():
    data = de_hoop()
    data["rounds"][0]["tables"][1]["deals"].append({"playing": 0, "points": [100, 62]})
    assert refusal(data) == "round 1, table 2: deal 5: the game is over after 4 deals"


def test_a_refusal_reads_in_turkish_with_the_games_fields_in_turkish():
    data = twelve_at_three_tables()
    data["rounds"][1]["tables"][2]["deals"] = [{"playing": 0, "points": [100, 60]}]
    with pytest.raises(night.RuleError) as refused:
        files.standings(json.dumps(data))
    error = refused.value
    labels = field_labels(error.game) | night.FIELD_LABELS
    with translation.override("tr"):
        reason = error.reason(translation.gettext, labels)
    assert reason.startswith("2. tur, 3. masa: 1. dağıtım: ")
    assert "162" in reason and "card points" not in reason
    assert error.deal == 1 and error.field == "points"


def test_a_rule_of_the_night_reads_in_turkish():
    data = de_hoop()
    data["rounds"][0]["tables"][1]["players"][2] = "Ans"
    with pytest.raises(night.RuleError) as refused:
        files.standings(json.dumps(data))
    with translation.override("tr"):
        reason = refused.value.reason(translation.gettext, night.FIELD_LABELS)
    assert reason == "1. tur: Ans iki masada oturuyor"
    data = de_hoop()
    data["rules"]["score"] = "wins"
    with pytest.raises(night.RuleError) as refused:
        files.standings(json.dumps(data))
    with translation.override("tr"):
        reason = refused.value.reason(translation.gettext, night.FIELD_LABELS)
    assert reason.startswith("puanlama ")  # the field in Turkish


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b"{", "the file is not valid JSON (line 1, column 2)"),
        (b"\xff", "the file is not UTF-8 text"),
        (b'{"format": NaN}', "the file is not a club's file: NaN is not a number JSON allows"),
        (
            b"[" * 100_000 + b"]" * 100_000,
            ("the file is not a club's file: it nests or counts too deep"),
        ),
        (b'{"format": "\\ud800"}', "the file holds text that is not valid Unicode"),
    ],
)
def test_a_file_that_is_no_json_is_refused(text, words):
    with pytest.raises(night.RuleError) as refused:
        files.standings(text)
    assert refused.value.reason() == words


def test_a_lone_surrogate_anywhere_is_refused_and_an_escaped_pair_is_a_character():
    data = de_hoop()
    data["rounds"][0]["tables"][0]["deals"][0]["trump"] = "\ud800"
    assert refusal(data) == "the file holds text that is not valid Unicode"
    with pytest.raises(night.RuleError) as refused:
        files.standings('{"format": "\ud800"}')  # the text itself, not an escape in it
    assert refused.value.reason() == "the file holds text that is not valid Unicode"
    data = de_hoop()
    data["players"][0] = data["rounds"][0]["tables"][0]["players"][0] = "Ans \U0001f600"
    data["rounds"][1]["tables"][0]["players"][0] = data["players"][0]
    data["rounds"][2]["tables"][0]["players"][0] = data["players"][0]
    text = json.dumps(data)  # the emoji written as two escapes, \ud83d\ude00
    assert "\\ud83d\\ude00" in text
    assert files.standings(text)["standings"][-3]["player"] == "Ans \U0001f600"


def test_a_file_may_start_with_a_byte_order_mark():
    text = "\ufeff" + json.dumps(de_hoop())
    assert files.standings(text.encode("utf-8"))["finished"] is True


def paths(value, path=()):
    """Every place in a decoded JSON value, as the keys and indexes leading to it."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*path, index))


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=5)
    | st.sampled_from(["Ans", "Ina", "points", "places", "lowest", "average"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(list(paths(load("de-hoop")))), JSON)
def test_any_value_anywhere_is_read_or_refused_with_a_reason(path, value):
    data = de_hoop()
    if path:
        *parents, last = path
        place = data
        for key in parents:
            place = place[key]
        place[last] = value
    else:
        data = value
    try:
        files.standings(json.dumps(data))
    except night.RuleError as error:
        assert error.reason()
    as_season = {"format": "scorepad-season/1", "nights": [load("spec"), data]}
    try:
        files.standings(json.dumps(as_season))
    except night.RuleError as error:
        assert error.reason().startswith("night 2: ")
