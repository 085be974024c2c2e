"""A whole game entered with the connection cut for real (the context offline and the proxy in
front of the server closed, so that the service worker's own fetches fail too), from its first
deal to its end: a 40-deal Joker game with an undo, a change of a waiting entry and a reload along
the way, 16 Klaverjas deals, 20 King deals. The page carries each kind of entry once and the
engine on the phone fills it in for the next deal; the totals on the phone are the server's, and
once the connection returns every deal is recorded exactly once, as entered."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.games import game_type, samples
from tests.browser.cut import Proxy, proxy_to
from tests.browser.stored import recorded
from tests.browser.tap import rules_ready
from tests.browser.test_offline import wait_for_worker, waiting_rows
from tests.factories import game_with_deals

# What works offline: the phones keep the service worker.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]
PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]

# One entry through the page's own controls, quickly: a tap on each choice (its label), a number
# typed in each box, then Save.
ENTER = """([fields, save]) => {
  const form = document.getElementById("entry");
  for (const [name, value] of Object.entries(fields)) {
    if (["number", "phase", "key"].includes(name)) continue;
    const choice = form.querySelector(`input[name="${name}"][value="${value}"]`);
    if (choice && (choice.type === "radio" || choice.type === "checkbox")) {
      choice.closest("label").click();
      continue;
    }
    const box = form.querySelector(`input[name="${name}"]:not([type=hidden]):not([type=radio])`);
    if (box) {
      box.value = value;
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  if (save) form.querySelector("button.save").click();
}"""


@pytest.fixture
def cut(live_server) -> Iterator[Proxy]:
    with proxy_to(live_server.url) as proxy:
        yield proxy


def at_the_table(page: Page, proxy: Proxy, game) -> None:
    """The phone opened the game once online (the worker keeps it), then the connection is cut
    for real and the page opened again, from the worker's copy."""
    page.goto(proxy.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    wait_for_worker(page)
    page.goto(proxy.url + reverse("game", args=[game.public_id]))
    expect(page.locator("#entry")).to_be_visible()
    page.context.set_offline(True)
    proxy.cut()
    page.reload()
    expect(page.get_by_test_id("offline-banner")).to_be_visible()
    rules_ready(page)


def enter(page: Page, post: dict[str, str], next_step: str | None) -> None:
    page.evaluate(ENTER, [post, True])
    if next_step is None:
        expect(page.get_by_test_id("offline-over")).to_be_visible()
    else:
        expect(page.locator("#entry")).to_have_attribute("data-entry-step", next_step)


def step_of(post: dict[str, str]) -> str:
    return f"{post['number']}:{post['phase']}"


def back_online(page: Page, proxy: Proxy, game, count: int) -> list[dict]:
    proxy.restore()
    page.context.set_offline(False)
    expect(waiting_rows(page)).to_have_count(0, timeout=90_000)
    deadline = time.monotonic() + 10
    while len(recorded(game)) < count and time.monotonic() < deadline:
        time.sleep(0.05)
    return recorded(game)


def totals_shown(page: Page, sides: int) -> list[str]:
    return [page.get_by_test_id(f"bar-total-{side}").inner_text() for side in range(sides)]


def joker_deals(options: dict) -> list[dict]:
    """A full game: everyone passes but the dealer's left-hand player, who bids 1 in a deal of
    two cards or more; one player takes every trick, a different one each deal."""
    engine = game_type("joker").engine
    deals = []
    for index, slot in enumerate(engine.schedule(options)):
        dealer = engine.dealer_of(options, index)
        taker = (dealer + 1 + index % 4) % 4
        deal = {"tricks": [slot.cards if seat == taker else 0 for seat in range(4)]}
        if slot.kind in engine.KINDS_WITH_BIDS:
            left = (dealer + 1) % 4
            deal["bids"] = [1 if seat == left and slot.cards > 1 else 0 for seat in range(4)]
        deals.append(deal)
    return engine.clean_deals(PLAYERS, options, [], deals)


def test_a_whole_joker_game_offline_with_an_undo_a_change_and_a_reload(phone, cut):
    kind = game_type("joker")
    game = game_with_deals("joker", [], players=PLAYERS, options={"length": "full"})
    options = game_type(game.game).full_options(game.options)
    deals = joker_deals(options)
    assert len(deals) == 40
    at_the_table(phone, cut, game)

    posts = kind.entry_posts(PLAYERS, options, deals)
    for index, post in enumerate(posts):
        following = step_of(posts[index + 1]) if index + 1 < len(posts) else None
        if post["number"] == "10" and post["phase"] == "bids":
            # Saved, undone at once (back in its form as tapped), then saved otherwise.
            enter(phone, post, following)
            phone.get_by_test_id("undo").click()
            expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "10:bids")
            expect(phone.locator('input[name="bid_2"][value="1"]')).to_be_checked()
            deals[9]["bids"] = [0, 0, 2, 0]
            post = dict(post, bid_2="2")
        if post["number"] == "25" and post["phase"] == "bids":
            # A reload mid-game, offline: nothing is lost, the entry is where it was.
            waiting = waiting_rows(phone).count()
            phone.reload()
            expect(waiting_rows(phone)).to_have_count(waiting)
            expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "25:bids")
        enter(phone, post, following)
        upcoming = kind.engine.next_deal(PLAYERS, options, deals[: int(post["number"])])
        if following and following.endswith(":bids") and upcoming:
            # The next deal's form, filled in on the phone: its cards, its dealer, its choices.
            cards = upcoming["cards"]
            expect(phone.locator("#entry h2 .sub")).to_contain_text(f"{cards} card")
            expect(phone.get_by_test_id("dealer")).to_have_text(PLAYERS[upcoming["dealer"]])
            expect(phone.locator('#entry input[name="bid_0"]')).to_have_count(cards + 1)
        if post["number"] == "20" and post["phase"] == "tricks":
            # Deal 5's tricks, waiting since, changed: the tricks go to the dealer instead.
            row = phone.locator('[data-testid=waiting-row][data-step="5:tricks"]')
            row.get_by_test_id("waiting-change").click()
            expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "5:tricks")
            dealer = kind.engine.dealer_of(options, 4)
            deals[4]["tricks"] = [5 if seat == dealer else 0 for seat in range(4)]
            changed = {f"tricks_{seat}": str(deals[4]["tricks"][seat]) for seat in range(4)}
            phone.evaluate(ENTER, [changed, True])
            expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "21:bids")

    expect(waiting_rows(phone)).to_have_count(len(posts))
    sheet = kind.engine.compute_sheet(PLAYERS, options, deals)
    assert totals_shown(phone, 4) == [str(total) for total in sheet["totals"]]
    assert recorded(game) == []

    assert back_online(phone, cut, game, 40) == deals
    expect(phone.get_by_test_id("winners")).to_be_visible()


def test_sixteen_klaverjas_deals_offline(phone, cut):
    kind = game_type("klaverjas")
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    options = game_type(game.game).full_options(game.options)
    raw = [
        {"playing": n % 2, "points": [60 + n * 5, 102 - n * 5] if n % 2 == 0 else [50, 112]}
        for n in range(16)
    ]
    deals = kind.engine.clean_deals(PLAYERS, options, [], raw)
    at_the_table(phone, cut, game)
    posts = kind.entry_posts(PLAYERS, options, deals)
    for index, post in enumerate(posts):
        enter(phone, post, step_of(posts[index + 1]) if index + 1 < len(posts) else None)
    expect(waiting_rows(phone)).to_have_count(16)
    sheet = kind.engine.compute_sheet(PLAYERS, options, deals)
    assert totals_shown(phone, 2) == [str(total) for total in sheet["totals"]]
    assert back_online(phone, cut, game, 16) == deals


LIMITS = {
    "en": "{dealer} deals; {declarer} chooses and leads, with {negatives} and {koz} left to"
    " declare.",
    "tr": "{dealer} dağıtır; {declarer} oyunu seçer ve ilk ele başlar. Seçecek {negatives} ve {koz}"
    " kaldı.",
}


def limits_in_words(language: str, players: list[str], upcoming: dict) -> str:
    """What King's entry says its declarer has left to declare, in ``language``."""
    negatives, koz = upcoming["negatives_left"], upcoming["koz_left"]
    if language == "en":
        said = {"negatives": f"{negatives} negative{'' if negatives == 1 else 's'}"}
        said["koz"] = f"{koz} koz"
    else:
        said = {"negatives": f"{negatives} ceza", "koz": f"{koz} koz"}
    names = {"dealer": players[upcoming["dealer"]], "declarer": players[upcoming["declarer"]]}
    return LIMITS[language].format(**said, **names)


def test_twenty_king_deals_offline(phone, cut):
    kind = game_type("king")
    long = samples("king").long_game()
    game = game_with_deals("king", [], players=long["players"], options=long["options"])
    options = game_type(game.game).full_options(game.options)
    deals = kind.engine.clean_deals(long["players"], options, [], long["deals"])
    assert len(deals) == 20
    at_the_table(phone, cut, game)
    posts = kind.entry_posts(long["players"], options, deals)
    for index, post in enumerate(posts):
        following = step_of(posts[index + 1]) if index + 1 < len(posts) else None
        enter(phone, post, following)
        if following:
            # The next declarer, and the contracts closed to them struck out with the reason.
            upcoming = kind.engine.next_deal(long["players"], options, deals[: index + 1])
            name = long["players"][upcoming["declarer"]]
            expect(phone.locator("#entry h2 .sub")).to_contain_text(name)
            closed = phone.locator('#entry input[name="contract"]:disabled')
            expect(closed).to_have_count(len(upcoming["closed"]))
            # And what they have left to declare, as the engine counts it.
            said = limits_in_words("en", long["players"], upcoming)
            expect(phone.get_by_test_id("limits")).to_have_text(said)
    expect(waiting_rows(phone)).to_have_count(20)
    sheet = kind.engine.compute_sheet(long["players"], options, deals)
    assert totals_shown(phone, 4) == [str(total) for total in sheet["totals"]]
    assert back_online(phone, cut, game, 20) == deals
