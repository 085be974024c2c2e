"""A game's engine found by its name: the module ``scorepad.games.<name>.engine``, of the shape
``Engine`` gives (the registry, ``scorepad.games``, describes each name). The registry's lowest
part: the game types (``base``) and the entry forms (``entry``) find their engines here, and the
registry stands above them all.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Protocol

from scorepad.games.core import FIELD_LABELS


class Engine(Protocol):
    """What every game's ``engine`` module provides (see the module docstring)."""

    NAME: str
    PLAYERS: range
    OPTIONS: dict[str, Any]
    FIELD_LABELS: dict[str, str]
    MAX_DEALS: int

    def clean_options(self, options: Any) -> dict[str, Any]: ...

    def clean_deal(
        self,
        players: Sequence[str],
        options: Mapping[str, Any],
        deals: Sequence[Mapping[str, Any]],
        deal: Any,
    ) -> dict[str, Any]: ...

    def clean_deals(
        self,
        players: Sequence[str],
        options: Mapping[str, Any],
        deals: Sequence[Mapping[str, Any]],
        more: Sequence[Any],
    ) -> list[dict[str, Any]]: ...

    def compute_sheet(
        self,
        players: Sequence[str],
        options: Mapping[str, Any],
        deals: Sequence[Mapping[str, Any]],
    ) -> dict[str, Any]: ...

    def next_deal(
        self,
        players: Sequence[str],
        options: Mapping[str, Any],
        deals: Sequence[Mapping[str, Any]],
    ) -> dict[str, Any] | None: ...


@cache
def engine_module(name: str) -> Engine:
    """The engine of the game package ``name`` (installed or not: the registry refuses the
    names ``SCOREPAD_GAMES`` does not give)."""
    module: Engine = importlib.import_module(f"scorepad.games.{name}.engine")
    return module


def labels(name: str) -> dict[str, str]:
    """How a refusal of this game names its fields to a player: the common labels and the
    game's own (``RuleError.reason(translate, labels)``)."""
    return {**FIELD_LABELS, **engine_module(name).FIELD_LABELS}
