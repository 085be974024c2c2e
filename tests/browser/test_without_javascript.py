"""Everything works without JavaScript: forms post, refusals come back as pages."""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.tap import pick, save, start_game

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def plain_phone(browser: Browser, live_server) -> Iterator[Page]:
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        java_script_enabled=False,
    )
    yield context.new_page()
    context.close()


def test_the_dealers_forbidden_bid_is_refused_by_the_server(plain_phone, live_server):
    page = plain_phone
    start_game(page, live_server.url, "joker", ["Nino", "Giorgi", "Ana", "Levan"], length="short")
    pick(page, "bid_1", 0)
    pick(page, "bid_2", 0)
    pick(page, "bid_3", 0)
    pick(page, "bid_0", 1)
    save(page)
    expect(page.get_by_test_id("seat-0")).to_contain_text("Nino deals and may not bid 1")
    expect(page.locator('input[name="bid_1"][value="0"]')).to_be_checked()
    pick(page, "bid_0", 0)
    save(page)
    expect(page.get_by_test_id("seat-0")).to_contain_text("bid 0")


def test_roem_buttons_and_the_klaverjas_deal_work_without_javascript(plain_phone, live_server):
    page = plain_phone
    start_game(page, live_server.url, "klaverjas", ["Nino", "Giorgi", "Ana", "Levan"])
    pick(page, "playing", 1)
    page.get_by_test_id("points").fill("100")
    page.locator('#entry button[name="act"][value="1:50"]').click()
    expect(page.get_by_test_id("roem-1")).to_have_text("50")
    expect(page.get_by_test_id("points")).to_have_value("100")
    expect(page.get_by_test_id("preview")).to_contain_text("made")
    save(page)
    expect(page.get_by_test_id("total-1")).to_have_text("150")
