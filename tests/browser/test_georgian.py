"""A phone set to Georgian: a Joker deal played in Georgian words, and every page read at 360 px
with long Georgian names, in the light and the dark scheme, without sideways scrolling or a
name cut at its top or bottom."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.fixtures import new_phone
from tests.browser.tap import pick, save, start_game
from tests.browser.test_sheet_fits import clipped_names, overflow
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

# Georgian names as long as a table's, with the hyphen of a double surname.
NAMES = [
    "ალექსანდრე ჯავახიშვილი-ორბელიანი",
    "ნინო გიორგაძე-ჯავახიშვილი",
    "თამარ ჩიქოვანი-ბაგრატიონი",
    "ლევან მესხიშვილი-დადიანი",
]


def georgian_phone(browser: Browser, scheme: str = "light") -> Page:
    page = new_phone(browser, "ka")
    page.set_viewport_size({"width": 360, "height": 800})
    page.emulate_media(color_scheme=scheme)
    return page


def fits(page: Page, what: str) -> None:
    assert overflow(page) <= 0, f"{what} scrolls sideways at 360 px"
    assert clipped_names(page) == [], what


def test_a_georgian_phone_plays_the_first_joker_deal_in_georgian(browser: Browser, live_server):
    page = georgian_phone(browser)
    try:
        start_game(page, live_server.url, "joker", NAMES, length="short")
        expect(page.locator("html")).to_have_attribute("lang", "ka")
        expect(page.locator("#entry h2")).to_contain_text("დარიგება 1")
        pick(page, "bid_1", 0)
        pick(page, "bid_2", 1)
        pick(page, "bid_3", 0)
        # One card, and the others bid 1 between them: the dealer may not pass, and is told so.
        expect(page.locator('input[name="bid_0"][value="0"]')).to_be_disabled()
        expect(page.get_by_test_id("forbidden-reason")).to_contain_text("ვერ იტყვის")
        fits(page, "the bids")
        # No capitals in Georgian: the tags are not set in Mtavruli (static/css/app.css).
        first = page.locator(".seat .tag").first
        expect(first).to_have_text("პირველი ამბობს")
        assert first.evaluate("el => getComputedStyle(el).textTransform") == "none"
        pick(page, "bid_0", 1)
        save(page)
        pick(page, "tricks_1", 0)
        pick(page, "tricks_2", 1)
        pick(page, "tricks_3", 0)
        expect(page.get_by_test_id("tricks-count")).to_contain_text("1 / 1 ხელი")
        fits(page, "the tricks")
        save(page)
        expect(page.locator("#entry h2")).to_contain_text("დარიგება 2")
        expect(page.get_by_test_id("total-0")).to_have_text("-200")
        # The dealer's ştanga explains itself in the words of a Georgian table.
        page.locator('tr[data-deal="1"] td').first.locator("button.why").click()
        expect(page.locator(".note")).to_contain_text("ხიშტი")
        fits(page, "the sheet with a score's note")
    finally:
        page.context.close()


def games() -> dict[str, str]:
    """Each game in play, and one finished (its results), with the long Georgian names."""
    played = {
        "joker": game_with_deals(
            "joker",
            [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}, {"bids": [1, 1, 0, 1]}],
            players=NAMES,
        ),
        "klaverjas": game_with_deals(
            "klaverjas", [{"playing": 0, "points": [100, 62], "roem": [20, 0]}], players=NAMES
        ),
        "seep": game_with_deals("seep", [{"points": [60, 40], "sweeps": [1, 0]}], players=NAMES),
        "king": game_with_deals("king", [], players=NAMES),
        "ers": game_with_deals("ers", [{"winner": 0}], players=NAMES),
        "results": game_with_deals("ers", [{"winner": 1}], players=NAMES, options={"target": 1}),
    }
    return {
        name: f"/games/{game.public_id}/editor/{game.edit_token}/" for name, game in played.items()
    }


PAGES = [
    "/",
    "/rules/",
    "/rules/joker/",
    "/rules/glossary/",
    "/rules/klaverjas/",
    "/rules/search/?q=ხიშტი",
    "/rules/joker/referee/",
    "/rules/klaverjas/referee/",
    "/rules/seep/referee/",
    "/rules/joker/lesson/",
    "/rules/klaverjas/practice/",
    "/stats/",
    "/phone/",
    "/offline/",
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_georgian_page_fits_a_360_px_phone(browser: Browser, live_server, scheme):
    page = georgian_phone(browser, scheme)
    try:
        for name, url in games().items():
            page.goto(live_server.url + url)
            expect(page.locator("#sheet")).to_be_visible()
            expect(page.locator("html")).to_have_attribute("lang", "ka")
            fits(page, f"the {name} game")
        expect(page.get_by_test_id("winners")).to_contain_text(NAMES[1])
        for url in PAGES:
            response = page.goto(live_server.url + url)
            assert response is not None and response.status == 200, url
            expect(page.locator("html")).to_have_attribute("lang", "ka")
            fits(page, url)
        response = page.goto(live_server.url + "/nowhere/")
        assert response is not None and response.status == 404
        expect(page.locator("h1")).to_have_text(re.compile("ვერ მოიძებნა"))
        fits(page, "the 404 page")
    finally:
        page.context.close()
