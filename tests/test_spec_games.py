"""Game files checked against spec/game-file.md, for every installed game: a file that is not a
game file, or whose document, players, options or deals break what every game file keeps to, is
refused by ``manage.py scoresheet``: non-zero exit, nothing on stdout, a reason on stderr
(naming the deal where one applies, and the key at fault) and no traceback.

The files are each game's worked sample (its ``samples.WORKED``) spoilt one way at a time. Each
game's own files, worked by hand from the specification, valid and refused, are in its
package's ``tests/spec.py`` and run by its contract (tests/contract.py).
"""

import copy
import json

import pytest

from scorepad.games import engine, installed, samples
from tests.contract import scoresheet

FORMAT = "scorepad/1"


def worked(name):
    """The game's worked sample as a game file."""
    sample = samples(name).WORKED
    return {
        "format": FORMAT,
        "game": name,
        "players": list(sample["players"]),
        "options": dict(sample["options"]),
        "deals": copy.deepcopy(sample["deals"]),
    }


def names(count):
    return [f"Player {number}" for number in range(1, count + 1)]


def spoilt(name):
    """(id, document, deal number that must be named or None, words that must appear)."""
    document = worked(name)
    players = document["players"]
    rules = engine(name)
    first = copy.deepcopy(document["deals"][0])
    yield "wrong-format", {**document, "format": "scorepad/2"}, None, []
    yield "unknown-top-level-key", {**document, "winner": 0}, None, ["winner"]
    yield (
        "unknown-option-key",
        {**document, "options": {"no_such_option": 1}},
        None,
        ["no_such_option"],
    )
    yield (
        "unknown-deal-key",
        {**document, "deals": [{**first, "no_such_key": 1}]},
        1,
        ["no_such_key"],
    )
    yield "deals-not-a-list", {**document, "deals": {"no": "list"}}, None, []
    yield "deal-not-an-object", {**document, "deals": [[0, 1, 0, 1]]}, 1, []
    yield "too-few-players", {**document, "players": names(min(rules.PLAYERS) - 1)}, None, []
    yield "too-many-players", {**document, "players": names(max(rules.PLAYERS) + 1)}, None, []
    twice = [*players[:-1], f" {players[0]} "]
    yield "a-name-twice-after-trimming", {**document, "players": twice}, None, []
    yield "empty-name", {**document, "players": [*players[:-1], "   "]}, None, []
    yield "name-41-chars", {**document, "players": [*players[:-1], "x" * 41]}, None, []
    yield "name-not-a-string", {**document, "players": [*players[:-1], 7]}, None, []


def refused():
    cases = [
        ("not-json", "{not json", None, []),
        ("not-an-object", "[1, 2, 3]", None, []),
        ("nested-too-deep", "[" * 100000 + "]" * 100000, None, []),
        ("unknown-game", {**worked(installed()[0]), "game": "poker"}, None, ["poker"]),
        ("not-utf8", b'{"format": "scorepad/1", "game": "x", "players": ["A\xff", "B"]}', None, []),
    ]
    for name in installed():
        cases += [
            (f"{name}-{case}", document, deal, words)
            for case, document, deal, words in spoilt(name)
        ]
    return [pytest.param(document, deal, words, id=case) for case, document, deal, words in cases]


@pytest.mark.parametrize(("document", "deal", "words"), refused())
def test_a_malformed_file_is_refused(document, deal, words, tmp_path):
    code, out, err = scoresheet(document, tmp_path)
    assert code != 0, out[-400:]
    assert out == ""
    assert err.strip(), "no reason given"
    assert "Traceback" not in err
    if deal is not None:
        assert f"deal {deal}:" in err or f"deal {deal} " in err, err
    for word in words:
        assert word in err, err


@pytest.mark.parametrize("name", installed())
def test_a_worked_file_is_printed_back_with_its_sheet_and_its_defaults(name, tmp_path):
    document = worked(name)
    code, out, err = scoresheet(document, tmp_path)
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["format"] == FORMAT and result["game"] == name
    assert result["players"] == document["players"]
    assert result["options"] == engine(name).clean_options(document["options"])
    assert result["sheet"]["totals"] == samples(name).WORKED["totals"]
    for given, back in zip(document["deals"], result["deals"], strict=True):
        assert {key: back.get(key) for key in given} == given
