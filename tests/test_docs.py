"""The README and docs/ name only what is there: every repository path they write (in
backquotes, or as a link) exists, and the README stays a guide of at most 300 lines."""

import itertools
import re
from pathlib import Path

import pytest

from scorepad.games import installed

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
# What a path may start with to be a path of this repository.
TOP = {path.name for path in ROOT.iterdir() if not path.name.startswith(".")} | {".ci"}
# A path written inside a game's package, the clubs' app or the templates is read from there too.
BASES = [Path(), Path("scorepad/games/joker"), Path("scorepad/clubs"), Path("templates")]
# The names of the files' formats, which read like paths.
FORMAT = re.compile(r"scorepad(-\w+)?/\d+")
CODE = re.compile(r"`([^`\s]+)`")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
PLACEHOLDER = re.compile(r"<(game|name)>")


def expanded(path: str) -> list[str]:
    """``a/{en,tr}.md`` as ``a/en.md`` and ``a/tr.md``; ``<game>`` as each installed game."""
    choices = [part.split(",") for part in re.findall(r"\{([^}]*)\}", path)]
    template = re.sub(r"\{[^}]*\}", "{}", path)
    paths = [template.format(*combination) for combination in itertools.product(*choices)]
    if PLACEHOLDER.search(path):
        return [PLACEHOLDER.sub(game, each) for each in paths for game in installed()]
    return paths


def exists(path: str) -> bool:
    for base in BASES:
        candidates = expanded(str(base / path)) if path else []
        if any(next(ROOT.glob(candidate), None) is not None for candidate in candidates):
            return True
    return False


def named_paths(document: Path) -> list[str]:
    text = document.read_text(encoding="utf-8")
    found = []
    for match in CODE.finditer(text):
        word = match.group(1).rstrip(".,:;")
        first = word.split("/")[0]
        if FORMAT.fullmatch(word):
            continue
        if first in TOP and ("/" in word or "." in word) and not word.startswith("/"):
            found.append(word.split(":")[0])
    for match in LINK.finditer(text):
        target = match.group(1)
        if "://" in target or target.startswith(("mailto:", "/")):
            continue
        found.append(str((document.parent / target).resolve().relative_to(ROOT)))
    return found


@pytest.mark.parametrize("document", DOCS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_path_the_docs_name_exists(document):
    missing = [path for path in named_paths(document) if not exists(path)]
    assert not missing, f"{document.relative_to(ROOT)} names what is not there: {missing}"


def test_the_docs_name_paths_at_all():
    """The check above has something to check: the README names the folders it guides to."""
    assert len(named_paths(ROOT / "README.md")) > 20


def test_a_path_that_is_not_there_is_caught():
    page = ROOT / "docs" / "a-page-that-is-not-there.md"
    assert not exists("scorepad/no_such_module.py")
    assert not exists(str(page.relative_to(ROOT)))
    assert exists("scorepad/games/<game>/engine.py")
    assert exists("scorepad/games/<game>/rules/{en,tr}.md")


def test_the_readme_is_a_guide_not_a_notebook():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 300
