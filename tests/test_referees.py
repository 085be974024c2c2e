"""The referees' one source: each game's ``referee`` answers its page's question (the GET form's
fields) with ``Note``s, which the server's page says in the reader's language and the phone says
with the translations the page hands it. No question a form can send makes a referee fail; the
page hands the phone the referee's sentences, the verdict's words and the runtime; while the
phone's rules load, the server answers the verdict alone."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad import phone
from scorepad.games import game_type
from scorepad.games import phone as driver
from scorepad.games.ers import referee as ers
from scorepad.games.joker import referee as joker
from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.pages import said
from scorepad.games.seep import referee as seep

REFEREES = {"joker": joker, "klaverjas": klaverjas, "seep": seep}
# Each form's fields, and what a player (or anyone) may type or send in them.
FIELDS = {
    "joker": ("trump", "trick", "hand"),
    "klaverjas": ("rules", "trump", "trick", "hand"),
    "seep": ("loose", "houses", "hand", "card"),
}
HELPERS = {
    ers.answer_slap: ("helper", "top", "second", "third", "bottom", "combos", "jokers", "penalty"),
    ers.answer_challenge: ("helper", "face", "turned1", "turned2", "turned3", "turned4"),
}
WORDS = st.sampled_from(
    [
        "",
        " ",
        "AS",
        "X",
        "X:high:S",
        "X:take",
        "10H",
        "t♥",
        "jh",
        "9",
        "K",
        "11:opponent",
        "12:me+opponent:cemented",
        "9:partner:c",
        "amsterdam",
        "rotterdam",
        "none",
        "H",
        "slap",
        "challenge",
        "double",
        "on",
        "JOKER",
        "3",
        "-1",
        "99",
    ]
)
TEXT = st.one_of(
    st.lists(WORDS, max_size=18).map(", ".join),
    st.text(max_size=40),
)


def answers_everything(answer: Any) -> None:
    """An answer the page and the phone can say: JSON once its notes are said, in both
    languages."""
    for language in ("en", "tr"):
        with translation.override(language):
            json.dumps(said(answer))


@pytest.mark.parametrize("name", sorted(REFEREES))
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_no_question_a_referee_page_can_send_makes_it_fail(name, data):
    fields = {field: data.draw(TEXT, label=field) for field in FIELDS[name]}
    answer = REFEREES[name].answer(fields)
    assert answer is None or isinstance(answer, dict)
    answers_everything(answer)


@pytest.mark.parametrize("answer", list(HELPERS), ids=lambda answer: answer.__name__)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_no_question_a_helper_can_send_makes_it_fail(answer, data):
    fields = {field: data.draw(TEXT, label=field) for field in HELPERS[answer]}
    fields["helper"] = data.draw(st.sampled_from(["slap", "challenge", fields["helper"]]))
    answers_everything(answer(fields))


def test_the_phones_driver_says_an_answer_as_the_page_does():
    question = {"trump": "H", "trick": "X:high:S, KS", "hand": "JS, 9S, X, 7H"}
    call = {"game": "joker", "module": "referee", "function": "answer", "arguments": [question]}
    driver.installed(json.dumps(["joker"]))
    with translation.override("tr"):
        driver.words(json.dumps(phone.words("joker", ("referee",))))
        on_the_phone = json.loads(driver.call(json.dumps(call)))
        on_the_server = said(joker.answer(question))
    driver.words("{}")
    assert on_the_phone == on_the_server
    assert on_the_phone["trick"][0]["label"] == "🃏 en büyük ♠"
    assert on_the_phone["hand"][1]["refusal"] == "en büyüğünü atmalı"


def marked(module: Any) -> set[str]:
    """The messages a module marks for translation (``gettext_noop("...")``)."""
    tree = ast.parse(Path(module.__file__).read_text("utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "gettext_noop"
    }


@pytest.mark.parametrize("name", ["joker", "klaverjas", "seep", "ers"])
def test_every_sentence_of_a_referee_reaches_the_phone_in_turkish(name):
    messages = marked(REFEREES.get(name, ers))
    with translation.override("tr"):
        words = phone.words(name, ("referee",))
    assert len(messages) >= 20
    assert messages - set(words) <= {joker.PLAYED_JOKER}  # the same in both languages
    assert "referee" in game_type(name).phone_modules


def test_a_game_page_gets_its_engines_words_alone():
    with translation.override("tr"):
        engine_words = phone.words("joker")
    assert joker.REASONS["lead"] not in engine_words
    assert any("deals and may not bid" in message for message in engine_words)


def get(client: Client, url: str, language: str = "en", **headers: str) -> str:
    response = client.get(url, headers={"accept-language": language, **headers})
    assert response.status_code == 200
    return response.content.decode()


def referee_words(html: str) -> dict[str, Any]:
    found = re.search(r'<script id="referee-words" type="application/json">(.*?)</script>', html)
    assert found, "the page hands the phone no words"
    return json.loads(found.group(1))


@pytest.mark.parametrize("name", ["joker", "klaverjas", "seep"])
def test_a_referee_page_hands_the_phone_its_referee_and_words(client, name):
    html = get(client, f"/rules/{name}/referee/", "tr")
    setup = referee_words(html)
    with translation.override("tr"):
        assert setup["words"] == phone.words(name, ("referee",))
    assert setup["labels"]["rule"] == "Kural"
    assert setup["rulesUrl"] == f"/rules/{name}/"
    assert 'id="rules-engine"' in html and "js/rules-engine.js" in html
    assert "js/referee.js" in html
    assert f'data-game="{name}" data-ask="answer"' in html
    assert f"{name}/referee.js" not in html
    english = referee_words(get(client, f"/rules/{name}/referee/?back=/games/abcdefgh12/"))
    assert english["words"] == {}
    assert english["rulesUrl"] == f"/rules/{name}/?back=/games/abcdefgh12/"


def test_while_the_rules_load_the_server_answers_the_verdict_alone(client):
    url = "/rules/klaverjas/referee/?trump=H&trick=AS,10H&hand=JH,8H,KD"
    response = client.get(url, headers={"HX-Request": "true", "HX-Target": "verdict"})
    fragment = response.content.decode()
    assert response.status_code == 200
    assert "HX-Target" in response["Vary"]
    assert "<html" not in fragment and "referee-form" not in fragment
    assert 'data-card="JH" data-allowed="yes"' in fragment
    page = get(client, url)
    section = re.search(r'<section id="verdict"[^>]*>(.*?)</section>', page, re.S).group(1)
    assert section.strip() == fragment.strip()
    # Another target, or none, gets the whole page.
    assert "<html" in get(client, url, **{"HX-Request": "true", "HX-Target": "results"})


def test_an_unasked_verdict_asks_for_the_cards_in_the_readers_language(client):
    fragment = get(
        client, "/rules/seep/referee/", "tr", **{"HX-Request": "true", "HX-Target": "verdict"}
    )
    assert '<p class="hint">Yeri ve elindeki kartları gir, sonra karar ver.</p>' in fragment


def test_the_joker_picker_knows_the_pack_from_the_referee(client):
    html = get(client, "/rules/joker/referee/")
    assert 'data-rank="6" data-absent="C S"' in html
    assert 'data-rank="7" data-absent=""' in html
    assert 'data-wild="X"' in html
    assert 'data-target="trick" data-most="4" data-calls' in html
    assert '<option value="give" data-led="give" data-later="take">give</option>' in html
