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
    """A stored game whose options and deals went through the engine, as the app stores them."""
    from scorepad import gamefile

    document = gamefile.clean_document(
        {
            "format": "scorepad/1",
            "game": game,
            "players": players
            or (["Ada", "Bo", "Cem"] if game == "ers" else ["Nino", "Giorgi", "Ana", "Levan"]),
            "options": options or {},
            "deals": list(deals),
        }
    )
    return gamefile.create_game(document)
