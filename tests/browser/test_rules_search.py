"""Searching the rules on a phone: results appear as you type, in both languages, and the plain
form still works with JavaScript off."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.fixtures import PHONE

pytestmark = pytest.mark.django_db(transaction=True)


def type_like_a_phone(page: Page, text: str) -> None:
    field = page.locator("#rules-q")
    field.click()
    field.press_sequentially(text, delay=60)


def first_result(page: Page):
    return page.locator("#results .hits li").first


def test_results_appear_while_typing_in_english(phone: Page, live_server):
    errors = []
    phone.on("console", lambda message: message.type == "error" and errors.append(message.text))
    phone.goto(live_server.url + "/rules/")
    phone.evaluate("window.notReloaded = true")
    type_like_a_phone(phone, "sandwhich")
    expect(first_result(phone).locator("a.hit-link")).to_have_attribute(
        "href", re.compile(r"/rules/(ers/\?lang=en#|glossary/\?lang=en#ers-)sandwich$")
    )
    expect(first_result(phone).locator("mark").first).to_be_visible()
    assert phone.evaluate("window.notReloaded") is True  # only the results were swapped
    assert phone.url == live_server.url + "/rules/"
    assert errors == []  # nothing refused by the content security policy either


def test_results_appear_while_typing_in_turkish(phone_tr: Page, live_server):
    phone_tr.goto(live_server.url + "/rules/")
    expect(phone_tr.locator("html")).to_have_attribute("lang", "tr")
    type_like_a_phone(phone_tr, "KOZLARI")
    link = first_result(phone_tr).locator("a.hit-link")
    expect(link).to_have_attribute("href", re.compile(r"\?lang=tr#"))
    expect(first_result(phone_tr).locator("mark").first).to_contain_text(
        re.compile("koz", re.IGNORECASE)
    )


def test_the_results_follow_the_last_keystroke(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/")
    type_like_a_phone(phone, "nat")
    expect(first_result(phone).locator("a.hit-link")).to_have_attribute(
        "href", re.compile(r"#nat$")
    )
    phone.locator("#rules-q").fill("")
    type_like_a_phone(phone, "bazzi")
    expect(first_result(phone).locator("a.hit-link")).to_have_attribute(
        "href", re.compile(r"#bazzi$")
    )


def test_a_result_opens_its_section(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/search/")
    type_like_a_phone(phone, "ştanga")
    expect(phone).to_have_url(re.compile(r"/rules/search/\?q=%C5%9Ftanga"))  # pushed
    first_result(phone).locator("a.hit-link").click()
    expect(phone).to_have_url(re.compile(r"/rules/joker/\?lang=en#stanga$"))
    expect(phone.locator("#stanga")).to_be_in_viewport()


def test_a_one_letter_query_gets_a_polite_word(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/joker/")
    type_like_a_phone(phone, "k")
    expect(phone.locator("#results")).to_contain_text("at least two letters")


def test_the_search_form_works_without_javascript(browser: Browser, live_server):
    context = browser.new_context(viewport=PHONE, is_mobile=True, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/rules/joker/")
        page.locator("#rules-q").fill("nat")
        page.locator("#rules-q").press("Enter")
        expect(page).to_have_url(re.compile(r"/rules/search/\?q=nat&game=joker"))
        expect(page.locator("#results")).to_be_visible()
        page.locator("select[name=game]").select_option("")
        page.get_by_role("button", name="Search").click()
        expect(first_result(page).locator("a.hit-link")).to_have_attribute(
            "href", re.compile(r"#nat$")
        )
    finally:
        context.close()


@pytest.mark.parametrize(
    "path", ["/rules/", "/rules/joker/", "/rules/seep/", "/rules/ers/", "/rules/glossary/"]
)
def test_rules_pages_never_scroll_sideways_on_a_phone(phone_tr: Page, live_server, path):
    phone_tr.goto(live_server.url + path)
    width = phone_tr.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"]
    font_size = phone_tr.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('main')).fontSize)"
    )
    assert font_size >= 16


def test_wide_tables_scroll_inside_their_box(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/seep/")
    boxes = phone.locator(".table-scroll")
    assert boxes.count() > 0
    for index in range(boxes.count()):
        box = boxes.nth(index).bounding_box()
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= PHONE["width"]
