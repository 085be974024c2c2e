"""Klaverjas against the computer in Chromium: the phone's MicroPython deals and plays the
day's deal exactly as the server does."""

import json
import re

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from scorepad.games.klaverjas import practice
from tests.browser.fixtures import new_phone, put_away
from tests.factories import guarded_game

pytestmark = pytest.mark.django_db(transaction=True)
DAY = "2025-06-01"


def on_the_phone(page: Page, function: str, arguments: list) -> dict:
    return page.evaluate(
        """([name, args]) => window.scorepadRules.ready().then(() => window.scorepadRules.run(
            "call", {game: "klaverjas", module: "practice", function: name, arguments: args}))""",
        [function, arguments],
    )


def test_the_phone_deals_and_plays_the_days_deal_as_the_server(phone, live_server):
    game = guarded_game("klaverjas")
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    for number in (1, 2, 16):
        assert on_the_phone(phone, "deal", [DAY, number]) == practice.deal(DAY, number)
    for rules in ("amsterdam", "rotterdam"):
        for day in (DAY, "2026-12-01"):
            assert on_the_phone(phone, "autoplay", [day, 1, rules]) == practice.autoplay(
                day, 1, rules
            )
    daily = phone.request.get(live_server.url + reverse("rules:klaverjas:daily", args=[DAY]))
    assert daily.json()["hands"] == on_the_phone(phone, "deal", [DAY, 1])["hands"]


def practice_url(live_server) -> str:
    return live_server.url + reverse("rules:klaverjas:practice")


def ready(page: Page) -> None:
    page.locator('#practice[data-ready="yes"]').wait_for()


def kept_game(page: Page) -> dict:
    return page.evaluate('JSON.parse(localStorage.getItem("scorepad.klaverjas.practice"))')


def play_one_deal(page: Page, *, tap_a_refused_card: bool = False) -> list[str]:
    """Taps through the deal on screen to its score, as a player does: pass (or, when all
    passed, the first suit), Next trick when a trick has closed, a highlighted card. Returns
    what each closed trick said."""
    root = page.locator("#practice")
    said: list[str] = []
    refused = not tap_a_refused_card
    for _ in range(200):
        phase = root.get_attribute("data-phase")
        if page.locator("[data-result]").is_visible() or phase == "over":
            return said
        closed = page.locator("[data-closed]")
        if closed.is_visible():
            said.append(closed.locator("[data-closed-text]").inner_text())
            before = kept_game(page)["view"]["tricks"]
            closed.locator("button").click()
            page.wait_for_function(
                "before => JSON.parse(localStorage.getItem('scorepad.klaverjas.practice'))"
                ".seen >= before",
                arg=before,
            )
            continue
        bids = page.locator("[data-bids]")
        if bids.is_visible():
            passing = bids.locator('[data-bid="pass"]')
            (passing if passing.is_visible() else bids.locator("[data-bid]").first).click()
            continue
        if not refused and page.locator("[data-hand] [data-refusal]").count():
            # A card the rules refuse is greyed, not dead: a tap says why.
            page.locator("[data-hand] [data-refusal]").first.click(force=True)
            expect_refusal = page.locator("[data-refused]")
            expect_refusal.wait_for()
            said.append("refused: " + expect_refusal.inner_text())
            refused = True
            continue
        playable = page.locator("[data-hand] .playable")
        if playable.count():
            playable.first.click()
            continue
        raise AssertionError(f"nothing to tap in phase {phase}")
    raise AssertionError("the deal did not come to its score")


@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_whole_practice_deal_is_played_to_its_score(browser, live_server, language):
    from tests.browser.fixtures import new_phone

    page = new_phone(browser, language)
    try:
        page.goto(practice_url(live_server))
        ready(page)
        page.locator("[data-action=new]").first.click()
        said = play_one_deal(page, tap_a_refused_card=True)
        game = kept_game(page)
        state = game["state"]
        assert practice.turn(state) == {"phase": "done"}
        # Every card of the deal was one the referee allowed, and the computer's the server's.
        replayed = practice.new_deal(state["seed"], 1, state["rules"])
        for move in game["record"][0]:
            replayed = practice.act(practice.advance(replayed, pause=False), move)
        replayed = practice.advance(replayed, pause=False)
        assert replayed["tricks"] == state["tricks"]
        closed = [line for line in said if not line.startswith("refused: ")]
        assert len(closed) >= 7
        # Each closed trick says who led it and who takes it, in the right person.
        seat = {"en": "(?:West|North|East)", "tr": "(?:Batı|Kuzey|Doğu)"}[language]
        closed_line = {
            "en": rf"^(?:You led|{seat} led)\. (?:You take|{seat} takes) the trick with ",
            "tr": rf"^(?:Sen açtın|{seat} açtı)\. Eli (?:sen aldın|{seat} aldı), ",
        }[language]
        assert all(re.match(closed_line, line) for line in closed), closed
        assert not any("You takes" in line for line in closed)
        # On the table, the last trick shows who led it and the order the cards came in.
        trick = game["view"]["trick"]
        notes = {
            seat_of: page.locator(f'[data-seat="{seat_of}"] [data-note]').inner_text()
            for seat_of in range(4)
        }
        order = {"en": ["led", "2nd", "3rd", "4th"], "tr": ["açtı", "2.", "3.", "4."]}[language]
        assert [notes[(trick["leader"] + place) % 4] for place in range(4)] == order
        # Under it, every trick of the deal: its leader first, the cards in order, its taker.
        page.locator("[data-played] summary").click()
        played = page.locator("[data-played-list] li")
        assert played.count() == 8
        names = practice_page_names(language)
        for number, trick in enumerate(state["tricks"]):
            item = played.nth(number)
            assert item.get_attribute("data-leader") == str(trick["leader"])
            led = {"en": "(led)", "tr": "(açtı)"}[language]
            assert item.inner_text().startswith(names[trick["leader"]] + " ")
            assert item.inner_text().index(led) < item.inner_text().index(",")
        if any(line.startswith("refused: ") for line in said):
            refusal = next(line for line in said if line.startswith("refused: "))
            assert ("The rules do not let you play" if language == "en" else "izin vermiyor") in (
                refusal
            )
        score = practice.deal_score(state)
        result = page.locator("[data-result]")
        assert result.get_attribute("data-outcome") == score["result"]
        text = result.locator("[data-result-text]").inner_text()
        assert f"{score['scores'][0]}" in text and f"{score['scores'][1]}" in text
        title = {"en": {"made": "Made", "nat": "Nat"}, "tr": {"made": "Tuttu", "nat": "Nat"}}
        assert (
            result.locator("[data-result-title]").inner_text() == (title[language][score["result"]])
        )
        # The sheet shows the deal as the engine scores it, with the total.
        result.locator("[data-action=next-deal]").click()
        page.locator('#practice[data-deal="2"]').wait_for()
        totals = page.locator("[data-sheet] tfoot td")
        assert totals.all_inner_texts() == [str(value) for value in score["scores"]]
    finally:
        page.context.close()


def practice_page_names(language: str) -> list[str]:
    return {"en": ["You", "West", "North", "East"], "tr": ["Sen", "Batı", "Kuzey", "Doğu"]}[
        language
    ]


def a_moment_calling_for(tip: str) -> dict:
    """A deal in play, seat 0 to play, at a moment that calls for ``tip``."""
    for index in range(400):
        state = practice.new_deal(f"tip{index}", index % 16 + 1, "amsterdam")
        while practice.turn(state)["phase"] != "done":
            now = practice.turn(state)
            ours = now["phase"] == "play" and now["seat"] == practice.YOU
            if ours and practice.view(state)["tip"] == tip:
                return state
            state = practice.act(state, practice.computer_move(state))
    raise AssertionError(f"no deal comes to a moment for the tip {tip!r}")


@pytest.mark.parametrize(("tip", "language"), [("partner", "en"), ("runs", "tr")])
def test_the_tip_shown_is_the_one_for_the_moment(browser, live_server, tip, language):
    from scorepad.games.klaverjas import practice_page
    from tests.browser.fixtures import new_phone

    state = a_moment_calling_for(tip)
    view = practice.view(state)
    game = {
        "mode": "free",
        "seed": state["seed"],
        "rules": state["rules"],
        "number": state["number"],
        "deals": [],
        "record": [[]],
        "state": state,
        "view": json.loads(json.dumps(view, default=lambda note: note.render())),
        "seen": view["tricks"],
        "posted": False,
    }
    page = new_phone(browser, language)
    try:
        page.add_init_script(
            "localStorage.setItem('scorepad.klaverjas.practice', "
            + json.dumps(json.dumps(game))
            + ");"
        )
        page.goto(practice_url(live_server))
        ready(page)
        # The phone, under MicroPython, sees the same moment in the same deal.
        assert on_the_phone(page, "view", [state])["tip"] == tip
        box = page.locator("[data-tip]")
        expect_text = re.sub(r"<[^>]+>", "", practice_page.tips(language)[tip])
        box.wait_for()
        assert box.get_attribute("data-moment") == tip
        assert box.locator("[data-tip-text]").inner_text() == expect_text
        assert box.locator("[data-tip-link]").get_attribute("href").endswith(f"#tip-{tip}")
    finally:
        page.context.close()


@pytest.mark.parametrize(("language", "scheme"), [("tr", "dark"), ("en", "light")])
def test_the_practice_page_says_what_the_board_checks(browser, live_server, language, scheme):
    page = new_phone(browser, language)
    try:
        page.set_viewport_size({"width": 360, "height": 800})
        page.emulate_media(color_scheme=scheme)
        page.goto(practice_url(live_server))
        expect(page.get_by_test_id("board-checked")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        put_away(page)


def test_the_rules_switch_starts_a_new_game_and_is_remembered(phone, live_server):
    phone.goto(practice_url(live_server))
    ready(phone)
    assert phone.locator("#practice").get_attribute("data-rules") == "amsterdam"
    phone.locator('input[name="rules"][value="rotterdam"]').check()
    phone.locator('#practice[data-rules="rotterdam"]').wait_for()
    assert kept_game(phone)["rules"] == "rotterdam"
    assert kept_game(phone)["record"] == [[]]
    phone.reload()
    ready(phone)
    assert phone.locator("#practice").get_attribute("data-rules") == "rotterdam"
    assert phone.locator('input[name="rules"][value="rotterdam"]').is_checked()


def test_the_days_game_is_the_same_on_two_phones(phone, second_phone, live_server):
    hands = []
    for page in (phone, second_phone):
        page.goto(practice_url(live_server))
        ready(page)
        page.locator("[data-action=daily]").click()
        ready(page)
        game = kept_game(page)
        assert game["mode"] == "daily"
        hands.append((game["seed"], game["state"]["hands"], game["state"]["dealer"]))
    assert hands[0] == hands[1]
    seed = hands[0][0]
    daily = phone.request.get(live_server.url + reverse("rules:klaverjas:daily", args=[seed]))
    assert daily.json()["hands"] == hands[0][1]
    assert daily.json()["dealer"] == hands[0][2]


def test_the_game_is_linked_from_the_rule_page_and_the_game(phone, live_server):
    phone.goto(live_server.url + reverse("rules:document", args=["klaverjas"]))
    phone.get_by_test_id("learn-link").click()
    ready(phone)
    assert phone.url.endswith(reverse("rules:klaverjas:practice"))
    game = guarded_game("klaverjas")
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    assert phone.get_by_test_id("learn-link").get_attribute("href") == reverse(
        "rules:klaverjas:practice"
    )


def finished_game(day: str, rules: str) -> dict:
    """What the phone keeps once the day's 16 deals are played (by the computer at seat 0)."""
    record, deals = [], []
    state = None
    for number in range(1, practice.DEALS + 1):
        state = practice.new_deal(day, number, rules)
        moves = []
        while practice.turn(state)["phase"] != "done":
            move = practice.computer_move(state)
            if practice.turn(state)["seat"] == practice.YOU:
                moves.append(move)
            state = practice.act(state, move)
        record.append(moves)
        deals.append(practice.recorded(state))
    return {
        "mode": "daily",
        "seed": day,
        "rules": rules,
        "number": practice.DEALS,
        "deals": deals,
        "record": record,
        "state": state,
        # As the phone keeps it: the engine's notes said in words.
        "view": json.loads(json.dumps(practice.view(state), default=lambda note: note.render())),
        "seen": 8,
        "posted": False,
        "finished": True,
    }


def open_finished(page: Page, live_server, game: dict) -> None:
    """The practice page on a phone that kept ``game``."""
    page.add_init_script(
        "localStorage.setItem('scorepad.klaverjas.practice', " + json.dumps(json.dumps(game)) + ");"
        "localStorage.setItem('scorepad.klaverjas.rules', "
        + json.dumps(json.dumps(game["rules"]))
        + ");"
    )
    page.goto(practice_url(live_server))
    page.locator('#practice[data-phase="over"]').wait_for(timeout=30_000)


def test_the_days_game_goes_on_the_board_and_a_forged_one_is_refused(
    phone, second_phone, live_server
):
    day = phone.evaluate(
        """() => { const d = new Date(); const two = n => (n < 10 ? "0" : "") + n;
        return d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate()); }"""
    )
    game = finished_game(day, "amsterdam")
    totals = practice.replay(day, "amsterdam", game["record"])["sheet"]["totals"]
    open_finished(phone, live_server, game)
    form = phone.locator("[data-board-form]")
    form.locator("input[name=name]").fill("Ayşe Yılmaz")
    form.locator("button[type=submit]").click()
    phone.wait_for_function(
        "() => document.querySelector('[data-board-list] li.is-mine')"
        " || !document.querySelector('[data-board-refusal]').hidden",
        timeout=30_000,
    )
    assert form.locator("[data-board-refusal]").is_hidden(), form.inner_text()
    mine = phone.locator("[data-board-list] li.is-mine")
    assert "Ayşe Yılmaz" in mine.inner_text()
    assert f"{totals[0]} – {totals[1]}" in mine.inner_text()
    assert form.is_hidden()

    # A second phone changes one card of its record: the server replays it and says why not.
    forged = json.loads(json.dumps(game))
    hand = forged["state"]["hands"][0]
    card_place = next(index for index, move in enumerate(forged["record"][15]) if move in hand)
    forged["record"][15][card_place] = next(card for card in practice.DECK if card not in hand)
    open_finished(second_phone, live_server, forged)
    form = second_phone.locator("[data-board-form]")
    form.locator("input[name=name]").fill("Cheat")
    form.locator("button[type=submit]").click()
    refusal = form.locator("[data-board-refusal]")
    refusal.wait_for(timeout=30_000)
    assert refusal.inner_text().startswith(f"Deal 16, move {card_place + 1}: ")
    assert "Cheat" not in second_phone.locator("[data-board-list]").inner_text()


@pytest.mark.worker
def test_the_practice_game_plays_offline_after_one_visit(phone, live_server):
    from tests.browser.test_offline import wait_for_worker

    phone.goto(live_server.url + "/")
    wait_for_worker(phone)
    phone.context.set_offline(True)
    phone.goto(practice_url(live_server))
    ready(phone)
    phone.locator("[data-action=new]").first.click()
    said = play_one_deal(phone)
    assert len(said) >= 7
    assert phone.locator("[data-result]").is_visible()
    assert "online" in phone.locator("[data-board-note]").inner_text()


@pytest.mark.parametrize("width", [360, 412])
def test_the_table_stays_where_it_was_painted_when_the_game_deals(browser, live_server, width):
    """The page paints before the rules on the phone deal; the lines the game then writes above
    the table (the game's title, the score, whose turn it is) have their room from the first
    paint, so the table and the hand do not move under the thumb."""
    tops = []
    for playing in (False, True):
        page = new_phone(browser)
        page.set_viewport_size({"width": width, "height": 800})
        if not playing:  # the page as first painted, before the game deals
            page.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
        page.goto(live_server.url + reverse("rules:klaverjas:practice"))
        if playing:
            expect(page.locator("[data-hand] button").first).to_be_visible()
            expect(page.locator("[data-title]")).not_to_be_empty()
        else:
            expect(page.locator("[data-status]")).to_have_text(re.compile(r"."))
        tops.append(page.locator(".felt").evaluate("el => el.getBoundingClientRect().top"))
        put_away(page)
    assert tops[0] == tops[1], tops
