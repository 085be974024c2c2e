"""Joker's entry kept for the phone: its bids and its tricks each drawn from a nine-card deal,
with the words the phone fills in, in every length of game."""

import json
import re
from html import unescape

import pytest
from django.urls import reverse

from scorepad.games import game_type
from scorepad.games.joker import engine as joker
from scorepad.templatetags.offline_tags import ROUND_NUMBER
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def entry_plan(client, game) -> tuple[dict, str]:
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no offline plan on the page"
    return json.loads(unescape(match.group(1))), page


def entry_templates(page: str) -> dict[str, str]:
    return dict(re.findall(r'<template data-offline-entry="(\w+)">(.*?)</template>', page, re.S))


def test_its_forms_are_drawn_from_a_nine_card_deal_with_its_bids_and_its_tricks(editor):
    game = game_with_deals(GAME, players=["Nino", "Giorgi", "Ana", "Levan"])
    plan, page = entry_plan(editor(game), game)
    templates = entry_templates(page)
    assert set(templates) == {"bids", "tricks"}
    for seat in range(4):
        assert f'name="bid_{seat}" value="9"' in templates["bids"]
        assert f'name="tricks_{seat}" value="9"' in templates["tricks"]
        assert "tricks_" not in templates["bids"]
    # The heading's words for every hand, and the seats' tags, filled in on the phone.
    assert plan["texts"]["cards"]["1"] == "1 card" and plan["texts"]["cards"]["9"] == "9 cards"
    assert plan["labels"] == {
        "bids": f"Deal {ROUND_NUMBER}: bids",
        "tricks": f"Deal {ROUND_NUMBER}: tricks",
    }
    assert plan["status"]["dealer"] == "Dealer" and plan["status"]["first"] == "Bids first"


def test_it_draws_its_bids_from_a_deal_with_bids_in_every_length():
    for length in ("classic", "short", "nines", "full"):
        options = joker.clean_options({"length": length, "first_dealer": 0})
        kinds = game_type(GAME).offline.entry_kinds(["A", "B", "C", "D"], options)
        plan = joker.schedule(options)
        assert plan[kinds["bids"] - 1].kind in joker.KINDS_WITH_BIDS
        assert plan[kinds["bids"] - 1].cards == plan[kinds["tricks"] - 1].cards == 9
