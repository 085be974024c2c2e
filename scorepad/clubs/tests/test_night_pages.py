"""A night run from the director's phone: its form, who is there, the draw of each round (and a
redraw, a swap), each table a normal game opened from its link or by the director, a refusal
that says why and keeps what was typed, and a night read from its file."""

import io
import json

import pytest
from django.urls import reverse

from scorepad.clubs import night as core
from scorepad.clubs.files import club_games, plays_in_teams
from scorepad.clubs.models import Night, Player, Round
from scorepad.clubs.models import Table as ClubTable
from scorepad.clubs.tests.helpers import random_night
from scorepad.clubs.tests.pages import (
    NAMES,
    check_in,
    draw,
    enter,
    errors,
    make_club,
    make_night,
    night_fields,
    random_deals,
    tables,
    url,
)
from scorepad.games import game_type
from scorepad.models import Game

pytestmark = pytest.mark.django_db
GAME = club_games()[0]
TEAM_GAME = next((name for name in club_games() if plays_in_teams(name)), GAME)


@pytest.fixture
def night(client):
    club = make_club(client, NAMES[:20])
    return make_night(client, club, TEAM_GAME)


def test_a_night_keeps_its_game_options_and_rules(client):
    club = make_club(client, NAMES[:8])
    made = make_night(client, club, GAME, rounds=4, sit_out="lowest", prizes="none")
    assert made.game == GAME
    assert made.options == game_type(GAME).full_options({})
    assert made.rules == {
        "rounds": 4,
        "score": "points",
        "sit_out": "lowest",
        "sit_out_score": 1600,
        "prizes": "none",
    }


def test_a_refused_night_says_which_rule_it_breaks_and_keeps_what_was_typed(client):
    club = make_club(client, NAMES[:8])
    fields = night_fields(GAME, score="places", sit_out="average", date="2026-12-11")
    response = client.post(reverse("clubs:new_night", args=[club.public_id]), fields)
    assert response.status_code == 400
    assert any("points only" in error for error in errors(response))
    html = response.content.decode()
    assert 'value="2026-12-11"' in html
    assert not Night.objects.exists()


def test_the_director_checks_players_in_with_a_tap_and_types_a_new_one(client, night):
    response = check_in(client, night, NAMES[:16], new="  Nieuwe Speler ")
    assert response.status_code == 303
    present = [player.name for player in night.players.all() if player.present]
    assert present == [*NAMES[:16], "Nieuwe Speler"]
    night.club.refresh_from_db()
    assert night.club.members[-1] == "Nieuwe Speler"
    page = client.get(url("night", night)).content.decode()
    assert "Who is here: 17 players" in page


def test_a_refused_name_says_why_and_keeps_the_taps_and_the_name(client, night):
    response = check_in(client, night, NAMES[:5], new="x" * 45)
    assert response.status_code == 400
    assert any("1 to 40 characters" in error for error in errors(response))
    html = response.content.decode()
    assert "x" * 45 in html
    assert html.count("checked") >= 5
    assert not Player.objects.exists()


def test_seventeen_players_sit_at_four_tables_and_one_sits_out(client, night):
    check_in(client, night, NAMES[:17])
    response = draw(client, night, 1)
    assert response.status_code == 303 and response["Location"].endswith("#round-1")
    drawn = tables(night, 1)
    assert len(drawn) == 4
    seated = [name for table in drawn for name in table.game.players]
    (sitting_out,) = Round.objects.get(night=night).sit_out
    assert sorted([*seated, sitting_out]) == sorted(NAMES[:17])
    for table in drawn:
        assert table.game.game == TEAM_GAME and table.game.options == night.options
    page = client.get(url("night", night)).content.decode()
    for table in drawn:
        for name in table.game.players:
            assert name in page
        assert url("table_qr", night, table.game.public_id) in page
    assert f"Sitting out: {sitting_out}" in page


def test_a_draw_of_too_few_players_says_why(client, night):
    check_in(client, night, NAMES[:3])
    response = draw(client, night, 1)
    assert response.status_code == 409
    assert any("only 3 players are there" in error for error in errors(response))
    assert not Round.objects.exists()


def test_a_double_tap_draws_the_round_once(client, night):
    check_in(client, night, NAMES[:8])
    assert draw(client, night, 1).status_code == 303
    again = draw(client, night, 1)
    assert again.status_code == 303 and again["Location"].endswith("#round-1")
    assert Round.objects.count() == 1 and ClubTable.objects.count() == 2


def test_a_player_who_comes_late_is_drawn_from_the_next_round_and_one_who_leaves_is_not(
    client, night
):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    finish(client, night, 1)
    check_in(client, night, [*NAMES[1:8], NAMES[8]])  # the first leaves, the ninth comes
    draw(client, night, 2)
    second = [name for table in tables(night, 2) for name in table.game.players]
    second += Round.objects.get(night=night, number=2).sit_out
    assert sorted(second) == sorted(NAMES[1:9])
    first = [name for table in tables(night, 1) for name in table.game.players]
    assert NAMES[0] in first and NAMES[8] not in first


def finish(client, night, number):
    """Every table of the round plays its game to its end."""
    for index, table in enumerate(tables(night, number)):
        game = table.game
        options = game_type(game.game).full_options(game.options)
        deals = random_deals(game.game, list(game.players), options, 10_000, seed=index)
        client.get(url("open_table", night, game.public_id))
        enter(client, table, deals)


def test_a_round_is_drawn_while_tables_still_play_only_once_confirmed(client, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    asked = draw(client, night, 2)
    assert asked.status_code == 409
    assert "Tables 1, 2 of round 1 are still playing." in asked.content.decode()
    assert Round.objects.count() == 1
    assert draw(client, night, 2, confirm="yes").status_code == 303
    assert Round.objects.count() == 2


def test_no_round_is_drawn_after_the_last(client, phone):
    club = make_club(client, NAMES[:4])
    made = make_night(client, club, GAME, rounds=1)
    check_in(client, made, NAMES[:4])
    draw(client, made, 1)
    refused = draw(client, made, 2, confirm="yes")
    assert refused.status_code == 409
    assert "The night has its 1 rounds" in refused.content.decode()


def test_a_round_is_drawn_again_until_a_table_enters_a_deal(client, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    before = {table.game.pk for table in tables(night, 1)}
    response = client.post(url("redraw", night), {"round": "1"})
    assert response.status_code == 303
    after = tables(night, 1)
    assert {table.game.pk for table in after}.isdisjoint(before)
    assert not Game.objects.filter(pk__in=before).exists()
    table = after[0]
    options = game_type(table.game.game).full_options(table.game.options)
    client.get(url("open_table", night, table.game.public_id))
    enter(client, table, random_deals(table.game.game, list(table.game.players), options, 1, 0))
    refused = client.post(url("redraw", night), {"round": "1"})
    assert refused.status_code == 409
    assert any("no longer redrawn" in error for error in errors(refused))
    assert [table.game.pk for table in tables(night, 1)] == [table.game.pk for table in after]


def test_two_players_swap_places(client, night):
    check_in(client, night, NAMES[:9])
    draw(client, night, 1)
    first_table, second_table = tables(night, 1)
    sitting_out = Round.objects.get(night=night).sit_out[0]
    one, other = first_table.game.players[0], second_table.game.players[1]
    response = client.post(url("swap", night), {"round": "1", "first": one, "second": other})
    assert response.status_code == 303
    first_table, second_table = tables(night, 1)
    assert other in first_table.game.players and one in second_table.game.players
    client.post(url("swap", night), {"round": "1", "first": one, "second": sitting_out})
    assert Round.objects.get(night=night).sit_out == [one]


def test_a_refused_swap_says_why(client, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    name = tables(night, 1)[0].game.players[0]
    response = client.post(url("swap", night), {"round": "1", "first": name, "second": name})
    assert response.status_code == 400
    assert any("two different players" in error for error in errors(response))
    junk = client.post(url("swap", night), {"round": "1", "first": "Nobody", "second": name})
    assert junk.status_code == 400


def test_a_table_phone_opens_its_table_and_finds_its_way_back_to_the_night(client, phone, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    table = tables(night, 1)[1]
    club = night.club
    at_the_table = phone()
    qr = reverse("clubs:table_link", args=[club.public_id, club.table_token, table.game.public_id])
    opened = at_the_table.get(qr)
    assert opened.status_code == 303
    game_page = at_the_table.get(opened["Location"]).content.decode()
    assert 'id="entry"' in game_page  # the whole game page, as an editor
    assert "Back to the night: KV De Hoop, round 1, table 2" in game_page
    assert url("night", night) in game_page
    # Back at the night, the table phone sees the round's tables to open, and no controls.
    page = at_the_table.get(url("night", night)).content.decode()
    assert url("open_table", night, table.game.public_id) in page
    assert url("draw", night) not in page and url("check_in", night) not in page
    assert at_the_table.post(url("draw", night), {"round": "2"}).status_code == 404


def test_the_director_enters_a_tables_paper_tally_deal_by_deal(client, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    table = tables(night, 1)[0]
    assert client.get(url("open_table", night, table.game.public_id))["Location"] == reverse(
        "game", args=[table.game.public_id]
    )
    options = game_type(table.game.game).full_options(table.game.options)
    deals = random_deals(table.game.game, list(table.game.players), options, 3, seed=7)
    enter(client, table, deals)
    assert table.game.deals.count() == len(deals)
    standings = client.get(url("standings", night)).content.decode()
    assert f'data-table="1" data-deals="{len(deals)}"' in standings


def test_a_tables_pad_prints_as_the_games_pdf(client, night):
    check_in(client, night, NAMES[:4])
    draw(client, night, 1)
    table = tables(night, 1)[0]
    response = client.get(url("table_pdf", night, table.game.public_id))
    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")


def upload(client, night_club, document, name="night.json"):
    body = io.BytesIO(json.dumps(document).encode())
    body.name = name
    return client.post(reverse("clubs:import_night", args=[night_club.public_id]), {"file": body})


def test_a_night_file_is_read_in_with_its_rounds_tables_and_deals(client):
    club = make_club(client, NAMES[:4])
    document = random_night(GAME, 9, 2, 3, seed=5)
    response = upload(client, club, document)
    assert response.status_code == 303, errors(response)
    made = Night.objects.get()
    assert [sitting.number for sitting in made.rounds.all()] == [1, 2]
    exported = json.loads(client.get(url("night_json", made)).content)
    assert (
        exported["rounds"]
        == core.clean_night(document, lambda name: game_type(name).engine)["rounds"]
    )


def test_a_refused_night_file_names_the_round_and_the_table(client):
    club = make_club(client, NAMES[:4])
    document = random_night(GAME, 8, 2, 2, seed=3)
    document["rounds"][1]["tables"][1]["players"][0] = "Nobody"
    response = upload(client, club, document)
    assert response.status_code == 400
    (refusal,) = [error for error in errors(response) if "cannot be read" in error]
    assert "round 2, table 2: Nobody is not one of the night's players" in refusal
    assert not Night.objects.exists()
    garbage = upload(client, club, {"format": "scorepad-night/1"})
    assert garbage.status_code == 400
    broken = io.BytesIO(b"{not json")
    broken.name = "x.json"
    response = client.post(reverse("clubs:import_night", args=[club.public_id]), {"file": broken})
    assert response.status_code == 400
    assert any("not valid JSON" in error for error in errors(response))


@pytest.mark.parametrize(
    "fields",
    [
        {"round": "x"},
        {"round": "1", "first": "\x00", "second": ""},
        {"present": ["Nobody", "\u202e"], "name": "\u200b"},
        {"confirm": "yes"},
    ],
)
def test_no_post_a_director_can_send_answers_500(client, night, fields):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    for name in ("check_in", "draw", "redraw", "swap"):
        assert client.post(url(name, night), fields).status_code < 500, name


def test_a_table_phone_opens_the_tables_of_the_last_round_alone(client, phone, night):
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    first = tables(night, 1)[0]
    draw(client, night, 2, confirm="yes")
    at_the_table = phone()
    club = night.club
    at_the_table.get(reverse("clubs:join", args=[club.public_id, "table", club.table_token]))
    assert at_the_table.get(url("open_table", night, first.game.public_id)).status_code == 404
    old_qr = reverse(
        "clubs:table_link", args=[club.public_id, club.table_token, first.game.public_id]
    )
    assert at_the_table.get(old_qr).status_code == 404
    latest = tables(night, 2)[0]
    assert at_the_table.get(url("open_table", night, latest.game.public_id)).status_code == 303
    # The director mends any table's tally.
    assert client.get(url("open_table", night, first.game.public_id)).status_code == 303


def test_a_night_file_bigger_than_a_clubs_file_may_be_is_refused_with_both_sizes(client, settings):
    club = make_club(client, NAMES[:4])
    settings.GAME_FILE_MAX_BYTES = 1024
    document = random_night(GAME, 8, 2, 4, seed=3)
    response = upload(client, club, document)
    assert response.status_code == 400
    (refusal,) = [error for error in errors(response) if "too big" in error]
    assert "at most 1 KB" in refusal
    assert not Night.objects.exists()
    assert (
        "at most 1 KB"
        in client.get(reverse("clubs:new_night", args=[club.public_id])).content.decode()
    )
