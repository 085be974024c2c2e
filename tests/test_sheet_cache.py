"""The rendered pad is cached, and never stale: every change a player can make shows at once,
and a follower never gets an editor's controls out of the cache; in every installed game, from
its samples (the guarded game one deal in and what an editor posts next, to change its first
deal; the worked game, finished). Joker's own kept rows are tested in its package."""

import re

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import translation

from scorepad.games import game_type, game_types, installed, samples
from tests.factories import GUARDED_GAMES, game_with_deals, guarded_game
from tests.pages import rendered as rendered_page

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed
GAMES = sorted(GUARDED_GAMES)
ANY = installed()[0]


def page(client, game) -> str:
    return client.get(reverse("game", args=[game.public_id])).content.decode()


def sheet(client, game) -> str:
    html = page(client, game)
    return html[
        html.index('<section id="sheet"') : html.index(
            "</section>", html.index('<section id="sheet"')
        )
    ]


def post_next(client, name, game):
    """The guarded game's next deal as an editor posts it (no page asked for its key: what the
    cache keeps stays as it is)."""
    return client.post(reverse("add_deal", args=[game.public_id]), GUARDED_GAMES[name]["next"])


def without_tokens(html: str) -> str:
    """The markup but its forms' one-time values (the CSRF token, the submission keys)."""
    return re.sub(r'(name="(?:csrfmiddlewaretoken|key)" value=)"[^"]*"', r"\1", html)


def finished(name):
    worked = samples(name).WORKED
    return game_with_deals(
        name, worked["deals"], players=worked["players"], options=worked["options"]
    )


def rendered(response, name: str) -> int:
    return sum(template.name == name for template in response.templates)


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()


@pytest.mark.parametrize("name", GAMES)
def test_the_pad_is_rendered_once_per_change(client, editor, name):
    game = guarded_game(name)
    editor(game)
    url = reverse("game", args=[game.public_id])
    pad = game_type(name).sheet_template
    first = client.get(url)
    assert pad in [template.name for template in first.templates]
    again = client.get(url)
    assert pad not in [template.name for template in again.templates]
    assert again.content.decode().count(game.players[0]) == first.content.decode().count(
        game.players[0]
    )


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("change", ["deal", "edit", "undo"])
def test_every_change_shows_at_once(client, editor, name, change):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    before = sheet(client, game)
    assert 'data-deals="1"' in before
    if change == "deal":
        post_next(client, name, game)
        shown = 'data-deals="2"'
    elif change == "edit":
        client.post(reverse("save_deal", args=[game.public_id, 1]), case["edit"])
        shown = 'data-deals="1"'
    else:
        last = rendered_page(client, game).context["last_step"]
        sheet(client, game)  # kept again
        # A deal entered in steps loses its last step only.
        steps = game_type(name).partial_undo(game.deals.get(number=1).data)
        client.post(reverse("undo_deal", args=[game.public_id]), {"last": last})
        shown = f'data-deals="{0 if steps is None else 1}"'
    after = sheet(client, game)
    assert shown in after
    assert after != before


@pytest.mark.parametrize("name", GAMES)
def test_a_renamed_game_shows_its_new_names_at_once(client, editor, name):
    game = guarded_game(name)
    editor(game)
    old = game.players[0]
    assert old in sheet(client, game)
    game.players = ["Zümrüt Yeniad", *game.players[1:]]  # as the admin saves it
    game.save()
    after = page(client, game)
    assert "Zümrüt Yeniad" in after
    assert old not in after


@pytest.mark.parametrize("name", GAMES)
def test_the_entries_kept_for_offline_show_the_new_names(client, editor, name):
    game = guarded_game(name)
    editor(game)
    old = game.players[0]
    before = page(client, game)
    assert before.count(old) > 1  # the page's entry and those kept in <template>s
    game.players = ["Zümrüt", *game.players[1:]]
    game.save()
    after = page(client, game)
    assert old not in after
    assert after.count("Zümrüt") == before.count(old)


@pytest.mark.parametrize("name", GAMES)
def test_a_follower_never_gets_the_editors_controls_from_the_cache(client, editor, grant, name):
    game = guarded_game(name)
    editor(game)
    change = reverse("edit_deal", args=[game.public_id, 1])
    assert change in sheet(client, game)  # the editor's ✎, now cached
    follower = grant(Client(), game, "follow")
    assert change not in sheet(follower, game)


@pytest.mark.parametrize("name", GAMES)
def test_a_rematch_starts_a_pad_of_its_own(client, editor, name):
    game = finished(name)
    editor(game)
    assert f'data-deals="{game.deals.count()}"' in sheet(client, game)
    response = client.post(reverse("rematch", args=[game.public_id]))
    assert 'data-deals="0"' in client.get(response["Location"]).content.decode()


def test_the_home_page_works_out_no_sheet_the_change_keeps_the_figures(client, editor, monkeypatch):
    games = [guarded_game(ANY) for _ in range(3)]
    for game in games:
        editor(game)
    computed = []
    engine = game_type(ANY).engine
    real = engine.compute_sheet

    def counting(*args, **kwargs):
        computed.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "compute_sheet", counting)
    client.get(reverse("home"))
    assert computed == []  # the figures were kept when the games were made
    post_next(client, ANY, games[1])
    computed.clear()
    html = client.get(reverse("home")).content.decode()
    assert computed == []  # kept by the change itself
    assert game_type(ANY).so_far(2) in html


def keys_in(html: str) -> list[str]:
    return re.findall(r'name="key" value="([^"]*)"', html)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_page_is_rendered_once_per_change_with_its_own_token_nonce_and_keys(
    client, editor, name
):
    game = guarded_game(name)
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
    # The page's CSRF token works: the entry of the kept page is accepted.
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', two).group(1)
    strict = Client(enforce_csrf_checks=True)
    strict.cookies = client.cookies
    saved = strict.post(
        reverse("add_deal", args=[game.public_id]),
        {**GUARDED_GAMES[name]["next"], "key": keys_in(two)[0], "csrfmiddlewaretoken": token},
    )
    assert saved.status_code == 303
    assert 'data-deals="2"' in client.get(url).content.decode()


def test_the_cached_page_follows_new_links(client, starter):
    game = guarded_game(ANY)
    starter(client, game)
    url = reverse("game", args=[game.public_id])
    before = client.get(url).content.decode()
    assert game.follow_token in before
    assert client.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    game.refresh_from_db()
    after = client.get(url).content.decode()
    assert game.follow_token in after


@pytest.mark.parametrize("name", GAMES)
def test_an_undo_refill_is_never_served_from_the_cache(client, editor, name):
    game = guarded_game(name)
    editor(game)
    post_next(client, name, game)
    url = reverse("game", args=[game.public_id])
    last = rendered_page(client, game).context["last_step"]
    client.get(url)  # kept
    undone = game.deals.get(number=2).data
    client.post(reverse("undo_deal", args=[game.public_id]), {"last": last})
    shown = client.get(url)
    assert shown.context is not None  # rendered afresh, not kept
    form = shown.context["form"]
    expected = {key: value for key, value in form.initial_from(undone).items() if value is not None}
    assert {key: form.initial.get(key) for key in expected} == expected  # ready to fix


def with_options():
    return [kind.name for kind in game_types() if kind.options_form is not None]


@pytest.mark.parametrize("name", with_options())
def test_the_new_game_options_are_rendered_once_per_language(client, name):
    with translation.override("en"):
        label = str(next(iter(game_type(name).options_form.base_fields.values())).label)
    english = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
    assert label in english.content.decode()
    again = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
    names = [template.name for template in again.templates]
    assert game_type(name).options_template not in names
    assert label in again.content.decode()
    turkish = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert 'lang="tr"' in turkish


@pytest.mark.parametrize("name", with_options())
def test_a_refused_new_game_keeps_the_options_chosen(client, name):
    form = game_type(name).options_form(prefix=name)
    field = next(
        bound
        for bound in form
        if getattr(bound.field, "choices", None) and len(list(bound.field.choices)) > 1
    )
    chosen = next(
        str(value) for value, _label in field.field.choices if str(value) != str(field.value())
    )
    response = client.post(
        reverse("new_game"), {"game": name, "player_1": "Nino", field.html_name: chosen}
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert re.search(rf'name="{field.html_name}" value="{re.escape(chosen)}"[^>]*checked', html)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("htmx", [True, False])
def test_the_answer_to_an_edit_shows_the_edited_pad(client, editor, name, htmx):
    """An edit keeps the number of deals: the board answering it must not reuse the pad the
    page had cached just before."""
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    before = sheet(client, game)
    headers = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"} if htmx else {}
    response = client.post(
        reverse("save_deal", args=[game.public_id, 1]), case["edit"], follow=not htmx, **headers
    )
    html = response.content.decode()
    shown = html[
        html.index('<section id="sheet"') : html.index(
            "</section>", html.index('<section id="sheet"')
        )
    ]
    cache.clear()
    # As the page draws the edited sheet afresh.
    assert without_tokens(shown) == without_tokens(sheet(client, game))
    assert shown != before


def home(client, **headers) -> str:
    return client.get(reverse("home"), **headers).content.decode()


def test_the_home_page_is_kept_until_one_of_its_games_changes(client, editor):
    kind = game_type(ANY)
    games = [guarded_game(ANY) for _ in range(2)]
    for game in games:
        editor(game)
    assert kind.so_far(1) in home(client)
    again = client.get(reverse("home"))
    assert again.templates == []  # served as kept
    post_next(client, ANY, games[1])
    assert kind.so_far(2) in home(client)
    last = rendered_page(client, games[1]).context["last_step"]
    client.post(reverse("undo_deal", args=[games[1].public_id]), {"last": last})
    assert kind.so_far(2) not in home(client)
    assert 'lang="tr"' in home(client, HTTP_ACCEPT_LANGUAGE="tr")


def test_a_kept_home_page_never_shows_another_phones_games(client, editor, grant):
    mine = guarded_game(ANY)
    editor(mine)
    names = ", ".join(mine.players)
    assert names in home(client)
    stranger = Client()
    assert names not in home(stranger)
    grant(stranger, mine, "follow")
    follower = home(stranger)
    assert names in follower
    assert "following" in follower
    assert "following" not in home(client)


def test_new_links_take_a_game_off_a_kept_home_page(client, grant, starter):
    game = guarded_game(ANY)
    names = ", ".join(game.players)
    follower = grant(Client(), game, "follow")
    assert names in home(follower)
    editor = starter(client, game)
    assert editor.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert names not in home(follower)


def new_game_post(name=ANY) -> dict:
    players = {f"player_{seat}": player for seat, player in enumerate(samples(name).PLAYERS, 1)}
    return {"game": name, **players}


def test_a_kept_home_page_carries_a_csrf_token_that_works(client):
    home(Client())  # kept by another phone
    phone = Client(enforce_csrf_checks=True)
    html = home(phone)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    started = phone.post(reverse("new_game"), {**new_game_post(), "csrfmiddlewaretoken": token})
    assert started.status_code == 303, started.content.decode()[:500]


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
        started = phone.post(reverse("new_game"), {**new_game_post(), "csrfmiddlewaretoken": token})
        assert started.status_code == 303


@pytest.mark.parametrize("name", GAMES)
def test_the_chart_is_drawn_once_per_change_and_follows_every_deal(client, editor, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    editor(game)
    url = reverse("game", args=[game.public_id])
    headers = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "sheet"}
    first = client.get(url, **headers)
    assert rendered(first, "scorepad/chart.html") == 1
    again = client.get(url, **headers)
    assert rendered(again, "scorepad/chart.html") == 0  # kept with the pad
    chart = re.search(r'<figure class="chart".*?</figure>', first.content.decode(), re.S).group(0)
    saved = client.post(reverse("save_deal", args=[game.public_id, 1]), case["edit"])
    assert saved.status_code == 303, saved.content.decode()[-800:]
    after = client.get(url, **headers)
    assert rendered(after, "scorepad/chart.html") == 1
    redrawn = re.search(r'<figure class="chart".*?</figure>', after.content.decode(), re.S)
    assert redrawn.group(0) != chart
