"""The scoresheet command, run as a player would run it, on the registry's first game's worked
file."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorepad.games import engine, game_type, installed, samples
from tests.worked_games import document

ANY = installed()[0]
SPEC_EXAMPLE = document(ANY)
TOTALS = samples(ANY).WORKED["totals"]

ROOT = Path(__file__).resolve().parent.parent


def scoresheet(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", "scoresheet", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_scoresheet_prints_the_document_with_its_sheet(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(SPEC_EXAMPLE))
    run = scoresheet(str(path))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["players"] == SPEC_EXAMPLE["players"]
    assert result["sheet"]["totals"] == TOTALS


def test_scoresheet_reads_standard_input():
    run = scoresheet("-", stdin=json.dumps(SPEC_EXAMPLE))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["sheet"]["totals"] == TOTALS


def test_scoresheet_fills_in_default_options():
    bare = {"format": "scorepad/1", "game": ANY, "players": samples(ANY).PLAYERS}
    run = scoresheet("-", stdin=json.dumps(bare))
    assert json.loads(run.stdout)["options"] == engine(ANY).clean_options({})


@pytest.mark.parametrize(
    ("document", "words"),
    [
        (
            {**SPEC_EXAMPLE, "deals": [{**SPEC_EXAMPLE["deals"][0], "no_such_key": 1}]},
            "1: unknown key 'no_such_key'",
        ),
        ({**SPEC_EXAMPLE, "extra": 1}, "unknown key 'extra'"),
        ("{not json", "the file is not valid JSON (line 1, column 2)"),
    ],
)
def test_a_refused_file_says_why_on_stderr_and_prints_nothing(document, words):
    text = document if isinstance(document, str) else json.dumps(document)
    run = scoresheet("-", stdin=text)
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr.startswith("scoresheet: ") and run.stderr.endswith(f"{words}\n")


def test_a_missing_file_is_refused_without_a_traceback(tmp_path):
    missing = tmp_path / "nope.json"
    run = scoresheet(str(missing))
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr == f"scoresheet: cannot read {missing}: No such file or directory\n"


def test_text_format_prints_a_table():
    run = scoresheet("--format", "text", "-", stdin=json.dumps(SPEC_EXAMPLE))
    assert run.returncode == 0, run.stderr
    assert SPEC_EXAMPLE["players"][0] in run.stdout
    assert all(str(total) in run.stdout for total in TOTALS)
    for column in game_type(ANY).export.text_columns:
        assert column in run.stdout
