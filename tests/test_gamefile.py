"""The scorepad/1 document: reading, refusing, defaults, and the round trip through the models."""

import json

import pytest

from scorepad import gamefile
from scorepad.games import RuleError

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


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"format": "scorepad/2"}, "format"),
        ({"game": "poker"}, "unknown game"),
        ({"game": 3}, "game"),
        ({"colour": "red"}, "unknown key"),
        ({"players": ["Nino", "Giorgi", "Ana"]}, "exactly 4 players"),
        ({"players": ["Nino", "Giorgi", "Ana", " Nino "]}, "two players are called Nino"),
        ({"players": ["Nino", "Giorgi", "Ana", ""]}, "1 to 40 characters"),
        ({"players": ["Nino", "Giorgi", "Ana", "x" * 41]}, "1 to 40 characters"),
        ({"players": "Nino, Giorgi"}, "list of names"),
        ({"options": {"colour": 1}}, "unknown key"),
        ({"options": {"length": "endless"}}, "length"),
        ({"deals": {"bids": []}}, "deals must be a list"),
    ],
)
def test_bad_documents_are_refused_with_a_reason(change, words):
    assert words in refusal({**SPEC_EXAMPLE, **change})


def test_a_refused_deal_names_its_number():
    document = {**SPEC_EXAMPLE, "deals": [{"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}]}
    assert refusal(document).startswith("deal 1: ")


def test_ers_takes_two_to_eight_players():
    reason = refusal({"format": "scorepad/1", "game": "ers", "players": ["Solo"]})
    assert "2 to 8 players" in reason


@pytest.mark.parametrize("text", [b"{", b"\xff\xfe", b"[]", b"null", b'"scorepad/1"'])
def test_text_that_is_not_a_game_document_is_refused(text):
    with pytest.raises(RuleError):
        gamefile.parse(text)


@pytest.mark.django_db
def test_a_document_survives_the_round_trip_through_the_models():
    document = gamefile.clean_document(SPEC_EXAMPLE)
    game = gamefile.create_game(document)
    assert gamefile.document_of(game) == document
    assert json.loads(json.dumps(gamefile.with_sheet(gamefile.document_of(game))))


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
