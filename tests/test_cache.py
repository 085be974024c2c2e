"""The Redis cache (``scorepad.fastpath.cache``): Django's backend, keeping one Redis client
per pool. Run against a real Redis when ``REDIS_URL`` is set (CI's PostgreSQL run)."""

from __future__ import annotations

import os
import threading

import pytest

from scorepad.fastpath.cache import RedisCache

pytestmark = pytest.mark.skipif(
    not os.environ.get("REDIS_URL"), reason="needs REDIS_URL (a Redis server)"
)


@pytest.fixture
def cache():
    backend = RedisCache(os.environ["REDIS_URL"], {"KEY_PREFIX": "scorepad-cache-test"})
    yield backend
    backend.clear()


def test_one_client_serves_every_call_of_a_pool(cache):
    client = cache._cache.get_client("a")
    assert cache._cache.get_client("b") is client
    assert cache._cache.get_client("c", write=True) is client  # one server: one pool


def test_it_stores_reads_counts_and_forgets_as_djangos_backend(cache):
    cache.set("page", {"body": "Ştanga 李", "parts": [b"\x00\x01"]}, 60)
    assert cache.get("page") == {"body": "Ştanga 李", "parts": [b"\x00\x01"]}
    assert cache.add("page", "other") is False
    cache.set("count", 0, 60)
    assert cache.incr("count") == 1
    cache.delete("page")
    assert cache.get("page") is None


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
