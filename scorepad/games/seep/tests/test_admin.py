"""Seep's deals in the admin: a deal its rules refuse is refused on the admin's form with the
rule's reason, nothing stored, and the game's pages keep answering; a changed deal, and every
later one, is stored as the rules clean it."""

from __future__ import annotations

import pytest

from scorepad.games import samples
from scorepad.models import Deal
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
        {"points": [60, 50]},
        "deal 2: the card points must add up to 100, the points in the deck, not 110",
    ),
    (
        {"points": [60]},
        "deal 2: card points must be a list of 2 whole numbers",
    ),
    (
        {"points": [60, 40], "sweeps": [99, 0]},
        "deal 2: sweeps must be between 0 and 24",
    ),
    (
        {"points": [60, 40], "colour": "red"},
        "deal 2: unknown key 'colour'",
    ),
    (
        "sixty",
        "deal 2: deal must be an object",
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


def test_a_changed_deal_and_every_later_one_are_stored_clean(admin_client, client, grant):
    game = game_with_deals(GAME, [{"points": [60, 40]}, {"points": [70, 30]}])
    # A later deal stored raw, as the admin stored deals before it checked them.
    Deal.objects.filter(game=game, number=2).update(data={"points": [70, 30]})
    response = change_deal(admin_client, game, 1, {"points": [55, 45]})
    assert response.status_code == 302
    assert stored(game) == [
        {"points": [55, 45], "sweeps": [0, 0], "opening_sweep": None},
        {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None},
    ]
    assert_pages_answer(client, grant, game)


def test_a_deal_added_with_the_game_is_checked_and_stored_clean(admin_client, client, grant):
    game = game_with_deals(GAME, [{"points": [60, 40]}])
    refused = game_form(game, deals=[(1, {"points": [60, 40]}), (2, {"points": [60, 60]})])
    response = save_game(admin_client, game, refused)
    assert "deal 2: the card points must add up to 100" in response.content.decode()
    assert game.deals.count() == 1
    taken = game_form(game, deals=[(1, {"points": [60, 40]}), (2, {"points": [70, 30]})])
    assert save_game(admin_client, game, taken).status_code == 302
    assert stored(game)[1] == {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None}
    assert_pages_answer(client, grant, game)


def test_a_change_with_the_game_restates_the_later_deals_clean(admin_client):
    game = game_with_deals(GAME, [{"points": [60, 40]}, {"points": [70, 30]}])
    Deal.objects.filter(game=game, number=2).update(data={"points": [70, 30]})
    fields = game_form(game, deals=[(1, {"points": [55, 45]}), (2, {"points": [70, 30]})])
    assert save_game(admin_client, game, fields).status_code == 302
    assert stored(game)[1] == {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None}
