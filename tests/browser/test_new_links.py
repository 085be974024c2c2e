"""New links, on two phones: the phone that started the game is asked before its links are
renewed, told what that does, and keeps the game; the follower it shut out reads, in words,
why the sheet stopped, and its page stops asking."""

import pytest
from playwright.sync_api import expect

from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import start_game

pytestmark = pytest.mark.django_db(transaction=True)

WORDS = {
    "en": {
        "asked": "every phone that opened them can no longer watch the sheet",
        "gone": "This phone can no longer open this game: its links were renewed",
    },
    "tr": {
        "asked": "bunları açan telefonlar artık kâğıdı izleyemez",
        "gone": "Bu telefon artık bu oyunu açamıyor: bağlantıları yenilendi",
    },
}


def open_share(page):
    page.locator("details.share").evaluate("details => { details.open = true; }")


@pytest.mark.parametrize("language", ["en", "tr"])
def test_new_links_ask_first_and_the_follower_reads_why_the_sheet_stopped(
    browser, live_server, language
):
    words = WORDS[language]
    phone, follower = new_phone(browser, language), new_phone(browser, language)
    try:
        start_game(phone, live_server.url, "ers", ["Ada", "Bo"])
        game_url = phone.url
        open_share(phone)
        follow_url = phone.locator("#follow-url").input_value()
        follower.goto(follow_url)
        expect(follower).to_have_url(game_url)
        expect(follower.locator("#sheet")).to_be_visible()

        # The tap asks first and says what it does; keeping the links changes nothing.
        phone.get_by_test_id("new-links").click()
        expect(phone.get_by_test_id("renew-explained")).to_contain_text(words["asked"])
        phone.get_by_test_id("renew-cancel").click()
        expect(phone).to_have_url(game_url)
        open_share(phone)
        expect(phone.locator("#follow-url")).to_have_value(follow_url)
        phone.locator("#entry button[name=winner]").first.click()
        expect(follower.get_by_test_id("total-0")).to_have_text("1", timeout=10_000)

        # Confirmed: the starter keeps the game, with links of its own again.
        open_share(phone)
        phone.get_by_test_id("new-links").click()
        phone.get_by_test_id("renew-confirm").click()
        expect(phone).to_have_url(game_url)
        open_share(phone)
        expect(phone.locator("#follow-url")).not_to_have_value(follow_url)
        expect(phone.locator("#entry")).to_be_visible()

        # The follower's next poll is refused: it says why in words, not an error number.
        notice = follower.locator("#offline-notice")
        expect(notice).to_contain_text(words["gone"], timeout=10_000)
        expect(notice).not_to_contain_text("404")
    finally:
        put_away(phone)
        put_away(follower)
