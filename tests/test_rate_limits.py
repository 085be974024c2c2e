"""The rate limits count where every worker process counts: without Redis, in the database
(``scorepad.ratelimit.DatabaseCounts``), each count made and raised in one atomic statement.
(tests/test_under_make_serve.py sends the requests at once to make serve's several workers.)"""

from __future__ import annotations

import time

import pytest
from django.conf import settings
from django.core.cache import caches
from django.test import Client
from django.urls import reverse

from scorepad.models import RateCount

pytestmark = pytest.mark.django_db


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(time, "time", clock)
    return clock


@pytest.fixture
def counts():
    return caches["counts"]


def test_without_redis_the_limits_count_in_the_database(clock):
    if settings.REDIS_URL:
        pytest.skip("with REDIS_URL the limits count in Redis")
    assert settings.RATELIMIT_USE_CACHE == "counts"
    phone = Client()
    for _game in range(3):
        phone.post(reverse("new_game"), {"game": "ers", "player_1": "A", "player_2": "B"})
    [count] = RateCount.objects.all()
    assert count.value == 3
    assert count.expires > clock.now


def test_a_count_is_added_once_and_raised_by_one_each_time(counts, clock):
    assert counts.add("a", 1, 60) is True
    assert counts.add("a", 1, 60) is False  # already there: django-ratelimit raises it then
    assert [counts.incr("a") for _ in range(3)] == [2, 3, 4]
    assert counts.get("a") == 4
    with pytest.raises(ValueError):
        counts.incr("never-added")
    assert counts.get("never-added", 0) == 0


def test_a_count_whose_window_ended_is_taken_over_and_the_old_ones_removed(counts, clock):
    counts.add("old", 5, 60)
    counts.add("other", 1, 60)
    clock.now += 61
    assert counts.get("old") is None
    with pytest.raises(ValueError):
        counts.incr("old")
    assert counts.add("old", 1, 60) is True
    assert counts.incr("old") == 2
    counts.add("fresh", 1, 60)  # a new count clears those that ended
    assert set(RateCount.objects.values_list("key", flat=True)) == {
        counts.make_key("old"),
        counts.make_key("fresh"),
    }


def test_set_touch_delete_and_clear_do_what_a_cache_does(counts, clock):
    counts.set("a", 7, 10)
    assert counts.has_key("a") and counts.get("a") == 7
    clock.now += 5
    assert counts.touch("a", 60)
    clock.now += 30
    assert counts.get("a") == 7
    assert counts.delete("a") and not counts.has_key("a")
    counts.set("b", 1)
    counts.clear()
    assert not RateCount.objects.exists()
