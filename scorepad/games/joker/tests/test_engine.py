"""The Joker rules engine: format, refusals, deal scores, section premium, sheet and next deal."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.games.core import RuleError
from scorepad.games.joker import engine as joker

PLAYERS = ["Ana", "Cem", "Deniz", "Ece"]


def options(**given):
    return joker.clean_options(given)


def play(opts, deals):
    """The deals as the table would enter them, each one checked against those before it."""
    clean = []
    for deal in deals:
        clean.append(joker.clean_deal(PLAYERS, opts, clean, deal))
    return clean


def sheet(opts, deals):
    return joker.compute_sheet(PLAYERS, opts, play(opts, deals))


def refusal(opts, deals, deal):
    with pytest.raises(RuleError) as caught:
        joker.clean_deal(PLAYERS, opts, play(opts, deals), deal)
    return caught.value


def nine(p0_bid, p0_tricks=None, others=(0, 0, 0)):
    """A 9-card deal in which seat 0 bids ``p0_bid`` and takes ``p0_tricks`` (default: keeps
    it) and the other seats take the rest as evenly as possible. The others bid ``others``."""
    tricks0 = p0_bid if p0_tricks is None else p0_tricks
    rest = 9 - tricks0
    tricks = [tricks0, rest - 2 * (rest // 3), rest // 3, rest // 3]
    return {"bids": [p0_bid, *others], "tricks": tricks}


def filler(opts, index):
    """A legal complete deal for deal ``index``: seat 0 takes every trick and wins the game,
    and nobody keeps every bid of a section, so no premium applies."""
    slot = joker.schedule(opts)[index]
    tricks = [slot.cards, 0, 0, 0]
    if slot.kind not in joker.KINDS_WITH_BIDS:
        return {"tricks": tricks}
    return {"bids": [0, 1, 1, 1] if slot.cards != 3 else [0, 1, 1, 0], "tricks": tricks}


def fill(opts, deals=(), until=None):
    """``deals`` followed by filler deals up to deal ``until`` (default: the end)."""
    deals = list(deals)
    until = len(joker.schedule(opts)) if until is None else until
    return deals + [filler(opts, index) for index in range(len(deals), until)]


# Options


def test_options_default_to_the_spec():
    assert joker.clean_options({}) == {
        "length": "classic",
        "shtanga": -200,
        "premium": True,
        "erase": False,
        "first_dealer": 0,
    }
    assert joker.clean_options(None) == joker.OPTIONS


def test_module_shape():
    assert joker.NAME == "joker"
    assert list(joker.PLAYERS) == [4]


@pytest.mark.parametrize("shtanga", [-100, -200, -1, "per-card", "nines-500"])
def test_shtanga_option_takes_a_negative_whole_number_per_card_or_nines_500(shtanga):
    assert options(shtanga=shtanga)["shtanga"] == shtanga


@pytest.mark.parametrize("shtanga", [0, 100, True, -1.5, "per-deal", "nines-400", None])
def test_shtanga_option_refuses_anything_else(shtanga):
    with pytest.raises(RuleError) as caught:
        options(shtanga=shtanga)
    assert caught.value.field == "options.shtanga"
    assert "negative whole number" in str(caught.value)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("length", "long"),
        ("length", 24),
        ("premium", 1),
        ("erase", "yes"),
        ("erase", "Single"),
        ("erase", 1),
        ("erase", None),
        ("first_dealer", 4),
        ("first_dealer", -1),
        ("first_dealer", True),
    ],
)
def test_bad_option_values_are_refused(key, value):
    with pytest.raises(RuleError) as caught:
        options(**{key: value})
    assert caught.value.field == f"options.{key}"


@pytest.mark.parametrize("erase", [False, True, "single"])
def test_erase_option_is_off_on_or_single(erase):
    assert options(erase=erase)["erase"] == erase


def test_erase_refusal_names_the_three_values():
    with pytest.raises(RuleError) as caught:
        options(erase="twice")
    assert str(caught.value).endswith(
        'must be true, false or "single" (only when exactly one player earns the premium)'
    )


def test_unknown_option_is_refused():
    with pytest.raises(RuleError) as caught:
        options(jokers=2)
    assert caught.value.field == "options.jokers"


# Format


@pytest.mark.parametrize(
    ("length", "count"), [("classic", 24), ("short", 12), ("nines", 16), ("full", 40)]
)
def test_formats_have_the_spec_number_of_deals(length, count):
    assert len(joker.schedule(options(length=length))) == count


def test_classic_deals_rise_to_eight_then_nines_then_fall_then_nines():
    plan = joker.schedule(options(length="classic"))
    assert [slot.cards for slot in plan] == [*range(1, 9), 9, 9, 9, 9, *range(8, 0, -1), 9, 9, 9, 9]
    assert [slot.section for slot in plan] == [0] * 8 + [1] * 4 + [2] * 8 + [3] * 4
    assert {slot.kind for slot in plan} == {"normal"}


def test_short_is_the_first_half_of_classic():
    assert joker.schedule(options(length="short")) == joker.schedule(options())[:12]


def test_nines_is_four_sections_of_four_nine_card_deals():
    plan = joker.schedule(options(length="nines"))
    assert [slot.cards for slot in plan] == [9] * 16
    assert [slot.section for slot in plan] == [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4


def test_full_adds_golden_no_trump_dark_and_miser_sections_to_classic():
    plan = joker.schedule(options(length="full"))
    assert plan[:24] == joker.schedule(options())
    extra = plan[24:]
    assert [slot.cards for slot in extra] == [9] * 16
    assert [slot.kind for slot in extra] == (
        ["golden"] * 4 + ["no-trump"] * 4 + ["dark"] * 4 + ["miser"] * 4
    )
    assert [slot.section for slot in extra] == [4] * 4 + [5] * 4 + [6] * 4 + [7] * 4


def test_only_the_last_deal_of_a_section_closes_it():
    plan = joker.schedule(options())
    assert [index + 1 for index, slot in enumerate(plan) if slot.closes_section] == [8, 12, 20, 24]


# Seats


def test_dealer_passes_to_the_next_player_from_the_first_dealer():
    opts = options(first_dealer=2)
    assert [joker.dealer_of(opts, index) for index in range(6)] == [2, 3, 0, 1, 2, 3]
    rows = sheet(opts, fill(opts, until=5))["deals"]
    assert [row["dealer"] for row in rows] == [2, 3, 0, 1, 2]


def test_player_after_the_dealer_bids_first():
    opts = options(first_dealer=3)
    upcoming = joker.next_deal(PLAYERS, opts, [])
    assert (upcoming["dealer"], upcoming["first"]) == (3, 0)


def test_bids_are_stored_in_seat_order_whoever_deals():
    opts = options(first_dealer=1)
    assert play(opts, [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])[0]["bids"] == [1, 0, 0, 1]


# The dealer's restriction


def test_dealer_may_not_make_bids_add_up_to_cards():
    opts = options(first_dealer=3)
    deals = fill(opts, until=2)  # deal 3 has 3 cards and Cem (seat 1) deals it
    error = refusal(opts, deals, {"bids": [1, 2, 0, 0]})
    assert str(error) == (
        "deal 3: Cem deals and may not bid 2: the bids would add up to 3, the number of cards"
    )
    assert error.deal == 3
    assert error.field == "bids"
    assert error.note.params["dealer"] == "Cem"
    assert error.note.params["bid"] == 2
    assert error.note.params["cards"] == 3


def test_dealer_is_refused_whoever_else_made_the_bids_add_up():
    opts = options()
    deals = fill(opts, until=2)  # deal 3 has 3 cards and Deniz (seat 2) deals it
    error = refusal(opts, deals, {"bids": [3, 0, 0, 0]})
    assert str(error) == (
        "deal 3: Deniz deals and may not bid 0: the bids would add up to 3, the number of cards"
    )


def test_dealer_may_bid_anything_when_others_already_bid_more_than_the_cards():
    opts = options()
    deals = fill(opts, until=2)  # 3 cards, seat 2 deals
    for bid in range(4):
        play(opts, [*deals, {"bids": [2, 2, bid, 0]}])


@pytest.mark.parametrize(
    ("cards", "others", "forbidden"),
    [
        (3, [1, 0, 1], 1),
        (1, [0, 0, 0], 1),
        (9, [0, 0, 0], 9),
        (3, [2, 2, 0], None),
        (2, [1, 1, 0], 0),
    ],
)
def test_forbidden_bid_is_what_makes_the_bids_add_up_to_cards(cards, others, forbidden):
    assert joker.forbidden_bid(cards, others) == forbidden


@settings(max_examples=100)
@given(
    st.integers(1, 9).flatmap(
        lambda n: st.tuples(st.just(n), st.lists(st.integers(0, n), min_size=3, max_size=3))
    )
)
def test_dealers_restriction_always_leaves_the_dealer_a_legal_bid(case):
    cards, others = case
    opts = options(length="nines" if cards == 9 else "classic")
    index = [slot.cards for slot in joker.schedule(opts)].index(cards)
    dealer = joker.dealer_of(opts, index)
    deals = play(opts, fill(opts, until=index))
    legal = []
    for bid in range(cards + 1):
        bids = list(others)
        bids.insert(dealer, bid)
        try:
            joker.clean_deal(PLAYERS, opts, deals, {"bids": bids})
        except RuleError:
            continue
        legal.append(bid)
    assert legal
    forbidden = joker.forbidden_bid(cards, others)
    assert legal == [bid for bid in range(cards + 1) if bid != forbidden]


# Refused deals


def test_deal_must_be_an_object():
    assert refusal(options(), [], [1, 0, 0, 0]).field == "deal"


def test_unknown_deal_key_is_refused():
    error = refusal(options(), [], {"bids": [1, 1, 0, 0], "points": [1, 0, 0, 0]})
    assert (error.deal, error.field) == (1, "deal.points")


def test_deal_with_bids_needs_the_bids():
    error = refusal(options(), [], {"tricks": [1, 0, 0, 0]})
    assert (error.deal, error.field) == (1, "bids")
    assert "bids are missing" in str(error)


@pytest.mark.parametrize(
    "bids", [[True, False, False, False], [1, 0, 0], [1, 0, 0, 0, 0], "1100", [0.5, 0, 0, 0]]
)
def test_bids_must_be_four_whole_numbers(bids):
    assert refusal(options(), [], {"bids": bids}).field == "bids"


@pytest.mark.parametrize("tricks", [[True, False, False, False], [1, 0, 0], None])
def test_tricks_must_be_four_whole_numbers(tricks):
    assert refusal(options(), [], {"bids": [1, 1, 0, 0], "tricks": tricks}).field == "tricks"


@pytest.mark.parametrize("bids", [[2, 0, 0, 0], [-1, 1, 1, 0]])
def test_bids_are_from_zero_to_the_cards(bids):
    error = refusal(options(), [], {"bids": bids})
    assert error.field == "bids"
    assert str(error) == "deal 1: bids must be between 0 and 1"


def test_tricks_are_from_zero_to_the_cards():
    error = refusal(options(), [], {"bids": [1, 1, 0, 0], "tricks": [2, -1, 0, 0]})
    assert error.field == "tricks"
    assert str(error) == "deal 1: tricks must be between 0 and 1"


def test_tricks_must_add_up_to_the_cards():
    opts = options()
    deals = fill(opts, until=7)
    error = refusal(opts, deals, {"bids": [2, 2, 2, 0], "tricks": [2, 2, 2, 1]})
    assert (error.deal, error.field) == (8, "tricks")
    assert str(error) == "deal 8: the tricks add up to 7, not 8, the number of cards dealt"


@pytest.mark.parametrize("trump", ["hearts", "none"])
def test_trump_is_recorded(trump):
    deal = play(options(), [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0], "trump": trump}])[0]
    assert deal == {"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0], "trump": trump}


@pytest.mark.parametrize("trump", ["joker", None, 1, "Hearts"])
def test_trump_must_be_a_suit_or_none(trump):
    assert refusal(options(), [], {"bids": [1, 1, 0, 0], "trump": trump}).field == "trump"


def test_no_trump_section_has_no_trump():
    opts = options(length="full")
    error = refusal(
        opts,
        fill(opts, until=28),
        {"bids": [1, 1, 1, 1], "tricks": [9, 0, 0, 0], "trump": "spades"},
    )
    assert (error.deal, error.field) == (29, "trump")
    play(
        opts,
        [*fill(opts, until=28), {"bids": [1, 1, 1, 1], "tricks": [9, 0, 0, 0], "trump": "none"}],
    )


@pytest.mark.parametrize("section_start", [24, 36], ids=["golden", "miser"])
def test_golden_and_miser_deals_refuse_bids(section_start):
    opts = options(length="full")
    error = refusal(
        opts, fill(opts, until=section_start), {"bids": [1, 1, 1, 1], "tricks": [9, 0, 0, 0]}
    )
    assert (error.deal, error.field) == (section_start + 1, "bids")
    assert "no bidding" in str(error)


def test_deal_after_the_end_of_the_game_is_refused():
    opts = options()
    error = refusal(opts, fill(opts), {"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]})
    assert (error.deal, error.field) == (25, "deal")
    assert str(error) == "deal 25: the game is over after 24 deals"


# Pending deals


def test_last_deal_may_wait_for_its_tricks():
    deals = play(options(), [{"bids": [1, 1, 0, 0]}])
    assert deals == [{"bids": [1, 1, 0, 0]}]


def test_no_new_deal_while_the_previous_one_waits_for_its_tricks():
    error = refusal(options(), [{"bids": [1, 1, 0, 0]}], {"bids": [1, 0, 0, 0]})
    assert (error.deal, error.field) == (2, "deal")
    assert (
        str(error)
        == "deal 2: deal 1 is still waiting for its tricks: enter them before the next deal"
    )


def test_pending_deal_gets_its_tricks_by_entering_it_again():
    opts = options()
    pending = play(opts, [{"bids": [1, 1, 0, 0]}])
    done = joker.clean_deal(
        PLAYERS, opts, pending[:-1], {"bids": [1, 1, 0, 0], "tricks": [0, 1, 0, 0]}
    )
    assert done == {"bids": [1, 1, 0, 0], "tricks": [0, 1, 0, 0]}


def test_golden_deal_cannot_wait_for_its_tricks():
    opts = options(length="full")
    error = refusal(opts, fill(opts, until=24), {})
    assert (error.deal, error.field) == (25, "tricks")


def test_pending_deal_has_no_scores_and_leaves_the_totals():
    rows = sheet(
        options(), [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}, {"bids": [1, 1, 1, 0]}]
    )["deals"]
    assert rows[1]["scores"] is None
    assert rows[1]["totals"] == rows[0]["totals"] == [100, -200, 50, 50]
    assert rows[1]["why"] == [None, None, None, None]


# Deal scores


def test_bid_all_and_take_all_scores_100_per_card():
    assert joker.deal_score("normal", 9, 9, 9, -200)[0] == 900
    assert joker.deal_score("normal", 5, 5, 5, -200)[0] == 500


def test_bid_one_and_take_the_only_card_scores_100():
    assert joker.deal_score("normal", 1, 1, 1, -200)[0] == 100


def test_pass_kept_scores_50():
    assert joker.deal_score("normal", 9, 0, 0, -200)[0] == 50


def test_kept_bid_scores_50_plus_50_per_trick_bid():
    assert joker.deal_score("normal", 8, 3, 3, -200)[0] == 200
    assert joker.deal_score("dark", 9, 8, 8, -200)[0] == 450


def test_shtanga_scores_the_default_penalty():
    assert joker.deal_score("normal", 9, 2, 0, -200)[0] == -200


def test_shtanga_scores_a_custom_penalty():
    opts = options(shtanga=-100)
    assert sheet(opts, [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}])["deals"][0]["scores"] == [
        100,
        -100,
        50,
        50,
    ]


def test_per_card_shtanga_scores_minus_100_per_card():
    assert joker.deal_score("normal", 7, 1, 0, "per-card")[0] == -700
    assert joker.deal_score("no-trump", 9, 4, 0, "per-card")[0] == -900


@pytest.mark.parametrize("kind", ["normal", "no-trump", "dark"])
def test_nines_500_shtanga_scores_minus_500_in_a_nine_card_deal(kind):
    assert joker.deal_score(kind, 9, 2, 0, "nines-500")[0] == -500


@pytest.mark.parametrize("cards", [1, 2, 5, 8])
def test_nines_500_shtanga_scores_minus_200_in_a_smaller_deal(cards):
    assert joker.deal_score("normal", cards, 1, 0, "nines-500")[0] == -200


def test_nines_500_changes_only_the_shtanga():
    for bid, tricks in ((0, 0), (3, 3), (9, 9), (2, 5), (0, 4)):
        assert joker.deal_score("normal", 9, bid, tricks, "nines-500") == joker.deal_score(
            "normal", 9, bid, tricks, -200
        )


def test_nines_500_in_a_classic_game():
    """The spec's nines-500: -200 in the one-card deal 1, -500 in deal 9, the first nine."""
    opts = options(shtanga="nines-500")
    deals = fill(opts, [{"bids": [0, 1, 1, 1], "tricks": [0, 1, 0, 0]}], until=8)
    deals.append({"bids": [1, 4, 2, 0], "tricks": [0, 5, 2, 2]})
    rows = sheet(opts, deals)["deals"]
    assert rows[0]["scores"] == [50, 100, -200, -200]
    assert rows[8]["scores"] == [-500, 50, 150, 20]
    assert rows[8]["why"][0].render() == (
        "ştanga: bid 1 and took no trick, -500 in a nine-card deal"
    )
    assert rows[0]["why"][2].render() == "ştanga: bid 1 and took no trick, -200"


def test_other_miss_scores_10_per_trick_taken():
    assert joker.deal_score("normal", 9, 2, 5, -200)[0] == 50
    assert joker.deal_score("normal", 9, 0, 3, -200)[0] == 30
    assert joker.deal_score("normal", 9, 4, 1, -200)[0] == 10


def test_golden_deal_scores_100_per_trick():
    assert joker.deal_score("golden", 9, None, 4, -200)[0] == 400
    assert joker.deal_score("golden", 9, None, 0, -200)[0] == 0


def test_miser_scores_minus_100_per_trick():
    assert joker.deal_score("miser", 9, None, 3, -200)[0] == -300
    assert joker.deal_score("miser", 9, None, 0, -200)[0] == 0


def test_miser_with_all_nine_tricks_scores_900():
    assert joker.deal_score("miser", 9, None, 9, -200)[0] == 900


def test_first_deal_worked_example():
    row = sheet(options(), [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0], "trump": "clubs"}])[
        "deals"
    ][0]
    assert row == {
        "number": 1,
        "dealer": 0,
        "cards": 1,
        "kind": "normal",
        "section": 0,
        "scores": [100, -200, 50, 50],
        "totals": [100, -200, 50, 50],
        "why": row["why"],
    }
    assert list(row) == ["number", "dealer", "cards", "kind", "section", "scores", "totals", "why"]


def test_why_explains_each_score():
    def why(kind, cards, bid, tricks, shtanga=-200):
        return joker.deal_score(kind, cards, bid, tricks, shtanga)[1].render()

    assert why("normal", 9, 9, 9) == "bid 9, took all 9: 100 × 9"
    assert why("normal", 9, 0, 0) == "pass kept: 50"
    assert why("normal", 9, 3, 3) == "bid 3, took 3: 50 + 50 × 3"
    assert why("normal", 9, 3, 0) == "ştanga: bid 3 and took no trick, -200"
    assert why("normal", 6, 3, 0, "per-card") == "ştanga: bid 3 and took no trick, -100 × 6 cards"
    assert why("normal", 9, 3, 5) == "bid 3, took 5: missed, 10 × 5"
    assert why("golden", 9, None, 4) == "golden deal: 100 × 4 tricks"
    assert why("miser", 9, None, 2) == "miser: took 2, -100 × 2"
    assert why("miser", 9, None, 9) == "miser: took all nine tricks, +900"


# Section premium

KEPT_SECTION = [nine(3), nine(5), nine(1), nine(0)]  # seat 0 keeps 200, 300, 100, 50


def test_premium_adds_the_best_deal_of_a_player_who_kept_every_bid():
    rows = sheet(options(length="nines"), KEPT_SECTION)["deals"]
    assert [row["scores"][0] for row in rows] == [200, 300, 100, 50]
    assert rows[3]["adjustments"] == [300, 0, 0, 0]
    assert rows[3]["totals"][0] == 200 + 300 + 100 + 50 + 300


def test_premium_goes_to_every_player_who_kept_every_bid():
    deals = [
        {"bids": [3, 2, 0, 0], "tricks": [3, 2, 4, 0]},
        {"bids": [1, 4, 1, 0], "tricks": [1, 4, 0, 4]},
        {"bids": [2, 1, 0, 2], "tricks": [2, 1, 3, 3]},
        {"bids": [0, 0, 2, 2], "tricks": [0, 0, 5, 4]},
    ]
    rows = sheet(options(length="nines"), deals)["deals"]
    assert rows[3]["adjustments"] == [200, 250, 0, 0]


def test_no_premium_for_a_player_who_missed_one_deal_of_the_section():
    deals = [nine(3), nine(5), nine(1, 2), nine(0)]
    assert sheet(options(length="nines"), deals)["deals"][3]["adjustments"] == [0, 0, 0, 0]


def test_no_premium_when_the_option_is_off():
    rows = sheet(options(length="nines", premium=False), KEPT_SECTION)["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]


def test_premium_note_explains_the_best_deal_added_again():
    rows = sheet(options(length="nines"), KEPT_SECTION)["deals"]
    assert rows[3]["why"][0].render() == "pass kept: 50; premium: best deal 300 added again"
    assert rows[3]["why"][1].render() == "bid 0, took 3: missed, 10 × 3"


def test_erase_takes_off_the_best_deal_of_players_without_premium():
    rows = sheet(options(length="nines", erase=True), KEPT_SECTION)["deals"]
    others_best = [max(row["scores"][seat] for row in rows) for seat in (1, 2, 3)]
    assert rows[3]["adjustments"] == [300, *(-best for best in others_best)]
    assert rows[3]["why"][1].render() == (
        f"bid 0, took 3: missed, 10 × 3; erased: best deal {others_best[0]} taken off"
    )


def test_erase_takes_nothing_when_nobody_earned_the_premium():
    deals = [nine(3), nine(5), nine(1, 2), nine(0)]
    rows = sheet(options(length="nines", erase=True), deals)["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]


def test_erase_has_no_effect_without_premium():
    rows = sheet(options(length="nines", premium=False, erase=True), KEPT_SECTION)["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]


def test_erase_of_a_best_deal_not_above_zero_is_nothing():
    shtanga = (1, 1, 1)  # the others bid 1 each and never take a trick: -200 every deal
    deals = [{"bids": [b, *shtanga], "tricks": [9, 0, 0, 0]} for b in (9, 9, 9, 9)]
    rows = sheet(options(length="nines", erase=True), deals)["deals"]
    assert rows[3]["adjustments"] == [900, 0, 0, 0]


# Seats 0 and 1 keep every bid of a section of nines; seats 2 and 3 miss.
TWO_KEPT_SECTION = [
    {"bids": [3, 2, 0, 0], "tricks": [3, 2, 4, 0]},
    {"bids": [1, 4, 1, 0], "tricks": [1, 4, 0, 4]},
    {"bids": [2, 1, 0, 2], "tricks": [2, 1, 3, 3]},
    {"bids": [0, 0, 2, 2], "tricks": [0, 0, 5, 4]},
]


def test_erase_single_erases_when_exactly_one_player_earns_the_premium():
    single = sheet(options(length="nines", erase="single"), KEPT_SECTION)["deals"]
    harsh = sheet(options(length="nines", erase=True), KEPT_SECTION)["deals"]
    assert single[3]["adjustments"] == harsh[3]["adjustments"]
    assert single[3]["adjustments"][0] == 300
    assert all(extra < 0 for extra in single[3]["adjustments"][1:])


def test_erase_single_erases_nobody_when_two_players_earn_the_premium():
    rows = sheet(options(length="nines", erase="single"), TWO_KEPT_SECTION)["deals"]
    assert rows[3]["adjustments"] == [200, 250, 0, 0]
    harsh = sheet(options(length="nines", erase=True), TWO_KEPT_SECTION)["deals"]
    assert harsh[3]["adjustments"] == [200, 250, -50, -50]


def test_erase_single_takes_nothing_when_nobody_earned_the_premium():
    deals = [nine(3), nine(5), nine(1, 2), nine(0)]
    rows = sheet(options(length="nines", erase="single"), deals)["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]


def test_erase_single_has_no_effect_without_premium():
    rows = sheet(options(length="nines", premium=False, erase="single"), KEPT_SECTION)["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]


def test_adjustments_appear_on_every_sections_last_deal_only():
    opts = options()
    rows = sheet(opts, fill(opts))["deals"]
    assert [row["number"] for row in rows if "adjustments" in row] == [8, 12, 20, 24]
    assert all(row["adjustments"] == [0, 0, 0, 0] for row in rows if "adjustments" in row)
    assert list(rows[7]) == [
        "number",
        "dealer",
        "cards",
        "kind",
        "section",
        "scores",
        "totals",
        "adjustments",
        "why",
    ]


def test_zero_adjustments_while_a_sections_last_deal_is_pending():
    opts = options(length="nines")
    rows = sheet(opts, [*KEPT_SECTION[:3], {"bids": [0, 0, 0, 0]}])["deals"]
    assert rows[3]["adjustments"] == [0, 0, 0, 0]
    assert rows[3]["totals"] == rows[2]["totals"]


def test_golden_and_miser_sections_have_zero_adjustments():
    opts = options(length="full")
    everybody_scores = [{"tricks": [3, 2, 2, 2]}] * 4
    deals = fill(opts, until=24) + everybody_scores + fill(opts, until=36)[28:] + everybody_scores
    rows = sheet(opts, deals)["deals"]
    assert rows[27]["kind"] == "golden"
    assert rows[27]["adjustments"] == [0, 0, 0, 0]
    assert rows[39]["kind"] == "miser"
    assert rows[39]["adjustments"] == [0, 0, 0, 0]


@pytest.mark.parametrize("section_start", [28, 32], ids=["no-trump", "dark"])
def test_no_trump_and_dark_sections_earn_the_premium(section_start):
    opts = options(length="full")
    rows = sheet(opts, fill(opts, until=section_start) + KEPT_SECTION)["deals"]
    assert rows[section_start + 3]["adjustments"] == [300, 0, 0, 0]


# The end


def test_game_is_finished_when_every_deal_is_complete():
    opts = options(length="short")
    assert sheet(opts, fill(opts))["finished"] is True
    assert joker.next_deal(PLAYERS, opts, play(opts, fill(opts))) is None


def test_game_is_not_finished_while_its_last_deal_is_pending():
    opts = options(length="short")
    deals = [*fill(opts, until=11), {"bids": [0, 1, 1, 1]}]
    result = sheet(opts, deals)
    assert (result["finished"], result["winners"]) == (False, [])


def test_winners_stay_empty_until_the_game_is_finished():
    opts = options(length="short")
    assert sheet(opts, fill(opts, until=11))["winners"] == []


def test_highest_total_wins():
    opts = options(length="short")
    result = sheet(opts, fill(opts))
    assert result["totals"][0] == max(result["totals"])
    assert result["winners"] == [0]


def test_equal_highest_totals_share_the_win():
    opts = options(length="nines")
    same = {"bids": [0, 0, 2, 1], "tricks": [4, 4, 1, 0]}  # 40, 40, 10, -200
    result = sheet(opts, [same] * 16)
    assert result["totals"][0] == result["totals"][1] > result["totals"][2]
    assert result["winners"] == [0, 1]


def test_sheet_lists_sides_totals_finished_and_winners():
    result = sheet(options(), [])
    assert result == {
        "sides": PLAYERS,
        "deals": [],
        "totals": [0, 0, 0, 0],
        "finished": False,
        "winners": [],
    }


# Next deal


def test_next_deal_of_a_new_game_asks_for_bids():
    assert joker.next_deal(PLAYERS, options(), []) == {
        "number": 1,
        "dealer": 0,
        "first": 1,
        "cards": 1,
        "kind": "normal",
        "section": 0,
        "phase": "bids",
        "bids": None,
        "forbidden_bid": None,
    }


def test_next_deal_asks_for_the_tricks_of_a_pending_deal():
    opts = options()
    upcoming = joker.next_deal(PLAYERS, opts, play(opts, [{"bids": [1, 1, 0, 0]}]))
    assert (upcoming["number"], upcoming["phase"], upcoming["bids"]) == (1, "tricks", [1, 1, 0, 0])


def test_next_deal_of_a_golden_section_asks_for_tricks():
    opts = options(length="full")
    upcoming = joker.next_deal(PLAYERS, opts, play(opts, fill(opts, until=24)))
    assert (upcoming["number"], upcoming["kind"], upcoming["phase"]) == (25, "golden", "tricks")
    assert (upcoming["cards"], upcoming["section"], upcoming["dealer"]) == (9, 4, 0)


# Properties


@st.composite
def deal_for(draw, opts, index, pending=False):
    """Any legal deal for deal ``index``, keeping bids often enough to reach the premium."""
    slot = joker.schedule(opts)[index]
    takers = draw(st.lists(st.integers(0, 3), min_size=slot.cards, max_size=slot.cards))
    tricks = [takers.count(seat) for seat in range(4)]
    if slot.kind not in joker.KINDS_WITH_BIDS:
        return {"tricks": tricks}
    bids = [
        tricks[seat] if draw(st.booleans()) else draw(st.integers(0, slot.cards))
        for seat in range(4)
    ]
    dealer = joker.dealer_of(opts, index)
    forbidden = joker.forbidden_bid(slot.cards, bids[:dealer] + bids[dealer + 1 :])
    if bids[dealer] == forbidden:
        bids[dealer] = draw(st.sampled_from([b for b in range(slot.cards + 1) if b != forbidden]))
    return {"bids": bids} if pending else {"bids": bids, "tricks": tricks}


@st.composite
def games(draw, min_deals=0):
    opts = options(
        length=draw(st.sampled_from(tuple(joker.FORMATS))),
        shtanga=draw(st.sampled_from([-200, -100, "per-card", "nines-500"])),
        premium=draw(st.booleans()),
        erase=draw(st.sampled_from([False, True, "single"])),
        first_dealer=draw(st.integers(0, 3)),
    )
    plan = joker.schedule(opts)
    count = draw(st.integers(min_deals, len(plan)))
    deals = [draw(deal_for(opts, index)) for index in range(count)]
    if count < len(plan) and plan[count].kind in joker.KINDS_WITH_BIDS and draw(st.booleans()):
        deals.append(draw(deal_for(opts, count, pending=True)))
    return opts, play(opts, deals)


@settings(max_examples=40, deadline=None)
@given(games())
def test_sheet_has_one_row_per_deal(game):
    opts, deals = game
    rows = joker.compute_sheet(PLAYERS, opts, deals)["deals"]
    assert [row["number"] for row in rows] == list(range(1, len(deals) + 1))


@settings(max_examples=40, deadline=None)
@given(games())
def test_running_totals_are_the_sum_of_scores_and_adjustments(game):
    opts, deals = game
    result = joker.compute_sheet(PLAYERS, opts, deals)
    running = [0, 0, 0, 0]
    for row in result["deals"]:
        for seat in range(4):
            running[seat] += (row["scores"] or [0] * 4)[seat] + row.get("adjustments", [0] * 4)[
                seat
            ]
        assert row["totals"] == running
    assert result["totals"] == running


@settings(max_examples=40, deadline=None)
@given(games(min_deals=1), st.data())
def test_editing_a_deal_changes_nothing_before_it(game, data):
    opts, deals = game
    index = data.draw(st.integers(0, len(deals) - 1))
    edited = joker.clean_deal(PLAYERS, opts, deals[:index], data.draw(deal_for(opts, index)))
    before = joker.compute_sheet(PLAYERS, opts, deals)["deals"]
    after = joker.compute_sheet(PLAYERS, opts, [*deals[:index], edited, *deals[index + 1 :]])[
        "deals"
    ]
    assert after[:index] == before[:index]


@settings(max_examples=40, deadline=None)
@given(games())
def test_erase_single_is_the_harsh_table_with_one_premium_and_no_erasing_with_more(game):
    opts, deals = game
    single = joker.compute_sheet(PLAYERS, dict(opts, erase="single"), deals)["deals"]
    harsh = joker.compute_sheet(PLAYERS, dict(opts, erase=True), deals)["deals"]
    mild = joker.compute_sheet(PLAYERS, dict(opts, erase=False), deals)["deals"]
    for row, harsh_row, mild_row in zip(single, harsh, mild, strict=True):
        if "adjustments" not in row:
            continue
        premiums = sum(1 for extra in mild_row["adjustments"] if extra > 0)
        expected = harsh_row if premiums == 1 else mild_row
        assert row["adjustments"] == expected["adjustments"]


@settings(max_examples=40, deadline=None)
@given(games())
def test_a_nines_500_shtanga_is_minus_500_in_nine_card_deals_and_minus_200_elsewhere(game):
    opts, deals = game
    rows = joker.compute_sheet(PLAYERS, dict(opts, shtanga="nines-500"), deals)["deals"]
    for row, deal in zip(rows, deals, strict=True):
        if row["scores"] is None or "bids" not in deal:
            continue
        for seat in range(4):
            if deal["bids"][seat] >= 1 and deal["tricks"][seat] == 0:
                assert row["scores"][seat] == (-500 if row["cards"] == 9 else -200)
