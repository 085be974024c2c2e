"""Klaverjas against the computer in Chromium: the phone's MicroPython deals and plays the
day's deal exactly as the server does."""

import pytest
from django.urls import reverse
from playwright.sync_api import Page

from scorepad.games.klaverjas import practice
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
