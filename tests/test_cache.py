"""The shared cache (``REDIS_URL``): django-redis, as the settings name it. Run against a real
Redis when ``REDIS_URL`` is set (CI's PostgreSQL run)."""

from __future__ import annotations

import os
import threading

import pytest
from django.conf import settings
from django.utils.module_loading import import_string

pytestmark = pytest.mark.skipif(
    not os.environ.get("REDIS_URL"), reason="needs REDIS_URL (a Redis server)"
)


def backend(prefix: str = "scorepad-cache-test"):
    """A cache as the settings configure the default one, under a key prefix of its own."""
    config = settings.CACHES["default"]
    return import_string(config["BACKEND"])(config["LOCATION"], {**config, "KEY_PREFIX": prefix})


@pytest.fixture
def cache():
    shared = backend()
    yield shared
    shared.clear()


def test_the_shared_cache_is_django_redis_on_redis_url():
    # On REDIS_URL's server; a parallel test process has a database of its own there.
    location = settings.CACHES["default"]["LOCATION"]
    assert location.rsplit("/", 1)[0] == os.environ["REDIS_URL"].rstrip("/").rsplit("/", 1)[0]
    assert settings.CACHES["default"] == {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": location,
        "OPTIONS": {"IGNORE_EXCEPTIONS": True},
    }


def test_it_stores_reads_counts_and_forgets(cache):
    cache.set("page", {"body": "Ştanga 李", "parts": [b"\x00\x01"]}, 60)
    assert cache.get("page") == {"body": "Ştanga 李", "parts": [b"\x00\x01"]}
    assert cache.add("page", "other") is False
    cache.set_many({"row:1": "<tr>", "row:2": "<tr class=x>"}, 60)
    assert cache.get_many(["row:1", "row:2", "row:3"]) == {"row:1": "<tr>", "row:2": "<tr class=x>"}
    assert cache.add("count", 0, 60) is True
    assert cache.incr("count") == 1
    cache.delete("page")
    assert cache.get("page") is None


def test_two_processes_share_what_one_kept(cache):
    """Another app server's backend (a second instance) reads and counts the same keys."""
    other = backend()
    cache.set("page", "kept by one server", 60)
    assert other.get("page") == "kept by one server"
    cache.add("count", 0, 60)
    assert [cache.incr("count"), other.incr("count")] == [1, 2]


def test_threads_share_the_client_without_mixing_answers(cache):
    errors: list[str] = []

    def work(number: int) -> None:
        for round_ in range(50):
            key = f"thread-{number}-{round_}"
            cache.set(key, [number, round_], 60)
            if cache.get(key) != [number, round_]:
                errors.append(key)

    threads = [threading.Thread(target=work, args=(number,)) for number in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
