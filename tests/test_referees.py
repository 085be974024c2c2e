"""The referees' one source: each game's ``referee`` answers its page's question (the GET form's
fields) with ``Note``s, which the server's page says in the reader's language and the phone says
with the translations the page hands it. No question a form can send makes a referee fail; the
page hands the phone the referee's sentences, the verdict's words and the runtime; while the
phone's rules load, the server answers the verdict alone."""

from __future__ import annotations

import ast
import importlib
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
from scorepad.games import game_type, game_types
from scorepad.games.pages import said
from tests.contract import data

# The installed games that run a referee on the phone, with the fields of each of its forms
# (its tests' ``referee_cases.FIELDS``: the function that answers, the fields it reads).
ASKED = [
    (kind.name, function, fields)
    for kind in game_types()
    if "referee" in kind.offline.phone_modules
    for function, fields in getattr(data(kind.name, "referee_cases"), "FIELDS", {}).items()
]
REFEREES = sorted({name for name, _function, _fields in ASKED})
PAGES = [kind.name for kind in game_types() if kind.rules.has_referee]
NONE = [pytest.param(None, marks=pytest.mark.skip(reason="no installed game has a referee"))]
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


@pytest.mark.parametrize(
    "asked",
    [pytest.param(case, id=f"{case[0]}.{case[1]}") for case in ASKED] or NONE,
)
@settings(max_examples=150, deadline=None)
@given(drawn=st.data())
def test_no_question_a_referee_form_can_send_makes_it_fail(asked, drawn):
    name, function, names = asked
    fields = {field: drawn.draw(TEXT, label=field) for field in names}
    if "helper" in fields:
        fields["helper"] = drawn.draw(st.sampled_from(["slap", "challenge", fields["helper"]]))
    answer = getattr(importlib.import_module(f"scorepad.games.{name}.referee"), function)(fields)
    assert answer is None or isinstance(answer, dict)
    answers_everything(answer)


def marked(module: Any) -> set[str]:
    """The messages a module marks for translation (``gettext_noop("...")``)."""
    tree = ast.parse(Path(module.__file__).read_text("utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "gettext_noop"
    }


@pytest.mark.parametrize("name", REFEREES or NONE)
def test_every_sentence_of_a_referee_reaches_the_phone_in_turkish(name):
    messages = marked(importlib.import_module(f"scorepad.games.{name}.referee"))
    with translation.override("tr"):
        words = phone.words(name, ("referee",))
    assert len(messages) >= 20
    # What reads the same in both languages.
    untranslated = getattr(data(name, "referee_cases"), "UNTRANSLATED", set())
    assert messages - set(words) <= untranslated
    assert "referee" in game_type(name).offline.phone_modules


def get(client: Client, url: str, language: str = "en", **headers: str) -> str:
    response = client.get(url, headers={"accept-language": language, **headers})
    assert response.status_code == 200
    return response.content.decode()


def referee_words(html: str) -> dict[str, Any]:
    found = re.search(r'<script id="referee-words" type="application/json">(.*?)</script>', html)
    assert found, "the page hands the phone no words"
    return json.loads(found.group(1))


@pytest.mark.parametrize("name", PAGES or NONE)
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
