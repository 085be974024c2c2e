"""A short Joker game by tapping: the dealer's forbidden bid, the tricks count, a premium."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.tap import console_problems, open_game_file, pick, save, start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_short_joker_game_with_a_refused_dealer_bid_and_a_premium(phone, live_server, tmp_path):
    # Seven deals of the first section are on the pad: Nino bid and took every card, Giorgi
    # bid 1 and took nothing, Ana and Levan passed.
    deals = [{"bids": [cards, 1, 0, 0], "tricks": [cards, 0, 0, 0]} for cards in range(1, 8)]
    document = {
        "format": "scorepad/1",
        "game": "joker",
        "players": ["Nino", "Giorgi", "Ana", "Levan"],
        "options": {"length": "short"},
        "deals": deals,
    }
    problems = console_problems(phone)
    open_game_file(phone, live_server.url, document, tmp_path)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 8")
    expect(phone.get_by_test_id("dealer")).to_have_text("Levan")
    expect(phone.locator(".rules-link")).to_have_attribute(
        "href", re.compile(r"^/rules/joker/\?back=%2Fgames%2F[\w-]+%2F#bidding$")
    )

    # Deal 8, eight cards, Levan deals and bids last: Nino 8, Giorgi 0, Ana 0.
    pick(phone, "bid_0", 8)
    pick(phone, "bid_1", 0)
    pick(phone, "bid_2", 0)
    levan_zero = phone.locator('input[name="bid_3"][value="0"]')
    expect(levan_zero).to_be_disabled()
    expect(phone.get_by_test_id("forbidden-reason")).to_contain_text(
        "Levan deals and may not bid 0"
    )
    pick(phone, "bid_3", 1)
    save(phone)

    expect(phone.get_by_test_id("tricks-count")).to_contain_text("0 of 8 tricks")
    expect(phone.get_by_test_id("seat-3")).to_contain_text("bid 1")
    pick(phone, "tricks_0", 8)
    pick(phone, "tricks_1", 0)
    pick(phone, "tricks_2", 0)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("8 of 8 tricks")
    # Levan's trick count follows from the others': counted, not tapped.
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("Levan 0")
    save(phone)

    # The section is complete: Nino and Ana kept every bid and earn the premium.
    expect(phone.locator("#entry h2")).to_contain_text("Deal 9")
    expect(phone.locator(".section-total .premium-mark")).to_have_count(2)
    expect(phone.get_by_test_id("total-0")).to_have_text("4400")  # 3600 + 800 again
    expect(phone.get_by_test_id("total-3")).to_have_text("150")  # 7 × 50, then ştanga -200
    levan_deal_8 = phone.locator('tr[data-deal="8"] td').nth(3)
    levan_deal_8.locator("button.why").click()
    expect(levan_deal_8.locator(".note")).to_contain_text("ştanga")
    assert problems == []


def test_a_new_joker_game_is_started_and_its_first_deal_played(phone, live_server):
    start_game(phone, live_server.url, "joker", ["Nino", "Giorgi", "Ana", "Levan"], length="short")
    expect(phone.locator("#entry h2")).to_contain_text("Deal 1")
    pick(phone, "bid_1", 0)
    pick(phone, "bid_2", 1)
    pick(phone, "bid_3", 0)
    # One card, and the others bid 1 between them: Nino (dealer) may not bid 0.
    expect(phone.locator('input[name="bid_0"][value="0"]')).to_be_disabled()
    pick(phone, "bid_0", 1)
    save(phone)
    pick(phone, "tricks_1", 0)
    pick(phone, "tricks_2", 1)
    pick(phone, "tricks_3", 0)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("1 of 1 tricks")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.get_by_test_id("total-2")).to_have_text("100")
    expect(phone.get_by_test_id("total-0")).to_have_text("-200")
