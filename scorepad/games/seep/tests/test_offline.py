"""Seep's entry kept for the phone: its next dealer is not said ahead (it depends on how the deal
ends), and the hint of who deals and plays first."""

import json
import re
from html import unescape

import pytest
from django.urls import reverse

from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def entry_plan(client, game) -> tuple[dict, str]:
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no offline plan on the page"
    return json.loads(unescape(match.group(1))), page


def test_it_does_not_say_its_next_dealer_ahead(editor):
    game = game_with_deals(GAME, players=["Ada", "Bo", "Cem", "Dee"])
    plan, _page = entry_plan(editor(game), game)
    assert "next" not in plan["status"]
    assert plan["texts"]["hint"] == "%(dealer)s deals, %(first)s bids and plays first."
