"""The referee pages in Chromium at a 360 px phone: the card picker's taps are answered on the
phone by the game's own Python referee (MicroPython, after the page's load event and its first
paint) with no request, in English and Turkish, in both colour schemes; until the rules have
loaded the server answers each tap's verdict and the form; without JavaScript the form is the
server's, as is a question the address asks."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from django.utils import translation
from playwright.sync_api import Browser, Page, Route, expect

from scorepad.games.joker import referee as joker
from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.pages import said, verdict_words
from scorepad.games.seep import referee as seep
from tests.browser.conftest import PHONE, new_phone
from tests.browser.test_dark_mode import axe_violations
from tests.browser.test_referees_on_the_phone import rules_loaded

pytestmark = pytest.mark.django_db(transaction=True)

KLAVERJAS = "/rules/klaverjas/referee/"
NARROW = {"width": 360, "height": 740}
RUNTIME = re.compile(r"micropython\.(mjs|wasm)|/rules-engine\.[0-9a-f]+\.json")


def narrow(browser: Browser, language: str) -> Page:
    """A 360 px phone in ``language``."""
    page = new_phone(browser, language)
    page.set_viewport_size(NARROW)
    return page


@pytest.fixture(params=["en", "tr"])
def narrow_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    page = narrow(browser, request.param)
    yield page
    page.context.close()


def language_of(page: Page) -> str:
    return page.locator("html").get_attribute("lang") or ""


def says(page: Page, module: Any, **fields: str) -> dict[str, Any]:
    """What the server's referee says to the question in the page's language."""
    with translation.override(language_of(page)):
        answer: dict[str, Any] = said(module.answer(fields))
    return answer


def words(page: Page) -> dict[str, str]:
    """The verdict's own words in the page's language."""
    with translation.override(language_of(page)):
        return verdict_words()


def pick(page: Page, target: str, *cards: str) -> None:
    """Tap the picker: the field the cards go to, then each card's suit and rank."""
    picker = page.locator("[data-picker]")
    picker.locator(f'[data-target="{target}"]').click()
    for card in cards:
        if picker.locator("[data-suit]").count():
            picker.locator(f'[data-suit="{card[-1]}"]').click()
            card = card[:-1]
        picker.locator(f'[data-rank="{card}"]').click()


def requests_from(page: Page) -> list[str]:
    """The requests the page makes from now on; the icon aside, which the browser asks for
    again as the address changes (the question kept in it)."""
    made: list[str] = []

    def note(request: Any) -> None:
        if not request.url.endswith("/static/icons/icon.svg"):
            made.append(request.url)

    page.on("request", note)
    return made


def fits_and_reads_in_both_schemes(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert axe_violations(page) == [], scheme


def test_the_klaverjas_picker_is_answered_on_the_phone(narrow_phone: Page, live_server) -> None:
    page = narrow_phone
    page.goto(live_server.url + KLAVERJAS)
    rules_loaded(page)
    made = requests_from(page)
    page.locator('label:has(> input[name="trump"][value="H"])').click()
    pick(page, "trick", "AS", "10H")
    pick(page, "hand", "JH", "8H", "KD")
    answer = says(page, klaverjas, trump="H", trick="AS, 10H", hand="JH, 8H, KD")
    expect(page.locator("[data-reason]")).to_contain_text(answer["reason"])
    for card in answer["hand"]:
        shown = page.locator(f'[data-card="{card["card"]}"]')
        expect(shown).to_have_attribute("data-allowed", "yes" if card["allowed"] else "no")
        mark = "✓ " + words(page)["allowed"] if card["allowed"] else "✗ " + card["refusal"]
        expect(shown.locator(".mark")).to_have_text(mark)
    expect(page.locator('[data-card="8H"]')).to_have_attribute("data-allowed", "no")
    pick(page, "hand", "JH")  # a second tap takes the card back
    expect(page.locator('[data-card="JH"]')).to_have_count(0)
    expect(page.locator("[data-reason]")).to_contain_text(
        says(page, klaverjas, trump="H", trick="AS, 10H", hand="8H, KD")["reason"]
    )
    pick(page, "trick", "QS", "KH")
    summary = page.locator("#trick")
    expect(summary).to_have_attribute("data-winner", "1")
    expect(summary).to_have_attribute("data-points", "28")
    expect(summary).to_have_attribute("data-roem", "0")
    assert made == []  # every tap answered on the phone
    assert "trick=AS" in page.url  # the address keeps the question
    fits_and_reads_in_both_schemes(page)


def test_the_joker_picker_is_answered_on_the_phone(narrow_phone: Page, live_server) -> None:
    page = narrow_phone
    page.goto(live_server.url + "/rules/joker/referee/")
    rules_loaded(page)
    made = requests_from(page)
    page.locator('label:has(> input[name="trump"][value="H"])').click()
    picker = page.locator("[data-picker]")
    picker.locator('[data-suit="S"]').click()
    expect(picker.locator('[data-rank="6"]')).to_be_disabled()  # no six of spades in the pack
    picker.locator("[data-wild]").click()  # led: highest spades
    expect(page.locator('input[name="trick"]')).to_have_value("X:high:S")
    pick(page, "hand", "7S", "AS", "9H")
    answer = says(page, joker, trump="H", trick="X:high:S", hand="7S, AS, 9H")
    expect(page.locator(".trick-line .card")).to_have_text([answer["trick"][0]["label"]])
    expect(page.locator("[data-reason]")).to_contain_text(answer["reason"])
    expect(page.locator('[data-card="AS"]')).to_have_attribute("data-allowed", "yes")
    expect(page.locator('[data-card="7S"] .mark')).to_have_text("✗ " + answer["hand"][0]["refusal"])
    picker.locator('[data-target="trick"]').click()
    picker.locator('[data-suit="H"]').click()
    picker.locator('[data-rank="6"]').click()
    picker.locator("[data-wild]").click()  # played later: take
    expect(page.locator('input[name="trick"]')).to_have_value("X:high:S, 6H, X:take")
    assert made == []
    fits_and_reads_in_both_schemes(page)


def test_the_seep_picker_is_answered_on_the_phone(narrow_phone: Page, live_server) -> None:
    page = narrow_phone
    page.goto(live_server.url + "/rules/seep/referee/")
    rules_loaded(page)
    made = requests_from(page)
    pick(page, "loose", "9", "4", "5")
    pick(page, "hand", "9", "3")
    answer = says(page, seep, loose="9, 4, 5", hand="9, 3", houses="", card="")
    for each in answer["cards"]:
        box = page.locator(f'#verdict [data-card="{each["card"]}"]')
        expect(box.locator("h2")).to_contain_text(each["card"])
        for move in each["moves"]:
            shown = box.locator(f'[data-move="{move["key"]}"]')
            expect(shown).to_have_attribute("data-legal", "yes" if move["legal"] else "no")
            expect(shown).to_contain_text(move["text"])
    expect(page.locator('#verdict [data-card="9"] [data-move="capture:9"]')).to_contain_text(
        "9, 5 + 4"
    )
    page.locator("[data-clear]").click()
    expect(page.locator("#verdict .hint")).to_be_visible()
    assert made == []
    fits_and_reads_in_both_schemes(page)


def test_the_picker_buttons_are_big_enough_for_a_thumb(phone: Page, live_server) -> None:
    for path in (KLAVERJAS, "/rules/joker/referee/", "/rules/seep/referee/"):
        phone.goto(live_server.url + path)
        for button in phone.locator("[data-picker] button").all():
            box = button.bounding_box()
            assert box is not None and box["height"] >= 48 and box["width"] >= 48, (path, box)
        assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize("path", [KLAVERJAS, "/rules/ers/"])
def test_the_rules_load_after_the_first_paint_and_the_load_event(phone: Page, live_server, path):
    phone.goto(live_server.url + path)
    rules_loaded(phone)
    timing = phone.evaluate(
        """() => ({
            load: performance.getEntriesByType("navigation")[0].loadEventEnd,
            paint: performance.getEntriesByName("first-contentful-paint")[0].startTime,
            runtime: performance.getEntriesByType("resource")
                .filter(entry => /micropython|rules-engine\\.[0-9a-f]+\\.json/.test(entry.name))
                .map(entry => entry.startTime),
        })"""
    )
    assert len(timing["runtime"]) == 3  # the runtime, its WebAssembly and the rules
    assert min(timing["runtime"]) >= timing["load"] >= timing["paint"] > 0


def holding_the_rules(page: Page) -> list[Route]:
    """The rules' bundle held back, as on a slow first visit: the runtime never finishes."""
    held: list[Route] = []
    page.route(re.compile(r".*/rules-engine\.[0-9a-f]+\.json$"), lambda route: held.append(route))
    return held


def test_until_the_rules_load_the_server_answers_each_tap(phone: Page, live_server) -> None:
    held = holding_the_rules(phone)
    phone.goto(live_server.url + KLAVERJAS)
    asked: list[dict[str, str]] = []
    phone.on("request", lambda request: asked.append(request.headers))
    phone.locator('label:has(> input[name="trump"][value="S"])').click()
    pick(phone, "trick", "KH", "AH")
    pick(phone, "hand", "7S", "QD")
    expect(phone.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="QD"]')).to_have_attribute("data-allowed", "no")
    assert held and not phone.evaluate("window.scorepadRules.isLoaded()")
    assert any(headers.get("hx-target") == "verdict" for headers in asked)
    # Judge sends the form to the server, as without JavaScript.
    phone.locator('input[name="hand"]').fill("7S, 7S")
    phone.get_by_role("button", name="Judge").click()
    expect(phone.locator("[data-error]")).to_contain_text("7♠ is named twice")
    expect(phone).to_have_url(re.compile(r"hand=7S%2C\+?7S"))


def test_the_klaverjas_referee_works_without_javascript(browser: Browser, live_server) -> None:
    context = browser.new_context(viewport=NARROW, is_mobile=True, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + KLAVERJAS)
        expect(page.locator("[data-picker]")).to_be_hidden()
        page.get_by_role("radio", name="spades").check()
        page.locator('input[name="trick"]').fill("KH, AH")
        page.locator('input[name="hand"]').fill("7S, QD")
        page.get_by_role("button", name="Judge").click()
        expect(page).to_have_url(re.compile(r"trump=S"))
        expect(page.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "yes")
        expect(page.locator('[data-card="QD"]')).to_have_attribute("data-allowed", "no")
        page.locator('input[name="hand"]').fill("7S, 7S")
        page.get_by_role("button", name="Judge").click()
        expect(page.locator("[data-error]")).to_contain_text("7♠ is named twice")
    finally:
        context.close()


def test_a_page_opened_for_another_question_answers_the_addresss(phone: Page, live_server) -> None:
    # As the service worker may do offline: the copy kept for one question, served for another.
    kept = phone.request.get(live_server.url + KLAVERJAS + "?trump=H&trick=AS&hand=7H,KD").text()
    phone.route(
        re.compile(r".*/rules/klaverjas/referee/[?].*"),
        lambda route: route.fulfill(body=kept, content_type="text/html"),
    )
    phone.goto(live_server.url + KLAVERJAS + "?rules=rotterdam&trump=S&trick=KH,AH&hand=7S,QD")
    rules_loaded(phone)
    expect(phone.locator('[data-card="QD"]')).to_have_attribute("data-allowed", "no")
    expect(phone.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="7H"]')).to_have_count(0)
    expect(phone.locator('input[name="trick"]')).to_have_value("KH,AH")
    expect(phone.get_by_role("radio", name="Rotterdam")).to_be_checked()
