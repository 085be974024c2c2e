"""The guided Joker deal in real Chromium at a phone's width: a whole lesson tapped through in
English and in Turkish, every refused tap answered in place with the referee's or the engine's
reason and no request, the rule behind each step one tap away, each state of the lesson passing
axe in the light and the dark scheme, and the whole lesson again, in both languages, offline
after one visit."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.utils import translation
from playwright.sync_api import Browser, Page, Request, expect

from rules import content
from scorepad.games.core import Note
from scorepad.games.joker import lesson, referee
from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import console_problems
from tests.browser.test_dark_mode import axe_violations, background, is_dark
from tests.browser.test_offline import wait_for_worker
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

LESSON = "/rules/joker/lesson/"
BID = 1  # the bid the reader makes: with the K♥, the hint's
# The cards the reader taps at each trick: the refused ones first, with what the referee says.
TAPS = {
    1: [("8H", "highest"), ("QS", "follow")],
    2: [("QS", "trump")],
    3: [],
}
# Words only the Turkish pages say: a Turkish page must not be an English one with lang="tr".
TURKISH = {
    "title": "Deste: 36 kart ve iki joker",
    "closed": "Levan dağıtıcı, 0 diyemez",
}

Check = Callable[[Page, str], None]


def said(language: str, text: str, **values: Any) -> str:
    """``text`` as the lesson says it in ``language``."""
    with translation.override(language):
        return translation.gettext(text) % values if values else translation.gettext(text)


def in_language(language: str, make: Callable[[], Any]) -> Any:
    with translation.override(language):
        return make()


def rendered(language: str, note: Note) -> str:
    with translation.override(language):
        return note.render(translation.gettext)


def step_title(language: str, number: int) -> str:
    return in_language(language, lambda: str(lesson.STEPS[number - 1].title))


def requests_of(page: Page) -> list[str]:
    """The addresses the page asks for from now on."""
    seen: list[str] = []

    def record(request: Request) -> None:
        seen.append(request.url)

    page.on("request", record)
    return seen


def fits_the_screen(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), page.url


def big_enough(locator: Any) -> None:
    """Every element ``locator`` finds can be tapped with a thumb."""
    for index in range(locator.count()):
        box = locator.nth(index).bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, (locator, index, box)


def on_step(page: Page, language: str, number: int) -> None:
    expect(page.locator("h1")).to_have_text(step_title(language, number))
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.get_by_test_id("lesson-progress")).to_contain_text(f"{number}")
    path = LESSON if number == 1 else f"{LESSON}{number}/"
    assert page.url.split("?")[0].endswith(path), page.url
    fits_the_screen(page)


def the_rule_is_one_tap_away(page: Page, language: str, number: int) -> None:
    """The step's rule link opens the rule page at that section, in the lesson's language; back
    is the step as it was."""
    document = content.document("joker", language)
    assert document is not None
    anchor = lesson.STEPS[number - 1].anchor
    titles = {section.anchor: section.title for section in document.sections}
    link = page.get_by_test_id("step-rule")
    expect(link).to_contain_text(titles[anchor])
    link.click()
    expect(page).to_have_url(re.compile(rf"/rules/joker/\?lang={language}#{anchor}$"))
    section = page.locator(f'[id="{anchor}"]')
    expect(section).to_contain_text(titles[anchor])
    page.wait_for_load_state("load")  # the browser goes to the section once the page is in
    expect(section).to_be_in_viewport()
    page.go_back()
    on_step(page, language, number)


def tap_through(page: Page, language: str, check: Check, rules: bool = True) -> None:
    """From the first step, opened already, to the pad, tapping what a new player would: the
    closed bid, then an open one, each refused card, then the one the referee allows."""
    requests = requests_of(page)
    for number in (1, 2):
        on_step(page, language, number)
        if rules:
            the_rule_is_one_tap_away(page, language, number)
        check(page, f"step {number}")
        if number == 1:
            expect(page.get_by_test_id("deck").locator("[data-card]")).to_have_count(36)
            expect(page.get_by_test_id("deck").locator('[data-card="X"]')).to_have_count(2)
        else:
            expect(page.get_by_test_id("turned")).to_have_text("6♥")
            expect(page.get_by_test_id("hand").locator("[data-card]")).to_have_text(
                ["K♥", "8♥", "Q♠"]
            )
        page.get_by_test_id("next").click()

    # The bidding: the others' bids on the table, the closed bid tapped and refused in place.
    on_step(page, language, 3)
    if rules:
        the_rule_is_one_tap_away(page, language, 3)
    bids = page.get_by_test_id("seats").get_by_test_id("bid")
    expect(bids).to_have_count(3)
    big_enough(page.locator(".lesson-bid"))
    closed = page.locator(f'.lesson-bid[data-bid="{lesson.closed_bid()}"]')
    expect(closed).to_have_class(re.compile(r"\bclosed\b"))
    refusal = page.get_by_test_id("bid-refusal")
    expect(refusal).to_be_hidden()
    at = page.url
    del requests[:]
    closed.click()
    expect(refusal).to_be_visible()
    reason = in_language(language, lambda: lesson.refusal(lesson.closed_bid()))
    expect(refusal).to_contain_text(reason)
    if language == "tr":
        expect(refusal).to_contain_text(TURKISH["closed"])
    assert page.url == at and requests == [], requests
    check(page, "the closed bid refused")
    page.locator(f'.lesson-bid[data-bid="{BID}"]').click()

    for index in (1, 2, 3):
        number = lesson.FIRST_TRICK + index - 1
        on_step(page, language, number)
        if rules:
            the_rule_is_one_tap_away(page, language, number)
        trick = lesson.DEAL[index - 1]
        hand = page.locator("[data-your-hand] [data-card]")
        expect(hand).to_have_text([referee.label(card) for card in trick.hand])
        big_enough(hand)
        expect(page.get_by_test_id("seats").get_by_test_id("bid")).to_have_count(4)
        expect(page.get_by_test_id("trick").locator("li")).to_have_count(trick.place + 1)
        for card, why in TAPS[index]:
            at = page.url
            del requests[:]
            page.locator(f'[data-your-hand] [data-card="{card}"]').click()
            answer = page.locator(f"#answer-{card}")
            expect(answer).to_be_visible()
            refused = said(
                language,
                "%(card)s: %(refusal)s",
                card=referee.label(card),
                refusal=said(language, referee.REFUSALS[why]),
            )
            expect(answer.get_by_test_id("card-refusal")).to_contain_text(refused)
            expected_reason = rendered(language, trick.ruling.note(trick.hand))
            expect(answer.get_by_test_id("card-reason")).to_contain_text(expected_reason)
            expect(page.locator(f'[data-your-hand] [data-card="{card}"]')).to_have_class(
                re.compile(r"\bis-refused\b")
            )
            expect(page.locator("[data-your-hand]")).to_be_visible()
            # Only one answer at a time.
            expect(page.locator("[data-answer-box]:visible")).to_have_count(1)
            assert page.url == at and requests == [], requests
            check(page, f"trick {index}, {card} refused")
        allowed = trick.ruling.playable(trick.hand)[0]
        at = page.url
        del requests[:]
        page.locator(f'[data-your-hand] [data-card="{allowed}"]').click()
        answer = page.locator(f"#answer-{allowed}")
        expect(answer).to_be_visible()
        expect(page.locator("[data-answer-box]:visible")).to_have_count(1)
        expect(page.locator("[data-your-hand]")).to_be_hidden()
        cards = [played for _seat, played in trick.plays]
        taken = rendered(language, trick.taken.note(cards))
        expect(answer.get_by_test_id("taken")).to_contain_text(taken)
        expect(answer.get_by_test_id("trick-done").locator("li")).to_have_count(4)
        assert page.url == at and requests == [], requests
        check(page, f"trick {index} played")
        answer.get_by_test_id("next").click()

    # The pad: the row the sheet writes, a kept bid, a miss and a ştanga on it.
    on_step(page, language, 7)
    if rules:
        the_rule_is_one_tap_away(page, language, 7)
    cells = in_language(language, lambda: lesson.pad(BID))
    pad = page.get_by_test_id("lesson-pad")
    for seat, cell in enumerate(cells):
        expect(pad.get_by_test_id(f"score-{seat}")).to_have_attribute(
            "data-score", str(cell["score"])
        )
        expect(pad.get_by_test_id(f"score-{seat}").locator(".score")).to_have_text(
            str(cell["score"])
        )
        expect(page.get_by_test_id("why").locator("li").nth(seat)).to_contain_text(cell["why"])
    expect(pad.locator("td.shtanga")).to_have_count(1)
    expect(pad.locator("td.kept")).to_have_count(2)
    assert [cell["score"] for cell in cells][:3] == [100, -200, 10]
    check(page, "the pad")
    expect(page.get_by_test_id("keep-score")).to_be_visible()


def nothing(page: Page, state: str) -> None:
    pass


def passes_axe_in_both_schemes(
    found: dict[str, list[str]], axe_schemes: tuple[str, ...] = ("light", "dark")
) -> Check:
    """Checks each state of the lesson in the light and the dark scheme: the dark scheme is
    dark, the cards and answers too, and axe finds nothing in ``axe_schemes``."""

    def check(page: Page, state: str) -> None:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            assert is_dark(background(page, "body")) == (scheme == "dark"), (state, scheme)
            for surface in (".playing-card", ".lesson-bid", ".lesson-answer:visible"):
                if page.locator(surface).count():
                    assert is_dark(background(page, surface)) == (scheme == "dark"), surface
            violations = axe_violations(page) if scheme in axe_schemes else []
            if violations:
                found[f"{state} ({scheme})"] = violations
        page.emulate_media(color_scheme="light")

    return check


@pytest.fixture(params=[("en", 390), ("tr", 360)], ids=lambda param: f"{param[0]}-{param[1]}px")
def reader(request, browser: Browser, live_server) -> Iterator[tuple[Page, str]]:
    """A phone in English 390 px wide, or one in Turkish 360 px wide."""
    language, width = request.param
    page = new_phone(browser, language)
    page.set_viewport_size({"width": width, "height": 780})
    yield page, language
    put_away(page)


def test_a_whole_lesson_is_tapped_through_in_the_phones_language_light_and_dark(
    reader: tuple[Page, str], live_server
) -> None:
    page, language = reader
    problems = console_problems(page)
    # The phone's language chooses the lesson's: nothing asked.
    page.goto(live_server.url + LESSON)
    if language == "tr":
        expect(page.locator("h1")).to_have_text(TURKISH["title"])
    found: dict[str, list[str]] = {}
    # axe reads English in both schemes and Turkish in the dark one (the colours are the
    # same whatever the words; the words' fit is read in both).
    axe_schemes = ("light", "dark") if language == "en" else ("dark",)
    tap_through(page, language, passes_axe_in_both_schemes(found, axe_schemes))
    assert found == {}
    assert problems == []


def test_the_lesson_is_reached_from_the_rule_page_and_from_the_entry(phone: Page, live_server):
    phone.goto(live_server.url + "/rules/joker/?lang=en")
    phone.locator(f'a[href="{LESSON}?lang=en"]').click()
    on_step(phone, "en", 1)

    game = game_with_deals("joker", players=["Nino", "Giorgi", "Ana", "Levan"])
    phone.goto(f"{live_server.url}/games/{game.public_id}/editor/{game.edit_token}/")
    link = phone.get_by_test_id("lesson-link")
    expect(link).to_have_text("How do I play this? A guided deal")
    big_enough(link)
    link.click()
    on_step(phone, "en", 1)


def test_the_turkish_entry_opens_the_lesson_in_turkish(phone_tr: Page, live_server):
    game = game_with_deals("joker", players=["Nino", "Giorgi", "Ana", "Levan"])
    phone_tr.goto(f"{live_server.url}/games/{game.public_id}/editor/{game.edit_token}/")
    link = phone_tr.get_by_test_id("lesson-link")
    expect(link).to_have_text(said("tr", "How do I play this? A guided deal"))
    assert link.inner_text() != "How do I play this? A guided deal"
    link.click()
    on_step(phone_tr, "tr", 1)
    expect(phone_tr.locator("h1")).to_have_text(TURKISH["title"])


@pytest.mark.worker
def test_after_one_visit_the_whole_lesson_is_played_offline_in_both_languages(
    phone: Page, live_server
) -> None:
    phone.goto(live_server.url + LESSON)
    wait_for_worker(phone)
    phone.context.set_offline(True)
    phone.reload()
    expect(phone.get_by_test_id("offline-banner")).to_be_visible()
    tap_through(phone, "en", nothing)
    # The other language was never opened: the phone kept it with the first visit.
    phone.goto(f"{live_server.url}{LESSON}?lang=tr")
    expect(phone.locator("h1")).to_have_text(TURKISH["title"])
    tap_through(phone, "tr", nothing, rules=False)
    # The rule a step links to, offline too.
    phone.get_by_test_id("step-rule").click()
    expect(phone).to_have_url(re.compile(r"/rules/joker/\?lang=tr#scoring$"))
    expect(phone.locator('[id="scoring"]')).to_be_in_viewport()


def test_without_javascript_every_tap_is_answered_by_the_server(browser: Browser, live_server):
    context = browser.new_context(
        viewport={"width": 360, "height": 780}, is_mobile=True, java_script_enabled=False
    )
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}{LESSON}3/?lang=en")
        page.locator(f'.lesson-bid[data-bid="{lesson.closed_bid()}"]').click()
        expect(page).to_have_url(re.compile(rf"/lesson/3/\?bid={lesson.closed_bid()}&lang=en$"))
        expect(page.get_by_test_id("bid-refusal")).to_contain_text("Levan deals and may not bid")
        page.locator(f'.lesson-bid[data-bid="{BID}"]').click()
        on_step(page, "en", 4)
        page.locator('[data-your-hand] [data-card="QS"]').click()
        expect(page).to_have_url(re.compile(r"card=QS"))
        expect(page.locator("#answer-QS")).to_contain_text("Q♠: must follow suit")
        expect(page.locator("[data-your-hand]")).to_be_visible()
        page.locator('[data-your-hand] [data-card="KH"]').click()
        expect(page.locator("[data-your-hand]")).to_be_hidden()
        expect(page.locator("#answer-KH").get_by_test_id("taken")).to_contain_text("Nino takes")
        page.locator("#answer-KH").get_by_test_id("next").click()
        on_step(page, "en", 5)
    finally:
        context.close()
