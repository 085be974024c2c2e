"""Every installed game takes a deal with the network cut: the entry is filled and saved
offline, kept on the phone as waiting, and recorded exactly once when the network returns (the
game's guarded sample: one deal in, the next as an editor enters it)."""

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.games import installed
from scorepad.models import Deal
from tests.browser.test_offline import open_as_editor, wait_for_worker, waiting_rows
from tests.factories import GUARDED_GAMES, guarded_game

# What works offline: the phones keep the service worker.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]
NOT_TYPED = ("number", "phase", "key")


def fill_in(page: Page, fields: dict[str, str]) -> bool:
    """Fill the entry as a thumb would: a tap on each choice, a number typed in each box.
    True when a tap sent the entry already (a winner's button)."""
    entry = page.locator("#entry")
    for name, value in fields.items():
        if name in NOT_TYPED:
            continue
        choice = entry.locator(f'label:has(> input[name="{name}"][value="{value}"])')
        button = entry.locator(f'button[name="{name}"][value="{value}"]')
        box = entry.locator(f'input[name="{name}"]:not([type=hidden]):not([type=radio])')
        if choice.count():
            choice.click()
        elif button.count():
            button.click()
            return True
        elif box.count():
            box.fill(value)
    return False


@pytest.mark.parametrize("name", installed())
def test_a_deal_entered_offline_is_kept_and_recorded_once(phone, live_server, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    phone.goto(live_server.url + reverse("game", args=[game.public_id]))
    expect(phone.locator("#entry")).to_be_visible()

    phone.context.set_offline(True)
    phone.reload()
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()
    if not fill_in(phone, case["next"]):
        phone.locator("#entry button.save").first.click()
    expect(waiting_rows(phone)).to_have_count(1)
    assert Deal.objects.filter(game=game).count() == 1

    phone.context.set_offline(False)
    # Sent when the network is back: at once when the browser says so, else at the next try.
    expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)
    recorded = [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]
    assert len(recorded) == 2
    assert recorded[1] == case["next_recorded"]
