"""Each rule once, in Python: no script of ours (the vendored libraries aside) holds a rule of a
game. The referees, the helpers and the entries ask the games' Python modules, run on the phone
by MicroPython; JavaScript only shows and taps. The markers are what a port of the rules holds
and display code does not, and they catch the JavaScript referees this project once had."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RANK = r"""["']?(?:[2-9]|10|[AJQK])["']?"""
QUOTED_RANK = r"""["'](?:[2-9]|10|[AJQK])["']"""
MARKERS = {
    # RANKS, TRUMP_ORDER, PLAIN_ORDER: the order of the cards, or of their strength.
    "a card order": re.compile(
        r"\[\s*" + QUOTED_RANK + r"(?:\s*,\s*" + QUOTED_RANK + r"){4,}\s*\]"
    ),
    # {J: 20, "9": 14, A: 11 ...}, {J: 1, Q: 2, K: 3, A: 4}: what the cards count or give.
    "card points or values": re.compile(
        r"\{\s*(?:" + RANK + r"\s*:\s*\d+\s*,\s*){2,}" + RANK + r"\s*:\s*\d+"
    ),
    "roem values": re.compile(r"\b(?:run3|run4|stuk)\s*:\s*\d+"),
    # has("sandwich"): a slap combination tested against the pile.
    "slap combinations": re.compile(r"""\(\s*["'](?:double|sandwich|top-bottom|tens)["']\s*\)"""),
    "challenge chances": re.compile(r"\bCHALLENGES\b|\bchances\s*=\s*[\w.]+\[\s*face\s*\]"),
    # strength(card, trump, led), ledSuit(trick): how a trick is won.
    "a trick winner": re.compile(r"\b(?:strength|trumpRank|cardPoints|ledSuit|summarise)\s*\("),
}
# The last commit with the JavaScript referees (their pickers and their ports of the rules).
PORTS_COMMIT = "2e17ff6a47385c352d7a9256aded926fa235daa1"
PORTS = {
    "scorepad/games/joker/static/joker/referee.js": {"a card order", "a trick winner"},
    "scorepad/games/klaverjas/static/klaverjas/referee.js": {
        "a card order",
        "card points or values",
        "roem values",
        "a trick winner",
    },
    "scorepad/games/seep/static/seep/referee.js": {"a card order"},
    "scorepad/games/ers/static/ers/rules.js": {"slap combinations", "challenge chances"},
}


def rules_in(text: str) -> set[str]:
    return {name for name, marker in MARKERS.items() if marker.search(text)}


def our_scripts() -> list[Path]:
    folders = [ROOT / "static", *sorted((ROOT / "scorepad" / "games").glob("*/static"))]
    return [
        path
        for folder in folders
        for path in sorted(folder.rglob("*.js"))
        if "vendor" not in path.relative_to(folder).parts
    ]


def test_the_scripts_are_looked_through():
    names = {path.relative_to(ROOT).as_posix() for path in our_scripts()}
    assert {"static/js/referee.js", "static/js/offline/entry.js"} <= names
    assert not any("vendor" in name for name in names)


@pytest.mark.parametrize("path", our_scripts(), ids=lambda path: str(path.relative_to(ROOT)))
def test_no_script_holds_a_rule(path):
    assert rules_in(path.read_text(encoding="utf-8")) == set()


def _old(path: str) -> str | None:
    shown = subprocess.run(
        ["git", "show", f"{PORTS_COMMIT}:{path}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return shown.stdout if shown.returncode == 0 else None


@pytest.mark.parametrize("path", sorted(PORTS))
def test_the_markers_catch_the_old_javascript_referees(path):
    old = _old(path)
    if old is None:
        pytest.skip(f"this checkout has no commit {PORTS_COMMIT[:7]} (a shallow clone)")
    assert len(old.splitlines()) > 80
    assert rules_in(old) == PORTS[path]


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ('var TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"];', "a card order"),
        (
            "var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];",
            "a card order",
        ),
        (
            'var PLAIN_POINTS = {A: 11, "10": 10, K: 4, Q: 3, J: 2, "9": 0};',
            "card points or values",
        ),
        ("var CHANCES = {J: 1, Q: 2, K: 3, A: 4};", "card points or values"),
        ("var ROEM = {run3: 20, run4: 50, jacks: 200, four: 100, stuk: 20};", "roem values"),
        (
            'if (has("sandwich") && n >= 3 && pile[n - 3] === top) return "sandwich";',
            "slap combinations",
        ),
        ("var chances = CHALLENGES[face] || 0;", "challenge chances"),
        (
            "if (strength(card, trump, led) > strength(trick[best], trump, led)) best = place;",
            "a trick winner",
        ),
    ],
)
def test_each_marker_catches_a_rule_written_in_javascript(line, rule):
    assert rules_in(line) == {rule}


def test_display_code_is_not_taken_for_a_rule():
    display = """
      button.setAttribute("aria-label", button.dataset.rank + suit.dataset.symbol);
      var parts = taken.roem_parts.length ? ": " + taken.roem_parts.join(", ") : "";
      output.classList.toggle("is-slap", Boolean(answer && answer.slap));
      var targets = Array.from(root.querySelectorAll("[data-target]"));
      rules.run("call", {game: form.dataset.game, module: "referee", arguments: [fields]});
    """
    assert rules_in(display) == set()
