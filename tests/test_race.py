"""Two phones, one deal: the deal number and the submission key keep a deal from being
recorded twice. The database's unique (game, number) constraint decides who was first; these
tests run on whichever database is configured (CI runs them on SQLite and PostgreSQL)."""

import json
import re

import pytest
from django.urls import reverse

from scorepad.games import game_type, installed
from scorepad.models import Deal
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)


def submit(client, game, winner, key, number=1, **headers):
    return client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": str(number), "phase": "deal", "key": key, "winner": str(winner)},
        **headers,
    )


def test_a_second_submission_for_a_recorded_deal_number_is_refused_with_the_sheet(client, editor):
    game = game_with_deals("ers")
    editor(game)
    assert submit(client, game, 0, key="phone-a").status_code == 303
    response = submit(client, game, 1, key="phone-b")
    assert response.status_code == 409
    html = response.content.decode()
    assert "Deal 1 is already on the sheet" in html
    assert 'id="sheet"' in html
    assert list(Deal.objects.values_list("data", flat=True)) == [{"winner": 0}]


def test_a_replayed_key_returns_the_first_result_and_records_nothing(client, editor):
    game = game_with_deals("ers")
    editor(game)
    first = submit(client, game, 0, key="same")
    replay = submit(client, game, 0, key="same")
    assert first.status_code == replay.status_code == 303
    assert replay["Location"] == first["Location"]
    htmx_replay = client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": "1", "phase": "deal", "key": "same", "winner": "0"},
        HTTP_HX_REQUEST="true",
    )
    assert htmx_replay.status_code == 200
    assert Deal.objects.count() == 1


def test_when_both_phones_pass_the_checks_the_database_lets_only_one_in(
    client, editor, monkeypatch
):
    """Phone B saves deal 1 between phone A's read of the sheet and its insert."""
    game = game_with_deals("ers")
    editor(game)
    real_next_entry = game_type(game.game).next_form

    def other_phone_saves_first(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if not Deal.objects.exists():
            Deal.objects.create(game=game, number=1, data={"winner": 2}, client_key="phone-b")
        return form

    monkeypatch.setattr(game_type(game.game), "next_form", other_phone_saves_first)
    response = submit(client, game, 0, key="phone-a")
    assert response.status_code == 409
    assert list(Deal.objects.values_list("data", flat=True)) == [{"winner": 2}]


def test_a_replay_that_races_its_first_submission_still_counts_once(client, editor, monkeypatch):
    game = game_with_deals("ers")
    editor(game)
    real_next_entry = game_type(game.game).next_form

    def first_submission_lands_meanwhile(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if not Deal.objects.exists():
            Deal.objects.create(game=game, number=1, data={"winner": 0}, client_key="same")
        return form

    monkeypatch.setattr(game_type(game.game), "next_form", first_submission_lands_meanwhile)
    response = submit(client, game, 0, key="same")
    assert response.status_code == 303
    assert Deal.objects.count() == 1


def test_two_phones_entering_the_same_jokers_tricks_record_them_once(client, editor, monkeypatch):
    game = game_with_deals("joker", [{"bids": [1, 0, 0, 1]}], options={"length": "short"})
    editor(game)
    pending = Deal.objects.get()
    real_next_entry = game_type(game.game).next_form

    def other_phone_enters_tricks(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        Deal.objects.filter(pk=pending.pk).update(
            data={"bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]}, client_key="phone-b"
        )
        return form

    monkeypatch.setattr(game_type(game.game), "next_form", other_phone_enters_tricks)
    response = client.post(
        reverse("add_deal", args=[game.public_id]),
        {
            "number": "1",
            "phase": "tricks",
            "key": "phone-a",
            "tricks_0": "1",
            "tricks_1": "0",
            "tricks_2": "0",
            "tricks_3": "0",
        },
    )
    assert response.status_code == 409
    assert Deal.objects.get().data == {"bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]}


# Real concurrency: phones against the production server (gunicorn, threaded workers), each
# request on its own connection, on the database the tests run on.

ROUNDS = 12


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
        where = None
    else:
        where = tmp_path_factory.mktemp("race") / "race.sqlite3"
        environment |= {"SQLITE_PATH": str(where), "DATABASE_URL": ""}
    with serving(environment) as base:
        yield base, where


def deal_numbers(server, public_id):
    """The deal numbers as stored, read from the server's database itself."""
    _base, sqlite_file = server
    query = (
        "SELECT d.number FROM scorepad_deal d JOIN scorepad_game g ON g.id = d.game_id"
        " WHERE g.public_id = %s ORDER BY d.number"
    )
    if sqlite_file is None:
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute(query, [public_id])
            return [row[0] for row in cursor.fetchall()]
    import sqlite3

    with sqlite3.connect(sqlite_file) as database:
        return [row[0] for row in database.execute(query.replace("%s", "?"), [public_id])]


def table(server, kind, seed=7):
    from bench.loadtest import Stats, Table

    played = Table(server[0], kind, Stats(), seed)
    played.start()
    return played


def settled(server, played):
    """Nothing went wrong, no number is missing or doubled, the export is what the answers
    said and imports again, and the game takes its next entry."""
    assert played.stats.errors == []
    for public_id, deals in [*played.games, (played.public_id, played.deals)]:
        assert deal_numbers(server, public_id) == list(range(1, len(deals) + 1))
    played.verify()
    played.enter()
    assert played.stats.errors == []


@pytest.mark.parametrize("kind", installed())
def test_an_undo_racing_the_next_deal_lets_exactly_one_through(server, kind):
    played = table(server, kind)
    for _round in range(ROUNDS):
        played.enter()
        played.race_undo()
    settled(server, played)


def test_a_joker_undo_racing_the_next_bids_leaves_one_deal_waiting_for_tricks(server):
    played = table(server, "joker")
    for _round in range(ROUNDS):
        played.enter()  # bids, or tricks
        played.race_undo()
    pending = [deal for deal in played.deals if "tricks" not in deal]
    assert len(pending) <= 1
    assert pending in ([], [played.deals[-1]])
    settled(server, played)


@pytest.mark.parametrize("kind", installed())
def test_two_phones_entering_the_same_deal_at_once_record_it_once(server, kind):
    played = table(server, kind)
    for _round in range(ROUNDS):
        played.race_deal()
        played.replay()
    settled(server, played)


def test_an_edit_that_ends_a_series_racing_the_next_game_lets_one_through(server):
    from bench.loadtest import at_once

    for _round in range(ROUNDS // 2):
        played = table(server, "ers")
        for winner in (1, 1, 0, 2):  # Ada 1, Bo 2, Cem 1: nobody has 3 wins
            played.a.post(
                played.url("deals"),
                {"number": str(len(played.deals) + 1), "phase": "deal", "winner": str(winner)},
            )
            played.deals.append({"winner": winner})
        # Game 4 changed to Bo's win gives Bo 3 wins and ends the series, while the other
        # phone enters game 5: one of the two, never a game after the end.
        answers = at_once(
            lambda played=played: played.a.post(
                played.url("deals", 4, "save"), {"number": "4", "phase": "deal", "winner": "1"}
            ),
            lambda played=played: played.b.post(
                played.url("deals"), {"number": "5", "phase": "deal", "winner": "0"}
            ),
        )
        statuses = sorted(answer.status for answer in answers)
        assert statuses in ([303, 409], [303, 422]), statuses
        if answers[0].status == 303:
            played.deals[3] = {"winner": 1}
        else:
            played.deals.append({"winner": 0})
        assert played.stats.errors == []
        assert deal_numbers(server, played.public_id) == list(range(1, len(played.deals) + 1))
        played.verify()
        assert played.stats.errors == []


def undo(client, game, last):
    return client.post(reverse("undo_deal", args=[game.public_id]), {"last": last})


def test_a_replay_of_an_entry_another_phone_undid_is_a_conflict_the_phone_is_shown(
    client, editor, grant
):
    from django.test import Client

    game = game_with_deals("ers")
    editor(game)
    other = grant(Client(), game, "edit")
    assert submit(client, game, 0, key="sent-twice").status_code == 303
    assert undo(other, game, "1:deal").status_code == 303
    for headers in ({}, {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"}):
        replay = submit(client, game, 0, key="sent-twice", **headers)
        assert replay.status_code == 409
        html = replay.content.decode()
        assert "notice conflict" in html
        assert "This entry for Game 1 was recorded and then undone" in html
    assert not Deal.objects.exists()
    # The table enters it anew from a fresh form: that counts.
    assert submit(client, game, 1, key="entered-anew").status_code == 303
    assert list(Deal.objects.values_list("data", flat=True)) == [{"winner": 1}]


def post_step(client, game, fields, key):
    return client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": "1", "key": key, **fields},
        HTTP_HX_REQUEST="true",
        HTTP_HX_TARGET="board",
    )


def test_a_replay_of_jokers_tricks_step_after_its_undo_is_a_conflict_not_swallowed(client, editor):
    game = game_with_deals("joker", options={"length": "short"})
    editor(game)
    bids = {"phase": "bids", **{f"bid_{seat}": b for seat, b in enumerate([0, 1, 0, 1])}}
    tricks = {"phase": "tricks", **{f"tricks_{seat}": t for seat, t in enumerate([0, 1, 0, 0])}}
    assert post_step(client, game, bids, "bids-key").status_code == 200
    assert post_step(client, game, tricks, "tricks-key").status_code == 200
    # A late replay of the bids, the deal complete: the replay it is, nothing changes.
    assert post_step(client, game, bids, "bids-key").status_code == 200
    assert Deal.objects.get().data == {"bids": [0, 1, 0, 1], "tricks": [0, 1, 0, 0]}
    # The tricks are undone: the deal is back at its bids, under the bids' key.
    assert undo(client, game, "1:tricks").status_code == 303
    assert Deal.objects.get().data == {"bids": [0, 1, 0, 1]}
    replay = post_step(client, game, tricks, "tricks-key")
    assert replay.status_code == 409
    assert "was recorded and then undone" in replay.content.decode()
    assert Deal.objects.get().data == {"bids": [0, 1, 0, 1]}
    assert post_step(client, game, bids, "bids-key").status_code == 200  # still the bids' own
    # The bids are undone too: their replay is refused as well, and nothing comes back.
    assert undo(client, game, "1:deal").status_code == 303
    assert not Deal.objects.exists()
    for key, fields in (("bids-key", bids), ("tricks-key", tricks)):
        answer = post_step(client, game, fields, key)
        assert answer.status_code == 409, key
        assert "was recorded and then undone" in answer.content.decode()
    assert not Deal.objects.exists()


def ers_file(*players: str) -> bytes:
    return json.dumps(
        {"format": "scorepad/1", "game": "ers", "players": list(players), "deals": []}
    ).encode()


def test_one_phones_imports_at_once_keep_every_game(server):
    """Two imports of two files from one phone at the same moment (two tabs): the phone
    holds both games, round after round: its rights are merged, never overwritten."""
    from bench.loadtest import Phone, at_once

    phone = Phone(server[0])
    first = phone.upload("/games/import/", "game.json", ers_file("Ada", "Bo"))  # the session
    assert first.status == 303
    locations = [first.location]
    for number in range(ROUNDS):
        answers = at_once(
            lambda n=number: phone.upload("/games/import/", "a.json", ers_file("Ada", f"{n}")),
            lambda n=number: phone.upload("/games/import/", "b.json", ers_file("Bo", f"{n}")),
        )
        assert [answer.status for answer in answers] == [303, 303]
        locations += [answer.location for answer in answers]
    assert len(set(locations)) == 1 + 2 * ROUNDS
    assert [location for location in locations if phone.get(location).status != 200] == []


def test_one_file_sent_twice_at_once_by_one_phone_makes_one_game(server):
    """A double tap on the import (or a retry racing its first try): one game."""
    from bench.loadtest import Phone, at_once

    phone = Phone(server[0])
    assert phone.upload("/games/import/", "game.json", ers_file("Eda", "Fuat")).status == 303
    for number in range(ROUNDS // 2):
        file = ers_file("Cem", f"Deniz {number}")
        send = lambda file=file: phone.upload("/games/import/", "game.json", file)  # noqa: E731
        answers = at_once(send, send, send)
        assert [answer.status for answer in answers] == [303, 303, 303]
        assert len({answer.location for answer in answers}) == 1


def test_a_double_tap_on_rematch_makes_one_game(server):
    from bench.loadtest import Phone, at_once

    phone, other = Phone(server[0]), Phone(server[0])
    for _round in range(3):
        started = phone.post("/games/new/", {"game": "ers", "player_1": "Ada", "player_2": "Bo"})
        game_url = started.location
        page = phone.get(game_url).body
        other.get(re.search(r'id="editor-url" type="url" readonly value="([^"]+)"', page)[1])
        while "/rematch/" not in page:
            key = re.search(r'name="key" value="([^"]+)"', page)[1]
            number = re.search(r'name="number" value="([^"]+)"', page)[1]
            fields = {"number": number, "phase": "deal", "key": key, "winner": "0"}
            assert phone.post(game_url + "deals/", fields).status == 303
            page = phone.get(game_url).body
        answers = at_once(
            lambda url=game_url: phone.post(url + "rematch/", {}),
            lambda url=game_url: phone.post(url + "rematch/", {}),
            lambda url=game_url: other.post(url + "rematch/", {}),  # the other phone taps too
        )
        assert [answer.status for answer in answers] == [303, 303, 303]
        assert len({answer.location for answer in answers}) == 1
        rematch = answers[0].location
        assert phone.get(rematch).status == other.get(rematch).status == 200
