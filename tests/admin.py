"""The admin as its tests work it: a deal added or changed through its forms, a game saved with
its deals as the inline rows, the errors its form shows, and the pages that must keep
answering after a change there."""

from __future__ import annotations

import json
import re
from html import unescape

from django.urls import reverse

from scorepad.models import Game

ADD_DEAL = "admin:scorepad_deal_add"


def add_deal(admin_client, game: Game, number: int, data):
    return admin_client.post(
        reverse(ADD_DEAL),
        {"game": game.pk, "number": number, "data": json.dumps(data), "client_key": ""},
    )


def change_deal(admin_client, game: Game, number: int, data):
    deal = game.deals.get(number=number)
    return admin_client.post(
        reverse("admin:scorepad_deal_change", args=[deal.pk]),
        {"data": json.dumps(data), "client_key": deal.client_key},
    )


def errors(response) -> list[str]:
    """The errors the admin's form shows."""
    found = re.findall(r'<ul class="errorlist[^>]*>(.*?)</ul>', response.content.decode(), re.S)
    return [unescape(item) for group in found for item in re.findall(r"<li>(.*?)</li>", group)]


def stored(game: Game) -> list:
    return [deal.data for deal in game.deals.order_by("number")]


def assert_pages_answer(client, grant, game: Game) -> None:
    grant(client, game)
    for name in ("game", "export_game", "export_csv", "export_pdf"):
        assert client.get(reverse(name, args=[game.public_id])).status_code == 200, name
    assert client.get(reverse("home")).status_code == 200
    assert client.get(reverse("stats")).status_code == 200


def game_form(game: Game, deals: list | None = None, **changes) -> dict:
    """What the admin's form of ``game`` posts: its fields, and its deals as the inline rows
    (``deals``: ``(number, data)`` or ``(number, data, "delete")``, the stored ones first)."""
    rows = game.deals.order_by("number")
    if deals is None:
        deals = [(deal.number, deal.data) for deal in rows]
    fields = {
        "game": game.game,
        "players": json.dumps(game.players),
        "options": json.dumps(game.options),
        "deals-TOTAL_FORMS": str(len(deals)),
        "deals-INITIAL_FORMS": str(rows.count()),
        "deals-MIN_NUM_FORMS": "0",
        "deals-MAX_NUM_FORMS": "1000",
        "_save": "Save",
    }
    fields.update({key: json.dumps(value) for key, value in changes.items()})
    for index, row in enumerate(deals):
        prefix = f"deals-{index}-"
        if index < rows.count():
            fields[prefix + "id"] = str(rows[index].pk)
        fields[prefix + "game"] = str(game.pk)
        fields[prefix + "number"] = str(row[0])
        fields[prefix + "data"] = json.dumps(row[1])
        fields[prefix + "client_key"] = ""
        if len(row) > 2:
            fields[prefix + "DELETE"] = "on"
    return fields


def save_game(admin_client, game: Game, fields: dict):
    return admin_client.post(reverse("admin:scorepad_game_change", args=[game.pk]), fields)
