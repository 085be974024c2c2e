"""The admin keeps to the rules, in every installed game: a deal saved there, and every deal after
it, goes through the game's engine and is stored as it cleans it; a refused one is refused on the
form with the rule's reason, and the game's pages and exports keep answering. The games' own
refusals, with their reasons word for word, are in their packages (``tests/test_admin.py``).

The deals are each game's samples: its guarded game (one deal in, the next as the table records
it) and its worked game (finished, its deals as a file writes them)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from bench.games import worst_game
from scorepad import gamefile
from scorepad.games import engine, installed, samples
from tests.admin import (
    add_deal,
    assert_pages_answer,
    change_deal,
    errors,
    game_form,
    save_game,
    stored,
)
from tests.factories import guarded_game

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.urls_with_admin")]

GAMES = installed()
ANY = GAMES[0]


def next_deal(name: str) -> dict:
    """The guarded game's second deal, as the table records it."""
    return samples(name).GUARDED["next_recorded"]


def worked(name: str):
    sample = samples(name).WORKED
    document = {"format": "scorepad/1", "game": name} | {
        key: sample[key] for key in ("players", "options", "deals")
    }
    return gamefile.create_game(gamefile.clean_document(document))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(
    "deal, said",
    [
        ({"no_such_key": 1}, "unknown key 'no_such_key'"),
        ("sixty", "must be an object"),
    ],
)
def test_a_deal_the_rules_refuse_is_refused_in_the_admin_with_the_reason(
    admin_client, client, grant, name, deal, said
):
    game = guarded_game(name)
    before = stored(game)
    if isinstance(deal, dict):
        deal = {**next_deal(name), **deal}
    response = add_deal(admin_client, game, 2, deal)
    assert response.status_code == 200  # the form again, with its error
    [reason] = errors(response)
    assert reason.endswith(said) and " 2: " in reason, reason
    assert stored(game) == before
    assert_pages_answer(client, grant, game)


def test_the_reason_speaks_the_admins_language(admin_client):
    game = guarded_game(ANY)
    admin_client.cookies["django_language"] = "tr"
    response = add_deal(admin_client, game, 2, "sixty")
    assert response.status_code == 200
    assert '<html lang="tr"' in response.content.decode()
    assert errors(response)[0].startswith("2. ")
    gap = add_deal(admin_client, game, 3, next_deal(ANY))
    assert errors(gap) == ["dağıtımlar 1'den başlayarak numaralanır: 2. dağıtım eksik"]


@pytest.mark.parametrize("name", GAMES)
def test_a_legal_deal_is_stored_with_the_defaults_the_rules_fill_in(
    admin_client, client, grant, name
):
    sample = samples(name).WORKED
    rules = engine(name)
    game = gamefile.create_game(
        gamefile.clean_document(
            {"format": "scorepad/1", "game": name, "players": sample["players"]}
            | {"options": sample["options"]}
        )
    )
    first = sample["deals"][0]
    response = add_deal(admin_client, game, 1, first)
    assert response.status_code == 302
    options = rules.clean_options(dict(sample["options"]))
    assert stored(game) == [rules.clean_deal(sample["players"], options, [], first)]
    assert_pages_answer(client, grant, game)


@pytest.mark.parametrize("name", GAMES)
def test_a_deal_after_the_end_of_the_game_is_refused(admin_client, name):
    game = worked(name)
    count = game.deals.count()
    response = add_deal(admin_client, game, count + 1, samples(name).WORKED["deals"][-1])
    assert response.status_code == 200
    assert errors(response)
    assert game.deals.count() == count


def test_a_deal_past_the_most_deals_a_game_holds_is_refused(admin_client):
    game = gamefile.create_game(gamefile.clean_document(worst_game(ANY)))
    most = engine(ANY).MAX_DEALS
    assert game.deals.count() == most
    response = add_deal(admin_client, game, most + 1, next_deal(ANY))
    assert errors(response)
    assert game.deals.count() == most


def test_a_deal_leaving_a_gap_is_refused(admin_client):
    game = guarded_game(ANY)
    response = add_deal(admin_client, game, 3, next_deal(ANY))
    assert "deals are numbered from 1 on: deal 2 is missing" in response.content.decode()
    assert game.deals.count() == 1


def test_a_second_deal_of_the_same_number_is_refused(admin_client):
    game = guarded_game(ANY)
    before = stored(game)
    response = add_deal(admin_client, game, 1, next_deal(ANY))
    assert "this game has a deal 1 already" in response.content.decode()
    assert stored(game) == before


@pytest.mark.parametrize("name", GAMES)
def test_a_change_in_the_admin_shows_at_once(admin_client, client, grant, name):
    case, game = samples(name).GUARDED, guarded_game(name)
    grant(client, game)
    page = reverse("game", args=[game.public_id])
    before = client.get(page).context["sheet"]["deals"][0]["scores"]
    assert change_deal(admin_client, game, 1, case["edit_recorded"]).status_code == 302
    after = client.get(page).context["sheet"]["deals"][0]["scores"]
    assert stored(game) == [case["edit_recorded"]]
    assert after != before


def test_only_the_last_deal_may_be_deleted(admin_client):
    game = guarded_game(ANY)
    assert add_deal(admin_client, game, 2, next_deal(ANY)).status_code == 302
    first, last = game.deals.order_by("number")
    denied = admin_client.post(
        reverse("admin:scorepad_deal_delete", args=[first.pk]), {"post": "yes"}
    )
    assert denied.status_code == 403
    response = admin_client.post(
        reverse("admin:scorepad_deal_delete", args=[last.pk]), {"post": "yes"}
    )
    assert response.status_code == 302
    assert stored(game) == [first.data]


# The game's page in the admin: its players, its options and its deals together.


@pytest.mark.parametrize("name", GAMES)
def test_a_renamed_player_is_stored_clean_and_shows_at_once(admin_client, client, grant, name):
    game = guarded_game(name)
    grant(client, game)
    client.get(reverse("game", args=[game.public_id]))  # the pad kept
    renamed = ["  Ayşe ", *game.players[1:]]
    assert save_game(admin_client, game, game_form(game, players=renamed)).status_code == 302
    game.refresh_from_db()
    assert game.players == ["Ayşe", *renamed[1:]]
    assert "Ayşe" in client.get(reverse("game", args=[game.public_id])).content.decode()


def refused_tables():
    cases = []
    for name in GAMES:
        players = list(samples(name).GUARDED.get("players", samples(name).PLAYERS))
        fewest = min(engine(name).PLAYERS)
        cases += [
            pytest.param(
                name,
                {"players": [players[0], *players[1:-1], players[0]]},
                "two players are called",
                id=f"{name}-a-name-twice",
            ),
            pytest.param(name, {"players": players[: fewest - 1]}, "players", id=f"{name}-too-few"),
            pytest.param(
                name, {"players": players[0]}, "players must be a list of names", id=f"{name}-text"
            ),
            pytest.param(name, {"options": {"colour": "red"}}, "colour", id=f"{name}-an-option"),
        ]
    return cases


@pytest.mark.parametrize("name, changes, said", refused_tables())
def test_players_and_options_the_rules_refuse_are_refused(
    admin_client, client, grant, name, changes, said
):
    game = guarded_game(name)
    before = (game.players, game.options)
    response = save_game(admin_client, game, game_form(game, **changes))
    assert response.status_code == 200
    assert said in response.content.decode()
    game.refresh_from_db()
    assert (game.players, game.options) == before
    assert_pages_answer(client, grant, game)


@pytest.mark.parametrize("name", GAMES)
def test_a_deal_added_with_the_game_is_checked_and_stored_clean(admin_client, name):
    game = guarded_game(name)
    first = stored(game)[0]
    refused = game_form(game, deals=[(1, first), (2, {**next_deal(name), "no_such_key": 1})])
    response = save_game(admin_client, game, refused)
    assert "no_such_key" in response.content.decode()
    assert game.deals.count() == 1
    taken = game_form(game, deals=[(1, first), (2, next_deal(name))])
    assert save_game(admin_client, game, taken).status_code == 302
    assert stored(game) == [first, next_deal(name)]


def test_deleting_a_deal_with_deals_after_it_is_refused(admin_client):
    game = guarded_game(ANY)
    first = stored(game)[0]
    assert add_deal(admin_client, game, 2, next_deal(ANY)).status_code == 302
    fields = game_form(game, deals=[(1, first, "delete"), (2, next_deal(ANY))])
    response = save_game(admin_client, game, fields)
    assert "deals are numbered from 1 on: deal 1 is missing" in response.content.decode()
    assert game.deals.count() == 2
    fields = game_form(game, deals=[(1, first), (2, next_deal(ANY), "delete")])
    assert save_game(admin_client, game, fields).status_code == 302
    assert stored(game) == [first]


def test_a_recorded_deal_keeps_its_number(admin_client):
    game = guarded_game(ANY)
    first = stored(game)[0]
    assert add_deal(admin_client, game, 2, next_deal(ANY)).status_code == 302
    fields = game_form(game, deals=[(1, first), (3, next_deal(ANY))])
    response = save_game(admin_client, game, fields)
    assert response.status_code == 200
    assert "deal 2 keeps its number" in response.content.decode()
    assert stored(game) == [first, next_deal(ANY)]


def test_two_deals_of_one_number_are_refused(admin_client):
    game = guarded_game(ANY)
    first = stored(game)[0]
    fields = game_form(game, deals=[(1, first), (2, next_deal(ANY)), (2, next_deal(ANY))])
    response = save_game(admin_client, game, fields)
    assert response.status_code == 200
    assert errors(response)
    assert stored(game) == [first]
