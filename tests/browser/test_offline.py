"""Scoring when the wifi drops, in real Chromium with the context offline: every rule page and
a search still open, deals entered offline are kept and recorded exactly once, a conflict is
kept with its reason, a new deploy's worker takes over, and the screen stays awake."""

import re
import time

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from rules import content
from scorepad import offline
from scorepad.models import Deal, Game
from tests.browser.stored import until_recorded
from tests.browser.tap import console_problems, pick, save, start_game
from tests.factories import game_with_deals

# What works offline: the phones keep the service worker.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]


def until(page: Page, expression: str, timeout: float = 10) -> None:
    """Until ``expression`` (awaited) is true in the page; evaluated over CDP, as the pages'
    CSP forbids the eval that wait_for_function uses."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(f"(async () => Boolean(await ({expression})))()"):
        assert time.monotonic() < deadline, f"still false: {expression}"
        page.wait_for_timeout(100)


def wait_for_worker(page: Page) -> None:
    """Until the service worker controls the page, its first files kept (some thirty files:
    a loaded machine may take a while). A page that was loading while the worker took over
    the open pages can be left out of it, as a browser may: then the page is opened again,
    as a player's next tap would."""
    until(page, "navigator.serviceWorker.ready.then(() => true)", timeout=30)
    if not page.evaluate("navigator.serviceWorker.controller !== null"):
        page.reload()
    until(page, "navigator.serviceWorker.controller !== null", timeout=30)


def open_as_editor(page: Page, base_url: str, game: Game) -> None:
    page.goto(base_url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#entry")).to_be_visible()


def waiting_rows(page: Page):
    return page.get_by_test_id("waiting-row")


def test_after_one_visit_every_rule_page_and_a_search_open_offline(phone, live_server):
    phone.goto(live_server.url + "/")
    wait_for_worker(phone)
    phone.context.set_offline(True)

    for name in content.names():
        for language in content.LANGUAGES:
            document = content.document(name, language)
            assert document is not None
            phone.goto(f"{live_server.url}/rules/{name}/?lang={language}")
            heading = phone.locator("h1")
            expect(heading).to_contain_text(document.title.split(" (")[0])
            expect(heading).to_have_attribute("lang", document.language)
        phone.goto(f"{live_server.url}/rules/{name}/")
        expect(phone.locator("h1")).to_be_visible()
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()

    # Never searched online: the kept search page answers at the same address, in the browser.
    phone.goto(live_server.url + "/rules/search/?q=stanga")
    expect(phone).to_have_url(re.compile(r"/rules/search/\?q=stanga$"))
    expect(phone.get_by_test_id("offline-search")).to_be_visible()
    first = phone.locator("#results .hits li").first
    expect(first.locator(".hit-link")).to_have_attribute("href", re.compile(r"^/rules/joker/"))
    expect(first.locator("mark").first).to_have_text(re.compile("ştanga", re.IGNORECASE))

    # Typing searches as you type, offline too; a typo and a Turkish suffix are forgiven.
    phone.locator("#rules-q").fill("klaverjass")
    expect(phone.locator("#results .hits li").first.locator(".hit-link")).to_have_attribute(
        "href", re.compile(r"^/rules/(klaverjas|glossary)/")
    )
    phone.locator("#rules-q").fill("kozlar")
    expect(phone.locator("#results .hits li").first).to_contain_text(re.compile("koz", re.I))
    expect(phone).to_have_url(re.compile(r"/rules/search/\?q=kozlar"))

    # A page the phone never kept: the offline page, under its own address.
    phone.goto(live_server.url + "/games/never-seen-here/")
    expect(phone).to_have_url(re.compile(r"/games/never-seen-here/$"))
    expect(phone.get_by_test_id("offline-page")).to_be_visible()


def test_three_deals_of_different_games_entered_offline_are_recorded_once_each(phone, live_server):
    problems = console_problems(phone)
    joker = game_with_deals("joker", players=["Nino", "Giorgi", "Ana", "Levan"])
    klaverjas = game_with_deals("klaverjas", players=["Ada", "Bo", "Cem", "Dee"])
    ers = game_with_deals("ers", players=["Ada", "Bo"])
    for game in (joker, klaverjas, ers):
        open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    for game in (joker, klaverjas, ers):  # each page seen once, as a player would have
        phone.goto(live_server.url + reverse("game", args=[game.public_id]))
        expect(phone.locator("#entry")).to_be_visible()

    phone.context.set_offline(True)

    # Joker, deal 1 (one card, Nino deals): the bids, the dealer's closed bid worked out offline.
    phone.goto(live_server.url + reverse("game", args=[joker.public_id]))
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()
    pick(phone, "bid_1", 1)
    pick(phone, "bid_2", 0)
    pick(phone, "bid_3", 0)
    expect(phone.locator('input[name="bid_0"][value="0"]')).to_be_disabled()
    expect(phone.get_by_test_id("forbidden-reason")).to_contain_text("Nino deals and may not bid 0")
    pick(phone, "bid_0", 1)
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)
    expect(waiting_rows(phone).first).to_contain_text("Giorgi 1")
    # Then the tricks of the same deal, with the bids shown and the count kept offline.
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("0 of 1 tricks")
    expect(phone.get_by_test_id("seat-0")).to_contain_text("bid 1")
    pick(phone, "tricks_1", 1)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("1 of 1 tricks")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(2)
    # The next deal: two cards, Giorgi deals.
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.get_by_test_id("dealer")).to_have_text("Giorgi")

    # Klaverjas: the other team's card points are the rest of 162.
    phone.goto(live_server.url + reverse("game", args=[klaverjas.public_id]))
    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("100")
    expect(phone.get_by_test_id("offline-complement")).to_contain_text("62")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")

    # Egyptian Rat Screw: one tap on the winner.
    phone.goto(live_server.url + reverse("game", args=[ers.public_id]))
    phone.locator("#entry button[name=winner]", has_text="Bo").click()
    expect(waiting_rows(phone)).to_have_count(1)

    # Reloading offline loses nothing.
    phone.reload()
    expect(waiting_rows(phone)).to_have_count(1)
    expect(phone.locator("#entry h2")).to_contain_text("Game 2")
    assert Deal.objects.count() == 0

    phone.context.set_offline(False)
    # Sent once the network is back: at once when the browser says so, else at the next try.
    expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)
    expect(phone.get_by_test_id("total-1")).to_have_text("1")
    phone.goto(live_server.url + reverse("game", args=[joker.public_id]))
    expect(waiting_rows(phone)).to_have_count(0)

    # Exactly those deals, once each.
    assert [d.data for d in Deal.objects.filter(game=joker)] == [
        {"bids": [1, 1, 0, 0], "tricks": [0, 1, 0, 0]}
    ]
    klaverjas_deals = [d.data for d in Deal.objects.filter(game=klaverjas)]
    assert len(klaverjas_deals) == 1 and klaverjas_deals[0]["points"] == [100, 62]
    assert [d.data for d in Deal.objects.filter(game=ers)] == [{"winner": 1}]
    assert not [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p]


def test_a_deal_recorded_by_another_phone_meanwhile_is_reported_and_kept(
    phone, second_phone, live_server
):
    game = game_with_deals("klaverjas", players=["Ada", "Bo", "Cem", "Dee"])
    open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    open_as_editor(second_phone, live_server.url, game)

    phone.context.set_offline(True)
    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("90")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)

    # Meanwhile the other phone records deal 1.
    pick(second_phone, "playing", 1)
    second_phone.get_by_test_id("points").fill("120")
    save(second_phone)
    expect(second_phone.locator("#entry h2")).to_contain_text("Deal 2")
    # Its phone shows the next deal at once and sends this one behind: recorded once it is
    # no longer waiting there.
    expect(waiting_rows(second_phone)).to_have_count(0)
    assert until_recorded(game, 1)[0]["points"] == [42, 120]

    phone.context.set_offline(False)
    row = waiting_rows(phone).first
    expect(row).to_have_attribute("data-state", "conflict")
    expect(row.get_by_test_id("waiting-reason")).to_contain_text("Deal 1 is already on the sheet")
    assert [d.data["points"] for d in Deal.objects.filter(game=game)] == [[42, 120]]

    # Kept until the player decides: a reload keeps it too; put back, it fills the form.
    phone.reload()
    expect(waiting_rows(phone)).to_have_count(1)
    waiting_rows(phone).first.get_by_role("button", name="Put it back in the form").click()
    expect(waiting_rows(phone)).to_have_count(0)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.get_by_test_id("points")).to_have_value("90")


def test_a_new_deploys_worker_replaces_the_old_one(phone, live_server, monkeypatch):
    phone.goto(live_server.url + "/")
    wait_for_worker(phone)
    first = phone.evaluate("caches.keys()")
    assert first == [f"scorepad-{offline.deploy_version()}"]

    monkeypatch.setattr(offline, "deploy_version", lambda: "next-deploy")
    offline.worker_script.cache_clear()
    try:
        phone.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        expect(phone.get_by_test_id("update-offer")).to_be_visible()
        until(phone, "caches.keys().then((keys) => keys.join() === 'scorepad-next-deploy')")
        phone.get_by_test_id("update-offer").get_by_role("button").click()
        expect(phone.get_by_test_id("update-offer")).to_have_count(0)
        assert phone.evaluate("caches.keys()") == ["scorepad-next-deploy"]
    finally:
        offline.worker_script.cache_clear()


WAKE_LOCK_SPY = """
window.wakeLockRequests = 0;
window.wakeLockSentinels = [];
Object.defineProperty(navigator, "wakeLock", { value: { request(type) {
  window.wakeLockRequests += 1;
  const listeners = [];
  const sentinel = {
    type, released: false,
    addEventListener(name, listener) { listeners.push(listener); },
    release() {
      sentinel.released = true;
      listeners.forEach((listener) => listener());
      return Promise.resolve();
    },
  };
  window.wakeLockSentinels.push(sentinel);
  return Promise.resolve(sentinel);
} } });
"""


def test_the_wake_lock_is_requested_on_the_game_page(phone, live_server):
    phone.add_init_script(WAKE_LOCK_SPY)
    start_game(phone, live_server.url, "ers", ["Ada", "Bo"])
    toggle = phone.get_by_test_id("wake-lock")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    until(phone, "window.wakeLockRequests === 1")

    # The browser lets the lock go when the page is hidden; visible again, it is taken again.
    phone.evaluate("window.wakeLockSentinels[0].release()")
    phone.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    until(phone, "window.wakeLockRequests === 2")

    # The toggle lets it go, and it stays off after a reload.
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert phone.evaluate("window.wakeLockSentinels[1].released")
    phone.reload()
    expect(phone.get_by_test_id("wake-lock")).to_have_attribute("aria-pressed", "false")
    assert phone.evaluate("window.wakeLockRequests") == 0


def test_a_first_visit_fetches_its_page_once_and_keeps_it_for_offline(phone, live_server):
    """The worker installed by the home page does not fetch the home page again: the window
    hands over the copy it got, and a reload offline shows it."""
    home = live_server.url + "/"
    fetched = []
    phone.context.on("request", lambda request: request.url == home and fetched.append(request))
    phone.goto(home)
    until(phone, "navigator.serviceWorker.ready.then(() => true)", timeout=30)
    until(phone, "caches.keys().then(keys => caches.open(keys[0])).then(c => c.match('/'))")
    until(phone, "caches.keys().then(keys => caches.open(keys[0])).then(c => c.match('/offline/'))")
    # Counted before wait_for_worker, which may open the page again (its own fetch).
    assert len(fetched) == 1
    wait_for_worker(phone)
    phone.context.set_offline(True)
    phone.reload()
    expect(phone.locator("form.new-game")).to_be_visible()
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()
