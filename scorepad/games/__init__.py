"""The rules of each game as plain Python, and the registry: game name -> engine module.

Nothing here imports Django: the engines are pure functions over what the table recorded,
so they can be tested, benchmarked and reused without a database.

Every engine module has the same shape:

``NAME``
    The game's key in the game file (``"joker"``).
``PLAYERS``
    A ``range`` of the allowed numbers of players.
``OPTIONS``
    ``{option: default}`` in the order they are shown.
``clean_options(options) -> dict``
    The full options, defaults filled in; unknown keys and bad values raise ``RuleError``
    with ``field="options.<key>"``.
``clean_deal(players, options, deals, deal) -> dict``
    Checks one raw deal (a dict from JSON or a form) in the context of the clean ``deals``
    before it, and returns it normalised: optional keys filled in as the game file writes them.
    Raises ``RuleError(deal=len(deals) + 1, field=...)``, also for a deal after the game ended.
``compute_sheet(players, options, deals) -> dict``
    The sheet of ``spec/game-file.md`` from clean deals. Deal rows may carry an extra key
    ``"why"``: one ``Note`` (or ``None``) per side, explaining the score; it is not part of
    the game file and is dropped when the sheet is written out.
``next_deal(players, options, deals) -> dict | None``
    What the table needs next (who deals, how many cards, which phase, the dealer's
    forbidden bid...), or ``None`` when the game is finished.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from scorepad.games.base import GameType


def gettext_noop(message: str) -> str:
    """Mark a message for translation; the web app and the command translate it on output."""
    return message


class Note(NamedTuple):
    """A translatable sentence: an English message with ``%(name)s`` placeholders."""

    message: str
    params: dict[str, Any] = {}

    def render(self, translate: Callable[[str], str] = str) -> str:
        """The sentence in the reader's language; a Note among the params is rendered too."""
        text = translate(self.message)
        if not self.params:
            return text
        params = {
            name: value.render(translate) if isinstance(value, Note) else value
            for name, value in self.params.items()
        }
        return text % params


# How a refusal names a field of the game file to a player, by the field's last key.
FIELD_LABELS = {
    "bids": gettext_noop("bids"),
    "bid": gettext_noop("bid"),
    "tricks": gettext_noop("tricks"),
    "trump": gettext_noop("trump"),
    "points": gettext_noop("card points"),
    "roem": gettext_noop("roem"),
    "pit": gettext_noop("pit"),
    "revoke": gettext_noop("revoke"),
    "playing": gettext_noop("playing team"),
    "sweeps": gettext_noop("sweeps"),
    "opening_sweep": gettext_noop("opening sweep"),
    "winner": gettext_noop("winner"),
    "players": gettext_noop("players"),
    "length": gettext_noop("length"),
    "shtanga": gettext_noop("ştanga"),
    "premium": gettext_noop("premium"),
    "erase": gettext_noop("erase"),
    "first_dealer": gettext_noop("first dealer"),
    "deals": gettext_noop("number of deals"),
    "rules": gettext_noop("rules"),
    "bazzis": gettext_noop("bazzis"),
    "target": gettext_noop("wins needed"),
    "combos": gettext_noop("slap combinations"),
    "jokers": gettext_noop("jokers"),
    "penalty": gettext_noop("penalty"),
    "comeback": gettext_noop("comeback"),
    "deal": gettext_noop("deal"),
}


class RuleError(ValueError):
    """A refused deal, option or file: says which deal, which field and which rule."""

    def __init__(
        self,
        message: str,
        *,
        deal: int | None = None,
        field: str | None = None,
        unit: str = "deal",
        **params: Any,
    ) -> None:
        self.note = Note(message, {"field": field, **params})
        self.deal = deal
        self.field = field
        self.unit = unit  # what the game calls one entry of its sheet: a deal, or a game
        super().__init__(self.reason())

    def reason(self, translate: Callable[[str], str] = str) -> str:
        """The message for a player, translated by ``translate``, naming the deal if any.

        Untranslated (the ``scoresheet`` command) a field keeps its path in the file
        (``options.length``); translated, it is named in the player's words.
        """
        note = self.note
        if translate is not str and self.field:
            label = FIELD_LABELS.get(self.field.rsplit(".", 1)[-1])
            if label:
                note = Note(note.message, {**note.params, "field": translate(label)})
        text = note.render(translate)
        if self.deal is None:
            return text
        # The command speaks of the file, whose entries are all "deals"; a player reads the
        # game's own word (an Egyptian Rat Screw series is made of games).
        prefix = (
            gettext_noop("game %(number)d: %(reason)s")
            if self.unit == "game" and translate is not str
            else gettext_noop("deal %(number)d: %(reason)s")
        )
        return translate(prefix) % {
            "number": self.deal,
            "reason": text,
        }


# The registry: one line per game. Each name is a package ``scorepad.games.<name>`` with an
# ``engine`` module (plain Python, the shape above) and a ``game`` module whose ``GAME`` object
# hands the web app the game's forms, pad and templates.
INSTALLED = ("joker", "klaverjas", "seep", "ers")


class Engine(Protocol):
    """What every game's ``engine`` module provides (see the module docstring)."""

    NAME: str
    PLAYERS: range
    OPTIONS: dict[str, Any]

    def clean_options(self, options: Any) -> dict[str, Any]: ...

    def clean_deal(
        self,
        players: list[str],
        options: dict[str, Any],
        deals: list[dict[str, Any]],
        deal: Any,
    ) -> dict[str, Any]: ...

    def compute_sheet(
        self, players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
    ) -> dict[str, Any]: ...

    def next_deal(
        self, players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
    ) -> dict[str, Any] | None: ...


def engine(name: str) -> Engine:
    """The engine module of a game, by its game-file name."""
    if name not in INSTALLED:
        raise RuleError(
            gettext_noop("unknown game %(game)r: choose %(names)s"),
            field="game",
            game=name,
            names=", ".join(INSTALLED),
        )
    module: Engine = importlib.import_module(f"scorepad.games.{name}.engine")
    return module


def game_type(name: str) -> GameType:
    """The web app's object for a game (its forms, pad and templates): ``<name>.game.GAME``."""
    engine(name)  # the same refusal for an unknown name
    game: GameType = importlib.import_module(f"scorepad.games.{name}.game").GAME
    return game


def game_types() -> list[GameType]:
    """Every installed game, in the registry's order."""
    return [game_type(name) for name in INSTALLED]
