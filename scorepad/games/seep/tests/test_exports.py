"""Seep's results text: the game and its date, the standings with their margins, the winners."""

import pytest
from django.urls import reverse

from scorepad import exports
from scorepad.games import samples
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def worked(name=GAME):
    game = samples(name).WORKED
    return game_with_deals(name, game["deals"], players=game["players"], options=game["options"])


def test_the_results_text_names_the_game_date_standings_and_winners(client, grant):
    game = worked()
    response = grant(client, game).get(reverse("game", args=[game.public_id]))
    lines = response.context["share_text"].splitlines()
    assert lines[0] == f"Seep · {exports.played_on(game)}"
    assert lines[1:] == ["1. Ayşe & Çağrı 1 (+1)", "2. Işık & Gül 0 (−1)", "Winner: Ayşe & Çağrı"]
