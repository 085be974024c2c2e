"""Joker's figures on /stats/, worked out by hand: bids kept, ştangas, premiums."""

import pytest
from django.urls import reverse

from tests import worked_games
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)
NAMES = worked_games.NAMES


def play(name, game, players=None):
    return game_with_deals(
        name, game["deals"], players=players or game["players"], options=game["options"]
    )


def records(client, grant, *games):
    for game in games:
        grant(client, game)
    response = client.get(reverse("stats"))
    assert response.status_code == 200
    return response, {player.name: player for player in response.context["players"]}


def test_joker_bids_kept_shtangas_and_premiums(client, grant):
    _response, players = records(client, grant, play(GAME, worked_games.worked(GAME)))
    ayse = players["Ayşe"].records[GAME]
    assert (ayse.played, ayse.won, ayse.best, ayse.average) == (1, 1, 4450, 4450)
    assert ayse.figures == [("deals bid", 12), ("bids kept", 12), ("ştangas", 0), ("premiums", 2)]
    gul = players["Gül"].records[GAME]
    assert (gul.won, gul.best) == (0, 120)
    assert gul.figures == [("deals bid", 12), ("bids kept", 0), ("ştangas", 0), ("premiums", 0)]


def test_a_shtanga_is_counted_for_who_bid_and_took_nothing(client, grant):
    game = {
        "options": {"length": "short"},
        "deals": [{"bids": [1, 0, 0, 1], "tricks": [0, 1, 0, 0]}]
        + [{"bids": [0, 0, 0, 0], "tricks": [cards, 0, 0, 0]} for cards in range(2, 9)]
        + [{"bids": [0, 0, 0, 0], "tricks": [9, 0, 0, 0]}] * 4,
    }
    _response, players = records(client, grant, play(GAME, game, NAMES))
    shtangas = {
        name: dict(player.records[GAME].figures)["ştangas"] for name, player in players.items()
    }
    assert shtangas == {"Ayşe": 1, "Işık": 0, "Çağrı": 0, "Gül": 1}
