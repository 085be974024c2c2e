"""Per-client rate limits on game creation, import and rematch, the leaderboard's posts and
the admin's login: django-ratelimit's counts, answered here with a page and ``Retry-After``.

A limit that says "a minute" counts every request of that minute, whichever worker process
answered it: the counts live where every worker reads them (``RATELIMIT_USE_CACHE``), Redis
when ``REDIS_URL`` names one, else the database (``DatabaseCounts``), never one process's
memory."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache
from django.db import DatabaseError, IntegrityError, transaction
from django.db.models import F, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django_ratelimit.core import get_usage

from scorepad.models import RateCount


def client_ip(request: HttpRequest) -> str:
    """The connection's address, or behind ``PROXY_COUNT`` proxies the address the outermost
    one saw (the header's earlier entries are the client's to forge): the key of every count."""
    hops = settings.PROXY_COUNT
    if hops > 0:
        forwarded = str(request.META.get("HTTP_X_FORWARDED_FOR", ""))
        addresses = [part.strip() for part in forwarded.split(",") if part.strip()]
        if len(addresses) >= hops:
            return addresses[-hops]
    return str(request.META.get("REMOTE_ADDR", ""))


def _client_key(_group: str, request: HttpRequest) -> str:
    # A connection with no address (a Unix socket with no proxy header) is one client, "":
    # django-ratelimit's own ``ip`` key would refuse it with an error.
    return client_ip(request) or "-"


def too_many_requests(request: HttpRequest, retry_after: int) -> HttpResponse:
    response = render(request, "429.html", {"retry_after": retry_after}, status=429)
    response["Retry-After"] = str(retry_after)
    return response


def limit(
    scope: str, per_minute: Callable[[], int], methods: tuple[str, ...] = ("POST",)
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Refuse a client's ``methods`` on the view beyond ``per_minute()`` a minute: 429 with
    ``Retry-After``, the seconds until its minute ends. Every view limited with the same
    ``scope`` counts against one limit; the limit is read per request, so settings can
    change it in tests."""

    def rate(_group: str, _request: HttpRequest) -> str:
        return f"{per_minute()}/m"

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def limited(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            usage = get_usage(
                request, group=scope, key=_client_key, rate=rate, method=methods, increment=True
            )
            if usage is not None and usage["should_limit"]:
                # The count's window ends at ``time_left`` and still holds that second.
                return too_many_requests(request, max(1, int(usage["time_left"]) + 1))
            return view(request, *args, **kwargs)

        return limited

    return decorate


def _games_per_minute() -> int:
    return int(settings.GAMES_PER_MINUTE)


# Every way to create a game (new, import, rematch) counts against one limit per client.
creates_games = limit("games", _games_per_minute)


class DatabaseCounts(BaseCache):
    """A cache of whole numbers in the database (``RateCount``), for the rate limits of a
    deployment without Redis: Django's own ``DatabaseCache`` adds one by reading the value and
    writing it back, so two workers counting at once count once (django-ratelimit refuses it
    for that). Here ``add`` is one insert that the unique key lets through once, and ``incr``
    one ``UPDATE ... SET value = value + 1`` read back under its row lock: every request of
    every worker is counted. Expired counts are taken over as absent, and removed whenever a
    new one is made."""

    def __init__(self, location: str, params: dict[str, Any]) -> None:
        super().__init__(params)

    def _live(self, key: str) -> QuerySet[RateCount]:
        return RateCount.objects.filter(key=key, expires__gt=time.time())

    def _expires(self, timeout: float | None) -> float:
        expires = self.get_backend_timeout(timeout)
        return float("inf") if expires is None else float(expires)

    def add(
        self,
        key: str,
        value: Any,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> bool:
        key = self.make_and_validate_key(key, version=version)
        expires = self._expires(timeout)
        with transaction.atomic():
            over = RateCount.objects.filter(key=key, expires__lte=time.time())
            if over.update(value=int(value), expires=expires):
                return True  # a count whose window ended: taken over
            try:
                with transaction.atomic():
                    RateCount.objects.create(key=key, value=int(value), expires=expires)
            except IntegrityError:
                return False
        self._forget_expired()
        return True

    def get(self, key: str, default: Any = None, version: int | None = None) -> Any:
        key = self.make_and_validate_key(key, version=version)
        value = self._live(key).values_list("value", flat=True).first()
        return default if value is None else value

    def set(
        self,
        key: str,
        value: Any,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> None:
        key = self.make_and_validate_key(key, version=version)
        values = {"value": int(value), "expires": self._expires(timeout)}
        with transaction.atomic():
            RateCount.objects.update_or_create(key=key, defaults=values)

    def incr(self, key: str, delta: int = 1, version: int | None = None) -> int:
        key = self.make_and_validate_key(key, version=version)
        with transaction.atomic():
            if not self._live(key).update(value=F("value") + delta):
                raise ValueError(f"Key '{key}' not found")
            value: int = RateCount.objects.values_list("value", flat=True).get(key=key)
            return value

    def touch(
        self, key: str, timeout: float | None = DEFAULT_TIMEOUT, version: int | None = None
    ) -> bool:
        key = self.make_and_validate_key(key, version=version)
        return bool(self._live(key).update(expires=self._expires(timeout)))

    def delete(self, key: str, version: int | None = None) -> bool:
        key = self.make_and_validate_key(key, version=version)
        deleted, _by_model = RateCount.objects.filter(key=key).delete()
        return bool(deleted)

    def has_key(self, key: str, version: int | None = None) -> bool:
        return self._live(self.make_and_validate_key(key, version=version)).exists()

    def clear(self) -> None:
        RateCount.objects.all().delete()

    def _forget_expired(self) -> None:
        # Best effort: two workers clearing at once may trip over each other's rows.
        try:
            with transaction.atomic():
                RateCount.objects.filter(expires__lte=time.time()).delete()
        except DatabaseError:
            pass
