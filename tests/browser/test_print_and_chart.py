"""The game page on paper and its chart on a phone: what print leaves out (taps, the referee),
where the pages break (no table fragment at the end of page 1), roem no larger than points;
the chart's axis labels readable at 360 and 390 px, in both languages and colour schemes."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from django.utils import translation
from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from scorepad.games import samples
from scorepad.models import Game
from tests.browser.fixtures import new_phone
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

NAMES = ["Jan-Willem van der Berg", "Çağrı İnceoğlu", "Νίκος", "ნინო"]


def open_as_editor(page: Page, base_url: str, game: Game) -> None:
    page.goto(f"{base_url}/games/{game.public_id}/editor/{game.edit_token}/")
    expect(page.locator("#sheet")).to_be_visible()


def finished_joker() -> Game:
    worked = samples("joker").WORKED
    return game_with_deals("joker", worked["deals"], players=NAMES, options=worked["options"])


def klaverjas_in_play() -> Game:
    return game_with_deals(
        "klaverjas",
        [
            {"playing": 0, "points": [100, 62], "roem": [20, 0]},
            {"playing": 1, "points": [70, 92], "roem": [0, 50]},
            {"playing": 0, "points": [162, 0], "roem": [100, 0], "pit": 0},
        ],
        players=NAMES,
    )


# Each language once and each width once: the narrowest phone with the longer Turkish words.
@pytest.fixture(
    params=[("en", 390), ("tr", 360)],
    ids=lambda param: f"{param[0]}-{param[1]}px",
)
def any_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    language, width = request.param
    page = new_phone(browser, language)
    page.set_viewport_size({"width": width, "height": 844})
    page.language = language  # type: ignore[attr-defined]
    yield page
    page.context.close()


def words(page: Page, message: str) -> str:
    with translation.override(page.language):  # type: ignore[attr-defined]
        return translation.gettext(message)


def printed_pages(page: Page) -> list[str]:
    """The text of each page Chromium prints of the page, on A4."""
    pdf = page.pdf(format="A4", print_background=True)
    return [" ".join(sheet.extract_text().split()) for sheet in PdfReader(io.BytesIO(pdf)).pages]


# Print


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_print_leaves_out_the_taps_and_the_referee(any_phone: Page, live_server, scheme):
    open_as_editor(any_phone, live_server.url, klaverjas_in_play())
    tap = any_phone.locator(".tap-hint")
    referee = any_phone.get_by_test_id("referee-link")
    expect(tap).to_contain_text(words(any_phone, "tap a score to see why"))
    expect(referee).to_be_visible()
    any_phone.emulate_media(media="print", color_scheme=scheme)
    expect(tap).to_be_hidden()
    expect(referee).to_be_hidden()
    expect(any_phone.locator(".pad .score").first).to_be_visible()
    # The legend's other words stay: they explain the paper.
    expect(any_phone.locator(".pad + .legend")).to_contain_text(
        words(any_phone, "the name under each deal is its dealer")
    )
    text = " ".join(printed_pages(any_phone))
    assert words(any_phone, "tap a score to see why") not in text
    assert words(any_phone, "Referee: which card may I play, who takes the trick?") not in text
    # Printed black on white whatever the phone's scheme.
    background = any_phone.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(255, 255, 255)"


def font_size(page: Page, selector: str) -> float:
    sizes = page.locator(selector).evaluate_all(
        "cells => cells.map(cell => parseFloat(getComputedStyle(cell).fontSize))"
    )
    assert sizes, selector
    return max(sizes)


def test_roem_is_printed_no_larger_than_the_points(any_phone: Page, live_server):
    open_as_editor(any_phone, live_server.url, klaverjas_in_play())
    for media in ("screen", "print"):
        any_phone.emulate_media(media=media)
        points = font_size(any_phone, ".pad-klaverjas td.points .score")
        roem = font_size(any_phone, ".pad-klaverjas td.roem-cell")
        assert roem <= points, (media, roem, points)
    assert font_size(any_phone, ".pad-klaverjas td.roem-cell") >= 10  # still readable on paper


def test_a_joker_print_ends_no_page_with_a_fragment_of_the_table(any_phone: Page, live_server):
    open_as_editor(any_phone, live_server.url, finished_joker())
    any_phone.emulate_media(media="print")
    pages = printed_pages(any_phone)
    assert len(pages) >= 2
    bid_took = re.compile(r"\b\d/\d\b")  # a deal's bid/took, in the pad alone
    # Page 1 holds the results and the chart; the pad starts on page 2 with its first section
    # whole, the names over it: never a heading or a lone deal at the foot of page 1.
    assert NAMES[0] in pages[0] and not bid_took.search(pages[0]), pages[0][-300:]
    assert len(bid_took.findall(pages[1])) >= 4 * 8
    for page_text in pages[1:]:
        if bid_took.search(page_text):
            assert all(name in page_text for name in NAMES), page_text[:200]
    # The sheet's total is written once, at its end, and each section's line of premiums
    # with its section.
    assert sum(text.count("Σ 4450 700 700 120") for text in pages) == 1
    assert re.search(r"Σ 2200 ★\+400 450 ★\+50 450 ★\+50 80", " ".join(pages))


# The chart


def readable_labels(page: Page) -> list[float]:
    """The font size, in CSS pixels on screen, of every axis label of the chart shown."""
    labels = page.locator(".chart-svg text.label")
    expect(labels.first).to_be_visible()
    return labels.evaluate_all(
        "labels => labels.map(label =>"
        " label.getScreenCTM().a * parseFloat(getComputedStyle(label).fontSize))"
    )


def contrast(page: Page, selector: str) -> float:
    """The contrast ratio of an element's text colour on its background (WCAG)."""
    return page.locator(selector).first.evaluate(
        """(element) => {
            const rgb = (text) => text.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
            const lum = ([r, g, b]) => [r, g, b].map((c) => {
                c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
            const svg = element.closest('svg');
            const ink = lum(rgb(getComputedStyle(element).fill));
            const paper = lum(rgb(getComputedStyle(svg).backgroundColor));
            return (Math.max(ink, paper) + 0.05) / (Math.min(ink, paper) + 0.05);
        }"""
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_charts_axis_labels_are_readable_on_a_phone(any_phone: Page, live_server, scheme):
    any_phone.emulate_media(color_scheme=scheme)
    # A finished game: the chart inside the results' box, the narrowest it is drawn.
    open_as_editor(any_phone, live_server.url, finished_joker())
    sizes = readable_labels(any_phone)
    assert len(sizes) >= 8 and min(sizes) >= 12, sizes
    assert contrast(any_phone, ".chart-svg text.label") >= 4.5
    # A game in play: the chart folded under the sheet, opened.
    open_as_editor(any_phone, live_server.url, klaverjas_in_play())
    any_phone.locator(".chart-fold > summary").click()
    sizes = readable_labels(any_phone)
    assert min(sizes) >= 12, sizes
    # The labels stay inside the drawing.
    inside = any_phone.locator(".chart-svg").evaluate(
        """(svg) => { const box = svg.getBoundingClientRect();
            return [...svg.querySelectorAll('text.label')].every((label) => {
                const r = label.getBoundingClientRect();
                return r.left >= box.left - 0.5 && r.right <= box.right + 0.5
                    && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5; }); }"""
    )
    assert inside


# A printed deal row, in Chromium's PDF text (a name broken after its hyphen joined again): its
# number, then its contract and declarer (King) or its dealer (Klaverjas), then a score.
WHOLE_NAMES = "(?:" + "|".join(NAMES) + ")"
KING_CONTRACTS = r"(?:El almaz|Kupa almaz|Erkek almaz|Kız almaz|Son iki|Rıfkı|Koz(?: [♠♥♦♣])?)"
DEAL_ROW = {
    "king": re.compile(rf"\b\d{{1,2}} {KING_CONTRACTS} {WHOLE_NAMES} -?\d"),
    "klaverjas": re.compile(rf"\b\d{{1,2}} {WHOLE_NAMES} \d"),
}


def long_finished(name: str) -> Game:
    sample = samples(name).long_game()
    return game_with_deals(name, sample["deals"], players=NAMES, options=sample["options"])


@pytest.mark.parametrize("name", ["king", "klaverjas"])
def test_a_printed_pad_starts_and_ends_its_pages_with_deals_and_writes_names_whole(
    phone: Page, live_server, name
):
    game = long_finished(name)
    open_as_editor(phone, live_server.url, game)
    phone.emulate_media(media="print")
    pages = [text.replace("- ", "-") for text in printed_pages(phone)]
    rows = [len(DEAL_ROW[name].findall(text)) for text in pages]
    assert sum(rows) == game.deals.count(), [DEAL_ROW[name].findall(text) for text in pages]
    with_rows = [text for text, count in zip(pages, rows, strict=True) if count]
    # No page holds the pad's heading over a deal or two, nor its total alone: where the pad
    # is on a page, several of its deals are, under the names.
    assert min(count for count in rows if count) >= 3, rows
    for text in with_rows:
        assert all(name in text for name in NAMES), text[:300]
    assert "Σ" in with_rows[-1]
    assert not any("Σ" in text for text, count in zip(pages, rows, strict=True) if not count)
    # Every name whole: paper has no tap to show what the phone cuts short.
    assert not any("…" in text for text in pages)
    if name == "klaverjas":
        dealers = " ".join(with_rows)
        assert len(re.findall(rf"\b\d{{1,2}} {NAMES[0]} \d", dealers)) == 4
    # The results name every side at one size, the winner too.
    sizes = font_sizes(phone, ".results .standings .name")
    assert len(set(sizes)) == 1, sizes
    # The PDF export too: each name whole, the deals all there.
    pdf = phone.request.get(live_server.url + f"/games/{game.public_id}/export.pdf")
    text = " ".join(
        " ".join(sheet.extract_text().split()) for sheet in PdfReader(io.BytesIO(pdf.body())).pages
    )
    assert "…" not in text and all(name in text for name in NAMES)


def font_sizes(page: Page, selector: str) -> list[float]:
    return page.locator(selector).evaluate_all(
        "els => els.map(el => parseFloat(getComputedStyle(el).fontSize))"
    )
