"""Two phones, one deal: the deal number and the submission key keep a deal from being
recorded twice. The database's unique (game, number) constraint decides who was first; these
tests run on whichever database is configured (CI runs them on SQLite and PostgreSQL)."""

import json
import re

import pytest
from django.urls import reverse

from scorepad.games import game_type, installed, samples
from scorepad.models import Deal
from tests.factories import guarded_game
from tests.racing import ROUNDS, settled, table

pytestmark = pytest.mark.django_db(transaction=True)
GAMES = installed()


def submit(client, game, key, **headers):
    """The guarded game's next deal, as a phone posts it with its key."""
    fields = {**samples(game.game).GUARDED["next"], "key": key}
    return client.post(reverse("add_deal", args=[game.public_id]), fields, **headers)


def recorded(game):
    return [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]


@pytest.mark.parametrize("name", GAMES)
def test_a_second_submission_for_a_recorded_deal_number_is_refused_with_the_sheet(
    client, editor, name
):
    game = guarded_game(name)
    editor(game)
    assert submit(client, game, key="phone-a").status_code == 303
    before = recorded(game)
    response = submit(client, game, key="phone-b")
    assert response.status_code == 409
    html = response.content.decode()
    assert "is already on the sheet" in html
    assert 'id="sheet"' in html
    assert recorded(game) == before


@pytest.mark.parametrize("name", GAMES)
def test_a_replayed_key_returns_the_first_result_and_records_nothing(client, editor, name):
    game = guarded_game(name)
    editor(game)
    first = submit(client, game, key="same")
    replay = submit(client, game, key="same")
    assert first.status_code == replay.status_code == 303
    assert replay["Location"] == first["Location"]
    htmx_replay = submit(client, game, key="same", HTTP_HX_REQUEST="true")
    assert htmx_replay.status_code == 200
    assert Deal.objects.count() == 2


def test_when_both_phones_pass_the_checks_the_database_lets_only_one_in(
    client, editor, monkeypatch
):
    """Phone B saves deal 2 between phone A's read of the sheet and its insert."""
    game = guarded_game(GAMES[0])
    editor(game)
    theirs = samples(game.game).GUARDED["next_recorded"]
    real_next_entry = game_type(game.game).next_form

    def other_phone_saves_first(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if Deal.objects.count() == 1:
            Deal.objects.create(game=game, number=2, data=theirs, client_key="phone-b")
        return form

    monkeypatch.setattr(game_type(game.game), "next_form", other_phone_saves_first)
    response = submit(client, game, key="phone-a")
    assert response.status_code == 409
    assert recorded(game)[1:] == [theirs]


def test_a_replay_that_races_its_first_submission_still_counts_once(client, editor, monkeypatch):
    game = guarded_game(GAMES[0])
    editor(game)
    ours = samples(game.game).GUARDED["next_recorded"]
    real_next_entry = game_type(game.game).next_form

    def first_submission_lands_meanwhile(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if Deal.objects.count() == 1:
            Deal.objects.create(game=game, number=2, data=ours, client_key="same")
        return form

    monkeypatch.setattr(game_type(game.game), "next_form", first_submission_lands_meanwhile)
    response = submit(client, game, key="same")
    assert response.status_code == 303
    assert Deal.objects.count() == 2


@pytest.mark.parametrize("kind", installed())
def test_an_undo_racing_the_next_deal_lets_exactly_one_through(server, kind):
    played = table(server, kind)
    for _round in range(ROUNDS):
        played.enter()
        played.race_undo()
    settled(server, played)


@pytest.mark.parametrize("kind", installed())
def test_two_phones_entering_the_same_deal_at_once_record_it_once(server, kind):
    played = table(server, kind)
    for _round in range(ROUNDS):
        played.race_deal()
        played.replay()
    settled(server, played)


@pytest.mark.parametrize("name", GAMES)
def test_a_replay_of_an_entry_another_phone_undid_is_a_conflict_the_phone_is_shown(
    client, editor, grant, name
):
    from django.test import Client

    from scorepad.views.board import last_step

    game = guarded_game(name)
    editor(game)
    other = grant(Client(), game, "edit")
    first = recorded(game)
    assert submit(client, game, key="sent-twice").status_code == 303
    last = last_step(game, list(game.deals.all()))
    answer = other.post(reverse("undo_deal", args=[game.public_id]), {"last": last})
    assert answer.status_code == 303
    for headers in ({}, {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"}):
        replay = submit(client, game, key="sent-twice", **headers)
        assert replay.status_code == 409
        html = replay.content.decode()
        assert "notice conflict" in html
        assert "was recorded and then undone" in html
    assert recorded(game) == first
    # The table enters it anew from a fresh form: that counts.
    assert submit(client, game, key="entered-anew").status_code == 303
    assert recorded(game) == [*first, samples(name).GUARDED["next_recorded"]]


def game_file(tag: str) -> bytes:
    """A game file of the registry's first game, no deal played yet, its last player's name
    ending in ``tag``: each tag a file of its own."""
    players = list(samples(GAMES[0]).PLAYERS)
    players[-1] = f"{players[-1]} {tag}"
    return json.dumps({"format": "scorepad/1", "game": GAMES[0], "players": players}).encode()


def test_one_phones_imports_at_once_keep_every_game(server):
    """Two imports of two files from one phone at the same moment (two tabs): the phone
    holds both games, round after round: its rights are merged, never overwritten."""
    from bench.loadtest import Phone, at_once

    phone = Phone(server[0])
    first = phone.upload("/games/import/", "game.json", game_file("first"))  # the session
    assert first.status == 303
    locations = [first.location]
    for number in range(ROUNDS):
        answers = at_once(
            lambda n=number: phone.upload("/games/import/", "a.json", game_file(f"a{n}")),
            lambda n=number: phone.upload("/games/import/", "b.json", game_file(f"b{n}")),
        )
        assert [answer.status for answer in answers] == [303, 303]
        locations += [answer.location for answer in answers]
    assert len(set(locations)) == 1 + 2 * ROUNDS
    assert [location for location in locations if phone.get(location).status != 200] == []


def test_one_file_sent_twice_at_once_by_one_phone_makes_one_game(server):
    """A double tap on the import (or a retry racing its first try): one game."""
    from bench.loadtest import Phone, at_once

    phone = Phone(server[0])
    assert phone.upload("/games/import/", "game.json", game_file("first")).status == 303
    for number in range(ROUNDS // 2):
        file = game_file(f"{number}")
        send = lambda file=file: phone.upload("/games/import/", "game.json", file)  # noqa: E731
        answers = at_once(send, send, send)
        assert [answer.status for answer in answers] == [303, 303, 303]
        assert len({answer.location for answer in answers}) == 1


def test_a_double_tap_on_rematch_makes_one_game(server):
    from bench.loadtest import Phone, at_once

    name = GAMES[0]
    kind, worked = game_type(name), samples(name).WORKED
    players, options = worked["players"], kind.full_options(worked["options"])
    deals = kind.engine.clean_deals(players, options, [], worked["deals"])
    posts = kind.entry_posts(players, options, deals)
    document = {"format": "scorepad/1", "game": name, "players": players, "options": options}
    phone, other = Phone(server[0]), Phone(server[0])
    for _round in range(3):
        started = phone.upload("/games/import/", "game.json", json.dumps(document).encode())
        game_url = started.location
        page = phone.get(game_url).body
        other.get(re.search(r'id="editor-url" type="url" readonly value="([^"]+)"', page)[1])
        for post in posts:  # the worked game, entry by entry, to its end
            key = re.search(r'name="key" value="([^"]+)"', page)[1]
            assert phone.post(game_url + "deals/", {**post, "key": key}).status == 303
            page = phone.get(game_url).body
        assert "/rematch/" in page
        answers = at_once(
            lambda url=game_url: phone.post(url + "rematch/", {}),
            lambda url=game_url: phone.post(url + "rematch/", {}),
            lambda url=game_url: other.post(url + "rematch/", {}),  # the other phone taps too
        )
        assert [answer.status for answer in answers] == [303, 303, 303]
        assert len({answer.location for answer in answers}) == 1
        rematch = answers[0].location
        assert phone.get(rematch).status == other.get(rematch).status == 200
