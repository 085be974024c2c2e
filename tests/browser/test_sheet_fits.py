"""A sheet that fits any table: long and non-Latin names on a 360 and a 390 px phone, in both
languages and every installed game, never scroll sideways and never lose a letter."""

import re

import pytest
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect

from scorepad.games import game_type, installed
from tests.browser.fixtures import new_phone
from tests.factories import game_with_deals, long_game

LONG = [
    "Alexandrina Konstantinopoulou",  # 29 letters, Latin
    "Σωκράτης Παπαδόπουλος-Νικολάου",  # Greek
    "ნინო გიორგაძე-ჯავახიშვილი",  # Georgian
    "İlkay Şükrüoğlu Çağdaş Ğİİ",  # Turkish letters that lose dots and cedillas when clipped
]
ERS_LONG = [*LONG, "Bartholomew Fitzgerald-Worthington"]

DEALS = {
    "joker": [
        {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
        {"bids": [2, 0, 1, 0], "tricks": [1, 0, 1, 0]},
        {"bids": [1, 1, 0, 0]},
    ],
    "klaverjas": [
        {"playing": 0, "points": [100, 62], "roem": [20, 0], "pit": None, "revoke": None},
        {"playing": 1, "points": [90, 72], "roem": [0, 50], "pit": None, "revoke": None},
    ],
    "seep": [
        {"points": [60, 40], "sweeps": [0, 1]},
        {"points": [97, 3], "sweeps": [0, 0]},
    ],
    "ers": [{"winner": 0}, {"winner": 4}],
}


def open_as_editor(browser: Browser, base_url: str, game, language: str, width: int) -> Page:
    page = new_phone(browser, language)
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(base_url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#sheet")).to_be_visible()
    return page


def overflow(page: Page) -> int:
    """How far the page reaches past the screen's right edge, in CSS pixels (against the
    phone's own width: a phone's browser widens its layout to take in a page that overflows)."""
    return page.evaluate("document.documentElement.scrollWidth") - page.viewport_size["width"]


def clipped_names(page: Page) -> list[str]:
    """Names whose box is smaller than their text: cut off sideways (unless shortened with an
    ellipsis, the whole name in its title) or at the top and bottom (the dot of İ and the
    cedilla of Ş live just outside a tight line box)."""
    return page.evaluate(
        """() => [...document.querySelectorAll('.name, .dealer-name, .pad thead th')]
            .filter(el => el.offsetParent !== null)
            .filter(el => {
              const style = getComputedStyle(el);
              const cuts = value => ['hidden', 'clip'].includes(value);
              const hides = cuts(style.overflowX) || cuts(style.overflowY)
                || style.textOverflow === 'ellipsis';
              // Cut at its end on purpose (a word wider than its column) with the whole name
              // in its title or its button's: only a cut at the top or bottom counts.
              const titled = el.closest('[title]');
              const shortened = style.textOverflow === 'ellipsis'
                && titled !== null && titled.title === el.textContent.trim();
              return hides && ((!shortened && el.scrollWidth > el.clientWidth + 1)
                || el.scrollHeight > el.clientHeight + 1);
            })
            .map(el => el.textContent.trim())"""
    )


def long_names(name: str) -> list[str]:
    """As many long names as the game seats, up to five."""
    seats = min(game_type(name).max_seats(), len(ERS_LONG))
    return ERS_LONG[:seats] if seats > len(LONG) else LONG[:seats]


@pytest.mark.parametrize("language", ["en", "tr"])
@pytest.mark.parametrize("name", installed())
def test_long_and_non_latin_names_fit_without_sideways_scrolling(
    browser: Browser, live_server, name, language
):
    sample, options, deals = long_game(name)
    players = long_names(name)
    assert len(players) == len(sample), "the long names seat as many as the sample game"
    game = game_with_deals(name, deals[:3], players=players, options=options)
    # At 390 px here; at 360 px below, where the broken words are looked for.
    page = open_as_editor(browser, live_server.url, game, language, 390)
    try:
        fits(page, name, players)
    finally:
        page.context.close()


def fits(page: Page, name: str, players: list[str]) -> None:
    """No sideways scrolling, no name clipped, and every name whole in the sheet's heading."""
    width = page.viewport_size["width"]
    assert overflow(page) <= 0, f"{name} at {width} px scrolls sideways"
    assert clipped_names(page) == []
    heading = " ".join(page.locator("#sheet thead").first.inner_text().split())
    for player in players:
        assert player in heading


def test_the_dealer_under_each_deal_keeps_the_dot_of_i(browser: Browser, live_server):
    game = game_with_deals("klaverjas", DEALS["klaverjas"], players=LONG)
    page = open_as_editor(browser, live_server.url, game, "tr", 360)
    try:
        dealer = page.locator('tr[data-deal="4"] .dealer-name')  # deal 4 is dealt by İlkay
        expect(dealer).to_have_text(LONG[3])
        box = dealer.evaluate(
            "el => { const r = document.createRange(); r.selectNodeContents(el);"
            " const text = r.getBoundingClientRect(), own = el.getBoundingClientRect();"
            " return [text.top - own.top, own.bottom - text.bottom]; }"
        )
        assert box[0] >= -0.5 and box[1] >= -0.5, box  # the glyphs stay inside their box
    finally:
        page.context.close()


def test_the_joker_sheet_numbers_its_deals_and_explains_the_dealer_mark(
    browser: Browser, live_server
):
    game = game_with_deals("joker", DEALS["joker"])
    page = open_as_editor(browser, live_server.url, game, "en", 390)
    try:
        row = page.locator('tr[data-deal="2"] th')
        # The deal's number over its cards each, bold on the first line.
        expect(row).to_have_text(re.compile(r"^\s*2\s+2🂠"))
        expect(row).to_have_attribute("title", "2 cards each")
        weights = row.evaluate(
            "th => [getComputedStyle(th, '::first-line').fontWeight,"
            " getComputedStyle(th).fontWeight]"
        )
        assert int(weights[0]) > int(weights[1]), weights
        expect(page.get_by_test_id("legend")).to_contain_text("the dealer of the deal")
    finally:
        page.context.close()


def test_the_seep_footer_says_whom_the_difference_favours_and_a_bazzi_is_no_error(
    browser: Browser, live_server
):
    deals = [*DEALS["seep"], {"points": [30, 70], "sweeps": [0, 0]}]
    game = game_with_deals("seep", deals, options={"bazzis": 2})
    page = open_as_editor(browser, live_server.url, game, "en", 390)
    try:
        # -30, then a bazzi for Nino & Ana starts the difference again, then 30 - 70 = -40.
        expect(page.get_by_test_id("seep-footer")).to_contain_text(
            "Running difference: 40 in favour of Giorgi & Levan"
        )
        tag = page.locator("td.bazzi-won .tag")
        expect(tag).to_contain_text("bazzi")
        error_colour = page.evaluate(
            "getComputedStyle(document.documentElement).getPropertyValue('--bad')"
        )
        tag_colour = tag.evaluate("el => getComputedStyle(el).color")
        error_rgb = page.evaluate(
            "colour => { const s = document.createElement('span'); s.style.color = colour;"
            " document.body.append(s); const c = getComputedStyle(s).color;"
            " s.remove(); return c; }",
            error_colour.strip(),
        )
        assert tag_colour != error_rgb
    finally:
        page.context.close()


# Every word of the sheet's names and numbers (a hyphen may end a line, as in print), with the
# lines it is drawn on: a word on two lines was broken inside itself.
BROKEN_WORDS = """() => {
  const roots = document.querySelectorAll('#sheet .pad, #sheet .results, [data-testid=totals-bar]');
  const broken = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement.offsetParent) continue;
      for (const match of node.data.matchAll(/[^\\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
          .map(r => Math.round(r.top / 3)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}"""

# Names cut short with an ellipsis, and the button a tap on them opens with the whole name.
SHORTENED = """() => [...document.querySelectorAll(
    '.pad .name, .pad .dealer-name, .pad .declarer-name, [data-testid=totals-bar] .name')]
  .filter(el => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
  .map((el, index) => {
    const button = el.closest('button[title]');
    const link = el.closest('a[href]');
    if (button) button.dataset.shortened = index;
    return {name: el.textContent.trim(), title: button ? button.title : null,
            link: link ? link.getAttribute('href') : null, index};
  })"""


@pytest.mark.parametrize("name", installed())
def test_no_name_or_number_is_broken_inside_a_word_and_a_shortened_name_shows_whole_on_a_tap(
    browser: Browser, live_server, name
):
    _sample, options, deals = long_game(name)
    players = long_names(name)
    game = game_with_deals(name, deals[: max(3, len(deals) // 2)], players=players, options=options)
    finished = game_with_deals(name, deals, players=players, options=options)
    # Each game in play and finished, one in English and the other in Turkish, the languages
    # taking turns from game to game: every game's sheet and every language's words.
    languages = ("en", "tr") if installed().index(name) % 2 == 0 else ("tr", "en")
    for shown, language in zip((game, finished), languages, strict=True):
        page = open_as_editor(browser, live_server.url, shown, language, 360)
        try:
            fits(page, name, players)
            assert page.evaluate(BROKEN_WORDS) == []
            shortened = page.evaluate(SHORTENED)
            for short in shortened:
                # The dealer under a deal's number, inside the link that changes the deal:
                # that tap opens the deal, which says who dealt it.
                if short["title"] is None and short["link"]:
                    continue
                assert short["title"] == short["name"], short
            for short in [one for one in shortened if one["title"]][:3]:
                button = page.locator(f'button[data-shortened="{short["index"]}"]')
                if button.evaluate("el => !!el.closest('[data-testid=totals-bar]')"):
                    # The totals bar, stuck to the screen's foot, is tapped where the sheet is
                    # read from its top: scrolled to the middle of the page instead, the entry's
                    # preview comes under it and the bar steps aside for it, as it should.
                    page.evaluate("window.scrollTo(0, 0)")
                else:
                    button.evaluate("el => el.scrollIntoView({block: 'center'})")
                button.click()
                expect(button.locator("xpath=..").locator(".note")).to_have_text(short["name"])
                box = button.locator("xpath=..").locator(".note").bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
                button.click()
            linked = [one for one in shortened if one["title"] is None and one["link"]]
            if linked:
                page.goto(live_server.url + linked[0]["link"])
                expect(page.get_by_test_id("dealt-by")).to_contain_text(linked[0]["name"])
        finally:
            page.context.close()
