"""What a player sees around the entry at a phone's width: the totals bar (its words, its size,
out of the preview's way, gone when the game is over), the screen-on switch, the closed bid's
mark, the nine-card Joker buttons, the Klaverjas rows, and the home page's own games."""

import datetime
import re

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.models import Game
from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import console_problems, pick, rules_ready, save
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

LONG_NAMES = ["Oppenheimer", "Çağrı İnceoğlu", "Jan-Willem van der Berg", "Δημήτρης", "Nino"]
LOOKS = [
    pytest.param((360, "light", "en"), id="360-light-en"),
    pytest.param((390, "dark", "tr"), id="390-dark-tr"),
]


# A phone that can keep its screen on (headless Chromium cannot).
WAKE_LOCK = (
    "Object.defineProperty(navigator, 'wakeLock', { value: { request() { return"
    " Promise.resolve({ addEventListener() {}, release() { return Promise.resolve(); } });"
    " } } });"
)


@pytest.fixture
def looks(browser, live_server, request):
    """A phone of the width, colour scheme and language asked for."""
    width, scheme, language = request.param
    page = new_phone(browser, language)
    page.set_viewport_size({"width": width, "height": 780})
    page.emulate_media(color_scheme=scheme)
    yield page, width, language
    put_away(page)


def open_as_editor(page: Page, base_url: str, game: Game) -> None:
    page.goto(base_url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#sheet")).to_be_visible()


def lines_of(page: Page, selector: str) -> list[int]:
    """How many lines each element's text takes on screen."""
    return page.locator(selector).evaluate_all(
        "els => els.map(el => { const r = document.createRange(); r.selectNodeContents(el);"
        " const tops = new Set(Array.from(r.getClientRects()).map(b => Math.round(b.top)));"
        " return tops.size; })"
    )


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_seeps_bar_names_the_bazzis_and_keeps_the_running_difference(looks, live_server):
    page, _width, language = looks
    problems = console_problems(page)
    names = ["Jan-Willem van der Berg", "Çağrı İnceoğlu", "Oppenheimer", "Δημήτρης Παπαδόπουλος"]
    # 60 + a sweep against 40, then 70 to 30: 110 ahead, a bazzi; then 45 to 55: 10 behind.
    deals = [{"points": [60, 40], "sweeps": [1, 0]}, {"points": [70, 30]}, {"points": [45, 55]}]
    game = game_with_deals("seep", deals, players=names, options={"bazzis": 3})
    open_as_editor(page, live_server.url, game)
    bar = page.get_by_test_id("totals-bar")
    words = {
        "en": ("Bazzis", "10 behind", "10 ahead", "30 ahead", "30 behind"),
        "tr": ("Bazziler", "10 geride", "10 önde", "30 önde", "30 geride"),
    }[language]
    expect(page.get_by_test_id("bar-caption")).to_have_text(words[0])
    expect(bar.locator(".side .last")).to_have_text([words[1], words[2]])
    expect(page.get_by_test_id("bar-total-0")).to_have_text("1")
    # The next deal, 70 to 30 for the first team: worked out on the phone, 30 ahead.
    page.get_by_test_id("points").fill("70")
    save(page)
    expect(page.locator("#entry h2")).to_contain_text("5")
    expect(bar.locator(".side .last")).to_have_text([words[3], words[4]])
    assert problems == []


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_five_long_names_keep_the_bar_small_and_unbroken(looks, live_server):
    page, width, language = looks
    deals = [{"winner": 0}, {"winner": 2}]
    game = game_with_deals("ers", deals, players=LONG_NAMES, options={"target": 5})
    open_as_editor(page, live_server.url, game)
    bar = page.get_by_test_id("totals-bar")
    expect(bar).to_be_visible()
    # One caption names the deal; every name stays on one line, cut at its end.
    caption = "Game 2" if language == "en" else "2. oyun"
    expect(page.get_by_test_id("bar-caption")).to_have_text(caption)
    assert lines_of(page, "[data-testid=totals-bar] .name") == [1] * 5
    box = bar.bounding_box()
    assert box is not None and box["height"] <= 0.12 * 780, box
    assert box["x"] >= 0 and box["x"] + box["width"] <= width
    # The winner buttons break a name between words only: "Oppenheimer" stays whole.
    assert lines_of(page, "#entry button[name=winner] .name")[0] == 1


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_the_bar_steps_aside_for_the_preview(looks, live_server):
    page, _width, _language = looks
    deals = [{"playing": 0, "points": [100, 62]}]
    game = game_with_deals("klaverjas", deals, players=LONG_NAMES[:4])
    open_as_editor(page, live_server.url, game)
    pick(page, "playing", 1)
    page.get_by_test_id("points").fill("100")
    preview = page.get_by_test_id("preview")
    expect(preview).to_contain_text("100")
    bar = page.get_by_test_id("totals-bar")
    # Scrolled so that the preview is at the screen's foot, where the bar sticks: it steps aside.
    preview.evaluate("el => el.scrollIntoView({block: 'end'})")
    expect(bar).to_be_hidden()
    # Back up at the top of the entry the preview is clear of it: the bar is back.
    page.evaluate("window.scrollTo(0, 0)")
    expect(bar).to_be_visible()


def test_a_finished_game_shows_no_bar(phone, live_server):
    game = game_with_deals("ers", [{"winner": 0}], players=["Ada", "Bo"], options={"target": 2})
    open_as_editor(phone, live_server.url, game)
    expect(phone.get_by_test_id("totals-bar")).to_be_visible()
    phone.locator("#entry button[name=winner]").first.click()
    expect(phone.get_by_test_id("winners")).to_be_visible()
    expect(phone.get_by_test_id("totals-bar")).to_be_hidden()
    phone.reload()
    expect(phone.get_by_test_id("winners")).to_be_visible()
    expect(phone.get_by_test_id("totals-bar")).to_be_hidden()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_keep_the_screen_on_shows_whether_it_is_on(phone, live_server, scheme):
    phone.emulate_media(color_scheme=scheme)
    phone.add_init_script(WAKE_LOCK)
    game = game_with_deals("ers", [], players=["Ada", "Bo"])
    open_as_editor(phone, live_server.url, game)
    toggle = phone.get_by_test_id("wake-lock")
    expect(toggle).to_have_attribute("aria-pressed", "true")

    def switch() -> str:
        return toggle.evaluate("el => getComputedStyle(el, '::before').backgroundImage")

    on = switch()
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    off = switch()
    assert on != off and "gradient" in on and "gradient" in off


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_closed_bids_mark_is_drawn_in_every_font(browser, live_server, language):
    page = new_phone(browser, language)
    game = game_with_deals("joker", [], options={"length": "short"})
    open_as_editor(page, live_server.url, game)
    pick(page, "bid_1", 0)
    pick(page, "bid_2", 1)
    pick(page, "bid_3", 0)
    mark = page.get_by_test_id("forbidden-reason").locator(".info-mark")
    expect(mark).to_have_text("i")
    # The reason is drawn again when the rules on the phone start: the checks wait
    # for the mark that stays, not the one the first answer put there.
    expect(mark).to_have_css("border-top-style", "solid")
    expect(mark).to_have_css("border-radius", "50%")
    box = mark.bounding_box()
    assert box is not None and box["width"] > 8, box
    assert "ⓘ" not in page.content()
    put_away(page)


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_a_nine_card_deal_has_thumb_sized_bids(looks, live_server):
    page, width, _language = looks
    deals = [{"bids": [c, 1, 0, 0], "tricks": [c, 0, 0, 0]} for c in range(1, 9)]
    game = game_with_deals("joker", deals)
    open_as_editor(page, live_server.url, game)
    expect(page.locator("#entry h2")).to_contain_text("9")
    boxes = page.locator('#entry label:has(> input[name^="bid_"])').evaluate_all(
        "els => els.map(el => { const r = el.getBoundingClientRect();"
        " return [r.left, r.right, r.width, r.height]; })"
    )
    assert len(boxes) == 40
    for left, right, box_width, height in boxes:
        assert box_width >= 44 and height >= 44 and left >= 0 and right <= width, boxes


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_sixteen_klaverjas_deals_are_one_line_each(looks, live_server):
    page, _width, language = looks
    deals = [{"playing": n % 2, "points": [100, 62]} for n in range(15)]
    game = game_with_deals("klaverjas", deals, players=LONG_NAMES[:4])
    open_as_editor(page, live_server.url, game)
    rows = page.locator(".pad-klaverjas tbody tr[data-deal]")
    expect(rows).to_have_count(16)
    heights = rows.evaluate_all("els => els.map(el => el.getBoundingClientRect().height)")
    assert max(heights) <= 56, heights
    # The number with its ✎ over the dealer, one thumb's target, the name on one line.
    label = "change deal 3" if language == "en" else "3. dağıtımı değiştir"
    link = page.get_by_label(label, exact=True)
    box = link.bounding_box()
    assert box is not None and box["height"] >= 44
    assert set(lines_of(page, ".pad-klaverjas .dealer-name")) == {1}


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_home_page_starts_with_this_phones_games(browser, live_server, language):
    context = browser.new_context(
        viewport={"width": 360, "height": 780},
        is_mobile=True,
        has_touch=True,
        locale=language,
        timezone_id="Europe/Istanbul",
        extra_http_headers={"Accept-Language": language},
    )
    page = context.new_page()
    started = datetime.datetime(2026, 11, 30, 18, 5, tzinfo=datetime.UTC)
    games = []
    for hour in range(6):
        game = game_with_deals("ers", [{"winner": 0}], players=["Ada", "Bo", "Cem"])
        Game.objects.filter(pk=game.pk).update(created=started + datetime.timedelta(hours=hour))
        open_as_editor(page, live_server.url, game)
        games.append(game)
    page.goto(live_server.url + "/")
    mine = page.locator(".my-games")
    expect(mine).to_be_visible()
    top = mine.bounding_box()
    form = page.locator("form.new-game").bounding_box()
    assert top is not None and form is not None and top["y"] < form["y"] and top["y"] < 400
    # Four in sight, each with the time it was started on this phone's clock (UTC+3).
    shown = page.locator(".my-games > .game-list time")
    expect(shown).to_have_count(4)
    times = shown.all_inner_texts()
    assert len(set(times)) == 4, times
    every = page.locator(".my-games time").all_text_contents()
    assert any("21:05" in text or "9:05" in text for text in every), every
    more = page.locator(".more-games summary")
    expect(more).to_have_text("2 more games" if language == "en" else "2 oyun daha")
    more.click()
    expect(page.locator(".more-games time").first).to_be_visible()
    context.close()


def test_a_printed_klaverjas_pad_keeps_each_deals_number_and_dealer(phone, live_server):
    deals = [{"playing": n % 2, "points": [100, 62]} for n in range(3)]
    game = game_with_deals("klaverjas", deals, players=LONG_NAMES[:4])
    open_as_editor(phone, live_server.url, game)
    phone.emulate_media(media="print")
    head = phone.locator('.pad-klaverjas tr[data-deal="2"] th')
    expect(head.locator(".deal-no")).to_be_visible()
    expect(head.locator(".dealer-name")).to_be_visible()
    expect(head.locator(".pen")).to_be_hidden()


REFUSALS = {
    "en": ("a team that took no trick has no roem", "Deal 2"),
    "tr": ("hiç el almayan takımın roem'i olmaz", "2. dağıtım"),
}


def clear_of_the_bar(page: Page, selector: str) -> bool:
    """Whether the element is on screen whole, none of it under the totals bar at the foot."""
    return page.locator(selector).first.evaluate(
        """el => { const r = el.getBoundingClientRect();
            const bar = document.querySelector('[data-testid=totals-bar]');
            const shown = bar && !bar.hidden && getComputedStyle(bar).visibility !== 'hidden';
            const floor = shown ? Math.min(bar.getBoundingClientRect().top, innerHeight)
                : innerHeight;
            return r.height > 0 && r.top >= 0 && r.bottom <= floor; }"""
    )


@pytest.mark.parametrize("rules_on_the_phone", [True, False], ids=["phone", "server"])
@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_a_refused_save_says_why_once_in_sight_with_save(looks, live_server, rules_on_the_phone):
    # Deal 2 of Klaverjas: the pit goes to one team, the stuk to the other, which took no trick.
    page, _width, language = looks
    reason, number = REFUSALS[language]
    game = game_with_deals(
        "klaverjas", [{"playing": 0, "points": [100, 62]}], players=LONG_NAMES[:4]
    )
    if not rules_on_the_phone:
        page.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
    open_as_editor(page, live_server.url, game)
    if rules_on_the_phone:
        rules_ready(page)
    pick(page, "playing", 0)
    page.get_by_test_id("points").fill("100")
    pick(page, "pit", 1)
    page.get_by_test_id("stuk-0").click()
    expect(page.get_by_test_id("roem-0")).to_have_text("20")
    expect(page.get_by_test_id("preview")).to_contain_text(reason)
    # The thumb on Save, just over the totals bar.
    page.locator("#entry button.save").evaluate(
        """save => { const bar = document.querySelector('[data-testid=totals-bar]');
            window.scrollBy(0, save.getBoundingClientRect().bottom
              - bar.getBoundingClientRect().top + 4); }"""
    )
    assert clear_of_the_bar(page, "#entry button.save")
    save(page)
    said = page.locator("#entry").get_by_text(reason).filter(visible=True)
    expect(said).to_have_count(1)  # once, not again in the preview
    expect(said).not_to_contain_text(number)  # deal 2's own form does not name deal 2
    expect(page.locator("#entry .preview")).not_to_contain_text(number)
    assert said.evaluate("el => el.getBoundingClientRect().height > 0")
    said.evaluate("el => el.setAttribute('data-said', '')")
    assert clear_of_the_bar(page, "#entry [data-said]")
    if rules_on_the_phone:
        assert clear_of_the_bar(page, "#entry button.save")
    expect(page.get_by_test_id("roem-0")).to_have_text("20")  # what was typed is kept


@pytest.mark.parametrize("looks", LOOKS, indirect=True)
def test_a_refused_save_leaves_the_reason_and_save_clear_of_the_totals_bar(looks, live_server):
    # Deal 2 of Joker, two cards: three tricks tapped. The reason goes in above Save.
    page, _width, _language = looks
    deals = [{"bids": [0, 0, 0, 0], "tricks": [0, 1, 0, 0]}, {"bids": [0, 0, 0, 0]}]
    game = game_with_deals("joker", deals, players=LONG_NAMES[:4])
    open_as_editor(page, live_server.url, game)
    rules_ready(page)
    pick(page, "tricks_1", 2)
    pick(page, "tricks_2", 1)
    expect(page.get_by_test_id("tricks-count")).to_contain_text("3")
    page.locator("#entry button.save").evaluate(
        """save => { const bar = document.querySelector('[data-testid=totals-bar]');
            window.scrollBy(0, save.getBoundingClientRect().bottom
              - bar.getBoundingClientRect().top + 4); }"""
    )
    assert clear_of_the_bar(page, "#entry button.save")
    save(page)
    expect(page.get_by_test_id("entry-refusal")).to_be_visible()
    assert clear_of_the_bar(page, "[data-testid=entry-refusal]")
    assert clear_of_the_bar(page, "#entry button.save")


def test_the_sheet_stays_where_it_was_painted_when_the_page_script_shows_the_screen_switch(
    browser, live_server
):
    """On a slow phone the page paints before its scripts run: the screen-on switch they show
    has its room from the first paint, so the sheet the player has begun to read stays put."""
    game = game_with_deals("joker", [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}])
    tops = []
    for scripts in (False, True):
        page = new_phone(browser)
        page.add_init_script(WAKE_LOCK)
        if not scripts:  # the page as first painted, before its scripts
            page.route(re.compile(r"/static/js/offline/"), lambda route: route.abort())
        open_as_editor(page, live_server.url, game)
        if scripts:
            expect(page.get_by_test_id("wake-lock")).to_be_visible()
        else:
            expect(page.get_by_test_id("wake-lock")).to_be_hidden()
        tops.append(page.locator("#board").evaluate("el => el.getBoundingClientRect().top"))
        put_away(page)
    assert tops[0] == tops[1], tops
