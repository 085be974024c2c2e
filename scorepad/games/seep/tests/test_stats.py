"""Seep's figures on /stats/: the bazzis won add up over games."""

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


def test_bazzis_add_up_over_games(client, grant):
    seep = worked_games.worked(GAME)
    two = [play(GAME, seep), play(GAME, seep)]
    response, players = records(client, grant, *two)
    record = players["Çağrı"].records[GAME]
    assert (record.played, record.won, record.average) == (2, 2, 1)
    assert record.figures == [("bazzis won", 2)]
    assert players["Işık"].records[GAME].figures == [("bazzis won", 0)]
    assert [entry.game for entry in response.context["history"]] == list(reversed(two))
