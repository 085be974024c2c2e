"""The Seep referee keeps an owner's last card of their house's value: the page never offers to
put it into another house (cementing or adding), says why, in both languages, as the phone
works it out while the floor is typed and as the server answers the same question."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PHONE
from tests.browser.test_referees_on_the_phone import rules_loaded

pytestmark = pytest.mark.django_db(transaction=True)

KEEP = {
    "en": "This is your last card of 9 and your house of 9 needs it: capture with it.",
    "tr": "Elindeki son 9 değerinde kart bu ve değeri 9 olan evini almak için ona ihtiyacın var",
}
CEMENT_12 = {
    "en": "Cement the house of 12 with 9 + 2 + A.",
    "tr": "Değeri 12 olan evi 9 + 2 + A ile çimentola.",
}


def as_the_server_shows(phone: Page) -> str:
    """The verdict for the page's address as the server shows it: on a phone of the same
    language without JavaScript."""
    language = phone.locator("html").get_attribute("lang") or "en"
    assert phone.context.browser is not None
    context = phone.context.browser.new_context(
        viewport=PHONE, java_script_enabled=False, extra_http_headers={"Accept-Language": language}
    )
    try:
        page = context.new_page()
        page.goto(phone.url)
        return page.locator("#verdict").inner_text()
    finally:
        context.close()


def fill(page: Page, **fields: str) -> None:
    for name, value in fields.items():
        page.locator(f'#referee-form input[name="{name}"]').fill(value)


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_last_nine_of_a_cemented_house_of_nine_is_not_offered_to_another_house(
    request, live_server, language
):
    phone = request.getfixturevalue("phone" if language == "en" else "phone_tr")
    phone.goto(live_server.url + "/rules/seep/referee/")
    rules_loaded(phone)
    # You own a cemented house of 9 and hold a single 9; an opponent's house of 12 and a 2 and
    # an ace are on the floor. You hold a queen that could take the house of 12 later.
    fill(phone, loose="2, A", houses="9:me:cemented, 12:opponent", hand="9, Q", card="9")
    nine = phone.locator('#verdict [data-card="9"]')
    cement = nine.locator('[data-move="cement:12"]')
    expect(cement).to_have_attribute("data-legal", "no")
    expect(cement).to_contain_text(CEMENT_12[language])
    expect(cement.locator(".mark")).to_have_text("✗")
    expect(cement.locator("small")).to_contain_text(KEEP[language])
    expect(nine.locator('[data-move="capture:9"]')).to_have_attribute("data-legal", "yes")
    expect(nine.locator('[data-legal="yes"]')).to_have_count(1)
    worked_on_the_phone = phone.locator("#verdict").inner_text()

    # With a second 9 in the hand the same cement is fine.
    fill(phone, hand="9, 9, Q")
    expect(cement).to_have_attribute("data-legal", "yes")
    expect(cement.locator(".mark")).to_have_text("✓")

    # The address keeps the question, and the server answers it as the phone did.
    fill(phone, hand="9, Q")
    expect(cement).to_have_attribute("data-legal", "no")
    expect(phone).to_have_url(re.compile(r"[?&]hand=9%2C\+?Q"))
    assert as_the_server_shows(phone) == worked_on_the_phone


@pytest.mark.parametrize(
    ("hand", "houses", "card", "move"),
    [
        ("J, K", "11:me, 13:opponent:cemented", "J", "add:13"),
        ("10, Q", "10:me, 12:partner", "10", "cement:12"),
    ],
    ids=["a last jack added to a cemented house", "a last ten cementing a partner's house"],
)
def test_a_last_jack_or_ten_is_not_offered_to_another_house(
    phone, live_server, hand, houses, card, move
):
    phone.goto(live_server.url + "/rules/seep/referee/")
    rules_loaded(phone)
    fill(phone, loose="2", houses=houses, hand=hand, card=card)
    refused = phone.locator(f'#verdict [data-card="{card}"] [data-move="{move}"]')
    expect(refused).to_have_attribute("data-legal", "no")
    expect(refused.locator("small")).to_contain_text(
        f"This is your last card of {11 if card == 'J' else 10}"
    )
