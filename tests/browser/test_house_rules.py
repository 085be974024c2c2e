"""The house rules at the table, in both languages: the new-game form offers each with its
default, and a Klaverjas game to 1500 and a Joker game with -500 ştangas in the nines are
started from it and scored on the phone (the totals shown while the server's answer is held
back), then kept so by the server."""

import contextlib
import re
from collections.abc import Iterator

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.models import Game
from tests.browser.fixtures import new_phone
from tests.browser.stored import recorded, until_recorded
from tests.browser.tap import console_problems, pick, rules_ready, save
from tests.browser.test_dark_mode import axe_violations
from tests.browser.test_entry_on_the_phone import answers_held, requests_of
from tests.browser.test_sheet_fits import overflow
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)
PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
WORDS = {
    "en": {
        "made": "made",
        "to go": "{} to go",
        "reached": "reached",
        "target": "to 1500",
        "winner": "Winner: Nino & Ana",
        "stanga": "-500 in a nine-card deal",
    },
    "tr": {
        "made": "tuttu",
        "to go": "{} kaldı",
        "reached": "ulaştı",
        "target": "1500 puana",
        "winner": "Nino & Ana",
        "stanga": "dokuz kartlık dağıtımda -500",
    },
}


def phone_in(request, language: str) -> Page:
    return request.getfixturevalue("phone" if language == "en" else "phone_tr")


def new_game_form(page: Page, base_url: str, game: str) -> None:
    page.goto(base_url + "/")
    pick(page, "game", game)
    for number, name in enumerate(PLAYERS, start=1):
        page.locator(f"#id_player_{number}").fill(name)


def checked(page: Page, name: str, value: str):
    return page.locator(f'input[name="{name}"][value="{value}"]')


@contextlib.contextmanager
def saved_with_the_answer_held(page: Page) -> Iterator[None]:
    """Save, and hold the server's answer back while inside: what the page shows meanwhile the
    phone worked out alone."""
    with answers_held(page) as held:
        with page.expect_request(lambda r: r.method == "POST" and "/deals/" in r.url):
            save(page)
        yield
        assert len(held) == 1


def start(page: Page) -> Game:
    # A game's first page on a busy machine may take a while to load all it loads: wait on the
    # page itself, not on the browser's load event.
    page.locator(".new-game button[type=submit]").click(no_wait_after=True)
    expect(page).to_have_url(re.compile(r"/games/[^/]+/$"), timeout=30_000)
    expect(page.locator("#entry")).to_be_visible(timeout=30_000)
    page.wait_for_function("() => window.scorepadRules", timeout=30_000)  # CSP: no eval
    rules_ready(page)
    public_id = page.url.rstrip("/").rsplit("/", 1)[-1]
    return Game.objects.get(public_id=public_id)


@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_klaverjas_game_to_1500_from_the_form_scored_on_the_phone(request, live_server, language):
    phone, words = phone_in(request, language), WORDS[language]
    problems = console_problems(phone)
    new_game_form(phone, live_server.url, "klaverjas")
    # The defaults: 16 deals, no score to play to, a revoke gives all the roem.
    expect(checked(phone, "klaverjas-deals", "16")).to_be_checked()
    expect(checked(phone, "klaverjas-to_points", "")).to_be_checked()
    expect(checked(phone, "klaverjas-revoke_roem", "all")).to_be_checked()
    pick(phone, "klaverjas-to_points", "1500")
    game = start(phone)
    assert game.options["to_points"] == 1500

    # Nino & Ana play and take every trick with four jacks (200 roem): 162 + 200 + 100 = 462
    # a deal. Three deals make 1386, 114 short of 1500; the fourth ends the game at 1848.
    totals = [462, 924, 1386, 1848]
    for number, total in enumerate(totals, start=1):
        made = requests_of(phone)
        pick(phone, "playing", 0)
        pick(phone, "pit", 0)
        phone.locator('#entry button[name="act"][value="0:200"]').click()
        expect(phone.get_by_test_id("roem-0")).to_have_text("200")
        preview = phone.get_by_test_id("preview")
        expect(preview).to_contain_text(words["made"])
        expect(preview).to_contain_text("462")
        phone.evaluate("0")  # Playwright hands over the page's events only while called
        assert [r for r in made if "/deals/" in r or "/preview" in r] == [], "worked out here"
        with saved_with_the_answer_held(phone):
            expect(phone.get_by_test_id("bar-total-0")).to_have_text(str(total))
            expect(phone.get_by_test_id("bar-total-1")).to_have_text("0")
        until_recorded(game, number)
        if number == 3:
            target = phone.get_by_test_id("target")
            expect(target).to_contain_text(words["target"])
            expect(target).to_contain_text(words["to go"].format(114))
            expect(target).to_contain_text(words["to go"].format(1500))
            expect(phone.locator("#entry h2")).to_contain_text("4")

    # The deal that takes Nino & Ana past 1500 ends the game, 12 deals short of 16.
    expect(phone.get_by_test_id("total-0")).to_have_text("1848")
    expect(phone.get_by_test_id("target")).to_contain_text(words["reached"])
    expect(phone.get_by_test_id("winners")).to_contain_text(words["winner"])
    expect(phone.locator("#entry")).to_have_count(0)
    expect(phone.locator("tr[data-deal]")).to_have_count(4)
    assert problems == [], problems


@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_joker_game_with_a_500_stanga_in_the_nines_scored_on_the_phone(
    request, live_server, language
):
    phone, words = phone_in(request, language), WORDS[language]
    problems = console_problems(phone)
    new_game_form(phone, live_server.url, "joker")
    # The defaults: classic, a -200 ştanga, the premium on, no erasing.
    expect(checked(phone, "joker-length", "classic")).to_be_checked()
    expect(checked(phone, "joker-shtanga", "-200")).to_be_checked()
    expect(checked(phone, "joker-erase", "off")).to_be_checked()
    expect(phone.locator('input[name="joker-premium"]')).to_be_checked()
    pick(phone, "joker-length", "nines")
    pick(phone, "joker-shtanga", "nines-500")
    game = start(phone)
    assert game.options["shtanga"] == "nines-500"

    # Deal 1, nine cards, Nino deals and bids last: Giorgi 1, Ana 0, Levan 0, Nino 9.
    made = requests_of(phone)
    pick(phone, "bid_1", 1)
    pick(phone, "bid_2", 0)
    pick(phone, "bid_3", 0)
    pick(phone, "bid_0", 9)
    with saved_with_the_answer_held(phone):
        expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "1:tricks")
    until_recorded(game, 1)
    # Nino takes all nine tricks; Giorgi, who bid 1, takes none: a ştanga in a nine.
    pick(phone, "tricks_0", 9)
    pick(phone, "tricks_1", 0)
    pick(phone, "tricks_2", 0)
    with saved_with_the_answer_held(phone):
        expect(phone.locator("#entry")).to_have_attribute("data-entry-step", "2:bids")
        for seat, total in enumerate(["900", "-500", "50", "50"]):
            expect(phone.get_by_test_id(f"bar-total-{seat}")).to_have_text(total)
    # The server's board replaces the phone's once it has the tricks.
    expect(phone.locator('tr[data-deal="1"] button.why')).to_have_count(4)
    assert recorded(game)[0] == {"bids": [9, 1, 0, 0], "tricks": [9, 0, 0, 0]}
    phone.evaluate("0")
    assert [r for r in made if "/preview" in r] == [], "worked out on the phone"

    # The server's board says the same, and why Giorgi writes -500.
    for seat, total in enumerate(["900", "-500", "50", "50"]):
        expect(phone.get_by_test_id(f"total-{seat}")).to_have_text(total)
    giorgi = phone.locator('tr[data-deal="1"] td').nth(1)
    giorgi.locator("button.why").click()
    expect(giorgi.locator(".note")).to_contain_text(words["stanga"])
    assert problems == [], problems


@pytest.mark.parametrize(
    ("language", "width"),
    [("en", 390), ("tr", 390), ("en", 360), ("tr", 360)],
    ids=["en-390px", "tr-390px", "en-360px", "tr-360px"],
)
def test_the_house_rules_fit_the_phone_and_read_in_both_colour_schemes(
    browser, live_server, language, width
):
    page = new_phone(browser, language)
    page.set_viewport_size({"width": width, "height": 844})
    try:
        # The new-game form with every house rule picked, for each game.
        for game, picks in (
            ("klaverjas", {"klaverjas-to_points": "1500", "klaverjas-revoke_roem": "plus-100"}),
            ("joker", {"joker-shtanga": "nines-500", "joker-erase": "single"}),
        ):
            new_game_form(page, live_server.url, game)
            for name, value in picks.items():
                pick(page, name, value)
                expect(checked(page, name, value)).to_be_checked()
            assert overflow(page) <= 0, f"{game}: the form scrolls sideways"
            # Each house rule links to its section on the rule page: a thumb's target.
            links = page.locator(f".game-pick:has(input[value='{game}']) .option-rule")
            expect(links).to_have_count(2)
            for link in links.all():
                assert link.bounding_box()["height"] >= 44
            for scheme in ("light", "dark"):
                page.emulate_media(color_scheme=scheme)
                assert axe_violations(page) == [], f"{game}, {scheme}"
        # The pad of a game to 1500, with what each team still needs.
        game = game_with_deals(
            "klaverjas",
            [{"playing": 0, "points": [162, 0], "roem": [200, 0], "pit": 0}] * 3,
            players=["Oppenheimer", "Çağrıhan", "Jan-Willem", "Ελευθερία"],
            options={"to_points": 1500},
        )
        page.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
        expect(page.get_by_test_id("target")).to_contain_text(WORDS[language]["to go"].format(114))
        assert overflow(page) <= 0, "the pad scrolls sideways"
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            assert axe_violations(page) == [], f"the pad, {scheme}"
    finally:
        page.context.close()
