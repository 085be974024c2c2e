"""Two phones, one Joker deal entered in two steps: its tricks entered twice at once are recorded
once, an undo racing the next bids leaves one deal waiting for its tricks, and a replay of a
step undone since is a conflict, never swallowed."""

import pytest
from django.urls import reverse

from scorepad.games import game_type
from scorepad.models import Deal
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.racing import ROUNDS, settled, table

pytestmark = pytest.mark.django_db(transaction=True)

GAME = game_of(__name__)


def test_two_phones_entering_the_same_tricks_record_them_once(client, editor, monkeypatch):
    game = game_with_deals(GAME, [{"bids": [1, 0, 0, 1]}], options={"length": "short"})
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


def test_an_undo_racing_the_next_bids_leaves_one_deal_waiting_for_tricks(server):
    played = table(server, GAME)
    for _round in range(ROUNDS):
        played.enter()  # bids, or tricks
        played.race_undo()
    pending = [deal for deal in played.deals if "tricks" not in deal]
    assert len(pending) <= 1
    assert pending in ([], [played.deals[-1]])
    settled(server, played)


def undo(client, game, last):
    return client.post(reverse("undo_deal", args=[game.public_id]), {"last": last})


def post_step(client, game, fields, key):
    return client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": "1", "key": key, **fields},
        HTTP_HX_REQUEST="true",
        HTTP_HX_TARGET="board",
    )


def test_a_replay_of_the_tricks_step_after_its_undo_is_a_conflict_not_swallowed(client, editor):
    game = game_with_deals(GAME, options={"length": "short"})
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
