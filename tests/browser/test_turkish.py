"""A phone set to Turkish gets the app in Turkish, and can play; the switch goes back and forth.

Only what does not depend on the translations is checked: the page language and test ids."""

import pytest
from playwright.sync_api import expect

from tests.browser.tap import start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_turkish_phone_plays_a_series(phone_tr, live_server):
    phone_tr.goto(live_server.url + "/")
    expect(phone_tr.locator("html")).to_have_attribute("lang", "tr")
    start_game(phone_tr, live_server.url, "ers", ["Ayşe", "Barış", "Cem"], target=1)
    expect(phone_tr.locator("html")).to_have_attribute("lang", "tr")
    phone_tr.locator("#entry button[name=winner]", has_text="Barış").click()
    expect(phone_tr.get_by_test_id("winners")).to_contain_text("Barış")
    expect(phone_tr.get_by_test_id("total-1")).to_have_text("1")

    game_url = phone_tr.url
    phone_tr.get_by_test_id("language-switch").locator("summary").click()
    phone_tr.locator('.language button[value="en"]').click()
    expect(phone_tr.locator("html")).to_have_attribute("lang", "en")
    assert phone_tr.url == game_url
    phone_tr.get_by_test_id("language-switch").locator("summary").click()
    phone_tr.locator('.language button[value="tr"]').click()
    expect(phone_tr.locator("html")).to_have_attribute("lang", "tr")
