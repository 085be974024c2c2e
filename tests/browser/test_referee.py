"""The referees in the browser at 390 x 844: their JavaScript gives the pure functions'
answers on the same tables of cases, the card picker answers without a round trip, in
English and Turkish, with JavaScript off and, once the page has been seen, offline."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import PHONE
from tests.referee_cases.joker import CASES as JOKER_CASES
from tests.referee_cases.joker import ERRORS as JOKER_ERRORS
from tests.referee_cases.klaverjas import CASES as KLAVERJAS_CASES
from tests.referee_cases.klaverjas import ERRORS as KLAVERJAS_ERRORS
from tests.referee_cases.seep import CASES as SEEP_CASES
from tests.referee_cases.seep import ERRORS as SEEP_ERRORS

pytestmark = pytest.mark.django_db(transaction=True)

KLAVERJAS = "/rules/klaverjas/referee/"


def test_the_javascript_klaverjas_referee_agrees_with_the_python_one(
    phone: Page, live_server: Any
) -> None:
    phone.goto(live_server.url + KLAVERJAS)
    answers = phone.evaluate(
        """cases => cases.map(c => {
            const a = window.scorepadReferee.klaverjas.judge(c.rules, c.trump, c.trick, c.hand);
            return {
                allowed: c.hand.filter((card, i) => a.ruling.allowed[i]),
                reason: a.ruling.reason,
                full: a.trick && [a.trick.winner, a.trick.points, a.trick.roem],
            };
        })""",
        KLAVERJAS_CASES,
    )
    expected = [
        {"allowed": case["allowed"], "reason": case["reason"], "full": case["full"]}
        for case in KLAVERJAS_CASES
    ]
    assert answers == expected


def test_the_javascript_klaverjas_referee_refuses_the_same_questions(
    phone: Page, live_server: Any
) -> None:
    phone.goto(live_server.url + KLAVERJAS)
    keys = phone.evaluate(
        """cases => cases.map(([trump, trick, hand]) => {
            const k = window.scorepadReferee.klaverjas;
            try { k.judge("amsterdam", trump, k.parseCards(trick), k.parseCards(hand)); }
            catch (error) { return error.key; }
            return null;
        })""",
        [list(case[:3]) for case in KLAVERJAS_ERRORS],
    )
    assert keys == [case[3] for case in KLAVERJAS_ERRORS]


def pick(page: Page, target: str, *cards: str) -> None:
    picker = page.locator("[data-picker]")
    picker.locator(f'[data-target="{target}"]').click()
    for card in cards:
        picker.locator(f'[data-suit="{card[-1]}"]').click()
        picker.locator(f'[data-rank="{card[:-1]}"]').click()


def test_tapping_the_cards_marks_the_hand_without_a_round_trip(
    phone: Page, live_server: Any
) -> None:
    phone.goto(live_server.url + KLAVERJAS)
    requests: list[str] = []
    phone.on("request", lambda request: requests.append(request.url))
    phone.get_by_role("radio", name="hearts").check()
    pick(phone, "trick", "AS", "10H")
    pick(phone, "hand", "JH", "8H", "KD")
    expect(phone.locator('[data-card="JH"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="8H"]')).to_have_attribute("data-allowed", "no")
    expect(phone.locator('[data-card="KD"]')).to_have_attribute("data-allowed", "no")
    expect(phone.locator("[data-reason]")).to_contain_text("you must overtrump with J♥")
    pick(phone, "hand", "JH")  # a second tap takes the card back
    expect(phone.locator('[data-card="KD"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator("[data-reason]")).to_contain_text("discard another suit")
    pick(phone, "trick", "QS", "KH")
    summary = phone.locator("#trick")
    expect(summary).to_have_attribute("data-winner", "1")
    expect(summary).to_have_attribute("data-points", "28")
    expect(summary).to_have_attribute("data-roem", "0")
    assert [url for url in requests if "/static/" not in url] == []
    assert "trick=AS" in phone.url  # the address keeps the question


def test_the_picker_buttons_are_big_enough_for_a_thumb(phone: Page, live_server: Any) -> None:
    phone.goto(live_server.url + KLAVERJAS)
    for button in phone.locator("[data-picker] button").all():
        box = button.bounding_box()
        assert box is not None and box["height"] >= 48 and box["width"] >= 48, box
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_the_klaverjas_referee_speaks_turkish(phone_tr: Page, live_server: Any) -> None:
    phone_tr.goto(live_server.url + KLAVERJAS + "?rules=rotterdam&trump=H&trick=AS&hand=JH,KD")
    expect(phone_tr.locator('[data-card="KD"]')).to_have_attribute("data-allowed", "no")
    server_reason = phone_tr.locator("[data-reason]").inner_text()
    phone_tr.locator('input[name="hand"]').fill("JH, KD, 7H")
    expect(phone_tr.locator('[data-card="7H"]')).to_have_attribute("data-allowed", "yes")
    assert phone_tr.locator("html").get_attribute("lang") == "tr"
    assert "Rotterdam" in server_reason and "you must" not in server_reason


def test_the_klaverjas_referee_works_without_javascript(browser: Browser, live_server: Any) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, java_script_enabled=False)
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


def test_the_klaverjas_referee_answers_offline_once_seen(phone: Page, live_server: Any) -> None:
    phone.goto(live_server.url + KLAVERJAS)
    phone.evaluate("navigator.serviceWorker.ready.then(() => true)")
    phone.reload()  # now under the service worker, which keeps a copy of the page
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null")
    phone.context.set_offline(True)
    try:
        phone.reload()
        phone.get_by_role("radio", name="clubs").check()
        pick(phone, "trick", "10D", "AD", "7D")
        pick(phone, "hand", "7C", "QH")
        expect(phone.locator('[data-card="7C"]')).to_have_attribute("data-allowed", "yes")
        expect(phone.locator('[data-card="QH"]')).to_have_attribute("data-allowed", "yes")
        phone.get_by_role("radio", name="Rotterdam").check()
        expect(phone.locator('[data-card="QH"]')).to_have_attribute("data-allowed", "no")
    finally:
        phone.context.set_offline(False)


def test_the_javascript_joker_referee_agrees_with_the_python_one(
    phone: Page, live_server: Any
) -> None:
    phone.goto(live_server.url + "/rules/joker/referee/")
    answers = phone.evaluate(
        """cases => cases.map(c => {
            const j = window.scorepadReferee.joker;
            const a = j.judge(c.trump, j.parseTrick(c.trick.join(",")), c.hand);
            return {
                allowed: c.hand.filter((card, i) => a.ruling.allowed[i]),
                reason: a.ruling.reason,
                taken: a.trick && [a.trick.winner, a.trick.why],
            };
        })""",
        JOKER_CASES,
    )
    assert answers == [
        {"allowed": case["allowed"], "reason": case["reason"], "taken": case["taken"]}
        for case in JOKER_CASES
    ]
    keys = phone.evaluate(
        """cases => cases.map(([trump, trick, hand]) => {
            const j = window.scorepadReferee.joker;
            try { j.judge(trump, j.parseTrick(trick), j.parseHand(hand)); }
            catch (error) { return error.key; }
            return null;
        })""",
        [list(case[:3]) for case in JOKER_ERRORS],
    )
    assert keys == [case[3] for case in JOKER_ERRORS]


def test_the_javascript_seep_referee_agrees_with_the_python_one(
    phone: Page, live_server: Any
) -> None:
    phone.goto(live_server.url + "/rules/seep/referee/")
    answers = phone.evaluate(
        """cases => cases.map(c => {
            const s = window.scorepadReferee.seep;
            const houses = s.parseHouses(c.houses.join(","));
            const [[card, moves]] = s.judge(c.hand, c.loose, houses, c.card);
            return Object.fromEntries(moves.map(m => [m.key, m.refusal || "ok"]));
        })""",
        SEEP_CASES,
    )
    for case, moves in zip(SEEP_CASES, answers, strict=True):
        assert sorted(key for key, why in moves.items() if why == "ok") == case["legal"]
        assert {key: moves.get(key) for key in case["refused"]} == case["refused"]
    keys = phone.evaluate(
        """cases => cases.map(([hand, loose, houses, card]) => {
            const s = window.scorepadReferee.seep;
            try {
                const floor = s.parseHouses(houses);
                s.judge(s.parseCards(hand), s.parseCards(loose), floor, card || null);
            }
            catch (error) { return error.key; }
            return null;
        })""",
        [list(case[:4]) for case in SEEP_ERRORS],
    )
    assert keys == [case[4] for case in SEEP_ERRORS]


def test_the_seep_page_says_the_same_in_the_browser_as_on_the_server(
    phone: Page, live_server: Any
) -> None:
    url = "/rules/seep/referee/?loose=2,4,5&houses=11:opponent,12:me&hand=9,J,7,5"
    phone.goto(live_server.url + url)
    served = phone.locator("#verdict").inner_text()
    phone.locator('input[name="card"]').fill("7")
    phone.locator('input[name="card"]').fill("")
    expect(phone.locator('[data-card="7"] [data-move="build:9"]')).to_have_attribute(
        "data-legal", "yes"
    )
    assert phone.locator("#verdict").inner_text() == served


def test_the_joker_page_says_the_same_in_the_browser_as_on_the_server(
    phone_tr: Page, live_server: Any
) -> None:
    url = "/rules/joker/referee/?trump=H&trick=X:high:S,KS&hand=JS,9S,X,7H"
    phone_tr.goto(live_server.url + url)
    served = phone_tr.locator("#verdict").inner_text()
    expect(phone_tr.locator('[data-card="JS"]')).to_have_attribute("data-allowed", "yes")
    phone_tr.locator('input[name="hand"]').fill("JS, 9S, X, 7H ")
    expect(phone_tr.locator('[data-card="9S"]')).to_have_attribute("data-allowed", "no")
    assert phone_tr.locator("#verdict").inner_text() == served


def test_a_joker_is_tapped_with_its_call(phone: Page, live_server: Any) -> None:
    phone.goto(live_server.url + "/rules/joker/referee/")
    phone.get_by_role("radio", name="hearts").check()
    picker = phone.locator("[data-picker]")
    picker.locator('[data-suit="S"]').click()
    picker.locator("[data-joker]").click()  # led: highest spades
    expect(phone.locator('input[name="trick"]')).to_have_value("X:high:S")
    pick(phone, "hand", "7S", "AS", "9H")
    expect(phone.locator('[data-card="AS"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "no")


def test_a_page_opened_for_another_question_answers_the_addresss(
    phone: Page, live_server: Any
) -> None:
    # As the service worker may do offline: the copy kept for one question, served for another.
    kept = phone.request.get(live_server.url + KLAVERJAS + "?trump=H&trick=AS&hand=7H,KD").text()
    phone.route(
        re.compile(r".*/rules/klaverjas/referee/[?].*"),
        lambda route: route.fulfill(body=kept, content_type="text/html"),
    )
    phone.goto(live_server.url + KLAVERJAS + "?rules=rotterdam&trump=S&trick=KH,AH&hand=7S,QD")
    expect(phone.locator('[data-card="QD"]')).to_have_attribute("data-allowed", "no")
    expect(phone.locator('[data-card="7S"]')).to_have_attribute("data-allowed", "yes")
    expect(phone.locator('[data-card="7H"]')).to_have_count(0)
    expect(phone.locator('input[name="trick"]')).to_have_value("KH,AH")
