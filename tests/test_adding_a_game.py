"""The README's "Adding a game", done as it says: a copy of a game's package under another name
is a whole game. In a copy of the repository, ``scorepad/games/seep`` is copied to
``scorepad/games/seepcopy`` and ``scorepad/games/king`` to ``scorepad/games/kingcopy``, the old
name written as the new one everywhere inside each copy (text and file names, as a plain search
and replace does), ``SCOREPAD_GAMES`` set to the five games and the two copies, and nothing else
changed: the new games then pass Django's checks, need no migration, are scored by
``scoresheet``, are offered on the home page, open imported with all their static files, export
their sheets, have their rule pages in both languages, their referees and their search, the
glossary keeps one id per entry, the cross-game tests run for them, and the copy of King passes
King's own tests."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The compiled catalogs are left out too: the copy compiles its own, as make does.
LEFT_OUT = (
    ".git",
    ".venv",
    "staticfiles",
    "db.sqlite3",
    "__pycache__",
    ".*_cache",
    ".hypothesis",
    "*.mo",
)
COPIES = {"seep": "seepcopy", "king": "kingcopy"}
GAMES = "joker,klaverjas,seep,ers,king,seepcopy,kingcopy"

SEEPCOPY_GAME = {
    "format": "scorepad/1",
    "game": "seepcopy",
    "players": ["Nino", "Giorgi", "Ana", "Levan"],
    "options": {"bazzis": 1},
    "deals": [{"points": [60, 40], "sweeps": [1, 0]}, {"points": [70, 30]}],
}

# Run inside the copy with Django's test client: every page of the new game answers.
PAGES = """
import json, re
from django.test import Client
from django.core.files.uploadedfile import SimpleUploadedFile
phone = Client()
home = phone.get("/").content.decode()
assert 'name="game" value="seepcopy"' in home, "the home page offers it"
body = json.dumps(GAME).encode()
imported = phone.post("/games/import/", {"file": SimpleUploadedFile("g.json", body)})
assert imported.status_code == 303, imported.status_code
page = phone.get(imported["Location"])
assert page.status_code == 200
html = page.content.decode()
assert "pad-seepcopy" in html
files = set(re.findall(r'(?:href|src)="(/static/[^"]+)"', html))
assert "/static/seepcopy/game.css" in files and "/static/seepcopy/entry.js" in files, files
for name in files:
    assert phone.get(name).status_code == 200, name
for export in ("export.json", "export.csv", "export.pdf"):
    assert phone.get(imported["Location"] + export).status_code == 200, export
sheet = json.loads(phone.get(imported["Location"] + "export.json").content)["sheet"]
assert sheet["totals"] == [1, 0] and sheet["finished"], sheet
for language in ("en", "tr"):
    rules = phone.get("/rules/seepcopy/?lang=" + language)
    assert rules.status_code == 200, language
    assert 'id="bazzi"' in rules.content.decode()
assert phone.get("/rules/seepcopy/referee/").status_code == 200
found = phone.get("/rules/search/?q=bazzi&game=seepcopy").content.decode()
assert "/rules/seepcopy/" in found, "the search finds its sections"
glossary_ids = re.compile(r'\\sid="([^"]+)"')
for language in ("en", "tr", "nl", "ka"):
    glossary = phone.get("/rules/glossary/?lang=" + language)
    assert glossary.status_code == 200, language
    ids = glossary_ids.findall(glossary.content.decode())
    twice = sorted({one for one in ids if ids.count(one) > 1})
    assert not twice, (language, twice)
    assert any(one.startswith("kingcopy-") for one in ids), language
print("PAGES OK")
"""


def copy_of_the_repository(where: Path) -> Path:
    copy = where / "repository"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*LEFT_OUT))
    for old, new in COPIES.items():
        source = copy / "scorepad" / "games" / old
        for path in sorted(source.rglob("*")):
            if path.is_dir() or "__pycache__" in path.parts:
                continue
            parts = [part.replace(old, new) for part in path.relative_to(source).parts]
            target = copy / "scorepad" / "games" / new / Path(*parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                target.write_text(path.read_text("utf-8").replace(old, new), "utf-8")
            except UnicodeDecodeError:
                shutil.copyfile(path, target)  # a font or an image
    compiled = run(copy, "manage.py", "compilemessages", "--ignore=.venv", "-v", "0")
    assert compiled.returncode == 0, compiled.stderr
    return copy


def run(copy: Path, *command: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL")
    } | {
        "SCOREPAD_GAMES": GAMES,
        "SQLITE_PATH": str(copy / "copy.sqlite3"),
        "ALLOWED_HOSTS": "testserver",
        "DJANGO_SETTINGS_MODULE": "scorepad.settings",
    }
    return subprocess.run(
        [sys.executable, *command],
        cwd=copy,
        env=environment,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    return copy_of_the_repository(tmp_path_factory.mktemp("adding-a-game"))


def test_the_copy_is_a_package_of_its_own_under_its_name(copy):
    package = copy / "scorepad" / "games" / "seepcopy"
    assert (package / "engine.py").is_file()
    assert (package / "templates" / "scorepad" / "games" / "seepcopy" / "sheet.html").is_file()
    assert (package / "static" / "seepcopy" / "game.css").is_file()
    assert 'NAME = "seepcopy"' in (package / "engine.py").read_text("utf-8")
    assert not (
        copy / "scorepad" / "games" / "seepcopy" / "templates" / "scorepad" / "games" / "seep"
    ).exists()


def test_django_checks_it_and_no_migration_is_needed(copy):
    checked = run(copy, "manage.py", "check")
    assert checked.returncode == 0, checked.stderr
    migrations = run(copy, "manage.py", "makemigrations", "--check", "--dry-run")
    assert migrations.returncode == 0, migrations.stdout + migrations.stderr


def test_scoresheet_scores_it_as_seep(copy):
    scored = run(copy, "manage.py", "scoresheet", "-", stdin=json.dumps(SEEPCOPY_GAME))
    assert scored.returncode == 0, scored.stderr
    as_seep = run(
        copy, "manage.py", "scoresheet", "-", stdin=json.dumps(SEEPCOPY_GAME | {"game": "seep"})
    )
    copied, original = json.loads(scored.stdout), json.loads(as_seep.stdout)
    assert copied["game"] == "seepcopy"
    assert copied["sheet"] == original["sheet"]


def test_its_pages_open_imported_exported_with_its_rules_referee_and_search(copy):
    migrated = run(copy, "manage.py", "migrate", "--no-input", "-v", "0")
    assert migrated.returncode == 0, migrated.stderr
    script = f"GAME = {SEEPCOPY_GAME!r}\n" + PAGES
    pages = run(copy, "manage.py", "shell", "-c", script)
    assert "PAGES OK" in pages.stdout, pages.stdout + pages.stderr


def test_at_least_twenty_cross_game_tests_run_for_it(copy):
    # The cross-game tests are tests/ (each game's own are its package's, run for the copy of
    # King below).
    collected = run(
        copy, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider", "tests"
    )
    assert collected.returncode == 0, collected.stdout[-3000:] + collected.stderr[-3000:]
    for new in COPIES.values():
        ids = [line for line in collected.stdout.splitlines() if new in line]
        assert len(ids) >= 20, ids


def test_the_copy_of_king_passes_kings_own_tests(copy):
    # King's own: its engine's worked examples, its pages and admin, its browser tests, and
    # the contract every game keeps.
    own = run(
        copy,
        "-m",
        "pytest",
        "-q",
        "-n",
        "0",
        "-p",
        "no:cacheprovider",
        "scorepad/games/kingcopy/tests",
    )
    assert own.returncode == 0, own.stdout[-5000:] + own.stderr[-3000:]
    passed = re.search(r"(\d+) passed", own.stdout)
    assert passed and int(passed.group(1)) >= 150, own.stdout[-500:]
