"""The Egyptian Rat Screw's figures on /stats/: games and series won."""

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


def test_games_and_series_won_are_counted(client, grant):
    series = play(GAME, worked_games.worked(GAME), players=NAMES[:2])
    _response, players = records(client, grant, series)
    assert players["Işık"].records[GAME].figures == [("games won", 2), ("series won", 1)]
    assert players["Ayşe"].records[GAME].figures == [("games won", 1), ("series won", 0)]
    assert (players["Işık"].played, players["Işık"].won) == (1, 1)
