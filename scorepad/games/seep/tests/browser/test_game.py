"""A Seep match by tapping the captured cards: under nine points loses the bazzi at once."""

import re

import pytest
from playwright.sync_api import expect

from scorepad.games import game_type
from tests.browser.fixtures import new_phone, put_away
from tests.browser.stored import until_recorded
from tests.browser.tap import pick, rules_ready, save, start_game
from tests.browser.test_entry_on_the_phone import answers_held, held_one
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

SPADES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def test_a_seep_match_won_by_a_bazzi(phone, live_server):
    start_game(phone, live_server.url, "seep", ["Nino", "Giorgi", "Ana", "Levan"], bazzis=2)
    expect(phone.locator(".rules-link")).to_have_attribute(
        "href", re.compile(r"^/rules/seep/\?back=%2Fgames%2F[\w-]+%2F#bazzi$")
    )

    # Deal 1: by number, 60 to 40, a sweep for Giorgi & Levan: 60 - 90 = -30.
    phone.locator('#entry [data-step="10"]').click()
    for _ in range(6):
        phone.locator('#entry [data-step="10"]').click()
    phone.locator('#entry [data-step="-10"]').click()
    expect(phone.get_by_test_id("points")).to_have_value("60")
    pick(phone, "sweeps_1", 1)
    expect(phone.get_by_test_id("preview")).to_contain_text(
        "Running difference: 30 in favour of Giorgi & Levan"
    )
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")

    # Deal 2: Nino & Ana take every spade and the ten of diamonds: Giorgi & Levan keep 3.
    phone.locator("details.cards summary").click()
    for rank in SPADES:
        pick(phone, "cards", f"{rank}S")
    pick(phone, "cards", "10D")
    expect(phone.locator('input[name="points"]')).to_have_value("97")
    expect(phone.get_by_test_id("preview")).to_contain_text("under 9 points: bazzi lost")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    expect(phone.get_by_test_id("total-0")).to_have_text("1")
    expect(phone.locator('tr[data-deal="2"] td.bazzi-won')).to_contain_text("bazzi")

    # Deal 3: 100 points and two sweeps for Nino & Ana: the second bazzi ends the match.
    phone.locator("details.cards summary").click()
    for code in [f"{rank}S" for rank in SPADES] + ["AH", "AD", "AC", "10D"]:
        pick(phone, "cards", code)
    pick(phone, "sweeps_0", 2)
    save(phone)
    expect(phone.get_by_test_id("winners")).to_have_text("Winner: Nino & Ana")
    expect(phone.get_by_test_id("total-0")).to_have_text("2")
    expect(phone.locator("#entry")).to_have_count(0)


HINTS = {
    "en": "{dealer} deals, {first} bids and plays first.",
    "tr": "Dağıtıcı {dealer}; {first} teklif verir ve ilk oynar.",
}


@pytest.mark.parametrize("language", ["en", "tr"])
def test_from_deal_two_on_the_entry_names_who_deals_and_who_plays_first(
    browser, live_server, language
):
    # The dealer follows from the scores (ahead: the next player deals; behind: the same),
    # and each next form, drawn on the phone, names them as the page does once opened again.
    kind = game_type("seep")
    players = ["ნინო გიორგაძე", "Αλέξανδρος Παπαδόπουλος", "Jan-Willem van den Berg", "Çağrı"]
    options = kind.full_options({"bazzis": 3})
    game = game_with_deals("seep", [], players=players, options={"bazzis": 3})
    entered = [
        {"points": [60, 40]},
        {"points": [30, 70]},
        {"points": [45, 55]},
        {"points": [80, 20]},
    ]
    deals = kind.engine.clean_deals(players, options, [], entered)
    page = new_phone(browser, language)
    try:
        page.goto(live_server.url + f"/games/{game.public_id}/editor/{game.edit_token}/")
        rules_ready(page)
        hint = page.locator('#entry [data-fill="hint"]')
        for number, deal in enumerate(deals, start=1):
            page.get_by_test_id("points").fill(str(deal["points"][0]))
            save(page)
            expect(page.locator("#entry h2")).to_contain_text(str(number + 1))
            upcoming = kind.engine.next_deal(players, options, deals[:number])
            said = HINTS[language].format(
                dealer=players[upcoming["dealer"]], first=players[upcoming["first"]]
            )
            expect(hint).to_have_text(said)
            expect(page.get_by_test_id("dealer")).to_have_text(players[upcoming["dealer"]])
        page.reload()
        expect(hint).to_have_text(said)
    finally:
        put_away(page)


def open_as_editor(page, url: str, game) -> None:
    """The game opened as its editor, the rules on the phone."""
    page.goto(url + f"/games/{game.public_id}/editor/{game.edit_token}/")
    rules_ready(page)


def test_a_deal_recorded_while_the_next_waits_is_still_counted_on_the_phone(phone, live_server):
    # Deal 1 reaches the server while deal 2 waits on the phone behind it: the server's board
    # after deal 1 is not shown (deal 2 changes it again), and deal 1, no longer waiting, still
    # counts: deal 3's preview is worked out as it is typed, on the three deals.
    kind = game_type("seep")
    players = ["Nino", "Giorgi", "Ana", "Levan"]
    game = game_with_deals("seep", [], players=players)
    with answers_held(phone) as held:
        open_as_editor(phone, live_server.url, game)
        for number, points in ((1, 60), (2, 30)):
            phone.get_by_test_id("points").fill(str(points))
            save(phone)
            expect(phone.locator("#entry h2")).to_contain_text(str(number + 1))
            held_one(phone, held)  # deal 1 on its way; deal 2 waits for its answer
        held.pop().continue_()
        until_recorded(game, 1)
        held_one(phone, held)  # deal 2 on its way: the server's board after deal 1 not shown
        phone.get_by_test_id("points").fill("45")
        options = kind.full_options({})
        entered = [{"points": [60, 40]}, {"points": [30, 70]}, {"points": [45, 55]}]
        deals = kind.engine.clean_deals(players, options, [], entered)
        difference = kind.engine.compute_sheet(players, options, deals)["deals"][-1]["difference"]
        team = kind.engine.team_names(players)[0 if difference > 0 else 1]
        expect(phone.get_by_test_id("preview").get_by_test_id("difference")).to_have_text(
            f"Running difference: {abs(difference)} in favour of {team}"
        )


def test_a_save_pressed_as_the_servers_board_comes_is_saved(phone, live_server):
    # The thumb is on Save when the server's answer to the deal before comes: the board waits
    # for the thumb to lift (put in the page under it, it would lose the tap), then the deal
    # pressed is saved and the next comes.
    game = game_with_deals("seep", [], players=["Nino", "Giorgi", "Ana", "Levan"])
    with answers_held(phone) as held:
        open_as_editor(phone, live_server.url, game)
        phone.get_by_test_id("points").fill("60")
        save(phone)
        expect(phone.locator("#entry h2")).to_contain_text("2")
        held_one(phone, held)
        phone.get_by_test_id("points").fill("30")
        button = phone.locator("#entry button.save")
        button.evaluate("button => button.scrollIntoView({block: 'center'})")
        box = button.bounding_box()
        assert box is not None
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        phone.wait_for_function(
            "([x, y]) => document.elementFromPoint(x, y).closest('button.save')", arg=[x, y]
        )
        phone.mouse.move(x, y)
        phone.mouse.down()
        phone.evaluate(
            """() => document.addEventListener("scorepad:synced", (event) => {
                window.answered = Promise.all(event.detail.waitUntil);
            }, {once: true})"""
        )
        held.pop().continue_()
        until_recorded(game, 1)
        phone.wait_for_function("() => window.answered")
        phone.evaluate("() => window.answered")  # the server's board handled, the thumb down
        phone.mouse.up()
        expect(phone.locator("#entry h2")).to_contain_text("3")
        held_one(phone, held)
