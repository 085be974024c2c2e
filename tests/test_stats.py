"""/stats/: this phone's finished games and, by player name, games played and won, average and
best totals, and each game's own figures, in every installed game (each game's own figures,
worked out by hand, are tested in its package)."""

import pytest
from django.urls import reverse

from scorepad import stats
from scorepad.games import game_type, installed
from tests import worked_games
from tests.factories import game_with_deals, guarded_game

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

NAMES = worked_games.NAMES
ANY = installed()[0]


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


def test_unfinished_games_stay_out_of_the_history(client, grant):
    unfinished = guarded_game(ANY)
    response, players = records(client, grant, unfinished)
    assert response.context["history"] == [] and players == {}
    assert "No finished games on this phone yet." in response.content.decode()


def test_a_follower_has_the_followed_games_in_its_history(client, grant):
    game = play(ANY, worked_games.worked(ANY))
    grant(client, game, "follow")
    assert [entry.game for entry in client.get(reverse("stats")).context["history"]] == [game]


def test_a_game_whose_links_were_renewed_leaves_the_history(client, grant, starter):
    from django.test import Client

    game = play(ANY, worked_games.worked(ANY))
    grant(client, game, "follow")
    assert client.get(reverse("stats")).context["history"]
    renewed = starter(Client(), game).post(reverse("renew_links", args=[game.public_id]), CONFIRMED)
    assert renewed.status_code == 303
    response = client.get(reverse("stats"))
    assert response.context["history"] == [] and response.context["players"] == []
    # The phone that renewed them keeps the game in its own.
    assert [entry.game for entry in renewed.client.get(reverse("stats")).context["history"]] == [
        game
    ]


def test_players_are_ordered_by_games_played():
    assert stats.player_records([]) == []


@pytest.mark.parametrize("name", installed())
def test_every_games_finished_game_is_in_the_history_with_its_figures(client, grant, name):
    game = worked_games.worked(name)
    stored = play(name, game)
    response, players = records(client, grant, stored)
    [finished] = response.context["history"]
    assert finished.game == stored
    kind = game_type(stored.game)
    for player_name in game["players"]:
        record = players[player_name].records[name]
        assert record.played == 1
        assert [heading for heading, _count in record.figures] == [
            heading for _key, heading in kind.export.figures()
        ]
    html = response.content.decode()
    assert reverse("game", args=[stored.public_id]) in html


def test_the_records_add_up_over_games_of_a_kind(client, grant):
    worked = worked_games.worked(ANY)
    two = [play(ANY, worked), play(ANY, worked)]
    response, players = records(client, grant, *two)
    for name in worked["players"]:
        assert players[name].records[ANY].played == 2
        assert players[name].played == 2
    assert [entry.game for entry in response.context["history"]] == list(reversed(two))
