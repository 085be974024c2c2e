"""Joker's options as a game file gives them (spec/game-file.md): those given are kept, the
others take their defaults, and a ştanga out of bounds is refused with the rule in words."""

import json

import pytest

from scorepad import gamefile
from scorepad.games.core import RuleError
from tests.contract import scoresheet

from .spec import GAME, J, doc


def test_partial_options_keep_what_was_given(tmp_path):
    code, out, err = scoresheet(doc(J, {"length": "nines", "shtanga": "per-card"}), tmp_path)
    assert code == 0, err
    assert json.loads(out)["options"] == {
        "length": "nines",
        "shtanga": "per-card",
        "premium": True,
        "erase": False,
        "first_dealer": 0,
    }


@pytest.mark.parametrize("shtanga", ["-" + "9" * 4300, "-10001"], ids=["4300-digits", "-10001"])
def test_a_huge_shtanga_is_refused_without_a_traceback(tmp_path, shtanga):
    text = (
        '{"format": "scorepad/1", "game": "' + GAME + '", "players": ["A", "B", "C", "D"], '
        '"options": {"shtanga": ' + shtanga + '}, "deals": ['
        '{"bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]}, '
        '{"bids": [1, 0, 0, 0], "tricks": [0, 1, 1, 0]}]}'
    )
    code, out, err = scoresheet(text, tmp_path)
    assert (code, out) == (1, "")
    assert err == (
        "scoresheet: the ştanga must be a negative whole number of points, down to -10000,"
        ' "per-card" for -100 × the number of cards, or "nines-500" for -500 in a nine-card'
        " deal and -200 in any other\n"
    )


def test_a_number_over_4300_digits_is_refused_without_a_traceback(tmp_path):
    text = (
        '{"format": "scorepad/1", "game": "' + GAME + '", "players": ["A", "B", "C", "D"], '
        '"options": {"shtanga": -' + "9" * 5000 + "}}"
    )
    code, out, err = scoresheet(text, tmp_path)
    assert (code, out) == (1, "") and err.strip() and "Traceback" not in err


SPEC_EXAMPLE = doc(
    J,
    {"length": "classic", "shtanga": -200, "premium": True, "erase": False, "first_dealer": 0},
    [
        {"bids": [0, 1, 0, 1], "tricks": [0, 1, 0, 0], "trump": "hearts"},
        {"bids": [1, 0, 0, 0]},
    ],
)


def test_the_spec_example_gives_the_spec_sheet():
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


def refusal(document) -> str:
    with pytest.raises(RuleError) as caught:
        gamefile.clean_document(document)
    return caught.value.reason()


def test_a_refused_deal_names_its_number_and_the_rule():
    document = {**SPEC_EXAMPLE, "deals": [{"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}]}
    assert refusal(document) == (
        "deal 1: Nino deals and may not bid 0: the bids would add up to 1, the number of cards"
    )


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"players": ["Nino", "Giorgi", "Ana"]}, "this game takes exactly 4 players, not 3"),
        (
            {"options": {"length": "endless"}},
            "options.length must be one of classic, short, nines, full",
        ),
    ],
)
def test_its_own_refusals_say_its_rule(change, words):
    assert refusal({**SPEC_EXAMPLE, **change}) == words


def test_scoresheet_writes_the_sheet_as_a_table_of_text(tmp_path):
    import subprocess
    import sys

    from django.conf import settings

    run = subprocess.run(
        [sys.executable, "manage.py", "scoresheet", "--format", "text", "-"],
        cwd=settings.BASE_DIR,
        input=json.dumps(SPEC_EXAMPLE),
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "Nino" in run.stdout and "-200" in run.stdout
    assert "in progress" in run.stdout
