"""Klaverjas's pages through the test client: made, nat, pit and revoke entered with each team's
roem, the roem buttons, a refusal next to its field, an imported file scored by hand, and the
new game's house rules."""

import json
import re

import pytest
from django.urls import reverse

from scorepad.models import Deal, Game
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.pages import (
    assert_input,
    deals_of,
    entry,
    fieldset_of,
    htmx,
    points_shown,
    post_deal,
    rules_link,
    upload,
    url,
)

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def test_klaverjas_made_writes_each_teams_points_and_roem(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    response = post_deal(
        client,
        game,
        {"playing": "0", "points": "100", "roem_0": "20", "roem_1": "0", "pit": "", "revoke": ""},
    )
    assert response.status_code == 303
    assert deals_of(game) == [
        {"playing": 0, "points": [100, 62], "roem": [20, 0], "pit": None, "revoke": None}
    ]
    page = client.get(url("game", game))
    assert page.context["sheet"]["totals"] == [120, 62]
    html = page.content.decode()
    assert re.search(
        r'lang="nl">Wij</span> <button[^>]*><span class="name">Nino &amp; Ana'
        r'.*lang="nl">Zij</span> <button[^>]*><span class="name">Giorgi',
        html,
    )


def test_klaverjas_preview_says_nat_and_what_each_side_writes(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    fields = {**entry(client, game), "playing": "1", "points": "70", "roem_0": "0", "roem_1": "20"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="entry-preview"')
    assert "nat" in html
    assert "182" in html  # 162 + 20 roem go to Nino & Ana
    assert rules_link("/rules/glossary/", game, f"{GAME}-nat") in html
    assert not Deal.objects.exists()


def test_roem_buttons_add_to_a_teams_roem_without_saving(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    fields = {
        **entry(client, game),
        "playing": "0",
        "points": "90",
        "roem_0": "20",
        "roem_1": "0",
        "act": "0:50",
    }
    response = client.post(url("preview_deal", game), fields, **htmx("entry"))
    html = response.content.decode()
    assert html.lstrip().startswith('<form id="entry"')
    assert 'name="roem_0" value="70"' in html
    assert points_shown(response.content.decode()) == "90"
    # With htmx but without app.js the button submits the form aimed at the board.
    board = client.post(url("preview_deal", game), fields, **htmx("board"))
    assert board.content.decode().lstrip().startswith('<div id="board"')
    assert 'name="roem_0" value="70"' in board.content.decode()
    # Without JavaScript the button posts the whole form and gets the whole page back.
    page = client.post(url("preview_deal", game), {**fields, "act": "1:0"})
    assert page.status_code == 200
    assert "<html" in page.content.decode()
    assert not Deal.objects.exists()


def test_klaverjas_pit_and_revoke_need_no_card_points(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    post_deal(
        client,
        game,
        {"playing": "0", "points": "", "roem_0": "100", "roem_1": "0", "pit": "0", "revoke": ""},
    )
    post_deal(
        client,
        game,
        {"playing": "1", "points": "", "roem_0": "20", "roem_1": "0", "pit": "", "revoke": "1"},
    )
    assert deals_of(game) == [
        {"playing": 0, "points": [162, 0], "roem": [100, 0], "pit": 0, "revoke": None},
        {"playing": 1, "roem": [20, 0], "pit": None, "revoke": 1},
    ]
    sheet = client.get(url("game", game)).context["sheet"]
    assert sheet["totals"] == [362 + 182, 0]


def test_klaverjas_roem_that_cannot_be_is_refused_with_the_engines_reason(client, editor):
    game = game_with_deals(GAME)
    editor(game)
    response = post_deal(client, game, {"playing": "0", "points": "100", "roem_0": "30"})
    assert response.status_code == 422
    assert "cannot be 30" in response.content.decode()
    assert points_shown(response.content.decode()) == "100"


KLAVERJAS_FILE = {
    "format": "scorepad/1",
    "game": GAME,
    "players": ["Nino", "Giorgi", "Ana", "Levan"],
    "options": {"deals": 2},
    "deals": [
        {"playing": 0, "points": [70, 92], "roem": [20, 0]},
        {"playing": 1, "points": [0, 162], "roem": [0, 100], "pit": 1},
    ],
}


def test_an_imported_file_becomes_a_game_this_device_edits(client):
    response = upload(client, KLAVERJAS_FILE)
    assert response.status_code == 303
    game = Game.objects.get()
    assert response["Location"] == url("game", game)
    assert client.get(url("game", game)).context["is_editor"]
    exported = json.loads(client.get(url("export_game", game)).content)
    # Worked out by hand from the spec: deal 1 is nat (70 + 20 = 90 is not more than 92),
    # so Giorgi & Levan write 162 + 20; deal 2 is made with pit: 162 + 100 roem + 100.
    assert [row["scores"] for row in exported["sheet"]["deals"]] == [[0, 182], [0, 362]]
    assert [row["result"] for row in exported["sheet"]["deals"]] == ["nat", "made"]
    assert exported["sheet"]["totals"] == [0, 544]
    assert exported["sheet"]["winners"] == [1]
    assert exported["deals"][0] == {
        "playing": 0,
        "points": [70, 92],
        "roem": [20, 0],
        "pit": None,
        "revoke": None,
    }


def test_a_refused_file_answers_400_with_the_reason_on_the_page(client):
    bad = {**KLAVERJAS_FILE, "deals": [{"playing": 0, "points": [70, 90]}]}
    response = upload(client, bad)
    assert response.status_code == 400
    assert "deal 1: the card points must add up to 162" in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    ("fields", "field", "reason"),
    [
        ({"playing": "2", "points": "80"}, "playing", "2 is not one of the available choices"),
        ({"playing": "0", "points": "1e9"}, "points", "Enter a whole number"),
        (
            {"playing": "0", "points": "99999999999999999999999999"},
            "points",
            "less than or equal to 162",
        ),
        ({"playing": "0", "points": "-5"}, "points", "greater than or equal to 0"),
        (
            {"playing": "0", "points": "80", "roem_0": "99999999999999999999"},
            "roem_0",
            "less than or equal to 10000",
        ),
        ({"playing": "0", "points": "80", "pit": "7"}, "pit", "7 is not one of the available"),
        ({"playing": "0"}, "points", "Enter the card points of the playing team"),
    ],
)
def test_odd_klaverjas_posts_are_refused_next_to_the_field(client, editor, fields, field, reason):
    game = game_with_deals(GAME)
    editor(game)
    response = post_deal(client, game, fields)
    assert response.status_code == 422
    assert list(response.context["form"].errors) == [field]
    assert reason in fieldset_of(response.content.decode(), field)
    preview = client.post(
        url("preview_deal", game),
        {**entry(client, game), **fields, "act": "9:9999"},
        **htmx("entry"),
    )
    assert preview.status_code == 200
    assert reason in preview.content.decode()
    assert deals_of(game) == []


def test_a_deals_page_asked_by_htmx_is_the_board_with_the_prefilled_form(client, editor):
    game = game_with_deals(GAME, [{"playing": 1, "points": [62, 100], "roem": [0, 50]}])
    editor(game)
    response = client.get(url("edit_deal", game, 1), **htmx("board"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Change deal 1" in html
    assert 'name="roem_1" value="50"' in html
    assert_input(html, "playing", "1", "checked")
    assert points_shown(response.content.decode()) == "100"


def test_two_players_with_one_name_are_refused(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": GAME,
            "player_1": "Nino",
            "player_2": "Nino",
            "player_3": "Ana",
            "player_4": "Levan",
        },
    )
    assert response.status_code == 400
    assert "two players are called Nino" in response.content.decode()


KLAVERJAS_TABLE = {
    "game": GAME,
    "player_1": "Nino",
    "player_2": "Giorgi",
    "player_3": "Ana",
    "player_4": "Levan",
}


def test_a_new_klaverjas_game_takes_the_house_rules_defaults(client):
    assert client.post(reverse("new_game"), KLAVERJAS_TABLE).status_code == 303
    options = Game.objects.get().options
    assert (options["to_points"], options["revoke_roem"]) == (None, "all")


def test_a_new_klaverjas_game_may_be_played_to_1500_with_100_for_a_revoke(client):
    fields = {f"{GAME}-to_points": "1500", f"{GAME}-revoke_roem": "plus-100"}
    assert client.post(reverse("new_game"), {**KLAVERJAS_TABLE, **fields}).status_code == 303
    options = Game.objects.get().options
    assert (options["to_points"], options["revoke_roem"]) == (1500, "plus-100")


@pytest.mark.parametrize("fields", [{f"{GAME}-to_points": "1499"}, {f"{GAME}-revoke_roem": "half"}])
def test_a_klaverjas_house_rule_the_form_does_not_offer_is_refused(client, fields):
    response = client.post(reverse("new_game"), {**KLAVERJAS_TABLE, **fields})
    assert response.status_code == 400
    assert 'value="Levan"' in response.content.decode()
    assert not Game.objects.exists()
