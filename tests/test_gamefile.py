"""The scorepad/1 document: reading, refusing, defaults, and the round trip through the models, for
every installed game's worked file (its samples' ``WORKED``). Each game's own files, refused and
valid, worked by hand from the specification, are in its package (``tests/spec.py``)."""

import copy
import json

import pytest

from scorepad import gamefile
from scorepad.games import engine, installed, samples
from scorepad.games.core import RuleError
from tests.worked_games import document

GAMES = installed()


def refusal(document) -> str:
    with pytest.raises(RuleError) as caught:
        gamefile.clean_document(document)
    return caught.value.reason()


@pytest.mark.parametrize("name", GAMES)
def test_a_worked_file_gives_the_totals_worked_by_hand(name):
    result = gamefile.with_sheet(gamefile.clean_document(document(name)))
    assert result["sheet"]["totals"] == samples(name).WORKED["totals"]
    assert result["sheet"]["finished"] is True


@pytest.mark.parametrize("name", GAMES)
def test_sheet_written_out_carries_no_explanations(name):
    result = gamefile.with_sheet(gamefile.clean_document(document(name)))
    assert all("why" not in row for row in result["sheet"]["deals"])


@pytest.mark.parametrize("name", GAMES)
def test_missing_options_take_their_defaults(name):
    players = samples(name).PLAYERS
    cleaned = gamefile.clean_document({"format": "scorepad/1", "game": name, "players": players})
    assert cleaned["options"] == engine(name).clean_options({})
    assert cleaned["deals"] == []


@pytest.mark.parametrize("name", GAMES)
def test_player_names_are_trimmed(name):
    players = list(samples(name).PLAYERS)
    spaced = [f"  {players[0]} ", *players[1:]]
    cleaned = gamefile.clean_document({"format": "scorepad/1", "game": name, "players": spaced})
    assert cleaned["players"] == players


NAME_LENGTH = "a player's name must be 1 to 40 characters long"


def bad_documents():
    for name in GAMES:
        players = list(samples(name).PLAYERS)
        yield name, {"format": "scorepad/2"}, "format must be 'scorepad/1'"
        yield name, {"game": "poker"}, f"unknown game 'poker': choose {', '.join(GAMES)}"
        yield name, {"game": 3}, "game must be a name"
        yield name, {"colour": "red"}, "unknown key 'colour'"
        twice = [*players[:-1], f" {players[0]} "]
        yield name, {"players": twice}, f"two players are called {players[0]}"
        yield name, {"players": [*players[:-1], ""]}, NAME_LENGTH
        yield name, {"players": [*players[:-1], "x" * 41]}, NAME_LENGTH
        yield name, {"players": ", ".join(players)}, "players must be a list of names"
        yield name, {"options": {"colour": 1}}, "unknown key 'colour'"
        yield name, {"deals": {"bids": []}}, "deals must be a list"


@pytest.mark.parametrize(("name", "change", "words"), list(bad_documents()))
def test_bad_documents_are_refused_with_a_reason(name, change, words):
    assert refusal({**document(name), **change}).startswith(words)


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
@pytest.mark.parametrize("name", GAMES)
def test_a_document_survives_the_round_trip_through_the_models(name):
    cleaned = gamefile.clean_document(document(name))
    game = gamefile.create_game(cleaned)
    assert gamefile.document_of(game) == cleaned
    written = json.loads(json.dumps(gamefile.with_sheet(gamefile.document_of(game))))
    assert written == gamefile.with_sheet(cleaned)
    assert written["deals"] == cleaned["deals"]
    assert written["sheet"]["totals"] == samples(name).WORKED["totals"]


@pytest.mark.parametrize("name", GAMES)
def test_a_document_with_its_sheet_reads_back_in_and_the_sheet_is_recomputed(name):
    written = gamefile.with_sheet(gamefile.clean_document(document(name)))
    written["sheet"]["totals"] = [999] * len(written["sheet"]["totals"])
    again = gamefile.parse(json.dumps(written))
    assert "sheet" not in again
    assert gamefile.with_sheet(again)["sheet"]["totals"] == samples(name).WORKED["totals"]


def test_numbers_too_long_to_read_are_refused():
    spoilt = copy.deepcopy(document(GAMES[0]))
    spoilt["players"] = ["9" * 5000]
    text = json.dumps(spoilt).replace('"' + "9" * 5000 + '"', "9" * 5000)
    with pytest.raises(RuleError, match="not a game file"):
        gamefile.parse(text)
