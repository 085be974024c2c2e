"""King on a phone: the declarer taps a contract among those still open, the closed ones struck
out with their reason; the counts are typed with the steppers and counted live; the rıfkı is one
tap; the sheet keeps what each player still owes."""

import re

import pytest
from playwright.sync_api import expect

from scorepad.games import game_type, samples
from tests.browser.fixtures import new_phone, put_away
from tests.browser.tap import pick, rules_ready, save, start_game
from tests.browser.test_whole_game_offline import ENTER, limits_in_words
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

PLAYERS = ["Ayşe", "Burak", "Cem", "Deniz"]


def count(phone, seat: int, taken: int) -> None:
    phone.locator(f'#entry input[name="taken_{seat}"]').fill(str(taken))


def test_a_king_game_entered_deal_by_deal(phone, live_server):
    start_game(phone, live_server.url, "king", PLAYERS, length="short")
    expect(phone.locator("#entry h2")).to_contain_text("Deal 1")
    expect(phone.get_by_test_id("limits")).to_contain_text("with 2 negatives and 1 koz left")

    # Deal 1: Ayşe declares Kupa almaz; the hearts are counted as they are typed.
    pick(phone, "contract", "kupa")
    expect(phone.get_by_test_id("trump")).to_be_hidden()
    count(phone, 1, 5)
    count(phone, 2, 2)
    expect(phone.get_by_test_id("units-left")).to_have_text("7 of 13")
    count(phone, 3, 6)
    expect(phone.get_by_test_id("units-left")).to_have_text("13 of 13")
    expect(phone.get_by_test_id("preview")).to_contain_text("-180")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.get_by_test_id("total-3")).to_have_text("-180")

    # Deal 2: Burak declares the rıfkı: one tap on who took the king of hearts.
    pick(phone, "contract", "rifki")
    expect(phone.get_by_test_id("counts")).to_be_hidden()
    pick(phone, "rifki", 2)
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    expect(phone.get_by_test_id("total-2")).to_have_text("-380")

    # Deal 3: Cem declares koz in spades, its trump one tap.
    pick(phone, "contract", "koz")
    expect(phone.get_by_test_id("trump")).to_be_visible()
    pick(phone, "trump", "spades")
    for seat, taken in enumerate([3, 3, 4, 3]):
        count(phone, seat, taken)
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 4")
    expect(phone.get_by_test_id("koz-left-2")).to_have_text("0")
    expect(phone.get_by_test_id("negatives-left-2")).to_have_text("2")
    row = phone.locator('tr[data-deal="3"]')
    expect(row.locator("td.contract")).to_contain_text("Koz ♠")


def test_a_contract_closed_to_the_declarer_cannot_be_tapped_and_says_why(phone, live_server):
    game = game_with_deals(
        "king",
        [
            {"declarer": 0, "contract": "kupa", "taken": [0, 5, 2, 6]},
            {"declarer": 1, "contract": "koz", "taken": [3, 6, 1, 3], "trump": "spades"},
            {"declarer": 2, "contract": "kupa", "taken": [4, 0, 1, 8]},
        ],
        players=PLAYERS,
    )
    phone.goto(live_server.url + f"/games/{game.public_id}/editor/{game.edit_token}/")
    closed = phone.locator('label:has(> input[name="contract"][value="kupa"])')
    expect(closed).to_have_class(re.compile(r"\bforbidden\b"))
    expect(closed).to_contain_text("Kupa almaz has been played twice (deals 1 and 3)")
    expect(closed.locator("input")).to_be_disabled()
    pick(phone, "contract", "el")
    expect(phone.locator('input[name="contract"][value="el"]')).to_be_checked()


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_limits_follow_every_deal_as_the_server_says_them(browser, live_server, language):
    # The long game's deals 9 to 16 entered on the phone: each next form, drawn there, says
    # the declarer's negatives and koz still to declare, as the page does once opened again.
    kind = game_type("king")
    long = samples("king").long_game()
    players = ["Çağrı İnceoğlu", "Αλέξανδρος", "ნინო გიორგაძე", "Jan-Willem van den Berg"]
    options = kind.full_options(long["options"])
    deals = kind.engine.clean_deals(players, options, [], long["deals"])
    game = game_with_deals("king", deals[:8], players=players, options=long["options"])
    page = new_phone(browser, language)
    try:
        page.goto(live_server.url + f"/games/{game.public_id}/editor/{game.edit_token}/")
        rules_ready(page)
        posts = kind.entry_posts(players, options, deals)
        for number in range(9, 17):
            page.evaluate(ENTER, [posts[number - 1], True])
            expect(page.locator("#entry")).to_have_attribute(
                "data-entry-step", f"{number + 1}:deal"
            )
            upcoming = kind.engine.next_deal(players, options, deals[:number])
            expect(page.get_by_test_id("limits")).to_have_text(
                limits_in_words(language, players, upcoming)
            )
        shown = page.get_by_test_id("limits").inner_text()
        page.reload()
        expect(page.get_by_test_id("limits")).to_have_text(shown)
    finally:
        put_away(page)
