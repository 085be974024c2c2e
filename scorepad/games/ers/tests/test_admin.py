"""Egyptian Rat Screw's deals in the admin: a deal its rules refuse is refused on the admin's form
with the rule's reason, nothing stored, and the game's pages keep answering; a change or options
a later game no longer fits are refused."""

from __future__ import annotations

import pytest
from django.urls import reverse

from scorepad.games import samples
from tests.admin import (
    add_deal,
    assert_pages_answer,
    change_deal,
    errors,
    game_form,
    save_game,
    stored,
)
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.urls_with_admin")]

GAME = game_of(__name__)

# A deal saved after the guarded game's first, and the reason the admin gives.
REFUSED = [
    (
        {"winner": 7},
        "game 2: winner must be between 0 and 2",
    ),
    (
        {"winner": "Bo"},
        "game 2: winner must be a whole number",
    ),
    (
        {"winner": 0, "by": "slap"},
        "game 2: unknown key 'by'",
    ),
]


@pytest.mark.parametrize("deal, said", REFUSED)
def test_a_deal_the_rules_refuse_is_refused_in_the_admin_with_the_reason(
    admin_client, client, grant, deal, said
):
    case = samples(GAME).GUARDED
    game = game_with_deals(GAME, case["deals"], options=case["options"])
    before = stored(game)
    response = add_deal(admin_client, game, 2, deal)
    assert response.status_code == 200  # the form again, with its error
    assert errors(response) == [said]
    assert stored(game) == before
    assert_pages_answer(client, grant, game)


def test_a_deal_after_the_end_of_the_game_is_refused(admin_client):
    game = game_with_deals(GAME, [{"winner": 0}] * 3)  # first to 3 wins
    response = add_deal(admin_client, game, 4, {"winner": 1})
    assert "game 4: the series is over: Ada has reached 3 wins" in response.content.decode()
    assert game.deals.count() == 3


def test_a_change_that_a_later_deal_no_longer_fits_is_refused(admin_client, client, grant):
    # Ada's three wins end the series at game 3; a fourth game after it cannot be.
    game = game_with_deals(GAME, [{"winner": 1}, {"winner": 0}, {"winner": 0}, {"winner": 0}])
    response = change_deal(admin_client, game, 1, {"winner": 0})
    assert response.status_code == 200
    assert "game 4: the series is over: Ada has reached 3 wins" in response.content.decode()
    assert stored(game)[0] == {"winner": 1}
    assert_pages_answer(client, grant, game)


def test_a_change_in_the_admin_shows_at_once(admin_client, client, grant):
    game = game_with_deals(GAME, [{"winner": 0}])
    grant(client, game)
    assert "Game 1: Ada won" in client.get(reverse("game", args=[game.public_id])).content.decode()
    assert change_deal(admin_client, game, 1, {"winner": 1}).status_code == 302
    assert "Game 1: Bo won" in client.get(reverse("game", args=[game.public_id])).content.decode()


def test_options_that_the_deals_no_longer_fit_are_refused(admin_client):
    game = game_with_deals(GAME, [{"winner": 0}, {"winner": 0}], options={"target": 3})
    response = save_game(admin_client, game, game_form(game, options={"target": 1}))
    assert response.status_code == 200
    assert "game 2: the series is over: Ada has reached 1 wins" in response.content.decode()
    game.refresh_from_db()
    assert game.options["target"] == 3
