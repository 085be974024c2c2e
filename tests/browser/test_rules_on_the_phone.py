"""The rules on the phone, in Chromium: on every game page, online and offline,
``window.scorepadRules.sheet(doc)`` gives the server's sheet, or its reason for a refusal, for
the whole conformance corpus of the game (``tests/conformance.py``), the engines run by
MicroPython in the page."""

import json

import pytest
from django.urls import reverse
from playwright.sync_api import Page

from scorepad.games import installed
from tests.browser.test_offline import wait_for_worker
from tests.conformance import corpus
from tests.factories import guarded_game

pytestmark = pytest.mark.django_db(transaction=True)
BATCH = 150  # documents answered in one call to the page


def answers_in(page: Page, documents: list[dict]) -> list[dict]:
    found: list[dict] = []
    for start in range(0, len(documents), BATCH):
        found += page.evaluate(
            "documents => Promise.all(documents.map(doc => window.scorepadRules.sheet(doc)))",
            documents[start : start + BATCH],
        )
    return found


def as_the_server_says(expected: dict) -> dict:
    return expected["sheet"] if "sheet" in expected else {"error": expected["error"]}


@pytest.mark.parametrize("name", installed())
def test_the_phone_answers_the_corpus_as_the_server(phone, live_server, name):
    game = guarded_game(name)
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    cases = corpus(name)
    found = answers_in(phone, [case["document"] for case in cases])
    for case, answer in zip(cases, found, strict=True):
        assert answer == json.loads(json.dumps(as_the_server_says(case["expected"]))), case[
            "document"
        ]


@pytest.mark.worker  # what works offline: the phone keeps the service worker
def test_the_rules_answer_offline_too(phone, live_server):
    game = guarded_game("joker")
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    wait_for_worker(phone)
    phone.context.set_offline(True)
    phone.reload()
    cases = corpus("joker")[:40]
    found = answers_in(phone, [case["document"] for case in cases])
    assert found == [json.loads(json.dumps(as_the_server_says(case["expected"]))) for case in cases]
