"""Dutch and Georgian on a phone, in real Chromium: the language comes from the browser and the
switch in the top bar offers every language, each named in itself; every page fits a 360 px
screen with long Dutch and Georgian names and passes axe in the light and the dark scheme; and
the search answers a Dutch player's words with the connection cut, in the browser."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from django.conf import settings
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect

from scorepad.games import installed, samples
from scorepad.models import Game
from tests.browser.cut import Proxy, proxy_to
from tests.browser.fixtures import new_phone, put_away
from tests.browser.test_dark_mode import SCHEMES, axe_violations
from tests.browser.test_offline import wait_for_worker
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

NEW_LANGUAGES = ("nl", "ka")
# Long names as each country writes them: a Dutch double surname with its tussenvoegsels, and
# Georgian ones, whose words are long.
LONG_NAMES = {
    "nl": [
        "Jan-Willem van der Berg-Hoogeveen",
        "Geertruida Oosterhuis",
        "Maarten van Oldenbarnevelt",
        "Annemieke Schimmelpenninck",
        "Wilhelmina Steenbergen",
    ],
    "ka": [
        "ალექსანდრე ჭავჭავაძე",
        "ნინო ბერიძე-კაპანაძე",
        "გიორგი წერეთელი",
        "ანასტასია ორბელიანი",
        "ლევან მესხიშვილი",
    ],
}


@pytest.fixture(params=NEW_LANGUAGES)
def language_phone(request, browser: Browser, live_server) -> Iterator[tuple[Page, str]]:
    """A 360 px phone whose browser asks for Dutch, or for Georgian."""
    language = request.param
    page = new_phone(browser, language)
    page.set_viewport_size({"width": 360, "height": 780})
    yield page, language
    put_away(page)


def game_of(name: str, names: list[str], finished: bool) -> Game:
    whole = samples(name).long_game()
    players = names[: len(whole["players"])]
    deals = whole["deals"] if finished else whole["deals"][:2]
    return game_with_deals(name, deals, players=players, options=whole["options"])


def open_as_editor(page: Page, base_url: str, game: Game) -> None:
    page.goto(
        f"{base_url}{reverse('editor_link', args=[game.public_id, game.edit_token])}",
        wait_until="domcontentloaded",
    )
    expect(page.locator("#sheet")).to_be_visible()


def pages(base_url: str, language: str) -> list[Callable[[Page], str]]:
    """Each page as a step that opens it and says which it is."""
    names = LONG_NAMES[language]

    def address(path: str) -> Callable[[Page], str]:
        def opener(page: Page) -> str:
            page.goto(base_url + path, wait_until="domcontentloaded")
            return path

        return opener

    def game(name: str, finished: bool) -> Callable[[Page], str]:
        def opener(page: Page) -> str:
            open_as_editor(page, base_url, game_of(name, names, finished))
            return f"{name} {'finished' if finished else 'in play'}"

        return opener

    steps = [game(name, finished) for name in installed() for finished in (False, True)]
    steps += [
        address(path)
        for path in (
            "/",
            "/stats/",
            "/phone/",
            "/offline/",
            "/rules/",
            "/rules/klaverjas/",
            "/rules/joker/",
            "/rules/glossary/",
            "/rules/search/?q=roem",
            "/rules/klaverjas/referee/",
            "/rules/joker/referee/",
            "/rules/seep/referee/",
            "/rules/klaverjas/practice/",
            "/rules/joker/lesson/",
            "/games/nothing-here/",
        )
    ]
    return steps


def test_the_language_comes_from_the_browser(language_phone, live_server):
    page, language = language_phone
    page.goto(live_server.url + "/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    if language == "nl":
        expect(page.locator("h2", has_text="Nieuwe partij")).to_be_visible()


def test_the_switch_offers_every_language_each_named_in_itself(language_phone, live_server):
    page, language = language_phone
    page.goto(live_server.url + "/rules/klaverjas/")
    switch = page.get_by_test_id("language-switch")
    # Its name holds the code it shows (a voice user says what they see) and the language.
    current = next(name for code, name in settings.LANGUAGES if code == language)
    expect(switch.locator("summary")).to_have_accessible_name(
        re.compile(rf"^{language.upper()} · .+: {re.escape(current)}")
    )
    switch.locator("summary").click()
    buttons = switch.locator("button")
    expect(buttons).to_have_text([name for _code, name in settings.LANGUAGES])
    expect(switch.locator("button[aria-current=true]")).to_have_attribute("value", language)
    for index, (code, _name) in enumerate(settings.LANGUAGES):
        expect(buttons.nth(index)).to_have_attribute("lang", code)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360, "the switch widens it"
    other = "ka" if language == "nl" else "nl"
    switch.locator(f"button[value={other}]").click()
    expect(page.locator("html")).to_have_attribute("lang", other)
    expect(page).to_have_url(re.compile(r"/rules/klaverjas/$"))


def test_a_rule_page_not_written_in_the_language_says_so_and_links_those_it_has(
    language_phone, live_server
):
    page, language = language_phone
    page.goto(live_server.url + "/rules/seep/")
    expect(page.locator("article.rule-text")).to_have_attribute("lang", "en")
    line = page.get_by_test_id("other-languages")
    expect(line).to_have_class(re.compile(r"\bnotice\b"))
    expect(line.locator("a[hreflang=tr]")).to_have_text("Türkçe")
    if language == "nl":
        expect(line).to_contain_text("nog niet in het Nederlands geschreven")


# Every page read by axe in both colour schemes, and in both languages: each language in one
# scheme (the palette does not change with the words; test_dark_mode.py reads the pages it
# shares with this list in both schemes in English and Turkish).
SCHEME_OF = dict(zip(NEW_LANGUAGES, SCHEMES, strict=True))


def test_every_page_fits_the_phone_with_long_names_and_passes_axe_in_both_schemes(
    language_phone, live_server
):
    page, language = language_phone
    # Some forty pages, each read by axe twice, on a machine that runs other tests too.
    page.set_default_navigation_timeout(30_000)
    found = {}
    for step in pages(live_server.url, language):
        which = step(page)
        expect(page.locator("html")).to_have_attribute("lang", language)
        problems = []
        # A phone's browser widens its layout to what overflows (and zooms out): the page is
        # measured against the screen's 360 px.
        width = page.evaluate("document.scrollingElement.scrollWidth")
        if width > 360:
            problems.append(f"{width} px wide")
        scheme = SCHEME_OF[language]
        page.emulate_media(color_scheme=scheme)
        problems += [f"{scheme}: {line}" for line in axe_violations(page)]
        page.emulate_media(color_scheme="light")
        if problems:
            found[which] = problems
    assert found == {}


@pytest.fixture
def cut(live_server) -> Iterator[Proxy]:
    with proxy_to(live_server.url) as proxy:
        yield proxy


def test_a_dutch_player_searches_the_rules_with_the_connection_cut(browser, live_server, cut):
    page = new_phone(browser, "nl", worker=True)
    try:
        page.goto(cut.url + "/rules/search/")
        wait_for_worker(page)
        page.context.set_offline(True)
        cut.cut()
        page.reload()
        expect(page.get_by_test_id("offline-banner")).to_be_visible()
        # A form of the word the texts never write: the browser's Dutch stemmer, then the
        # index's bridge to the server's stems.
        page.locator("#rules-q").fill("verzaakte")
        first = page.locator("#results .hits li").first
        expect(page.get_by_test_id("offline-search")).to_be_visible()
        expect(first.locator(".hit-link")).to_have_attribute(
            "href", re.compile(r"^/rules/(klaverjas|glossary)/\?lang=nl#revoke")
        )
        # A player's word for what the page calls pit.
        page.locator("#rules-q").fill("mars")
        expect(page.locator("#results .hits li").first.locator(".hit-link")).to_have_attribute(
            "href", re.compile(r"#pit$")
        )
        # y typed for ij.
        page.locator("#rules-q").fill("blyft")
        expect(page.locator("#results .hits li").first).to_be_visible()
    finally:
        put_away(page)
