"""Joker's pad as the game page keeps it rendered: the language and the hundreds view change it,
an undone step of tricks leaves the bids, a saved deal renders only the rows and the offline
entry it changes, and a kept row follows the language, the view and the role."""

import re

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()


def page(client, game) -> str:
    return client.get(reverse("game", args=[game.public_id])).content.decode()


def sheet(client, game) -> str:
    html = page(client, game)
    return html[html.index('<section id="sheet"') :]


def test_the_language_and_the_hundreds_view_change_the_pad(client, editor):
    game = game_with_deals(GAME, [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}])
    editor(game)
    assert ">-200<" in sheet(client, game)
    client.post(reverse("toggle_hundreds", args=[game.public_id]))
    assert ">-2<" in sheet(client, game)
    english = sheet(client, game)
    client.post(reverse("set_language"), {"language": "tr", "next": "/"})
    turkish = sheet(client, game)
    assert turkish != english
    assert 'lang="tr"' in page(client, game)


def test_undoing_a_jokers_tricks_shows_the_pad_without_them(client, editor):
    deals = [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}]
    game = game_with_deals(GAME, deals, options={"length": "short"})
    editor(game)
    assert ">1/1\n" in sheet(client, game)  # bid/took over the score
    response = client.post(
        reverse("undo_deal", args=[game.public_id]),
        {"last": "1:tricks"},
        HTTP_HX_REQUEST="true",
        HTTP_HX_TARGET="board",
    )
    html = response.content.decode()
    assert ">1/1\n" not in html
    assert '<span class="bt">1</span>' in html  # the bid alone, waiting for its tricks


def rendered(response, name: str) -> int:
    return sum(template.name == name for template in response.templates)


def test_a_saved_deal_renders_only_the_rows_it_changes_and_each_kind_of_entry_once(client, editor):
    from scorepad.games.joker import engine as joker

    players, options = ["Nino", "Giorgi", "Ana", "Levan"], joker.clean_options({"length": "short"})
    deals: list[dict] = []
    while len(deals) < 6:  # the one after the dealer bids and takes every trick
        step = joker.next_deal(players, options, deals)
        taker = (step["dealer"] + 1) % 4
        tricks = [step["cards"] if seat == taker else 0 for seat in range(4)]
        bids = [1 if seat == step["dealer"] else count for seat, count in enumerate(tricks)]
        deals.append({"bids": bids, "tricks": tricks})
    game = game_with_deals(GAME, deals, players=players, options={"length": "short"})
    editor(game)
    first = client.get(reverse("game", args=[game.public_id]))
    rows = rendered(first, f"scorepad/games/{GAME}/row.html")
    assert rows == 12  # every deal of the short game, played or not
    entries = rendered(first, f"scorepad/games/{GAME}/entry.html")
    assert entries == 3  # the page's own entry, and its bids and its tricks kept for offline
    seventh = joker.next_deal(players, options, deals)
    bids = {f"bid_{seat}": "1" if seat == seventh["dealer"] else "0" for seat in range(4)}
    response = client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": "7", "phase": "bids", **bids},
        HTTP_HX_REQUEST="true",
        HTTP_HX_TARGET="board",
    )
    assert response.status_code == 200
    # Deal 7 now shows its bids and is no longer the only row marked current.
    assert rendered(response, f"scorepad/games/{GAME}/row.html") <= 2
    assert rendered(response, f"scorepad/games/{GAME}/entry.html") == 3  # as the page's
    html = response.content.decode()
    assert re.search(r'data-deal="7">.*?<span class="bt">1</span>', html, re.S)
    assert html.count("data-offline-entry=") == 2


@pytest.mark.parametrize("change", ["language", "hundreds", "role"])
def test_a_kept_row_follows_the_language_the_view_and_the_role(client, editor, grant, change):
    game = game_with_deals(GAME, [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
    editor(game)
    before = sheet(client, game)
    assert "change deal 1" in before and ">1/1\n100<" in before
    if change == "language":
        after = client.get(
            reverse("game", args=[game.public_id]), HTTP_ACCEPT_LANGUAGE="tr"
        ).content.decode()
        assert "change deal 1" not in after and "1 kart" in after
    elif change == "hundreds":
        client.post(reverse("toggle_hundreds", args=[game.public_id]))
        after = sheet(client, game)
        assert ">1/1\n1<" in after
    else:
        after = sheet(grant(Client(), game, "follow"), game)
        assert "change deal 1" not in after and ">1/1\n100<" in after
