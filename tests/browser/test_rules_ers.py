"""The Egyptian Rat Screw helpers in Chromium at a 360 px phone: once the page has loaded its
rules, the game's own Python referee (MicroPython) answers each choice with no request, in
English and Turkish, in both colour schemes; before that, and with JavaScript off, the server
answers the same forms. (tests/browser/test_referees_on_the_phone.py answers every case of the
slap and challenge tables both ways.)"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.http import QueryDict
from django.utils import translation
from playwright.sync_api import Browser, Page, expect

from scorepad.games.ers import referee
from scorepad.games.pages import fields, said
from tests.browser.conftest import PHONE
from tests.browser.test_referee import (
    fits_and_reads_in_both_schemes,
    holding_the_rules,
    language_of,
    narrow,
    requests_from,
)
from tests.browser.test_referees_on_the_phone import rules_loaded

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(params=["en", "tr"])
def narrow_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    page = narrow(browser, request.param)
    yield page
    page.context.close()


def verdict(page: Page, answer: Callable[[dict[str, str]], Any], query: str) -> str:
    """What the referee tells the table for the form's question, in the page's language."""
    with translation.override(language_of(page)):
        return " ".join(said(answer(fields(QueryDict(query))))["verdict"])


def test_the_helpers_answer_each_choice_on_the_phone(narrow_phone: Page, live_server) -> None:
    page = narrow_phone
    page.goto(live_server.url + "/rules/ers/")
    rules_loaded(page)
    made = requests_from(page)
    helper = page.locator("#slap-helper")
    helper.locator("select[name=top]").select_option("5")
    helper.locator("select[name=second]").select_option("9")
    helper.locator("select[name=third]").select_option("5")
    output = helper.locator("output")
    sandwich = "helper=slap&top=5&second=9&third=5&combos=double&combos=sandwich&penalty=1"
    expect(output).to_have_text(re.compile(re.escape(verdict(page, referee.answer_slap, sandwich))))
    expect(output).to_have_class(re.compile(r"\bis-slap\b"))
    expect(output.locator("a")).to_have_attribute("href", "#sandwich")
    helper.locator("input[value=sandwich]").uncheck()
    helper.locator("select[name=penalty]").select_option("2")
    wrong = "helper=slap&top=5&second=9&third=5&combos=double&penalty=2"
    expect(output).to_contain_text(verdict(page, referee.answer_slap, wrong))
    expect(output).not_to_have_class(re.compile(r"\bis-slap\b"))
    expect(output.locator("a")).to_have_attribute("href", "#wrong-slap")
    helper.get_by_role("button").click()  # Check: answered in place
    expect(output).to_contain_text(verdict(page, referee.answer_slap, wrong))
    helper.locator("select[name=top]").select_option("")
    expect(output.locator("a")).to_be_hidden()  # no top card, nothing to judge

    challenge = page.locator("#challenge-helper")
    challenge.locator("select[name=face]").select_option("K")
    said_now = challenge.locator("output")
    expect(said_now).to_contain_text(
        verdict(page, referee.answer_challenge, "helper=challenge&face=K")
    )
    for number, card in enumerate(("4", "9", "Q"), start=1):
        challenge.locator(f"select[name=turned{number}]").select_option(card)
    answered = "helper=challenge&face=K&turned1=4&turned2=9&turned3=Q"
    expect(said_now).to_contain_text(verdict(page, referee.answer_challenge, answered))
    assert made == []  # every choice answered on the phone
    assert "helper=" not in page.url
    fits_and_reads_in_both_schemes(page)


def test_the_top_bottom_needs_the_bottom_card(phone: Page, live_server) -> None:
    phone.goto(live_server.url + "/rules/ers/")
    rules_loaded(phone)
    helper = phone.locator("#slap-helper")
    helper.locator("input[value=top-bottom]").check()
    helper.locator("select[name=top]").select_option("6")
    helper.locator("select[name=second]").select_option("2")
    expect(helper.locator("output")).to_contain_text("No slap")
    helper.locator("select[name=bottom]").select_option("6")
    expect(helper.locator("output")).to_contain_text("Top-bottom")


def test_until_the_rules_load_the_server_answers_the_helpers(phone: Page, live_server) -> None:
    held = holding_the_rules(phone)
    phone.goto(live_server.url + "/rules/ers/")
    helper = phone.locator("#slap-helper")
    helper.locator("select[name=top]").select_option("8")
    helper.locator("select[name=second]").select_option("8")
    helper.get_by_role("button", name="Check").click()
    expect(phone).to_have_url(re.compile(r"helper=slap.*#slap-helper$"))
    expect(phone.locator("#slap-helper output")).to_contain_text("Slap! Double")
    assert held


def test_the_helpers_work_without_javascript(browser: Browser, live_server) -> None:
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
