"""Two phones, one deal: the deal number and the submission key keep a deal from being
recorded twice. The database's unique (game, number) constraint decides who was first; these
tests run on whichever database is configured (CI runs them on SQLite and PostgreSQL)."""

import pytest
from django.urls import reverse

from scorepad.models import Deal
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)


def submit(client, game, winner, key, number=1):
    return client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": str(number), "phase": "deal", "key": key, "winner": str(winner)},
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
    real_next_entry = game.type.next_form

    def other_phone_saves_first(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if not Deal.objects.exists():
            Deal.objects.create(game=game, number=1, data={"winner": 2}, client_key="phone-b")
        return form

    monkeypatch.setattr(game.type, "next_form", other_phone_saves_first)
    response = submit(client, game, 0, key="phone-a")
    assert response.status_code == 409
    assert list(Deal.objects.values_list("data", flat=True)) == [{"winner": 2}]


def test_a_replay_that_races_its_first_submission_still_counts_once(client, editor, monkeypatch):
    game = game_with_deals("ers")
    editor(game)
    real_next_entry = game.type.next_form

    def first_submission_lands_meanwhile(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        if not Deal.objects.exists():
            Deal.objects.create(game=game, number=1, data={"winner": 0}, client_key="same")
        return form

    monkeypatch.setattr(game.type, "next_form", first_submission_lands_meanwhile)
    response = submit(client, game, 0, key="same")
    assert response.status_code == 303
    assert Deal.objects.count() == 1


def test_two_phones_entering_the_same_jokers_tricks_record_them_once(client, editor, monkeypatch):
    game = game_with_deals("joker", [{"bids": [1, 0, 0, 1]}], options={"length": "short"})
    editor(game)
    pending = Deal.objects.get()
    real_next_entry = game.type.next_form

    def other_phone_enters_tricks(*args, **kwargs):
        form = real_next_entry(*args, **kwargs)
        Deal.objects.filter(pk=pending.pk).update(
            data={"bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]}, client_key="phone-b"
        )
        return form

    monkeypatch.setattr(game.type, "next_form", other_phone_enters_tricks)
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
