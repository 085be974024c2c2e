"""Egyptian Rat Screw: house-rule options and presets, the series of games, the slap helpers."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.core import RuleError
from scorepad.games.ers import engine as ers

PLAYERS = ["Ali", "Bea", "Can"]


def record(*winners, players=PLAYERS, **options):
    """Clean the games one after the other, as the game file and the form do."""
    clean_options = ers.clean_options(options)
    deals = []
    for winner in winners:
        deals.append(ers.clean_deal(players, clean_options, deals, {"winner": winner}))
    return clean_options, deals


def sheet(*winners, players=PLAYERS, **options):
    clean_options, deals = record(*winners, players=players, **options)
    return ers.compute_sheet(players, clean_options, deals)


# Options and presets


def test_default_options():
    assert ers.clean_options({}) == {
        "target": 3,
        "combos": ["double", "sandwich"],
        "jokers": False,
        "penalty": 1,
        "comeback": False,
    }


def test_combos_come_back_in_the_canonical_order():
    options = ers.clean_options({"combos": ["tens", "double", "top-bottom"]})
    assert options["combos"] == ["double", "top-bottom", "tens"]


def test_no_combos_at_all_is_a_house_rule_too():
    assert ers.clean_options({"combos": []})["combos"] == []


def test_unknown_combo_is_refused():
    with pytest.raises(RuleError, match="double, sandwich, top-bottom, tens") as caught:
        ers.clean_options({"combos": ["double", "marriage"]})
    assert caught.value.field == "options.combos"


def test_combos_must_be_a_list():
    with pytest.raises(RuleError, match="must be a list"):
        ers.clean_options({"combos": "double"})


def test_combo_listed_twice_is_refused():
    with pytest.raises(RuleError, match="lists double twice"):
        ers.clean_options({"combos": ["double", "sandwich", "double"]})


def test_target_is_at_least_one_win():
    with pytest.raises(RuleError, match="between 1 and 100"):
        ers.clean_options({"target": 0})


@pytest.mark.parametrize("penalty", [-1, 11])
def test_penalty_is_from_0_to_10_cards(penalty):
    with pytest.raises(RuleError, match="between 0 and 10"):
        ers.clean_options({"penalty": penalty})


def test_no_penalty_is_allowed():
    assert ers.clean_options({"penalty": 0})["penalty"] == 0


@pytest.mark.parametrize("option", ["jokers", "comeback"])
def test_jokers_and_comeback_are_true_or_false(option):
    with pytest.raises(RuleError, match="true or false"):
        ers.clean_options({option: 1})


@pytest.mark.parametrize("preset", sorted(ers.PRESETS))
def test_every_preset_is_a_clean_set_of_options(preset):
    values = ers.PRESETS[preset]
    assert ers.clean_options(values) == {"target": 3, **values}


def test_every_preset_has_a_label():
    assert ers.PRESET_LABELS.keys() == ers.PRESETS.keys()


def test_basic_preset_is_double_and_sandwich():
    assert ers.PRESETS["basic"]["combos"] == ["double", "sandwich"]


def test_wide_preset_has_all_four_combos():
    assert ers.PRESETS["wide"]["combos"] == ["double", "sandwich", "top-bottom", "tens"]


def test_jokers_and_comeback_presets_add_their_rule_to_basic():
    assert ers.PRESETS["jokers"] == {**ers.PRESETS["basic"], "jokers": True}
    assert ers.PRESETS["comeback"] == {**ers.PRESETS["basic"], "comeback": True}


def test_strict_preset_costs_more_for_a_wrong_slap_and_has_no_comeback():
    strict = ers.PRESETS["strict"]
    assert strict["penalty"] > ers.PRESETS["basic"]["penalty"]
    assert strict["comeback"] is False


# The games of the series


def test_game_is_recorded_by_its_winner():
    _, deals = record(2)
    assert deals == [{"winner": 2}]


def test_winner_is_one_of_the_players():
    with pytest.raises(RuleError, match="between 0 and 2") as caught:
        record(3)
    assert str(caught.value).startswith("deal 1: ")


def test_winner_is_a_seat_number_not_a_boolean():
    with pytest.raises(RuleError, match="whole number"):
        record(True)


def test_unknown_key_is_refused():
    with pytest.raises(RuleError, match="unknown key 'loser'"):
        ers.clean_deal(PLAYERS, ers.clean_options({}), [], {"winner": 0, "loser": 1})


def test_game_after_the_series_is_won_is_refused():
    with pytest.raises(RuleError) as caught:
        record(1, 1, 1, target=2)
    message = str(caught.value)
    assert message.startswith("deal 3: ")
    assert "series is over: Bea has reached 2 wins" in message


# The sheet


def test_sides_are_the_players():
    assert sheet(players=["A", "B"])["sides"] == ["A", "B"]


def test_winner_scores_1_and_the_others_nothing():
    row = sheet(1)["deals"][0]
    assert row == {
        "number": 1,
        "dealer": None,
        "scores": [0, 1, 0],
        "totals": [0, 1, 0],
        "why": [None, row["why"][1], None],
    }
    assert row["why"][1].render() == "won the game"


def test_totals_count_the_wins():
    result = sheet(0, 2, 0)
    assert [row["totals"] for row in result["deals"]] == [[1, 0, 0], [1, 0, 1], [2, 0, 1]]
    assert result["totals"] == [2, 0, 1]


def test_series_in_progress_has_no_winners():
    result = sheet(0, 0)
    assert not result["finished"]
    assert result["winners"] == []


def test_first_to_the_target_wins_the_series():
    result = sheet(0, 2, 2, 0, 2)
    assert result["finished"]
    assert result["winners"] == [2]


def test_next_game_is_numbered():
    options, deals = record(0)
    assert ers.next_deal(PLAYERS, options, deals) == {"number": 2}


def test_no_next_game_when_the_series_is_won():
    options, deals = record(1, target=1)
    assert ers.next_deal(PLAYERS, options, deals) is None


# Slaps

BASIC = ["double", "sandwich"]
WIDE = ["double", "sandwich", "top-bottom", "tens"]


def test_double_is_two_of_a_rank_in_a_row():
    assert ers.is_slap(["3", "8", "8"], BASIC) == "double"


def test_sandwich_is_two_of_a_rank_with_one_card_between():
    assert ers.is_slap(["5", "9", "5"], BASIC) == "sandwich"


def test_sandwich_filling_may_be_the_same_rank():
    assert ers.is_slap(["5", "5", "5"], ["sandwich"]) == "sandwich"


def test_no_slap_without_a_combination():
    assert ers.is_slap(["5", "9", "4", "5"], BASIC) is None


def test_combo_that_is_not_agreed_is_no_slap():
    assert ers.is_slap(["8", "8"], ["sandwich"]) is None


def test_empty_pile_is_no_slap():
    assert ers.is_slap([], WIDE, jokers=True) is None


def test_top_bottom_matches_the_first_card_of_the_pile():
    assert ers.is_slap(["Q", "3", "7", "Q"], WIDE) == "top-bottom"


def test_top_bottom_needs_the_combo():
    assert ers.is_slap(["Q", "3", "7", "Q"], BASIC) is None


def test_a_single_card_is_not_top_bottom_of_itself():
    assert ers.is_slap(["Q"], WIDE) is None


def test_top_bottom_with_the_bottom_card_given_apart():
    assert ers.is_slap(["3", "7", "K"], WIDE, bottom="K") == "top-bottom"


@pytest.mark.parametrize(("below", "top"), [("A", "9"), ("3", "7"), ("6", "4"), ("2", "8")])
def test_tens_is_two_number_cards_in_a_row_adding_up_to_10(below, top):
    assert ers.is_slap([below, top], ["tens"]) == "tens"


def test_face_cards_are_not_number_cards_for_tens():
    assert ers.is_slap(["J", "10"], ["tens"]) is None


def test_tens_needs_the_cards_in_a_row():
    assert ers.is_slap(["3", "K", "7"], ["tens"]) is None


def test_joker_on_top_is_a_slap_when_jokers_are_in():
    assert ers.is_slap(["4", "JOKER"], BASIC, jokers=True) == "joker"


def test_joker_is_no_slap_when_jokers_are_out():
    assert ers.is_slap(["4", "JOKER"], BASIC) is None


def test_unknown_card_is_an_error():
    with pytest.raises(ValueError, match="not a card rank"):
        ers.is_slap(["1", "9"], WIDE)


@pytest.mark.parametrize(("card", "chances"), [("J", 1), ("Q", 2), ("K", 3), ("A", 4)])
def test_face_card_challenge_gives_chances(card, chances):
    assert ers.face_card_challenge(card) == chances


@pytest.mark.parametrize("card", ["2", "10", "JOKER"])
def test_other_cards_start_no_challenge(card):
    assert ers.face_card_challenge(card) == 0


# Properties


@st.composite
def series(draw, max_target=5):
    """Any number of players, a target, and the winners the table tapped, perhaps past the
    end of the series."""
    count = draw(st.integers(2, 8))
    target = draw(st.integers(1, max_target))
    winners = draw(st.lists(st.integers(0, count - 1), max_size=4 * max_target))
    return [f"P{seat}" for seat in range(count)], target, winners


@given(series())
def test_games_are_recorded_until_someone_reaches_the_target_and_refused_after(case):
    players, target, winners = case
    options = ers.clean_options({"target": target})
    wins = [0] * len(players)
    recorded = []
    for winner in winners:
        if max(wins) >= target:
            with pytest.raises(RuleError, match=r"is over: P\d has reached"):
                ers.clean_deal(players, options, recorded, {"winner": winner})
            break
        recorded.append(ers.clean_deal(players, options, recorded, {"winner": winner}))
        wins[winner] += 1
    result = ers.compute_sheet(players, options, recorded)
    assert result["totals"] == wins
    assert result["finished"] == (max(wins) >= target)
    assert result["winners"] == ([wins.index(target)] if max(wins) >= target else [])
    assert (ers.next_deal(players, options, recorded) is None) == result["finished"]


@given(
    st.integers(2, 8).flatmap(
        lambda n: st.tuples(st.just(n), st.lists(st.integers(0, n - 1), max_size=60))
    )
)
def test_every_row_counts_the_wins_so_far(case):
    count, winners = case
    players = [f"P{seat}" for seat in range(count)]
    result = sheet(*winners, players=players, target=100)
    for number, row in enumerate(result["deals"], start=1):
        so_far = winners[:number]
        assert row["totals"] == [so_far.count(seat) for seat in range(len(players))]
        assert row["scores"] == [int(seat == winners[number - 1]) for seat in range(len(players))]


@given(st.lists(st.integers(0, 2), min_size=1, max_size=15), st.integers(0, 2), st.data())
def test_changing_a_games_winner_moves_one_win_from_that_game_on(winners, new_winner, data):
    k = data.draw(st.integers(0, len(winners) - 1))
    edited = [*winners[:k], new_winner, *winners[k + 1 :]]
    before = sheet(*winners, target=100)["deals"]
    after = sheet(*edited, target=100)["deals"]
    assert after[:k] == before[:k]
    moved = [int(seat == new_winner) - int(seat == winners[k]) for seat in range(3)]
    for old, new in zip(before[k:], after[k:], strict=True):
        assert new["totals"] == [
            total + change for total, change in zip(old["totals"], moved, strict=True)
        ]


def test_a_series_takes_two_to_eight_players():
    from scorepad import gamefile
    from scorepad.games.core import RuleError
    from tests.contract import game_of

    with pytest.raises(RuleError) as caught:
        gamefile.clean_document(
            {"format": "scorepad/1", "game": game_of(__name__), "players": ["Solo"]}
        )
    assert caught.value.reason() == "this game takes 2 to 8 players, not 1"
