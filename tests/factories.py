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


# One game of each kind, a deal into it, with what an editor would post next and to change
# its first deal: the guards of the views are tried in every game, not in one.
GUARDED_GAMES = {
    "joker": {
        "options": {"length": "short"},
        "deals": [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}],
        # Deal 2: two cards, Giorgi deals and bids last.
        "next": {
            "number": "2",
            "phase": "bids",
            **{"bid_0": "0", "bid_1": "0", "bid_2": "1", "bid_3": "0"},
        },
        "next_recorded": {"bids": [0, 0, 1, 0]},
        "edit": {
            "number": "1",
            "phase": "both",
            **{"bid_0": "0", "bid_1": "0", "bid_2": "1", "bid_3": "1"},
            **{"tricks_0": "0", "tricks_1": "0", "tricks_2": "1", "tricks_3": "0"},
        },
        "edit_recorded": {"bids": [0, 0, 1, 1], "tricks": [0, 0, 1, 0]},
    },
    "klaverjas": {
        "options": {},
        "deals": [{"playing": 0, "points": [100, 62], "roem": [20, 0]}],
        "next": {"number": "2", "phase": "deal", "playing": "1", "points": "90", "roem_0": "0"},
        "next_recorded": {
            "playing": 1,
            "points": [72, 90],
            "roem": [0, 0],
            "pit": None,
            "revoke": None,
        },
        "edit": {"number": "1", "phase": "deal", "playing": "0", "points": "80", "roem_0": "0"},
        "edit_recorded": {
            "playing": 0,
            "points": [80, 82],
            "roem": [0, 0],
            "pit": None,
            "revoke": None,
        },
    },
    "seep": {
        "options": {},
        "deals": [{"points": [60, 40]}],
        "next": {"number": "2", "phase": "deal", "points": "70", "sweeps_0": "0"},
        "next_recorded": {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None},
        "edit": {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0"},
        "edit_recorded": {"points": [80, 20], "sweeps": [0, 0], "opening_sweep": None},
    },
    "ers": {
        "options": {},
        "deals": [{"winner": 0}],
        "next": {"number": "2", "phase": "deal", "winner": "1"},
        "next_recorded": {"winner": 1},
        "edit": {"number": "1", "phase": "deal", "winner": "2"},
        "edit_recorded": {"winner": 2},
    },
}


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
