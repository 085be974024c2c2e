"""The Joker referee page in Chromium at a 360 px phone: the picker's taps, a joker's call among
them, answered on the phone by the game's own Python referee with no request."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from scorepad.games.joker import referee
from tests.browser.referees import (
    fits_and_reads_in_both_schemes,
    pick,
    requests_from,
    rules_loaded,
    says,
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
    picker = page.locator("[data-picker]")
    picker.locator('[data-suit="S"]').click()
    expect(picker.locator('[data-rank="6"]')).to_be_disabled()  # no six of spades in the pack
    picker.locator("[data-wild]").click()  # led: highest spades
    expect(page.locator('input[name="trick"]')).to_have_value("X:high:S")
    pick(page, "hand", "7S", "AS", "9H")
    answer = says(page, referee, trump="H", trick="X:high:S", hand="7S, AS, 9H")
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
