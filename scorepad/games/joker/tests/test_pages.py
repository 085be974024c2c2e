"""Joker's pages through the test client: the pad and who deals and bids, the scores in hundreds,
the premium's star, a deal entered in two steps (the bids, then the tricks) with the dealer's
forbidden bid, golden and miser deals, the undo of a step, a change that keeps its trump, and
the new game's ştanga and erasing."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from scorepad.games import game_type
from scorepad.models import Deal, Game
from tests.contract import game_of
from tests.factories import game_with_deals
from tests.pages import (
    HTMX,
    assert_input,
    deals_of,
    entry,
    htmx,
    poll,
    post_deal,
    rules_link,
    url,
)

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def test_the_game_page_shows_the_pad_and_who_deals_and_bids(client, editor):
    game = game_with_deals(
        GAME, [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}], options={"length": "short"}
    )
    response = editor(game).get(url("game", game))
    assert response.status_code == 200
    assert response["Vary"] and "HX-Request" in response["Vary"]
    context = response.context
    assert context["dealer_name"] == "Giorgi"
    assert context["first_name"] == "Ana"
    assert context["next_dealer_name"] == "Ana"
    html = response.content.decode()
    assert rules_link(f"/rules/{GAME}/", game, "bidding") in html
    assert "ştanga" in html  # Levan bid 1 and took nothing
    assert rules_link("/rules/glossary/", game, f"{GAME}-stanga") in html
    assert "100 × 1" in html  # Nino bid the one card and took it


def short_joker(deals=()):
    return game_with_deals(GAME, deals, options={"length": "short"})


def test_the_last_players_tricks_are_the_remainder_even_if_the_save_overtakes_the_preview(
    client, editor
):
    game = short_joker([{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}, {"bids": [2, 0, 1, 0]}])
    editor(game)
    # Deal 2: Giorgi deals and is last; the others took 1, 0 and 1.
    response = post_deal(client, game, {"tricks_2": "1", "tricks_3": "0", "tricks_0": "1"})
    assert response.status_code == 303
    assert deals_of(game)[1]["tricks"] == [1, 0, 1, 0]


def joker_scores(html: str) -> list[str]:
    """The scores of a Joker sheet, in order: each the second line of its button."""
    return re.findall(r'<button type="button" class="why"[^>]*>[^<\n]*\n([^<★]*)★?</button>', html)


def test_joker_scores_can_be_shown_in_hundreds(client, editor):
    game = game_with_deals(GAME, [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
    editor(game)
    response = client.post(url("toggle_hundreds", game))
    assert response.status_code == 303
    html = client.get(url("game", game)).content.decode()
    assert joker_scores(html) == ["1", "0.5", "0.5", "-2"]


def premium_section():
    """A short Joker game's first section: Ayşe keeps every bid, her best deal the fifth
    (bid 4, took 4: 250); Çağrı and Gül pass every deal (50 each); Işık takes the rest."""
    deals = []
    for cards in range(1, 9):
        if cards == 5:
            deals.append({"bids": [4, 0, 0, 0], "tricks": [4, 1, 0, 0]})
        else:
            deals.append({"bids": [0, 0, 0, 0], "tricks": [0, cards, 0, 0]})
    return game_with_deals(
        GAME,
        deals,
        players=["Ayşe", "Işık", "Çağrı", "Gül"],
        options={"length": "short", "erase": True},
    )


def starred(html: str) -> dict[int, list[int]]:
    """The seats whose score carries the premium's ★, by deal number."""
    rows = re.findall(r'<tr[^>]*data-deal="(\d+)"[^>]*>(.*?)</tr>', html, re.S)
    return {
        int(number): [
            seat
            for seat, cell in enumerate(re.findall(r"<td.*?</td>", row, re.S))
            if "★</button>" in cell
        ]
        for number, row in rows
    }


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_premium_star_is_on_the_deal_counted_again(client, editor, settings, language):
    game = premium_section()
    editor(game)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    html = client.get(url("game", game)).content.decode()
    # Ayşe's 250 of deal 5 is counted again; Çağrı's and Gül's best, 50, first came in deal 1.
    marks = {number: seats for number, seats in starred(html).items() if seats}
    assert marks == {1: [2, 3], 5: [0]}
    assert 'class="premium-mark"' in html and "★+250" in html  # the section's line says how much
    # The sheet leaving the phone marks the same deals in bold.
    deals = [deal.data for deal in game.deals.all()]
    sheet = game_type(game.game).engine.compute_sheet(
        list(game.players), game_type(game.game).full_options(game.options), deals
    )
    with translation.override(language):
        table = game_type(game.game).export.table(
            list(game.players), game_type(game.game).full_options(game.options), sheet, deals
        )
        score = {
            column.group: index
            for index, column in enumerate(table.columns)
            if column.label == translation.gettext("score")
        }
    assert score["Ayşe"] in table.rows[4].marks
    assert score["Ayşe"] not in table.rows[7].marks
    assert {score["Çağrı"], score["Gül"]} <= table.rows[0].marks


def test_joker_bids_are_saved_then_the_tricks_complete_the_deal(client, editor):
    game = short_joker()
    editor(game)
    response = post_deal(client, game, {f"bid_{seat}": b for seat, b in enumerate([0, 1, 0, 1])})
    assert response.status_code == 303
    assert deals_of(game) == [{"bids": [0, 1, 0, 1]}]
    form = client.get(url("game", game)).context["form"]
    assert (form.deal_number, form.entry_phase) == (1, "tricks")
    response = post_deal(client, game, {f"tricks_{seat}": t for seat, t in enumerate([0, 1, 0, 0])})
    assert response.status_code == 303
    assert deals_of(game) == [{"bids": [0, 1, 0, 1], "tricks": [0, 1, 0, 0]}]


def test_the_dealers_forbidden_bid_is_refused_next_to_the_dealer_keeping_the_bids(client, editor):
    game = short_joker()
    editor(game)
    # Deal 1: one card, Nino deals; Giorgi, Ana and Levan bid 0, so Nino may not bid 1.
    response = post_deal(client, game, {"bid_1": "0", "bid_2": "0", "bid_3": "0", "bid_0": "1"})
    assert response.status_code == 422
    html = response.content.decode()
    assert "Nino deals and may not bid 1" in html
    assert_input(html, "bid_1", "0", "checked")
    assert not Deal.objects.exists()
    seat = html[html.index('data-testid="seat-0"') :]
    assert seat.index("may not bid 1") < seat.index("</fieldset>")


def test_too_many_tricks_tapped_say_so_and_leave_no_field_required(client, editor):
    # Deal 1, one card: Giorgi and Ana are both tapped as taking it; the others took none.
    game = short_joker([{"bids": [0, 0, 0, 0]}])
    editor(game)
    response = post_deal(client, game, {"tricks_1": "1", "tricks_2": "1"})
    assert response.status_code == 422
    html = response.content.decode()
    assert "the tricks add up to 2, not 1, the number of cards dealt" in html
    assert "This field is required." not in html
    assert "deal 1:" not in html  # deal 1's own form
    assert_input(html, "tricks_1", "1", "checked")
    assert_input(html, "tricks_2", "1", "checked")
    assert deals_of(game) == [{"bids": [0, 0, 0, 0]}]


def test_the_bid_preview_disables_the_dealers_forbidden_bid_with_the_reason(client, editor):
    game = short_joker([{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
    editor(game)
    # Deal 2: two cards, Giorgi deals; Ana 1, Levan 0, Nino 0 -> Giorgi may not bid 1.
    fields = {**entry(client, game), "bid_2": "1", "bid_3": "0", "bid_0": "0"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-last"))
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="entry-last">')
    assert_input(html, "bid_1", "1", "disabled")
    assert "Giorgi deals and may not bid 1" in html


def test_the_tricks_preview_counts_and_fills_the_last_players_tricks(client, editor):
    game = short_joker(
        [
            {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
            {"bids": [1, 0, 0, 0], "tricks": [1, 0, 1, 0]},
            {"bids": [1, 1, 0, 0]},
        ]
    )
    editor(game)
    # Deal 3: three cards, Ana deals; Levan, Nino and Giorgi took 0, 1 and 1.
    fields = {**entry(client, game), "tricks_3": "0", "tricks_0": "1", "tricks_1": "1"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-last"))
    html = response.content.decode()
    assert "3 of 3 tricks" in html
    assert_input(html, "tricks_2", "1", "checked")
    partial = client.post(
        url("preview_deal", game),
        {**fields, "tricks_1": None} | {"tricks_1": ""},
        **htmx("entry-last"),
    )
    assert "1 of 3 tricks" in partial.content.decode()


def test_a_premium_is_marked_on_the_sheet(client, editor):
    # Nino bids and takes every card, Giorgi bids 1 and takes nothing, Ana and Levan pass:
    # all but Giorgi keep every bid of the first section and earn the premium.
    deals = [{"bids": [cards, 1, 0, 0], "tricks": [cards, 0, 0, 0]} for cards in range(1, 9)]
    game = short_joker(deals)
    editor(game)
    response = client.get(url("game", game))
    html = response.content.decode()
    assert "premium: best deal 800 added again" in html
    assert 'class="premium-mark"' in html
    assert rules_link("/rules/glossary/", game, f"{GAME}-premium") in html
    assert response.context["sheet"]["deals"][7]["adjustments"] == [800, 0, 50, 50]


def test_golden_and_miser_deals_ask_only_for_tricks(client, editor):
    from scorepad.games.joker import engine as joker

    options = joker.clean_options({"length": "full"})
    deals = []
    players = ["Nino", "Giorgi", "Ana", "Levan"]
    for index in range(24):
        slot = joker.schedule(options)[index]
        tricks = [slot.cards, 0, 0, 0]
        bids = [slot.cards, 0, 0, 0]
        if sum(bids) == slot.cards:
            dealer = joker.dealer_of(options, index)
            bids[dealer] += 1 if dealer != 0 else -1
            if dealer != 0 and bids[dealer] > slot.cards:
                bids[dealer] = 0
        deals.append(joker.clean_deal(players, options, deals, {"bids": bids, "tricks": tricks}))
    game = game_with_deals(GAME, deals, options={"length": "full"})
    editor(game)
    form = client.get(url("game", game)).context["form"]
    assert (form.deal_number, form.entry_phase, form.kind) == (25, "tricks", "golden")
    response = post_deal(
        client, game, {"tricks_1": "9", "tricks_2": "0", "tricks_3": "0", "tricks_0": "0"}
    )
    assert response.status_code == 303
    assert deals_of(game)[-1] == {"tricks": [0, 9, 0, 0]}


def test_undo_takes_back_the_last_entry_once(client, editor):
    game = short_joker([{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
    editor(game)
    response = client.post(url("undo_deal", game), {"last": "1:tricks"})
    assert response.status_code == 303
    assert deals_of(game) == [{"bids": [1, 0, 0, 1]}]
    again = client.post(url("undo_deal", game), {"last": "1:tricks"})
    assert again.status_code == 409
    assert deals_of(game) == [{"bids": [1, 0, 0, 1]}]
    client.post(url("undo_deal", game), {"last": "1:deal"})
    assert deals_of(game) == []


def test_bids_posted_during_the_tricks_phase_are_a_conflict_not_a_crash(client, editor):
    game = short_joker([{"bids": [1, 0, 0, 1]}])
    editor(game)
    response = client.post(
        url("add_deal", game),
        {
            "number": "1",
            "phase": "bids",
            "key": "a",
            "bid_0": "1",
            "bid_1": "0",
            "bid_2": "0",
            "bid_3": "0",
        },
    )
    assert response.status_code == 409
    assert deals_of(game) == [{"bids": [1, 0, 0, 1]}]


def test_a_poll_after_switching_to_hundreds_gets_the_sheet_in_hundreds(client, editor):
    game = game_with_deals(GAME, [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
    editor(game)
    etag = poll(client, game)["ETag"]
    assert poll(client, game, etag).status_code == 304
    client.post(url("toggle_hundreds", game))
    shown = poll(client, game, etag)
    assert shown.status_code == 200
    assert joker_scores(shown.content.decode())[-1] == "-2"
    hundreds_etag = shown["ETag"]
    client.post(url("toggle_hundreds", game))
    back = poll(client, game, hundreds_etag)
    assert back.status_code == 200
    assert back["ETag"] == etag


def test_a_joker_deal_changed_through_the_form_keeps_its_trump(client, editor):
    game = short_joker(
        [
            {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0], "trump": "hearts"},
            {"bids": [1, 0, 0, 0], "tricks": [1, 0, 1, 0]},
        ]
    )
    editor(game)
    page = client.get(url("edit_deal", game, 1))
    assert (page.context["form"].entry_phase, page.context["editing"]) == ("both", 1)
    assert_input(page.content.decode(), "bid_3", "1", "checked")
    bids = {"bid_0": "0", "bid_1": "0", "bid_2": "1", "bid_3": "1"}
    tricks = {"tricks_0": "0", "tricks_1": "0", "tricks_2": "1", "tricks_3": "0"}
    response = client.post(
        url("save_deal", game, 1), {"number": "1", "phase": "both", **bids, **tricks}
    )
    assert response.status_code == 303
    assert deals_of(game) == [
        {"bids": [0, 0, 1, 1], "tricks": [0, 0, 1, 0], "trump": "hearts"},
        {"bids": [1, 0, 0, 0], "tricks": [1, 0, 1, 0]},
    ]
    sheet = client.get(url("game", game)).context["sheet"]
    # Ana bid 1 and took it, Levan bid 1 and took nothing: a ştanga.
    assert sheet["deals"][0]["scores"] == [50, 50, 100, -200]


def test_a_refused_change_keeps_what_was_typed_and_says_why(client, editor):
    game = short_joker(
        [
            {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
            {"bids": [1, 0, 0, 0], "tricks": [1, 0, 1, 0]},
        ]
    )
    editor(game)
    # Deal 1: one card, Nino deals; after 0, 0 and 1 he may not bid 0.
    bids = {"bid_0": "0", "bid_1": "0", "bid_2": "0", "bid_3": "1"}
    tricks = {"tricks_0": "0", "tricks_1": "0", "tricks_2": "0", "tricks_3": "1"}
    fields = {"number": "1", "phase": "both", **bids, **tricks}
    response = client.post(url("save_deal", game, 1), fields)
    assert response.status_code == 422
    html = response.content.decode()
    assert "Nino deals and may not bid 0" in html
    assert "Change deal 1" in html
    assert response.context["editing"] == 1
    assert_input(html, "bid_3", "1", "checked")
    assert_input(html, "tricks_3", "1", "checked")
    assert deals_of(game)[0] == {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}
    through_htmx = client.post(url("save_deal", game, 1), fields, **HTMX)
    assert through_htmx.status_code == 422
    assert through_htmx.content.decode().lstrip().startswith('<div id="board">')
    assert "Nino deals and may not bid 0" in through_htmx.content.decode()
    assert "HX-Push-Url" not in through_htmx


def test_starting_a_game_gives_this_device_edit_rights(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": GAME,
            "player_1": " Nino ",
            "player_2": "Giorgi",
            "player_3": "Ana",
            "player_4": "Levan",
            f"{GAME}-length": "short",
            f"{GAME}-shtanga": "per-card",
            "first_dealer": "2",
        },
    )
    assert response.status_code == 303
    game = Game.objects.get()
    assert response["Location"] == url("game", game)
    assert game.players == ["Nino", "Giorgi", "Ana", "Levan"]
    assert game.options == {
        "length": "short",
        "shtanga": "per-card",
        "premium": False,
        "erase": False,
        "first_dealer": 2,
    }
    page = client.get(url("game", game))
    assert page.status_code == 200
    assert page.context["is_editor"]


JOKER_TABLE = {
    "game": GAME,
    "player_1": "Nino",
    "player_2": "Giorgi",
    "player_3": "Ana",
    "player_4": "Levan",
}


@pytest.mark.parametrize(
    ("fields", "shtanga"),
    [
        ({f"{GAME}-shtanga": "-100"}, -100),
        ({f"{GAME}-shtanga": "-200"}, -200),
        ({f"{GAME}-shtanga": "-500"}, -500),
        ({f"{GAME}-shtanga": "per-card"}, "per-card"),
        ({f"{GAME}-shtanga": "nines-500"}, "nines-500"),
        ({f"{GAME}-shtanga": "custom", f"{GAME}-shtanga_points": "-300"}, -300),
    ],
)
def test_a_new_joker_game_offers_the_seeds_shtangas_and_our_own(client, fields, shtanga):
    response = client.post(reverse("new_game"), {**JOKER_TABLE, **fields})
    assert response.status_code == 303
    assert Game.objects.get().options["shtanga"] == shtanga


@pytest.mark.parametrize(
    ("chosen", "erase"), [(None, False), ("off", False), ("on", True), ("single", "single")]
)
def test_a_new_joker_game_erases_never_always_or_with_a_single_premium(client, chosen, erase):
    fields = {f"{GAME}-premium": "on"} | ({f"{GAME}-erase": chosen} if chosen else {})
    response = client.post(reverse("new_game"), {**JOKER_TABLE, **fields})
    assert response.status_code == 303
    assert Game.objects.get().options["erase"] == erase


@pytest.mark.parametrize(
    ("points", "reason"),
    [
        ("", "Type your own ştanga: a negative number."),
        ("300", "Ensure this value is less than or equal to -1."),
    ],
)
def test_our_own_shtanga_must_be_a_negative_number(client, points, reason):
    fields = {f"{GAME}-shtanga": "custom", f"{GAME}-shtanga_points": points}
    response = client.post(reverse("new_game"), {**JOKER_TABLE, **fields})
    assert response.status_code == 400
    html = response.content.decode()
    assert reason in html
    assert 'value="Levan"' in html  # what was typed stays
    assert not Game.objects.exists()
