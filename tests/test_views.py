"""The pages and partials of the score-keeping app, through the test client.

HTMX requests send ``HX-Request`` (and ``HX-Target``) and get the fragment that replaces the
element; plain requests get whole pages, so everything works without JavaScript.
"""

import json
import re

import pytest
from django.core.cache import caches
from django.urls import reverse
from django.utils import translation

from scorepad.fastpath import kept_pages
from scorepad.games import game_type
from scorepad.models import Deal, Game
from tests.factories import GUARDED_GAMES, game_with_deals, guarded_game

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


def rules_link(page: str, game, anchor: str) -> str:
    """A link from a game page into the rules, carrying the way back to the game."""
    return f'href="{page}?back=%2Fgames%2F{game.public_id}%2F#{anchor}"'


def htmx(target: str) -> dict[str, str]:
    return {**HTMX, "HTTP_HX_TARGET": target}


def url(name, game, *args):
    return reverse(name, args=[game.public_id, *args])


def deals_of(game):
    return [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]


def assert_input(html, name, value, state):
    """The radio ``name=value`` is rendered ``checked`` or ``disabled``."""
    inputs = re.findall(r"<input[^>]*>", html)
    matching = [tag for tag in inputs if f'name="{name}"' in tag and f'value="{value}"' in tag]
    assert matching, f"no input {name}={value}"
    assert any(re.search(rf"\s{state}(\s|>|=)", tag) for tag in matching), matching


def rendered(client, game):
    """The game page as rendered now, not its copy from the cache: its context is there."""
    caches["default"].clear()
    kept_pages.NEAR.clear()
    return client.get(url("game", game))


def entry(client, game):
    """The fields of the entry form as the page renders them (number, phase, key)."""
    form = rendered(client, game).context["form"]
    return {"number": form.deal_number, "phase": form.entry_phase, "key": form.initial["key"]}


def points_shown(html):
    """The value of the card points field as the page shows it."""
    match = re.search(r'<input type="number" name="points"[^>]* value="([^"]*)"', html)
    return match.group(1) if match else None


def post_deal(client, game, fields, **extra):
    return client.post(url("add_deal", game), {**entry(client, game), **fields}, **extra)


# Home


def test_home_offers_every_game_with_the_spec_defaults(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    html = response.content.decode()
    for name in ("Joker", "Klaverjas", "Seep", "Egyptian Rat Screw"):
        assert name in html
    form = response.context["form"]
    assert form["joker_length"].value() == "classic"
    assert form["joker_shtanga"].value() == "-200"
    assert form["joker_premium"].value() is True
    assert form["klaverjas_deals"].value() == 16
    assert form["klaverjas_to_points"].value() == ""
    assert form["klaverjas_revoke_roem"].value() == "all"
    assert form["joker_erase"].value() == "off"
    assert form["seep_bazzis"].value() == 1
    assert form["ers_target"].value() == 3
    assert form["ers_preset"].value() == "basic"


def test_starting_a_game_gives_this_device_edit_rights(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": "joker",
            "player_1": " Nino ",
            "player_2": "Giorgi",
            "player_3": "Ana",
            "player_4": "Levan",
            "joker_length": "short",
            "joker_shtanga": "per-card",
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


def test_an_ers_series_starts_with_a_preset_and_up_to_eight_players(client):
    names = {f"player_{n}": f"P{n}" for n in range(1, 7)}
    response = client.post(
        reverse("new_game"), {"game": "ers", **names, "ers_target": "5", "ers_preset": "wide"}
    )
    assert response.status_code == 303
    game = Game.objects.get()
    assert game.players == ["P1", "P2", "P3", "P4", "P5", "P6"]
    assert game.options["combos"] == ["double", "sandwich", "top-bottom", "tens"]
    assert game.options["target"] == 5


def test_a_four_player_game_with_three_names_is_refused_and_keeps_the_names(client):
    response = client.post(
        reverse("new_game"),
        {"game": "seep", "player_1": "Nino", "player_2": "Giorgi", "player_3": "Ana"},
    )
    assert response.status_code == 400
    assert "exactly 4 players" in response.content.decode()
    assert 'value="Giorgi"' in response.content.decode()
    assert not Game.objects.exists()


def test_two_players_with_one_name_are_refused(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": "klaverjas",
            "player_1": "Nino",
            "player_2": "Nino",
            "player_3": "Ana",
            "player_4": "Levan",
        },
    )
    assert response.status_code == 400
    assert "two players are called Nino" in response.content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"game": "poker"},
        {"game": "joker", "joker_length": "endless"},
        {"game": "joker", "first_dealer": "9"},
        {"game": "klaverjas", "klaverjas_deals": "x"},
        {"game": "ers", "ers_target": "99999999999999999999", "ers_preset": "none"},
        {"game": "joker", "player_1": "x" * 500},
    ],
)
def test_a_new_game_from_bad_values_is_refused_never_a_crash(client, data):
    response = client.post(reverse("new_game"), data)
    assert response.status_code == 400
    assert not Game.objects.exists()


def test_home_lists_this_devices_games_unfinished_first_and_suggests_names(client, editor):
    finished = game_with_deals(
        "ers", [{"winner": 0}], options={"target": 1}, players=["Zeynep", "Bo"]
    )
    unfinished = game_with_deals("seep", [])
    editor(finished)
    editor(unfinished)
    game_with_deals("klaverjas", [], players=["Not", "On", "This", "Phone"])
    response = client.get(reverse("home"))
    games = response.context["games"]
    assert [entry["game"] for entry in games] == [unfinished, finished]
    html = response.content.decode()
    assert '<option value="Zeynep">' in html
    assert "Not, On" not in html
    assert "won by Zeynep" in html


# The game page


def test_the_game_page_shows_the_pad_and_who_deals_and_bids(client, editor):
    game = game_with_deals(
        "joker", [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}], options={"length": "short"}
    )
    response = editor(game).get(url("game", game))
    assert response.status_code == 200
    assert response["Vary"] and "HX-Request" in response["Vary"]
    context = response.context
    assert context["dealer_name"] == "Giorgi"
    assert context["first_name"] == "Ana"
    assert context["next_dealer_name"] == "Ana"
    html = response.content.decode()
    assert rules_link("/rules/joker/", game, "bidding") in html
    assert "ştanga" in html  # Levan bid 1 and took nothing
    assert rules_link("/rules/glossary/", game, "stanga") in html
    assert "100 × 1" in html  # Nino bid the one card and took it


def test_a_poll_answers_the_sheet_fragment_then_304_until_a_deal_changes_it(client, editor):
    game = game_with_deals("ers", [])
    editor(game)
    response = client.get(url("game", game), **htmx("sheet"))
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="sheet"')
    assert "<html" not in html
    etag = response["ETag"]
    again = client.get(url("game", game), HTTP_IF_NONE_MATCH=etag, **htmx("sheet"))
    assert again.status_code == 304
    post_deal(client, game, {"winner": "1"})
    changed = client.get(url("game", game), HTTP_IF_NONE_MATCH=etag, **htmx("sheet"))
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert "Bo won" in changed.content.decode()


def test_a_compressed_poll_still_answers_304_for_its_weak_tag(client, editor):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 1}])
    editor(game)
    response = client.get(url("game", game), HTTP_ACCEPT_ENCODING="gzip", **htmx("sheet"))
    assert response["Content-Encoding"] == "gzip"
    assert response["ETag"].startswith('W/"')
    again = client.get(
        url("game", game),
        HTTP_ACCEPT_ENCODING="gzip",
        HTTP_IF_NONE_MATCH=response["ETag"],
        **htmx("sheet"),
    )
    assert again.status_code == 304


def test_a_stale_editor_page_can_fetch_a_new_board(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    response = client.get(url("game", game), **htmx("board"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert 'data-entry-step="2:deal"' in html
    assert 'data-next-step="2:deal"' in html


def test_the_last_players_tricks_are_the_remainder_even_if_the_save_overtakes_the_preview(
    client, editor
):
    game = short_joker([{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}, {"bids": [2, 0, 1, 0]}])
    editor(game)
    # Deal 2: Giorgi deals and is last; the others took 1, 0 and 1.
    response = post_deal(client, game, {"tricks_2": "1", "tricks_3": "0", "tricks_0": "1"})
    assert response.status_code == 303
    assert deals_of(game)[1]["tricks"] == [1, 0, 1, 0]


def test_recording_a_deal_bumps_the_games_updated_time(client, editor):
    game = game_with_deals("ers", [])
    before = game.updated
    post_deal(editor(game), game, {"winner": "0"})
    game.refresh_from_db()
    assert game.updated > before


def test_the_game_page_runs_the_same_queries_whatever_the_number_of_deals(client, editor):
    """The game and its deals, however many (the session is read in the game's statement)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def tables_read(game) -> list[str]:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url("game", game)).status_code == 200
        statements = [
            [table for table in re.findall(r'FROM ("\w+")', query["sql"]) if "session" not in table]
            for query in queries.captured_queries
        ]
        return [" ".join(tables) for tables in statements if tables]

    short = game_with_deals("seep", [{"points": [50, 50]}])
    long = game_with_deals("seep", [{"points": [52, 48]}, {"points": [47, 53]}] * 15)
    editor(short)
    editor(long)
    client.get(url("game", short))  # warm the session
    caches["default"].clear()
    kept_pages.NEAR.clear()
    # The phone's right is read with its game, in one statement; then the deals, and whether
    # the game is a club night's table (the page's links elsewhere, ``board.game_links``).
    drawn = ['"scorepad_right"', '"scorepad_deal"', '"clubs_table"']
    assert tables_read(short) == drawn
    assert tables_read(long) == drawn
    # Until the game changes, the page comes from the cache: the right and the game alone.
    assert tables_read(long) == ['"scorepad_right"']


def test_the_sheet_is_computed_once_per_request(client, editor, monkeypatch):
    from scorepad.games.seep import engine as seep

    game = game_with_deals("seep", [{"points": [50, 50]}])
    editor(game)
    calls = []
    original = seep.compute_sheet
    monkeypatch.setattr(seep, "compute_sheet", lambda *a: calls.append(1) or original(*a))
    client.get(url("game", game))
    assert len(calls) == 1


def joker_scores(html: str) -> list[str]:
    """The scores of a Joker sheet, in order: each the second line of its button."""
    return re.findall(r'<button type="button" class="why"[^>]*>[^<\n]*\n([^<★]*)★?</button>', html)


def test_joker_scores_can_be_shown_in_hundreds(client, editor):
    game = game_with_deals("joker", [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
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
        "joker",
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
        table = game_type(game.game).export_table(
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


# Joker entry


def short_joker(deals=()):
    return game_with_deals("joker", deals, options={"length": "short"})


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
    assert rules_link("/rules/glossary/", game, "premium") in html
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
    game = game_with_deals("joker", deals, options={"length": "full"})
    editor(game)
    form = client.get(url("game", game)).context["form"]
    assert (form.deal_number, form.entry_phase, form.kind) == (25, "tricks", "golden")
    response = post_deal(
        client, game, {"tricks_1": "9", "tricks_2": "0", "tricks_3": "0", "tricks_0": "0"}
    )
    assert response.status_code == 303
    assert deals_of(game)[-1] == {"tricks": [0, 9, 0, 0]}


# Klaverjas entry


def test_klaverjas_made_writes_each_teams_points_and_roem(client, editor):
    game = game_with_deals("klaverjas")
    editor(game)
    response = post_deal(
        client,
        game,
        {"playing": "0", "points": "100", "roem_0": "20", "roem_1": "0", "pit": "", "revoke": ""},
    )
    assert response.status_code == 303
    assert deals_of(game) == [
        {"playing": 0, "points": [100, 62], "roem": [20, 0], "pit": None, "revoke": None}
    ]
    page = client.get(url("game", game))
    assert page.context["sheet"]["totals"] == [120, 62]
    html = page.content.decode()
    assert re.search(
        r'lang="nl">Wij</span> <button[^>]*><span class="name">Nino &amp; Ana'
        r'.*lang="nl">Zij</span> <button[^>]*><span class="name">Giorgi',
        html,
    )


def test_klaverjas_preview_says_nat_and_what_each_side_writes(client, editor):
    game = game_with_deals("klaverjas")
    editor(game)
    fields = {**entry(client, game), "playing": "1", "points": "70", "roem_0": "0", "roem_1": "20"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="entry-preview"')
    assert "nat" in html
    assert "182" in html  # 162 + 20 roem go to Nino & Ana
    assert rules_link("/rules/glossary/", game, "nat") in html
    assert not Deal.objects.exists()


def test_roem_buttons_add_to_a_teams_roem_without_saving(client, editor):
    game = game_with_deals("klaverjas")
    editor(game)
    fields = {
        **entry(client, game),
        "playing": "0",
        "points": "90",
        "roem_0": "20",
        "roem_1": "0",
        "roem_add": "0:50",
    }
    response = client.post(url("preview_deal", game), fields, **htmx("entry"))
    html = response.content.decode()
    assert html.lstrip().startswith('<form id="entry"')
    assert 'name="roem_0" value="70"' in html
    assert points_shown(response.content.decode()) == "90"
    # With htmx but without app.js the button submits the form aimed at the board.
    board = client.post(url("preview_deal", game), fields, **htmx("board"))
    assert board.content.decode().lstrip().startswith('<div id="board"')
    assert 'name="roem_0" value="70"' in board.content.decode()
    # Without JavaScript the button posts the whole form and gets the whole page back.
    page = client.post(url("preview_deal", game), {**fields, "roem_add": "1:0"})
    assert page.status_code == 200
    assert "<html" in page.content.decode()
    assert not Deal.objects.exists()


def test_klaverjas_pit_and_revoke_need_no_card_points(client, editor):
    game = game_with_deals("klaverjas")
    editor(game)
    post_deal(
        client,
        game,
        {"playing": "0", "points": "", "roem_0": "100", "roem_1": "0", "pit": "0", "revoke": ""},
    )
    post_deal(
        client,
        game,
        {"playing": "1", "points": "", "roem_0": "20", "roem_1": "0", "pit": "", "revoke": "1"},
    )
    assert deals_of(game) == [
        {"playing": 0, "points": [162, 0], "roem": [100, 0], "pit": 0, "revoke": None},
        {"playing": 1, "roem": [20, 0], "pit": None, "revoke": 1},
    ]
    sheet = client.get(url("game", game)).context["sheet"]
    assert sheet["totals"] == [362 + 182, 0]


def test_klaverjas_roem_that_cannot_be_is_refused_with_the_engines_reason(client, editor):
    game = game_with_deals("klaverjas")
    editor(game)
    response = post_deal(client, game, {"playing": "0", "points": "100", "roem_0": "30"})
    assert response.status_code == 422
    assert "cannot be 30" in response.content.decode()
    assert points_shown(response.content.decode()) == "100"


# Seep entry


def test_seep_points_can_be_added_up_from_the_tapped_cards(client, editor):
    game = game_with_deals("seep")
    editor(game)
    # All thirteen spades (91) and the ten of diamonds (6): 97 for Nino & Ana.
    cards = [
        f"{rank}S" for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    ]
    response = post_deal(
        client,
        game,
        {
            "points": "",
            "cards": [*cards, "10D"],
            "sweeps_0": "1",
            "sweeps_1": "0",
            "opening_sweep": "0",
            "bid": "11",
        },
    )
    assert response.status_code == 303
    assert deals_of(game) == [{"points": [97, 3], "sweeps": [1, 0], "opening_sweep": 0, "bid": 11}]
    sheet = client.get(url("game", game)).context["sheet"]
    assert sheet["totals"] == [1, 0]  # 172 - 3: a difference over 100 wins the bazzi


def test_seep_preview_shows_the_difference_and_a_bazzi_under_nine(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "95", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="entry-preview"')
    assert response.context["preview"]["row"]["scores"] == [95, 5]
    assert "5 is under 9 points: bazzi lost" in html
    assert "bazzi</a>: Nino &amp; Ana</strong>" in html
    assert "Running difference: 0, level" in html  # a won bazzi starts the difference again
    assert [deal["points"] for deal in deals_of(game)] == [[60, 40]]


def test_seep_preview_shows_the_running_difference_with_the_deal_entered(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "30", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    html = response.content.decode()
    # 60 - 40 = 20 for Nino & Ana, then 30 - 70 = 40 the other way.
    assert "Running difference: 20 in favour of Giorgi &amp; Levan" in html
    assert "bazzi</a>:" not in html


# Egyptian Rat Screw


def test_ers_records_a_winner_by_one_tap_and_finishes_with_a_rematch(client, editor):
    game = game_with_deals("ers", options={"target": 2})
    editor(game)
    assert post_deal(client, game, {"winner": "2"}).status_code == 303
    response = post_deal(client, game, {"winner": "2"}, **HTMX)
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Winner: Cem" in html
    assert "Rematch" in html
    assert 'id="entry"' not in html
    response = client.post(url("rematch", game))
    assert response.status_code == 303
    rematch = Game.objects.exclude(pk=game.pk).get()
    assert (rematch.game, rematch.players, rematch.options) == (
        game.game,
        game.players,
        game.options,
    )
    assert client.get(response["Location"]).context["is_editor"]


def test_the_ers_page_shows_the_house_rules(client, editor):
    game = game_with_deals("ers", options={"jokers": True, "penalty": 2})
    html = editor(game).get(url("game", game)).content.decode()
    assert "House rules" in html
    assert "Jokers in the deck" in html
    assert "A wrong slap costs 2 cards" in html


# Mistakes are cheap


def test_an_earlier_deal_can_be_changed_and_everything_after_is_recomputed(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [30, 70]}])
    editor(game)
    page = client.get(url("edit_deal", game, 1))
    assert page.status_code == 200
    assert page.context["form"].initial["points"] == 60
    assert 'value="60"' in page.content.decode()
    response = client.post(
        url("save_deal", game, 1),
        {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert response.status_code == 303
    assert deals_of(game)[0]["points"] == [80, 20]
    sheet = client.get(url("game", game)).context["sheet"]
    # 80 - 20 = 60 for Nino & Ana, then 30 - 70 takes 40 back.
    assert [row["difference"] for row in sheet["deals"]] == [60, 20]


def test_a_change_that_makes_a_later_deal_impossible_is_refused(client, editor):
    # Short Joker: change deal 1's bids so that deal 2 would be the one to break? Bids are
    # per deal; what can break a later deal is the end of the game: Egyptian Rat Screw.
    game = game_with_deals(
        "ers", [{"winner": 0}, {"winner": 1}, {"winner": 0}], options={"target": 2}
    )
    editor(game)
    response = client.post(
        url("save_deal", game, 2), {"number": "2", "phase": "deal", "winner": "0"}
    )
    assert response.status_code == 422
    assert (
        "This change cannot be saved: game 3: the series is over: Ada has reached 2 wins;"
        " undo Game 3 first." in response.content.decode()
    )
    assert deals_of(game)[1] == {"winner": 1}


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


def test_editing_a_deal_that_does_not_exist_is_404(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    assert client.get(url("edit_deal", game, 2)).status_code == 404
    assert client.get(url("edit_deal", game, 0)).status_code == 404
    assert client.post(url("save_deal", game, 5), {"winner": "1"}).status_code == 404


# Import and export


def test_export_is_the_game_file_with_its_sheet_as_an_attachment(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40], "sweeps": [1, 0]}])
    response = editor(game).get(url("export_game", game))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response["Content-Disposition"] == (
        'attachment; filename="seep-nino-giorgi-ana-levan.json"'
    )
    document = json.loads(response.content)
    assert document["sheet"] == {
        "sides": ["Nino & Ana", "Giorgi & Levan"],
        "deals": [
            {
                "number": 1,
                "dealer": 0,
                "scores": [110, 40],
                "totals": [0, 0],
                "difference": 70,
                "bazzi": None,
            }
        ],
        "totals": [0, 0],
        "finished": False,
        "winners": [],
    }
    assert document["options"] == {"bazzis": 1, "first_dealer": 0}


def test_a_follower_may_export_too(client, grant):
    game = game_with_deals("ers", [{"winner": 1}])
    grant(client, game, "follow")
    assert client.get(url("export_game", game)).status_code == 200


KLAVERJAS_FILE = {
    "format": "scorepad/1",
    "game": "klaverjas",
    "players": ["Nino", "Giorgi", "Ana", "Levan"],
    "options": {"deals": 2},
    "deals": [
        {"playing": 0, "points": [70, 92], "roem": [20, 0]},
        {"playing": 1, "points": [0, 162], "roem": [0, 100], "pit": 1},
    ],
}


def upload(client, document, name="game.json"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    body = document if isinstance(document, bytes) else json.dumps(document).encode()
    return client.post(reverse("import_game"), {"file": SimpleUploadedFile(name, body)})


def test_an_imported_file_becomes_a_game_this_device_edits(client):
    response = upload(client, KLAVERJAS_FILE)
    assert response.status_code == 303
    game = Game.objects.get()
    assert response["Location"] == url("game", game)
    assert client.get(url("game", game)).context["is_editor"]
    exported = json.loads(client.get(url("export_game", game)).content)
    # Worked out by hand from the spec: deal 1 is nat (70 + 20 = 90 is not more than 92),
    # so Giorgi & Levan write 162 + 20; deal 2 is made with pit: 162 + 100 roem + 100.
    assert [row["scores"] for row in exported["sheet"]["deals"]] == [[0, 182], [0, 362]]
    assert [row["result"] for row in exported["sheet"]["deals"]] == ["nat", "made"]
    assert exported["sheet"]["totals"] == [0, 544]
    assert exported["sheet"]["winners"] == [1]
    assert exported["deals"][0] == {
        "playing": 0,
        "points": [70, 92],
        "roem": [20, 0],
        "pit": None,
        "revoke": None,
    }


def test_a_refused_file_answers_400_with_the_reason_on_the_page(client):
    bad = {**KLAVERJAS_FILE, "deals": [{"playing": 0, "points": [70, 90]}]}
    response = upload(client, bad)
    assert response.status_code == 400
    assert "deal 1: the card points must add up to 162" in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    "body, reason",
    [
        (b"{not json", "the file is not valid JSON (line 1, column 2)"),
        (b"\xff\xfe\x00", "the file is not UTF-8 text"),
        (b"[]", "file must be an object"),
        (
            json.dumps({"format": "scorepad/2", "game": "ers", "players": ["A", "B"]}).encode(),
            "format must be &#x27;scorepad/1&#x27;",
        ),
    ],
)
def test_files_that_are_not_game_files_are_refused(client, body, reason):
    response = upload(client, body)
    assert response.status_code == 400
    assert f"This file cannot be imported: {reason}" in response.content.decode()
    assert not Game.objects.exists()


def test_a_file_over_the_limit_is_refused(client, settings):
    settings.GAME_FILE_MAX_BYTES = 100
    response = upload(client, {**KLAVERJAS_FILE, "players": ["N" * 30, "G", "A", "L"]})
    assert response.status_code == 400
    assert "too big" in response.content.decode()
    assert not Game.objects.exists()


def test_an_import_without_a_file_is_refused(client):
    response = client.post(reverse("import_game"), {})
    assert response.status_code == 400
    assert "Choose a game file" in response.content.decode()


# Nothing a user sends answers 500


NO_DEAL_NAMED = "does not say which deal it is for"
SHEET_CHANGED = "The sheet has changed since this form was opened"


@pytest.mark.parametrize(
    ("fields", "status", "reason"),
    [
        ({}, 400, NO_DEAL_NAMED),
        ({"number": "abc", "phase": "deal"}, 400, NO_DEAL_NAMED),
        ({"number": "1", "phase": "deal", "winner": "x"}, 422, "x is not one of the"),
        ({"number": "1", "phase": "deal", "winner": "99"}, 422, "99 is not one of the"),
        ({"number": "1", "phase": "deal", "winner": "-1"}, 422, "-1 is not one of the"),
        ({"number": "99999999999999999999999", "phase": "deal", "winner": "0"}, 409, SHEET_CHANGED),
        ({"number": "1", "phase": "bids", "winner": "0"}, 409, SHEET_CHANGED),
    ],
)
def test_odd_ers_posts_are_refused_without_a_crash(client, editor, fields, status, reason):
    game = game_with_deals("ers")
    editor(game)
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == status
    assert reason in response.content.decode()
    assert deals_of(game) == []


@pytest.mark.parametrize(
    "fields",
    [
        {"number": "-1", "phase": "deal", "winner": "0"},
        {"number": "1", "phase": "zzz", "winner": "0"},
        {"phase": "deal", "winner": "0"},
    ],
)
def test_an_entry_that_does_not_say_which_deal_it_is_for_is_a_bad_request(client, editor, fields):
    game = game_with_deals("ers")
    editor(game)
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == 400
    assert "does not say which deal it is for" in response.content.decode()
    assert not Deal.objects.exists()


def fieldset_of(html, name):
    """The ``<fieldset>`` around the input called ``name``."""
    at = html.index(f'name="{name}"')
    return html[html.rindex("<fieldset", 0, at) : html.index("</fieldset>", at)]


@pytest.mark.parametrize(
    ("fields", "field", "reason"),
    [
        ({"playing": "2", "points": "80"}, "playing", "2 is not one of the available choices"),
        ({"playing": "0", "points": "1e9"}, "points", "Enter a whole number"),
        (
            {"playing": "0", "points": "99999999999999999999999999"},
            "points",
            "less than or equal to 162",
        ),
        ({"playing": "0", "points": "-5"}, "points", "greater than or equal to 0"),
        (
            {"playing": "0", "points": "80", "roem_0": "99999999999999999999"},
            "roem_0",
            "less than or equal to 10000",
        ),
        ({"playing": "0", "points": "80", "pit": "7"}, "pit", "7 is not one of the available"),
        ({"playing": "0"}, "points", "Enter the card points of the playing team"),
    ],
)
def test_odd_klaverjas_posts_are_refused_next_to_the_field(client, editor, fields, field, reason):
    game = game_with_deals("klaverjas")
    editor(game)
    response = post_deal(client, game, fields)
    assert response.status_code == 422
    assert list(response.context["form"].errors) == [field]
    assert reason in fieldset_of(response.content.decode(), field)
    preview = client.post(
        url("preview_deal", game),
        {**entry(client, game), **fields, "roem_add": "9:9999"},
        **htmx("entry"),
    )
    assert preview.status_code == 200
    assert reason in preview.content.decode()
    assert deals_of(game) == []


@pytest.mark.parametrize(
    ("fields", "field", "reason"),
    [
        ({"points": "101"}, "points", "less than or equal to 100"),
        ({"points": "50", "cards": ["ZZ"]}, "cards", "ZZ is not one of the available choices"),
        ({"points": "50", "sweeps_0": "many"}, "sweeps_0", "Enter a whole number"),
        ({"points": "50", "opening_sweep": "2"}, "opening_sweep", "2 is not one of the available"),
        ({"points": "50", "bid": "8"}, "bid", "8 is not one of the available choices"),
    ],
)
def test_odd_seep_posts_are_refused(client, editor, fields, field, reason):
    game = game_with_deals("seep")
    editor(game)
    response = post_deal(client, game, fields)
    assert response.status_code == 422
    assert list(response.context["form"].errors) == [field]
    assert reason in response.content.decode()
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


def test_a_deal_after_the_end_is_a_conflict(client, editor):
    game = game_with_deals("ers", [{"winner": 0}], options={"target": 1})
    editor(game)
    response = client.post(url("add_deal", game), {"number": "2", "phase": "deal", "winner": "1"})
    assert response.status_code == 409
    assert "The game is over" in response.content.decode()


def test_preview_with_an_unknown_edit_number_falls_back_to_the_next_deal(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    fields = {**entry(client, game), "points": "70", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(
        url("preview_deal", game), {**fields, "edit": "99"}, **htmx("entry-preview")
    )
    assert response.status_code == 200
    assert response.context["editing"] is None
    assert response.context["preview"]["row"]["number"] == 2
    # Deal 2 after deal 1's 20: 20 + (70 - 30).
    assert "Running difference: 60 in favour of Nino &amp; Ana" in response.content.decode()
    refused = client.post(
        url("preview_deal", game),
        {**fields, "edit": "99", "points": "x"},
        **htmx("entry-preview"),
    )
    assert "Enter a whole number." in refused.content.decode()
    assert len(deals_of(game)) == 1


def test_previewing_a_change_shows_the_changed_deal_and_saves_nothing(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [30, 70]}])
    editor(game)
    fields = {"number": "1", "phase": "deal", "points": "75", "sweeps_0": "0", "sweeps_1": "0"}
    response = client.post(
        url("preview_deal", game), {**fields, "edit": "1"}, **htmx("entry-preview")
    )
    assert response.status_code == 200
    assert response.context["editing"] == 1
    assert response.context["preview"]["row"]["scores"] == [75, 25]
    assert "Running difference: 50 in favour of Nino &amp; Ana" in response.content.decode()
    assert [deal["points"] for deal in deals_of(game)] == [[60, 40], [30, 70]]


# Languages


def test_the_language_switch_keeps_the_url_and_sets_turkish(client, editor):
    game = game_with_deals("ers")
    editor(game)
    response = client.post(reverse("set_language"), {"language": "tr", "next": url("game", game)})
    assert response.status_code == 302
    assert response["Location"] == url("game", game)
    page = client.get(url("game", game))
    assert '<html lang="tr">' in page.content.decode()


def test_a_turkish_phone_gets_turkish_pages(client):
    page = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="tr")
    assert '<html lang="tr">' in page.content.decode()
    assert 'name="language" value="en"' in page.content.decode()


# The admin


@pytest.mark.urls("tests.urls_with_admin")  # mounted only where ADMIN_PATH says
def test_the_admin_lists_and_opens_games_and_deals(admin_client):
    game = game_with_deals("ers", [{"winner": 0}])
    assert admin_client.get(reverse("admin:scorepad_game_changelist")).status_code == 200
    assert (
        admin_client.get(reverse("admin:scorepad_game_change", args=[game.pk])).status_code == 200
    )
    assert admin_client.get(reverse("admin:scorepad_deal_changelist")).status_code == 200


# The other fragments


def test_a_deals_page_asked_by_htmx_is_the_board_with_the_prefilled_form(client, editor):
    game = game_with_deals("klaverjas", [{"playing": 1, "points": [62, 100], "roem": [0, 50]}])
    editor(game)
    response = client.get(url("edit_deal", game, 1), **htmx("board"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Change deal 1" in html
    assert 'name="roem_1" value="50"' in html
    assert_input(html, "playing", "1", "checked")
    assert points_shown(response.content.decode()) == "100"


def test_a_change_saved_through_htmx_replaces_the_edit_url_with_the_games(client, editor):
    """Back after the save goes to the page before the edit, not to the edit form again."""
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    response = client.post(
        url("save_deal", game, 1), {"number": "1", "phase": "deal", "winner": "1"}, **HTMX
    )
    assert response.status_code == 200
    assert response["HX-Replace-Url"] == url("game", game)
    assert "HX-Push-Url" not in response
    assert "Bo won" in response.content.decode()


def test_undo_through_htmx_answers_the_new_board(client, editor):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 2}])
    editor(game)
    response = client.post(url("undo_deal", game), {"last": "2:deal"}, **HTMX)
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Game 2: who won?" in html
    assert deals_of(game) == [{"winner": 0}]


def test_a_conflict_through_htmx_answers_409_with_the_message_and_board(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    response = client.post(
        url("add_deal", game), {"number": "1", "phase": "deal", "winner": "1"}, **HTMX
    )
    assert response.status_code == 409
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "Deal 1 is already on the sheet" in html


def test_a_late_preview_of_a_saved_entry_changes_nothing_on_the_page(client, editor):
    game = game_with_deals("seep", [{"points": [50, 50]}])
    editor(game)
    response = client.post(
        url("preview_deal", game),
        {"number": "1", "phase": "deal", "points": "20"},
        **htmx("entry-preview"),
    )
    assert response.status_code == 204


def test_a_refused_entry_through_htmx_keeps_the_form_in_the_board(client, editor):
    game = game_with_deals("seep")
    editor(game)
    response = post_deal(client, game, {"points": "30", "bid": "14"}, **HTMX)
    assert response.status_code == 422
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert 'value="30"' in html
    assert "errorlist" in html


def test_the_service_worker_is_served_from_the_root(client):
    response = client.get(reverse("service_worker"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert "addEventListener" in response.content.decode()
    assert 'rel="manifest"' in client.get(reverse("home")).content.decode()


def test_a_script_can_import_with_the_pages_csrf_token_and_export_with_its_session():
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.test import Client

    script = Client(enforce_csrf_checks=True)
    assert upload(script, KLAVERJAS_FILE).status_code == 403  # no token, no import
    script.get(reverse("home"))
    token = script.cookies["csrftoken"].value
    response = script.post(
        reverse("import_game"),
        {"file": SimpleUploadedFile("game.json", json.dumps(KLAVERJAS_FILE).encode())},
        HTTP_X_CSRFTOKEN=token,
    )
    assert response.status_code == 303
    game = Game.objects.get()
    exported = script.get(url("export_game", game))
    assert exported.status_code == 200
    assert json.loads(exported.content)["sheet"]["totals"] == [0, 544]
    assert Client().get(url("export_game", game)).status_code == 404


def test_an_ers_series_can_start_with_the_tables_own_house_rules(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": "ers",
            "player_1": "Ada",
            "player_2": "Bo",
            "ers_target": "2",
            "ers_preset": "custom",
            "ers_combos": ["tens", "double"],
            "ers_penalty": "3",
            "ers_comeback": "on",
        },
    )
    assert response.status_code == 303
    assert Game.objects.get().options == {
        "target": 2,
        "combos": ["double", "tens"],
        "jokers": False,
        "penalty": 3,
        "comeback": True,
    }
    html = client.get(response["Location"]).content.decode()
    assert "A wrong slap costs 3 cards" in html


def test_a_rematch_waits_for_the_game_to_finish(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    response = client.post(url("rematch", game))
    assert response.status_code == 409
    assert "once the game is finished" in response.content.decode()
    assert Game.objects.count() == 1


# The live sheet's ETag


def poll(client, game, etag=None):
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(url("game", game), **headers, **htmx("sheet"))


def test_a_followers_poll_sees_an_earlier_deal_changed_though_the_count_is_the_same(client, grant):
    from django.test import Client

    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [30, 70]}])
    grant(client, game, "follow")
    etag = poll(client, game)["ETag"]
    assert poll(client, game, etag).status_code == 304
    scorer = grant(Client(), game, "edit")
    saved = scorer.post(
        url("save_deal", game, 1),
        {"number": "1", "phase": "deal", "points": "80", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert saved.status_code == 303
    changed = poll(client, game, etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert changed.context["sheet"]["deals"][0]["scores"] == [80, 20]


@pytest.mark.urls("tests.urls_with_admin")
@pytest.mark.parametrize("how", ["change", "delete"])
def test_a_deal_changed_in_the_admin_reaches_the_followers(client, grant, admin_client, how):
    """The poll's ETag follows ``Game.updated`` alone: the admin bumps it too."""
    game = game_with_deals("seep", [{"points": [60, 40]}, {"points": [30, 70]}])
    grant(client, game, "follow")
    etag = poll(client, game)["ETag"]
    deal = game.deals.get(number=2)
    if how == "change":
        answer = admin_client.post(
            f"/admin/scorepad/deal/{deal.pk}/change/",
            {
                "game": game.pk,
                "number": 2,
                "data": json.dumps({**deal.data, "points": [90, 10]}),
                "client_key": deal.client_key,
            },
        )
    else:
        answer = admin_client.post(f"/admin/scorepad/deal/{deal.pk}/delete/", {"post": "yes"})
    assert answer.status_code == 302
    changed = poll(client, game, etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag


def test_a_poll_after_switching_to_hundreds_gets_the_sheet_in_hundreds(client, editor):
    game = game_with_deals("joker", [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
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


# The guards, in every game


def key_of(client, game):
    return rendered(client, game).context["form"].initial["key"]


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_an_editor_records_and_changes_a_deal_in_every_game(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    response = client.post(url("add_deal", game), {**case["next"], "key": key_of(client, game)})
    assert response.status_code == 303
    assert deals_of(game)[1] == case["next_recorded"]
    response = client.post(url("save_deal", game, 1), case["edit"])
    assert response.status_code == 303
    assert deals_of(game)[0] == case["edit_recorded"]
    assert deals_of(game)[1] == case["next_recorded"]


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_a_replayed_submission_records_once_in_every_game(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    fields = {**case["next"], "key": key_of(client, game)}
    first = client.post(url("add_deal", game), fields)
    replay = client.post(url("add_deal", game), fields)
    assert (first.status_code, replay.status_code) == (303, 303)
    assert deals_of(game)[1:] == [case["next_recorded"]]
    through_htmx = client.post(url("add_deal", game), fields, **HTMX)
    assert through_htmx.status_code == 200
    assert 'id="board"' in through_htmx.content.decode()
    assert "already on the sheet" not in through_htmx.content.decode()
    assert len(deals_of(game)) == 2


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_a_stale_undo_is_refused_in_every_game(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    stale = client.get(url("game", game)).context["last_step"]
    client.post(url("add_deal", game), {**case["next"], "key": key_of(client, game)})
    recorded = deals_of(game)
    response = client.post(url("undo_deal", game), {"last": stale})
    assert response.status_code == 409
    assert "That was undone already, or the sheet has changed" in response.content.decode()
    assert deals_of(game) == recorded
    current = client.get(url("game", game)).context["last_step"]
    assert client.post(url("undo_deal", game), {"last": current}).status_code == 303
    assert deals_of(game) == recorded[:1]
    assert client.post(url("undo_deal", game), {"last": current}).status_code == 409
    assert deals_of(game) == recorded[:1]


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_a_rematch_is_refused_before_the_end_in_every_game(client, editor, name):
    game = guarded_game(name)
    editor(game)
    response = client.post(url("rematch", game), **HTMX)
    assert response.status_code == 409
    assert "once the game is finished" in response.content.decode()
    assert client.post(url("rematch", game)).status_code == 409
    assert Game.objects.get() == game


# Changing a deal


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


def test_a_change_with_a_value_out_of_range_is_refused_next_to_the_field(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    response = client.post(
        url("save_deal", game, 1),
        {"number": "1", "phase": "deal", "points": "130", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert response.status_code == 422
    assert "less than or equal to 100" in fieldset_of(response.content.decode(), "points")
    assert points_shown(response.content.decode()) == "130"
    assert deals_of(game)[0]["points"] == [60, 40]


# A game the session remembers but the database no longer has


def test_a_deleted_game_leaves_the_others_on_the_home_page_and_its_url_is_404(client, editor):
    kept = game_with_deals("ers", [{"winner": 0}], players=["Zeynep", "Bo"])
    gone = game_with_deals("seep", [{"points": [60, 40]}])
    editor(kept)
    editor(gone)
    gone_url = url("game", gone)
    gone.delete()
    home = client.get(reverse("home"))
    assert home.status_code == 200
    assert [entry["game"] for entry in home.context["games"]] == [kept]
    assert "Zeynep" in home.content.decode()
    assert client.get(gone_url).status_code == 404
    assert client.get(gone_url, **htmx("sheet")).status_code == 404
    assert client.get(gone_url + "export.json").status_code == 404
    assert client.post(gone_url + "deals/", {"number": "2", "phase": "deal"}).status_code == 404
    assert client.get(url("game", kept)).status_code == 200


def test_a_key_longer_than_the_pages_own_is_cut_not_a_dead_end(client, editor):
    """The page's keys are 32 characters; a longer one counts by its first 64, once."""
    game = game_with_deals("ers")
    editor(game)
    fields = {"number": "1", "phase": "deal", "winner": "0", "key": "k" * 500}
    assert client.post(url("add_deal", game), fields).status_code == 303
    assert client.post(url("add_deal", game), fields).status_code == 303  # a replay
    assert deals_of(game) == [{"winner": 0}]
    assert Deal.objects.get().client_key == "k" * 64


@pytest.mark.parametrize(("language", "name"), [("en", "Scorepad"), ("tr", "Skor Defteri")])
def test_the_installed_app_is_named_in_the_interfaces_language(client, language, name):
    client.cookies["django_language"] = language
    page = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE=language).content.decode()
    link = re.search(r'<link rel="manifest" href="([^"]+)"', page).group(1)
    assert link == f"/manifest.{language}.webmanifest"
    manifest = client.get(link)
    assert manifest["Content-Type"] == "application/manifest+json"
    body = manifest.json()
    assert (body["name"], body["lang"], body["start_url"]) == (name, language, "/")
    assert all(icon["src"].startswith("/static/icons/") for icon in body["icons"])


def test_a_manifest_in_an_unknown_language_is_404(client):
    assert client.get("/manifest.xx.webmanifest").status_code == 404


def test_a_history_restore_of_the_game_page_gets_the_whole_page(client, editor):
    """htmx re-fetches a page missing from its history cache with HX-Request and
    HX-History-Restore-Request: that is a whole page, header and entry form included."""
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    response = client.get(
        url("game", game),
        HTTP_HX_REQUEST="true",
        HTTP_HX_HISTORY_RESTORE_REQUEST="true",
        HTTP_HX_CURRENT_URL=url("game", game),
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith("<!doctype html>")
    assert '<form id="entry"' in html
    assert "HX-History-Restore-Request" in response["Vary"]
    assert "HX-Request" in response["Vary"]


def test_the_poll_and_the_board_are_fragments_by_their_target(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    poll = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="sheet")
    assert poll.content.decode().lstrip().startswith('<section id="sheet"')
    board = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="board")
    assert board.content.decode().lstrip().startswith('<div id="board">')
    other = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="elsewhere")
    assert other.content.decode().lstrip().startswith("<!doctype html>")


JOKER_TABLE = {
    "game": "joker",
    "player_1": "Nino",
    "player_2": "Giorgi",
    "player_3": "Ana",
    "player_4": "Levan",
}


@pytest.mark.parametrize(
    ("fields", "shtanga"),
    [
        ({"joker_shtanga": "-100"}, -100),
        ({"joker_shtanga": "-200"}, -200),
        ({"joker_shtanga": "-500"}, -500),
        ({"joker_shtanga": "per-card"}, "per-card"),
        ({"joker_shtanga": "nines-500"}, "nines-500"),
        ({"joker_shtanga": "custom", "joker_shtanga_points": "-300"}, -300),
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
    fields = {"joker_premium": "on"} | ({"joker_erase": chosen} if chosen else {})
    response = client.post(reverse("new_game"), {**JOKER_TABLE, **fields})
    assert response.status_code == 303
    assert Game.objects.get().options["erase"] == erase


KLAVERJAS_TABLE = {**JOKER_TABLE, "game": "klaverjas"}


def test_a_new_klaverjas_game_takes_the_house_rules_defaults(client):
    assert client.post(reverse("new_game"), KLAVERJAS_TABLE).status_code == 303
    options = Game.objects.get().options
    assert (options["to_points"], options["revoke_roem"]) == (None, "all")


def test_a_new_klaverjas_game_may_be_played_to_1500_with_100_for_a_revoke(client):
    fields = {"klaverjas_to_points": "1500", "klaverjas_revoke_roem": "plus-100"}
    assert client.post(reverse("new_game"), {**KLAVERJAS_TABLE, **fields}).status_code == 303
    options = Game.objects.get().options
    assert (options["to_points"], options["revoke_roem"]) == (1500, "plus-100")


@pytest.mark.parametrize(
    "fields", [{"klaverjas_to_points": "1499"}, {"klaverjas_revoke_roem": "half"}]
)
def test_a_klaverjas_house_rule_the_form_does_not_offer_is_refused(client, fields):
    response = client.post(reverse("new_game"), {**KLAVERJAS_TABLE, **fields})
    assert response.status_code == 400
    assert 'value="Levan"' in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    ("points", "reason"),
    [
        ("", "Type your own ştanga: a negative number."),
        ("300", "Ensure this value is less than or equal to -1."),
    ],
)
def test_our_own_shtanga_must_be_a_negative_number(client, points, reason):
    fields = {"joker_shtanga": "custom", "joker_shtanga_points": points}
    response = client.post(reverse("new_game"), {**JOKER_TABLE, **fields})
    assert response.status_code == 400
    html = response.content.decode()
    assert reason in html
    assert 'value="Levan"' in html  # what was typed stays
    assert not Game.objects.exists()
