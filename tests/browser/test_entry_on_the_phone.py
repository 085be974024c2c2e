"""The rules on the phone at the table: a slow network (300 ms through CDP) never costs a tap nor
a wrong score, no request goes out between the taps of a deal, a saved step shows the next one
and the new totals at once, and with the network cut the sheet keeps every total, the dealer
and the previews, undo and change of the entries still waiting, and a conflict with another
phone is shown with both versions for the table to choose."""

import contextlib
import re
import time
from collections.abc import Iterator

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.games import installed
from tests.browser.cut import proxy_to
from tests.browser.fixtures import CountedRequests, new_phone, put_away
from tests.browser.stored import recorded, until_recorded
from tests.browser.tap import pick, rules_ready, save
from tests.browser.test_offline import wait_for_worker, waiting_rows
from tests.browser.test_offline_every_game import fill_in
from tests.factories import GUARDED_GAMES, game_with_deals, guarded_game

pytestmark = pytest.mark.django_db(transaction=True)
PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
SENT_ENTRY = re.compile(r"/games/[^/]+/deals/$")


def eight_joker_deals() -> list[dict]:
    """Deals 1 to 8 of a classic game: everyone passes (the bids never add up to the cards)
    and the player after the dealer takes every trick."""
    deals = []
    for index, cards in enumerate(range(1, 9)):
        first = (index % 4 + 1) % 4
        tricks = [cards if seat == first else 0 for seat in range(4)]
        deals.append({"bids": [0, 0, 0, 0], "tricks": tricks})
    return deals


def open_as_editor(page: Page, base_url: str, game) -> None:
    page.goto(base_url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#entry")).to_be_visible()
    rules_ready(page)


def slow_network(page: Page, latency: int = 300) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def requests_of(page: Page) -> list[str]:
    """The requests the page makes from now on, but for the sheet asking every few seconds
    whether another phone changed it (its poll has nothing to do with the taps)."""
    made: list[str] = []

    def note(request) -> None:
        if request.headers.get("hx-trigger") != "sheet":
            made.append(f"{request.method} {request.url}")

    page.on("request", note)
    return made


@contextlib.contextmanager
def answers_held(page: Page) -> Iterator[list]:
    """While inside, the entries the page sends reach the server only when the block ends: what
    the page shows meanwhile it worked out alone, never waiting on the network (the bench
    times it: ``bench/phone.py``, Save to the next step)."""
    held: list = []

    def hold(route) -> None:
        if route.request.method == "POST":
            held.append(route)
        else:
            route.continue_()

    page.route(SENT_ENTRY, hold)
    try:
        yield held
    finally:
        for route in held:
            route.continue_()
        page.unroute(SENT_ENTRY, hold)


def held_one(page: Page, held: list, timeout: float = 10) -> None:
    """Until the page has sent its one entry (in the background, after the screen changed),
    and no second one."""
    deadline = time.monotonic() + timeout
    while not held:
        assert time.monotonic() < deadline, "the entry was never sent"
        page.wait_for_timeout(20)  # Playwright hands over the route only while called
    assert len(held) == 1


def test_a_quick_correction_on_a_slow_network_is_the_bid_recorded(phone, live_server):
    # Deal 9, nine cards, Nino deals: Giorgi, Ana and Levan bid 2; Nino taps 1, then 2.
    game = game_with_deals("joker", eight_joker_deals(), players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    slow_network(phone)
    made = requests_of(phone)
    for seat in (1, 2, 3):
        pick(phone, f"bid_{seat}", 2)
    expect(phone.locator('input[name="bid_0"][value="3"]')).to_be_disabled()
    expect(phone.get_by_test_id("forbidden-reason")).to_contain_text(
        "Nino deals and may not bid 3: the bids would add up to 9, the number of cards"
    )
    pick(phone, "bid_0", 1)
    phone.wait_for_timeout(200)
    pick(phone, "bid_0", 2)
    phone.wait_for_timeout(700)  # as long as two round trips would take: none is made
    assert made == []
    expect(phone.locator('input[name="bid_0"][value="2"]')).to_be_checked()

    with answers_held(phone) as held:
        save(phone)
        expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "9:tricks")
        expect(phone.get_by_test_id("seat-0")).to_contain_text("bid 2")
        held_one(phone, held)  # the bids went out, and the page did not wait for the answer
    deals = until_recorded(game, 9)
    phone.evaluate("0")  # Playwright hands over the page's events only while called
    assert deals[-1] == {"bids": [2, 2, 2, 2]}
    assert [request for request in made if "/deals/" in request] == [
        f"POST {live_server.url}/games/{game.public_id}/deals/"
    ]


def test_the_totals_follow_a_saved_deal_at_once_on_a_slow_network(phone, live_server):
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    slow_network(phone)
    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("100")
    expect(phone.get_by_test_id("preview")).to_contain_text("made")
    expect(phone.get_by_test_id("offline-complement")).to_contain_text("62")
    with answers_held(phone) as held:
        save(phone)
        expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "2:deal")
        expect(phone.get_by_test_id("bar-total-0")).to_have_text("100")
        expect(phone.get_by_test_id("bar-total-1")).to_have_text("62")
        held_one(phone, held)
    until_recorded(game, 1)
    expect(phone.get_by_test_id("bar-total-0")).to_have_text("100")


@pytest.mark.parametrize("name", installed())
def test_no_request_between_the_taps_and_one_per_saved_step(phone, live_server, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    open_as_editor(phone, live_server.url, game)
    made = requests_of(phone)
    sent = fill_in(phone, case["next"])
    if not sent:
        phone.wait_for_timeout(400)
        assert made == [], "no request while the taps are made"
        phone.locator("#entry button.save").first.click()
    until_recorded(game, 2)
    expect(waiting_rows(phone)).to_have_count(0)
    phone.evaluate("0")  # Playwright hands over the page's events only while called
    posts = [request for request in made if request.startswith("POST")]
    assert posts == [f"POST {live_server.url}/games/{game.public_id}/deals/"]
    assert recorded(game)[1] == case["next_recorded"]


def test_a_refused_entry_is_said_above_save_and_keeps_what_was_typed(phone, live_server):
    # Team 1 took all eight tricks, yet team 0 is given the stuk: refused on the phone.
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    made = requests_of(phone)
    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("100")
    pick(phone, "pit", 1)
    phone.get_by_test_id("stuk-0").click()
    phone.locator("#entry button.save").click()
    refusal = phone.get_by_test_id("entry-refusal")
    expect(refusal).to_contain_text("roem")
    expect(refusal).not_to_contain_text("deal 1:")  # deal 1's own form
    expect(phone.get_by_test_id("roem-0")).to_have_text("20")
    expect(phone.locator('input[name="pit"][value="1"]')).to_be_checked()
    expect(phone.locator("#entry h2")).to_contain_text("Deal 1")
    assert [request for request in made if request.startswith("POST")] == []
    assert recorded(game) == []


@pytest.mark.worker
def test_offline_the_sheet_keeps_its_totals_dealer_labels_undo_and_change(phone, live_server):
    game = game_with_deals("joker", [], players=PLAYERS, options={"length": "short"})
    open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    phone.goto(live_server.url + reverse("game", args=[game.public_id]))
    expect(phone.locator("#entry")).to_be_visible()
    phone.context.set_offline(True)
    phone.reload()
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()
    rules_ready(phone)

    # Deal 1, one card, Nino deals: Giorgi bids 1 and takes it.
    pick(phone, "bid_1", 1)
    pick(phone, "bid_2", 0)
    pick(phone, "bid_3", 0)
    expect(phone.locator('input[name="bid_0"][value="0"]')).to_be_disabled()
    pick(phone, "bid_0", 1)
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)
    expect(waiting_rows(phone).first).to_contain_text("Deal 1: bids")
    pick(phone, "tricks_1", 1)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("1 of 1 tricks")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(2)
    expect(waiting_rows(phone).nth(1)).to_contain_text("Deal 1: tricks")
    # Giorgi kept his bid of 1 (100); Nino bid 1 and took none: the ştanga (-200).
    expect(phone.get_by_test_id("bar-total-1")).to_have_text("100")
    expect(phone.get_by_test_id("bar-total-0")).to_have_text("-200")
    expect(waiting_rows(phone).nth(1)).to_contain_text("Giorgi +100")
    expect(phone.get_by_test_id("dealer")).to_have_text("Giorgi")
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")

    # Undo the tricks: back in their form, as they were tapped.
    phone.get_by_test_id("undo").click()
    expect(waiting_rows(phone)).to_have_count(1)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 1")
    expect(phone.locator('input[name="tricks_1"][value="1"]')).to_be_checked()
    expect(phone.get_by_test_id("bar-total-1")).not_to_have_text("100")
    # Change the bids still waiting: Giorgi passes (Nino's 1 is then refused), Nino too.
    phone.get_by_test_id("waiting-change").first.click()
    expect(waiting_rows(phone)).to_have_count(0)
    expect(phone.locator('input[name="bid_0"][value="1"]')).to_be_checked()
    pick(phone, "bid_1", 0)
    expect(phone.locator('input[name="bid_0"][value="1"]')).to_be_disabled()
    expect(phone.get_by_test_id("forbidden-reason")).to_contain_text("Nino deals and may not bid 1")
    pick(phone, "bid_0", 0)
    expect(phone.locator('input[name="bid_0"][value="0"]')).to_be_checked()
    save(phone)
    pick(phone, "tricks_1", 1)
    save(phone)
    expect(waiting_rows(phone)).to_have_count(2)
    expect(phone.get_by_test_id("bar-total-0")).to_have_text("50")

    # A reload loses nothing; back online, everything is sent once, in order.
    phone.reload()
    expect(waiting_rows(phone)).to_have_count(2)
    expect(phone.get_by_test_id("bar-total-0")).to_have_text("50")
    assert recorded(game) == []
    phone.context.set_offline(False)
    expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)
    assert recorded(game) == [{"bids": [0, 0, 0, 0], "tricks": [0, 1, 0, 0]}]
    expect(phone.get_by_test_id("total-0")).to_have_text("50")


@pytest.mark.worker
def test_offline_a_seep_dealer_follows_from_the_scores(phone, live_server):
    game = game_with_deals("seep", [], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    phone.goto(live_server.url + reverse("game", args=[game.public_id]))
    phone.context.set_offline(True)
    phone.reload()
    rules_ready(phone)
    # Nino deals; Nino & Ana take 60 to 40: ahead, so the next player, Giorgi, deals.
    phone.get_by_test_id("points").fill("60")
    preview = phone.get_by_test_id("preview")
    expect(preview.get_by_test_id("difference")).to_contain_text("20 in favour of Nino & Ana")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)
    expect(phone.get_by_test_id("dealer")).to_have_text("Giorgi")
    phone.context.set_offline(False)
    expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)


@pytest.mark.worker
def test_a_conflict_with_another_phone_shows_both_versions_to_choose_from(
    phone, second_phone, live_server
):
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    wait_for_worker(phone)
    phone.goto(live_server.url + reverse("game", args=[game.public_id]))
    phone.context.set_offline(True)
    phone.reload()
    rules_ready(phone)
    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("100")
    save(phone)
    expect(waiting_rows(phone)).to_have_count(1)

    # Meanwhile the other phone enters deal 1 otherwise, online.
    second_phone.goto(
        live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token])
    )
    pick(second_phone, "playing", 1)
    second_phone.get_by_test_id("points").fill("90")
    second_phone.locator("#entry button.save").click()
    until_recorded(game, 1)

    phone.context.set_offline(False)
    row = waiting_rows(phone).first
    expect(row).to_have_attribute("data-state", "conflict", timeout=15_000)
    expect(row.get_by_test_id("version-theirs")).to_contain_text("72")
    expect(row.get_by_test_id("version-ours")).to_contain_text("100")
    row.get_by_test_id("use-ours").click()
    expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)
    assert recorded(game)[0]["points"] == [100, 62]
    assert re.search(r"100", phone.get_by_test_id("total-0").inner_text())


def test_in_turkish_the_phone_says_the_closed_bid_and_a_refusal_in_turkish(phone_tr, live_server):
    game = game_with_deals("joker", eight_joker_deals(), players=PLAYERS)
    open_as_editor(phone_tr, live_server.url, game)
    made = requests_of(phone_tr)
    for seat in (1, 2, 3):
        pick(phone_tr, f"bid_{seat}", 2)
    expect(phone_tr.get_by_test_id("forbidden-reason")).to_contain_text(
        "Nino dağıtıcı, 3 diyemez: sözlerin toplamı kart sayısına (9) eşit olur"
    )
    pick(phone_tr, "bid_0", 2)
    with answers_held(phone_tr):
        save(phone_tr)
        expect(phone_tr.locator("#entry")).to_have_attribute("data-entry-step", "9:tricks")
    until_recorded(game, 9)

    # Klaverjas: team 1 took every trick, yet team 0 is given the stuk. The game is made between
    # the live server's answers: the phone is still sending, and on SQLite the server shares the
    # test's one connection.
    with CountedRequests.lock:
        game = game_with_deals("klaverjas", [], players=PLAYERS)
    open_as_editor(phone_tr, live_server.url, game)
    pick(phone_tr, "playing", 0)
    phone_tr.get_by_test_id("points").fill("100")
    pick(phone_tr, "pit", 1)
    phone_tr.get_by_test_id("stuk-0").click()
    phone_tr.locator("#entry button.save").click()
    refusal = phone_tr.get_by_test_id("entry-refusal")
    expect(refusal).to_contain_text("hiç el almayan takımın roem'i olmaz")
    expect(refusal).not_to_contain_text("1. dağıtım")
    expect(refusal).to_contain_text("roem")
    expect(phone_tr.get_by_test_id("roem-0")).to_have_text("20")
    phone_tr.evaluate("0")  # Playwright hands over the page's events only while called
    # The refusal was the phone's own: nothing was posted for the Klaverjas game. (The Joker
    # deal's post is not asked for: the page hands it over, or the service worker sends it from
    # its queue, which the page's requests do not show.)
    posted = f"POST {live_server.url}/games/{game.public_id}/"
    assert [request for request in made if request.startswith(posted)] == []
    assert recorded(game) == []


def test_a_deal_changed_is_worked_out_on_the_phone_and_saved_as_tapped(phone, live_server):
    # Deal 3, three cards, Ana deals: Levan and Nino bid 1, Giorgi passes; 1 is closed to Ana.
    game = game_with_deals("joker", eight_joker_deals()[:3], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    phone.get_by_label("change deal 3").click()
    expect(phone.locator("#entry[data-entry-edit='3']")).to_be_visible()
    rules_ready(phone)
    slow_network(phone)
    made = requests_of(phone)
    pick(phone, "bid_3", 1)
    pick(phone, "bid_0", 1)
    pick(phone, "bid_1", 0)
    expect(phone.locator('input[name="bid_2"][value="1"]')).to_be_disabled()
    expect(phone.get_by_test_id("forbidden-reason")).to_contain_text("Ana deals and may not bid 1")
    pick(phone, "bid_2", 0)
    pick(phone, "bid_2", 2)
    for seat, taken in ((3, 1), (0, 1), (1, 0), (2, 1)):
        pick(phone, f"tricks_{seat}", taken)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("3 of 3 tricks")
    phone.wait_for_timeout(700)  # as long as two round trips would take: none is made
    assert made == []
    save(phone)
    expect(phone.locator("#entry[data-entry-step='4:bids']")).to_be_visible()
    assert recorded(game)[2] == {"bids": [1, 0, 2, 1], "tricks": [1, 0, 1, 1]}
    phone.evaluate("0")  # Playwright hands over the page's events only while called
    assert [request for request in made if request.startswith("POST")] == [
        f"POST {live_server.url}/games/{game.public_id}/deals/3/save/"
    ]


def test_a_change_the_rules_refuse_is_said_on_the_phone(phone, live_server):
    game = game_with_deals("klaverjas", [{"playing": 0, "points": [100, 62]}], players=PLAYERS)
    before = recorded(game)
    open_as_editor(phone, live_server.url, game)
    phone.get_by_label("change deal 1").click()
    expect(phone.locator("#entry[data-entry-edit='1']")).to_be_visible()
    rules_ready(phone)
    made = requests_of(phone)
    pick(phone, "pit", 1)
    phone.get_by_test_id("stuk-0").click()
    phone.locator("#entry button.save").click()
    expect(phone.get_by_test_id("entry-refusal")).to_contain_text("roem")
    expect(phone.locator('input[name="pit"][value="1"]')).to_be_checked()
    phone.evaluate("0")
    assert made == []
    assert recorded(game) == before


def test_before_the_rules_load_an_overtaken_answer_never_undoes_a_tap(phone, live_server):
    # The runtime held back: the server answers each tap, at 300 ms, and the dealer corrects.
    game = game_with_deals("joker", eight_joker_deals(), players=PLAYERS)
    phone.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(phone.locator("#entry")).to_be_visible()
    slow_network(phone)
    for seat in (1, 2, 3):
        pick(phone, f"bid_{seat}", 2)
    expect(phone.locator('input[name="bid_0"][value="3"]')).to_be_disabled()
    assert phone.evaluate("window.scorepadRules.isLoaded()") is False
    with phone.expect_response(re.compile(r"/deals/preview/$")):
        pick(phone, "bid_0", 1)
        phone.wait_for_timeout(150)
        pick(phone, "bid_0", 2)
    expect(phone.locator('input[name="bid_0"][value="2"]')).to_be_checked()
    with phone.expect_response(re.compile(r"/deals/preview/$")):
        pass
    expect(phone.locator('input[name="bid_0"][value="2"]')).to_be_checked()
    save(phone)
    expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "9:tricks")
    assert recorded(game)[-1] == {"bids": [2, 2, 2, 2]}


def test_too_many_tricks_are_refused_on_the_phone_with_the_count(phone, live_server):
    # Deal 1, one card: Giorgi and Ana are both tapped as taking it.
    game = game_with_deals("joker", [{"bids": [0, 0, 0, 0]}], players=PLAYERS)
    open_as_editor(phone, live_server.url, game)
    made = requests_of(phone)
    pick(phone, "tricks_1", 1)
    pick(phone, "tricks_2", 1)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("2 of 1 tricks")
    save(phone)
    refusal = phone.get_by_test_id("entry-refusal")
    expect(refusal).to_have_text("the tricks add up to 2, not 1, the number of cards dealt")
    expect(phone.locator("#entry .errorlist")).to_have_count(0)  # no field left "required"
    phone.evaluate("0")  # Playwright hands over the page's events only while called
    assert made == []
    assert recorded(game) == [{"bids": [0, 0, 0, 0]}]


def hold_the_sheet(page: Page, game, poll: str) -> None:
    """This phone's sheet does not move meanwhile (its poll would bring the next deal's form
    before the save): each poll is answered "not changed", or fails as on a bad connection,
    after which the phone holds the server for unreachable."""
    page.route(
        re.compile(rf"/games/{game.public_id}/$"),
        lambda route: (
            route.continue_()
            if route.request.headers.get("hx-target") != "sheet"
            else route.fulfill(status=304)
            if poll == "answered"
            else route.abort()
        ),
    )


@pytest.mark.parametrize("poll", ["answered", "failed"])
@pytest.mark.parametrize("rules_on_the_phone", [True, False])
def test_the_phone_that_lost_the_race_keeps_its_numbers_where_the_thumb_is(
    phone, second_phone, live_server, rules_on_the_phone, poll
):
    # Both phones are on deal 1; the other saves first; this one saves a moment later.
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    if not rules_on_the_phone:
        phone.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(phone.locator("#entry")).to_be_visible()
    if rules_on_the_phone:
        rules_ready(phone)
    hold_the_sheet(phone, game, poll)
    second_phone.goto(
        live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token])
    )
    pick(second_phone, "playing", 1)
    second_phone.get_by_test_id("points").fill("90")
    save(second_phone)
    until_recorded(game, 1)
    if poll == "failed":
        # A poll failed: the phone says it is offline, and keeps what is saved on the phone.
        expect(phone.get_by_test_id("offline-banner")).to_be_visible()

    pick(phone, "playing", 0)
    phone.get_by_test_id("points").fill("100")
    save(phone)
    # Whatever the phone believed of the connection, the form never leaves the thumb: kept,
    # it stays in sight until the next one comes.
    expect(phone.locator("#entry")).to_be_visible()
    row = waiting_rows(phone).first
    expect(row).to_have_attribute("data-state", "conflict", timeout=15_000)
    expect(row).to_contain_text("100")  # what this phone typed, kept
    queue = phone.get_by_test_id("offline-queue")
    expect(queue).to_be_in_viewport()
    expect(phone.get_by_test_id("offline-queue-title")).to_have_text(
        "Waiting for the table's decision"
    )
    # The entry goes on from the sheet as it stands (the other phone's deal 1), in sight,
    # under the choice, where the thumb is.
    entry = phone.locator("#entry")
    expect(entry).to_have_attribute("data-entry-step", "2:deal")
    expect(entry).to_be_visible()
    expect(entry).not_to_have_attribute("data-held", "1")
    assert queue.bounding_box()["y"] < entry.bounding_box()["y"]
    expect(phone.get_by_test_id("total-0")).to_have_text("72")
    row.get_by_role("button", name="Put it back in the form").click()
    expect(phone.get_by_test_id("points")).to_have_value("100")
    expect(waiting_rows(phone)).to_have_count(0)
    assert recorded(game)[0]["points"] == [72, 90]


BIDS_RACE = {
    "en": {
        "title": "Waiting for the table's decision",
        "theirs": "Nino bid 2 · Giorgi bid 2 · Ana bid 2 · Levan bid 2",
        "ours": "Nino bid 3 · Giorgi bid 1 · Ana bid 2 · Levan bid 2",
        "sheet_bid": "bid 2",
    },
    "tr": {
        "title": "Masanın kararını bekliyor",
        "theirs": "Nino söz: 2 · Giorgi söz: 2 · Ana söz: 2 · Levan söz: 2",
        "ours": "Nino söz: 3 · Giorgi söz: 1 · Ana söz: 2 · Levan söz: 2",
        "sheet_bid": "söz: 2",
    },
}


@pytest.mark.parametrize("language", ["en", "tr"])
def test_two_phones_bidding_the_same_deal_show_both_bids_and_go_on_from_the_sheets(
    browser, live_server, language
):
    # Deal 9, nine cards, Nino deals. The other phone saves everyone's 2 first; this phone
    # saves Giorgi 1 and Nino 3 a moment later.
    words = BIDS_RACE[language]
    game = game_with_deals("joker", eight_joker_deals(), players=PLAYERS)
    phone, other = new_phone(browser, language), new_phone(browser, language)
    try:
        open_as_editor(phone, live_server.url, game)
        hold_the_sheet(phone, game, "answered")
        open_as_editor(other, live_server.url, game)
        for seat in (1, 2, 3, 0):
            pick(other, f"bid_{seat}", 2)
        save(other)
        until_recorded(game, 9)

        for seat, bid in ((1, 1), (2, 2), (3, 2), (0, 3)):
            pick(phone, f"bid_{seat}", bid)
        save(phone)
        row = waiting_rows(phone).first
        expect(row).to_have_attribute("data-state", "conflict", timeout=15_000)
        # The two bids side by side, not two empty lines.
        expect(row.get_by_test_id("version-theirs")).to_contain_text(words["theirs"])
        expect(row.get_by_test_id("version-ours")).to_contain_text(words["ours"])
        expect(phone.get_by_test_id("offline-queue-title")).to_have_text(words["title"])
        # The tricks come next under the sheet's bids, not this phone's unrecorded ones.
        entry = phone.locator("#entry")
        expect(entry).to_have_attribute("data-entry-step", "9:tricks")
        for seat in range(4):
            expect(phone.get_by_test_id(f"seat-{seat}")).to_contain_text(words["sheet_bid"])
        expect(phone.get_by_test_id("seat-0")).not_to_contain_text(words["ours"].split(" · ")[0])
        row.get_by_test_id("keep-theirs").click()
        expect(waiting_rows(phone)).to_have_count(0)
        expect(entry).to_have_attribute("data-entry-step", "9:tricks")
        assert recorded(game)[8] == {"bids": [2, 2, 2, 2]}
    finally:
        put_away(phone)
        put_away(other)


def test_a_save_kept_before_the_rules_load_stays_in_sight_until_the_next_entry(phone, live_server):
    # The rules never reach this phone, and the connection is cut before the save.
    game = game_with_deals("klaverjas", [], players=PLAYERS)
    phone.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
    with proxy_to(live_server.url) as proxy:
        phone.goto(proxy.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
        expect(phone.locator("#entry")).to_be_visible()
        phone.context.set_offline(True)
        proxy.cut()
        pick(phone, "playing", 0)
        phone.get_by_test_id("points").fill("100")
        save(phone)
        expect(waiting_rows(phone)).to_have_count(1)
        assert phone.evaluate("window.scorepadRules.isLoaded()") is False
        # Nothing says yet which entry comes next: the one saved stays where the thumb is, as
        # saved, and says so.
        entry = phone.locator("#entry")
        expect(entry).to_be_visible()
        expect(entry).to_have_attribute("data-held", "1")
        expect(phone.get_by_test_id("points")).to_have_value("100")
        expect(phone.get_by_test_id("offline-held")).to_have_text(
            "Saved on this phone: the next entry opens in a moment."
        )
        expect(phone.get_by_test_id("offline-held")).to_be_in_viewport()

        proxy.restore()
        phone.context.set_offline(False)
        expect(waiting_rows(phone)).to_have_count(0, timeout=15_000)
        expect(entry).to_have_attribute("data-entry-step", "2:deal")
        expect(entry).to_be_visible()
        expect(entry).not_to_have_attribute("data-held", "1")
        expect(phone.get_by_test_id("offline-held")).to_have_count(0)
        [deal] = recorded(game)
        assert (deal["playing"], deal["points"]) == (0, [100, 62])
