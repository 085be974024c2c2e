"""The games the bench plays: every installed game's long sample (``samples.long_game()``), as a
clean ``scorepad/1`` document or stored as a game, and the longest game each engine allows
(``worst_game``), the costliest to check."""

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


# Seep's deals that split the points evenly (no bazzi ever ends), an eight-player Egyptian Rat
# Screw series in which every player stays one win short of the highest target, a Klaverjas
# game of the most deals its options allow, and the longest formats of Joker and King.
WORST = {
    "seep": "even-points",
    "ers": "8-players-100-wins",
    "klaverjas": "most-deals",
    "joker": "full",
    "king": "standard",
}


def worst_game(name: str, count: int | None = None) -> dict[str, Any]:
    """The longest game of ``name`` the engine allows, as a raw ``scorepad/1`` document, or
    its first ``count`` deals; past ``MAX_DEALS`` it runs on in the same deals where it can."""
    from scorepad.games import engine, samples

    count = engine(name).MAX_DEALS if count is None else count
    document: dict[str, Any] = {"format": "scorepad/1", "game": name}
    if name == "seep":
        document |= {"players": samples(name).PLAYERS, "deals": [{"points": [50, 50]}] * count}
    elif name == "ers":
        document |= {
            "players": [f"Player {seat}" for seat in range(1, 9)],
            "options": {"target": 100},
            "deals": [{"winner": index % 8} for index in range(count)],
        }
    elif name == "klaverjas":
        deal = {"playing": 0, "points": [100, 62], "roem": [20, 0]}
        document |= {
            "players": samples(name).PLAYERS,
            "options": {"deals": engine(name).MAX_DEALS},
            "deals": [deal] * count,
        }
    else:
        long = samples(name).long_game()
        deals = long["deals"] + long["deals"][-1:] * max(0, count - len(long["deals"]))
        document |= {"players": long["players"], "options": long["options"]}
        document["deals"] = deals[:count]
    return document


def largest_file(limit: int) -> str:
    """The largest file an import of at most ``limit`` bytes takes: a Seep match of deals of
    even points up to the limit, far more deals than a game holds."""
    import json

    empty = len(json.dumps(worst_game("seep", 0)))
    return json.dumps(worst_game("seep", (limit - empty) // len('{"points": [50, 50]}, ')))
