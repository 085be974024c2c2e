"""The Klaverjas referee page in Chromium at a 360 px phone: the picker's taps answered on the
phone by the game's own Python referee with no request, in both languages and colour schemes;
until the rules have loaded the server answers each tap; without JavaScript the form is the
server's, as is a question the address asks."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from scorepad.games.klaverjas import referee
from tests.browser.fixtures import NARROW
from tests.browser.referees import (
    fits_and_reads_in_both_schemes,
    holding_the_rules,
    pick,
    requests_from,
    rules_loaded,
    says,
    words,
)
from tests.contract import game_of

pytestmark = pytest.mark.django_db(transaction=True)

GAME = game_of(__name__)
REFEREE = f"/rules/{GAME}/referee/"


def test_the_picker_is_answered_on_the_phone(narrow_phone: Page, live_server) -> None:
    page = narrow_phone
    page.goto(live_server.url + REFEREE)
    rules_loaded(page)
    made = requests_from(page)
    page.locator('label:has(> input[name="trump"][value="H"])').click()
    pick(page, "trick", "AS", "10H")
    pick(page, "hand", "JH", "8H", "KD")
    answer = says(page, referee, trump="H", trick="AS, 10H", hand="JH, 8H, KD")
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
        says(page, referee, trump="H", trick="AS, 10H", hand="8H, KD")["reason"]
    )
    pick(page, "trick", "QS", "KH")
    summary = page.locator("#trick")
    expect(summary).to_have_attribute("data-winner", "1")
    expect(summary).to_have_attribute("data-points", "28")
    expect(summary).to_have_attribute("data-roem", "0")
    assert made == []  # every tap answered on the phone
    assert "trick=AS" in page.url  # the address keeps the question
    fits_and_reads_in_both_schemes(page)


def test_until_the_rules_load_the_server_answers_each_tap(phone: Page, live_server) -> None:
    held = holding_the_rules(phone)
    phone.goto(live_server.url + REFEREE)
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


def test_the_referee_works_without_javascript(browser: Browser, live_server) -> None:
    context = browser.new_context(viewport=NARROW, is_mobile=True, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + REFEREE)
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
    kept = phone.request.get(live_server.url + REFEREE + "?trump=H&trick=AS&hand=7H,KD").text()
    phone.route(
        re.compile(rf".*/rules/{GAME}/referee/[?].*"),
        lambda route: route.fulfill(body=kept, content_type="text/html"),
    )
    phone.goto(live_server.url + REFEREE + "?rules=rotterdam&trump=S&trick=KH,AH&hand=7S,QD")
    rules_loaded(phone)
    expect(phone.locator('[data-card="QD"]')).to_have_attribute("data-allowed", "no")
    expect(phone.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="7H"]')).to_have_count(0)
    expect(phone.locator('input[name="trick"]')).to_have_value("KH,AH")
    expect(phone.get_by_role("radio", name="Rotterdam")).to_be_checked()
