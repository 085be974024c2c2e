"""Klaverjas against the computer (scorepad/games/klaverjas/practice.py, bots.py): the deals
from a seed, trump chosen in turn, every move judged by the referee, the computer players'
tips, the deal played through by four computer players, and a game's record replayed."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.games.klaverjas import bots, engine, practice, referee

DAY = "2025-06-01"
SEEDS = st.text(alphabet=practice.SEED_CHARACTERS, min_size=1, max_size=practice.MAX_SEED)


def _played_through(seed: str, number: int, rules: str) -> dict[str, Any]:
    """A deal the computer plays at all four seats, seat 0's moves written down."""
    state = practice.new_deal(seed, number, rules)
    moves = []
    while practice.turn(state)["phase"] != "done":
        move = practice.computer_move(state)
        if practice.turn(state)["seat"] == practice.YOU:
            moves.append(move)
        state = practice.act(state, move)
    return {"state": state, "moves": moves}


def _record(seed: str, rules: str) -> list[list[str]]:
    return [_played_through(seed, number, rules)["moves"] for number in range(1, 17)]


# The deals


@given(SEEDS, st.integers(min_value=1, max_value=16))
def test_a_seed_deals_the_whole_deck_eight_cards_each(seed: str, number: int) -> None:
    dealt = practice.deal(seed, number)
    assert [len(hand) for hand in dealt["hands"]] == [8, 8, 8, 8]
    assert sorted(card for hand in dealt["hands"] for card in hand) == sorted(referee.DECK)
    assert dealt == practice.deal(seed, number)


def test_the_same_day_deals_the_same_cards_and_other_days_others() -> None:
    assert practice.deal(DAY, 1) == practice.deal(DAY, 1)
    assert practice.deal(DAY, 1)["hands"] != practice.deal("2025-06-02", 1)["hands"]
    assert practice.deal(DAY, 1)["hands"] != practice.deal(DAY, 2)["hands"]


def test_the_deal_passes_to_the_left_each_deal() -> None:
    first = practice.deal(DAY, 1)["dealer"]
    assert [practice.deal(DAY, n)["dealer"] for n in range(1, 6)] == [
        (first + step) % 4 for step in range(5)
    ]
    assert practice.options(DAY, "amsterdam")["first_dealer"] == first


def test_the_shuffle_is_fixed_by_its_own_numbers() -> None:
    # FNV-1a and SplitMix64 as published: the phone (MicroPython) must deal exactly these.
    assert practice.seed_number("") == 0xCBF29CE484222325
    assert practice.seed_number("a") == 0xAF63DC4C8601EC8C
    assert practice.Random(0).next() == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("seed", ["", "x" * 41, "2025/06/01", "ğ", 7, None])
def test_a_bad_seed_is_refused(seed: Any) -> None:
    with pytest.raises(practice.PracticeError) as caught:
        practice.deal(seed, 1)
    assert caught.value.key == "seed"


def test_a_deal_outside_the_game_is_refused() -> None:
    for number in (0, 17, "1"):
        with pytest.raises(practice.PracticeError):
            practice.deal(DAY, number)  # type: ignore[arg-type]


# Choosing trump


def test_trump_is_named_with_the_jack_or_nine_an_ace_and_three_trumps() -> None:
    assert bots.worth_naming(["JH", "AH", "7H", "8S"], "H")
    assert bots.worth_naming(["9H", "AH", "7H", "8S"], "H")
    assert bots.worth_naming(["JH", "9H", "7H", "8S"], "H")
    assert not bots.worth_naming(["JH", "AH", "8S", "9S"], "H")  # two trumps
    assert not bots.worth_naming(["KH", "AH", "7H", "10H"], "H")  # neither jack nor nine
    assert bots.choose_trump(["7H", "8H", "7S", "8S", "9D", "7C", "8C", "9C"], False) is None
    assert bots.choose_trump(["7H", "8H", "7S", "8S", "9D", "7C", "8C", "9C"], True) in "HSDC"


@pytest.mark.parametrize("number", range(1, 17))
def test_trump_goes_round_from_the_dealers_left_and_the_first_must_choose(number: int) -> None:
    state = practice.new_deal(DAY, number, "amsterdam")
    first = (state["dealer"] + 1) % 4
    order = [(first + step) % 4 for step in range(4)]
    naming = [seat for seat in order if bots.choose_trump(state["hands"][seat], False)]
    while practice.turn(state)["phase"] == "bid":
        state = practice.act(state, practice.computer_move(state))
    assert state["chooser"] == (naming[0] if naming else first)
    if not naming:
        assert state["bids"] == ["pass"] * 4 + [state["trump"]]
    assert practice.turn(state) == {"phase": "play", "seat": first}


def test_everyone_passed_means_the_first_may_not_pass() -> None:
    state = practice.new_deal(DAY, 1, "amsterdam")
    for _ in range(4):
        state = practice.act(state, "pass")
    assert practice.turn(state)["must"]
    with pytest.raises(practice.PracticeError) as caught:
        practice.act(state, "pass")
    assert caught.value.key == "must"
    with pytest.raises(practice.PracticeError):
        practice.act(state, "trumps")


# Playing


def _until_your_card(rules: str) -> dict[str, Any]:
    for number in range(1, 17):
        state = practice.advance(practice.new_deal(DAY, number, rules), pause=False)
        if practice.turn(state)["phase"] == "bid":
            state = practice.advance(practice.act(state, "H"), pause=False)
        judged = practice.ruling(state, practice.YOU)
        if not all(judged.allowed):
            return state
    raise AssertionError("no deal of the day leaves a card you may not play")


@pytest.mark.parametrize("rules", referee.RULES)
def test_a_card_the_referee_refuses_is_refused_with_its_rule(rules: str) -> None:
    state = _until_your_card(rules)
    hand = practice.held(state, practice.YOU)
    judged = practice.ruling(state, practice.YOU)
    wrong = hand[judged.allowed.index(False)]
    answer = practice.step(state, wrong)
    assert answer["error"] == "illegal"
    assert answer["params"]["rule"] == judged.refusals[hand.index(wrong)]
    assert referee.label(wrong) in answer["reason"]
    assert practice.step(state, "AX")["error"] == "card"
    right = judged.playable(hand)[0]
    assert practice.step(state, right)["state"]["tricks"][-1]["cards"][-1] == right


def test_a_move_out_of_turn_is_refused() -> None:
    state = practice.new_deal(DAY, 1, "amsterdam")
    if practice.turn(state)["seat"] == practice.YOU:
        state = practice.act(state, "pass")
    assert practice.step(state, "pass")["error"] == "turn"


def _independent_score(played: dict[str, Any]) -> list[int]:
    """The deal's score worked out from its tricks with the referee alone."""
    trump = played["trump"]
    points = [0, 0]
    roem = [0, 0]
    tricks = [0, 0]
    for index, trick in enumerate(played["tricks"]):
        summary = referee.summarise(trick["cards"], trump)
        team = (trick["leader"] + summary.winner) % 2
        points[team] += summary.points + (10 if index == 7 else 0)
        roem[team] += summary.roem
        tricks[team] += 1
    assert points == played["points"]
    assert roem == played["roem"]
    playing = played["chooser"] % 2
    pit = [100 if tricks[team] == 8 else 0 for team in (0, 1)]
    totals = [points[team] + roem[team] + pit[team] for team in (0, 1)]
    if totals[playing] > totals[1 - playing]:
        return totals
    scores = [0, 0]
    scores[1 - playing] = 162 + sum(roem) + pit[1 - playing]
    return scores


@settings(max_examples=60, deadline=None)
@given(SEEDS, st.integers(min_value=1, max_value=16), st.sampled_from(referee.RULES))
def test_four_computer_players_play_only_legal_cards_and_score_right(
    seed: str, number: int, rules: str
) -> None:
    played = practice.autoplay(seed, number, rules)
    hands = [list(hand) for hand in played["hands"]]
    assert practice.deal(seed, number)["hands"] == played["hands"]
    leader = (played["dealer"] + 1) % 4
    assert len(played["tricks"]) == 8
    for trick in played["tricks"]:
        assert trick["leader"] == leader
        cards = trick["cards"]
        for place, card in enumerate(cards):
            seat = (leader + place) % 4
            ruling = referee.allowed(rules, played["trump"], cards[:place], hands[seat])
            assert card in ruling.playable(hands[seat])
            hands[seat].remove(card)
        leader = (leader + referee.winner(cards, played["trump"])) % 4
    assert sum(played["points"]) == 162
    assert played["scores"] == _independent_score(played)


# The tips the computer plays by


def test_the_team_that_chose_pulls_trumps() -> None:
    hand = ["JH", "7H", "AS", "KS", "7C", "8C", "9D", "10D"]
    assert bots.play("amsterdam", "H", 2, 0, hand, []) == "JH"
    # Not the team that chose: an ace rather than a trump.
    assert bots.play("amsterdam", "H", 1, 0, hand, []) == "AS"


def test_points_go_to_a_trick_the_partner_surely_takes() -> None:
    trick = [{"leader": 1, "cards": ["7S", "AS", "8S"]}]
    assert bots.play("amsterdam", "H", 1, 0, ["10S", "KS", "JD"], trick) == "10S"


def test_roem_goes_to_a_trick_the_partner_surely_takes() -> None:
    trick = [{"leader": 1, "cards": ["7S", "AS", "8S"]}]
    assert bots.play("amsterdam", "H", 1, 0, ["10S", "KS", "9S"], trick) == "9S"


def test_no_run_is_completed_for_the_opponents() -> None:
    # 10♠ 7♦ Q♠: J♠ (2 points) would make a run of three for West; K♠ (4) gives less.
    trick = [{"leader": 1, "cards": ["10S", "7D", "QS"]}]
    assert bots.play("amsterdam", "H", 1, 0, ["JS", "KS"], trick) == "KS"


def test_the_least_is_given_to_a_trick_the_opponents_take() -> None:
    trick = [{"leader": 1, "cards": ["AS", "7D", "9S"]}]
    assert bots.play("amsterdam", "H", 1, 0, ["10S", "8S", "KS"], trick) == "8S"


def test_the_tip_shown_fits_your_turn() -> None:
    state = practice.new_deal(DAY, 1, "amsterdam")
    state["dealer"] = 3
    state["hands"][0] = ["JH", "9H", "AH", "7S", "8S", "9S", "7C", "8C"]
    assert practice.view(state)["tip"] == "trump"
    state = practice.act(state, "H")
    assert practice.view(state)["tip"] == "trumps"


def _at_your_turn(trick: list[str], hand: list[str], chooser: int = 1) -> str | None:
    """The tip for seat 0, last to play to a trick West (seat 1) led, hearts trump."""
    state = {"rules": "amsterdam", "trump": "H", "chooser": chooser}
    state["tricks"] = [{"leader": 1, "cards": trick}]
    legal = referee.allowed("amsterdam", "H", trick, hand).playable(hand)
    return practice.tip(state, hand, legal)


def test_the_tip_for_a_trick_your_partner_surely_takes_is_to_feed_it() -> None:
    assert _at_your_turn(["7S", "AS", "8S"], ["10S", "KS", "JD"]) == "partner"


def test_the_tip_for_a_run_the_opponents_would_take_is_to_keep_it_back() -> None:
    # 10♠ 7♦ Q♠ goes to West: J♠ would complete 10-J-Q for them.
    assert _at_your_turn(["10S", "7D", "QS"], ["JS", "KS"]) == "runs"


def test_a_run_your_card_wins_for_your_side_calls_for_no_warning() -> None:
    # 9♠ 7♦ J♠ is East's, but 10♠ completes 9-10-J and takes the trick: the roem is yours.
    assert _at_your_turn(["9S", "7D", "JS"], ["10S", "8S"]) is None


def test_no_tip_when_the_rules_leave_one_card_to_play() -> None:
    assert _at_your_turn(["7S", "AS", "8S"], ["10S", "JD"]) is None
    assert _at_your_turn(["10S", "7D", "QS"], ["JS", "KD"]) is None


def test_the_view_lists_each_trick_played_with_its_leader_order_and_winner() -> None:
    state = practice.new_deal(DAY, 2, "rotterdam")
    while practice.turn(state)["phase"] != "done":
        state = practice.act(state, practice.computer_move(state))
        played = practice.view(state)["played"]
        full = [trick for trick in state["tricks"] if len(trick["cards"]) == 4]
        assert [(entry["leader"], entry["cards"]) for entry in played] == [
            (trick["leader"], trick["cards"]) for trick in full
        ]
    played = practice.view(state)["played"]
    assert len(played) == 8
    for before, after in itertools.pairwise(played):
        assert after["leader"] == before["winner"]  # the winner of a trick leads the next
    assert played[0]["leader"] == (state["dealer"] + 1) % 4


# A deal played by four computer players, and a game's record replayed


def test_autoplay_is_the_day_deal_played_through() -> None:
    played = practice.autoplay(DAY, 1, "rotterdam")
    assert played["hands"] == practice.deal(DAY, 1)["hands"]
    assert played["trump"] in referee.SUITS
    assert set(played) == {
        "dealer",
        "hands",
        "trump",
        "chooser",
        "tricks",
        "points",
        "roem",
        "scores",
    }


def test_a_record_replays_to_the_game_played() -> None:
    record = _record(DAY, "amsterdam")
    replayed = practice.replay(DAY, "amsterdam", record)
    sheet = replayed["sheet"]
    assert len(sheet["deals"]) == 16
    scores = [
        practice.deal_score(_played_through(DAY, number, "amsterdam")["state"])["scores"]
        for number in range(1, 17)
    ]
    assert sheet["totals"] == [sum(row[0] for row in scores), sum(row[1] for row in scores)]
    assert (
        sheet["totals"]
        == engine.compute_sheet(
            practice.NAMES,
            practice.options(DAY, "amsterdam"),
            [
                engine.clean_deal(practice.NAMES, practice.options(DAY, "amsterdam"), [], deal)
                for deal in replayed["deals"]
            ],
        )["totals"]
    )


def _refusal(record: Any, rules: str = "amsterdam") -> practice.PracticeError:
    with pytest.raises(practice.PracticeError) as caught:
        practice.replay(DAY, rules, record)
    return caught.value


def test_a_forged_record_is_refused_naming_the_deal_and_move() -> None:
    record = _record(DAY, "amsterdam")
    state = practice.new_deal(DAY, 3, "amsterdam")
    moves = record[2]
    forged = None
    for place, move in enumerate(moves):
        state = practice.advance(state, pause=False)
        if practice.turn(state)["phase"] == "play":
            judged = practice.ruling(state, practice.YOU)
            hand = practice.held(state, practice.YOU)
            if not all(judged.allowed):
                forged = (place, hand[judged.allowed.index(False)])
                break
        state = practice.act(state, move)
    assert forged, "deal 3 of the day always lets you follow suit"
    record[2] = [*moves[: forged[0]], forged[1]]
    error = _refusal(record)
    assert error.key == "move"
    assert error.params["deal"] == 3
    assert error.params["move"] == forged[0] + 1
    assert "Deal 3, move" in error.reason()
    assert "The rules do not let you play" in error.reason()


def test_a_record_that_stops_early_or_runs_on_is_refused() -> None:
    record = _record(DAY, "rotterdam")
    short = [list(moves) for moves in record]
    short[5] = short[5][:-1]
    assert _refusal(short, "rotterdam").key == "short"
    long = [list(moves) for moves in record]
    long[0] = long[0] + ["AS"]
    assert _refusal(long, "rotterdam").key == "long"


@pytest.mark.parametrize("record", [None, [], [[]] * 15, [["H"]] * 17, [[1]] * 16, "moves"])
def test_a_record_of_the_wrong_shape_is_refused(record: Any) -> None:
    assert _refusal(record).key in {"record", "short", "move"}


@pytest.mark.parametrize("rules", referee.RULES)
def test_the_computer_team_beats_random_legal_play(rules: str) -> None:
    """What ``make bench`` measures over 1,000 deals (bench/practice.py), over 100."""
    import random

    from bench.practice import play_deal

    rng = random.Random(7)
    points = [0, 0]
    chose = nat = 0
    for index in range(100):
        state = play_deal(f"t{index}", index % 16 + 1, rules, rng, [])
        scored = practice.deal_score(state)
        points[0] += scored["scores"][0]
        points[1] += scored["scores"][1]
        if state["chooser"] % 2 == 0:
            chose += 1
            nat += scored["result"] == "nat"
    assert points[0] > 2 * points[1]
    assert nat / chose < 0.25
