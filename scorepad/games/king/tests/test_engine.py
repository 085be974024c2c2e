"""King (Rıfkı): options, the declarer, the limits, every check of a deal in its order, the
scores, King, the sheet and what the table needs next."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.games.core import TRUMPS, RuleError
from scorepad.games.king import engine as king

PLAYERS = ["Ayşe", "Burak", "Cem", "Deniz"]
AYSE, BURAK, CEM, DENIZ = range(4)

# The spec's worked example: five deals, default options.
WORKED = [
    {"declarer": AYSE, "contract": "kupa", "taken": [0, 5, 2, 6]},
    {"declarer": BURAK, "contract": "koz", "trump": "spades", "taken": [3, 6, 1, 3]},
    {"declarer": CEM, "contract": "kupa", "taken": [4, 0, 1, 8]},
    {"declarer": DENIZ, "contract": "rifki", "taken": [0, 1, 0, 0]},
    {"declarer": AYSE, "contract": "koz", "trump": "hearts", "taken": [5, 2, 2, 4]},
]


def options(**given):
    return king.clean_options(given)


def play(opts, deals):
    """The deals as the table would enter them, each one checked against those before it."""
    clean = []
    for deal in deals:
        clean.append(king.clean_deal(PLAYERS, opts, clean, deal))
    return clean


def sheet(opts, deals):
    return king.compute_sheet(PLAYERS, opts, play(opts, deals))


def refusal(opts, deals, deal):
    with pytest.raises(RuleError) as caught:
        king.clean_deal(PLAYERS, opts, play(opts, deals), deal)
    return caught.value


def all_to(seat, contract):
    """``taken`` when ``seat`` took every unit of the contract."""
    return [king.UNITS[contract] if other == seat else 0 for other in range(4)]


def game(*contracts, **given):
    """The options and the clean deals of a game whose deals are ``contracts`` in turn, the
    seat after the declarer taking every unit; a dict stands for a whole deal."""
    opts = options(**given)
    deals = []
    for contract in contracts:
        declarer = king.declarer_of(opts, len(deals))
        raw = contract
        if isinstance(contract, str):
            raw = {
                "declarer": declarer,
                "contract": contract,
                "taken": all_to((declarer + 1) % 4, contract),
            }
        deals.append(king.clean_deal(PLAYERS, opts, deals, raw))
    return opts, deals


def play_out(opts, deals=(), taken=None):
    """``deals`` and then, until the game ends, each declarer's first open contract, the units
    shared out by ``taken(contract, number)`` (default: the seat after the declarer takes all)."""
    deals = list(deals)
    while not king.is_finished(opts, deals):
        upcoming = king.next_deal(PLAYERS, opts, deals)
        contract = upcoming["contracts"][0]
        number = upcoming["number"]
        split = (
            taken(contract, number) if taken else all_to((upcoming["declarer"] + 1) % 4, contract)
        )
        raw = {"declarer": upcoming["declarer"], "contract": contract, "taken": split}
        deals.append(king.clean_deal(PLAYERS, opts, deals, raw))
    return deals


def message(opts, deals, raw):
    return str(refusal(opts, deals, raw))


def render(notes):
    return [note.render() for note in notes]


# Options


def test_module_shape():
    assert king.NAME == "king"
    assert list(king.PLAYERS) == [4]
    assert list(king.OPTIONS) == [
        "length",
        "first_declarer",
        "points",
        "no_trump",
        "negatives_first",
        "split_queens_void",
        "king",
        "zero_is_out",
    ]


def test_options_default_to_the_spec():
    assert king.clean_options({}) == {
        "length": "standard",
        "first_declarer": 0,
        "points": {},
        "no_trump": False,
        "negatives_first": False,
        "split_queens_void": True,
        "king": None,
        "zero_is_out": False,
    }
    assert king.clean_options(None) == king.OPTIONS


def test_every_field_has_a_label():
    assert set(king.FIELD_LABELS) == {"declarer", "contract", "taken"} | set(king.OPTIONS)


def test_points_option_keeps_the_contracts_it_names():
    assert options(points={"koz": 60, "kupa": -40})["points"] == {"kupa": -40, "koz": 60}


@pytest.mark.parametrize("value", [None, 10, 11, 12, 13])
def test_king_option_is_off_or_10_to_13(value):
    assert options(king=value)["king"] == value


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("length", "long"),
        ("length", 20),
        ("first_declarer", 4),
        ("first_declarer", -1),
        ("first_declarer", True),
        ("first_declarer", 1.0),
        ("points", [-50]),
        ("points", None),
        ("no_trump", 1),
        ("no_trump", "yes"),
        ("negatives_first", None),
        ("split_queens_void", 0),
        ("king", 9),
        ("king", 14),
        ("king", True),
        ("king", "10"),
        ("king", 10.0),
        ("zero_is_out", "no"),
    ],
)
def test_bad_option_values_are_refused_with_their_field(key, value):
    with pytest.raises(RuleError) as caught:
        options(**{key: value})
    assert caught.value.field == f"options.{key}"


@pytest.mark.parametrize(
    ("points", "words"),
    [
        ({"hearts": -30}, "'hearts' is not a contract"),
        ({"kupa": 0}, "Kupa almaz is a negative"),
        ({"kupa": 30}, "Kupa almaz is a negative"),
        ({"kupa": -30.0}, "Kupa almaz is a negative"),
        ({"rifki": True}, "Rıfkı is a negative"),
        ({"el": -10_001}, "down to -10000"),
        ({"koz": -50}, "Koz scores a positive whole number"),
        ({"koz": 0}, "Koz scores a positive whole number"),
        ({"koz": False}, "Koz scores a positive whole number"),
        ({"koz": 10_001}, "up to 10000"),
    ],
)
def test_points_must_be_a_contract_and_a_whole_number_of_the_right_sign(points, words):
    with pytest.raises(RuleError) as caught:
        options(points=points)
    assert caught.value.field == "options.points"
    assert words in str(caught.value)


def test_unknown_option_is_refused():
    with pytest.raises(RuleError) as caught:
        options(rounds=20)
    assert caught.value.field == "options.rounds"


# The table


def test_declarer_passes_to_the_next_seat_from_the_first_declarer():
    opts = options(first_declarer=2)
    assert [king.declarer_of(opts, index) for index in range(6)] == [2, 3, 0, 1, 2, 3]


def test_dealer_is_the_seat_before_the_declarer():
    opts, deals = game("el", "el", "kupa", "kupa", first_declarer=1)
    rows = king.compute_sheet(PLAYERS, opts, deals)["deals"]
    assert [(row["declarer"], row["dealer"]) for row in rows] == [(1, 0), (2, 1), (3, 2), (0, 3)]


def test_the_declarer_leads():
    upcoming = king.next_deal(PLAYERS, options(first_declarer=3), [])
    assert (upcoming["declarer"], upcoming["first"], upcoming["dealer"]) == (3, 3, 2)


@pytest.mark.parametrize(("length", "deals"), [("standard", 20), ("short", 12)])
def test_a_game_lasts_its_length(length, deals):
    opts = options(length=length)
    assert len(play_out(opts)) == deals


# The worked example


def test_worked_example_scores_and_totals():
    rows = sheet(options(), WORKED)["deals"]
    assert [row["scores"] for row in rows] == [
        [0, -150, -60, -180],
        [150, 300, 50, 150],
        [-120, 0, -30, -240],
        [0, -320, 0, 0],
        [250, 100, 100, 200],
    ]
    assert [row["totals"] for row in rows] == [
        [0, -150, -60, -180],
        [150, 150, -10, -30],
        [30, 150, -40, -270],
        [30, -170, -40, -270],
        [280, -70, 60, -70],
    ]


def test_worked_example_rows_record_declarer_dealer_contract_and_trump():
    rows = sheet(options(), WORKED)["deals"]
    assert [row["declarer"] for row in rows] == [0, 1, 2, 3, 0]
    assert [row["dealer"] for row in rows] == [3, 0, 1, 2, 3]
    assert [row["contract"] for row in rows] == ["kupa", "koz", "kupa", "rifki", "koz"]
    assert [row.get("trump") for row in rows] == [None, "spades", None, None, "hearts"]
    assert "trump" not in rows[0]


def test_worked_example_deal_6_is_burak_with_3_negatives_and_1_koz_left():
    result = sheet(options(), WORKED)
    assert result["next"] == {
        "declarer": BURAK,
        "negatives_left": 3,
        "koz_left": 1,
        "contracts": ["el", "erkek", "kiz", "son_iki", "rifki", "koz"],
    }
    upcoming = king.next_deal(PLAYERS, options(), play(options(), WORKED))
    assert (upcoming["number"], upcoming["declarer"], upcoming["dealer"]) == (6, BURAK, AYSE)
    assert {contract: note.render() for contract, note in upcoming["closed"].items()} == {
        "kupa": "Kupa almaz has been played twice (deals 1 and 3)"
    }


def test_worked_example_refuses_kupa_in_deal_6():
    error = refusal(
        options(), WORKED, {"declarer": BURAK, "contract": "kupa", "taken": [13, 0, 0, 0]}
    )
    assert str(error) == "deal 6: Kupa almaz has been played twice (deals 1 and 3)"
    assert (error.deal, error.field) == (6, "contract")


def test_why_explains_each_score():
    rows = sheet(options(), WORKED)["deals"]
    assert render(rows[0]["why"]) == [
        "0 hearts × -30",
        "5 hearts × -30",
        "2 hearts × -30",
        "6 hearts × -30",
    ]
    assert render(rows[1]["why"])[2] == "1 trick × 50"
    assert render(rows[3]["why"]) == [
        "no king of hearts",
        "the king of hearts × -320",
        "no king of hearts",
        "no king of hearts",
    ]


@pytest.mark.parametrize(
    ("contract", "taken", "note"),
    [
        ("el", [1, 4, 4, 4], "1 trick × -50"),
        ("erkek", [5, 1, 1, 1], "5 kings and jacks × -60"),
        ("erkek", [1, 5, 1, 1], "1 king or jack × -60"),
        ("kiz", [2, 1, 1, 0], "2 queens × -100"),
        ("kiz", [1, 2, 1, 0], "1 queen × -100"),
        ("son_iki", [2, 0, 0, 0], "2 last-two tricks × -180"),
        ("son_iki", [1, 1, 0, 0], "1 last-two trick × -180"),
    ],
)
def test_why_names_the_unit_of_the_contract(contract, taken, note):
    _, deals = game({"declarer": 0, "contract": contract, "taken": taken})
    assert king.compute_sheet(PLAYERS, options(), deals)["deals"][0]["why"][0].render() == note


# 1. The game is not over


def test_deal_after_the_last_deal_is_refused():
    opts = options()
    error = refusal(
        opts, play_out(opts), {"declarer": 0, "contract": "koz", "taken": [13, 0, 0, 0]}
    )
    assert str(error) == "deal 21: the game is over after 20 deals"
    assert error.field == "deal"


def test_deal_after_the_last_deal_of_a_short_game_is_refused():
    opts = options(length="short")
    assert message(opts, play_out(opts), {}) == "deal 13: the game is over after 12 deals"


def king_in_deal_7(**given):
    """Deniz takes 10 tricks of Cem's koz in deal 7, having taken the negatives before."""
    return game(
        {"declarer": AYSE, "contract": "el", "taken": [0, 0, 0, 13]},
        {"declarer": BURAK, "contract": "kupa", "taken": [0, 0, 0, 13]},
        {"declarer": CEM, "contract": "erkek", "taken": [0, 0, 0, 8]},
        {"declarer": DENIZ, "contract": "koz", "taken": [4, 3, 3, 3]},
        {"declarer": AYSE, "contract": "kiz", "taken": [0, 0, 0, 4]},
        {"declarer": BURAK, "contract": "koz", "taken": [3, 4, 3, 3]},
        {"declarer": CEM, "contract": "koz", "taken": [1, 1, 1, 10]},
        **given,
    )


def test_deal_after_king_is_refused():
    opts, deals = king_in_deal_7(king=10)
    error = refusal(opts, deals, {"declarer": DENIZ, "contract": "el", "taken": [13, 0, 0, 0]})
    assert str(error) == "deal 8: the game is over: Deniz made King in deal 7"
    assert error.field == "deal"


def test_deal_must_be_an_object():
    assert message(options(), [], ["el"]) == "deal 1: deal must be an object"


def test_unknown_deal_key_is_refused():
    error = refusal(
        options(), [], {"declarer": 0, "contract": "el", "taken": all_to(1, "el"), "x": 1}
    )
    assert str(error) == "deal 1: unknown key 'x'"


# 2. The declarer is the seat whose turn it is


def test_declarer_must_be_the_seat_whose_turn_it_is():
    error = refusal(
        options(), WORKED, {"declarer": CEM, "contract": "el", "taken": all_to(0, "el")}
    )
    assert str(error) == "deal 6: it is Burak's turn to declare, not Cem's"
    assert error.field == "declarer"


@pytest.mark.parametrize("declarer", [4, -1, True, "Ayşe", None])
def test_declarer_is_a_seat(declarer):
    error = refusal(options(), [], {"declarer": declarer, "contract": "el", "taken": [13, 0, 0, 0]})
    assert error.field == "declarer"
    assert "declarer must be" in str(error)


@pytest.mark.parametrize("key", ["declarer", "contract", "taken"])
def test_a_missing_key_is_refused_by_its_check(key):
    raw = {"declarer": 0, "contract": "el", "taken": all_to(1, "el")}
    del raw[key]
    error = refusal(options(), [], raw)
    assert str(error) == f"deal 1: {key} is missing"
    assert error.field == key


# 3. The contract is one of the seven


@pytest.mark.parametrize("contract", ["hearts", "El almaz", "", None, 1])
def test_contract_is_one_of_the_seven(contract):
    error = refusal(options(), [], {"declarer": 0, "contract": contract, "taken": [13, 0, 0, 0]})
    assert str(error) == (
        "deal 1: contract must be one of el, kupa, erkek, kiz, son_iki, rifki, koz"
    )


# 4. The contract is open to this declarer


def test_a_negative_played_twice_is_closed():
    opts, deals = game("kiz", "kiz")
    error = refusal(opts, deals, {"declarer": CEM, "contract": "kiz", "taken": [4, 0, 0, 0]})
    assert str(error) == "deal 3: Kız almaz has been played twice (deals 1 and 2)"
    assert "kiz" not in king.next_deal(PLAYERS, opts, deals)["contracts"]


def test_a_negative_played_once_is_open():
    opts, deals = game("son_iki")
    assert "son_iki" in king.next_deal(PLAYERS, opts, deals)["contracts"]


def test_the_same_player_may_declare_a_negative_twice():
    _, deals = game("rifki", "koz", "koz", "koz", "rifki")
    assert [deal["contract"] for deal in deals if deal["declarer"] == AYSE] == ["rifki", "rifki"]


def test_koz_may_be_declared_any_number_of_times_by_the_table():
    _, deals = game("koz", "koz", "koz", "koz", "koz", "koz", "koz", "koz")
    assert len(deals) == 8


def test_no_negatives_left_must_declare_koz():
    # Ayşe declares El, Kupa and Erkek in deals 1, 5 and 9: deal 13 must be her koz.
    opts, deals = game(
        "el", "koz", "koz", "koz", "kupa", "koz", "koz", "koz", "erkek", "el", "kupa", "erkek"
    )
    upcoming = king.next_deal(PLAYERS, opts, deals)
    assert (upcoming["number"], upcoming["declarer"]) == (13, AYSE)
    assert (upcoming["negatives_left"], upcoming["koz_left"]) == (0, 2)
    assert upcoming["contracts"] == ["koz"]
    reasons = {contract: note.render() for contract, note in upcoming["closed"].items()}
    assert reasons == {
        contract: "Ayşe has no negatives left, so must declare koz" for contract in king.NEGATIVES
    }
    assert message(opts, deals, {"declarer": AYSE, "contract": "kiz", "taken": [4, 0, 0, 0]}) == (
        "deal 13: Ayşe has no negatives left, so must declare koz"
    )


def test_no_koz_left_must_declare_a_negative():
    opts, deals = game("koz", "el", "el", "kupa", "koz", "kupa", "erkek", "erkek")
    upcoming = king.next_deal(PLAYERS, opts, deals)
    assert (upcoming["number"], upcoming["declarer"]) == (9, AYSE)
    assert (upcoming["negatives_left"], upcoming["koz_left"]) == (3, 0)
    assert upcoming["contracts"] == ["kiz", "son_iki", "rifki"]
    assert upcoming["closed"]["koz"].render() == "Ayşe has no koz left, so must declare a negative"
    error = refusal(opts, deals, {"declarer": AYSE, "contract": "koz", "taken": [13, 0, 0, 0]})
    assert str(error) == "deal 9: Ayşe has no koz left, so must declare a negative"


def test_short_game_gives_each_player_2_negatives_and_1_koz():
    opts, deals = game("koz", "el", "el", "kupa", length="short")
    upcoming = king.next_deal(PLAYERS, opts, deals)
    assert (upcoming["declarer"], upcoming["negatives_left"], upcoming["koz_left"]) == (0, 2, 0)
    opts, deals = game("kiz", "koz", "koz", "koz", "son_iki", "el", "el", "kupa", length="short")
    upcoming = king.next_deal(PLAYERS, opts, deals)
    assert (upcoming["declarer"], upcoming["negatives_left"], upcoming["koz_left"]) == (0, 0, 1)
    assert upcoming["contracts"] == ["koz"]


def test_negatives_first_closes_koz_in_deals_1_to_4():
    opts, deals = game("el", "el", "kupa", negatives_first=True)
    upcoming = king.next_deal(PLAYERS, opts, deals)
    assert "koz" not in upcoming["contracts"]
    assert upcoming["closed"]["koz"].render() == "no koz in deals 1-4: the negatives come first"
    error = refusal(opts, deals, {"declarer": DENIZ, "contract": "koz", "taken": [13, 0, 0, 0]})
    assert str(error) == "deal 4: no koz in deals 1-4: the negatives come first"


def test_negatives_first_opens_koz_from_deal_5():
    _, deals = game("el", "el", "kupa", "kupa", "koz", negatives_first=True)
    assert deals[-1]["contract"] == "koz"


def test_koz_is_open_in_deal_1_without_negatives_first():
    _, deals = game("koz")
    assert deals[0]["contract"] == "koz"


# 5. A trump only on koz, and a known one


@pytest.mark.parametrize("trump", ["spades", "hearts", "diamonds", "clubs"])
def test_koz_records_its_trump(trump):
    _, deals = game({"declarer": 0, "contract": "koz", "trump": trump, "taken": [13, 0, 0, 0]})
    assert deals[0] == {"declarer": 0, "contract": "koz", "taken": [13, 0, 0, 0], "trump": trump}


def test_koz_may_leave_its_trump_unrecorded():
    _, deals = game({"declarer": 0, "contract": "koz", "taken": [13, 0, 0, 0]})
    assert deals[0] == {"declarer": 0, "contract": "koz", "taken": [13, 0, 0, 0]}


def test_a_negative_has_no_trump():
    raw = {"declarer": 0, "contract": "kupa", "trump": "hearts", "taken": all_to(1, "kupa")}
    error = refusal(options(), [], raw)
    assert str(error) == "deal 1: only koz has a trump, not Kupa almaz"
    assert error.field == "trump"


@pytest.mark.parametrize("trump", ["notrump", "Spades", None, 1])
def test_trump_is_a_known_value(trump):
    raw = {"declarer": 0, "contract": "koz", "trump": trump, "taken": [13, 0, 0, 0]}
    assert message(options(), [], raw) == (
        "deal 1: trump must be one of hearts, diamonds, clubs, spades, none"
    )


def test_koz_without_trumps_needs_the_no_trump_option():
    raw = {"declarer": 0, "contract": "koz", "trump": "none", "taken": [13, 0, 0, 0]}
    error = refusal(options(), [], raw)
    assert str(error) == "deal 1: koz without trumps needs the table option no_trump: name a suit"
    assert error.field == "trump"
    assert play(options(no_trump=True), [raw])[0]["trump"] == "none"


# 6. Four whole numbers, none below 0


@pytest.mark.parametrize("taken", [[13, 0, 0], [13, 0, 0, 0, 0], "13000", None, (13, 0, 0, 0)])
def test_taken_is_a_list_of_four(taken):
    error = refusal(options(), [], {"declarer": 0, "contract": "el", "taken": taken})
    assert str(error) == "deal 1: taken must be a list of 4 whole numbers"
    assert error.field == "taken"


@pytest.mark.parametrize("taken", [[12.0, 1, 0, 0], [True, 12, 0, 0], ["13", 0, 0, 0]])
def test_taken_is_whole_numbers(taken):
    error = refusal(options(), [], {"declarer": 0, "contract": "el", "taken": taken})
    assert str(error) == "deal 1: taken must be a whole number"


def test_taken_is_never_below_0():
    error = refusal(options(), [], {"declarer": 0, "contract": "el", "taken": [14, -1, 0, 0]})
    assert str(error) == "deal 1: taken must be at least 0"


# 7. They add up to the contract's units


def test_the_hearts_taken_must_add_up_to_13():
    opts, deals = game("kupa", "koz")
    error = refusal(opts, deals, {"declarer": CEM, "contract": "kupa", "taken": [4, 0, 1, 7]})
    assert str(error) == "deal 3: the hearts taken add up to 12, not 13"
    assert error.field == "taken"


@pytest.mark.parametrize(
    ("contract", "taken", "reason"),
    [
        ("el", [5, 5, 5, 0], "the tricks taken add up to 15, not 13"),
        ("erkek", [2, 2, 2, 1], "the kings and jacks taken add up to 7, not 8"),
        ("kiz", [4, 1, 0, 0], "the queens taken add up to 5, not 4"),
        ("son_iki", [1, 0, 0, 0], "the last-two tricks taken add up to 1, not 2"),
        ("rifki", [1, 1, 0, 0], "the king of hearts is taken 2 times, not 1"),
        ("rifki", [0, 0, 0, 0], "the king of hearts is taken 0 times, not 1"),
        ("koz", [3, 3, 3, 3], "the tricks taken add up to 12, not 13"),
    ],
)
def test_the_units_taken_add_up_to_the_contracts_units(contract, taken, reason):
    text = message(options(), [], {"declarer": 0, "contract": contract, "taken": taken})
    assert text.startswith(f"deal 1: {reason}")


@pytest.mark.parametrize(
    ("contract", "taken"),
    [("son_iki", [0, 2, 0, 0]), ("son_iki", [1, 0, 1, 0]), ("rifki", [0, 0, 1, 0])],
)
def test_any_seat_may_take_the_units(contract, taken):
    _, deals = game({"declarer": 0, "contract": contract, "taken": taken})
    assert deals[0]["taken"] == taken


# 8. One queen each voids a Kız almaz


def test_one_queen_each_voids_the_deal_and_the_declarer_declares_again():
    opts, deals = game("el", "el", "kupa", "kupa", "koz", "koz")
    error = refusal(opts, deals, {"declarer": CEM, "contract": "kiz", "taken": [1, 1, 1, 1]})
    assert str(error) == (
        "deal 7: every player took one queen, so the deal is void: deal again; Cem declares again"
    )
    assert error.field == "taken"
    assert king.next_deal(PLAYERS, opts, deals)["declarer"] == CEM


def test_one_queen_each_scores_when_the_option_is_off():
    opts = options(split_queens_void=False)
    rows = sheet(opts, [{"declarer": 0, "contract": "kiz", "taken": [1, 1, 1, 1]}])["deals"]
    assert rows[0]["scores"] == [-100, -100, -100, -100]


def test_two_queens_to_one_player_is_not_void():
    _, deals = game({"declarer": 0, "contract": "kiz", "taken": [2, 1, 1, 0]})
    assert deals[0]["taken"] == [2, 1, 1, 0]


# The order of the checks: a deal breaking two rules is refused for the earlier one.


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        # the shape of the deal before 2
        (
            {"declarer": CEM, "contract": "kupa", "taken": [], "cards": 1},
            "unknown key 'cards'",
        ),
        # 2 before 3
        ({"declarer": CEM, "contract": "hearts", "taken": []}, "it is Burak's turn"),
        # 2 before 4
        ({"declarer": CEM, "contract": "kupa", "taken": [13, 0, 0, 0]}, "it is Burak's turn"),
        # 2, a missing declarer, before 3
        ({"contract": "hearts", "taken": []}, "declarer is missing"),
        # 3 before 6
        ({"declarer": BURAK, "contract": "hearts", "taken": "x"}, "contract must be one of"),
        # 3, a missing contract, before 6
        ({"declarer": BURAK, "taken": "x"}, "contract is missing"),
        # 4 before 5
        (
            {"declarer": BURAK, "contract": "kupa", "trump": "x", "taken": [13, 0, 0, 0]},
            "Kupa almaz has been played twice",
        ),
        # 5, a trump on a negative, before 6
        (
            {"declarer": BURAK, "contract": "el", "trump": "spades", "taken": [-1]},
            "only koz has a trump",
        ),
        # 5, an unknown trump, before 7
        (
            {"declarer": BURAK, "contract": "koz", "trump": "x", "taken": [1, 1, 1, 1]},
            "trump must be one of",
        ),
        # 6 before 7
        ({"declarer": BURAK, "contract": "el", "taken": [-1, 0, 0, 0]}, "taken must be at least 0"),
        # 6, a missing taken, after 5
        ({"declarer": BURAK, "contract": "el", "trump": "none"}, "only koz has a trump"),
        ({"declarer": BURAK, "contract": "el"}, "taken is missing"),
    ],
)
def test_a_deal_breaking_two_rules_gets_the_earlier_ones_reason(raw, reason):
    assert message(options(), WORKED, raw).startswith(f"deal 6: {reason}")


def test_a_finished_game_is_reported_before_any_other_rule():
    opts = options()
    deals = play_out(opts, play(opts, WORKED))
    raw = {"declarer": CEM, "contract": "hearts", "trump": "x", "taken": [-1], "cards": 1}
    assert message(opts, deals, raw) == "deal 21: the game is over after 20 deals"


def test_king_is_reported_before_any_other_rule():
    opts, deals = king_in_deal_7(king=10)
    text = message(opts, deals, {"declarer": 0, "contract": "x"})
    assert text == "deal 8: the game is over: Deniz made King in deal 7"


def test_no_negatives_left_is_the_reason_before_a_negative_played_twice():
    opts, deals = game(
        "el", "koz", "koz", "koz", "kupa", "koz", "koz", "koz", "erkek", "el", "kupa", "erkek"
    )
    text = message(opts, deals, {"declarer": AYSE, "contract": "kupa", "taken": [13, 0, 0, 0]})
    assert text == "deal 13: Ayşe has no negatives left, so must declare koz"


def test_clean_deal_returns_the_deal_as_the_game_file_writes_it():
    raw = {"taken": [0, 5, 2, 6], "contract": "kupa", "declarer": 0}
    assert play(options(), [raw]) == [{"declarer": 0, "contract": "kupa", "taken": [0, 5, 2, 6]}]


# The scores


@pytest.mark.parametrize(
    ("contract", "total"),
    [
        ("el", -650),
        ("kupa", -390),
        ("erkek", -480),
        ("kiz", -400),
        ("son_iki", -360),
        ("rifki", -320),
        ("koz", 650),
    ],
)
def test_a_deal_scores_its_units_times_the_points_per_unit(contract, total):
    _, deals = game({"declarer": 0, "contract": contract, "taken": all_to(2, contract)})
    assert king.compute_sheet(PLAYERS, options(), deals)["deals"][0]["scores"] == [0, 0, total, 0]


def test_the_negatives_total_minus_2600():
    assert sum(king.UNITS[c] * king.POINTS[c] for c in king.NEGATIVES) == -2600


def test_points_option_changes_the_points_per_unit():
    opts = options(points={"kupa": -10, "koz": 20})
    rows = sheet(opts, WORKED[:2])["deals"]
    assert rows[0]["scores"] == [0, -50, -20, -60]
    assert rows[1]["scores"] == [60, 120, 20, 60]
    assert rows[0]["why"][1].render() == "5 hearts × -10"


def test_points_option_leaves_the_other_contracts_at_the_spec():
    opts = options(points={"kupa": -10})
    rows = sheet(opts, [{"declarer": 0, "contract": "el", "taken": [13, 0, 0, 0]}])["deals"]
    assert rows[0]["scores"] == [-650, 0, 0, 0]


# King


def test_king_ends_the_game_and_that_player_alone_wins_and_is_out():
    opts, deals = king_in_deal_7(king=10)
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert result["totals"][DENIZ] < max(result["totals"])
    assert result["finished"]
    assert (result["winners"], result["out"], result["king"]) == ([DENIZ], [DENIZ], DENIZ)
    assert result["next"] is None
    assert king.next_deal(PLAYERS, opts, deals) is None


def test_the_king_deal_scores_as_usual_and_says_so():
    opts, deals = king_in_deal_7(king=10)
    row = king.compute_sheet(PLAYERS, opts, deals)["deals"][-1]
    assert row["scores"] == [50, 50, 50, 500]
    assert row["why"][DENIZ].render() == "10 tricks × 50; King: 10 tricks end the game"
    assert row["why"][AYSE].render() == "1 trick × 50"


def test_fewer_tricks_than_the_king_option_do_not_end_the_game():
    opts, deals = king_in_deal_7(king=11)
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert (result["finished"], result["king"], result["winners"]) == (False, None, [])


def test_king_is_off_by_default():
    opts, deals = game({"declarer": 0, "contract": "koz", "taken": [13, 0, 0, 0]})
    assert not king.compute_sheet(PLAYERS, opts, deals)["finished"]


def test_all_the_tricks_of_a_negative_are_not_king():
    opts, deals = game({"declarer": 0, "contract": "el", "taken": [0, 13, 0, 0]}, king=10)
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert (result["finished"], result["king"]) == (False, None)


def test_king_in_the_last_deal_wins_over_the_totals():
    opts = options(king=13)

    def taken(contract, number):
        if number == 20:
            return [0, 0, 0, 13]
        return all_to(DENIZ, contract) if contract != "koz" else [12, 1, 0, 0]

    deals = play_out(opts, taken=taken)
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert len(deals) == 20
    assert result["winners"] == [DENIZ]
    assert result["out"] == [DENIZ]


# The sheet


def test_sheet_of_a_new_game():
    assert king.compute_sheet(PLAYERS, options(), []) == {
        "sides": PLAYERS,
        "deals": [],
        "totals": [0, 0, 0, 0],
        "finished": False,
        "winners": [],
        "out": [],
        "king": None,
        "next": {
            "declarer": 0,
            "negatives_left": 3,
            "koz_left": 2,
            "contracts": ["el", "kupa", "erkek", "kiz", "son_iki", "rifki", "koz"],
        },
    }


def test_game_in_progress_has_no_winners_and_nobody_out():
    result = sheet(options(), WORKED)
    assert (result["finished"], result["winners"], result["out"]) == (False, [], [])


def tied_game(**given):
    """Ayşe and Burak share the koz tricks evenly and Cem takes every negative: the totals are
    2600, 2600, -5200 and 0."""
    opts = options(**given)

    def taken(contract, number):
        if contract == "koz":
            return [7, 6, 0, 0] if number % 2 else [6, 7, 0, 0]
        return all_to(CEM, contract)

    return opts, play_out(opts, taken=taken)


def test_a_finished_game_is_won_by_the_highest_total_and_ties_share():
    opts, deals = tied_game()
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert result["totals"] == [2600, 2600, -5200, 0]
    assert result["finished"]
    assert result["winners"] == [AYSE, BURAK]
    assert result["next"] is None


def test_out_are_the_totals_above_0():
    opts, deals = tied_game()
    assert king.compute_sheet(PLAYERS, opts, deals)["out"] == [AYSE, BURAK]


def test_zero_is_out_counts_a_total_of_0_too():
    opts, deals = tied_game(zero_is_out=True)
    assert king.compute_sheet(PLAYERS, opts, deals)["out"] == [AYSE, BURAK, DENIZ]


def test_a_single_highest_total_wins_alone():
    opts = options()

    def taken(contract, number):
        return [8, 5, 0, 0] if contract == "koz" else all_to(CEM, contract)

    result = king.compute_sheet(PLAYERS, opts, play_out(opts, taken=taken))
    assert result["totals"] == [3200, 2000, -5200, 0]
    assert result["winners"] == [AYSE]


def test_next_deal_of_a_new_game_opens_every_contract():
    assert king.next_deal(PLAYERS, options(first_declarer=1), []) == {
        "number": 1,
        "declarer": 1,
        "dealer": 0,
        "first": 1,
        "negatives_left": 3,
        "koz_left": 2,
        "contracts": ["el", "kupa", "erkek", "kiz", "son_iki", "rifki", "koz"],
        "closed": {},
    }


def test_no_next_deal_once_the_game_is_finished():
    opts = options(length="short")
    assert king.next_deal(PLAYERS, opts, play_out(opts)) is None


# Properties


@st.composite
def taken_for(draw, contract):
    """Any counts of the contract's units, each unit to any seat."""
    takers = draw(
        st.lists(st.integers(0, 3), min_size=king.UNITS[contract], max_size=king.UNITS[contract])
    )
    return [takers.count(seat) for seat in range(4)]


@st.composite
def games(draw, complete=False, king_option=True, default_points=False, length=None):
    """Any legal game: each declarer's contract drawn from those open to them, any legal
    ``taken``, any options; played to the end when ``complete``."""
    points = {}
    if not default_points:
        for contract in draw(st.lists(st.sampled_from(king.CONTRACTS), unique=True)):
            size = draw(st.integers(1, 400))
            points[contract] = size if contract == "koz" else -size
    opts = options(
        length=length or draw(st.sampled_from(king.LENGTH_NAMES)),
        first_declarer=draw(st.integers(0, 3)),
        points=points,
        no_trump=draw(st.booleans()),
        negatives_first=draw(st.booleans()),
        split_queens_void=draw(st.booleans()),
        king=draw(st.sampled_from(king.KING_CHOICES)) if king_option else None,
    )
    count = king.deals_in(opts) if complete else draw(st.integers(0, king.deals_in(opts)))
    deals = []
    while len(deals) < count and not king.is_finished(opts, deals):
        upcoming = king.next_deal(PLAYERS, opts, deals)
        assert upcoming["contracts"], "a declarer always has a legal choice"
        contract = draw(st.sampled_from(upcoming["contracts"]))
        raw = {"declarer": upcoming["declarer"], "contract": contract}
        raw["taken"] = draw(taken_for(contract))
        if contract == "kiz" and opts["split_queens_void"] and raw["taken"] == [1, 1, 1, 1]:
            raw["taken"] = [2, 0, 1, 1]
        if contract == "koz" and draw(st.booleans()):
            suits = TRUMPS if opts["no_trump"] else TRUMPS[:4]
            raw["trump"] = draw(st.sampled_from(suits))
        deals.append(king.clean_deal(PLAYERS, opts, deals, raw))
    return opts, deals


@given(games())
def test_totals_add_up_to_the_units_times_points_of_the_deals_played(case):
    opts, deals = case
    result = king.compute_sheet(PLAYERS, opts, deals)
    expected = sum(
        king.UNITS[deal["contract"]] * king.points_per_unit(opts, deal["contract"])
        for deal in deals
    )
    assert sum(result["totals"]) == expected
    for row in result["deals"]:
        units = king.UNITS[row["contract"]]
        assert sum(row["scores"]) == units * king.points_per_unit(opts, row["contract"])


@given(games())
def test_running_totals_are_the_sum_of_the_scores(case):
    opts, deals = case
    result = king.compute_sheet(PLAYERS, opts, deals)
    running = [0, 0, 0, 0]
    for number, row in enumerate(result["deals"], 1):
        running = [running[seat] + row["scores"][seat] for seat in range(4)]
        assert row["number"] == number
        assert row["totals"] == running
        assert len(row["why"]) == 4
    assert result["totals"] == running


@given(games(), st.data())
def test_a_declarer_always_has_a_legal_choice_and_only_the_open_ones_are_accepted(case, data):
    opts, deals = case
    upcoming = king.next_deal(PLAYERS, opts, deals)
    if upcoming is None:
        return
    assert upcoming["contracts"]
    assert set(upcoming["contracts"]) | set(upcoming["closed"]) == set(king.CONTRACTS)
    assert not set(upcoming["contracts"]) & set(upcoming["closed"])
    for contract in king.CONTRACTS:
        raw = {
            "declarer": upcoming["declarer"],
            "contract": contract,
            "taken": all_to(data.draw(st.integers(0, 3)), contract),
        }
        if contract in upcoming["contracts"]:
            king.clean_deal(PLAYERS, opts, deals, raw)
        else:
            with pytest.raises(RuleError) as caught:
                king.clean_deal(PLAYERS, opts, deals, raw)
            reason = upcoming["closed"][contract].render()
            assert str(caught.value) == f"deal {upcoming['number']}: {reason}"


@given(games(complete=True, king_option=False))
def test_the_game_always_finishes_after_its_length(case):
    opts, deals = case
    length, negatives, koz = king.LENGTHS[opts["length"]]
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert len(deals) == length
    assert result["finished"]
    assert result["next"] is None
    assert result["winners"]
    for seat in range(4):
        declared = [deal["contract"] for deal in deals if deal["declarer"] == seat]
        assert len(declared) == negatives + koz
        assert declared.count("koz") == koz
    for contract in king.NEGATIVES:
        assert len(king.played_in(deals, contract)) <= 2


@given(games(complete=True, king_option=False, default_points=True, length="standard"))
def test_a_finished_standard_game_with_default_points_totals_0(case):
    opts, deals = case
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert sum(result["totals"]) == 0
    for contract in king.NEGATIVES:
        assert len(king.played_in(deals, contract)) == 2


@given(games(complete=True))
def test_winners_hold_the_highest_total_unless_someone_made_king(case):
    opts, deals = case
    result = king.compute_sheet(PLAYERS, opts, deals)
    assert result["finished"]
    if result["king"] is not None:
        assert result["winners"] == result["out"] == [result["king"]]
    else:
        best = max(result["totals"])
        assert result["winners"] == [s for s in range(4) if result["totals"][s] == best]
        assert result["out"] == [s for s in range(4) if result["totals"][s] > 0]
