"""The Egyptian Rat Screw helpers in the browser: static/js/rules-ers.js gives the engine's
answers on the same table of cases as the Python tests, without asking the server; with
JavaScript off, the server answers the same forms."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import PHONE
from tests.test_rules_slap import CHALLENGE_CASES, SLAP_CASES

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_javascript_slap_rule_agrees_with_the_engine(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/ers/")
    answers = phone.evaluate(
        "cases => cases.map(([pile, combos, jokers, bottom]) =>"
        " window.scorepadErs.isSlap(pile, combos, jokers, bottom))",
        [list(case[:4]) for case in SLAP_CASES],
    )
    assert answers == [case[4] for case in SLAP_CASES]


def test_the_javascript_challenge_agrees_with_the_python_one(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/ers/")
    answers = phone.evaluate(
        "cases => cases.map(([face, turned]) => {"
        " const r = window.scorepadErs.challenge(face, turned);"
        " return [r.chances, r.outcome, r.answer]; })",
        [[face, turned] for face, turned, *_ in CHALLENGE_CASES],
    )
    assert answers == [
        [chances, outcome, answer] for _, _, chances, outcome, answer in CHALLENGE_CASES
    ]


def test_is_this_a_slap_answers_without_a_round_trip(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/ers/")
    requests = []
    phone.on("request", lambda request: requests.append(request.url))
    helper = phone.locator("#slap-helper")
    helper.locator("select[name=top]").select_option("5")
    helper.locator("select[name=second]").select_option("9")
    helper.locator("select[name=third]").select_option("5")
    verdict = helper.locator("output")
    expect(verdict).to_contain_text("Sandwich")
    expect(verdict.locator("a")).to_have_attribute("href", "#sandwich")
    helper.locator("input[value=sandwich]").uncheck()
    helper.locator("select[name=penalty]").select_option("2")
    expect(verdict).to_contain_text("costs 2 cards")
    expect(verdict.locator("a")).to_have_attribute("href", "#wrong-slap")
    helper.get_by_role("button", name="Check").click()
    expect(verdict).to_contain_text("costs 2 cards")
    assert [url for url in requests if "/static/" not in url] == []  # the icon may load late
    assert "helper=" not in phone.url


def test_the_top_bottom_needs_the_bottom_card(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/ers/")
    helper = phone.locator("#slap-helper")
    helper.locator("input[value=top-bottom]").check()
    helper.locator("select[name=top]").select_option("6")
    helper.locator("select[name=second]").select_option("2")
    helper.locator("select[name=bottom]").select_option("6")
    expect(helper.locator("output")).to_contain_text("Top-bottom")


def test_the_face_card_challenge_says_who_takes_the_pile(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/ers/")
    helper = phone.locator("#challenge-helper")
    helper.locator("select[name=face]").select_option("K")
    verdict = helper.locator("output")
    expect(verdict).to_contain_text("3 chances left")
    helper.locator("select[name=turned1]").select_option("4")
    helper.locator("select[name=turned2]").select_option("9")
    expect(verdict).to_contain_text("1 chance left")
    helper.locator("select[name=turned3]").select_option("Q")
    expect(verdict).to_contain_text("A queen answers it")
    helper.locator("select[name=turned3]").select_option("2")
    expect(verdict).to_contain_text("whoever played the king takes the pile")


def test_the_helpers_work_without_javascript(browser: Browser, live_server):
    context = browser.new_context(viewport=PHONE, is_mobile=True, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/rules/ers/")
        helper = page.locator("#slap-helper")
        helper.locator("select[name=top]").select_option("8")
        helper.locator("select[name=second]").select_option("8")
        helper.get_by_role("button", name="Check").click()
        expect(page).to_have_url(re.compile(r"helper=slap.*#slap-helper$"))
        expect(page.locator("#slap-helper output")).to_contain_text("Slap! Double")
        challenge = page.locator("#challenge-helper")
        challenge.locator("select[name=face]").select_option("J")
        challenge.locator("select[name=turned1]").select_option("7")
        challenge.get_by_role("button", name="Who takes the pile?").click()
        expect(page.locator("#challenge-helper output")).to_contain_text(
            "whoever played the jack takes the pile"
        )
    finally:
        context.close()
