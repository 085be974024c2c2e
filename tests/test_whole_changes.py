"""A change is made whole or not at all, and a retry is recognised: a new game or an import is
one transaction with the phone's right (a failure after the game's row leaves no game nobody
holds), and the same file sent again by the same phone is the game it made. (The requests cut at
the time limit by make serve's own server: tests/test_under_make_serve.py.)"""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from scorepad.models import Deal, Figures, Game, ImportedFile, Right

pytestmark = pytest.mark.django_db

ERS = {"format": "scorepad/1", "game": "ers", "players": ["Ada", "Bo"], "deals": [{"winner": 0}]}


def upload(client: Client, document: dict = ERS):
    file = SimpleUploadedFile("game.json", json.dumps(document).encode())
    return client.post(reverse("import_game"), {"file": file})


def test_the_same_file_sent_again_by_the_same_phone_opens_the_game_it_made(client):
    first, again = upload(client), upload(client)
    assert first.status_code == again.status_code == 303
    assert again["Location"] == first["Location"]
    assert Game.objects.count() == 1
    # Another file is another game; so is the same file on another phone.
    assert upload(client, {**ERS, "players": ["Cem", "Deniz"]})["Location"] != first["Location"]
    other = upload(Client())
    assert other["Location"] != first["Location"]
    assert Game.objects.count() == 3


def test_the_same_file_makes_a_new_game_once_its_game_has_changed(client):
    first = upload(client)
    game_url = first["Location"]
    entered = client.post(game_url + "deals/", {"number": "2", "phase": "deal", "winner": "1"})
    assert entered.status_code == 303
    again = upload(client)
    assert again["Location"] != game_url
    assert Game.objects.count() == 2
    assert upload(client)["Location"] == again["Location"]  # that one is unchanged


@pytest.mark.parametrize("what", ["import", "new game"])
def test_a_creation_that_fails_after_the_games_row_leaves_nothing(monkeypatch, what):
    import scorepad.views.home

    def breaks(*args, **kwargs):
        raise RuntimeError("the worker ends here")

    monkeypatch.setattr(scorepad.views.home, "grant", breaks)
    phone = Client(raise_request_exception=False)
    if what == "import":
        answer = upload(phone)
    else:
        fields = {"game": "ers", "player_1": "Ada", "player_2": "Bo"}
        answer = phone.post(reverse("new_game"), fields)
    assert answer.status_code == 500
    for model in (Game, Deal, Figures, Right, ImportedFile):
        assert not model.objects.exists(), model
