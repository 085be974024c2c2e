"""The pages and partials of the score-keeping app, through the test client, in every installed
game: each game's samples (``samples.GUARDED``: a game one deal in, what an editor posts next,
to change its first deal and what the entry refuses; ``samples.WORKED``: a finished game)
stand for the table. Each game's own pages are tested in its package.

HTMX requests send ``HX-Request`` (and ``HX-Target``) and get the fragment that replaces the
element; plain requests get whole pages, so everything works without JavaScript.
"""

import json
import re

import pytest
from django.core.cache import caches
from django.urls import reverse

from scorepad import gamefile
from scorepad.fastpath import kept_pages
from scorepad.games import game_type, installed, samples
from scorepad.models import Deal, Game
from tests.factories import GUARDED_GAMES, game_with_deals, guarded_game
from tests.pages import (
    HTMX,
    deals_of,
    htmx,
    key_of,
    poll,
    rendered,
    upload,
    url,
)

pytestmark = pytest.mark.django_db

GAMES = sorted(GUARDED_GAMES)
# One game for what every game does alike (the registry's first).
ANY = installed()[0]


def finished(name):
    """The game's worked sample, stored: finished, its totals worked by hand."""
    worked = samples(name).WORKED
    return game_with_deals(
        name, worked["deals"], players=worked["players"], options=worked["options"]
    )


def document(name):
    """The game's worked sample as a game file."""
    worked = samples(name).WORKED
    return {
        "format": "scorepad/1",
        "game": name,
        "players": worked["players"],
        "options": worked["options"],
        "deals": worked["deals"],
    }


def names_of(name, players=None):
    players = players if players is not None else samples(name).PLAYERS
    return {f"player_{seat}": player for seat, player in enumerate(players, start=1)}


def next_post(client, name, game, **changed):
    """What an editor posts for the guarded game's next deal, with this page's key."""
    return {**GUARDED_GAMES[name]["next"], "key": key_of(client, game), **changed}


# Home


@pytest.mark.parametrize("name", GAMES)
def test_starting_a_game_gives_this_device_edit_rights(client, name):
    players = samples(name).PLAYERS
    response = client.post(
        reverse("new_game"), {"game": name, **names_of(name, [f" {players[0]} ", *players[1:]])}
    )
    assert response.status_code == 303
    game = Game.objects.get()
    assert response["Location"] == url("game", game)
    assert game.players == list(players)
    page = client.get(url("game", game))
    assert page.status_code == 200
    assert page.context["is_editor"]


def test_the_home_page_offers_every_game(client):
    html = client.get(reverse("home")).content.decode()
    for name in installed():
        assert f'name="game" value="{name}"' in html
        assert game_type(name).label in html


@pytest.mark.parametrize("name", GAMES)
def test_too_few_players_are_refused_and_the_names_kept(client, name):
    fewest = min(game_type(name).engine.PLAYERS)
    players = samples(name).PLAYERS[: fewest - 1] or []
    response = client.post(reverse("new_game"), {"game": name, **names_of(name, players)})
    assert response.status_code == 400
    for player in players:
        assert f'value="{player}"' in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize("name", GAMES)
def test_two_players_with_one_name_are_refused(client, name):
    players = samples(name).PLAYERS
    twice = [players[0], *players[1:-1], players[0]]
    response = client.post(reverse("new_game"), {"game": name, **names_of(name, twice)})
    assert response.status_code == 400
    assert f"two players are called {players[0]}" in response.content.decode()


def bad_new_games():
    cases = [{}, {"game": "poker"}, {"game": ANY, "player_1": "x" * 500}]
    cases.append({"game": ANY, "first_dealer": "9"})
    for name in installed():
        form = game_type(name).options_form
        for field in form(prefix=name) if form is not None else ():
            if getattr(field.field, "choices", None):
                cases.append({"game": name, **names_of(name), field.html_name: "no-such-choice"})
    return cases


@pytest.mark.parametrize("data", bad_new_games())
def test_a_new_game_from_bad_values_is_refused_never_a_crash(client, data):
    response = client.post(reverse("new_game"), data)
    assert response.status_code == 400
    assert not Game.objects.exists()


def test_home_lists_this_devices_games_unfinished_first_and_suggests_names(client, editor):
    done = finished(ANY)
    unfinished = guarded_game(ANY)
    editor(done)
    editor(unfinished)
    game_with_deals(
        ANY,
        [],
        players=["Not", "On", "This", "Phone", "At", "All", "Here", "X"][
            : min(game_type(ANY).engine.PLAYERS)
        ],
    )
    response = client.get(reverse("home"))
    games = response.context["games"]
    assert [entry["game"] for entry in games] == [unfinished, done]
    html = response.content.decode()
    worked = samples(ANY).WORKED
    assert f'<option value="{worked["players"][0]}">' in html
    assert "Not, On" not in html
    assert "won by" in html


# The game page


@pytest.mark.parametrize("name", GAMES)
def test_a_poll_answers_the_sheet_fragment_then_304_until_a_deal_changes_it(client, editor, name):
    game = guarded_game(name)
    editor(game)
    response = client.get(url("game", game), **htmx("sheet"))
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="sheet"')
    assert "<html" not in html
    etag = response["ETag"]
    again = client.get(url("game", game), HTTP_IF_NONE_MATCH=etag, **htmx("sheet"))
    assert again.status_code == 304
    assert client.post(url("add_deal", game), next_post(client, name, game)).status_code == 303
    changed = client.get(url("game", game), HTTP_IF_NONE_MATCH=etag, **htmx("sheet"))
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert 'data-deals="2"' in changed.content.decode()


def test_a_compressed_poll_still_answers_304_for_its_weak_tag(client, editor):
    game = finished(ANY)
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


@pytest.mark.parametrize("name", GAMES)
def test_a_stale_editor_page_can_fetch_a_new_board(client, editor, name):
    game = guarded_game(name)
    editor(game)
    step = "{number}:{phase}".format(**GUARDED_GAMES[name]["next"])
    html = client.get(url("game", game), **htmx("board")).content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert f'data-entry-step="{step}"' in html
    assert f'data-next-step="{step}"' in html


def test_recording_a_deal_bumps_the_games_updated_time(client, editor):
    game = guarded_game(ANY)
    before = game.updated
    editor(game)
    client.post(url("add_deal", game), next_post(client, ANY, game))
    game.refresh_from_db()
    assert game.updated > before


@pytest.mark.parametrize("name", GAMES)
def test_the_game_page_runs_the_same_queries_whatever_the_number_of_deals(client, editor, name):
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

    short = guarded_game(name)
    long = gamefile.create_game(
        gamefile.clean_document({"format": "scorepad/1", "game": name} | samples(name).long_game())
    )
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


@pytest.mark.parametrize("name", GAMES)
def test_the_sheet_is_computed_once_per_request(client, editor, monkeypatch, name):
    rules = game_type(name).engine
    game = guarded_game(name)
    editor(game)
    calls = []
    original = rules.compute_sheet
    monkeypatch.setattr(rules, "compute_sheet", lambda *a: calls.append(1) or original(*a))
    rendered(client, game)
    assert len(calls) == 1


def test_editing_a_deal_that_does_not_exist_is_404(client, editor):
    game = guarded_game(ANY)
    editor(game)
    assert client.get(url("edit_deal", game, 2)).status_code == 404
    assert client.get(url("edit_deal", game, 0)).status_code == 404
    edit = GUARDED_GAMES[ANY]["edit"]
    assert client.post(url("save_deal", game, 5), edit).status_code == 404


# Import and export


@pytest.mark.parametrize("name", GAMES)
def test_export_is_the_game_file_with_its_sheet_as_an_attachment(client, editor, name):
    game = finished(name)
    response = editor(game).get(url("export_game", game))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response["Content-Disposition"].startswith(f'attachment; filename="{name}-')
    exported = json.loads(response.content)
    assert exported["sheet"]["totals"] == samples(name).WORKED["totals"]
    assert exported["sheet"]["finished"]
    assert exported["options"] == game_type(name).full_options(samples(name).WORKED["options"])


def test_a_follower_may_export_too(client, grant):
    game = guarded_game(ANY)
    grant(client, game, "follow")
    assert client.get(url("export_game", game)).status_code == 200


@pytest.mark.parametrize("name", GAMES)
def test_an_imported_file_becomes_a_game_this_device_edits(client, name):
    response = upload(client, document(name))
    assert response.status_code == 303
    game = Game.objects.get()
    assert response["Location"] == url("game", game)
    assert client.get(url("game", game)).context["is_editor"]
    exported = json.loads(client.get(url("export_game", game)).content)
    assert exported["sheet"]["totals"] == samples(name).WORKED["totals"]


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_file_answers_400_with_the_reason_on_the_page(client, name):
    spoilt = {**document(name), "deals": [{**document(name)["deals"][0], "no_such_key": 1}]}
    response = upload(client, spoilt)
    assert response.status_code == 400
    assert "This file cannot be imported:" in response.content.decode()
    assert "no_such_key" in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    "body, reason",
    [
        (b"{not json", "the file is not valid JSON (line 1, column 2)"),
        (b"\xff\xfe\x00", "the file is not UTF-8 text"),
        (b"[]", "file must be an object"),
        (
            json.dumps({"format": "scorepad/2", "game": ANY, "players": ["A", "B"]}).encode(),
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
    response = upload(client, document(ANY))
    assert response.status_code == 400
    assert "too big" in response.content.decode()
    assert not Game.objects.exists()


def test_an_import_without_a_file_is_refused(client):
    response = client.post(reverse("import_game"), {})
    assert response.status_code == 400
    assert "Choose a game file" in response.content.decode()


def test_a_script_can_import_with_the_pages_csrf_token_and_export_with_its_session():
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.test import Client

    script = Client(enforce_csrf_checks=True)
    assert upload(script, document(ANY)).status_code == 403  # no token, no import
    script.get(reverse("home"))
    token = script.cookies["csrftoken"].value
    response = script.post(
        reverse("import_game"),
        {"file": SimpleUploadedFile("game.json", json.dumps(document(ANY)).encode())},
        HTTP_X_CSRFTOKEN=token,
    )
    assert response.status_code == 303
    game = Game.objects.get()
    exported = script.get(url("export_game", game))
    assert exported.status_code == 200
    assert json.loads(exported.content)["sheet"]["totals"] == samples(ANY).WORKED["totals"]
    assert Client().get(url("export_game", game)).status_code == 404


# Nothing a user sends answers 500


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(
    "changed",
    [
        {"number": "-1"},
        {"number": "abc"},
        {"phase": "zzz"},
        {"number": None},
    ],
)
def test_an_entry_that_does_not_say_which_deal_it_is_for_is_a_bad_request(
    client, editor, name, changed
):
    game = guarded_game(name)
    editor(game)
    fields = {key: value for key, value in (GUARDED_GAMES[name]["next"] | changed).items()}
    fields = {key: value for key, value in fields.items() if value is not None}
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == 400
    assert "does not say which deal it is for" in response.content.decode()
    assert len(deals_of(game)) == 1


@pytest.mark.parametrize("name", GAMES)
def test_an_entry_for_a_deal_far_ahead_is_a_conflict(client, editor, name):
    game = guarded_game(name)
    editor(game)
    fields = next_post(client, name, game, number="99999999999999999999999")
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == 409
    assert "The sheet has changed since this form was opened" in response.content.decode()


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_entry_says_why_next_to_its_field_and_records_nothing(client, editor, name):
    refused = GUARDED_GAMES[name]["refused"]
    game = guarded_game(name)
    editor(game)
    response = client.post(url("add_deal", game), {**refused["fields"], "key": "k"})
    assert response.status_code == 422
    assert refused["field"] in response.context["form"].errors
    assert refused["reason"] in response.content.decode()
    assert len(deals_of(game)) == 1


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_entry_through_htmx_keeps_the_form_in_the_board(client, editor, name):
    refused = GUARDED_GAMES[name]["refused"]
    game = guarded_game(name)
    editor(game)
    response = client.post(url("add_deal", game), {**refused["fields"], "key": "k"}, **HTMX)
    assert response.status_code == 422
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert refused["reason"] in html
    assert "errorlist" in html


@pytest.mark.parametrize("name", GAMES)
def test_a_deal_after_the_end_is_a_conflict(client, editor, name):
    game = finished(name)
    editor(game)
    number = str(len(samples(name).WORKED["deals"]) + 1)
    fields = {**GUARDED_GAMES[name]["next"], "number": number}
    response = client.post(url("add_deal", game), fields)
    assert response.status_code == 409
    assert "The game is over" in response.content.decode()


# Languages


def test_the_language_switch_keeps_the_url_and_sets_turkish(client, editor):
    game = guarded_game(ANY)
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
@pytest.mark.parametrize("name", GAMES)
def test_the_admin_lists_and_opens_games_and_deals(admin_client, name):
    game = guarded_game(name)
    assert admin_client.get(reverse("admin:scorepad_game_changelist")).status_code == 200
    assert (
        admin_client.get(reverse("admin:scorepad_game_change", args=[game.pk])).status_code == 200
    )
    assert admin_client.get(reverse("admin:scorepad_deal_changelist")).status_code == 200


# The other fragments


@pytest.mark.parametrize("name", GAMES)
def test_a_deals_page_asked_by_htmx_is_the_board_with_the_prefilled_form(client, editor, name):
    game = guarded_game(name)
    editor(game)
    response = client.get(url("edit_deal", game, 1), **htmx("board"))
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert response.context["editing"] == 1
    recorded = deals_of(game)[0]
    form = response.context["form"]
    assert {key: form.initial[key] for key in form.initial_from(recorded)} == form.initial_from(
        recorded
    )


@pytest.mark.parametrize("name", GAMES)
def test_a_change_saved_through_htmx_replaces_the_edit_url_with_the_games(client, editor, name):
    """Back after the save goes to the page before the edit, not to the edit form again."""
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    response = client.post(url("save_deal", game, 1), case["edit"], **HTMX)
    assert response.status_code == 200
    assert response["HX-Replace-Url"] == url("game", game)
    assert "HX-Push-Url" not in response
    assert deals_of(game)[0] == case["edit_recorded"]


@pytest.mark.parametrize("name", GAMES)
def test_undo_through_htmx_answers_the_new_board(client, editor, name):
    game = guarded_game(name)
    editor(game)
    client.post(url("add_deal", game), next_post(client, name, game))
    last = client.get(url("game", game)).context["last_step"]
    response = client.post(url("undo_deal", game), {"last": last}, **HTMX)
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    step = "{number}:{phase}".format(**GUARDED_GAMES[name]["next"])
    assert f'data-entry-step="{step}"' in html
    assert len(deals_of(game)) == 1


@pytest.mark.parametrize("name", GAMES)
def test_a_conflict_through_htmx_answers_409_with_the_message_and_board(client, editor, name):
    game = guarded_game(name)
    editor(game)
    fields = {**GUARDED_GAMES[name]["next"], "number": "1"}
    response = client.post(url("add_deal", game), fields, **HTMX)
    assert response.status_code == 409
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="board">')
    assert "is already on the sheet" in html or "The sheet has changed" in html


@pytest.mark.parametrize("name", [name for name in GAMES if game_type(name).previews])
def test_a_late_preview_of_a_saved_entry_changes_nothing_on_the_page(client, editor, name):
    game = guarded_game(name)
    editor(game)
    fields = {**GUARDED_GAMES[name]["next"], "number": "1"}
    response = client.post(url("preview_deal", game), fields, **htmx("entry-preview"))
    assert response.status_code == 204


def test_the_service_worker_is_served_from_the_root(client):
    response = client.get(reverse("service_worker"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert "addEventListener" in response.content.decode()
    assert 'rel="manifest"' in client.get(reverse("home")).content.decode()


# The live sheet's ETag


@pytest.mark.parametrize("name", GAMES)
def test_a_followers_poll_sees_an_earlier_deal_changed_though_the_count_is_the_same(
    client, grant, name
):
    from django.test import Client

    case, game = GUARDED_GAMES[name], guarded_game(name)
    grant(client, game, "follow")
    etag = poll(client, game)["ETag"]
    assert poll(client, game, etag).status_code == 304
    scorer = grant(Client(), game, "edit")
    saved = scorer.post(url("save_deal", game, 1), case["edit"])
    assert saved.status_code == 303
    changed = poll(client, game, etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag


@pytest.mark.urls("tests.urls_with_admin")
@pytest.mark.parametrize("how", ["change", "delete"])
def test_a_deal_changed_in_the_admin_reaches_the_followers(client, grant, admin_client, how):
    """The poll's ETag follows ``Game.updated`` alone: the admin bumps it too."""
    case, game = GUARDED_GAMES[ANY], guarded_game(ANY)
    grant(client, game, "follow")
    etag = poll(client, game)["ETag"]
    deal = game.deals.get(number=1)
    if how == "change":
        answer = admin_client.post(
            f"/admin/scorepad/deal/{deal.pk}/change/",
            {
                "game": game.pk,
                "number": 1,
                "data": json.dumps(case["edit_recorded"]),
                "client_key": deal.client_key,
            },
        )
    else:
        answer = admin_client.post(f"/admin/scorepad/deal/{deal.pk}/delete/", {"post": "yes"})
    assert answer.status_code == 302
    changed = poll(client, game, etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag


# The guards, in every game


@pytest.mark.parametrize("name", GAMES)
def test_an_editor_records_and_changes_a_deal_in_every_game(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    response = client.post(url("add_deal", game), next_post(client, name, game))
    assert response.status_code == 303
    assert deals_of(game)[1] == case["next_recorded"]
    response = client.post(url("save_deal", game, 1), case["edit"])
    assert response.status_code == 303
    assert deals_of(game)[0] == case["edit_recorded"]
    assert deals_of(game)[1] == case["next_recorded"]


@pytest.mark.parametrize("name", GAMES)
def test_a_replayed_submission_records_once_in_every_game(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    fields = next_post(client, name, game)
    first = client.post(url("add_deal", game), fields)
    replay = client.post(url("add_deal", game), fields)
    assert (first.status_code, replay.status_code) == (303, 303)
    assert deals_of(game)[1:] == [case["next_recorded"]]
    through_htmx = client.post(url("add_deal", game), fields, **HTMX)
    assert through_htmx.status_code == 200
    assert 'id="board"' in through_htmx.content.decode()
    assert "already on the sheet" not in through_htmx.content.decode()
    assert len(deals_of(game)) == 2


@pytest.mark.parametrize("name", GAMES)
def test_a_stale_undo_is_refused_in_every_game(client, editor, name):
    game = guarded_game(name)
    editor(game)
    stale = client.get(url("game", game)).context["last_step"]
    client.post(url("add_deal", game), next_post(client, name, game))
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


@pytest.mark.parametrize("name", GAMES)
def test_a_rematch_is_refused_before_the_end_in_every_game(client, editor, name):
    game = guarded_game(name)
    editor(game)
    response = client.post(url("rematch", game), **HTMX)
    assert response.status_code == 409
    assert "once the game is finished" in response.content.decode()
    assert client.post(url("rematch", game)).status_code == 409
    assert Game.objects.get() == game


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_game_offers_a_rematch_of_the_same_table(client, editor, name):
    game = finished(name)
    editor(game)
    html = client.get(url("game", game)).content.decode()
    assert 'id="entry"' not in html
    assert "Rematch" in html
    response = client.post(url("rematch", game))
    assert response.status_code == 303
    rematch = Game.objects.exclude(pk=game.pk).get()
    assert (rematch.game, rematch.players) == (game.game, game.players)
    assert client.get(response["Location"]).context["is_editor"]


# A game the session remembers but the database no longer has


def test_a_deleted_game_leaves_the_others_on_the_home_page_and_its_url_is_404(client, editor):
    kept = guarded_game(ANY)
    gone = finished(ANY)
    editor(kept)
    editor(gone)
    gone_url = url("game", gone)
    gone.delete()
    home = client.get(reverse("home"))
    assert home.status_code == 200
    assert [entry["game"] for entry in home.context["games"]] == [kept]
    assert client.get(gone_url).status_code == 404
    assert client.get(gone_url, **htmx("sheet")).status_code == 404
    assert client.get(gone_url + "export.json").status_code == 404
    assert client.post(gone_url + "deals/", {"number": "2", "phase": "deal"}).status_code == 404
    assert client.get(url("game", kept)).status_code == 200


@pytest.mark.parametrize("name", GAMES)
def test_a_key_longer_than_the_pages_own_is_cut_not_a_dead_end(client, editor, name):
    """The page's keys are 32 characters; a longer one counts by its first 64, once."""
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    fields = {**case["next"], "key": "k" * 500}
    assert client.post(url("add_deal", game), fields).status_code == 303
    assert client.post(url("add_deal", game), fields).status_code == 303  # a replay
    assert deals_of(game)[1:] == [case["next_recorded"]]
    assert Deal.objects.get(number=2).client_key == "k" * 64


@pytest.mark.parametrize("key", ["\x00", "k\x00k", "ключ", "a b"])
def test_a_key_no_page_makes_is_no_key_and_no_server_error(client, editor, key):
    """A forged key of other characters (a NUL, which PostgreSQL cannot look up) counts as none:
    the entry is judged on its own."""
    case, game = GUARDED_GAMES[ANY], guarded_game(ANY)
    editor(game)
    answer = client.post(url("add_deal", game), {**case["next"], "key": key})
    assert answer.status_code == 303  # recorded, under a key of its own
    assert deals_of(game)[1:] == [case["next_recorded"]]
    assert Deal.objects.get(game=game, number=2).client_key not in ("", key)


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
    game = guarded_game(ANY)
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
    game = guarded_game(ANY)
    editor(game)
    poll_ = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="sheet")
    assert poll_.content.decode().lstrip().startswith('<section id="sheet"')
    board = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="board")
    assert board.content.decode().lstrip().startswith('<div id="board">')
    other = client.get(url("game", game), HTTP_HX_REQUEST="true", HTTP_HX_TARGET="elsewhere")
    assert other.content.decode().lstrip().startswith("<!doctype html>")
