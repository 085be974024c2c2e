"""A follower's phone watches the sheet update while the scorer enters deals; an editor link
hands scoring to another phone; a phone without a link sees nothing."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.tap import start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_follower_watches_the_sheet_update_live(phone, second_phone, live_server):
    start_game(phone, live_server.url, "ers", ["Ada", "Bo"])
    game_url = phone.url
    phone.locator("details.share summary").click()
    follow_url = phone.locator("#follow-url").input_value()
    assert "/follow/" in follow_url

    second_phone.goto(follow_url)
    expect(second_phone).to_have_url(game_url)
    expect(second_phone.locator("#sheet")).to_be_visible()
    expect(second_phone.locator("#entry")).to_have_count(0)
    expect(second_phone.get_by_test_id("total-1")).to_have_text("0")
    # While nothing changes, the poll is answered 304 and the sheet is left as it is.
    with second_phone.expect_response(lambda r: r.status == 304, timeout=10_000):
        pass

    phone.locator("#entry button[name=winner]", has_text="Bo").click()
    expect(phone.get_by_test_id("total-1")).to_have_text("1")
    # The follower's poll (every few seconds) brings the new sheet without a reload.
    expect(second_phone.get_by_test_id("total-1")).to_have_text("1", timeout=10_000)
    expect(second_phone.locator(".series li")).to_have_text(re.compile("Bo won"))


def test_the_editor_link_lets_another_phone_score_and_strangers_get_404(
    phone, second_phone, browser, live_server
):
    start_game(phone, live_server.url, "ers", ["Ada", "Bo"])
    game_url = phone.url
    phone.locator("details.share summary").click()
    editor_url = phone.locator("#editor-url").input_value()

    stranger = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        response = stranger.new_page().goto(game_url)
        assert response.status == 404
    finally:
        stranger.close()

    second_phone.goto(editor_url)
    expect(second_phone).to_have_url(game_url)
    second_phone.locator("#entry button[name=winner]", has_text="Ada").click()
    expect(second_phone.get_by_test_id("total-0")).to_have_text("1")
    expect(phone.get_by_test_id("total-0")).to_have_text("1", timeout=10_000)
    # The first phone's form was for game 1, which is on the sheet now: it moves on by itself.
    expect(phone.locator("#entry h2")).to_contain_text("Game 2")
