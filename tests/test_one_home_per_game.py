"""Each game lives in one place: its package and its templates. The shared views, forms and
templates know a game only through the registry's object, so they name none."""

import re
from pathlib import Path

import pytest

from scorepad.games import INSTALLED, engine, game_type, game_types
from scorepad.games.base import GameType

ROOT = Path(__file__).resolve().parent.parent
SHARED = [
    "scorepad/views.py",
    "scorepad/forms.py",
    "scorepad/partials.py",
    "scorepad/exports.py",
    "scorepad/games/base.py",
    "templates/scorepad/game.html",
]
GAME_NAME = re.compile(r"\b(" + "|".join(INSTALLED) + r")\b", re.IGNORECASE)


@pytest.mark.parametrize("path", SHARED)
def test_shared_code_names_no_game(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    # Prose may mention a game as an example; code and markup may not.
    code = re.sub(r'""".*?"""', "", text, flags=re.DOTALL)
    code = "\n".join(
        line for line in code.splitlines() if not line.lstrip().startswith(("#", "{#"))
    )
    assert not GAME_NAME.search(code), GAME_NAME.search(code)


@pytest.mark.parametrize("name", INSTALLED)
def test_every_game_is_one_package_with_its_templates(name):
    package = ROOT / "scorepad" / "games" / name
    for module in ("engine.py", "forms.py", "pad.py", "game.py"):
        assert (package / module).is_file()
    for template in ("entry.html", "sheet.html", "options.html"):
        assert (ROOT / "templates" / "scorepad" / "games" / name / template).is_file()
    kind = game_type(name)
    assert isinstance(kind, GameType)
    assert kind.name == name
    assert kind.engine is engine(name)
    assert kind.entry_template == f"scorepad/games/{name}/entry.html"


@pytest.mark.parametrize("name", INSTALLED)
def test_engines_import_no_django(name):
    source = (ROOT / "scorepad" / "games" / name / "engine.py").read_text(encoding="utf-8")
    assert "django" not in source


def test_the_registry_lists_each_game_once_in_order():
    assert [kind.name for kind in game_types()] == list(INSTALLED)
    assert len(set(INSTALLED)) == len(INSTALLED)


@pytest.mark.parametrize("name", INSTALLED)
def test_a_games_pad_gives_the_values_it_names(name):
    """The page works a game's pad out only when the sheet is drawn, by the names the game
    declares (``GameType.pad_keys``): they must be the names ``pad`` gives."""
    from scorepad import gamefile
    from scorepad.bench import finished_games

    kind = game_type(name)
    games = finished_games()
    players, options, deals = games.get(name, (["Ada", "Bo"], {}, []))
    document = {"format": "scorepad/1", "game": name, "players": players, "options": options}
    cleaned = gamefile.clean_document({**document, "deals": deals})
    options, deals = cleaned["options"], cleaned["deals"]
    sheet = kind.engine.compute_sheet(players, options, deals)
    upcoming = kind.engine.next_deal(players, options, deals)
    assert kind.pad_keys
    assert set(kind.pad(players, options, sheet, deals, upcoming)) == set(kind.pad_keys)
