"""The registry: the installed games, each one package ``scorepad.games.<name>``, a Django app.

The games are named once, in the setting ``SCOREPAD_GAMES`` (from the environment); everything
that lists games (the new-game form, the rules, the search, the service worker, the tests, the
bench) asks here. A game's package holds all of it:

``engine``
    Its rules as plain Python, no Django: it runs on the phone too. Every engine has the same
    shape (below) and imports only ``scorepad.games.core``.
``game``
    ``GAME``, the ``GameType`` (``scorepad.games.base``): its label, its entry form and the
    facts of its table, the core the web app asks for.
``samples``
    Its sample games: the finished game the tests, the bench and the load test share, and the
    random entries the load test makes.
``pad``, ``export``, ``offline``, ``search``, ...
    The concerns a game may have something of its own in, each a module found by its name,
    with the defaults of ``scorepad.games.concerns`` for what it leaves out.
``tests``
    Its own tests, and the shared contract every game passes (``tests/contract.py``).

An engine module provides (``Engine``, in ``scorepad.games.engines``):

``NAME``
    The game's key in the game file (``"joker"``).
``PLAYERS``
    A ``range`` of the allowed numbers of players.
``OPTIONS``
    ``{option: default}`` in the order they are shown.
``FIELD_LABELS``
    ``{field: label}``: how a refusal names the game's own fields to a player.
``MAX_DEALS``
    The most deals a game holds, above any real game: a deal after it is refused, so that
    every game and every file has a bounded cost (README, "Adding a game").
``clean_options(options) -> dict``
    The full options, defaults filled in; unknown keys and bad values raise ``RuleError``
    with ``field="options.<key>"``.
``clean_deal(players, options, deals, deal) -> dict``
    Checks one raw deal (a dict from JSON or a form) in the context of the clean ``deals``
    before it, and returns it normalised: optional keys filled in as the game file writes them.
    Raises ``RuleError(deal=len(deals) + 1, field=...)``, also for a deal after the game ended
    or past ``MAX_DEALS``.
``clean_deals(players, options, deals, more) -> list[dict]``
    Checks the raw deals ``more`` one after another after the clean ``deals``, as
    ``clean_deal`` would one at a time, but walking the game forward once: a whole file, or
    the deals after one that was changed, cost as much as their number, not its square.
    Raises the ``RuleError`` of the first deal refused.
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
from functools import cache
from typing import TYPE_CHECKING, Any

from django.core.exceptions import ImproperlyConfigured

from scorepad.games.core import FIELD_LABELS, RuleError, gettext_noop
from scorepad.games.engines import Engine, engine_module, labels

if TYPE_CHECKING:
    from scorepad.games.base import GameType

__all__ = [
    "Engine",
    "engine",
    "field_labels",
    "game_type",
    "game_types",
    "installed",
    "is_installed",
    "samples",
    "search_examples",
]


def installed() -> tuple[str, ...]:
    """The installed games' names, in the order the app offers them (``SCOREPAD_GAMES``)."""
    from django.conf import settings

    return tuple(settings.SCOREPAD_GAMES)


def is_installed(name: str) -> bool:
    """Whether this server offers the game: a game stored before it was taken out of
    ``SCOREPAD_GAMES`` keeps its deals, and only its game file is served."""
    return name in installed()


def engine(name: str) -> Engine:
    """The engine module of a game, by its game-file name."""
    games = installed()
    if name not in games:
        raise RuleError(
            gettext_noop("unknown game %(game)r: choose %(names)s"),
            field="game",
            game=name,
            names=", ".join(games),
        )
    return engine_module(name)


def game_type(name: str) -> GameType:
    """The web app's object for a game (its forms, pad and templates): ``<name>.game.GAME``."""
    engine(name)  # the same refusal for an unknown name
    return _game_type(name)


@cache
def _game_type(name: str) -> GameType:
    game: GameType = importlib.import_module(f"scorepad.games.{name}.game").GAME
    if name != game.engine.NAME:
        # A copy of a package that kept the old name in its engine would be read as the old
        # game wherever a game file names it.
        raise ImproperlyConfigured(
            f"scorepad/games/{name}/engine.py names its game {game.engine.NAME!r}: a game's"
            f' engine is named as its package, NAME = "{name}" (docs/adding-a-game.md).'
        )
    return game


def game_types() -> list[GameType]:
    """Every installed game, in the registry's order."""
    return [game_type(name) for name in installed()]


def samples(name: str) -> Any:
    """A game's sample games (``scorepad.games.<name>.samples``)."""
    engine(name)
    return importlib.import_module(f"scorepad.games.{name}.samples")


def field_labels(name: str | None) -> dict[str, str]:
    """How a refusal of this game names its fields to a player: the common labels and the
    game's own (``RuleError.reason(translate, labels)``)."""
    if name in installed():
        return labels(str(name))
    return dict(FIELD_LABELS)


def search_examples(count: int = 4) -> list[str]:
    """Words of the installed games' rules for the search box to suggest, in the reader's
    language: every game's first example (its ``search.EXAMPLES``), then their second, and so
    on, ``count`` at most."""
    lists = [kind.search.examples for kind in game_types()]
    rounds = max((len(examples) for examples in lists), default=0)
    found = [str(examples[n]) for n in range(rounds) for examples in lists if n < len(examples)]
    return found[:count]
