"""Seep's pages through the test client: card points added up from the tapped cards, the preview's
running difference and bazzi, a changed deal recomputing the rest, the exported sheet, and
refusals next to their fields."""

import json

import pytest
from django.urls import reverse

from scorepad.models import Game
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.pages import (
    deals_of,
    entry,
    fieldset_of,
    htmx,
    points_shown,
    post_deal,
    url,
)

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def test_seep_points_can_be_added_up_from_the_tapped_cards(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    # All thirteen spades (91) and the ten of diamonds (6): 97 for Nino & Ana.
    cards = [
        f"{rank}S" for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    ]
    response = post_deal(
        client,
        game,
        {
            "points": "",
            "cards": [*cards, "10D"],
            "sweeps_0": "1",
            "sweeps_1": "0",
            "opening_sweep": "0",
            "bid": "11",
        },
    )
    assert response.status_code == 303
    assert deals_of(game) == [{"points": [97, 3], "sweeps": [1, 0], "opening_sweep": 0, "bid": 11}]
    sheet = client.get(url("game", game)).context["sheet"]
    assert sheet["totals"] == [1, 0]  # 172 - 3: a difference over 100 wins the bazzi


def test_seep_preview_shows_the_difference_and_a_bazzi_under_nine(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "95", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="entry-preview"')
    assert response.context["preview"]["row"]["scores"] == [95, 5]
    assert "5 is under 9 points: bazzi lost" in html
    assert "bazzi</a>: Nino &amp; Ana</strong>" in html
    assert "Running difference: 0, level" in html  # a won bazzi starts the difference again
    assert [deal["points"] for deal in deals_of(game)] == [[60, 40]]


def test_seep_preview_shows_the_running_difference_with_the_deal_entered(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "30", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    # 60 - 40 = 20 for Nino & Ana, then 30 - 70 = 40 the other way.
    assert "Running difference: 20 in favour of Giorgi &amp; Levan" in html
    assert "bazzi</a>:" not in html


def test_an_earlier_deal_can_be_changed_and_everything_after_is_recomputed(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}, {"points": [30, 70]}])
    editor(game)
    page = client.get(url("edit_deal", game, 1))
    assert page.status_code == 200
    assert page.context["form"].initial["points"] == 60
    assert 'value="60"' in page.content.decode()
    response = client.post(
        url("save_deal", game, 1),
        {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert response.status_code == 303
    assert deals_of(game)[0]["points"] == [80, 20]
    sheet = client.get(url("game", game)).context["sheet"]
    # 80 - 20 = 60 for Nino & Ana, then 30 - 70 takes 40 back.
    assert [row["difference"] for row in sheet["deals"]] == [60, 20]


def test_export_is_the_game_file_with_its_sheet_as_an_attachment(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40], "sweeps": [1, 0]}])
    response = editor(game).get(url("export_game", game))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response["Content-Disposition"] == (
        'attachment; filename="seep-nino-giorgi-ana-levan.json"'
    )
    document = json.loads(response.content)
    assert document["sheet"] == {
        "sides": ["Nino & Ana", "Giorgi & Levan"],
        "deals": [
            {
                "number": 1,
                "dealer": 0,
                "scores": [110, 40],
                "totals": [0, 0],
                "difference": 70,
                "bazzi": None,
            }
        ],
        "totals": [0, 0],
        "finished": False,
        "winners": [],
    }
    assert document["options"] == {"bazzis": 1, "first_dealer": 0}


@pytest.mark.parametrize(
    ("fields", "field", "reason"),
    [
        ({"points": "101"}, "points", "less than or equal to 100"),
        ({"points": "50", "cards": ["ZZ"]}, "cards", "ZZ is not one of the available choices"),
        ({"points": "50", "sweeps_0": "many"}, "sweeps_0", "Enter a whole number"),
        ({"points": "50", "opening_sweep": "2"}, "opening_sweep", "2 is not one of the available"),
        ({"points": "50", "bid": "8"}, "bid", "8 is not one of the available choices"),
    ],
)
def test_odd_seep_posts_are_refused(client, editor, fields, field, reason):
    game = game_with_deals(GAME)
    editor(game)
    response = post_deal(client, game, fields)
    assert response.status_code == 422
    assert list(response.context["form"].errors) == [field]
    assert reason in response.content.decode()
    assert deals_of(game) == []


def test_preview_with_an_unknown_edit_number_falls_back_to_the_next_deal(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "70", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(
        url("preview_deal", game), {**fields, "edit": "99"}, **htmx("entry-preview")
    )
    assert response.status_code == 200
    assert response.context["editing"] is None
    assert response.context["preview"]["row"]["number"] == 2
    # Deal 2 after deal 1's 20: 20 + (70 - 30).
    assert "Running difference: 60 in favour of Nino &amp; Ana" in response.content.decode()
    refused = client.post(
        url("preview_deal", game),
        {**fields, "edit": "99", "points": "x"},
        **htmx("entry-preview"),
    )
    assert "Enter a whole number." in refused.content.decode()
    assert len(deals_of(game)) == 1


def test_previewing_a_change_shows_the_changed_deal_and_saves_nothing(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}, {"points": [30, 70]}])
    editor(game)
    fields = {"number": "1", "phase": "deal", "points": "75", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(
        url("preview_deal", game), {**fields, "edit": "1"}, **htmx("entry-preview")
    )
    assert response.status_code == 200
    assert response.context["editing"] == 1
    assert response.context["preview"]["row"]["scores"] == [75, 25]
    assert "Running difference: 50 in favour of Nino &amp; Ana" in response.content.decode()
    assert [deal["points"] for deal in deals_of(game)] == [[60, 40], [30, 70]]


def test_a_change_with_a_value_out_of_range_is_refused_next_to_the_field(client, editor):
    game = game_with_deals(GAME, [{"points": [60, 40]}])
    editor(game)
    response = client.post(
        url("save_deal", game, 1),
        {"number": "1", "phase": "deal", "points": "130", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert response.status_code == 422
    assert "less than or equal to 100" in fieldset_of(response.content.decode(), "points")
    assert points_shown(response.content.decode()) == "130"
    assert deals_of(game)[0]["points"] == [60, 40]


def test_a_four_player_game_with_three_names_is_refused_and_keeps_the_names(client):
    response = client.post(
        reverse("new_game"),
        {"game": GAME, "player_1": "Nino", "player_2": "Giorgi", "player_3": "Ana"},
    )
    assert response.status_code == 400
    assert "exactly 4 players" in response.content.decode()
    assert 'value="Giorgi"' in response.content.decode()
    assert not Game.objects.exists()
