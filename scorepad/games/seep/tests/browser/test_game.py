"""A Seep match by tapping the captured cards: under nine points loses the bazzi at once."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.tap import pick, save, start_game

pytestmark = pytest.mark.django_db(transaction=True)

SPADES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def test_a_seep_match_won_by_a_bazzi(phone, live_server):
    start_game(phone, live_server.url, "seep", ["Nino", "Giorgi", "Ana", "Levan"], bazzis=2)
    expect(phone.locator(".rules-link")).to_have_attribute(
        "href", re.compile(r"^/rules/seep/\?back=%2Fgames%2F[\w-]+%2F#bazzi$")
    )

    # Deal 1: by number, 60 to 40, a sweep for Giorgi & Levan: 60 - 90 = -30.
    phone.locator('#entry [data-step="10"]').click()
    for _ in range(6):
        phone.locator('#entry [data-step="10"]').click()
    phone.locator('#entry [data-step="-10"]').click()
    expect(phone.get_by_test_id("points")).to_have_value("60")
    pick(phone, "sweeps_1", 1)
    expect(phone.get_by_test_id("preview")).to_contain_text(
        "Running difference: 30 in favour of Giorgi & Levan"
    )
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")

    # Deal 2: Nino & Ana take every spade and the ten of diamonds: Giorgi & Levan keep 3.
    phone.locator("details.cards summary").click()
    for rank in SPADES:
        pick(phone, "cards", f"{rank}S")
    pick(phone, "cards", "10D")
    expect(phone.locator('input[name="points"]')).to_have_value("97")
    expect(phone.get_by_test_id("preview")).to_contain_text("under 9 points: bazzi lost")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    expect(phone.get_by_test_id("total-0")).to_have_text("1")
    expect(phone.locator('tr[data-deal="2"] td.bazzi-won')).to_contain_text("bazzi")

    # Deal 3: 100 points and two sweeps for Nino & Ana: the second bazzi ends the match.
    phone.locator("details.cards summary").click()
    for code in [f"{rank}S" for rank in SPADES] + ["AH", "AD", "AC", "10D"]:
        pick(phone, "cards", code)
    pick(phone, "sweeps_0", 2)
    save(phone)
    expect(phone.get_by_test_id("winners")).to_have_text("Winner: Nino & Ana")
    expect(phone.get_by_test_id("total-0")).to_have_text("2")
    expect(phone.locator("#entry")).to_have_count(0)
