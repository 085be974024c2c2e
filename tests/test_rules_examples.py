"""Every worked example in the rule pages agrees with the engines, and says the engine's numbers.

An example is a one-line comment ``<!-- example: {json} -->`` before the text it explains: the
game, players, options and deals (as in a game file) and the expected ``scores`` of the last
deal, plus ``adjustments`` (Joker) or ``difference`` and ``bazzi`` (Seep) when given, and the
game's running ``totals`` and whether it is ``finished`` (a game to a score) when given.
"""

from __future__ import annotations

import json
import re

import pytest

from rules import content
from scorepad.games import engine

EXAMPLE = re.compile(r"<!--\s*example:\s*(\{.*?\})\s*-->")
# The explanation runs to the next example or heading.
END_OF_TEXT = re.compile(r"<!--\s*example:|^#", re.M)
NUMBERED_KEYS = ("scores", "adjustments", "difference", "totals")


def sources() -> list[tuple[str, str]]:
    """Every rule text: (its name, as ``language/document``, and its Markdown)."""
    return [
        (f"{language}/{name}", text)
        for name in content.names()
        for language in content.LANGUAGES
        if (text := content.source(name, language)) is not None
    ]


def examples() -> list[tuple[str, str, dict]]:
    found = []
    for name, source in sources():
        for number, match in enumerate(EXAMPLE.finditer(source), start=1):
            rest = source[match.end() :]
            end = END_OF_TEXT.search(rest)
            text = rest[: end.start() if end else len(rest)]
            found.append(pytest.param(match.group(1), text, id=f"{name}#{number}"))
    return found


def sheet_of(example: dict) -> dict:
    rules = engine(example["game"])
    options = rules.clean_options(example.get("options", {}))
    deals: list[dict] = []
    for deal in example["deals"]:
        deals.append(rules.clean_deal(example["players"], options, deals, deal))
    return rules.compute_sheet(example["players"], options, deals)


def mentions(text: str, number: int) -> bool:
    """The number is written in the text, with its sign when negative (-200, −200, +16)."""
    digits = str(abs(number))
    if number < 0:
        return re.search(rf"[-−]{digits}(?![\d])", text) is not None
    return re.search(rf"(?<![\d\-−.,]){digits}(?![\d])", text) is not None


def test_the_rule_pages_have_worked_examples():
    assert len(examples()) >= 10
    games = {json.loads(p.values[0])["game"] for p in examples()}
    assert {"joker", "klaverjas", "seep", "king"} <= games


@pytest.mark.parametrize(("comment", "text"), examples())
def test_worked_example_agrees_with_the_engine(comment: str, text: str):
    example = json.loads(comment)
    whole = sheet_of(example)
    last = whole["deals"][-1]
    assert last["scores"] == example["scores"]
    if "totals" in example:
        assert whole["totals"] == example["totals"]
    if "finished" in example:
        assert whole["finished"] == example["finished"]
    if "adjustments" in example:
        assert last.get("adjustments") == example["adjustments"]
    if "difference" in example:
        assert last["difference"] == example["difference"]
    if "bazzi" in example:
        assert last["bazzi"] == example["bazzi"]


@pytest.mark.parametrize(("comment", "text"), examples())
def test_worked_example_text_says_the_numbers(comment: str, text: str):
    example = json.loads(comment)
    expected = [
        number
        for key in NUMBERED_KEYS
        for number in (example[key] if isinstance(example.get(key), list) else [example.get(key)])
        if isinstance(number, int)
    ]
    missing = [number for number in expected if not mentions(text, number)]
    assert not missing, f"the text after the example does not say {missing}:\n{text}"


def test_example_comments_are_valid_json():
    for name, source in sources():
        for line in source.splitlines():
            if "<!-- example" in line:
                assert EXAMPLE.search(line), f"{name}: example comment not on one line"
                json.loads(EXAMPLE.search(line).group(1))
