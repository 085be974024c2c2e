"""Mistakes are cheap: change an earlier deal and everything after it is recomputed; undo."""

import pytest
from playwright.sync_api import expect

from tests.browser.tap import open_game_file, save

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_earlier_deal_is_changed_and_the_sheet_recomputed(phone, live_server, tmp_path):
    document = {
        "format": "scorepad/1",
        "game": "seep",
        "players": ["Nino", "Giorgi", "Ana", "Levan"],
        "deals": [{"points": [60, 40]}, {"points": [30, 70]}],
    }
    open_game_file(phone, live_server.url, document, tmp_path)
    expect(phone.locator('tr[data-deal="2"] td.difference')).to_have_text("-20")

    phone.locator('tr[data-deal="1"] a.edit').click()
    expect(phone.locator("#entry h2")).to_contain_text("Change deal 1")
    expect(phone.get_by_test_id("points")).to_have_value("60")
    phone.locator('#entry [data-step="10"]').click()
    phone.locator('#entry [data-step="10"]').click()
    expect(phone.get_by_test_id("points")).to_have_value("80")
    save(phone)

    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    expect(phone.locator('tr[data-deal="1"] td.difference')).to_have_text("60")
    expect(phone.locator('tr[data-deal="2"] td.difference')).to_have_text("20")
    assert phone.url.endswith(f"/games/{phone.url.split('/games/')[1].split('/')[0]}/")

    phone.get_by_role("button", name="Undo the last entry").click()
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.locator('tr[data-deal="2"]')).to_have_count(0)
