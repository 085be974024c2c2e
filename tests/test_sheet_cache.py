"""The rendered pad is cached, and never stale: every change a player can make shows at once,
and a follower never gets an editor's controls out of the cache."""

import re

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from scorepad.games import game_type
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed


def page(client, game) -> str:
    return client.get(reverse("game", args=[game.public_id])).content.decode()


def sheet(client, game) -> str:
    html = page(client, game)
    return html[html.index('<section id="sheet"') :]


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()


def test_the_pad_is_rendered_once_per_change(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    url = reverse("game", args=[game.public_id])
    pad = "scorepad/games/ers/sheet.html"
    first = client.get(url)
    assert pad in [template.name for template in first.templates]
    again = client.get(url)
    assert pad not in [template.name for template in again.templates]
    assert "Game 1: Ada won" in again.content.decode()


@pytest.mark.parametrize(
    ("change", "seen"),
    [
        ("deal", "Game 2: Bo won"),
        ("edit", "Game 1: Cem won"),
        ("undo", "No deals yet"),
    ],
)
def test_every_change_shows_at_once(client, editor, change, seen):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    assert "Game 1: Ada won" in sheet(client, game)
    if change == "deal":
        client.post(
            reverse("add_deal", args=[game.public_id]),
            {"number": "2", "phase": "deal", "winner": "1"},
        )
    elif change == "edit":
        client.post(
            reverse("save_deal", args=[game.public_id, 1]),
            {"number": "1", "phase": "deal", "winner": "2"},
        )
    else:
        client.post(reverse("undo_deal", args=[game.public_id]), {"last": "1:deal"})
    after = sheet(client, game)
    if change == "undo":
        assert "Game 1: Ada won" not in after
    else:
        assert seen in after


def test_a_renamed_game_shows_its_new_names_at_once(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    assert "Game 1: Ada won" in sheet(client, game)
    game.players = ["Ayşe", "Bo", "Cem"]  # as the admin saves it
    game.save()
    after = sheet(client, game)
    assert "Game 1: Ayşe won" in after
    assert "Ada" not in after


def test_changed_options_show_at_once(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    assert "First to 3 wins takes the series" in sheet(client, game)
    game.options = dict(game.options, target=5, jokers=True)
    game.save()
    after = sheet(client, game)
    assert "First to 5 wins takes the series" in after
    assert "Jokers in the deck" in after


def test_the_entries_kept_for_offline_show_the_new_names(client, editor):
    game = game_with_deals("joker")
    editor(game)
    before = page(client, game)
    assert before.count("Nino") > 3  # the page's entry and the next ones kept in <template>s
    game.players = ["Nini", "Giorgi", "Ana", "Levan"]
    game.save()
    after = page(client, game)
    assert "Nino" not in after
    assert after.count("Nini") == before.count("Nino")


def test_the_language_and_the_hundreds_view_change_the_pad(client, editor):
    game = game_with_deals("joker", [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}])
    editor(game)
    assert ">-200<" in sheet(client, game)
    client.post(reverse("toggle_hundreds", args=[game.public_id]))
    assert ">-2<" in sheet(client, game)
    english = sheet(client, game)
    client.post(reverse("set_language"), {"language": "tr", "next": "/"})
    turkish = sheet(client, game)
    assert turkish != english
    assert 'lang="tr"' in page(client, game)


def test_a_follower_never_gets_the_editors_controls_from_the_cache(client, editor, grant):
    from django.test import Client

    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    assert "change deal 1" in sheet(client, game)  # the editor's ✎, now cached
    follower = grant(Client(), game, "follow")
    assert "change deal 1" not in sheet(follower, game)


def test_a_rematch_starts_a_pad_of_its_own(client, editor):
    game = game_with_deals("ers", [{"winner": 0}] * 3)
    editor(game)
    assert "Game 3: Ada won" in sheet(client, game)
    response = client.post(reverse("rematch", args=[game.public_id]))
    new = client.get(response["Location"]).content.decode()
    assert "Game 1: Ada won" not in new


def test_the_home_page_works_out_no_sheet_the_change_keeps_the_figures(client, editor, monkeypatch):
    games = [game_with_deals("ers", [{"winner": 0}]) for _ in range(3)]
    for game in games:
        editor(game)
    computed = []
    engine = game_type(games[0].game).engine
    real = engine.compute_sheet

    def counting(*args, **kwargs):
        computed.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "compute_sheet", counting)
    client.get(reverse("home"))
    assert computed == []  # the figures were kept when the games were made
    client.post(
        reverse("add_deal", args=[games[1].public_id]),
        {"number": "2", "phase": "deal", "winner": "1"},
    )
    computed.clear()
    page = client.get(reverse("home")).content.decode()
    assert computed == []  # kept by the change itself
    assert "2 games so far" in page


def keys_in(html: str) -> list[str]:
    return re.findall(r'name="key" value="([^"]*)"', html)


def test_a_game_page_is_rendered_once_per_change_with_its_own_token_nonce_and_keys(client, editor):
    game = game_with_deals("klaverjas", [])
    editor(game)
    url = reverse("game", args=[game.public_id])
    first = client.get(url)
    again = client.get(url)
    assert "scorepad/game.html" not in [template.name for template in again.templates]
    one, two = first.content.decode(), again.content.decode()
    assert keys_in(one) and keys_in(two)
    assert set(keys_in(one)).isdisjoint(keys_in(two))  # never one key for two submissions
    assert len(set(keys_in(two))) == len(keys_in(two))
    nonce = re.search(r"'nonce-([^']+)'", again["Content-Security-Policy"]).group(1)
    assert set(re.findall(r'nonce="([^"]+)"', two)) == {nonce}
    # The page's CSRF token works: the undo form of the cached page is accepted.
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', two).group(1)
    strict = Client(enforce_csrf_checks=True)
    strict.cookies = client.cookies
    entry = {"number": "1", "phase": "deal", "playing": "0", "points": "100"}
    key = keys_in(two)[0]
    saved = strict.post(
        reverse("add_deal", args=[game.public_id]),
        {**entry, "key": key, "csrfmiddlewaretoken": token},
    )
    assert saved.status_code == 303
    assert "Deal 2" in client.get(url).content.decode()


def test_the_cached_page_follows_new_links(client, starter):
    game = game_with_deals("ers", [{"winner": 0}])
    starter(client, game)
    url = reverse("game", args=[game.public_id])
    before = client.get(url).content.decode()
    assert game.follow_token in before
    assert client.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    game.refresh_from_db()
    after = client.get(url).content.decode()
    assert game.follow_token in after


def test_an_undo_refill_is_never_served_from_the_cache(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    url = reverse("game", args=[game.public_id])
    client.get(url)
    client.post(reverse("undo_deal", args=[game.public_id]), {"last": "1:deal"})
    page = client.get(url).content.decode()
    assert 'value="60"' in page  # what was undone, ready to fix


def test_the_new_game_options_are_rendered_once_per_language(client):
    english = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
    assert "Short: 12 deals" in english.content.decode()
    again = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
    names = [template.name for template in again.templates]
    assert "scorepad/games/joker/options.html" not in names
    assert "Short: 12 deals" in again.content.decode()
    turkish = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert "Short: 12 deals" not in turkish
    assert 'lang="tr"' in turkish


def test_a_refused_new_game_keeps_the_options_chosen(client):
    response = client.post(
        reverse("home") + "games/new/",
        {"game": "klaverjas", "player_1": "Nino", "klaverjas_deals": "8"},
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert re.search(r'name="klaverjas_deals" value="8"[^>]*checked', html)


@pytest.mark.parametrize("htmx", [True, False])
def test_the_answer_to_an_edit_shows_the_edited_pad(client, editor, htmx):
    """An edit keeps the number of deals: the board answering it must not reuse the pad the
    page had cached just before."""
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 1}])
    editor(game)
    assert "Game 1: Ada won" in sheet(client, game)
    headers = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"} if htmx else {}
    response = client.post(
        reverse("save_deal", args=[game.public_id, 1]),
        {"number": "1", "phase": "deal", "winner": "2"},
        follow=not htmx,
        **headers,
    )
    html = response.content.decode()
    assert "Game 1: Cem won" in html
    assert "Game 1: Ada won" not in html


def test_undoing_a_jokers_tricks_shows_the_pad_without_them(client, editor):
    deals = [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}]
    game = game_with_deals("joker", deals, options={"length": "short"})
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


def home(client, **headers) -> str:
    return client.get(reverse("home"), **headers).content.decode()


def test_the_home_page_is_kept_until_one_of_its_games_changes(client, editor):
    games = [game_with_deals("ers", [{"winner": 0}]) for _ in range(2)]
    for game in games:
        editor(game)
    assert "1 game so far" in home(client)
    again = client.get(reverse("home"))
    assert again.templates == []  # served as kept
    client.post(
        reverse("add_deal", args=[games[1].public_id]),
        {"number": "2", "phase": "deal", "winner": "1"},
    )
    assert "2 games so far" in home(client)
    client.post(reverse("undo_deal", args=[games[1].public_id]), {"last": "2:deal"})
    assert "2 games so far" not in home(client)
    assert "oyun" in home(client, HTTP_ACCEPT_LANGUAGE="tr")


def test_a_kept_home_page_never_shows_another_phones_games(client, editor, grant):
    mine = game_with_deals("seep", [], players=["Ada", "Ben", "Cem", "Deniz"])
    editor(mine)
    assert "Ada, Ben" in home(client)
    stranger = Client()
    assert "Ada, Ben" not in home(stranger)
    grant(stranger, mine, "follow")
    follower = home(stranger)
    assert "Ada, Ben" in follower
    assert "following" in follower
    assert "following" not in home(client)


def test_new_links_take_a_game_off_a_kept_home_page(client, grant, starter):
    game = game_with_deals("seep", [], players=["Ada", "Ben", "Cem", "Deniz"])
    follower = grant(Client(), game, "follow")
    assert "Ada, Ben" in home(follower)
    editor = starter(client, game)
    assert editor.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert "Ada, Ben" not in home(follower)


def test_a_kept_home_page_carries_a_csrf_token_that_works(client):
    home(Client())  # kept by another phone
    phone = Client(enforce_csrf_checks=True)
    html = home(phone)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    started = phone.post(
        reverse("new_game"),
        {
            "game": "ers",
            "player_1": "Ada",
            "player_2": "Ben",
            "ers_target": "3",
            "csrfmiddlewaretoken": token,
        },
    )
    assert started.status_code == 303, started.content.decode()[:500]


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
    game = game_with_deals("joker", deals, players=players, options={"length": "short"})
    editor(game)
    first = client.get(reverse("game", args=[game.public_id]))
    rows = rendered(first, "scorepad/games/joker/row.html")
    assert rows == 12  # every deal of the short game, played or not
    entries = rendered(first, "scorepad/games/joker/entry.html")
    # The page's own entry, and each kind of entry once for the phone to fill (bids, tricks).
    assert entries == 3
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
    assert rendered(response, "scorepad/games/joker/row.html") <= 2
    assert rendered(response, "scorepad/games/joker/entry.html") == 3
    html = response.content.decode()
    assert re.search(r'data-deal="7">.*?<span class="bt">1</span>', html, re.S)
    assert html.count("data-offline-entry=") == 2


@pytest.mark.parametrize("change", ["language", "hundreds", "role"])
def test_a_kept_row_follows_the_language_the_view_and_the_role(client, editor, grant, change):
    game = game_with_deals("joker", [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}])
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


KEEP_IN_ANOTHER_PROCESS = """
import django
from django.conf import settings
django.setup()
settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
                               "LOCATION": %r}}
settings.ALLOWED_HOSTS = ["testserver"]
from django.test import Client
response = Client().get("/", HTTP_ACCEPT_LANGUAGE="en")
assert response.status_code == 200, response.status_code
"""


def test_a_page_kept_by_another_app_server_works_here(tmp_path):
    """With Redis, a page one app server kept is served by another: the token, the nonce and
    the keys of the process that kept it must not remain in it."""
    import os
    import subprocess
    import sys

    from django.conf import settings as django_settings
    from django.test import override_settings

    shared = {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache"}
    shared["LOCATION"] = str(tmp_path)
    kept = subprocess.run(
        [sys.executable, "-c", KEEP_IN_ANOTHER_PROCESS % str(tmp_path)],
        cwd=django_settings.BASE_DIR,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "scorepad.settings"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert kept.returncode == 0, kept.stderr
    assert list(tmp_path.iterdir())  # the page is in the shared cache
    with override_settings(CACHES={**django_settings.CACHES, "default": shared}):
        phone = Client(enforce_csrf_checks=True)
        response = phone.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
        assert response.templates == []  # served as the other process kept it
        html = response.content.decode()
        nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
        assert set(re.findall(r'nonce="([^"]+)"', html)) == {nonce}
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
        started = phone.post(
            reverse("new_game"),
            {"game": "ers", "player_1": "Ada", "player_2": "Ben", "csrfmiddlewaretoken": token},
        )
        assert started.status_code == 303


def test_the_chart_is_drawn_once_per_change_and_follows_every_deal(client, editor):
    game = game_with_deals("seep", [{"points": [60, 40]}])
    editor(game)
    url = reverse("game", args=[game.public_id])
    headers = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "sheet"}
    first = client.get(url, **headers)
    assert rendered(first, "scorepad/chart.html") == 1
    again = client.get(url, **headers)
    assert rendered(again, "scorepad/chart.html") == 0  # kept with the pad
    chart = re.search(r'<figure class="chart".*?</figure>', first.content.decode(), re.S).group(0)
    saved = client.post(
        reverse("add_deal", args=[game.public_id]),
        {"number": "2", "phase": "deal", "points": "90", "sweeps_0": "0", "sweeps_1": "0"},
    )
    assert saved.status_code == 303, saved.content.decode()[-800:]
    after = client.get(url, **headers)
    assert rendered(after, "scorepad/chart.html") == 1
    redrawn = re.search(r'<figure class="chart".*?</figure>', after.content.decode(), re.S)
    assert redrawn.group(0) != chart
