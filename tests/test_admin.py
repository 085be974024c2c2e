"""The admin keeps to the rules: a deal saved there, and every deal after it, goes through the
game's engine and is stored as it cleans it; a refused one is refused on the form with the
rule's reason, and the game's pages and exports keep answering."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from django.urls import reverse

from scorepad.models import Deal, Game
from tests.factories import game_with_deals

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.urls_with_admin")]

ADD_DEAL = "admin:scorepad_deal_add"


def add_deal(admin_client, game: Game, number: int, data):
    return admin_client.post(
        reverse(ADD_DEAL),
        {"game": game.pk, "number": number, "data": json.dumps(data), "client_key": ""},
    )


def change_deal(admin_client, game: Game, number: int, data):
    deal = game.deals.get(number=number)
    return admin_client.post(
        reverse("admin:scorepad_deal_change", args=[deal.pk]),
        {"data": json.dumps(data), "client_key": deal.client_key},
    )


def errors(response) -> list[str]:
    """The errors the admin's form shows."""
    found = re.findall(r'<ul class="errorlist[^>]*>(.*?)</ul>', response.content.decode(), re.S)
    return [unescape(item) for group in found for item in re.findall(r"<li>(.*?)</li>", group)]


def stored(game: Game) -> list:
    return [deal.data for deal in game.deals.order_by("number")]


def assert_pages_answer(client, grant, game: Game) -> None:
    grant(client, game)
    for name in ("game", "export_game", "export_csv", "export_pdf"):
        assert client.get(reverse(name, args=[game.public_id])).status_code == 200, name
    assert client.get(reverse("home")).status_code == 200
    assert client.get(reverse("stats")).status_code == 200


# Each a deal the probe saved through the admin that made pages answer 500 or showed a deal the
# rules refuse, with the rule's reason the admin now gives.
REFUSED = [
    (
        "seep",
        {"points": [60, 50]},
        "deal 2: the card points must add up to 100, the points in the deck, not 110",
    ),
    ("seep", {"points": [60]}, "deal 2: card points must be a list of 2 whole numbers"),
    ("seep", {"points": [60, 40], "sweeps": [99, 0]}, "deal 2: sweeps must be between 0 and 24"),
    ("seep", {"points": [60, 40], "colour": "red"}, "deal 2: unknown key 'colour'"),
    ("seep", "sixty", "deal 2: deal must be an object"),
    ("ers", {"winner": 7}, "game 2: winner must be between 0 and 2"),
    ("ers", {"winner": "Bo"}, "game 2: winner must be a whole number"),
    ("ers", {"winner": 0, "by": "slap"}, "game 2: unknown key 'by'"),
    ("klaverjas", {"playing": 2, "points": [100, 62]}, "deal 2: playing team must be one of 0, 1"),
    (
        "klaverjas",
        {"playing": 0, "points": [100, 100]},
        "deal 2: the card points must add up to 162 (the last trick's 10 included), not 200",
    ),
    ("klaverjas", {"points": [100, 62]}, "deal 2: playing is missing"),
    (
        "joker",
        {"bids": [1, 1, 1, 1], "tricks": [1, 1, 1, 1]},
        "deal 2: the tricks add up to 4, not 2, the number of cards dealt",
    ),
    ("joker", {"bids": [0, 0], "tricks": [0, 0]}, "deal 2: bids must be a list of 4 whole numbers"),
    (
        "king",
        {"declarer": 0, "contract": "kupa", "taken": [0, 5, 2, 6]},
        "deal 2: it is Burak's turn to declare, not Ayşe's",
    ),
    (
        "king",
        {"declarer": 9, "contract": "koz", "taken": [3, 6, 1, 3]},
        "deal 2: declarer must be between 0 and 3",
    ),
]


@pytest.mark.parametrize("name, deal, said", REFUSED)
def test_a_deal_the_rules_refuse_is_refused_in_the_admin_with_the_reason(
    admin_client, client, grant, name, deal, said
):
    from scorepad.games import samples

    case = samples(name).GUARDED
    game = game_with_deals(name, case["deals"], options=case["options"])
    before = stored(game)
    response = add_deal(admin_client, game, 2, deal)
    assert response.status_code == 200  # the form again, with its error
    assert errors(response) == [said]
    assert stored(game) == before
    assert_pages_answer(client, grant, game)


def test_the_reason_speaks_the_admins_language(admin_client):
    game = game_with_deals("ers", [{"winner": 0}])
    admin_client.cookies["django_language"] = "tr"
    response = add_deal(admin_client, game, 2, {"winner": 7})
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="tr"' in html
    assert errors(response)[0].startswith("2. oyun: ")
    gap = add_deal(admin_client, game, 3, {"winner": 1})
    assert errors(gap) == ["dağıtımlar 1'den başlayarak numaralanır: 2. dağıtım eksik"]


def test_a_legal_deal_is_stored_with_the_defaults_the_rules_fill_in(admin_client, client, grant):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    response = add_deal(admin_client, game, 2, {"points": [70, 30]})
    assert response.status_code == 302
    assert stored(game)[1] == {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None}
    assert_pages_answer(client, grant, game)


def test_a_deal_after_the_end_of_the_game_is_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}] * 3)  # first to 3 wins
    response = add_deal(admin_client, game, 4, {"winner": 1})
    assert "game 4: the series is over: Ada has reached 3 wins" in response.content.decode()
    assert game.deals.count() == 3


def test_a_deal_past_the_most_deals_a_game_holds_is_refused(admin_client):
    from bench.games import worst_game
    from scorepad import gamefile

    game = gamefile.create_game(gamefile.clean_document(worst_game("seep")))
    response = add_deal(admin_client, game, 1001, {"points": [50, 50]})
    assert errors(response) == [
        "deal 1001: a match is kept to 1000 deals at most: start a new game to play on"
    ]
    assert game.deals.count() == 1000


def test_a_deal_leaving_a_gap_is_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}])
    response = add_deal(admin_client, game, 3, {"winner": 1})
    assert "deals are numbered from 1 on: deal 2 is missing" in response.content.decode()
    assert game.deals.count() == 1


def test_a_second_deal_of_the_same_number_is_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}])
    response = add_deal(admin_client, game, 1, {"winner": 1})
    assert "this game has a deal 1 already" in response.content.decode()
    assert stored(game) == [{"winner": 0}]


def test_a_change_that_a_later_deal_no_longer_fits_is_refused(admin_client, client, grant):
    # Ada's three wins end the series at game 3; a fourth game after it cannot be.
    game = game_with_deals("ers", [{"winner": 1}, {"winner": 0}, {"winner": 0}, {"winner": 0}])
    response = change_deal(admin_client, game, 1, {"winner": 0})
    assert response.status_code == 200
    assert "game 4: the series is over: Ada has reached 3 wins" in response.content.decode()
    assert stored(game)[0] == {"winner": 1}
    assert_pages_answer(client, grant, game)


def test_a_changed_deal_and_every_later_one_are_stored_clean(admin_client, client, grant):
    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [70, 30]}])
    # A later deal stored raw, as the admin stored deals before it checked them.
    Deal.objects.filter(game=game, number=2).update(data={"points": [70, 30]})
    response = change_deal(admin_client, game, 1, {"points": [55, 45]})
    assert response.status_code == 302
    assert stored(game) == [
        {"points": [55, 45], "sweeps": [0, 0], "opening_sweep": None},
        {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None},
    ]
    assert_pages_answer(client, grant, game)


def test_a_change_in_the_admin_shows_at_once(admin_client, client, grant):
    game = game_with_deals("ers", [{"winner": 0}])
    grant(client, game)
    assert "Game 1: Ada won" in client.get(reverse("game", args=[game.public_id])).content.decode()
    assert change_deal(admin_client, game, 1, {"winner": 1}).status_code == 302
    assert "Game 1: Bo won" in client.get(reverse("game", args=[game.public_id])).content.decode()


def test_only_the_last_deal_may_be_deleted(admin_client):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 1}])
    first, last = game.deals.order_by("number")
    assert (
        admin_client.post(
            reverse("admin:scorepad_deal_delete", args=[first.pk]), {"post": "yes"}
        ).status_code
        == 403
    )
    response = admin_client.post(
        reverse("admin:scorepad_deal_delete", args=[last.pk]), {"post": "yes"}
    )
    assert response.status_code == 302
    assert stored(game) == [{"winner": 0}]


# The game's page in the admin: its players, its options and its deals together.


def game_form(game: Game, deals: list | None = None, **changes) -> dict:
    """What the admin's form of ``game`` posts: its fields, and its deals as the inline rows
    (``deals``: ``(number, data)`` or ``(number, data, "delete")``, the stored ones first)."""
    rows = game.deals.order_by("number")
    if deals is None:
        deals = [(deal.number, deal.data) for deal in rows]
    fields = {
        "game": game.game,
        "players": json.dumps(game.players),
        "options": json.dumps(game.options),
        "deals-TOTAL_FORMS": str(len(deals)),
        "deals-INITIAL_FORMS": str(rows.count()),
        "deals-MIN_NUM_FORMS": "0",
        "deals-MAX_NUM_FORMS": "1000",
        "_save": "Save",
    }
    fields.update({key: json.dumps(value) for key, value in changes.items()})
    for index, row in enumerate(deals):
        prefix = f"deals-{index}-"
        if index < rows.count():
            fields[prefix + "id"] = str(rows[index].pk)
        fields[prefix + "game"] = str(game.pk)
        fields[prefix + "number"] = str(row[0])
        fields[prefix + "data"] = json.dumps(row[1])
        fields[prefix + "client_key"] = ""
        if len(row) > 2:
            fields[prefix + "DELETE"] = "on"
    return fields


def save_game(admin_client, game: Game, fields: dict):
    return admin_client.post(reverse("admin:scorepad_game_change", args=[game.pk]), fields)


def test_a_renamed_player_is_stored_clean_and_shows_at_once(admin_client, client, grant):
    game = game_with_deals("ers", [{"winner": 0}])
    grant(client, game)
    client.get(reverse("game", args=[game.public_id]))  # the pad kept
    fields = game_form(game, players=["  Ayşe ", "Bo", "Cem"])
    assert save_game(admin_client, game, fields).status_code == 302
    game.refresh_from_db()
    assert game.players == ["Ayşe", "Bo", "Cem"]
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    assert "Game 1: Ayşe won" in page


@pytest.mark.parametrize(
    "changes, said",
    [
        ({"players": ["Ada", "Ada", "Cem"]}, "two players are called Ada"),
        ({"players": ["Ada"]}, "this game takes 2 to 8 players, not 1"),
        ({"players": "Ada"}, "players must be a list of names"),
        ({"options": {"target": 0}}, "target"),
        ({"options": {"colour": "red"}}, "colour"),
    ],
)
def test_players_and_options_the_rules_refuse_are_refused(
    admin_client, client, grant, changes, said
):
    game = game_with_deals("ers", [{"winner": 0}])
    before = (game.players, game.options)
    response = save_game(admin_client, game, game_form(game, **changes))
    assert response.status_code == 200
    assert said in response.content.decode()
    game.refresh_from_db()
    assert (game.players, game.options) == before
    assert_pages_answer(client, grant, game)


def test_options_that_the_deals_no_longer_fit_are_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 0}], options={"target": 3})
    response = save_game(admin_client, game, game_form(game, options={"target": 1}))
    assert response.status_code == 200
    assert "game 2: the series is over: Ada has reached 1 wins" in response.content.decode()
    game.refresh_from_db()
    assert game.options["target"] == 3


def test_a_deal_added_with_the_game_is_checked_and_stored_clean(admin_client, client, grant):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    refused = game_form(game, deals=[(1, {"points": [60, 40]}), (2, {"points": [60, 60]})])
    response = save_game(admin_client, game, refused)
    assert "deal 2: the card points must add up to 100" in response.content.decode()
    assert game.deals.count() == 1
    taken = game_form(game, deals=[(1, {"points": [60, 40]}), (2, {"points": [70, 30]})])
    assert save_game(admin_client, game, taken).status_code == 302
    assert stored(game)[1] == {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None}
    assert_pages_answer(client, grant, game)


def test_a_change_with_the_game_restates_the_later_deals_clean(admin_client):
    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [70, 30]}])
    Deal.objects.filter(game=game, number=2).update(data={"points": [70, 30]})
    fields = game_form(game, deals=[(1, {"points": [55, 45]}), (2, {"points": [70, 30]})])
    assert save_game(admin_client, game, fields).status_code == 302
    assert stored(game)[1] == {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": None}


def test_deleting_a_deal_with_deals_after_it_is_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 1}])
    fields = game_form(game, deals=[(1, {"winner": 0}, "delete"), (2, {"winner": 1})])
    response = save_game(admin_client, game, fields)
    assert "deals are numbered from 1 on: deal 1 is missing" in response.content.decode()
    assert game.deals.count() == 2
    fields = game_form(game, deals=[(1, {"winner": 0}), (2, {"winner": 1}, "delete")])
    assert save_game(admin_client, game, fields).status_code == 302
    assert stored(game) == [{"winner": 0}]


def test_a_recorded_deal_keeps_its_number(admin_client):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 1}])
    fields = game_form(game, deals=[(1, {"winner": 0}), (3, {"winner": 1})])
    response = save_game(admin_client, game, fields)
    assert response.status_code == 200
    assert "deal 2 keeps its number" in response.content.decode()
    assert stored(game) == [{"winner": 0}, {"winner": 1}]


def test_two_deals_of_one_number_are_refused(admin_client):
    game = game_with_deals("ers", [{"winner": 0}])
    fields = game_form(game, deals=[(1, {"winner": 0}), (2, {"winner": 1}), (2, {"winner": 2})])
    response = save_game(admin_client, game, fields)
    assert response.status_code == 200
    assert errors(response)
    assert stored(game) == [{"winner": 0}]
