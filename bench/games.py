"""The games the bench plays: every installed game's long sample (``samples.long_game()``), as a
clean ``scorepad/1`` document or stored as a game."""

from __future__ import annotations

from functools import cache
from typing import Any


def installed() -> tuple[str, ...]:
    from scorepad.games import installed

    return installed()


@cache
def long_games() -> dict[str, dict[str, Any]]:
    """Each installed game's long sample game, checked deal by deal."""
    from scorepad import gamefile
    from scorepad.games import samples

    documents = {}
    for name in installed():
        game = samples(name).long_game()
        documents[name] = gamefile.clean_document({"format": "scorepad/1", "game": name} | game)
    return documents


def main_game() -> str:
    """The game whose long sample the single-game figures use: the first installed (Joker by
    default, whose full game is the longest sheet)."""
    return installed()[0]


def create(name: str, deals: list[dict[str, Any]] | None = None) -> Any:
    """A stored game with the long sample's players and options, and ``deals`` (its own by
    default)."""
    from scorepad import gamefile

    document = dict(long_games()[name])
    if deals is not None:
        document["deals"] = deals
    return gamefile.create_game(gamefile.clean_document(document))
