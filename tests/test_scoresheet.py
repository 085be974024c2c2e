"""The scoresheet command, run as a player would run it."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_gamefile import SPEC_EXAMPLE

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
    assert result["sheet"]["deals"][0]["scores"] == [50, 100, 50, -200]


def test_scoresheet_reads_standard_input():
    run = scoresheet("-", stdin=json.dumps(SPEC_EXAMPLE))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["sheet"]["totals"] == [50, 100, 50, -200]


def test_scoresheet_fills_in_default_options():
    document = {"format": "scorepad/1", "game": "klaverjas", "players": ["A", "B", "C", "D"]}
    run = scoresheet("-", stdin=json.dumps(document))
    assert json.loads(run.stdout)["options"] == {
        "deals": 16,
        "to_points": None,
        "rules": "amsterdam",
        "revoke_roem": "all",
        "first_dealer": 0,
    }


@pytest.mark.parametrize(
    ("document", "words"),
    [
        (
            {**SPEC_EXAMPLE, "deals": [{"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}]},
            "deal 1: Nino deals and may not bid 0: the bids would add up to 1, the number of cards",
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
    assert run.stderr == f"scoresheet: {words}\n"


def test_a_missing_file_is_refused_without_a_traceback(tmp_path):
    missing = tmp_path / "nope.json"
    run = scoresheet(str(missing))
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr == f"scoresheet: cannot read {missing}: No such file or directory\n"


def test_text_format_prints_a_table():
    run = scoresheet("--format", "text", "-", stdin=json.dumps(SPEC_EXAMPLE))
    assert run.returncode == 0, run.stderr
    assert "Nino" in run.stdout and "-200" in run.stdout
    assert "in progress" in run.stdout
