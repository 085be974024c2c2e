"""Dark mode follows the phone: every page keeps its contrast in both colour schemes.

axe-core (shipped by axe-playwright-python) checks each page once in the light scheme and once
in the dark one, in English and in Turkish, with games that carry the sheet's marks, a button
picked, a score's note open and a refused entry on screen."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect

from scorepad.models import Game
from tests.browser.cut import proxy_to
from tests.browser.fixtures import new_phone, wants_worker
from tests.browser.tap import rules_ready
from tests.browser.test_offline import wait_for_worker
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

SCHEMES = ("light", "dark")
axe = Axe()


def joker_with_marks() -> Game:
    """A short Joker game past its first section: kept bids, a shtanga, a premium, an erase."""
    return game_with_deals(
        "joker",
        [
            {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
            {"bids": [1, 1, 0, 1], "tricks": [1, 1, 0, 0]},
            {"bids": [2, 1, 0, 1], "tricks": [2, 0, 1, 0]},
            {"bids": [2, 2, 0, 1], "tricks": [2, 2, 0, 0]},
            {"bids": [0, 2, 2, 2], "tricks": [0, 2, 3, 0]},
            {"bids": [3, 1, 1, 2], "tricks": [3, 1, 2, 0]},
            {"bids": [1, 3, 2, 3], "tricks": [1, 4, 2, 0]},
            {"bids": [2, 2, 2, 1], "tricks": [2, 3, 3, 0]},
            {"bids": [1, 9, 0, 0], "tricks": [0, 9, 0, 0]},
            {"bids": [2, 2, 2, 2]},
        ],
        options={"length": "short", "premium": True, "erase": True, "first_dealer": 2},
    )


def klaverjas_with_nat() -> Game:
    """Made, made by the roem, a tie that is nat, pit."""
    return game_with_deals(
        "klaverjas",
        [
            {"playing": 0, "points": [100, 62], "roem": [20, 0], "trump": "hearts"},
            {"playing": 1, "points": [90, 72], "roem": [0, 20]},
            {"playing": 1, "points": [91, 71], "roem": [0, 20]},
            {"playing": 0, "points": [162, 0], "roem": [50, 0], "pit": 0},
            {"playing": 0, "points": [70, 92], "roem": [20, 50]},
        ],
        options={"deals": 8},
    )


def seep_with_sweeps() -> Game:
    return game_with_deals(
        "seep",
        [
            {"points": [60, 40]},
            {"points": [30, 70], "sweeps": [1, 0]},
            {"points": [70, 30], "sweeps": [0, 0], "opening_sweep": 0},
            {"points": [45, 55], "bid": 10},
        ],
    )


def ers_series() -> Game:
    return game_with_deals("ers", [{"winner": 0}, {"winner": 2}, {"winner": 0}])


def open_as_editor(page: Page, base_url: str, game: Game) -> None:
    page.goto(f"{base_url}/games/{game.public_id}/editor/{game.edit_token}/")
    expect(page.locator("#sheet")).to_be_visible()


def open_a_note(page: Page) -> None:
    """Tap the first score that explains itself, so its note is checked too."""
    why = page.locator(".pad tbody td button.why")
    if why.count():
        why.first.click()
        expect(why.first).to_have_attribute("aria-expanded", "true")
        expect(page.locator(".pad .note").first).to_be_visible()


def refuse_an_empty_entry(page: Page) -> None:
    """Save with nothing entered: the refusal, in the error colours, shows in place."""
    page.locator("#entry button.save").first.click()
    expect(page.locator("#entry :is(.errorlist, .errors)").first).to_be_visible()


def page_opener(path: str) -> Callable[[Page, str], None]:
    def opener(page: Page, base_url: str) -> None:
        page.goto(base_url + path)

    return opener


def game_opener(
    make_game: Callable[[], Game], *then: Callable[[Page], None]
) -> Callable[[Page, str], None]:
    def opener(page: Page, base_url: str) -> None:
        open_as_editor(page, base_url, make_game())
        for step in then:
            step(page)

    return opener


def home_with_games(page: Page, base_url: str) -> None:
    """The home page listing a game in play and a finished one (shown on another ground)."""
    finished = game_with_deals("ers", [{"winner": 0}, {"winner": 0}], options={"target": 2})
    for game in (seep_with_sweeps(), finished):
        open_as_editor(page, base_url, game)
    page.goto(base_url + "/")
    expect(page.locator(".game-list li.finished")).to_have_count(1)
    expect(page.locator(".game-list li.open")).to_have_count(1)


PAGES = {
    "home": page_opener("/"),
    "home-with-games": home_with_games,
    "joker": game_opener(joker_with_marks, open_a_note),
    "klaverjas": game_opener(klaverjas_with_nat, refuse_an_empty_entry, open_a_note),
    "seep": game_opener(seep_with_sweeps, open_a_note),
    "ers": game_opener(ers_series),
    "rule-page": page_opener("/rules/klaverjas/?back=/games/0123456789/#nat"),
    "glossary": page_opener("/rules/glossary/"),
    "search": page_opener("/rules/search/?q=nat"),
    "not-found": page_opener("/games/nothing-here/"),
}


def axe_violations(page: Page) -> list[str]:
    """Every violation axe finds, one line per element, readable in a failure message.

    The page is checked once its load event has passed: a page just navigated to is parsed, and
    its elements visible to a test, before its stylesheet has arrived (the player sees nothing
    until it has), and axe would judge the browser's own colours."""
    page.wait_for_load_state("load")
    results = axe.run(page)
    lines = []
    for violation in results.response["violations"]:
        for node in violation["nodes"]:
            lines.append(
                f"{violation['id']} ({violation['impact']}) {node['target']}: "
                f"{node.get('failureSummary', '').splitlines()[-1].strip()}"
            )
    return lines


# Colours do not change with the width, and the layout at both widths is checked elsewhere
# (test_sheet_fits.py): each language once, each width once.
@pytest.fixture(
    params=[("en", 390), ("tr", 360)],
    ids=lambda param: f"{param[0]}-{param[1]}px",
)
def any_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    """A phone in English 390 px wide, or in Turkish 360 px wide."""
    language, width = request.param
    page = new_phone(browser, language, worker=wants_worker(request))
    page.set_viewport_size({"width": width, "height": 844})
    yield page
    page.context.close()


@pytest.mark.parametrize("name", PAGES)
def test_every_page_passes_axe_in_both_colour_schemes(any_phone: Page, live_server, name):
    PAGES[name](any_phone, live_server.url)
    found = {}
    for scheme in SCHEMES:
        any_phone.emulate_media(color_scheme=scheme)
        found[scheme] = axe_violations(any_phone)
    assert found == {"light": [], "dark": []}


def background(page: Page, selector: str) -> tuple[int, ...]:
    colour = page.locator(selector).first.evaluate("e => getComputedStyle(e).backgroundColor")
    return tuple(int(part) for part in re.findall(r"\d+", colour)[:3])


def is_dark(rgb: tuple[int, ...]) -> bool:
    return sum(rgb) / 3 < 80


@pytest.mark.parametrize("name", ["home", "joker", "rule-page"])
def test_the_dark_scheme_follows_the_phone(phone: Page, live_server, name):
    PAGES[name](phone, live_server.url)
    phone.emulate_media(color_scheme="light")
    assert not is_dark(background(phone, "body"))
    phone.emulate_media(color_scheme="dark")
    assert is_dark(background(phone, "body"))
    assert phone.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    surfaces = ("#sheet .pad", "#entry", ".toc", ".rules-search input", ":not(:checked) + span")
    for surface in surfaces:
        if phone.locator(surface).count():
            assert is_dark(background(phone, surface)), surface


def test_the_browser_is_told_both_schemes_and_a_bar_colour_for_each(phone: Page, live_server):
    phone.goto(live_server.url + "/")
    color_scheme = phone.locator('meta[name="color-scheme"]')
    expect(color_scheme).to_have_attribute("content", "light dark")
    theme = phone.locator('meta[name="theme-color"]')
    media = [theme.nth(index).get_attribute("media") for index in range(theme.count())]
    assert media == ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]
    # Each matches the top bar in its scheme.
    for index, scheme in enumerate(("light", "dark")):
        phone.emulate_media(color_scheme=scheme)
        bar = "#{:02x}{:02x}{:02x}".format(*background(phone, ".topbar"))
        assert theme.nth(index).get_attribute("content") == bar


STATIC = Path(__file__).resolve().parents[2] / "static" / "css"
LITERAL_COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(")


@pytest.mark.parametrize("sheet", ["app.css", "rules.css"])
def test_every_colour_comes_from_the_palette(sheet):
    """A colour written outside the palette would stay light in the dark scheme."""
    css = (STATIC / sheet).read_text()
    # The palette: the :root blocks, the dark one included.
    outside = re.sub(r":root\s*\{[^}]*\}", "", css)
    outside = re.sub(r"/\*.*?\*/", "", outside, flags=re.DOTALL)
    assert LITERAL_COLOUR.findall(outside) == []


OVER_ON_THE_PHONE = {
    "en": "The game is over on this phone: its results show once the deals are sent.",
    "tr": "Oyun bu telefonda bitti: sonuçlar, dağıtımlar gönderilince burada görünür.",
}


@pytest.mark.worker
def test_the_game_over_on_the_phone_line_reads_in_both_schemes(any_phone: Page, live_server):
    # Seep to one bazzi, its last deal entered with the connection cut: the phone's engine says
    # the game is over, and the page says so where the entry was.
    page = any_phone
    language = page.evaluate("navigator.language")[:2]
    names = ["Çağrı İnceoğlu", "Αλέξανδρος", "ნინო გიორგაძე", "Jan-Willem van den Berg"]
    game = game_with_deals("seep", [], players=names, options={"bazzis": 1})
    with proxy_to(live_server.url) as proxy:
        page.goto(proxy.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
        wait_for_worker(page)
        page.goto(proxy.url + reverse("game", args=[game.public_id]))
        expect(page.locator("#entry")).to_be_visible()
        page.context.set_offline(True)
        proxy.cut()
        page.reload()
        rules_ready(page)
        page.get_by_test_id("points").fill("97")
        page.locator("#entry button.save").click()
        line = page.get_by_test_id("offline-over")
        expect(line).to_have_text(OVER_ON_THE_PHONE[language])
        expect(page.locator("#entry")).to_be_hidden()
        line.scroll_into_view_if_needed()
        box = line.bounding_box()
        width = page.viewport_size["width"]
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        found = {}
        for scheme in SCHEMES:
            page.emulate_media(color_scheme=scheme)
            found[scheme] = axe_violations(page)
        assert found == {"light": [], "dark": []}
