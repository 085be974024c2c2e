"""A club night run as a club runs it, in real Chromium: seventeen players and three rounds. The
director makes the club and the night on a phone and checks the players in (one comes late);
five club-owned phones are its tables, two of them scoring a round through a connection cut
for real; the café's screen follows on a sixth, its own connection cut and back; the director
enters one table's paper tally; and at the end the standings, the prizes and every export agree
with ``manage.py standings`` on the night's own file.

Seventeen players make four tables a round (and one sitting out once the late player is
there): four tables score at once each round, on four of the five phones, one of them the
director in the last round.
"""

from __future__ import annotations

import csv
import html
import io
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from scorepad.clubs.files import club_games, plays_in_teams
from scorepad.clubs.models import Club, Night, Table
from scorepad.clubs.stored import prize_words, written
from scorepad.clubs.tests.helpers import run
from scorepad.clubs.tests.pages import option_fields, option_name, random_deals
from scorepad.games import game_type
from scorepad.models import Deal
from tests.browser.cut import Proxy
from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import rules_ready
from tests.browser.test_offline import wait_for_worker
from tests.browser.test_whole_game_offline import ENTER

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = [
    "Anneke van der Berg-Hoogstraten",
    "Bert",
    "Cor",
    "Dirk",
    "Els",
    "Fleur",
    "Gijs",
    "Henk",
    "Ina",
    "Joop",
    "Karin",
    "Lies",
    "Maarten",
    "Nel",
    "Onno",
    "Piet",
    "Quirijn Wilhelmus Hendrikus",
]
LATE = "Joop"
TV = {"width": 1920, "height": 1080}
SCREEN_SECONDS = 5


def team_game() -> str:
    games = [name for name in club_games() if plays_in_teams(name)] or club_games()
    return games[0]


def shortest_game(game: str) -> tuple[str, str] | None:
    """The option's choice (field, value) that makes the game shortest, where the game says how
    long it lasts: a quick night for the test, played as any night is."""
    kind = game_type(game)
    planned = getattr(kind.engine, "planned_deals", None)
    if planned is None:
        return None
    best: tuple[int, str, str] | None = None
    for name, field in option_fields(game).items():
        for value, _label in getattr(field, "choices", []):
            if value in ("", None):
                continue
            try:
                options = kind.full_options(kind.options_from({name: value}, 0))
            except Exception:  # a choice the other defaults refuse
                continue
            deals = planned(options)
            if deals and (best is None or deals < best[0]):
                best = (deals, name, str(value))
    return None if best is None else (best[1], best[2])


def tap(page: Page, name: str, value: str) -> None:
    page.locator(f'label.pick:has(> input[name="{name}"][value="{value}"])').first.click()


def table_card(page: Page, number: int, table: int):
    return page.get_by_test_id(f"table-{number}-{table}")


def stored_tables(night: Night, number: int) -> list[Table]:
    deadline = time.monotonic() + 10
    while True:
        tables = list(
            Table.objects.filter(round__night=night, round__number=number)
            .select_related("game")
            .order_by("number")
        )
        if tables or time.monotonic() > deadline:
            return tables
        time.sleep(0.1)


def recorded(game) -> int:
    from django.db import OperationalError

    deadline = time.monotonic() + 5
    while True:
        try:
            return Deal.objects.filter(game=game).count()
        except OperationalError:  # the live server writing the in-memory database
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def until_recorded(game, count: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while recorded(game) < count:
        assert time.monotonic() < deadline, f"{recorded(game)} of {count} deals recorded"
        time.sleep(0.1)


class Seat:
    """A table at which a phone enters the deals: its game, its deals to enter, and its
    posts as the entry posts them."""

    def __init__(self, page: Page, table: Table, seed: int) -> None:
        self.page = page
        self.table = table
        game = table.game
        kind = game_type(game.game)
        options = kind.full_options(game.options)
        self.deals = random_deals(game.game, list(game.players), options, 10_000, seed=seed)
        self.posts = kind.entry_posts(list(game.players), options, self.deals)
        self.done = 0

    def ready(self) -> None:
        expect(self.page.locator("#entry")).to_be_visible()
        rules_ready(self.page)

    def enter_next(self) -> bool:
        """The phone enters its next deal; False when the table's game is over."""
        if self.done >= len(self.posts):
            return False
        post = self.posts[self.done]
        self.page.evaluate(ENTER, [post, True])
        self.done += 1
        if self.done < len(self.posts):
            following = self.posts[self.done]
            step = f"{following['number']}:{following['phase']}"
            expect(self.page.locator("#entry")).to_have_attribute("data-entry-step", step)
        return True


def all_at_once(seats: list[Seat]) -> None:
    """Every table enters a deal in turn, until every game is over."""
    while any([seat.enter_next() for seat in seats]):
        pass


@pytest.fixture
def phones(browser: Browser, live_server) -> Iterator[list[Page]]:
    made: list[Page] = []

    def make(*, worker: bool = False) -> Page:
        # Only the phones that score offline keep the service worker (its install costs a
        # phone two seconds of the machine); the café's screen, a browser of its own, keeps it.
        page = new_phone(browser, worker=worker)
        # Seven phones and a server answering one request at a time on two shared cores: what
        # a phone shows may take a while. What is timed (the screen's five seconds) says so.
        page.context.set_default_timeout(20_000)
        made.append(page)
        return page

    yield make  # type: ignore[misc]
    for page in made:
        put_away(page)


@pytest.fixture
def proxies(live_server) -> Iterator[list[Proxy]]:
    made: list[Proxy] = []

    def make() -> Proxy:
        proxy = Proxy(live_server.url)
        made.append(proxy)
        return proxy

    yield make  # type: ignore[misc]
    for proxy in made:
        proxy.cut()


def cut(page: Page, proxy: Proxy) -> None:
    page.context.set_offline(True)
    proxy.cut()


def restore(page: Page, proxy: Proxy) -> None:
    proxy.restore()
    page.context.set_offline(False)


def shown_standings(page: Page) -> list[tuple[int, str, str, list[str]]]:
    rows = []
    for row in page.locator("#live tr[data-player]").all():
        rows.append(
            (
                int(row.locator("td.place").inner_text()),
                row.get_attribute("data-player") or "",
                row.get_by_test_id("total").inner_text(),
                [tag.inner_text() for tag in row.locator(".prize-tag").all()],
            )
        )
    return rows


def downloaded(page: Page, link) -> bytes:
    with page.expect_download() as info:
        link.click()
    return Path(info.value.path()).read_bytes()


def test_a_night_of_seventeen_players_and_three_rounds(browser, live_server, phones, proxies):
    base = live_server.url
    game = team_game()
    kind = game_type(game)

    # The director makes the club and the night.
    director = phones()
    director.goto(base + reverse("clubs:index"))
    director.fill("#id_name", "Klaverjasvereniging De Hoop")
    director.fill("#id_members", "\n".join(NAMES))
    director.locator("form[data-testid=new-club] button[type=submit]").click()
    expect(director.locator("h1")).to_have_text("Klaverjasvereniging De Hoop")
    club = Club.objects.get()
    director.get_by_test_id("new-night").click()
    tap(director, "game", game)
    shortest = shortest_game(game)
    if shortest:
        tap(director, option_name(game, shortest[0]), shortest[1])
    director.locator("form[data-testid=night-form] button[type=submit]").click()
    expect(director.get_by_test_id("check-in")).to_be_visible()
    night = Night.objects.get()

    # Sixteen come at eight; Joop comes late.
    for name in NAMES:
        if name != LATE:
            director.locator("[data-testid=check-in] label.pick", has_text=name).click()
    director.get_by_test_id("save-check-in").click()
    expect(director.locator("#check-in-title")).to_contain_text("16 players")

    # The club's links: the tables' for two phones, the screen's for the café's television.
    director.goto(base + reverse("clubs:links", args=[club.public_id]))
    table_link = director.locator("#url-table").input_value()
    screen_link = director.locator("#url-screen").input_value()
    assert table_link.endswith(
        reverse("clubs:join", args=[club.public_id, "table", club.table_token])
    )

    screen_proxy = proxies()
    tv = browser.new_context(viewport=TV, locale="en")
    tv.set_default_timeout(20_000)
    screen = tv.new_page()
    screen.goto(screen_link.replace(base, screen_proxy.url))
    expect(screen.get_by_test_id("live")).to_be_visible()
    wait_for_worker(screen)

    director.goto(base + reverse("clubs:night", args=[club.public_id, night.pk]))
    director.get_by_test_id("draw").locator("button[type=submit]").click()
    expect(director.get_by_test_id("round-1")).to_be_visible()
    first = stored_tables(night, 1)
    assert len(first) == 4 and not night.rounds.get(number=1).sit_out
    for table in first:
        for name in table.game.players:
            expect(table_card(director, 1, table.number)).to_contain_text(name)
    # The screen shows round 1 by itself.
    expect(screen.get_by_test_id("round-state")).to_contain_text("Round 1 of 3", timeout=8_000)

    # Five phones: A and B came through the tables' link and open their table on the night's
    # page; C, D and E scan a table's QR code.
    a, b, c, d, e = (phones(worker=phone in "cd") for phone in "abcde")
    proxy_c, proxy_d = proxies(), proxies()
    night_url = reverse("clubs:night", args=[club.public_id, night.pk])

    def from_the_night(page: Page, prefix: str, number: int, table: int) -> None:
        page.goto(prefix + night_url)
        table_card(page, number, table).get_by_test_id("open-table").click()

    def scanned(page: Page, prefix: str, table: Table) -> None:
        qr_url = base + reverse(
            "clubs:table_link", args=[club.public_id, club.table_token, table.game.public_id]
        )
        svg = director.request.get(
            base + reverse("clubs:table_qr", args=[club.public_id, night.pk, table.game.public_id])
        )
        assert svg.ok and b"<svg" in svg.body()
        page.goto(qr_url.replace(base, prefix))

    for page in (a, b):
        page.goto(table_link)
    from_the_night(a, base, 1, 1)
    from_the_night(b, base, 1, 2)
    scanned(c, proxy_c.url, first[2])
    scanned(d, proxy_d.url, first[3])
    seats = [
        Seat(page, table, seed)
        for seed, (page, table) in enumerate(zip((a, b, c, d), first, strict=True))
    ]
    for seat in seats:
        seat.ready()
    expect(a.get_by_test_id("elsewhere")).to_contain_text("round 1, table 1")

    # C and D lose the café's wifi for real, and score all the same.
    for page, proxy in ((c, proxy_c), (d, proxy_d)):
        wait_for_worker(page)
        cut(page, proxy)
    all_at_once(seats)
    for seat in seats[:2]:
        until_recorded(seat.table.game, len(seat.deals))
    # What A and B saved is on the screen within five seconds; C's and D's is not there yet.
    for seat in seats[:2]:
        expect(screen.locator(f'[data-table="{seat.table.number}"]')).to_have_attribute(
            "data-deals", str(len(seat.deals)), timeout=SCREEN_SECONDS * 1000
        )
    assert recorded(seats[2].table.game) == 0
    for page, proxy in ((c, proxy_c), (d, proxy_d)):
        restore(page, proxy)
    for seat in seats[2:]:
        until_recorded(seat.table.game, len(seat.deals), timeout=90)
        expect(screen.locator(f'[data-table="{seat.table.number}"]')).to_have_attribute(
            "data-deals", str(len(seat.deals)), timeout=SCREEN_SECONDS * 1000
        )

    # Joop comes in; round 2 is drawn, and one sits out.
    director.goto(base + night_url)
    director.locator("[data-testid=check-in] label.pick", has_text=LATE).click()
    director.get_by_test_id("save-check-in").click()
    expect(director.locator("#check-in-title")).to_contain_text("17 players")
    director.get_by_test_id("draw").locator("button[type=submit]").click()
    expect(director.get_by_test_id("round-2")).to_be_visible()
    second = stored_tables(night, 2)
    (sitting_out,) = night.rounds.get(number=2).sit_out
    expect(director.get_by_test_id("round-2").get_by_test_id("sit-out")).to_contain_text(
        sitting_out
    )
    # The screen loses its connection for the round, says so, and catches up by itself.
    cut(screen, screen_proxy)
    expect(screen.get_by_test_id("heard")).to_contain_text("No connection since", timeout=10_000)
    # B, C, D back to the night from their game and to their new table; E scans its QR.
    for page, table in ((b, 1), (c, 2), (d, 3)):
        page.get_by_test_id("elsewhere").click()
        table_card(page, 2, table).get_by_test_id("open-table").click()
    scanned(e, base, second[3])
    seats = [
        Seat(page, table, 10 + n)
        for n, (page, table) in enumerate(zip((b, c, d, e), second, strict=True))
    ]
    for seat in seats:
        seat.ready()
    all_at_once(seats)
    for seat in seats:
        until_recorded(seat.table.game, len(seat.deals))
    expect(screen.get_by_test_id("heard")).to_contain_text("No connection since")
    restore(screen, screen_proxy)
    for seat in seats:
        expect(screen.locator(f'[data-table="{seat.table.number}"]')).to_have_attribute(
            "data-deals", str(len(seat.deals)), timeout=SCREEN_SECONDS * 1000
        )
    expect(screen.get_by_test_id("heard")).to_contain_text("Up to date at")

    # Round 3: three phones score; table 4's tally is on paper, and the director enters it.
    director.goto(base + night_url)
    director.get_by_test_id("draw").locator("button[type=submit]").click()
    expect(director.get_by_test_id("round-3")).to_be_visible()
    third = stored_tables(night, 3)
    for page, table in ((a, 1), (b, 2), (e, 3)):
        page.get_by_test_id("elsewhere").click()
        table_card(page, 3, table).get_by_test_id("open-table").click()
    seats = [
        Seat(page, table, 20 + n)
        for n, (page, table) in enumerate(zip((a, b, e), third[:3], strict=True))
    ]
    for seat in seats:
        seat.ready()
    all_at_once(seats)
    table_card(director, 3, 4).get_by_test_id("open-table").click()
    tally = Seat(director, third[3], 30)
    tally.ready()
    all_at_once([tally])
    for seat in [*seats, tally]:
        until_recorded(seat.table.game, len(seat.deals))
    expect(screen.get_by_test_id("round-state")).to_have_text("Final standings", timeout=8_000)

    # The night's own file, as the director downloads it, scored by the command.
    director.goto(base + reverse("clubs:standings", args=[club.public_id, night.pk]))
    expect(director.get_by_test_id("round-state")).to_have_text("Final standings")
    night_file = downloaded(director, director.get_by_role("link", name="The night file (JSON)"))
    status, out, err = run("standings", "-", stdin=night_file)
    assert status == 0, err
    expected = json.loads(out)
    assert expected["finished"] is True
    assert len(json.loads(night_file)["rounds"]) == 3
    won: dict[str, list[Any]] = {}
    for prize in expected["prizes"]:
        for name in prize["players"]:
            won.setdefault(name, []).append(prize["place"])
    wanted = [
        (
            row["place"],
            row["player"],
            written(row["total"]),
            prize_words(won.get(row["player"], [])),
        )
        for row in expected["standings"]
    ]
    assert sorted(shown_standings(director)) == sorted(wanted)
    assert {row["player"] for row in expected["standings"]} == set(NAMES)
    late = next(row for row in expected["standings"] if row["player"] == LATE)
    assert late["rounds"][0] is None
    # The screen shows the same.
    screen_rows = [
        (
            int(row.locator("td.place").inner_text()),
            row.get_attribute("data-player"),
            row.get_by_test_id("total").inner_text(),
        )
        for row in screen.locator("#live tr[data-player]").all()
    ]
    assert sorted(screen_rows) == sorted(row[:3] for row in wanted)

    # The CSV and the PDF say the same.
    table = list(
        csv.reader(
            io.StringIO(
                downloaded(director, director.get_by_role("link", name="CSV", exact=True)).decode(
                    "utf-8-sig"
                )
            )
        )
    )
    assert [(int(row[0]), row[1], row[-2]) for row in table[1:]] == [
        (row["place"], row["player"], str(row["total"])) for row in expected["standings"]
    ]
    pdf = downloaded(director, director.get_by_role("link", name="PDF", exact=True))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    for name in ("Bert", "Cor", LATE, "Quirijn Wilhelmus Hendrikus"):
        assert name in text
    assert html.unescape(kind.label) in text
    tv.close()
