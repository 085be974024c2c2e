"""Each game is one folder: its package holds all of it (engine, forms, pad, export, samples,
templates, static files, rule texts, translations), and the shared code knows a game only
through the registry's object, so no shared module, template, stylesheet or script names one."""

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings

from scorepad.games import engine, game_type, game_types, installed
from scorepad.games.base import GameType
from tests.factories import long_game

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "scorepad" / "games"
SHARED_FOLDERS = ("scorepad", "rules", "templates", "static")
SUFFIXES = (".py", ".html", ".css", ".js")
# The one place that names the installed games, and the game packages themselves.
NAMED_ONCE = {ROOT / "scorepad" / "settings.py"}


def shared_files() -> list[Path]:
    packages = {GAMES / name for name in installed()}
    files = []
    for folder in SHARED_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file() or path in NAMED_ONCE:
                continue
            if any(path.is_relative_to(package) for package in packages):
                continue
            if "vendor" in path.parts or "migrations" in path.parts:
                continue
            files.append(path)
    return files


def without_prose(path: Path, text: str) -> str:
    """The code and markup of a file, its comments and docstrings left out: prose may mention
    a game as an example, code may not."""
    if path.suffix == ".py":
        text = re.sub(r'"""(?:.|\n)*?"""', "", text)
        return "\n".join(line.split("#")[0] for line in text.splitlines())
    if path.suffix == ".html":
        text = re.sub(r"{%\s*comment\s*%}(?:.|\n)*?{%\s*endcomment\s*%}", "", text)
        text = re.sub(r"{#.*?#}", "", text)
        return re.sub(r"<!--(?:.|\n)*?-->", "", text)
    text = re.sub(r"/\*(?:.|\n)*?\*/", "", text)
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in text.splitlines())


def game_name() -> re.Pattern[str]:
    return re.compile(r"\b(" + "|".join(map(re.escape, installed())) + r")\b", re.IGNORECASE)


@pytest.mark.parametrize("path", shared_files(), ids=lambda path: str(path.relative_to(ROOT)))
def test_shared_code_names_no_game(path):
    code = without_prose(path, path.read_text(encoding="utf-8"))
    found = game_name().search(code)
    assert not found, f"{path.relative_to(ROOT)} names {found.group(0)!r}"


def test_every_kind_of_shared_file_is_checked():
    checked = {path.suffix for path in shared_files()}
    assert checked == set(SUFFIXES)
    assert len(shared_files()) > 60


@pytest.mark.parametrize("name", installed())
def test_every_game_is_one_package_with_all_its_parts(name):
    package = GAMES / name
    for module in ("engine.py", "game.py", "forms.py", "pad.py", "export.py", "samples.py"):
        assert (package / module).is_file(), module
    for template in ("entry.html", "sheet.html", "options.html"):
        assert (package / "templates" / "scorepad" / "games" / name / template).is_file()
    for text in ("en.md", "tr.md", "glossary-en.md", "glossary-tr.md"):
        assert (package / "rules" / text).is_file(), text
    assert (package / "locale" / "tr" / "LC_MESSAGES" / "django.po").is_file()
    kind = game_type(name)
    assert isinstance(kind, GameType)
    assert kind.name == name
    assert kind.engine is engine(name)
    assert kind.entry_template == f"scorepad/games/{name}/entry.html"
    assert kind.stylesheet == f"{name}/game.css"
    assert all(file.startswith(f"{name}/") for file in kind.static_files())


@pytest.mark.parametrize("name", installed())
def test_engines_import_only_the_core(name):
    """The engine runs on the phone too: plain Python with what the core gives it."""
    tree = ast.parse((GAMES / name / "engine.py").read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    assert imported <= {"__future__", "typing", "scorepad.games.core"}, imported


def test_the_games_are_named_once_in_the_settings():
    assert [kind.name for kind in game_types()] == list(settings.SCOREPAD_GAMES)
    assert installed() == tuple(settings.SCOREPAD_GAMES)
    assert len(set(installed())) == len(installed())
    for name in installed():
        assert f"scorepad.games.{name}" in settings.INSTALLED_APPS


@pytest.mark.parametrize("name", installed())
def test_a_games_pad_gives_the_values_it_names(name):
    """The page works a game's pad out only when the sheet is drawn, by the names the game
    declares (``GameType.pad_keys``): they must be the names ``pad`` gives."""
    kind = game_type(name)
    players, options, deals = long_game(name)
    sheet = kind.engine.compute_sheet(players, options, deals)
    upcoming = kind.engine.next_deal(players, options, deals)
    assert kind.pad.keys
    assert set(kind.pad.values(players, options, sheet, deals, upcoming)) == set(kind.pad.keys)


def class_names(text: str) -> set[str]:
    """The words a file could name a class by (a class attribute, a selector, a script's
    ``className``)."""
    return set(re.findall(r"[A-Za-z][\w-]*", text))


def test_the_shared_stylesheets_style_no_class_only_one_game_uses():
    """A class of one game's own is styled in its ``static/<name>/game.css``, linked from its
    pages, never in ``static/css/``: a club that plays another game downloads none of it."""
    packages = [path for path in sorted(GAMES.iterdir()) if (path / "engine.py").is_file()]
    used_by = {
        package.name: set().union(
            *(
                class_names(without_prose(path, path.read_text(encoding="utf-8")))
                for path in package.rglob("*")
                if path.suffix in (".html", ".js", ".py") and "tests" not in path.parts
            )
        )
        for package in packages
    }
    shared = set().union(
        *(
            class_names(without_prose(path, path.read_text(encoding="utf-8")))
            for path in shared_files()
            if path.suffix != ".css"
        )
    )
    for stylesheet in sorted((ROOT / "static" / "css").glob("*.css")):
        rules = re.sub(r"\{[^{}]*\}", "", without_prose(stylesheet, stylesheet.read_text("utf-8")))
        for name in sorted(set(re.findall(r"\.([A-Za-z][\w-]*)", rules)) - shared):
            games = [game for game, names in used_by.items() if name in names]
            assert len(games) != 1, f"{stylesheet.name} styles .{name}, which only {games[0]} uses"
