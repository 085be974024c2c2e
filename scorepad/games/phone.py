"""The rules on the phone: what the browser asks of the engines, JSON in and JSON out.

``static/js/rules-engine.js`` runs MicroPython in the page with the very modules the server runs
(the core, ``document`` and each installed game's ``engine``, written into its file system as
they are in this repository) and this one, and calls its functions with JSON text. Plain Python
for both interpreters: the tests run it under CPython and, in Chromium, under MicroPython, on
one corpus of games and refusals, and compare.
"""

from __future__ import annotations

import json
from typing import Any

from scorepad.games import document
from scorepad.games.core import RuleError, gettext_noop

# The installed games, set by the page (``installed``), in the order the server lists them.
GAMES: list[str] = []


def installed(names: str) -> None:
    """The names of the installed games, as JSON: which engines the page may load."""
    GAMES.clear()
    GAMES.extend(json.loads(names))


def engine(name: str) -> Any:
    """A game's engine module, as the server's registry gives it (the same refusal too)."""
    if name not in GAMES:
        raise RuleError(
            gettext_noop("unknown game %(game)r: choose %(names)s"),
            field="game",
            game=name,
            names=", ".join(GAMES),
        )
    return __import__("scorepad.games." + name + ".engine", None, None, ["engine"])


def sheet(text: str) -> str:
    """The ``sheet`` that ``manage.py scoresheet`` prints for a ``scorepad/1`` document (JSON
    text), or ``{"error": reason}`` with its reason for one it refuses."""
    try:
        data = json.loads(text)
        clean = document.clean_document(data, engine)
        computed = document.without_notes(document.compute_sheet(clean, engine))
    except RuleError as error:
        return json.dumps({"error": error.reason()})
    return json.dumps({"sheet": computed})
