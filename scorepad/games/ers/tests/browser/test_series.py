"""An Egyptian Rat Screw series: one tap per game, the house rules card, a rematch."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.tap import pick, start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_ers_series_to_three_wins_then_a_rematch(phone, live_server):
    start_game(phone, live_server.url, "ers", ["Ada", "Bo", "Cem", "Dee", "Eli"], preset="wide")
    expect(phone.locator(".house-rules")).to_contain_text("tens")
    for game, winner in enumerate(["Bo", "Cem", "Bo", "Bo"], start=1):
        expect(phone.locator("#entry h2")).to_contain_text(f"Game {game}")
        phone.locator("#entry button[name=winner]", has_text=winner).click()
    expect(phone.get_by_test_id("winners")).to_have_text("Winner: Bo")
    expect(phone.get_by_test_id("total-1")).to_have_text("3")
    expect(phone.locator(".series li")).to_have_count(4)
    first_url = phone.url
    phone.get_by_role("button", name=re.compile("Rematch")).click()
    expect(phone).not_to_have_url(first_url)
    expect(phone.locator("#entry h2")).to_contain_text("Game 1")
    expect(phone.locator("#entry button[name=winner]")).to_have_count(5)


def test_a_table_taps_its_own_house_rules(phone, live_server):
    phone.goto(live_server.url + "/")
    pick(phone, "game", "ers")
    phone.locator("#id_player_1").fill("Ada")
    phone.locator("#id_player_2").fill("Bo")
    phone.locator(".game-pick:has(input[value=ers]) .custom-rules summary").click()
    pick(phone, "ers-combos", "top-bottom")
    expect(phone.locator('input[name="ers-preset"][value="custom"]')).to_be_checked()
    pick(phone, "ers-penalty", 0)
    phone.locator(".new-game button[type=submit]").click()
    expect(phone.locator(".house-rules")).to_contain_text("top-bottom")
    expect(phone.locator(".house-rules")).to_contain_text("A wrong slap costs 0 cards")
