"""Joker's referee as the phone and the game page take it: the phone's driver says its answer as
the page does, a game page gets the engine's words alone, and the picker knows the pack."""

import json

from django.test import Client
from django.utils import translation

from scorepad import phone
from scorepad.games import phone as driver
from scorepad.games.joker import referee as joker
from scorepad.games.pages import said
from tests.contract import game_of
from tests.referees import get

GAME = game_of(__name__)


def test_the_phones_driver_says_an_answer_as_the_page_does():
    question = {"trump": "H", "trick": "X:high:S, KS", "hand": "JS, 9S, X, 7H"}
    call = {"game": GAME, "module": "referee", "function": "answer", "arguments": [question]}
    driver.installed(json.dumps([GAME]))
    with translation.override("tr"):
        driver.words(json.dumps(phone.words(GAME, ("referee",))))
        on_the_phone = json.loads(driver.call(json.dumps(call)))
        on_the_server = said(joker.answer(question))
    driver.words("{}")
    assert on_the_phone == on_the_server
    assert on_the_phone["trick"][0]["label"] == "🃏 en büyük ♠"
    assert on_the_phone["hand"][1]["refusal"] == "en büyüğünü atmalı"


def test_a_game_page_gets_its_engines_words_alone():
    with translation.override("tr"):
        engine_words = phone.words(GAME)
    assert joker.REASONS["lead"] not in engine_words
    assert any("deals and may not bid" in message for message in engine_words)


def test_the_picker_knows_the_pack_from_the_referee(client: Client):
    html = get(client, f"/rules/{GAME}/referee/")
    assert 'data-rank="6" data-absent="C S"' in html
    assert 'data-rank="7" data-absent=""' in html
    assert 'data-wild="X"' in html
    assert 'data-target="trick" data-most="4" data-calls' in html
    assert '<option value="give" data-led="give" data-later="take">give</option>' in html
