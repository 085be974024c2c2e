"""The scorepad/1 document: reading, refusing, defaults, and the round trip through the models."""

import json

import pytest

from scorepad import gamefile
from scorepad.games.core import RuleError

SPEC_EXAMPLE = {
    "format": "scorepad/1",
    "game": "joker",
    "players": ["Nino", "Giorgi", "Ana", "Levan"],
    "options": {
        "length": "classic",
        "shtanga": -200,
        "premium": True,
        "erase": False,
        "first_dealer": 0,
    },
    "deals": [
        {"bids": [0, 1, 0, 1], "tricks": [0, 1, 0, 0], "trump": "hearts"},
        {"bids": [1, 0, 0, 0]},
    ],
}


def refusal(document) -> str:
    with pytest.raises(RuleError) as caught:
        gamefile.clean_document(document)
    return caught.value.reason()


def test_spec_example_gives_the_spec_sheet():
    result = gamefile.with_sheet(gamefile.clean_document(SPEC_EXAMPLE))
    first = result["sheet"]["deals"][0]
    assert result["sheet"]["sides"] == SPEC_EXAMPLE["players"]
    assert first["number"] == 1 and first["dealer"] == 0
    assert first["scores"] == [50, 100, 50, -200]
    assert first["totals"] == [50, 100, 50, -200]
    assert result["sheet"]["deals"][1]["scores"] is None
    assert result["sheet"]["totals"] == [50, 100, 50, -200]
    assert result["sheet"]["finished"] is False
    assert result["sheet"]["winners"] == []


def test_sheet_written_out_carries_no_explanations():
    result = gamefile.with_sheet(gamefile.clean_document(SPEC_EXAMPLE))
    assert all("why" not in row for row in result["sheet"]["deals"])


def test_missing_options_take_their_defaults():
    document = gamefile.clean_document(
        {"format": "scorepad/1", "game": "seep", "players": ["A", "B", "C", "D"]}
    )
    assert document["options"] == {"bazzis": 1, "first_dealer": 0}
    assert document["deals"] == []


def test_player_names_are_trimmed():
    document = gamefile.clean_document(
        {"format": "scorepad/1", "game": "ers", "players": ["  Ada ", "Bo"]}
    )
    assert document["players"] == ["Ada", "Bo"]


NAME_LENGTH = "a player's name must be 1 to 40 characters long"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"format": "scorepad/2"}, "format must be 'scorepad/1'"),
        ({"game": "poker"}, "unknown game 'poker': choose joker, klaverjas, seep, ers, king"),
        ({"game": 3}, "game must be a name"),
        ({"colour": "red"}, "unknown key 'colour'"),
        ({"players": ["Nino", "Giorgi", "Ana"]}, "this game takes exactly 4 players, not 3"),
        (
            {"players": ["Nino", "Giorgi", "Ana", " Nino "]},
            "two players are called Nino: give each a different name",
        ),
        ({"players": ["Nino", "Giorgi", "Ana", ""]}, NAME_LENGTH),
        ({"players": ["Nino", "Giorgi", "Ana", "x" * 41]}, NAME_LENGTH),
        ({"players": "Nino, Giorgi"}, "players must be a list of names"),
        ({"options": {"colour": 1}}, "unknown key 'colour'"),
        (
            {"options": {"length": "endless"}},
            "options.length must be one of classic, short, nines, full",
        ),
        ({"deals": {"bids": []}}, "deals must be a list"),
    ],
)
def test_bad_documents_are_refused_with_a_reason(change, words):
    assert refusal({**SPEC_EXAMPLE, **change}) == words


def test_a_refused_deal_names_its_number_and_the_rule():
    document = {**SPEC_EXAMPLE, "deals": [{"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}]}
    assert refusal(document) == (
        "deal 1: Nino deals and may not bid 0: the bids would add up to 1, the number of cards"
    )


def test_ers_takes_two_to_eight_players():
    reason = refusal({"format": "scorepad/1", "game": "ers", "players": ["Solo"]})
    assert reason == "this game takes 2 to 8 players, not 1"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (b"{", "the file is not valid JSON (line 1, column 2)"),
        (b"\xff\xfe", "the file is not valid JSON (line 1, column 1)"),
        (b"\xff\xfe\x00", "the file is not UTF-8 text"),
        (b"[]", "file must be an object"),
        (b"null", "file must be an object"),
        (b'"scorepad/1"', "file must be an object"),
    ],
)
def test_text_that_is_not_a_game_document_is_refused_with_the_reason(text, reason):
    with pytest.raises(RuleError) as caught:
        gamefile.parse(text)
    assert caught.value.reason() == reason


@pytest.mark.django_db
def test_a_document_survives_the_round_trip_through_the_models():
    document = gamefile.clean_document(SPEC_EXAMPLE)
    game = gamefile.create_game(document)
    assert gamefile.document_of(game) == document
    written = json.loads(json.dumps(gamefile.with_sheet(gamefile.document_of(game))))
    assert written == gamefile.with_sheet(document)
    assert written["deals"] == document["deals"]
    assert written["sheet"]["totals"] == [50, 100, 50, -200]


def test_a_document_with_its_sheet_reads_back_in_and_the_sheet_is_recomputed():
    written = gamefile.with_sheet(gamefile.clean_document(SPEC_EXAMPLE))
    written["sheet"]["totals"] = [999, 999, 999, 999]
    again = gamefile.parse(json.dumps(written))
    assert "sheet" not in again
    assert gamefile.with_sheet(again)["sheet"]["totals"] == [50, 100, 50, -200]


def test_numbers_too_long_to_read_are_refused():
    text = json.dumps(SPEC_EXAMPLE).replace("-200", "-" + "9" * 5000)
    with pytest.raises(RuleError, match="not a game file"):
        gamefile.parse(text)
