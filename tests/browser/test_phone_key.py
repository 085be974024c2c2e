"""This phone's key, on two phones: the home page says where the games live and offers the key;
opened on a new phone it asks, then brings every game there."""

import pytest
from playwright.sync_api import expect

from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import start_game

pytestmark = pytest.mark.django_db(transaction=True)

WORDS = {
    "en": {"lives": "These games live only in this browser", "holds": "This key holds 2 games"},
    "tr": {"lives": "Bu oyunlar yalnızca bu tarayıcıda durur", "holds": "Bu anahtarda 2 oyun var"},
}


@pytest.mark.parametrize(("language", "width"), [("en", 390), ("tr", 360)])
def test_the_key_brings_this_phones_games_to_a_new_phone(browser, live_server, language, width):
    words = WORDS[language]
    old, new = new_phone(browser, language), new_phone(browser, language)
    try:
        old.set_viewport_size({"width": width, "height": 800})
        start_game(old, live_server.url, "ers", ["Ada", "Bo"])
        start_game(old, live_server.url, "ers", ["Çağrı İnce", "Jan-Willem van der Berg"])
        old.goto(live_server.url + "/")
        expect(old.get_by_test_id("where-rights-live")).to_contain_text(words["lives"])
        old.get_by_test_id("phone-key").click()
        key_url = old.get_by_test_id("key-url").input_value()
        assert "/phone/" in key_url
        # Nothing on the key page is wider than the phone.
        assert old.evaluate("document.documentElement.scrollWidth") <= width

        new.goto(key_url)
        expect(new.get_by_test_id("bring-explained")).to_contain_text(words["holds"])
        new.get_by_test_id("bring-confirm").click()
        expect(new).to_have_url(live_server.url + "/")
        games = new.locator(".game-list li")
        expect(games).to_have_count(2)
        expect(games.filter(has_text="Jan-Willem van der Berg")).to_have_count(1)
        games.filter(has_text="Ada, Bo").locator("a").click()
        expect(new.locator("#entry")).to_be_visible()  # the same right: it enters scores
    finally:
        put_away(old)
        put_away(new)
