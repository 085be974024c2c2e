"""Klaverjas: options, what a deal may record, the deal score, the sheet and the next deal."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.core import RuleError
from scorepad.games.klaverjas import engine as klaverjas

PLAYERS = ["Anna", "Bram", "Cor", "Daan"]


def record(*raw, **options):
    """Clean the deals one after the other, as the game file and the form do."""
    clean_options = klaverjas.clean_options(options)
    deals = []
    for deal in raw:
        deals.append(klaverjas.clean_deal(PLAYERS, clean_options, deals, deal))
    return clean_options, deals


def sheet(*raw, **options):
    clean_options, deals = record(*raw, **options)
    return klaverjas.compute_sheet(PLAYERS, clean_options, deals)


def refusal(*raw, **options):
    with pytest.raises(RuleError) as caught:
        record(*raw, **options)
    return str(caught.value)


def made(points=(100, 62), playing=0):
    return {"playing": playing, "points": list(points)}


# Options


def test_default_options():
    assert klaverjas.clean_options({}) == {
        "deals": 16,
        "to_points": None,
        "rules": "amsterdam",
        "revoke_roem": "all",
        "first_dealer": 0,
    }


@pytest.mark.parametrize("target", [1500, 1000, 1, 10_000])
def test_a_game_may_be_played_to_a_score(target):
    assert klaverjas.clean_options({"to_points": target})["to_points"] == target


@pytest.mark.parametrize("target", [0, -1500, 1500.5, "1500", True, 10_001, [1500]])
def test_a_game_to_a_score_needs_a_whole_number_from_1(target):
    with pytest.raises(RuleError) as caught:
        klaverjas.clean_options({"to_points": target})
    assert caught.value.field == "options.to_points"


@pytest.mark.parametrize("rule", ["all", "none", "plus-100"])
def test_the_roem_after_a_revoke_is_an_option(rule):
    assert klaverjas.clean_options({"revoke_roem": rule})["revoke_roem"] == rule


@pytest.mark.parametrize("rule", ["some", None, 100, "plus-200"])
def test_the_roem_after_a_revoke_is_all_none_or_plus_100(rule):
    with pytest.raises(RuleError, match="all, none, plus-100") as caught:
        klaverjas.clean_options({"revoke_roem": rule})
    assert caught.value.field == "options.revoke_roem"


def test_rotterdam_rules_are_an_option():
    assert klaverjas.clean_options({"rules": "rotterdam"})["rules"] == "rotterdam"


def test_game_has_at_least_one_deal():
    with pytest.raises(RuleError, match="between 1 and 1000") as caught:
        klaverjas.clean_options({"deals": 0})
    assert caught.value.field == "options.deals"


def test_number_of_deals_is_a_whole_number():
    with pytest.raises(RuleError, match="whole number"):
        klaverjas.clean_options({"deals": 16.5})


def test_rules_are_amsterdam_or_rotterdam():
    with pytest.raises(RuleError, match="amsterdam, rotterdam"):
        klaverjas.clean_options({"rules": "utrecht"})


def test_first_dealer_is_a_seat():
    with pytest.raises(RuleError, match="between 0 and 3"):
        klaverjas.clean_options({"first_dealer": 4})


def test_unknown_option_is_refused():
    with pytest.raises(RuleError, match="unknown key"):
        klaverjas.clean_options({"target": 1500})


# What a deal records


def test_missing_roem_pit_and_revoke_are_filled_in():
    _, deals = record({"playing": 1, "points": [80, 82]})
    assert deals == [
        {"playing": 1, "points": [80, 82], "roem": [0, 0], "pit": None, "revoke": None}
    ]


def test_trump_is_kept_when_recorded():
    _, deals = record({**made(), "trump": "clubs"})
    assert deals[0]["trump"] == "clubs"


def test_trump_must_be_a_suit_or_none():
    assert "trump must be one of" in refusal({**made(), "trump": "jas"})


def test_revoked_deal_needs_no_card_points():
    _, deals = record({"playing": 0, "revoke": 1, "roem": [20, 0]})
    assert deals == [{"playing": 0, "roem": [20, 0], "pit": None, "revoke": 1}]


def test_card_points_are_needed_without_a_revoke():
    assert "points are missing" in refusal({"playing": 0})


def test_card_points_must_add_up_to_162():
    message = refusal({"playing": 0, "points": [100, 52]})
    assert message.startswith("deal 1: ")
    assert "162" in message
    assert "152" in message


def test_card_points_of_a_revoked_deal_still_add_up_to_162_when_given():
    assert "162" in refusal({"playing": 0, "points": [100, 50], "revoke": 0})


def test_negative_card_points_are_refused():
    assert "between 0 and 162" in refusal({"playing": 0, "points": [-10, 172]})


@pytest.mark.parametrize("roem", [10, 30, 25, -20])
def test_roem_that_no_meld_can_make_is_refused(roem):
    message = refusal({**made(), "roem": [roem, 0]})
    assert "20, 50, 100 and 200" in message or "at least 0" in message


def test_roem_refusal_names_the_impossible_amount():
    assert "cannot be 30" in refusal({**made(), "roem": [0, 30]})


@pytest.mark.parametrize("roem", [0, 20, 40, 50, 70, 90, 100, 120, 200, 370])
def test_roem_made_of_20_50_100_and_200_is_accepted(roem):
    _, deals = record({**made(), "roem": [roem, 0]})
    assert deals[0]["roem"] == [roem, 0]


def test_pit_team_has_all_162_card_points():
    message = refusal({"playing": 0, "points": [150, 12], "pit": 0})
    assert "all eight tricks" in message
    assert "162" in message


def test_team_that_took_no_trick_has_no_roem():
    message = refusal({"playing": 0, "points": [162, 0], "roem": [0, 20], "pit": 0})
    assert "no trick has no roem" in message


def test_playing_team_is_team_0_or_1():
    assert "playing must be one of 0, 1" in refusal({"playing": 2, "points": [81, 81]})


def test_playing_team_is_not_a_boolean():
    assert "playing must be one of" in refusal({"playing": True, "points": [81, 81]})


def test_pit_and_revoke_name_a_team():
    assert "pit must be one of null, 0, 1" in refusal({**made(), "pit": 2})
    assert "revoke must be one of null, 0, 1" in refusal({**made(), "revoke": "yes"})


def test_unknown_key_is_refused():
    assert "unknown key 'bid'" in refusal({**made(), "bid": 5})


def test_refusal_names_the_deal():
    assert refusal(made(), made(), {"playing": 0}).startswith("deal 3: ")


def test_deal_after_the_last_is_refused():
    message = refusal(made(), made(), made(), deals=2)
    assert message.startswith("deal 3: ")
    assert "over after 2 deals" in message


# The deal score


def test_made_each_team_writes_its_own_total():
    row = sheet({"playing": 0, "points": [100, 62], "roem": [20, 0]})["deals"][0]
    assert row["result"] == "made"
    assert row["scores"] == [120, 62]


def test_roem_counts_towards_the_contract():
    row = sheet({"playing": 1, "points": [87, 75], "roem": [0, 20]})["deals"][0]
    assert row["result"] == "made"
    assert row["scores"] == [87, 95]


def test_other_teams_roem_can_make_the_playing_team_nat():
    row = sheet({"playing": 0, "points": [90, 72], "roem": [0, 50]})["deals"][0]
    assert row["result"] == "nat"


def test_nat_gives_162_and_all_roem_to_the_other_team():
    row = sheet({"playing": 0, "points": [70, 92], "roem": [20, 50]})["deals"][0]
    assert row["result"] == "nat"
    assert row["scores"] == [0, 232]


def test_tie_is_nat():
    row = sheet({"playing": 1, "points": [81, 81]})["deals"][0]
    assert row["result"] == "nat"
    assert row["scores"] == [162, 0]


def test_pit_adds_100_to_the_team_that_took_all_tricks():
    row = sheet({"playing": 0, "points": [162, 0], "roem": [40, 0], "pit": 0})["deals"][0]
    assert row["result"] == "made"
    assert row["scores"] == [302, 0]


def test_other_teams_pit_bonus_goes_with_the_nat():
    row = sheet({"playing": 0, "points": [0, 162], "roem": [0, 20], "pit": 1})["deals"][0]
    assert row["result"] == "nat"
    assert row["scores"] == [0, 282]


def test_revoke_gives_162_and_all_roem_to_other_team():
    row = sheet({"playing": 1, "points": [60, 102], "roem": [20, 50], "revoke": 0})["deals"][0]
    assert row["result"] == "revoke"
    assert row["scores"] == [0, 232]


def test_revoke_by_the_playing_team_scores_it_nothing():
    row = sheet({"playing": 1, "revoke": 1, "roem": [0, 100]})["deals"][0]
    assert row["scores"] == [262, 0]


def test_revoke_outweighs_a_pit():
    deal = {"playing": 0, "points": [162, 0], "roem": [20, 0], "pit": 0, "revoke": 0}
    assert sheet(deal)["deals"][0]["scores"] == [0, 182]


REVOKED = {"playing": 0, "points": [60, 102], "roem": [50, 20], "revoke": 1}


def test_revoke_without_roem_gives_the_other_team_162():
    row = sheet(REVOKED, revoke_roem="none")["deals"][0]
    assert (row["result"], row["scores"]) == ("revoke", [162, 0])


@pytest.mark.parametrize("roem", [[0, 0], [50, 20], [200, 100]])
def test_revoke_plus_100_gives_the_other_team_262_whatever_roem_was_shown(roem):
    row = sheet(dict(REVOKED, roem=roem), revoke_roem="plus-100")["deals"][0]
    assert row["scores"] == [262, 0]


def test_revoke_roem_all_is_the_default():
    assert sheet(REVOKED)["deals"][0]["scores"] == [232, 0]
    assert sheet(REVOKED, revoke_roem="all")["deals"][0]["scores"] == [232, 0]


@pytest.mark.parametrize("rule", ["none", "plus-100"])
def test_revoke_roem_changes_nothing_but_a_revoke(rule):
    nat = {"playing": 0, "points": [70, 92], "roem": [20, 50]}
    assert sheet(nat, made(), revoke_roem=rule)["deals"] == sheet(nat, made())["deals"]


# A game to a score


def test_a_game_to_a_score_ends_after_the_deal_that_reaches_it():
    """The deals option does not end it: a game to 300 goes on past 2 deals."""
    first = {"playing": 0, "points": [100, 62], "roem": [20, 0]}
    second = made((120, 42))
    third = made((92, 70), playing=1)  # nat: 162 to Anna & Cor
    played = sheet(first, second, deals=2, to_points=300)
    assert played["totals"] == [240, 104]
    assert not played["finished"] and played["winners"] == []
    options, deals = record(first, second, deals=2, to_points=300)
    assert klaverjas.next_deal(PLAYERS, options, deals) == {"number": 3, "dealer": 2, "first": 3}
    done = sheet(first, second, third, deals=2, to_points=300)
    assert done["totals"] == [402, 104]
    assert done["finished"] and done["winners"] == [0]


def test_a_deal_after_the_score_is_reached_is_refused():
    deals = [made((120, 42)), made((120, 42)), made((120, 42))]
    message = refusal(*deals, made(), to_points=300)
    assert message == "deal 4: the game is over: Anna & Cor reached 300 points in deal 3"
    options, clean = record(*deals, to_points=300)
    assert klaverjas.next_deal(PLAYERS, options, clean) is None


def test_reaching_the_score_exactly_ends_the_game():
    result = sheet(made((100, 62)), made((100, 62)), to_points=200)
    assert result["totals"] == [200, 124]
    assert result["finished"]


def test_when_both_teams_reach_the_score_the_higher_total_wins():
    result = sheet(
        made((100, 62)), {"playing": 1, "points": [70, 92], "roem": [0, 50]}, to_points=170
    )
    assert result["totals"] == [170, 204]
    assert result["finished"] and result["winners"] == [1]


def test_when_both_teams_reach_the_score_level_they_share_the_win():
    result = sheet(made((100, 62)), made((62, 100), playing=1), to_points=160)
    assert result["totals"] == [162, 162]
    assert result["winners"] == [0, 1]


def test_a_revoke_counts_towards_the_score_by_the_revoke_rule():
    revoke = {"playing": 1, "revoke": 1, "roem": [0, 100]}
    assert sheet(revoke, to_points=250)["finished"]
    assert not sheet(revoke, to_points=250, revoke_roem="none")["finished"]


# Why each team writes what it writes


def render(row):
    return [note.render() if note else None for note in row["why"]]


def test_made_is_explained_with_points_and_roem():
    row = sheet({"playing": 0, "points": [81, 81], "roem": [20, 0]})["deals"][0]
    assert render(row) == ["made: 81 points + 20 roem", "81 points + 0 roem"]


def test_pit_is_explained_with_its_bonus():
    row = sheet({"playing": 1, "points": [0, 162], "pit": 1})["deals"][0]
    assert render(row)[1] == "made: 162 points + 0 roem + 100 for pit (all eight tricks)"


def test_nat_is_explained_on_both_sides():
    row = sheet({"playing": 0, "points": [70, 92], "roem": [20, 50]})["deals"][0]
    assert render(row) == ["nat: 90 is not more than 142", "nat: 162 + 70 roem go to Bram & Daan"]


def test_revoke_is_explained_on_both_sides():
    row = sheet({"playing": 0, "revoke": 1, "roem": [20, 20]})["deals"][0]
    assert render(row) == ["revoke by Bram & Daan: 162 + 40 roem", "revoked: scores nothing"]


def test_revoke_is_explained_by_the_revoke_rule():
    deal = {"playing": 0, "revoke": 1, "roem": [20, 20]}
    none = sheet(deal, revoke_roem="none")["deals"][0]
    assert render(none)[0] == "revoke by Bram & Daan: 162, the roem not counted"
    plus = sheet(deal, revoke_roem="plus-100")["deals"][0]
    assert render(plus)[0] == "revoke by Bram & Daan: 162 + 100, whatever the roem"


# The sheet


def test_sides_are_the_partnerships():
    assert sheet()["sides"] == ["Anna & Cor", "Bram & Daan"]


def test_deal_passes_to_the_next_player_each_deal():
    rows = sheet(*[made()] * 5, first_dealer=2)["deals"]
    assert [row["dealer"] for row in rows] == [2, 3, 0, 1, 2]


def test_totals_run_on_from_deal_to_deal():
    result = sheet(made((100, 62)), made((70, 92)), made((90, 72), playing=1))
    assert [row["totals"] for row in result["deals"]] == [[100, 62], [100, 224], [262, 224]]
    assert result["totals"] == [262, 224]


def test_deal_rows_are_numbered_from_1():
    assert [row["number"] for row in sheet(made(), made())["deals"]] == [1, 2]


def test_game_in_progress_has_no_winners():
    result = sheet(made(), deals=2)
    assert not result["finished"]
    assert result["winners"] == []


def test_game_finishes_after_its_deals_and_higher_total_wins():
    result = sheet(made((100, 62)), made((100, 62), playing=1), deals=2)
    assert result["finished"]
    assert result["winners"] == [0]


def test_equal_totals_share_the_win():
    result = sheet(made((100, 62)), made((62, 100), playing=1), deals=2)
    assert result["totals"] == [162, 162]
    assert result["winners"] == [0, 1]


def test_next_deal_names_the_dealer_and_the_player_who_leads():
    options, deals = record(made(), first_dealer=3)
    assert klaverjas.next_deal(PLAYERS, options, deals) == {"number": 2, "dealer": 0, "first": 1}


def test_no_next_deal_when_the_game_is_finished():
    options, deals = record(made(), deals=1)
    assert klaverjas.next_deal(PLAYERS, options, deals) is None


# Properties


@st.composite
def deals(draw):
    playing = draw(st.sampled_from([0, 1]))
    roem_amount = st.lists(st.sampled_from([20, 50, 100, 200]), max_size=4).map(sum)
    revoke = draw(st.sampled_from([None, None, 0, 1]))
    pit = draw(st.sampled_from([None, None, None, 0, 1]))
    if pit is None:
        ours = draw(st.integers(0, 162))
        points = [ours, 162 - ours]
        roem = [draw(roem_amount), draw(roem_amount)]
    else:
        points = [162, 0] if pit == 0 else [0, 162]
        roem = [0, 0]
        roem[pit] = draw(roem_amount)
    deal = {"playing": playing, "points": points, "roem": roem, "pit": pit, "revoke": revoke}
    if revoke is not None and draw(st.booleans()):
        del deal["points"]
    return deal


@given(deals())
def test_every_deal_writes_162_all_roem_and_the_pit_bonus_in_all(deal):
    row = sheet(deal)["deals"][0]
    pit_bonus = 100 if row["result"] != "revoke" and deal["pit"] is not None else 0
    assert sum(row["scores"]) == 162 + sum(deal["roem"]) + pit_bonus


@given(deals())
def test_exactly_one_team_scores_unless_made(deal):
    row = sheet(deal)["deals"][0]
    if row["result"] != "made":
        assert 0 in row["scores"]


@given(st.lists(deals(), min_size=1, max_size=8), st.data())
def test_editing_a_deal_changes_nothing_before_it(played, data):
    k = data.draw(st.integers(0, len(played) - 1))
    edited = [*played[:k], data.draw(deals())]
    before = sheet(*played)["deals"][:k]
    after = sheet(*edited)["deals"][:k]
    assert before == after


REVOKE_EXTRA = {"all": None, "none": 0, "plus-100": 100}


@given(deals(), st.sampled_from(sorted(REVOKE_EXTRA)))
def test_a_revoke_writes_162_and_the_roem_its_rule_gives(deal, rule):
    row = sheet(deal, revoke_roem=rule)["deals"][0]
    if row["result"] != "revoke":
        assert row == sheet(deal)["deals"][0]
        return
    extra = REVOKE_EXTRA[rule]
    assert sum(row["scores"]) == 162 + (sum(deal["roem"]) if extra is None else extra)
    assert row["scores"][deal["revoke"]] == 0


@given(st.lists(deals(), min_size=1, max_size=30), st.integers(1, 2000))
def test_a_game_to_a_score_ends_at_the_first_deal_that_reaches_it(played, target):
    options = klaverjas.clean_options({"to_points": target, "deals": 1})
    clean: list = []
    for deal in played:
        if klaverjas.next_deal(PLAYERS, options, clean) is None:
            with pytest.raises(RuleError, match="the game is over"):
                klaverjas.clean_deal(PLAYERS, options, clean, deal)
            break
        clean.append(klaverjas.clean_deal(PLAYERS, options, clean, deal))
    result = klaverjas.compute_sheet(PLAYERS, options, clean)
    earlier = [max(row["totals"]) for row in result["deals"][:-1]]
    assert all(total < target for total in earlier)
    assert result["finished"] == (max(result["totals"]) >= target)
    if result["finished"]:
        assert result["winners"] == [
            t for t in (0, 1) if result["totals"][t] == max(result["totals"])
        ]
    # Every deal gives a team at least 81, so a game to a score cannot go on for ever.
    assert len(clean) <= target // 81 + 1
