"""The cache only spares work: its keys come from canonical paths and known parts (a query
string adds nothing to it), and a cache that fails (Redis down, or full and refusing writes) is a
miss: every page still answers, slower, never a 500."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import time

import pytest
from django.conf import settings
from django.core.cache import caches
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from scorepad.fastpath import kept_pages
from scorepad.models import Game

pytestmark = pytest.mark.django_db

ERS_FILE = {"format": "scorepad/1", "game": "ers", "players": ["Ada", "Bo"], "deals": []}


def kept_keys() -> list[str]:
    """The keys of the pages kept in this process's cache (the tests' local-memory one)."""
    return [key for key in caches["default"]._cache if ":page:" in key]


def test_a_query_string_does_not_make_another_copy_of_a_kept_page(client, editor):
    if settings.CACHES["default"]["BACKEND"] != "django.core.cache.backends.locmem.LocMemCache":
        pytest.skip("counts the keys of the local-memory cache")
    game = Game.objects.create(game="ers", players=["Ada", "Bo"])
    editor(game)
    for number in range(40):
        assert client.get(f"/?x={number}").status_code == 200
        assert client.get(f"/games/{game.public_id}/?utm={number}&x").status_code == 200
    assert len(kept_keys()) == 2
    # The copy answered for any of them is the page itself.
    assert reverse("game", args=[game.public_id]) in client.get("/?x=new").content.decode()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def redis_cache(url: str) -> dict[str, dict[str, object]]:
    """The cache the settings configure for a REDIS_URL, at ``url``."""
    return {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": url,
            "OPTIONS": settings.REDIS_CACHE_OPTIONS,
        }
    }


def play_everything() -> None:
    """Every kind of page a phone asks for, each answered (none a 500)."""
    phone = Client()
    assert phone.get(reverse("home")).status_code == 200
    started = phone.post(reverse("new_game"), {"game": "ers", "player_1": "Ada", "player_2": "Bo"})
    assert started.status_code == 303
    game_url = started["Location"]
    page = phone.get(game_url)
    assert page.status_code == 200
    key = page.context["form"].initial["key"]
    deal = {"number": "1", "phase": "deal", "key": key, "winner": "0"}
    assert phone.post(game_url + "deals/", deal).status_code == 303
    assert phone.post(game_url + "deals/", deal).status_code == 303  # a replay
    assert phone.get(game_url, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="sheet").status_code == 200
    upload = SimpleUploadedFile("game.json", json.dumps(ERS_FILE).encode())
    assert phone.post(reverse("import_game"), {"file": upload}).status_code == 303
    for url in (reverse("home"), reverse("stats"), "/rules/", game_url + "export.csv"):
        assert phone.get(url).status_code == 200, url
    assert Game.objects.count() == 2


def test_with_redis_down_every_page_still_answers(settings, caplog):
    settings.CACHES = redis_cache(f"redis://127.0.0.1:{free_port()}/0")  # nothing listens
    settings.RATELIMIT_USE_CACHE = "default"  # the limits count in Redis too, as settings say
    kept_pages.NEAR.clear()
    play_everything()
    ignored = [record for record in caplog.records if record.name == "scorepad.cache"]
    assert ignored  # the misses are logged, not hidden


@pytest.fixture
def full_redis():
    """A real Redis server that refuses every write: its memory is full (``noeviction``)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("needs redis-server")
    port = free_port()
    server = subprocess.Popen(
        [binary, "--port", str(port), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        import redis

        client = redis.Redis(port=port)
        for _attempt in range(200):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.02)
        client.set("filler", "x" * 2_000_000)
        client.config_set("maxmemory-policy", "noeviction")
        client.config_set("maxmemory", "1mb")
        with pytest.raises(redis.ResponseError, match="maxmemory"):
            client.set("one-more", "x")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(10)


def test_with_redis_full_every_page_still_answers(settings, full_redis):
    settings.CACHES = redis_cache(full_redis)
    settings.RATELIMIT_USE_CACHE = "default"
    kept_pages.NEAR.clear()
    play_everything()
