"""Joker's options as a game file gives them (spec/game-file.md): those given are kept, the
others take their defaults, and a ştanga out of bounds is refused with the rule in words."""

import json

import pytest

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
