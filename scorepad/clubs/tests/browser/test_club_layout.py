"""The club's pages at 360 px with long names in every language, each page in both colour
schemes (axe checks contrast and markup), and the screens on a television and a laptop: a big
club's sixty players fit without scrolling, in type readable across a room."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.conf import settings
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect

from scorepad.clubs.files import club_games, plays_in_teams
from scorepad.clubs.models import Club, Season
from scorepad.clubs.tests.helpers import random_night
from scorepad.clubs.views.nights import store_night
from tests.browser.fixtures import new_phone, put_away
from tests.browser.test_dark_mode import SCHEMES, axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
GAME = next((name for name in club_games() if plays_in_teams(name)), club_games()[0])
# The pages here are long and axe reads each one twice: on two shared cores a page may take a
# while, and nothing here is timed.
LOADED_MACHINE_MS = 30_000


def long_name(number: int) -> str:
    """Forty characters, as long as a name may be, with Turkish and Dutch letters."""
    return f"Şükrü Ağaoğlu-van der Heijden İğdeli {number:02d}"[:40].ljust(40, "ı")


def a_big_club(page: Page, base: str, players: int = 60) -> tuple[Club, int, int]:
    """A club made on this phone, with a night of ``players`` long names in four rounds and a
    season holding it."""
    page.goto(base + reverse("clubs:index"))
    page.fill("#id_name", "Klaverjasvereniging De Hoop van Oud-Beijerland en Omstreken")
    page.fill("#id_members", "\n".join(long_name(number) for number in range(players)))
    page.locator("form[data-testid=new-club] button[type=submit]").click()
    expect(page.get_by_test_id("new-night")).to_be_visible()
    club = Club.objects.get()
    document = random_night(GAME, players, 4, 3, seed=1)  # a fifth round still to come
    renamed = {f"Player {number + 1}": long_name(number) for number in range(players)}
    document["players"] = [renamed[name] for name in document["players"]]
    for round_ in document["rounds"]:
        round_["sit_out"] = [renamed[name] for name in round_["sit_out"]]
        for table in round_["tables"]:
            table["players"] = [renamed[name] for name in table["players"]]
    document["rules"]["rounds"] = 5
    season = Season.objects.create(
        club=club,
        name="Seizoen 2026-2027",
        game=GAME,
        score="points",
        rules={"count_best": None, "absent": "lowest", "absent_score": 0},
    )
    from scorepad.clubs import files, night

    stored = store_night(club, night.clean_night(document, files.club_engine), season)
    return club, stored.pk, season.pk


@pytest.fixture(params=[code for code, _name in settings.LANGUAGES])
def narrow_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    page = new_phone(browser, request.param)
    page.set_viewport_size({"width": 360, "height": 780})
    page.context.set_default_timeout(LOADED_MACHINE_MS)
    yield page
    put_away(page)


def fits_the_width(page: Page) -> None:
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= 360, f"{page.url} is {width} px wide"


# Every page in both colour schemes and in every language: English in both, each other
# language in one (the palette does not change with the words).
SCHEMES_OF = {"en": SCHEMES, "tr": ("dark",), "nl": ("light",), "ka": ("dark",)}


def test_every_club_page_fits_a_360_px_phone_in_both_schemes(narrow_phone, live_server):
    base = live_server.url
    language = narrow_phone.evaluate("navigator.language")[:2]
    club, night_id, season_id = a_big_club(narrow_phone, base, players=17)
    pages = [
        reverse("clubs:index"),
        reverse("clubs:club", args=[club.public_id]),
        reverse("clubs:edit_club", args=[club.public_id]),
        reverse("clubs:links", args=[club.public_id]),
        reverse("clubs:new_night", args=[club.public_id]),
        reverse("clubs:night", args=[club.public_id, night_id]),
        reverse("clubs:standings", args=[club.public_id, night_id]),
        reverse("clubs:season", args=[club.public_id, season_id]),
        reverse("clubs:new_season", args=[club.public_id]),
    ]
    found = {}
    for path in pages:
        narrow_phone.goto(base + path)
        for scheme in SCHEMES_OF[language]:
            narrow_phone.emulate_media(color_scheme=scheme)
            fits_the_width(narrow_phone)
            found[(path, scheme)] = axe_violations(narrow_phone)
    assert {key: value for key, value in found.items() if value} == {}


SCREENS = ({"width": 1920, "height": 1080}, {"width": 1366, "height": 768})


def test_the_screens_fit_a_big_clubs_night_on_a_television_and_a_laptop(browser, live_server):
    base = live_server.url
    director = new_phone(browser)
    director.context.set_default_timeout(LOADED_MACHINE_MS)
    club, night_id, season_id = a_big_club(director, base)
    screen_link = reverse("clubs:join", args=[club.public_id, "screen", club.screen_token])
    context = browser.new_context(viewport=SCREENS[0])
    context.set_default_timeout(LOADED_MACHINE_MS)
    screen = context.new_page()
    screen.goto(base + screen_link)
    pages = (
        reverse("clubs:screen", args=[club.public_id, night_id]),
        reverse("clubs:season_screen", args=[club.public_id, season_id]),
    )
    try:
        for size in SCREENS:
            screen.set_viewport_size(size)
            for path in pages:
                screen.goto(base + path)
                expect(screen.locator("#live tr[data-player]")).to_have_count(60)
                for scheme in SCHEMES:
                    screen.emulate_media(color_scheme=scheme)
                    fits_the_screen(screen, size, path)
                    # The colours do not change with the size: read by axe on the television.
                    if size == SCREENS[0]:
                        assert axe_violations(screen) == [], (path, scheme)
                first = screen.locator("#live td.player .name").first
                assert first.inner_text().startswith("Şükrü")
    finally:
        context.close()
        put_away(director)


def fits_the_screen(screen: Page, size: dict[str, int], path: str) -> None:
    """No scrolling; every row above what comes under the standings, all of it on the
    screen; the type at least a sixtieth of the screen's height (18 px on a 1080 screen)."""
    scroll = screen.evaluate(
        "[document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]"
    )
    assert scroll[0] <= size["width"] and scroll[1] <= size["height"], (path, scroll)
    rows = [row.bounding_box() for row in screen.locator("#live tr[data-player]").all()]
    bottom = max(box["y"] + box["height"] for box in rows if box)
    under = [screen.get_by_test_id("heard")]
    if screen.get_by_test_id("tables").count():
        under.insert(0, screen.get_by_test_id("tables"))
    for element in under:
        box = element.bounding_box()
        assert box is not None and bottom <= box["y"] + 1, (path, bottom, box)
        assert box["y"] + box["height"] <= size["height"], (path, box)
    type_px = screen.locator("#live td.total").first.evaluate(
        "cell => parseFloat(getComputedStyle(cell).fontSize)"
    )
    assert type_px >= size["height"] / 60, (path, type_px)
