"""Egyptian Rat Screw's pages through the test client: a series started with a preset or the
table's own house rules, one tap per game to the winner and a rematch, a change that would end
the series early refused, odd posts refused without a crash."""

import pytest
from django.urls import reverse

from scorepad.models import Game
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.pages import (
    HTMX,
    deals_of,
    post_deal,
    url,
)

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def test_an_ers_series_starts_with_a_preset_and_up_to_eight_players(client):
    names = {f"player_{n}": f"P{n}" for n in range(1, 7)}
    response = client.post(
        reverse("new_game"),
        {"game": GAME, **names, f"{GAME}-target": "5", f"{GAME}-preset": "wide"},
    )
    assert response.status_code == 303
    game = Game.objects.get()
    assert game.players == ["P1", "P2", "P3", "P4", "P5", "P6"]
    assert game.options["combos"] == ["double", "sandwich", "top-bottom", "tens"]
    assert game.options["target"] == 5


def test_ers_records_a_winner_by_one_tap_and_finishes_with_a_rematch(client, editor):
    game = game_with_deals(GAME, options={"target": 2})
    editor(game)
    assert post_deal(client, game, {"winner": "2"}).status_code == 303
    response = post_deal(client, game, {"winner": "2"}, **HTMX)
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Winner: Cem" in html
    assert "Rematch" in html
    assert 'id="entry"' not in html
    response = client.post(url("rematch", game))
    assert response.status_code == 303
    rematch = Game.objects.exclude(pk=game.pk).get()
    assert (rematch.game, rematch.players, rematch.options) == (
        game.game,
        game.players,
        game.options,
    )
    assert client.get(response["Location"]).context["is_editor"]


def test_the_ers_page_shows_the_house_rules(client, editor):
    game = game_with_deals(GAME, options={"jokers": True, "penalty": 2})
    html = editor(game).get(url("game", game)).content.decode()
    assert "House rules" in html
    assert "Jokers in the deck" in html
    assert "A wrong slap costs 2 cards" in html


def test_a_change_that_makes_a_later_deal_impossible_is_refused(client, editor):
    # Short Joker: change deal 1's bids so that deal 2 would be the one to break? Bids are
    # per deal; what can break a later deal is the end of the game: Egyptian Rat Screw.
    game = game_with_deals(
        GAME, [{"winner": 0}, {"winner": 1}, {"winner": 0}], options={"target": 2}
    )
    editor(game)
    response = client.post(
        url("save_deal", game, 2), {"number": "2", "phase": "deal", "winner": "0"}
    )
    assert response.status_code == 422
    assert (
        "This change cannot be saved: game 3: the series is over: Ada has reached 2 wins;"
        " undo Game 3 first." in response.content.decode()
    )
    assert deals_of(game)[1] == {"winner": 1}


NO_DEAL_NAMED = "does not say which deal it is for"


SHEET_CHANGED = "The sheet has changed since this form was opened"


@pytest.mark.parametrize(
    ("fields", "status", "reason"),
    [
        ({}, 400, NO_DEAL_NAMED),
        ({"number": "abc", "phase": "deal"}, 400, NO_DEAL_NAMED),
        ({"number": "1", "phase": "deal", "winner": "x"}, 422, "x is not one of the"),
        ({"number": "1", "phase": "deal", "winner": "99"}, 422, "99 is not one of the"),
        ({"number": "1", "phase": "deal", "winner": "-1"}, 422, "-1 is not one of the"),
        ({"number": "99999999999999999999999", "phase": "deal", "winner": "0"}, 409, SHEET_CHANGED),
        ({"number": "1", "phase": "bids", "winner": "0"}, 409, SHEET_CHANGED),
    ],
)
def test_odd_ers_posts_are_refused_without_a_crash(client, editor, fields, status, reason):
    game = game_with_deals(GAME)
    editor(game)
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == status
    assert reason in response.content.decode()
    assert deals_of(game) == []


def test_an_ers_series_can_start_with_the_tables_own_house_rules(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": GAME,
            "player_1": "Ada",
            "player_2": "Bo",
            f"{GAME}-target": "2",
            f"{GAME}-preset": "custom",
            f"{GAME}-combos": ["tens", "double"],
            f"{GAME}-penalty": "3",
            f"{GAME}-comeback": "on",
        },
    )
    assert response.status_code == 303
    assert Game.objects.get().options == {
        "target": 2,
        "combos": ["double", "tens"],
        "jokers": False,
        "penalty": 3,
        "comeback": True,
    }
    html = client.get(response["Location"]).content.decode()
    assert "A wrong slap costs 3 cards" in html


def test_undo_through_htmx_answers_the_new_board(client, editor):
    game = game_with_deals(GAME, [{"winner": 0}, {"winner": 2}])
    editor(game)
    response = client.post(url("undo_deal", game), {"last": "2:deal"}, **HTMX)
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Game 2: who won?" in html
    assert deals_of(game) == [{"winner": 0}]


def sheet(client, game) -> str:
    html = client.get(reverse("game", args=[game.public_id])).content.decode()
    return html[html.index('<section id="sheet"') :]


def test_changed_options_show_at_once(client, editor):
    game = game_with_deals(GAME, [{"winner": 0}])
    editor(game)
    assert "First to 3 wins takes the series" in sheet(client, game)
    game.options = dict(game.options, target=5, jokers=True)
    game.save()
    after = sheet(client, game)
    assert "First to 5 wins takes the series" in after
    assert "Jokers in the deck" in after
