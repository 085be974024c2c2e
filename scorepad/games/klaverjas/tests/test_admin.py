"""Klaverjas's deals in the admin: a deal its rules refuse is refused on the admin's form with the
rule's reason, nothing stored, and the game's pages keep answering."""

from __future__ import annotations

import pytest

from scorepad.games import samples
from tests.admin import add_deal, assert_pages_answer, errors, stored
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.urls_with_admin")]

GAME = game_of(__name__)

# A deal saved after the guarded game's first, and the reason the admin gives.
REFUSED = [
    (
        {"playing": 2, "points": [100, 62]},
        "deal 2: playing team must be one of 0, 1",
    ),
    (
        {"playing": 0, "points": [100, 100]},
        "deal 2: the card points must add up to 162 (the last trick's 10 included), not 200",
    ),
    (
        {"points": [100, 62]},
        "deal 2: playing is missing",
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
