"""The ``scorepad/1`` game document on the server: read one from JSON, check it and compute its
sheet (``scorepad.games.document``, which the phone runs too, with the registry's engines),
and convert it to and from the models. It is the format of the JSON export and import and of
``scoresheet``."""

from __future__ import annotations

import json
from typing import Any

from django.db import transaction

from scorepad.games import document as pure
from scorepad.games import engine
from scorepad.games.core import RuleError, gettext_noop
from scorepad.games.document import FORMAT, NAME_LENGTH, clean_name, clean_players, without_notes
from scorepad.models import Deal, Game
from scorepad.stats import keep_figures

__all__ = [
    "FORMAT",
    "NAME_LENGTH",
    "clean_document",
    "clean_name",
    "clean_players",
    "compute_sheet",
    "create_game",
    "document_of",
    "parse",
    "with_sheet",
    "without_notes",
]


def _no_number(constant: str) -> None:
    raise RuleError(
        gettext_noop("the file is not a game file: %(value)s is not a number JSON allows"),
        value=constant,
    )


def _check_text(data: Any) -> None:
    """Refuse a lone surrogate in any key or string of the file: it can be neither stored
    nor shown, not even in the message saying what else is wrong."""
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str) and any("\ud800" <= char <= "\udfff" for char in item):
            raise RuleError(gettext_noop("the file holds text that is not valid Unicode"))


def parse(text: str | bytes) -> dict[str, Any]:
    """Read a JSON text into a clean document, or raise RuleError saying what is wrong."""
    try:
        data = json.loads(text, parse_constant=_no_number)
    except UnicodeDecodeError:
        raise RuleError(gettext_noop("the file is not UTF-8 text")) from None
    except json.JSONDecodeError as error:
        raise RuleError(
            gettext_noop("the file is not valid JSON (line %(line)d, column %(column)d)"),
            line=error.lineno,
            column=error.colno,
        ) from None
    except RuleError:
        raise
    except (ValueError, RecursionError):
        # Numbers of thousands of digits, or thousands of nested lists: no game file.
        raise RuleError(
            gettext_noop("the file is not a game file: it nests or counts too deep")
        ) from None
    _check_text(data)
    return clean_document(data)


def clean_document(data: Any) -> dict[str, Any]:
    """Check a decoded document, deal by deal, and return it with every default filled in."""
    return pure.clean_document(data, engine)


def compute_sheet(document: dict[str, Any]) -> dict[str, Any]:
    """The engine's sheet of a clean document, with the per-score explanations."""
    return pure.compute_sheet(document, engine)


def with_sheet(document: dict[str, Any]) -> dict[str, Any]:
    """The document as ``scoresheet`` and the export write it: itself plus ``sheet``."""
    return pure.with_sheet(document, engine)


def document_of(game: Game, deals: list[Deal] | None = None) -> dict[str, Any]:
    """A stored game as a document (its rows were checked when they were recorded)."""
    if deals is None:
        deals = list(game.deals.all())
    return {
        "format": FORMAT,
        "game": game.game,
        "players": list(game.players),
        "options": dict(game.options),
        "deals": [deal.data for deal in sorted(deals, key=lambda d: d.number)],
    }


@transaction.atomic
def create_game(document: dict[str, Any]) -> Game:
    """Store a clean document as a new game with its deals, and its kept figures."""
    game = Game.objects.create(
        game=document["game"], players=document["players"], options=document["options"]
    )
    Deal.objects.bulk_create(
        Deal(game=game, number=number, data=data)
        for number, data in enumerate(document["deals"], start=1)
    )
    keep_figures(game, document["deals"])
    return game
