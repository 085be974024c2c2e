import os

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, settings

settings.register_profile(
    "scorepad", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "scorepad"))


@pytest.fixture
def grant():
    """Open a game's editor (or follow) link on a test client, as a phone would."""

    def open_link(client, game, role="edit"):
        if role == "edit":
            url = reverse("editor_link", args=[game.public_id, game.edit_token])
        else:
            url = reverse("follow_link", args=[game.public_id, game.follow_token])
        response = client.get(url)
        assert response.status_code == 302
        return client

    return open_link


@pytest.fixture
def starter(grant):
    """A client that started the game, as the phone that created or imported it:
    ``starter(client, game)``."""
    from scorepad.models import Right

    def started_on(client, game):
        grant(client, game, "edit")
        Right.objects.filter(session_id=client.session.session_key, game=game).update(started=True)
        return client

    return started_on


@pytest.fixture
def editor(client, grant):
    """A client with edit rights on the given game: ``editor(game).post(...)``."""

    def for_game(game):
        return grant(client, game, "edit")

    return for_game


@pytest.fixture(autouse=True, scope="session")
def _quick_password_hashes():
    """The admin's tests sign in as a superuser made for each: with Django's own hasher each
    costs half a second of CPU, a strength only a real password needs."""
    from django.conf import settings

    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _the_default_language():
    """Each test starts in the settings' language: a request of the test client leaves its
    language active in the thread (LocaleMiddleware activates it and nothing undoes it)."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.deactivate()


@pytest.fixture(autouse=True)
def _a_fresh_cache():
    """Each test starts with an empty cache: no rendered pad, summary or rate-limit count of
    another test (with REDIS_URL set, the cache is a Redis server every test shares)."""
    from django.core.cache import caches

    from scorepad.fastpath import kept_pages

    caches["default"].clear()
    kept_pages.NEAR.clear()
