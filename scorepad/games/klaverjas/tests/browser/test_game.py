"""Klaverjas by tapping: a nat, a pit and a revoke, with the live preview before saving."""

import re

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from scorepad.models import Deal
from tests.browser.tap import console_problems, pick, save, start_game
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)


def step(page, amount: str, times: int) -> None:
    button = page.locator(f'#entry [data-stepper] button[data-step="{amount}"]')
    for _ in range(times):
        button.click()


def test_klaverjas_with_a_nat_a_pit_and_a_revoke(phone, live_server):
    problems = console_problems(phone)
    start_game(phone, live_server.url, "klaverjas", ["Nino", "Giorgi", "Ana", "Levan"], deals=8)
    preview = phone.get_by_test_id("preview")

    # Deal 1: Nino & Ana play, take 70 card points; Giorgi & Levan show 20 roem: nat.
    pick(phone, "playing", 0)
    step(phone, "10", 7)
    expect(phone.get_by_test_id("points")).to_have_value("70")
    phone.locator('#entry button[name="act"][value="1:20"]').first.click()
    expect(phone.get_by_test_id("roem-1")).to_have_text("20")
    expect(phone.get_by_test_id("points")).to_have_value("70")
    expect(preview).to_contain_text("nat")
    expect(preview).to_contain_text("182")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 2")
    expect(phone.locator('tr[data-deal="1"] td.nat')).to_contain_text("nat")
    expect(phone.get_by_test_id("total-1")).to_have_text("182")

    # Deal 2: Giorgi & Levan play and take every trick (pit) with four jacks' 200 roem.
    pick(phone, "playing", 1)
    pick(phone, "pit", 1)
    phone.locator('#entry button[name="act"][value="1:200"]').click()
    expect(phone.get_by_test_id("roem-1")).to_have_text("200")
    expect(preview).to_contain_text("made")
    expect(preview).to_contain_text("462")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 3")
    expect(phone.get_by_test_id("total-1")).to_have_text("644")

    # Deal 3: Nino & Ana play, and Giorgi & Levan revoke: 162 + the stuk go to Nino & Ana.
    pick(phone, "playing", 0)
    phone.get_by_test_id("stuk-0").click()
    expect(phone.get_by_test_id("roem-0")).to_have_text("20")
    pick(phone, "revoke", 1)
    expect(preview).to_contain_text("revoke")
    save(phone)
    expect(phone.locator("#entry h2")).to_contain_text("Deal 4")
    expect(phone.get_by_test_id("total-0")).to_have_text("182")
    expect(phone.locator('tr[data-deal="3"]')).to_contain_text("revoke")
    expect(phone.locator('tr[data-deal="2"]')).to_contain_text("pit")
    assert problems == [], problems


@pytest.mark.parametrize("rules_on_the_phone", [True, False])
def test_pit_shows_in_the_points_what_is_saved(phone, live_server, rules_on_the_phone):
    game = game_with_deals("klaverjas", [], players=["Nino", "Giorgi", "Ana", "Levan"])
    if not rules_on_the_phone:
        phone.route(re.compile(r"/rules-engine\.\w+\.json$"), lambda route: route.abort())
    phone.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    pick(phone, "playing", 0)
    points = phone.get_by_test_id("points")
    points.fill("100")
    pick(phone, "pit", 0)
    expect(points).to_have_value("162")
    pick(phone, "pit", 1)
    expect(points).to_have_value("0")
    # Typing other points takes the pit back.
    points.fill("90")
    expect(phone.locator('input[name="pit"][value=""]')).to_be_checked()
    expect(phone.get_by_test_id("preview")).to_contain_text("90")
    pick(phone, "pit", 0)
    save(phone)
    expect(phone.locator('tr[data-deal="1"]')).to_contain_text("pit")
    deal = Deal.objects.get(game=game)
    assert deal.data["points"] == [162, 0] and deal.data["pit"] == 0
