"""The rule pages under a thumb: contents, navigation and search controls at least 44 px high,
and the way back to the game on screen at any scroll position without hiding a heading."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from rules import content
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = (390, 360)
THUMB = 44


@pytest.fixture(params=WIDTHS, ids=lambda width: f"{width}px")
def width(request) -> int:
    return request.param


def too_small(page: Page, selector: str) -> list[str]:
    """The visible elements matching ``selector`` that are less than a thumb high."""
    elements = page.locator(selector)
    assert elements.count() > 0, f"nothing matches {selector}"
    small = []
    for index in range(elements.count()):
        element = elements.nth(index)
        box = element.bounding_box()
        if box is not None and element.is_visible() and box["height"] < THUMB:
            small.append(f"{element.inner_text()!r}: {box['height']:.0f} px")
    return small


def opened_from_a_game(page: Page, base_url: str, path: str) -> str:
    """Open ``path`` as the rules link of a game does; the game's URL."""
    game = game_with_deals("ers", [{"winner": 0}])
    page.goto(f"{base_url}/games/{game.public_id}/editor/{game.edit_token}/")
    game_path = f"/games/{game.public_id}/"
    separator = "&" if "?" in path else "?"
    anchor = ""
    if "#" in path:
        path, anchor = path.split("#")
        anchor = "#" + anchor
    page.goto(f"{base_url}{path}{separator}back={game_path}{anchor}")
    return base_url + game_path


@pytest.mark.parametrize("language", ["en", "tr"])
def test_contents_and_navigation_of_a_rule_page_are_a_thumb_high(
    phone: Page, live_server, width, language
):
    phone.set_viewport_size({"width": width, "height": 844})
    opened_from_a_game(phone, live_server.url, f"/rules/joker/?lang={language}")
    assert too_small(phone, ".toc summary, .toc a") == []
    assert too_small(phone, ".crumbs a, .other-language a, .topbar nav a, .topbar button") == []


def test_search_controls_and_rule_books_are_a_thumb_high(phone: Page, live_server, width):
    phone.set_viewport_size({"width": width, "height": 844})
    phone.goto(live_server.url + "/rules/")
    assert too_small(phone, ".rules-search input, .rules-search select, .rules-search button") == []
    assert too_small(phone, ".rule-books a") == []

    phone.goto(live_server.url + "/rules/search/?q=kiz")  # the Turkish word: a link to English
    assert too_small(phone, ".rules-search input, .rules-search select, .rules-search button") == []
    assert too_small(phone, ".crumbs a, .hit-link, .hit-other") == []


def test_the_way_back_to_the_game_stays_on_screen_at_the_bottom_of_a_long_page(
    phone: Page, live_server, width
):
    phone.set_viewport_size({"width": width, "height": 844})
    game_url = opened_from_a_game(phone, live_server.url, "/rules/klaverjas/")
    phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    phone.wait_for_function("() => window.scrollY > 2000")

    back = phone.get_by_test_id("back-to-game")
    expect(back).to_be_in_viewport()
    box = back.bounding_box()
    assert box["height"] >= THUMB
    # Nothing lies on top of it: the element under its middle is the link itself.
    assert phone.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('.back-to-game') !== null",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    back.click()
    expect(phone).to_have_url(game_url)


@pytest.mark.parametrize("anchor", ["nat", "roem"])
def test_a_heading_opened_by_its_anchor_shows_below_the_way_back(
    phone: Page, live_server, width, anchor
):
    phone.set_viewport_size({"width": width, "height": 844})
    opened_from_a_game(phone, live_server.url, f"/rules/klaverjas/#{anchor}")
    heading = phone.locator(f"#{anchor}")
    expect(heading).to_be_in_viewport()
    bar = phone.locator(".crumbs").bounding_box()
    assert phone.evaluate("window.scrollY") > 0
    assert heading.bounding_box()["y"] >= bar["y"] + bar["height"]

    # A link of the contents lands the same way.
    phone.evaluate("window.scrollTo(0, 0)")
    phone.locator(f'.toc a[href="#{anchor}"]').click()
    phone.wait_for_function("() => window.scrollY > 0")
    bar = phone.locator(".crumbs").bounding_box()
    assert heading.bounding_box()["y"] >= bar["y"] + bar["height"]


def test_without_a_game_to_go_back_to_the_navigation_scrolls_away(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/klaverjas/")
    phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    expect(phone.locator(".crumbs")).not_to_be_in_viewport()


@pytest.mark.parametrize("language", ["en", "tr"])
@pytest.mark.parametrize(("game", "section"), [("joker", "golden"), ("seep", "example-bazzi")])
def test_the_lists_of_section_links_are_each_a_thumbs_target_at_360_px(
    phone: Page, live_server, language, game, section
):
    # Joker's "Golden deals", "No-trump deals", ... and Seep's worked examples sit in a row
    # under their part of the contents: each at least 44 by 44 px, none on top of another.
    phone.set_viewport_size({"width": 360, "height": 800})
    phone.goto(f"{live_server.url}/rules/{game}/?lang={language}")
    expect(phone.locator(f'.toc ol ol a[href="#{section}"]')).to_be_visible()
    boxes = phone.evaluate(
        """() => [...document.querySelectorAll('.toc ol ol a')].map(a => {
             const r = a.getBoundingClientRect();
             return {text: a.textContent, x: r.x, y: r.y, width: r.width, height: r.height};
           })"""
    )
    assert len(boxes) >= 4
    small = [b for b in boxes if b["height"] < THUMB or b["width"] < THUMB]
    assert small == []
    for index, one in enumerate(boxes):
        for other in boxes[index + 1 :]:
            apart_x = (
                one["x"] + one["width"] <= other["x"] or other["x"] + other["width"] <= one["x"]
            )
            apart_y = (
                one["y"] + one["height"] <= other["y"] or other["y"] + other["height"] <= one["y"]
            )
            assert apart_x or apart_y, (one["text"], other["text"])


SMALLEST_TARGET = 24  # px: a target a thumb can hit (WCAG 2.5.8)


@pytest.mark.parametrize("language", ["en", "tr"])
@pytest.mark.parametrize("name", content.names())
def test_every_section_link_under_the_contents_is_a_target_at_360_px(
    phone: Page, live_server, language, name
):
    # Joker's "Which way round", "Misdeals", "Revoke", Seep's "Misdeals", "Cementing with loose
    # cards"...: each link, and the item of the list it sits in, at least 24 px tall, the link
    # inside its item, and no two on top of each other.
    phone.set_viewport_size({"width": 360, "height": 800})
    phone.goto(f"{live_server.url}/rules/{name}/?lang={language}")
    items = phone.evaluate(
        """() => [...document.querySelectorAll('.toc ol ol li')].map(li => {
             const box = element => {
               const r = element.getBoundingClientRect();
               return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
             };
             return {text: li.textContent, item: box(li), link: box(li.querySelector('a'))};
           })"""
    )
    if name in ("joker", "seep"):
        assert len(items) >= 5
    short = [
        (entry["text"], round(entry[part]["bottom"] - entry[part]["top"]))
        for entry in items
        for part in ("item", "link")
        if entry[part]["bottom"] - entry[part]["top"] < SMALLEST_TARGET
    ]
    assert short == []
    for entry in items:
        item, link = entry["item"], entry["link"]
        assert item["top"] <= link["top"] and link["bottom"] <= item["bottom"], entry["text"]
    for index, one in enumerate(items):
        for other in items[index + 1 :]:
            first, second = one["link"], other["link"]
            apart = (
                first["right"] <= second["left"]
                or second["right"] <= first["left"]
                or first["bottom"] <= second["top"]
                or second["bottom"] <= first["top"]
            )
            assert apart, (one["text"], other["text"])
