"""The night and the season are plain Python that could run on the phone: they keep to what
MicroPython runs, as the engines do (the check of tests/test_rules_on_the_phone.py), and import
nothing of Django or of the server."""

import ast
from pathlib import Path

import pytest

from tests.test_rules_on_the_phone import _offences

PACKAGE = Path(__file__).resolve().parents[1]
PLAIN = [PACKAGE / "night.py", PACKAGE / "season.py"]


@pytest.mark.parametrize("path", PLAIN, ids=lambda path: path.name)
def test_the_nights_arithmetic_keeps_to_what_micropython_runs(path):
    assert _offences(path) == []


@pytest.mark.parametrize("path", PLAIN, ids=lambda path: path.name)
def test_the_nights_arithmetic_imports_only_the_games_core_and_itself(path):
    imported = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    allowed = {
        "__future__",
        "typing",
        "collections.abc",  # under TYPE_CHECKING only (the check above)
        "scorepad.games.core",
        "scorepad.games.document",
        "scorepad.clubs.night",
    }
    assert imported <= allowed
