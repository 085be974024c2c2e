"""Hard to break: what a page on another site, a careless client or a flood can do to the app,
one finding per section (issue 10). The races are in ``test_race.py``, the fuzzing in
``test_fuzz.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from scorepad.models import Game
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

ERS_FILE = {"format": "scorepad/1", "game": "ers", "players": ["Ada", "Bo"], "deals": []}


@pytest.fixture(autouse=True)
def fresh_cache():
    """Every test starts with no rate limit counted."""
    cache.clear()
    yield
    cache.clear()


class Clock:
    """The clock of the rate limits, standing still until a test moves it on: no count is cut
    in two by a minute turning over during a test."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def one_minute(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(time, "time", clock)
    return clock


def game_file(document=ERS_FILE):
    body = document if isinstance(document, bytes) else json.dumps(document).encode()
    return SimpleUploadedFile("game.json", body, content_type="application/json")


def phone_with_a_game():
    """A phone (a CSRF-checking client, as browsers are) that started a game."""
    phone = Client(enforce_csrf_checks=True)
    phone.get(reverse("home"))
    token = phone.cookies["csrftoken"].value
    response = phone.post(
        reverse("new_game"),
        {"game": "ers", "player_1": "Ada", "player_2": "Bo", "csrfmiddlewaretoken": token},
    )
    assert response.status_code == 303
    return phone, response["Location"]


# 1. No cross-site request sets or changes a session


def test_a_cross_site_import_is_refused_and_leaves_the_phones_session_alone():
    phone, game_url = phone_with_a_game()
    session = phone.cookies["sessionid"].value
    # What an attack page's auto-submitted form sends: no cookie (SameSite=Lax), no token.
    attacker = Client(enforce_csrf_checks=True)
    response = attacker.post(
        reverse("import_game"),
        {"file": game_file()},
        HTTP_ORIGIN="https://evil.example",
        HTTP_SEC_FETCH_SITE="cross-site",
    )
    assert response.status_code == 403
    assert "sessionid" not in response.cookies
    assert Game.objects.count() == 1
    assert phone.get(game_url).status_code == 200
    assert phone.cookies["sessionid"].value == session


def test_an_import_without_the_csrf_token_is_refused_even_from_this_site():
    phone = Client(enforce_csrf_checks=True)
    response = phone.post(reverse("import_game"), {"file": game_file()})
    assert response.status_code == 403
    assert "sessionid" not in response.cookies
    assert not Game.objects.exists()


@pytest.mark.parametrize("url_name", ["new_game", "import_game", "set_language"])
def test_a_cross_site_post_is_refused_before_the_session_is_touched(url_name, monkeypatch):
    from importlib import import_module

    from django.conf import settings

    session_store = import_module(settings.SESSION_ENGINE).SessionStore

    def no_session(*args, **kwargs):
        raise AssertionError("the session was loaded")

    # Even a request that carries the token and its cookie (a form copied from the page) is
    # refused: the browser says where it comes from.
    client = Client(enforce_csrf_checks=True)
    client.get(reverse("home"))
    token = client.cookies["csrftoken"].value
    monkeypatch.setattr(session_store, "load", no_session)
    response = client.post(
        reverse(url_name),
        {"game": "ers", "csrfmiddlewaretoken": token},
        HTTP_ORIGIN="https://evil.example",
        HTTP_SEC_FETCH_SITE="cross-site",
    )
    assert response.status_code == 403
    assert "Page expired" in response.text
    assert "sessionid" not in response.cookies


def test_an_origin_of_another_site_is_refused_without_fetch_metadata():
    client = Client(enforce_csrf_checks=True)
    client.get(reverse("home"))
    token = client.cookies["csrftoken"].value
    response = client.post(
        reverse("new_game"), {"csrfmiddlewaretoken": token}, HTTP_ORIGIN="https://evil.example"
    )
    assert response.status_code == 403
    assert not Game.objects.exists()


def test_a_post_from_this_site_or_a_trusted_origin_is_let_through(settings):
    settings.CSRF_TRUSTED_ORIGINS = ["https://scorepad.example"]
    for origin in ("http://testserver", "https://scorepad.example"):
        client = Client(enforce_csrf_checks=True)
        client.get(reverse("home"))
        token = client.cookies["csrftoken"].value
        response = client.post(
            reverse("new_game"),
            {"game": "ers", "player_1": "A", "player_2": "B", "csrfmiddlewaretoken": token},
            HTTP_ORIGIN=origin,
        )
        assert response.status_code == 303, origin


def test_a_link_opened_from_another_site_asks_before_it_changes_the_session():
    phone, game_url = phone_with_a_game()
    session_before = dict(phone.session.items())
    other = game_with_deals("ers")
    link = reverse("follow_link", args=[other.public_id, other.follow_token])
    page = phone.get(link, HTTP_SEC_FETCH_SITE="cross-site")
    assert page.status_code == 200
    assert "Follow this game" in page.content.decode()
    assert dict(phone.session.items()) == session_before
    assert phone.get(reverse("game", args=[other.public_id])).status_code == 404
    # The tap on the page is a same-site POST: now the phone follows the game.
    token = phone.cookies["csrftoken"].value
    confirmed = phone.post(link, {"csrfmiddlewaretoken": token}, HTTP_SEC_FETCH_SITE="same-origin")
    assert confirmed.status_code == 302
    assert phone.get(reverse("game", args=[other.public_id])).status_code == 200
    assert phone.get(game_url).status_code == 200


def test_a_link_opened_from_a_chat_app_or_typed_works_at_once(client):
    game = game_with_deals("ers")
    link = reverse("follow_link", args=[game.public_id, game.follow_token])
    assert client.get(link, HTTP_SEC_FETCH_SITE="none").status_code == 302
    assert client.get(reverse("game", args=[game.public_id])).status_code == 200


def test_without_fetch_metadata_a_link_from_another_site_is_known_by_its_referer():
    phone, game_url = phone_with_a_game()
    session_before = dict(phone.session.items())
    other = game_with_deals("ers")
    link = reverse("follow_link", args=[other.public_id, other.follow_token])
    # An older browser: no Sec-Fetch-Site, no Origin on a GET, only the page it came from.
    page = phone.get(link, HTTP_REFERER="https://elsewhere.example/page")
    assert page.status_code == 200
    assert "Follow this game" in page.content.decode()
    assert dict(phone.session.items()) == session_before
    # From this site's own page, or with nothing said, the link works at once.
    assert phone.get(link, HTTP_REFERER="http://testserver/").status_code == 302
    assert phone.get(reverse("game", args=[other.public_id])).status_code == 200
    third = game_with_deals("ers")
    assert (
        phone.get(reverse("follow_link", args=[third.public_id, third.follow_token])).status_code
        == 302
    )
    assert phone.get(game_url).status_code == 200


# 2. Names that break pages


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ada\u0000", "U+0000"),
        ("Ada\tBo", "U+0009"),
        ("\u202eAda", "U+202E"),
        ("Ada\u200b", "U+200B"),
        ("Ada\u2028", "U+2028"),
        ("Ada\ue000", "U+E000"),
        ("\ud800", None),
    ],
)
def test_an_imported_name_with_a_control_or_invisible_character_is_refused(client, name, shown):
    document = {**ERS_FILE, "players": [name, "Bo"]}
    body = json.dumps(document).encode()  # ensure_ascii: the lone surrogate as \ud800
    response = client.post(reverse("import_game"), {"file": game_file(body)})
    assert response.status_code == 400
    html = response.content.decode()
    if shown:
        assert "may not hold control or invisible characters" in html
        assert shown in html
    else:
        assert "not valid Unicode" in html
    assert not Game.objects.exists()
    assert client.get(reverse("home")).status_code == 200


def test_a_lone_surrogate_anywhere_in_the_file_is_refused_not_shown(client):
    document = {**ERS_FILE, "\ud800": 1}
    response = client.post(
        reverse("import_game"), {"file": game_file(json.dumps(document).encode())}
    )
    assert response.status_code == 400
    assert "not valid Unicode" in response.content.decode()


@pytest.mark.parametrize("name", ["Ada\tBo", "Ada\u202e", "\u2066Bo", "Ada\u00ad"])
def test_the_new_game_form_says_which_name_holds_an_invisible_character(client, name):
    response = client.post(
        reverse("new_game"), {"game": "ers", "player_1": "Cem", "player_2": name}
    )
    assert response.status_code == 400
    form = response.context["form"]
    assert "may not hold control or invisible characters" in form.errors["player_2"][0]
    assert not Game.objects.exists()


def test_names_are_trimmed_and_composed_so_one_name_is_one_name(client):
    response = client.post(
        reverse("new_game"),
        {"game": "ers", "player_1": " Cafe\u0301 ", "player_2": "Ayşe", "player_3": "👩\u200d💻"},
    )
    assert response.status_code == 303
    assert Game.objects.get().players == ["Café", "Ayşe", "👩\u200d💻"]
    duplicate = client.post(
        reverse("new_game"), {"game": "ers", "player_1": "Café", "player_2": "Cafe\u0301"}
    )
    assert duplicate.status_code == 400


# 4. Request limits


def test_an_oversized_body_is_refused_from_its_length_before_it_is_read(client, monkeypatch):
    from django.core.handlers.wsgi import WSGIRequest

    def never(*args, **kwargs):
        raise AssertionError("the body was read")

    monkeypatch.setattr(WSGIRequest, "read", never)
    monkeypatch.setattr(WSGIRequest, "body", property(never))
    response = client.generic(
        "POST",
        reverse("import_game"),
        b"x",
        content_type="multipart/form-data; boundary=x",
        CONTENT_LENGTH=str(300 * 1024 * 1024),
    )
    assert response.status_code == 413
    assert "A game file is at most 256 KB" in response.content.decode()
    assert "sessionid" not in response.cookies


def test_uploads_are_kept_in_memory_never_spooled_to_disk():
    assert django_settings.FILE_UPLOAD_HANDLERS == [
        "django.core.files.uploadhandler.MemoryFileUploadHandler"
    ]
    assert django_settings.FILE_UPLOAD_MAX_MEMORY_SIZE >= django_settings.REQUEST_MAX_BYTES


def test_a_file_over_the_game_file_limit_but_under_the_body_limit_says_how_big(client):
    body = b" " * (django_settings.GAME_FILE_MAX_BYTES + 10)
    response = client.post(reverse("import_game"), {"file": game_file(body)})
    assert response.status_code == 400
    assert "The file is too big" in response.content.decode()


# 5. A form in another charset


@pytest.mark.parametrize("url_name", ["new_game", "import_game", "set_language"])
@pytest.mark.parametrize("charset", ["utf-16", "utf-32", "no-such-charset"])
def test_a_form_in_another_charset_answers_400(client, url_name, charset):
    body = "game=ers&player_1=Ada&player_2=Bo".encode("utf-16")
    response = client.generic(
        "POST",
        reverse(url_name),
        body,
        content_type=f"application/x-www-form-urlencoded; charset={charset}",
    )
    assert response.status_code == 400
    assert not Game.objects.exists()


def test_a_form_in_another_charset_answers_400_on_a_games_urls(client, editor):
    game = game_with_deals("ers")
    editor(game)
    response = client.generic(
        "POST",
        reverse("add_deal", args=[game.public_id]),
        "number=1&phase=deal&winner=0".encode("utf-16"),
        content_type="application/x-www-form-urlencoded; charset=utf-16",
    )
    assert response.status_code == 400
    assert not game.deals.exists()


# 6. Floods


def test_creating_games_is_limited_per_client_with_retry_after(client, settings, one_minute):
    settings.GAMES_PER_MINUTE = 60
    for _game in range(60):
        response = client.post(
            reverse("new_game"), {"game": "ers", "player_1": "A", "player_2": "B"}
        )
        assert response.status_code == 303
    refused = client.post(reverse("import_game"), {"file": game_file()})
    assert refused.status_code == 429
    wait = int(refused["Retry-After"])
    assert 1 <= wait <= 60
    assert "Too many at once" in refused.content.decode()
    assert Game.objects.count() == 60
    # Another client is not held back.
    other = Client(REMOTE_ADDR="10.0.0.2")
    assert other.post(reverse("import_game"), {"file": game_file()}).status_code == 303
    # Retry-After says when this client's minute is over: not a second before.
    one_minute.advance(wait - 1)
    assert client.post(reverse("import_game"), {"file": game_file()}).status_code == 429
    one_minute.advance(1)
    assert client.post(reverse("import_game"), {"file": game_file()}).status_code == 303


def test_behind_a_proxy_the_client_is_the_address_the_proxy_saw(rf, settings):
    from scorepad.ratelimit import client_ip

    request = rf.get("/", HTTP_X_FORWARDED_FOR="1.2.3.4, 5.6.7.8", REMOTE_ADDR="127.0.0.1")
    assert client_ip(request) == "127.0.0.1"  # no proxy trusted: the header is forgeable
    settings.PROXY_COUNT = 1
    assert client_ip(request) == "5.6.7.8"


def test_a_connection_without_an_address_is_counted_not_refused(settings, one_minute):
    settings.GAMES_PER_MINUTE = 2
    new_game = reverse("new_game"), {"game": "ers", "player_1": "A", "player_2": "B"}
    nowhere = Client(REMOTE_ADDR="")
    assert [nowhere.post(*new_game).status_code for _ in range(3)] == [303, 303, 429]


def test_behind_a_proxy_each_client_it_saw_is_limited_on_its_own(settings, one_minute):
    settings.PROXY_COUNT = 1
    settings.GAMES_PER_MINUTE = 2
    new_game = reverse("new_game"), {"game": "ers", "player_1": "A", "player_2": "B"}
    ada = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.5")
    assert [ada.post(*new_game).status_code for _ in range(3)] == [303, 303, 429]
    # What the client wrote before the proxy's entry does not make it another client.
    forged = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
    assert forged.post(*new_game).status_code == 429
    bo = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.6")
    assert bo.post(*new_game).status_code == 303


def test_a_session_remembers_only_its_newest_games(client, settings, one_minute):
    from scorepad.models import Right
    from scorepad.rights import GAMES_KEPT

    settings.GAMES_PER_MINUTE = 1000
    first = last = None
    for _game in range(GAMES_KEPT + 5):
        response = client.post(
            reverse("new_game"), {"game": "ers", "player_1": "A", "player_2": "B"}
        )
        first = first or response["Location"]
        last = response["Location"]
    assert Right.objects.filter(session_id=client.session.session_key).count() == GAMES_KEPT
    assert client.get(first).status_code == 404
    assert client.get(last).status_code == 200


# 7. Links that can be withdrawn


def test_new_links_end_the_old_ones_and_the_rights_they_gave(client, starter, grant):
    game = game_with_deals("ers")
    starter(client, game)
    old_follow = reverse("follow_link", args=[game.public_id, game.follow_token])
    old_editor = reverse("editor_link", args=[game.public_id, game.edit_token])
    follower, co_editor = grant(Client(), game, "follow"), grant(Client(), game, "edit")
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    assert reverse("confirm_new_links", args=[game.public_id]) in page
    # The tap asks first, and says what new links do; a post not confirmed changes nothing.
    asked = client.get(reverse("confirm_new_links", args=[game.public_id]))
    assert asked.status_code == 200
    assert "every phone that opened them can no longer watch" in asked.content.decode()
    assert reverse("renew_links", args=[game.public_id]) in asked.content.decode()
    unconfirmed = client.post(reverse("renew_links", args=[game.public_id]))
    assert unconfirmed.status_code == 200 and "Make new links" in unconfirmed.content.decode()
    assert Game.objects.get(pk=game.pk).follow_token == game.follow_token
    response = client.post(reverse("renew_links", args=[game.public_id]), CONFIRMED)
    assert response.status_code == 303
    game.refresh_from_db()
    # This phone keeps its right and shows the new links.
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    assert game.follow_token in page and game.edit_token in page
    # The old links open nothing, and the phones that came in through them are out.
    for link in (old_follow, old_editor):
        assert Client().get(link).status_code == 404
    # Every URL of the game, whatever the method, answers them as it answers a stranger.
    for phone in (follower, co_editor):
        for method, url in [
            ("get", reverse("game", args=[game.public_id])),
            ("post", reverse("game", args=[game.public_id])),
            ("post", reverse("undo_deal", args=[game.public_id])),
            ("get", reverse("undo_deal", args=[game.public_id])),
            ("get", reverse("export_csv", args=[game.public_id])),
            ("put", reverse("export_pdf", args=[game.public_id])),
            ("post", reverse("renew_links", args=[game.public_id])),
            ("get", reverse("edit_deal", args=[game.public_id, 1])),
            ("delete", reverse("rematch", args=[game.public_id])),
        ]:
            assert getattr(phone, method)(url).status_code == 404, (method, url)
    assert game not in [entry["game"] for entry in follower.get(reverse("home")).context["games"]]
    # The new links work.
    assert (
        grant(Client(), game, "follow").get(reverse("game", args=[game.public_id])).status_code
        == 200
    )


def test_only_the_phone_that_started_the_game_can_renew_the_links(client, grant):
    game = game_with_deals("ers")
    grant(client, game, "follow")
    co_editor = grant(Client(), game, "edit")
    page = co_editor.get(reverse("game", args=[game.public_id])).content.decode()
    assert reverse("confirm_new_links", args=[game.public_id]) not in page
    for phone in (client, co_editor, Client()):
        assert phone.get(reverse("confirm_new_links", args=[game.public_id])).status_code == 404
    for phone in (client, co_editor, Client()):
        assert (
            phone.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 404
        )
    tokens = (game.edit_token, game.follow_token)
    game.refresh_from_db()
    assert (game.edit_token, game.follow_token) == tokens


def test_the_phone_that_started_a_game_keeps_it_through_new_links(client):
    response = client.post(
        reverse("new_game"), {"game": "ers", "player_1": "Ada", "player_2": "Bo"}
    )
    game = Game.objects.get()
    url = response["Location"]
    co_editor = Client()
    co_editor.get(reverse("editor_link", args=[game.public_id, game.edit_token]))
    # The editor who came through a link enters scores, but cannot end the starter's right.
    assert (
        co_editor.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 404
    )
    deal = co_editor.get(url).context["form"]
    assert deal is not None
    # The starter renews the links twice: its own right holds, and the co-editor is out.
    assert client.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert client.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert client.get(url).status_code == 200
    assert co_editor.get(url).status_code == 404
    # An editor who comes in through the new link scores again, and still cannot renew.
    game.refresh_from_db()
    co_editor.get(reverse("editor_link", args=[game.public_id, game.edit_token]))
    assert co_editor.get(url).context["form"] is not None
    assert (
        co_editor.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 404
    )
    # The right no link gave is this phone's still.
    from scorepad.models import Right

    assert Right.objects.get(session_id=client.session.session_key, game=game).started


# 8. The admin


def test_the_admin_is_not_mounted_unless_admin_path_names_it(client):
    assert client.get("/admin/").status_code == 404
    assert client.get("/admin/login/").status_code == 404


@pytest.mark.urls("tests.urls_with_admin")
def test_admin_logins_are_throttled_per_client(client, settings, one_minute):
    settings.ADMIN_LOGINS_PER_MINUTE = 5
    for _attempt in range(5):
        response = client.post("/admin/login/", {"username": "root", "password": "guess"})
        assert response.status_code == 200  # the form again, "please enter the correct..."
    refused = client.post("/admin/login/", {"username": "root", "password": "guess"})
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) >= 1
    assert client.get("/admin/login/").status_code == 200  # the page itself still shows


def test_admin_path_mounts_the_admin_where_it_says():
    result = start_django(
        {"ADMIN_PATH": "/back-office-7f3a/"},
        "from django.urls import resolve; print(resolve('/back-office-7f3a/login/').func.__name__)",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "login"


# 9. Secrets


def start_django(environment, code="import django; django.setup()", *args):
    env = {
        key: value
        for key, value in os.environ.items()
        # The browser tests allow the ORM in Playwright's event loop for their own process;
        # a deployment never has that switch.
        if key
        not in {
            "SECRET_KEY",
            "HTTPS",
            "DEBUG",
            "ADMIN_PATH",
            "ALLOWED_HOSTS",
            "DJANGO_ALLOW_ASYNC_UNSAFE",
        }
    }
    env |= {"DJANGO_SETTINGS_MODULE": "scorepad.settings", **environment}
    command = [sys.executable, "-c", "import django; django.setup(); " + code]
    if args:
        command = [sys.executable, *args]
    return subprocess.run(
        command,
        cwd=django_settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_https_without_a_secret_key_refuses_to_start():
    result = start_django({"HTTPS": "1"}, "pass")
    assert result.returncode != 0
    assert "HTTPS=1 but SECRET_KEY is not set" in result.stderr
    assert "secrets.token_urlsafe" in result.stderr


PRODUCTION = {
    "HTTPS": "1",
    "SECRET_KEY": "k" * 20 + "x7Q!p2#vL9$mZ4&tR8*wB1^nC6@jF3%hD5(gS0)",
    "ALLOWED_HOSTS": "scorepad.example",
    "CSRF_TRUSTED_ORIGINS": "https://scorepad.example",
    "STATIC_MANIFEST": "1",
}


def test_check_deploy_is_clean_with_production_settings():
    result = start_django(PRODUCTION, "", "manage.py", "check", "--deploy", "--fail-level", "DEBUG")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_a_script_imports_with_the_importgame_command_and_gets_the_links(tmp_path, client):
    from io import StringIO

    from django.core.management import call_command

    path = tmp_path / "game.json"
    path.write_text(json.dumps(ERS_FILE))
    out = StringIO()
    call_command("importgame", str(path), "--url", "https://scorepad.example", stdout=out)
    game = Game.objects.get()
    line = out.getvalue().strip()
    editor = reverse("editor_link", args=[game.public_id, game.edit_token])
    assert f"editor https://scorepad.example{editor}" in line
    assert client.get(editor).status_code == 302
    assert client.get(reverse("game", args=[game.public_id])).status_code == 200


def test_the_importgame_command_refuses_a_poisoned_name(tmp_path):
    from io import StringIO

    from django.core.management import call_command

    path = tmp_path / "game.json"
    path.write_text(json.dumps({**ERS_FILE, "players": ["Ada\u0000", "Bo"]}))
    err = StringIO()
    with pytest.raises(SystemExit):
        call_command("importgame", str(path), stderr=err)
    assert "U+0000" in err.getvalue()
    assert not Game.objects.exists()


# 10. Headers every answer carries, and what a browser may keep


def test_every_answer_says_what_the_page_may_ask_of_the_browser(client, editor):
    game = game_with_deals("ers", [{"winner": 0}])
    editor(game)
    urls = [reverse("home"), reverse("game", args=[game.public_id]), "/rules/", "/nope/"]
    for url in urls:
        policy = client.get(url)["Permissions-Policy"]
        assert "camera=()" in policy and "geolocation=()" in policy and "microphone=()" in policy
        assert "screen-wake-lock=(self)" in policy and "web-share=(self)" in policy
    refused = client.generic("POST", reverse("new_game"), b"x", CONTENT_LENGTH=str(10**9))
    assert refused.status_code == 413
    assert "camera=()" in refused["Permissions-Policy"]


def test_pages_holding_a_link_or_a_record_are_never_stored_beyond_this_browser(client, editor):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 0}, {"winner": 0}])
    editor(game)
    public_id = game.public_id
    for url in [
        reverse("game", args=[public_id]),
        reverse("edit_deal", args=[public_id, 1]),
        reverse("export_game", args=[public_id]),
        reverse("export_csv", args=[public_id]),
        reverse("export_pdf", args=[public_id]),
        reverse("qr_code", args=[public_id, "editor"]),
        reverse("stats"),
    ]:
        for headers in ({}, {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"}):
            response = client.get(url, **headers)
            assert response.status_code == 200, url
            cache_control = response["Cache-Control"]
            assert "private" in cache_control and "no-store" in cache_control, url
    # The game page is still kept rendered: a second answer comes from the kept copy.
    assert client.get(reverse("game", args=[public_id])).status_code == 200


def test_every_cookie_the_app_sets_is_same_site(client):
    client.get(reverse("home"))
    client.post(reverse("new_game"), {"game": "ers", "player_1": "Ada", "player_2": "Bo"})
    client.post(reverse("set_language"), {"language": "tr", "next": "/"})
    assert {"csrftoken", "sessionid", "django_language"} <= set(client.cookies)
    for name, cookie in client.cookies.items():
        assert cookie["samesite"] == "Lax", name


# 11. A request the client got wrong is logged in one line


@pytest.fixture
def log_lines():
    """What the console handler of the settings' logging writes, as lines."""
    import io
    import logging

    from scorepad.logs import ClientErrorsInOneLine

    handler = next(
        handler
        for handler in logging.getLogger().handlers
        if any(isinstance(each, ClientErrorsInOneLine) for each in handler.filters)
    )
    written = io.StringIO()
    previous = handler.setStream(written)
    yield lambda: written.getvalue().splitlines()
    handler.setStream(previous)


@pytest.mark.parametrize(
    ("body", "content_type", "said"),
    [
        (b"--x\r\n", "multipart/form-data", "Invalid boundary"),
        (
            b"&".join(b"f%d=1" % n for n in range(1100)),
            "application/x-www-form-urlencoded",
            "NUMBER_FIELDS",
        ),
        (b"f=" + b"x" * (256 * 1024 + 10), "application/x-www-form-urlencoded", "exceeded"),
    ],
    ids=["bad boundary", "too many fields", "body too big"],
)
def test_a_body_the_client_got_wrong_is_a_400_logged_in_one_line(
    client, log_lines, body, content_type, said
):
    response = client.generic("POST", reverse("new_game"), body, content_type=content_type)
    assert response.status_code == 400
    lines = log_lines()
    assert len(lines) == 1, lines
    assert said in lines[0]
    assert "Traceback" not in "\n".join(lines)


def test_a_server_error_keeps_its_traceback(client, log_lines, monkeypatch):
    from scorepad.views import home

    def broken(*args, **kwargs):
        raise RuntimeError("something broke")

    monkeypatch.setattr(home, "_home", broken)
    client.raise_request_exception = False
    assert client.get(reverse("home")).status_code == 500
    assert "Traceback" in "\n".join(log_lines())


def test_the_apps_log_names_no_links_token_and_no_phones_key(client, log_lines, monkeypatch):
    from django.test import Client as Browser

    game = game_with_deals("ers")
    strict = Browser(enforce_csrf_checks=True)
    editor = reverse("editor_link", args=[game.public_id, game.edit_token])
    assert strict.post(editor).status_code == 403  # "Forbidden (CSRF cookie not set.): /games/…"
    follow = reverse("follow_link", args=[game.public_id, game.follow_token])
    assert client.put(follow).status_code == 405
    assert client.get(reverse("bring_games", args=["a-key-of-no-phone"])).status_code == 404
    from scorepad.views import home

    def broken(*args, **kwargs):
        raise RuntimeError("something broke")

    monkeypatch.setattr(home, "grant", broken)
    client.raise_request_exception = False
    assert client.get(editor).status_code == 500
    written = "\n".join(log_lines())
    for secret in (game.edit_token, game.follow_token, "a-key-of-no-phone"):
        assert secret not in written
    assert f"/games/{game.public_id}/editor/[hidden]/" in written
    assert f"/games/{game.public_id}/follow/[hidden]/" in written
    assert "/phone/[hidden]/" in written
    assert "Traceback" in written  # the server error keeps it
