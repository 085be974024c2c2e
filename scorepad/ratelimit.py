"""Per-client rate limits, counted in Django's cache so that every process sharing the cache
(REDIS_URL) shares the count: game creation, import and rematch, and the admin's login."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

WINDOW = 60  # seconds


def client_ip(request: HttpRequest) -> str:
    """The connection's address, or behind ``PROXY_COUNT`` proxies the address the outermost
    one saw (the header's earlier entries are the client's to forge)."""
    hops = settings.PROXY_COUNT
    if hops > 0:
        forwarded = str(request.META.get("HTTP_X_FORWARDED_FOR", ""))
        addresses = [part.strip() for part in forwarded.split(",") if part.strip()]
        if len(addresses) >= hops:
            return addresses[-hops]
    return str(request.META.get("REMOTE_ADDR", ""))


def hit(scope: str, client: str, limit: int, window: int = WINDOW) -> int:
    """Count one request of ``client`` in ``scope``: 0 while within ``limit`` per ``window``
    seconds, else the seconds until the window ends and requests are let through again."""
    now = int(time.time())
    start = now - now % window
    digest = hashlib.sha256(client.encode()).hexdigest()[:24]
    key = f"ratelimit:{scope}:{digest}:{start}"
    cache.add(key, 0, timeout=window + 5)
    try:
        count = cache.incr(key)
    except ValueError:  # evicted between add and incr
        cache.set(key, 1, timeout=window + 5)
        count = 1
    if count <= limit:
        return 0
    return max(1, start + window - now)


def too_many_requests(request: HttpRequest, retry_after: int) -> HttpResponse:
    response = render(request, "429.html", {"retry_after": retry_after}, status=429)
    response["Retry-After"] = str(retry_after)
    return response


def limit(
    scope: str, per_minute: Callable[[], int], methods: tuple[str, ...] = ("POST",)
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Refuse a client's ``methods`` on the view beyond ``per_minute()`` a minute: 429 with
    ``Retry-After``. The limit is read per request, so settings can change it in tests."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def limited(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method in methods:
                wait = hit(scope, client_ip(request), per_minute())
                if wait:
                    return too_many_requests(request, wait)
            return view(request, *args, **kwargs)

        return limited

    return decorate


def _games_per_minute() -> int:
    return int(settings.GAMES_PER_MINUTE)


# Every way to create a game (new, import, rematch) counts against one limit per client.
creates_games = limit("games", _games_per_minute)
