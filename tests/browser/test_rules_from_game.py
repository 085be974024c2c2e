"""The rules from inside a game: the section that matters now, a glossary term, and back."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.tap import pick, start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_player_reads_the_nat_rule_mid_deal_and_comes_back_to_the_game(phone, live_server):
    start_game(phone, live_server.url, "klaverjas", ["Anne", "Bram", "Cor", "Daan"])
    game_url = phone.url
    pick(phone, "playing", 1)

    phone.locator(".rules-link").click()
    expect(phone).to_have_url(re.compile(r"/rules/klaverjas/\?back=.*#nat$"))
    expect(phone.locator("#nat")).to_be_in_viewport()

    phone.get_by_test_id("back-to-game").click()
    expect(phone).to_have_url(game_url)
    expect(phone.locator("#entry")).to_be_visible()
