"""Seep: options, what a deal may record, deal scores, bazzis, the dealer, the sheet."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.core import RuleError
from scorepad.games.seep import engine as seep

PLAYERS = ["Asha", "Bilal", "Chitra", "Dev"]


def record(*raw, **options):
    """Clean the deals one after the other, as the game file and the form do."""
    clean_options = seep.clean_options(options)
    deals = []
    for deal in raw:
        deals.append(seep.clean_deal(PLAYERS, clean_options, deals, deal))
    return clean_options, deals


def sheet(*raw, **options):
    clean_options, deals = record(*raw, **options)
    return seep.compute_sheet(PLAYERS, clean_options, deals)


def refusal(*raw, **options):
    with pytest.raises(RuleError) as caught:
        record(*raw, **options)
    return str(caught.value)


def points(ours, sweeps=(0, 0), opening_sweep=None):
    return {"points": [ours, 100 - ours], "sweeps": list(sweeps), "opening_sweep": opening_sweep}


def render(note):
    return note.render() if note else None


# Options


def test_default_options():
    assert seep.clean_options(None) == {"bazzis": 1, "first_dealer": 0}


def test_match_lasts_at_least_one_bazzi():
    with pytest.raises(RuleError, match="between 1 and 100") as caught:
        seep.clean_options({"bazzis": 0})
    assert caught.value.field == "options.bazzis"


def test_first_dealer_is_a_seat():
    with pytest.raises(RuleError, match="between 0 and 3"):
        seep.clean_options({"first_dealer": -1})


def test_unknown_option_is_refused():
    with pytest.raises(RuleError, match="unknown key"):
        seep.clean_options({"deals": 4})


# What a deal records


def test_missing_sweeps_and_opening_sweep_are_filled_in():
    _, deals = record({"points": [60, 40]})
    assert deals == [{"points": [60, 40], "sweeps": [0, 0], "opening_sweep": None}]


def test_bid_is_kept_when_recorded():
    _, deals = record({"points": [60, 40], "bid": 11})
    assert deals[0]["bid"] == 11


@pytest.mark.parametrize("bid", [8, 14])
def test_bid_is_from_9_to_13(bid):
    assert "bid must be between 9 and 13" in refusal({"points": [60, 40], "bid": bid})


def test_card_points_must_add_up_to_100():
    message = refusal({"points": [60, 30]})
    assert message.startswith("deal 1: ")
    assert "add up to 100" in message
    assert "not 90" in message


def test_card_points_are_from_0_to_100():
    assert "between 0 and 100" in refusal({"points": [-10, 110]})


def test_card_points_are_needed():
    assert "points is missing" in refusal({"sweeps": [1, 0]})


def test_sweeps_are_not_negative():
    assert "sweeps must be between 0 and 24" in refusal({"points": [60, 40], "sweeps": [-1, 0]})


def test_opening_sweep_names_a_team():
    assert "opening_sweep must be one of null, 0, 1" in refusal(
        {"points": [60, 40], "opening_sweep": 2}
    )


def test_unknown_key_is_refused():
    assert "unknown key 'roem'" in refusal({"points": [60, 40], "roem": [20, 0]})


def test_refusal_names_the_deal():
    assert refusal(points(60), points(60), {"points": [1, 2]}).startswith("deal 3: ")


def test_deal_after_the_last_bazzi_is_refused():
    message = refusal(points(5), points(60))
    assert message.startswith("deal 2: ")
    assert "match is over" in message


# Deal scores


def test_deal_score_is_card_points_plus_sweeps_plus_opening_sweep():
    row = sheet(points(40, sweeps=(1, 0), opening_sweep=0))["deals"][0]
    assert row["scores"] == [115, 60]


def test_deal_score_is_explained():
    row = sheet(points(40, sweeps=(1, 2), opening_sweep=0))["deals"][0]
    assert [render(note) for note in row["why"]] == [
        "40 card points + 1 × 50 for sweeps + 25 for the opening sweep",
        "60 card points + 2 × 50 for sweeps",
    ]


def test_plain_card_points_need_no_explanation():
    assert sheet(points(45))["deals"][0]["why"] == [None, None]


def test_opening_sweep_alone_is_explained():
    row = sheet(points(45, opening_sweep=1))["deals"][0]
    assert render(row["why"][1]) == "55 card points + 25 for the opening sweep"


# The running difference and bazzis


def test_difference_runs_on_from_deal_to_deal():
    rows = sheet(points(60), points(70), points(45), bazzis=3)["deals"]
    assert [row["difference"] for row in rows] == [20, 60, 50]
    assert [row["bazzi"] for row in rows] == [None, None, None]


def test_difference_reaching_100_wins_a_bazzi_for_team_0():
    row = sheet(points(50, sweeps=(2, 0)))["deals"][0]
    assert row["scores"] == [150, 50]
    assert row["bazzi"] == 0
    assert render(row["why"][0]) == "difference reached 100: bazzi"


def test_difference_reaching_minus_100_wins_a_bazzi_for_team_1():
    rows = sheet(points(30), points(20), bazzis=2)["deals"]
    assert rows[1]["bazzi"] == 1
    assert render(rows[1]["why"][1]) == "difference reached 100: bazzi"


def test_difference_of_99_wins_nothing():
    rows = sheet(points(75), points(62, opening_sweep=0))["deals"]
    assert rows[-1]["difference"] == 99
    assert rows[-1]["bazzi"] is None


def test_difference_returns_to_0_after_a_bazzi():
    rows = sheet(points(80), points(70), bazzis=2)["deals"]
    assert rows[1]["bazzi"] == 0
    assert rows[1]["difference"] == 0


def test_nothing_carries_over_past_100():
    rows = sheet(points(80), points(90), points(60), bazzis=2)["deals"]
    assert rows[1]["bazzi"] == 0
    assert rows[2]["difference"] == 20


def test_score_under_9_loses_the_bazzi_at_once():
    rows = sheet(points(90), points(5), bazzis=2)["deals"]
    assert rows[0]["difference"] == 80
    assert rows[1]["bazzi"] == 1
    assert rows[1]["difference"] == 0
    assert [render(note) for note in rows[1]["why"]] == [
        "5 is under 9 points: bazzi lost",
        "the other team scored under 9 points: bazzi",
    ]


def test_score_of_9_is_not_under_9():
    row = sheet(points(91))["deals"][0]
    assert row["bazzi"] is None
    assert row["difference"] == 82


def test_a_sweep_lifts_a_team_over_9():
    row = sheet(points(5, sweeps=(1, 0)))["deals"][0]
    assert row["scores"] == [55, 95]
    assert row["bazzi"] is None
    assert row["difference"] == -40


def test_totals_count_the_bazzis_won():
    result = sheet(points(5), points(95), points(80), points(70), bazzis=3)
    assert [row["totals"] for row in result["deals"]] == [[0, 1], [1, 1], [1, 1], [2, 1]]
    assert result["totals"] == [2, 1]


# Who deals


def dealers(*raw, **options):
    return [row["dealer"] for row in sheet(*raw, bazzis=5, **options)["deals"]]


def test_first_dealer_is_the_option():
    assert dealers(points(50), first_dealer=2) == [2]


def test_dealers_partner_deals_after_a_bazzi():
    assert dealers(points(5), points(50), first_dealer=1) == [1, 3]


def test_next_player_deals_when_the_dealers_team_is_ahead():
    assert dealers(points(70), points(50)) == [0, 1]


def test_next_player_deals_when_team_1_dealer_is_ahead():
    assert dealers(points(30), points(50), first_dealer=3) == [3, 0]


def test_same_player_deals_again_when_the_dealers_team_is_behind():
    assert dealers(points(30), points(50)) == [0, 0]


def test_same_player_deals_again_when_level():
    assert dealers(points(50), points(50), first_dealer=1) == [1, 1]


def test_lead_counts_over_all_deals_not_just_the_last():
    # Team 0 loses the second deal but is still ahead, so the deal passes on.
    assert dealers(points(80), points(45), points(50)) == [0, 1, 1]


# The sheet


def test_sides_are_the_partnerships():
    assert sheet()["sides"] == ["Asha & Chitra", "Bilal & Dev"]


def test_match_in_progress_has_no_winners():
    result = sheet(points(60))
    assert not result["finished"]
    assert result["winners"] == []


def test_match_finishes_when_its_bazzis_have_been_won():
    result = sheet(points(5), points(95), bazzis=2)
    assert result["finished"]
    assert result["totals"] == [1, 1]


def test_team_with_more_bazzis_wins():
    result = sheet(points(95), points(95), points(5), bazzis=3)
    assert result["totals"] == [2, 1]
    assert result["winners"] == [0]


def test_equal_bazzis_share_the_win():
    assert sheet(points(5), points(95), bazzis=2)["winners"] == [0, 1]


def test_next_deal_names_the_dealer_the_first_player_and_the_difference():
    options, deals = record(points(70), first_dealer=3)
    expected = {"number": 2, "dealer": 3, "first": 0, "difference": 40}
    assert seep.next_deal(PLAYERS, options, deals) == expected


def test_first_deal_is_dealt_by_the_first_dealer():
    options, deals = record(first_dealer=2)
    expected = {"number": 1, "dealer": 2, "first": 3, "difference": 0}
    assert seep.next_deal(PLAYERS, options, deals) == expected


def test_no_next_deal_when_the_match_is_finished():
    options, deals = record(points(5))
    assert seep.next_deal(PLAYERS, options, deals) is None


# Properties

deal_strategy = st.builds(
    points,
    st.integers(0, 100),
    st.tuples(st.integers(0, 3), st.integers(0, 3)),
    st.sampled_from([None, 0, 1]),
)


@given(st.lists(deal_strategy, max_size=20))
def test_running_difference_stays_strictly_between_minus_100_and_100(played):
    for row in sheet(*played, bazzis=100)["deals"]:
        assert -100 < row["difference"] < 100


@given(st.lists(deal_strategy, max_size=20))
def test_bazzis_won_match_the_rows(played):
    result = sheet(*played, bazzis=100)
    won = [row["bazzi"] for row in result["deals"] if row["bazzi"] is not None]
    assert result["totals"] == [won.count(0), won.count(1)]


@given(st.lists(deal_strategy, min_size=1, max_size=12), st.data())
def test_editing_a_deal_changes_nothing_before_it(played, data):
    k = data.draw(st.integers(0, len(played) - 1))
    edited = [*played[:k], data.draw(deal_strategy)]
    before = sheet(*played, bazzis=100)["deals"][:k]
    after = sheet(*edited, bazzis=100)["deals"][:k]
    assert before == after
