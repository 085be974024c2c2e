"""factory-boy factories for the models: games of each kind, with deals."""

import factory

from scorepad.models import Deal, Game


class GameFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Game

    game = "joker"
    players = factory.LazyFunction(lambda: ["Nino", "Giorgi", "Ana", "Levan"])
    options = factory.LazyFunction(dict)

    class Params:
        klaverjas = factory.Trait(game="klaverjas")
        seep = factory.Trait(game="seep")
        ers = factory.Trait(game="ers", players=["Ada", "Bo", "Cem"])
        short = factory.Trait(
            options={
                "length": "short",
                "shtanga": -200,
                "premium": True,
                "erase": False,
                "first_dealer": 0,
            }
        )


class DealFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Deal

    game = factory.SubFactory(GameFactory)
    number = factory.Sequence(lambda n: n + 1)
    data = factory.LazyFunction(lambda: {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]})


def game_with_deals(game: str = "joker", deals=(), players=None, options=None) -> Game:
    """A stored game whose options and deals went through the engine, as the app stores them;
    the players of the game's samples unless named."""
    from scorepad import gamefile
    from scorepad.games import samples

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
