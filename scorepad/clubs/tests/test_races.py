"""Taps at the same moment, against the production server (make serve's: nginx in front of
gunicorn, each request on its own connection, on the database the tests run on): a draw tapped
twice at once (and by a second director) draws the round once, and a redraw racing a table's
first deal lets exactly one of them through."""

from __future__ import annotations

import functools
import json
import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse

from scorepad.clubs.files import club_games
from scorepad.clubs.tests.pages import NAMES, night_fields, option_defaults, random_deals
from scorepad.games import game_type

pytestmark = pytest.mark.django_db(transaction=True)
GAME = club_games()[0]
ROUNDS = 4


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.db import connection

    from bench.loadtest import serving

    settings = connection.settings_dict
    environment = {"GAMES_PER_MINUTE": "100000"}
    if settings["ENGINE"].endswith("postgresql"):
        user = settings["USER"] + (f":{settings['PASSWORD']}" if settings["PASSWORD"] else "")
        environment["DATABASE_URL"] = (
            f"postgres://{user}@{settings['HOST']}:{settings['PORT'] or 5432}/{settings['NAME']}"
        )
    else:
        where = tmp_path_factory.mktemp("clubs") / "race.sqlite3"
        environment |= {"SQLITE_PATH": str(where), "DATABASE_URL": ""}
    with serving(environment) as base:
        yield base


def a_club(base):
    """A director's phone, a second director's, and the club's address."""
    from bench.loadtest import Phone

    director, other = Phone(base), Phone(base)
    fields = {"name": "KV", "members": "\n".join(NAMES[:9]), "games": GAME} | option_defaults(GAME)
    made = director.post(reverse("clubs:new_club"), fields)
    assert made.status == 303, made.status
    club = made.location.rstrip("/").split("/")[-1]
    links = director.get(reverse("clubs:links", args=[club])).body
    join = re.search(r'id="url-director" type="url" readonly value="([^"]+)"', links)[1]
    assert other.get(join).status == 303
    table_link = re.search(r'id="url-table" type="url" readonly value="([^"]+)"', links)[1]
    return director, other, club, table_link


def post(phone, path, fields):
    """A form posted as a browser posts it, a field with many values as many fields."""
    body = urlencode({**fields, "csrfmiddlewaretoken": phone.csrf_token()}, doseq=True).encode()
    headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        "Origin": phone.base,
        "Referer": phone.base + "/",
    }
    return phone.request("POST", path, body, headers)


def a_night(director, club, players):
    made = director.post(reverse("clubs:new_night", args=[club]), night_fields(GAME))
    assert made.status == 303, made.status
    night = int(made.location.rstrip("/").split("/")[-1])
    checked = post(director, reverse("clubs:check_in", args=[club, night]), {"present": players})
    assert checked.status == 303
    return night


def night_file(director, club, night):
    return json.loads(director.get(reverse("clubs:night_json", args=[club, night])).body)


def test_a_draw_tapped_twice_at_once_and_by_another_director_draws_the_round_once(server):
    from bench.loadtest import at_once

    director, other, club, _table_link = a_club(server)
    for _round in range(ROUNDS):
        night = a_night(director, club, NAMES[:9])
        draw = reverse("clubs:draw", args=[club, night])
        answers = at_once(
            *(
                functools.partial(phone.post, draw, {"round": "1"})
                for phone in (director, director, other)
            )
        )
        assert [answer.status for answer in answers] == [303, 303, 303]
        rounds = night_file(director, club, night)["rounds"]
        assert len(rounds) == 1 and len(rounds[0]["tables"]) == 2


def test_a_redraw_racing_a_tables_first_deal_lets_exactly_one_through(server):
    from bench.loadtest import Phone, at_once

    director, _other, club, table_link = a_club(server)
    for turn in range(ROUNDS):
        night = a_night(director, club, NAMES[:8])
        assert (
            director.post(reverse("clubs:draw", args=[club, night]), {"round": "1"}).status == 303
        )
        page = director.get(reverse("clubs:night", args=[club, night])).body
        game = re.search(r"/tables/([\w-]+)/qr\.svg", page)[1]
        at_the_table = Phone(server)
        assert at_the_table.get(table_link).status == 303
        opened = at_the_table.get(reverse("clubs:open_table", args=[club, night, game]))
        assert opened.status == 303
        assert at_the_table.get(opened.location).status == 200
        before = night_file(director, club, night)
        seats = before["rounds"][0]["tables"][0]["players"]
        options = game_type(GAME).full_options(before["options"])
        deal = random_deals(GAME, seats, options, 1, seed=turn)
        (entry, *_rest) = game_type(GAME).entry_posts(seats, options, deal)
        entered, redrawn = at_once(
            functools.partial(at_the_table.post, reverse("add_deal", args=[game]), entry),
            functools.partial(
                director.post, reverse("clubs:redraw", args=[club, night]), {"round": "1"}
            ),
        )
        after = night_file(director, club, night)["rounds"][0]["tables"]
        if redrawn.status == 303:
            # The round was drawn again: its old game is gone, with the deal's post.
            assert entered.status == 404
            assert all(table["deals"] == [] for table in after)
        else:
            assert (redrawn.status, entered.status) == (409, 303)
            assert after[0]["players"] == seats and len(after[0]["deals"]) == 1
