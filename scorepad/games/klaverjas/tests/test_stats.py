"""Klaverjas's figures on /stats/, worked out by hand: each partner's team deals, made and nat,
a revoke counted for the team that revoked and for the other, the winners in the history."""

import pytest
from django.urls import reverse
from django.utils import translation

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


def test_klaverjas_counts_each_partners_team_deals(client, grant):
    _response, players = records(client, grant, play(GAME, worked_games.worked(GAME)))
    for name in ("Ayşe", "Çağrı"):
        record = players[name].records[GAME]
        assert (record.won, record.best) == (1, 282)
        assert record.figures == [
            ("deals as the playing team", 1),
            ("made", 1),
            ("nat", 0),
            ("revokes", 0),
            ("roem", 20),
        ]
    record = players["Gül"].records[GAME]
    assert (record.won, record.best) == (0, 62)
    assert record.figures == [
        ("deals as the playing team", 1),
        ("made", 0),
        ("nat", 1),
        ("revokes", 0),
        ("roem", 0),
    ]


@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_klaverjas_revoke_counts_as_nat_for_the_team_that_revoked_and_made_for_the_other(
    client, grant, settings, language
):
    game = {
        "options": {"deals": 4},
        "deals": [
            # The playing team revokes: it writes 0, as a nat.
            {"playing": 0, "points": [100, 62], "roem": [20, 0], "revoke": 0},
            # The other team revokes: the playing team writes 162 and the roem, as made.
            {"playing": 0, "roem": [0, 50], "revoke": 1},
            {"playing": 1, "points": [90, 72], "roem": [0, 0]},
            {"playing": 1, "points": [60, 102], "roem": [0, 0]},
        ],
    }
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response, players = records(client, grant, play(GAME, game, NAMES))
    with translation.override(language):
        words = [
            translation.gettext(word)
            for word in ("deals as the playing team", "made", "nat", "revokes", "roem")
        ]
    first, second = players["Ayşe"].records[GAME], players["Işık"].records[GAME]
    assert first.figures == list(zip(words, [2, 1, 1, 1, 20], strict=True))
    assert second.figures == list(zip(words, [2, 1, 1, 1, 50], strict=True))
    for record in (first, second):
        counts = dict(record.figures)
        assert counts[words[1]] + counts[words[2]] == counts[words[0]]
    html = response.content.decode()
    assert f"{words[2]}: <b>1</b> · {words[3]}: <b>1</b>" in html


def test_the_history_links_to_each_game_with_its_winners(client, grant):
    game = play(GAME, worked_games.worked(GAME))
    response, _players = records(client, grant, game)
    html = response.content.decode()
    assert reverse("game", args=[game.public_id]) in html
    assert "Winner: Ayşe &amp; Çağrı" in html
