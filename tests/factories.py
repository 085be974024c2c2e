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


class DealFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Deal

    game = factory.SubFactory(GameFactory)
    number = factory.Sequence(lambda n: n + 1)
    data = factory.LazyFunction(lambda: {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]})
