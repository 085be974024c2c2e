"""factory-boy factories for the models, and stored games of any installed game from its
samples: the registry's first game unless one is named."""

import factory

from scorepad.games import installed
from scorepad.models import Game


def first_game() -> str:
    return installed()[0]


class GameFactory(factory.django.DjangoModelFactory):
    """A game as a row, of the registry's first game with its sample players, its options
    unchecked (``game_with_deals`` stores one as the app does)."""

    class Meta:
        model = Game

    game = factory.LazyFunction(first_game)
    players = factory.LazyAttribute(lambda row: _sample_players(row.game))
    options = factory.LazyFunction(dict)


def _sample_players(name: str) -> list[str]:
    from scorepad.games import samples

    return list(samples(name).PLAYERS)


def game_with_deals(game: str | None = None, deals=(), players=None, options=None) -> Game:
    """A stored game whose options and deals went through the engine, as the app stores them:
    of the registry's first game unless named, the players of the game's samples unless
    named."""
    from scorepad import gamefile
    from scorepad.games import samples

    game = game or first_game()
    document = gamefile.clean_document(
        {
            "format": "scorepad/1",
            "game": game,
            "players": players or samples(game).PLAYERS,
            "options": options or {},
            "deals": list(deals),
        }
    )
    return gamefile.create_game(document)


# One game of each kind, a deal into it, with what an editor would post next and to change
# its first deal (its samples' ``GUARDED``): the guards of the views are tried in every game.
def guarded_games() -> dict:
    from scorepad.games import installed, samples

    return {name: samples(name).GUARDED for name in installed()}


GUARDED_GAMES = guarded_games()


def guarded_game(name: str) -> Game:
    """The game of ``GUARDED_GAMES[name]``, one deal in and far from its end."""
    case = GUARDED_GAMES[name]
    return game_with_deals(name, case["deals"], options=case["options"])


def long_game(name: str) -> tuple[list[str], dict, list[dict]]:
    """The game's long sample (its package's ``samples.long_game()``), checked: its players,
    options and clean deals."""
    from scorepad import gamefile
    from scorepad.games import samples

    document = gamefile.clean_document(
        {"format": "scorepad/1", "game": name} | samples(name).long_game()
    )
    return document["players"], document["options"], document["deals"]
