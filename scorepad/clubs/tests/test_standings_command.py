"""The ``standings`` command, run as a club's director would run it: night and season files on
disk and on standard input, JSON on standard output, a refusal on standard error and exit 1."""

import json
import subprocess
import sys
from pathlib import Path

from scorepad.clubs.files import club_games, plays_in_teams
from scorepad.clubs.tests.helpers import NIGHTS, load, needs_game_of, run

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Ans", "Bert", "Cor", "Dirk", "Els", "Fleur", "Gijs", "Henk", "Ina"]
TEAM_GAMES = [name for name in club_games() if plays_in_teams(name)]
SOLO_GAMES = [name for name in club_games() if not plays_in_teams(name)]


def there_in(round_):
    return [name for table in round_["tables"] for name in table] + round_["sit_out"]


@needs_game_of("de-hoop")
def test_standings_prints_a_nights_standings_from_a_file():
    status, out, err = run("standings", str(NIGHTS / "de-hoop.json"))
    assert status == 0 and err == ""
    result = json.loads(out)
    assert list(result) == [
        "format",
        "club",
        "date",
        "finished",
        "rounds",
        "standings",
        "prizes",
    ]
    assert result["standings"][0] == {
        "place": 1,
        "player": "Gijs",
        "total": 1348,
        "rounds": [624, 324, 400],
    }
    assert result["rounds"][0]["tables"][0] == {
        "players": ["Ans", "Bert", "Cor", "Dirk"],
        "totals": [352, 336],
        "finished": True,
    }


@needs_game_of("spec")
def test_standings_reads_standard_input_and_writes_null_for_a_round_nobody_sat_out():
    data = load("spec")
    data["rounds"][0]["tables"].append({"players": ["Ina", "Joop", "Kees", "Lies"], "deals": []})
    data["rounds"][0]["sit_out"] = []
    data["players"] += ["Joop", "Kees", "Lies"]
    status, out, _err = run("standings", "-", stdin=json.dumps(data).encode())
    assert status == 0
    assert '"sit_out_score": null' in out
    assert json.loads(out)["rounds"][0]["sit_out_score"] is None


@needs_game_of("de-hoop")
def test_standings_prints_a_seasons_standings(tmp_path):
    path = tmp_path / "season.json"
    path.write_text(
        json.dumps(
            {
                "format": "scorepad-season/1",
                "rules": {"count_best": 1},
                "nights": [load("spec"), load("de-hoop")],
            }
        )
    )
    status, out, _err = run("standings", str(path))
    assert status == 0
    assert json.loads(out)["standings"][0] == {
        "place": 1,
        "player": "Ina",
        "total": 1600,
        "nights": [1600, 1189],
        "counted": [0],
    }


@needs_game_of("de-hoop")
def test_standings_refuses_a_bad_file_on_standard_error_with_nothing_on_standard_output(
    tmp_path,
):
    data = load("de-hoop")
    data["rounds"][0]["tables"][1]["players"][0] = "Ans"
    path = tmp_path / "night.json"
    path.write_text(json.dumps(data))
    assert run("standings", str(path)) == (1, "", "standings: round 1: Ans is at two tables\n")
    status, out, err = run("standings", str(tmp_path / "missing.json"))
    assert (status, out) == (1, "")
    assert err.startswith("standings: cannot read ") and "No such file" in err


def test_standings_runs_from_the_shell_as_a_director_runs_it():
    run_ = subprocess.run(
        [sys.executable, "manage.py", "standings", "-"],
        cwd=ROOT,
        input="[]",
        capture_output=True,
        text=True,
        check=False,
    )
    assert run_.returncode == 1 and run_.stdout == ""
    assert run_.stderr == ("standings: format must be 'scorepad-night/1' or 'scorepad-season/1'\n")
