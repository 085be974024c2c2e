"""Entering deals with a thumb while the sheet stays in sight: fewer taps, no dead ends."""

import re

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.games import game_type
from tests.browser.stored import recorded
from tests.browser.tap import console_problems, pick, rules_ready, save
from tests.browser.test_entry_on_the_phone import slow_network
from tests.factories import game_with_deals


def open_as_editor(page: Page, base_url: str, game) -> None:
    page.goto(base_url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#sheet")).to_be_visible()


def in_view(page: Page, selector: str) -> bool:
    return page.locator(selector).evaluate(
        "el => { const r = el.getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0; }"
    )


@pytest.mark.parametrize("language", ["en", "tr"])
def test_joker_tricks_untouched_players_took_none(browser, live_server, language):
    from tests.browser.fixtures import new_phone

    phone = new_phone(browser, language)
    problems = console_problems(phone)
    # Short Joker, deal 4 (4 cards, Levan deals, Nino bids first): the bids are in.
    deals = [{"bids": [c, 1, 0, 0], "tricks": [c, 0, 0, 0]} for c in (1, 2, 3)]
    game = game_with_deals("joker", [*deals, {"bids": [2, 1, 0, 0]}], options={"length": "short"})
    open_as_editor(phone, live_server.url, game)
    # Nino took 3 and Giorgi 1: the four tricks are all there, Ana and Levan took none.
    pick(phone, "tricks_0", 3)
    pick(phone, "tricks_1", 1)
    expect(phone.get_by_test_id("tricks-count")).to_contain_text("4")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("5")
    expect(phone.locator(".errorlist")).to_have_count(0)
    # Each score: bid/took over the points.
    row = phone.locator('tr[data-deal="4"] td button.why')
    expect(row).to_have_text([re.compile(rf"^{bt}\s+-?\d") for bt in ("2/3", "1/1", "0/0", "0/0")])
    assert problems == []
    phone.context.close()


def without_the_rules(page: Page) -> None:
    """The rules never reach the phone: every entry is the server's to work out."""
    page.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())


@pytest.mark.parametrize("rules_on_the_phone", [True, False])
def test_undoing_the_tricks_keeps_them_filled_in(phone, live_server, rules_on_the_phone):
    # Undo tapped once the save is on screen, whether the phone or the server (htmx, its
    # form replaced by the answer) worked the save out: the undo does not wait for anything.
    deals = [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}, {"bids": [2, 1, 0, 0]}]
    game = game_with_deals("joker", deals, options={"length": "short"})
    if not rules_on_the_phone:
        without_the_rules(phone)
    open_as_editor(phone, live_server.url, game)
    if rules_on_the_phone:
        rules_ready(phone)
    pick(phone, "tricks_0", 0)
    pick(phone, "tricks_1", 2)
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    phone.get_by_role("button", name="Undo the last entry").click()
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.locator('input[name="tricks_0"][value="0"]')).to_be_checked()
    expect(phone.locator('input[name="tricks_1"][value="2"]')).to_be_checked()


@pytest.mark.parametrize("rules_on_the_phone", [True, False])
def test_an_undo_tapped_right_after_a_save_undoes_that_save(phone, live_server, rules_on_the_phone):
    # The save is on its way (300 ms each way) when the undo is tapped: the undo waits for it
    # and takes back those tricks, whether the phone or the server worked the save out.
    deals = [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}, {"bids": [2, 1, 0, 0]}]
    game = game_with_deals("joker", deals, options={"length": "short"})
    if not rules_on_the_phone:
        without_the_rules(phone)
    open_as_editor(phone, live_server.url, game)
    if rules_on_the_phone:
        rules_ready(phone)
    slow_network(phone)
    pick(phone, "tricks_0", 0)
    pick(phone, "tricks_1", 2)
    # The page before the save and after its undo look alike: the undo's answer tells them apart.
    with phone.expect_response(lambda response: response.url.endswith("/undo/")) as undone:
        phone.evaluate(
            "() => { document.querySelector('#entry button.save').click();"
            " document.querySelector('[data-testid=undo]').click(); }"
        )
    assert undone.value.ok
    expect(phone.get_by_test_id("tricks-count")).to_be_visible()
    expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "2:tricks")
    expect(phone.locator('input[name="tricks_0"][value="0"]')).to_be_checked()
    expect(phone.locator('input[name="tricks_1"][value="2"]')).to_be_checked()
    expect(
        phone.get_by_test_id("undo").locator("xpath=..").locator("input[name=last]")
    ).to_have_value("2:deal")
    assert recorded(game) == deals


def test_the_dealers_closed_bid_is_information_not_an_error(phone, live_server):
    game = game_with_deals("joker", [], options={"length": "short"})
    open_as_editor(phone, live_server.url, game)
    pick(phone, "bid_1", 0)
    pick(phone, "bid_2", 1)
    pick(phone, "bid_3", 0)
    reason = phone.get_by_test_id("forbidden-reason")
    expect(reason).to_contain_text("may not bid 0")
    colour = reason.evaluate("el => getComputedStyle(el).color")
    error = phone.evaluate(
        "() => { const s = document.createElement('p'); s.className = 'errorlist';"
        " document.body.append(s); const c = getComputedStyle(s).color; s.remove(); return c; }"
    )
    assert colour != error


def test_an_eight_card_bid_card_leaves_the_totals_in_sight(phone, live_server):
    deals = [{"bids": [c, 1, 0, 0], "tricks": [c, 0, 0, 0]} for c in range(1, 8)]
    game = game_with_deals("joker", deals, options={"length": "short"})
    sheet = game_type(game.game).engine.compute_sheet(game.players, game.options, deals)
    open_as_editor(phone, live_server.url, game)
    expect(phone.locator("#entry h2")).to_contain_text("8 cards")
    assert in_view(phone, '[data-testid="totals-bar"]')
    expect(phone.get_by_test_id("bar-total-0")).to_have_text(str(sheet["totals"][0]))
    last = sheet["deals"][6]["scores"][1]
    expect(phone.get_by_test_id("bar-caption")).to_have_text("Deal 7")
    expect(phone.locator("[data-testid=totals-bar] .side .last").nth(1)).to_have_text(f"{last:+d}")
    # The whole bid card fits the screen's width: every choice of the last seat is in view.
    box = phone.locator('label:has(> input[name="bid_0"][value="8"])').bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    assert box["height"] >= 44


def test_klaverjas_card_points_in_two_taps(phone, live_server):
    game = game_with_deals("klaverjas", [])
    open_as_editor(phone, live_server.url, game)
    pick(phone, "playing", 0)
    phone.get_by_test_id("quick-162").click()
    expect(phone.get_by_test_id("points")).to_have_value("162")
    phone.get_by_test_id("quick-0").click()
    expect(phone.get_by_test_id("points")).to_have_value("0")
    expect(phone.get_by_test_id("preview")).to_contain_text("nat")
    # Or typed: the number pad opens on the field.
    expect(phone.get_by_test_id("points")).to_have_attribute("inputmode", "numeric")
    phone.get_by_test_id("points").fill("95")
    expect(phone.get_by_test_id("preview")).to_contain_text("made")
    save(phone)
    expect(phone.get_by_test_id("total-0")).to_have_text("95")


def test_the_ers_edit_screen_shows_the_current_winner(phone, live_server):
    game = game_with_deals("ers", [{"winner": 1}, {"winner": 0}])
    open_as_editor(phone, live_server.url, game)
    phone.get_by_role("link", name="change game 1").click()
    expect(phone.get_by_test_id("current-winner")).to_contain_text("Bo won")
    expect(phone.locator('button[name="winner"][aria-pressed="true"]')).to_have_text("Bo")
    expect(phone.locator("#entry h2")).to_contain_text("Change game 1")
    phone.locator('button[name="winner"][value="2"]').click()
    expect(phone.locator('li[data-deal="1"]')).to_contain_text("Cem won")


def test_back_after_saving_an_edit_does_not_reopen_the_edit_form(phone, live_server):
    game = game_with_deals("ers", [{"winner": 1}, {"winner": 0}])
    phone.goto(live_server.url + "/")
    open_as_editor(phone, live_server.url, game)
    phone.get_by_role("link", name="change game 2").click()
    expect(phone).to_have_url(re.compile(r"/deals/2/"))
    phone.locator('button[name="winner"][value="2"]').click()
    expect(phone.locator('li[data-deal="2"]')).to_contain_text("Cem won")
    expect(phone).to_have_url(re.compile(r"/games/[^/]+/$"))
    phone.go_back()
    expect(phone).not_to_have_url(re.compile(r"/deals/2/"))
    expect(phone.locator("#entry h2")).not_to_contain_text("Change")


def test_a_preview_overtaken_by_the_save_logs_nothing(phone, live_server):
    problems = console_problems(phone)
    game = game_with_deals("seep", [])
    open_as_editor(phone, live_server.url, game)
    phone.get_by_test_id("points").fill("60")
    save(phone)  # at once: the preview of the typed number is still on its way
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    phone.get_by_test_id("points").fill("30")
    pick(phone, "sweeps_0", 1)
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    assert problems == []


def test_a_save_waiting_behind_a_preview_is_sent_whatever_the_form_asks_next(phone, live_server):
    # The rules not on the phone yet, the server slow: the Save waits behind the preview of the
    # typed number, and then the form asks for another preview (the thumb's pause over, a field
    # left). htmx keeps one request waiting, the last: that preview must not take the Save's
    # place (under load the Save was lost, the form left at deal 1).
    game = game_with_deals("seep", [])
    without_the_rules(phone)
    preview = re.compile(r"/deals/preview/$")
    held = []
    phone.route(preview, lambda route: held.append(route))
    open_as_editor(phone, live_server.url, game)
    points = phone.get_by_test_id("points")
    with phone.expect_request(preview):
        points.fill("60")
    save(phone)
    points.dispatch_event("change")
    phone.unroute(preview)
    for route in held:
        route.continue_()
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    assert [deal["points"] for deal in recorded(game)] == [[60, 40]]
