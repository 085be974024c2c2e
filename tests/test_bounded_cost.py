"""Every game and every game file has a bounded cost: a game holds at most its engine's
``MAX_DEALS`` deals, and checking a whole file, or the deals after a changed one, walks the game
forward once. The cost is counted in function calls of the project's code (no clock: the
machine's load does not move the count), and the longest games are compared with games half
as long: a walk costs twice as much for twice the deals, where a check that plays the game
through again for every deal would cost four times as much."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from bench.games import largest_file as bench_largest_file
from bench.games import worst_game as worst
from scorepad import gamefile
from scorepad.games import engine, installed
from scorepad.games import phone as driver
from scorepad.games.core import RuleError
from scorepad.models import Game

PROJECT = str(Path(__file__).resolve().parent.parent / "scorepad")


def calls(run: Callable[[], object]) -> int:
    """How many functions of the project ``run()`` calls, however deep (refusals included)."""
    count = 0

    def profile(frame: Any, event: str, _arg: Any) -> None:
        nonlocal count
        if event == "call" and frame.f_code.co_filename.startswith(PROJECT):
            count += 1

    sys.setprofile(profile)
    try:
        run()
    except RuleError:
        pass
    finally:
        sys.setprofile(None)
    return count


GAMES = [name for name in ("joker", "klaverjas", "seep", "ers", "king") if name in installed()]


def test_every_engine_names_the_most_deals_a_game_holds():
    for name in installed():
        assert isinstance(engine(name).MAX_DEALS, int)
        assert engine(name).MAX_DEALS >= 20
    caps = {name: engine(name).MAX_DEALS for name in GAMES}
    assert caps == {"joker": 40, "klaverjas": 1000, "seep": 1000, "ers": 793, "king": 20}


@pytest.mark.parametrize("name", GAMES)
def test_the_longest_game_is_accepted_and_a_deal_past_it_refused(name):
    longest = gamefile.clean_document(worst(name))
    assert len(longest["deals"]) == engine(name).MAX_DEALS
    with pytest.raises(RuleError) as refused:
        gamefile.clean_document(worst(name, engine(name).MAX_DEALS + 1))
    assert refused.value.deal == engine(name).MAX_DEALS + 1
    assert refused.value.field == "deal"
    # The engine refuses it too, one deal at a time, as the entry and the phone ask it.
    rules, document = engine(name), worst(name, engine(name).MAX_DEALS + 1)
    players, options = longest["players"], longest["options"]
    with pytest.raises(RuleError):
        rules.clean_deal(players, options, longest["deals"], document["deals"][-1])


@pytest.mark.parametrize(
    "name, reason",
    [
        ("seep", "deal 1001: a match is kept to 1000 deals at most: start a new game to play on"),
        ("ers", "deal 794: the series is over: Player 1 has reached 100 wins"),
        ("joker", "deal 41: the game is over after 40 deals"),
        ("king", "deal 21: the game is over after 20 deals"),
        ("klaverjas", "deal 1001: the game is over after 1000 deals"),
    ],
)
def test_a_file_past_the_most_deals_is_refused_with_the_reason(name, reason):
    if name not in installed():
        pytest.skip(f"{name} is not installed")
    with pytest.raises(RuleError) as refused:
        gamefile.clean_document(worst(name, engine(name).MAX_DEALS + 1))
    assert refused.value.reason() == reason


def test_a_klaverjas_game_that_does_not_end_by_its_deals_stops_at_the_most_deals():
    # A table rule that ends the game by points leaves only the bound to stop it.
    rules = engine("klaverjas")
    document = gamefile.clean_document(worst("klaverjas"))
    endless = dict(document["options"], deals=rules.MAX_DEALS * 2)
    with pytest.raises(RuleError) as refused:
        rules.clean_deal(document["players"], endless, document["deals"], document["deals"][-1])
    assert refused.value.reason() == (
        "deal 1001: a game is kept to 1000 deals at most: start a new game to play on"
    )


@pytest.mark.parametrize("name", GAMES)
def test_checking_a_whole_file_walks_its_deals_once(name):
    longest = engine(name).MAX_DEALS
    fixed = calls(lambda: gamefile.clean_document(worst(name, 0)))
    half = calls(lambda: gamefile.clean_document(worst(name, longest // 2))) - fixed
    whole = calls(lambda: gamefile.clean_document(worst(name, longest))) - fixed
    # King's checks read the deals before each (at most 20), Joker's sections differ in
    # length: a little more than twice, never four times.
    assert whole <= 2.3 * half, (name, half, whole)


def largest_file() -> str:
    """The largest file the import takes: a Seep match of even deals up to the byte limit."""
    text = bench_largest_file(settings.GAME_FILE_MAX_BYTES)
    assert settings.GAME_FILE_MAX_BYTES - 100 < len(text) <= settings.GAME_FILE_MAX_BYTES
    return text


def test_a_file_refused_for_its_length_costs_no_more_than_the_longest_game():
    # Reading the file costs as much as its bytes; checking its deals stops at the bound.
    text, longest = largest_file(), json.dumps(worst("seep"))
    per_byte = calls(lambda: gamefile.parse(longest)) / len(longest)
    assert calls(lambda: gamefile.parse(text)) / len(text) <= per_byte
    with pytest.raises(RuleError, match="deal 1001: a match is kept to 1000 deals at most"):
        gamefile.parse(text)


def _edit_first(name: str, count: int) -> Callable[[], object]:
    """The phone's preview of a change to the first deal of a game of ``count`` deals: every
    later deal is checked again after it."""
    document = gamefile.clean_document(worst(name, count))
    asked = {
        "game": name,
        "players": document["players"],
        "options": document["options"],
        "deals": document["deals"],
        "entry": document["deals"][0],
        "number": 1,
        "editing": True,
    }
    driver.installed(json.dumps(list(installed())))
    return lambda: driver.preview(json.dumps(asked))


@pytest.mark.parametrize("name", GAMES)
def test_changing_the_first_deal_checks_the_later_deals_once(name):
    longest = engine(name).MAX_DEALS
    answer = json.loads(_edit_first(name, longest)())
    assert answer["ok"], answer
    fixed = calls(_edit_first(name, 1))
    half = calls(_edit_first(name, longest // 2)) - fixed
    whole = calls(_edit_first(name, longest)) - fixed
    assert whole <= 2.3 * half, (name, half, whole)


# The longest games through the web app: imported, shown, changed at their first deal.


def _upload(client, text: str, language: str = "en"):
    upload = SimpleUploadedFile("game.json", text.encode())
    return client.post(reverse("import_game"), {"file": upload}, HTTP_ACCEPT_LANGUAGE=language)


@pytest.mark.django_db
@pytest.mark.parametrize("name", GAMES)
def test_the_longest_game_imports_and_its_pages_answer(client, name):
    response = _upload(client, json.dumps(worst(name)))
    assert response.status_code == 303
    game = Game.objects.get()
    assert game.deals.count() == engine(name).MAX_DEALS
    page = client.get(reverse("game", args=[game.public_id]))
    assert page.status_code == 200
    for export in ("export_game", "export_csv", "export_pdf"):
        assert client.get(reverse(export, args=[game.public_id])).status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize(
    "language, said",
    [
        ("en", "This file cannot be imported: deal 1001: a match is kept to 1000 deals at most"),
        (
            "tr",
            "Bu dosya içe aktarılamıyor: 1001. dağıtım: bir maçta en fazla 1000 dağıtım kaydedilir",
        ),
    ],
)
def test_the_largest_file_the_import_takes_is_refused_for_its_length(client, language, said):
    response = _upload(client, largest_file(), language)
    assert response.status_code == 400
    assert said in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_changing_the_first_deal_of_the_longest_match_checks_the_later_deals_once(editor):
    def change_first(count: int) -> Callable[[], object]:
        game = gamefile.create_game(gamefile.clean_document(worst("seep", count)))
        client = editor(game)
        url = reverse("save_deal", args=[game.public_id, 1])
        fields = {"number": "1", "phase": "deal", "points": "60", "sweeps_0": "0"}

        def post() -> object:
            response = client.post(url, fields)
            assert response.status_code == 303, response.content.decode()[:2000]
            assert game.deals.get(number=1).data["points"] == [60, 40]
            return response

        return post

    longest = engine("seep").MAX_DEALS
    half = calls(change_first(longest // 2))
    whole = calls(change_first(longest))
    assert whole <= 2.3 * half, (half, whole)
