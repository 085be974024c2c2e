"""The referees on the phone, in Chromium: on every installed game's referee page, and its rule
page's helpers, the game's own Python referee, run by MicroPython in the page, answers every
case of the game's referee tables (its tests' ``referee_cases.questions()``) as the server
does, in English and Turkish, online and with the network cut: the same answer
(``scorepadRules.run``), and, through the form, the same verdict element for element as the
server's page (static/js/referee.js writes it)."""

from __future__ import annotations

import importlib

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page

from scorepad.games import installed
from scorepad.games.pages import said
from tests.browser.cut import Proxy
from tests.browser.referees import (
    PHONE_ANSWERS,
    PHONE_VERDICTS,
    elements,
    rules_loaded,
    server_verdict,
)
from tests.browser.test_offline import wait_for_worker
from tests.contract import data

# What works offline: the phones keep the service worker.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]


@pytest.fixture
def relay(live_server):
    """The phone's connection to the server, which the test cuts for real."""
    proxy = Proxy(live_server.url)
    yield proxy
    proxy.cut()


def cut_off(page: Page, relay: Proxy) -> None:
    """The network cut, as a café's wifi drops: the browser offline, and the connection gone."""
    page.context.set_offline(True)
    relay.cut()


def pages() -> list[tuple[str, str, list[tuple[str, str, list[dict[str, str]]]]]]:
    """Each installed game's page that asks its referee, with what it is asked there."""
    found = []
    for name in installed():
        cases = data(name, "referee_cases")
        if cases is None or not hasattr(cases, "questions"):
            continue
        forms = cases.questions()
        on_its_referee = forms[0][0] == "referee-form"
        path = reverse("rules:referee" if on_its_referee else "rules:document", args=[name])
        found.append((path, name, forms))
    return found


def server_answers(game: str, ask: str, questions: list[dict[str, str]], language: str) -> list:
    referee = importlib.import_module(f"scorepad.games.{game}.referee")
    with translation.override(language):
        return [said(getattr(referee, ask)(fields)) for fields in questions]


def check_the_page(page: Page, relay: Proxy, language: str, served: dict[str, str]) -> int:
    """Every page's cases answered on the phone and compared with the server; how many."""
    client = Client()
    compared = 0
    for path, game, forms in pages():
        page.goto(relay.url + path)
        rules_loaded(page)
        for form, ask, questions in forms:
            found = page.evaluate(
                PHONE_ANSWERS, {"game": game, "calls": [[ask, q] for q in questions]}
            )
            expected = server_answers(game, ask, questions, language)
            for question, answer, wanted in zip(questions, found, expected, strict=True):
                assert answer == wanted, (game, question)
            verdicts = page.evaluate(
                PHONE_VERDICTS,
                {"form": form, "questions": questions, "inner": form == "referee-form"},
            )
            for sent, shown in verdicts:
                if (path, sent) not in served:
                    served[path, sent] = server_verdict(client, path, sent, language, form)
                assert elements(shown) == elements(served[path, sent]), (game, sent)
                compared += 1
    return compared


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_phone_answers_every_case_as_the_server_online_and_with_the_network_cut(
    request, relay, language
):
    page = request.getfixturevalue("phone" if language == "en" else "phone_tr")
    if not pages():
        pytest.skip("no installed game asks its referee on a page")
    page.goto(relay.url + pages()[0][0])
    wait_for_worker(page)
    served: dict = {}
    online = check_the_page(page, relay, language, served)
    asked = sum(len(questions) for _path, _game, forms in pages() for *_, questions in forms)
    assert online == asked > 50
    cut_off(page, relay)
    assert check_the_page(page, relay, language, served) == online
    assert page.locator("html").get_attribute("lang") == language
