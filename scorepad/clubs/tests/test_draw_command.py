"""The ``draw`` command, run as a club's director would run it: the names on the command line,
the rounds as JSON on standard output, a refusal on standard error and exit 1."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management.base import CommandError

from scorepad.clubs.files import club_games, plays_in_teams
from scorepad.clubs.tests.helpers import run

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Ans", "Bert", "Cor", "Dirk", "Els", "Fleur", "Gijs", "Henk", "Ina"]
TEAM_GAMES = [name for name in club_games() if plays_in_teams(name)]
SOLO_GAMES = [name for name in club_games() if not plays_in_teams(name)]


def there_in(round_):
    return [name for table in round_["tables"] for name in table] + round_["sit_out"]


@pytest.mark.skipif(not TEAM_GAMES, reason="no team game is installed")
def test_draw_prints_the_rounds_of_a_night():
    status, out, err = run("draw", "--game", TEAM_GAMES[0], "--rounds", "3", "--seed", "4", *NAMES)
    assert status == 0 and err == ""
    rounds = json.loads(out)["rounds"]
    assert len(rounds) == 3
    for round_ in rounds:
        assert list(round_) == ["tables", "sit_out"]
        assert [len(table) for table in round_["tables"]] == [4, 4]
        assert len(round_["sit_out"]) == 1
        assert sorted(there_in(round_)) == NAMES
    assert len({name for round_ in rounds for name in round_["sit_out"]}) == 3
    partners = [
        frozenset(pair)
        for round_ in rounds
        for table in round_["tables"]
        for pair in ((table[0], table[2]), (table[1], table[3]))
    ]
    assert len(set(partners)) == len(partners) == 12


@pytest.mark.skipif(not TEAM_GAMES, reason="no team game is installed")
def test_the_same_seed_gives_the_same_draw_and_another_seed_another():
    args = ("draw", "--game", TEAM_GAMES[0], "--rounds", "4")
    first = run(*args, "--seed", "12", *NAMES)
    assert run(*args, "--seed", "12", *NAMES) == first
    assert run(*args, "--seed", "13", *NAMES) != first
    assert run(*args, *NAMES)[0] == 0  # no seed: at random


@pytest.mark.skipif(not TEAM_GAMES, reason="no team game is installed")
def test_the_same_seed_gives_the_same_draw_in_every_run_of_python():
    """Whatever the hashes of the names in this run (PYTHONHASHSEED), and through the exact
    matching too: twelve rounds of eight leave no pairing without a repeat."""
    outputs = set()
    for hash_seed in ("1", "2", "3"):
        run_ = subprocess.run(
            [
                sys.executable,
                "manage.py",
                "draw",
                "--game",
                TEAM_GAMES[0],
                "--rounds",
                "12",
                "--seed",
                "99",
                *NAMES[:8],
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"},
        )
        outputs.add(run_.stdout)
    assert len(outputs) == 1


@pytest.mark.skipif(not TEAM_GAMES, reason="no team game is installed")
def test_draw_seats_late_and_early_players_only_for_their_rounds():
    names = [*NAMES[:8], "Joop@2-3", "Kees@3-", "Lies@-2", "Mien@1"]
    status, out, _err = run("draw", "--game", TEAM_GAMES[0], "--rounds", "3", "--seed", "1", *names)
    assert status == 0
    rounds = json.loads(out)["rounds"]
    there = [sorted(there_in(round_)) for round_ in rounds]
    assert there[0] == sorted([*NAMES[:8], "Lies", "Mien"])
    assert there[1] == sorted([*NAMES[:8], "Joop", "Lies"])
    assert there[2] == sorted([*NAMES[:8], "Joop", "Kees"])
    assert [len(round_["sit_out"]) for round_ in rounds] == [2, 2, 2]


@pytest.mark.skipif(not SOLO_GAMES, reason="no game of four on their own is installed")
def test_draw_seats_a_game_without_partners_too():
    status, out, _err = run("draw", "--game", SOLO_GAMES[0], "--rounds", "2", *NAMES[:6])
    assert status == 0
    rounds = json.loads(out)["rounds"]
    assert [len(round_["sit_out"]) for round_ in rounds] == [2, 2]
    assert set(rounds[0]["sit_out"]).isdisjoint(rounds[1]["sit_out"])


@pytest.mark.parametrize(
    ("names", "words"),
    [
        (["Ans", "Bert", "Cor"], "draw: round 1: only 3 players are there, and a table seats four"),
        (
            [*NAMES[:4], "Els@3-"],
            "draw: Els cannot be there from round 3 to 2: the night has rounds 1 to 2",
        ),
        ([*NAMES[:3], "Dirk@2"], "draw: round 1: only 3 players are there, and a table seats four"),
        (
            [*NAMES[:4], "Els@x"],
            (
                "draw: Els@x: the rounds a player is there for are written NAME@2-3, NAME@2- or "
                "NAME@-2"
            ),
        ),
        (
            [*NAMES[:4], "Els@2-1"],
            "draw: Els cannot be there from round 2 to 1: the night has rounds 1 to 2",
        ),
        ([*NAMES[:4], "Ans"], "draw: two players are called Ans: give each a different name"),
        ([*NAMES[:4], " "], "draw: a player's name must be 1 to 40 characters long"),
    ],
)
def test_draw_refuses_what_cannot_be_drawn(names, words):
    game = club_games()[0]
    assert run("draw", "--game", game, "--rounds", "2", *names) == (1, "", words + "\n")


def test_draw_offers_the_club_games_alone_and_up_to_twelve_rounds():
    with pytest.raises(CommandError, match="invalid choice"):
        run("draw", "--game", "poker", *NAMES)
    status, out, err = run("draw", "--game", club_games()[0], "--rounds", "13", *NAMES)
    assert (status, out) == (1, "") and err == "draw: rounds must be between 1 and 12\n"
