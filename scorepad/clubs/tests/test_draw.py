"""The draw keeps what a club expects of it (spec/club-night.md, "The draw"), on nights of 4 to
64 players and 1 to 12 rounds with players coming late and leaving early: everyone there is
seated but ``players mod 4``, sitting out goes round, partners do not repeat while a draw avoids
it (checked against every possible draw on small nights), the same seed gives the same draw;
and a redraw and a swap keep the same promises."""

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.clubs import draw
from scorepad.games.core import RuleError

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def nights(draw_value, teams=None):
    """Players (at least four of them there all night), each with the rounds they are there
    for, the number of rounds, whether the game is played in teams, and a seed."""
    count = draw_value(st.integers(4, 64))
    rounds = draw_value(st.integers(1, 12))
    whole = draw_value(st.integers(4, count))
    presence = []
    for number in range(count):
        if number < whole:
            first, last = 1, rounds
        else:
            first = draw_value(st.integers(1, rounds))
            last = draw_value(st.integers(first, rounds))
        presence.append((f"Player {number + 1}", first, last))
    if teams is None:
        teams = draw_value(st.booleans())
    return presence, rounds, teams, draw_value(st.integers(0, 2**64))


def there(presence, number):
    return [name for name, first, last in presence if first <= number <= last]


def seated_in(round_):
    return [name for table in round_["tables"] for name in table]


def partners_in(round_):
    return [
        draw.pair(*partners) for table in round_["tables"] for partners in draw.partners_at(table)
    ]


def cost(pairs, together):
    return sum(together.get(draw.pair(*partners), 0) ** 2 for partners in pairs)


def pairings(players):
    """Every way of pairing the players off."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for index, partner in enumerate(rest):
        for more in pairings(rest[:index] + rest[index + 1 :]):
            yield [(first, partner), *more]


def fewest_repeats_possible(before, present):
    """The fewest repeats (squared) of any draw of the round that keeps the rotation: every
    choice of who sits out among the fewest who have sat out, every pairing of the others."""
    together = draw.partner_counts(before)
    sat_out = {name: sum(name in round_["sit_out"] for round_ in before) for name in present}
    out = len(present) % 4
    best = None
    for sitters in itertools.combinations(present, out):
        others = [name for name in present if name not in sitters]
        if sitters and max(sat_out[name] for name in sitters) > min(
            sat_out[name] for name in others
        ):
            continue
        for pairs in pairings(others):
            best = min(cost(pairs, together), best if best is not None else cost(pairs, together))
    return best


def check_promises(presence, rounds, teams):
    whole_night = [name for name, first, last in presence if first == 1 and last == len(rounds)]
    for index, round_ in enumerate(rounds):
        number = index + 1
        present = there(presence, number)
        before = rounds[:index]
        # Everyone there is at a table or sitting out, once; nobody else; tables of four.
        assert sorted(seated_in(round_) + round_["sit_out"]) == sorted(present)
        assert all(len(table) == 4 for table in round_["tables"])
        assert len(round_["sit_out"]) == len(present) % 4
        # Sitting out goes round: nobody sits out a second time while a player there all night
        # has not sat out yet, and never before someone there who has sat out fewer times.
        sat_out = {name: sum(name in past["sit_out"] for past in before) for name in present}
        for name in round_["sit_out"]:
            if sat_out[name]:
                assert all(sat_out[other] or other in round_["sit_out"] for other in whole_night), (
                    number,
                    name,
                )
            for other in set(present) - set(round_["sit_out"]):
                assert sat_out[other] >= sat_out[name], (number, name, other)
        if not teams:
            continue
        earlier = {pair for past in before for pair in partners_in(past)}
        repeated = [pair for pair in partners_in(round_) if pair in earlier]
        # With eight or more at the tables, partners never repeat in the first three rounds.
        if number <= 3 and len(seated_in(round_)) >= 8:
            assert repeated == [], number
        # On a small night, the draw repeats no more partners than the best possible draw.
        if len(present) <= 10:
            achieved = cost(partners_in(round_), draw.partner_counts(before))
            assert achieved == fewest_repeats_possible(before, present), number


@PROPERTIES
@given(nights())
def test_every_draw_keeps_the_clubs_promises(night):
    presence, rounds, teams, seed = night
    drawn = draw.draw_night(presence, rounds, teams, random.Random(seed))
    assert len(drawn) == rounds
    check_promises(presence, drawn, teams)


@PROPERTIES
@given(nights(teams=True))
def test_the_same_seed_gives_the_same_draw(night):
    presence, rounds, teams, seed = night
    first = draw.draw_night(presence, rounds, teams, random.Random(seed))
    assert draw.draw_night(presence, rounds, teams, random.Random(seed)) == first


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 10), st.integers(4, 12), st.integers(0, 2**32))
def test_small_team_nights_of_many_rounds_repeat_partners_as_little_as_any_draw(
    count, rounds, seed
):
    presence = [(f"P{number}", 1, rounds) for number in range(count)]
    drawn = draw.draw_night(presence, rounds, True, random.Random(seed))
    check_promises(presence, drawn, True)


def test_eight_players_meet_seven_partners_in_seven_rounds():
    presence = [(f"P{number}", 1, 7) for number in range(8)]
    drawn = draw.draw_night(presence, 7, True, random.Random(3))
    pairs = [pair for round_ in drawn for pair in partners_in(round_)]
    assert len(pairs) == len(set(pairs)) == 28  # everyone once with everyone


def test_partners_sit_opposite_each_other():
    presence = [(f"P{number}", 1, 2) for number in range(8)]
    drawn = draw.draw_night(presence, 2, True, random.Random(5))
    first = {draw.pair(table[0], table[2]) for table in drawn[0]["tables"]}
    first |= {draw.pair(table[1], table[3]) for table in drawn[0]["tables"]}
    second = set(partners_in(drawn[1]))
    assert len(first) == len(second) == 4 and not first & second


def test_a_round_of_fewer_than_four_is_refused():
    with pytest.raises(RuleError) as refused:
        draw.draw_night(
            [("A", 1, 2), ("B", 1, 2), ("C", 1, 2), ("D", 1, 1)], 2, True, random.Random()
        )
    assert refused.value.reason() == "round 2: only 3 players are there, and a table seats four"


@pytest.mark.parametrize(
    ("presence", "rounds", "words"),
    [
        ([("A", 1, 1)] * 4, 1, "two players are called A: give each a different name"),
        ([("A", 1, 1)], 0, "rounds must be between 1 and 12"),
        ([(f"P{n}", 1, 1) for n in range(401)], 1, "a night has at most 400 players, not 401"),
        ([("A", 0, 1)], 1, "A cannot be there from round 0 to 1: the night has rounds 1 to 1"),
        (
            [("A\t", 1, 1)],
            1,
            (
                "a player's name may not hold control or invisible characters (U+0009): type "
                "it again"
            ),
        ),
    ],
)
def test_a_night_that_cannot_be_drawn_is_refused(presence, rounds, words):
    with pytest.raises(RuleError) as refused:
        draw.draw_night(presence, rounds, True, random.Random())
    assert refused.value.reason() == words


# A redraw and a swap


def nine(rounds):
    """Nine players there all night."""
    names = ("Ans", "Bert", "Cor", "Dirk", "Els", "Fleur", "Gijs", "Henk", "Ina")
    return [(name, 1, rounds) for name in names]


def test_a_redraw_draws_the_last_round_again_keeping_the_promises():
    drawn = draw.draw_night(nine(3), 3, True, random.Random(8))
    others = set()
    for seed in range(20):
        again = draw.redraw(drawn, True, random.Random(seed))
        check_promises(nine(3), [*drawn[:2], again], True)
        others.add(repr(again))
    assert len(others) > 10  # a redraw is a new draw


def test_a_redraw_takes_in_a_player_who_came_late():
    drawn = draw.draw_night(nine(2), 2, True, random.Random(1))
    again = draw.redraw(
        drawn, True, random.Random(2), present=[*seated_in(drawn[1]), *drawn[1]["sit_out"], "Joop"]
    )
    assert len(again["tables"]) == 2 and len(again["sit_out"]) == 2
    assert "Joop" in seated_in(again) + again["sit_out"]
    assert not set(drawn[0]["sit_out"]) & set(again["sit_out"])


def night_file_round(round_, dealt=()):
    """A drawn round as a night file writes it, the tables ``dealt`` with a deal entered."""
    return {
        "tables": [
            {"players": table, "deals": [{"playing": 0}] if index in dealt else []}
            for index, table in enumerate(round_["tables"])
        ],
        "sit_out": round_["sit_out"],
    }


def test_a_round_a_table_has_entered_a_deal_in_is_not_redrawn():
    drawn = draw.draw_night(nine(2), 2, True, random.Random(1))
    unplayed = [night_file_round(drawn[0], dealt=(0,)), night_file_round(drawn[1])]
    assert draw.redraw(unplayed, True, random.Random(3))["sit_out"] != drawn[0]["sit_out"]
    played = [night_file_round(drawn[0], dealt=(0,)), night_file_round(drawn[1], dealt=(1,))]
    with pytest.raises(RuleError) as refused:
        draw.redraw(played, True, random.Random(3))
    assert refused.value.reason() == (
        "round 2: a table has entered a deal, so the round is no longer redrawn"
    )
    with pytest.raises(RuleError) as refused:
        draw.redraw([], True, random.Random(3))
    assert refused.value.reason() == "no round has been drawn yet"


# Round 1: Ans & Cor, Bert & Dirk, Els & Gijs, Fleur & Henk; round 2: Ans & Els, Bert & Fleur,
# Cor & Gijs, Dirk & Henk, with Ina sitting out.
ROUNDS = [
    {"tables": [["Ans", "Bert", "Cor", "Dirk"], ["Els", "Fleur", "Gijs", "Henk"]], "sit_out": []},
    {
        "tables": [["Ans", "Bert", "Els", "Fleur"], ["Cor", "Dirk", "Gijs", "Henk"]],
        "sit_out": ["Ina"],
    },
]


def test_a_swap_between_tables_reseats_them_rather_than_repeat_a_partner():
    swapped = draw.swap(ROUNDS, 2, "Els", "Cor", teams=True)
    # Cor would partner Ans again and Els Gijs: each table is reseated, its other two keeping
    # their seats, and nobody partners anyone of round 1.
    assert swapped == {
        "tables": [["Ans", "Bert", "Fleur", "Cor"], ["Els", "Dirk", "Henk", "Gijs"]],
        "sit_out": ["Ina"],
    }
    assert not set(partners_in(swapped)) & set(partners_in(ROUNDS[0]))
    assert ROUNDS[1]["tables"][0] == ["Ans", "Bert", "Els", "Fleur"]  # the round given is kept


def test_a_swap_that_repeats_no_partner_changes_nothing_else():
    swapped = draw.swap(ROUNDS, 2, "Fleur", "Henk", teams=True)
    assert swapped["tables"] == [["Ans", "Bert", "Els", "Henk"], ["Cor", "Dirk", "Gijs", "Fleur"]]


def test_a_swap_at_one_table_changes_the_seats_asked_for_alone():
    swapped = draw.swap(ROUNDS, 2, "Ans", "Bert", teams=True)
    assert swapped["tables"][0] == ["Bert", "Ans", "Els", "Fleur"]
    assert swapped["tables"][1] == ROUNDS[1]["tables"][1]


def test_a_swap_with_a_sitter_seats_one_and_sits_the_other_out():
    swapped = draw.swap(ROUNDS, 2, "Ina", "Henk", teams=True)
    assert swapped == {
        "tables": [["Ans", "Bert", "Els", "Fleur"], ["Cor", "Dirk", "Gijs", "Ina"]],
        "sit_out": ["Henk"],
    }


def test_a_swap_in_a_game_without_partners_reseats_nobody():
    swapped = draw.swap(ROUNDS, 2, "Els", "Cor", teams=False)
    assert swapped["tables"] == [["Ans", "Bert", "Cor", "Fleur"], ["Els", "Dirk", "Gijs", "Henk"]]


def test_a_swap_keeps_the_seats_of_a_table_that_has_entered_a_deal():
    rounds = [ROUNDS[0], night_file_round(ROUNDS[1], dealt=(1,))]
    swapped = draw.swap(rounds, 2, "Els", "Cor", teams=True)
    assert swapped["tables"] == [["Ans", "Bert", "Fleur", "Cor"], ["Els", "Dirk", "Gijs", "Henk"]]


@pytest.mark.parametrize(
    ("number", "first", "second", "words"),
    [
        (2, "Ans", "Ans", "round 2: Ans cannot swap places with themselves"),
        (1, "Ans", "Ina", "round 1: Ina is not in this round"),
        (3, "Ans", "Bert", "there is no round 3"),
        (0, "Ans", "Bert", "there is no round 0"),
    ],
)
def test_a_swap_that_cannot_be_made_is_refused(number, first, second, words):
    with pytest.raises(RuleError) as refused:
        draw.swap(ROUNDS, number, first, second, teams=True)
    assert refused.value.reason() == words
