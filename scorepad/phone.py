"""The rules the phone runs: the very Python modules the server runs, handed to the browser in
one JSON file (``/rules-engine.json``) for MicroPython (``static/js/rules-engine.js``).

The file maps each module's path, as ``import`` finds it, to its source: the core, the game
document, the phone's driver (``scorepad/games/phone.py``), every installed game's engine (and
the other modules of its package it names in ``GameType.phone_modules``), the packages around
them (empty: the registry and the Django parts stay on the server) and the stand-ins for the
three standard modules MicroPython lacks (``scorepad/games/micropython/``). It changes only
with a deploy: built once per process, and named with its own hash.
"""

from __future__ import annotations

import ast
import hashlib
import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from django.conf import settings
from django.utils.translation import gettext

from scorepad.games import game_types

GAMES = Path(settings.BASE_DIR) / "scorepad" / "games"
SHARED = ("core.py", "document.py", "phone.py")
STAND_INS = ("typing.py", "__future__.py", "unicodedata.py")
# The phone runs the engines only: each package's __init__ is an empty file there.
EMPTY_PACKAGES = ("scorepad/__init__.py", "scorepad/games/__init__.py")


@cache
def bundle() -> bytes:
    """The modules as ``{path: source}``, compact JSON."""
    files = {path: "" for path in EMPTY_PACKAGES}
    for name in SHARED:
        files[f"scorepad/games/{name}"] = (GAMES / name).read_text("utf-8")
    for name in STAND_INS:
        files[name] = (GAMES / "micropython" / name).read_text("utf-8")
    for kind in game_types():
        files[f"scorepad/games/{kind.name}/__init__.py"] = ""
        for module in kind.phone_modules:
            files[f"scorepad/games/{kind.name}/{module}.py"] = (
                kind.folder / f"{module}.py"
            ).read_text("utf-8")
    document = {"games": [kind.name for kind in game_types()], "files": files}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def version() -> str:
    return hashlib.sha256(bundle()).hexdigest()[:16]


def _messages(source: str) -> list[str]:
    """The messages a module marks for translation: ``gettext_noop("...")``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "gettext_noop"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append(node.args[0].value)
    return found


@cache
def _game_messages(name: str, modules: tuple[str, ...]) -> tuple[str, ...]:
    """The messages of the modules of the game ``name``'s package that a page runs on the
    phone; with its engine, those of the shared modules its refusals come through."""
    paths = [GAMES / module for module in SHARED] if "engine" in modules else []
    paths.extend(GAMES / name / f"{module}.py" for module in modules)
    sources = [path.read_text("utf-8") for path in paths]
    return tuple(dict.fromkeys(message for source in sources for message in _messages(source)))


def words(name: str, modules: Iterable[str] = ("engine",)) -> dict[str, str]:
    """The messages of the phone modules a page runs for the game ``name`` (its engine, unless
    it names others: a referee page its ``referee``), in the current language, keyed by their
    English text, those that say the same left out (``scorepad/games/phone.py``, ``words``)."""
    translated = {message: gettext(message) for message in _game_messages(name, tuple(modules))}
    return {message: text for message, text in translated.items() if text != message}
