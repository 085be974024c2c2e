"""The pages the hardening changed, on a small phone: /stats/ a page at a time, this phone's
key with a new key at a tap, the key opened on another phone saying what it will forget, and the
board's words on the practice page. At 360 px, long names, both colour schemes, both languages;
axe-core finds nothing on any of them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.utils import timezone
from playwright.sync_api import Browser, Page, expect

from scorepad.games import installed, samples
from scorepad.models import Right
from scorepad.rights import GAMES_KEPT, links_of
from tests import worked_games
from tests.browser.fixtures import new_phone, put_away
from tests.browser.test_dark_mode import axe_violations
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)
WIDTH = 360
LONG = ["Oppenheimer-Çağrı Işıkoğlu", "Jan-Willem van der Berg", "Ayşegül Yılmazoğlu", "Ğ" * 40]
ANY = installed()[0]


def a_game(*first: str):
    """A game of the registry's first game, its first players named ``first``, the others the
    game's sample players."""
    players = list(samples(ANY).PLAYERS)
    return game_with_deals(ANY, players=[*first, *players[len(first) :]])


@pytest.fixture(params=[("tr", "dark"), ("en", "light")], ids=["tr-dark", "en-light"])
def small_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    language, scheme = request.param
    page = new_phone(browser, language)
    page.set_viewport_size({"width": WIDTH, "height": 800})
    page.emulate_media(color_scheme=scheme)
    yield page
    put_away(page)


def holding(page: Page, base_url: str, games) -> str:
    """The phone holds the games, as if it had opened each one's editor link: its session."""
    store = SessionStore()
    store.create()
    now = timezone.now()
    for number, game in enumerate(games):
        Right.objects.create(
            session_id=store.session_key,
            game=game,
            role="edit",
            links=links_of(game),
            granted=now + timezone.timedelta(microseconds=number),
        )
    page.context.add_cookies([{"name": "sessionid", "value": store.session_key, "url": base_url}])
    return store.session_key


def fits(page: Page) -> None:
    page.wait_for_load_state("load")  # measured as the player sees it: with its stylesheet
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    assert axe_violations(page) == []


def finished(number: int):
    """The registry's first game's worked game, finished, its players' names long."""
    worked = worked_games.worked(ANY)
    players = [f"{name[:36]} {number}" for name in LONG[: len(worked["players"])]]
    return game_with_deals(ANY, worked["deals"], players=players, options=worked["options"])


def test_the_statistics_come_a_page_at_a_time_on_a_small_phone(small_phone: Page, live_server):
    games = [finished(number) for number in range(23)]
    holding(small_phone, live_server.url, games)
    small_phone.goto(live_server.url + "/stats/")
    history = small_phone.get_by_test_id("history")
    expect(history.locator("li")).to_have_count(20)
    expect(small_phone.get_by_test_id("player")).to_have_count(20)
    fits(small_phone)
    small_phone.get_by_test_id("history-pager").locator("a[rel=next]").click()
    expect(history.locator("li")).to_have_count(3)
    assert "page=2" in small_phone.url
    fits(small_phone)
    small_phone.get_by_test_id("players-pager").locator("a[rel=next]").click()
    expect(history.locator("li")).to_have_count(3)  # the games' page is kept
    expect(small_phone.get_by_test_id("player")).to_have_count(20)


def test_a_new_key_at_a_tap_and_a_key_saying_what_it_will_forget(
    small_phone: Page, browser: Browser, live_server
):
    first = [a_game(LONG[0], f"{LONG[1]} {n}") for n in range(3)]
    holding(small_phone, live_server.url, first)
    small_phone.goto(live_server.url + "/phone/")
    old_key = small_phone.get_by_test_id("key-url").input_value()
    later = a_game(LONG[2], LONG[3])
    Right.objects.create(
        session_id=small_phone.context.cookies()[0]["value"],
        game=later,
        role="edit",
        links=links_of(later),
        granted=timezone.now(),
    )
    small_phone.reload()
    expect(small_phone.get_by_test_id("key-since")).to_be_visible()
    fits(small_phone)
    small_phone.get_by_test_id("renew-key").click()
    expect(small_phone.get_by_test_id("key-since")).to_have_count(0)
    new_key = small_phone.get_by_test_id("key-url").input_value()
    assert new_key != old_key

    other = new_phone(browser, small_phone.evaluate("document.documentElement.lang"))
    try:
        other.set_viewport_size({"width": WIDTH, "height": 800})
        own = [a_game("Ada", f"Bo {n}") for n in range(GAMES_KEPT - 1)]
        holding(other, live_server.url, own)
        other.goto(old_key)
        expect(other.get_by_test_id("bring-confirm")).to_have_count(0)  # opens nothing now
        other.goto(new_key)
        expect(other.get_by_test_id("bring-forgets")).to_be_visible()
        fits(other)
        other.get_by_test_id("bring-confirm").click()
        expect(other).to_have_url(live_server.url + "/")
    finally:
        put_away(other)


def test_a_link_opened_from_another_site_is_kept_at_a_tap(small_phone: Page, live_server):
    """Its page names only this site in the Referer of what it loads; the form it posts still
    says where it comes from, and the CSRF check lets it through."""
    game = a_game(LONG[0], LONG[1])
    link = f"{live_server.url}/games/{game.public_id}/editor/{game.edit_token}/"
    small_phone.route(
        "http://elsewhere.test/",
        lambda route: route.fulfill(
            body=f'<!doctype html><a id="go" href="{link}">a game</a>', content_type="text/html"
        ),
    )
    small_phone.goto("http://elsewhere.test/")
    small_phone.click("#go")
    asked = small_phone.locator("form[method=post] button.primary")
    expect(asked).to_be_visible()
    fits(small_phone)
    asked.click()
    expect(small_phone).to_have_url(f"{live_server.url}/games/{game.public_id}/")
    expect(small_phone.locator("#entry")).to_be_visible()
