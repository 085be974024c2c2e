"""Per-client rate limits on game creation, import and rematch, and the admin's login:
django-ratelimit's counts, kept in Django's cache so that every process sharing the cache
(REDIS_URL) shares them, and answered here with a page and ``Retry-After``."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django_ratelimit.core import get_usage


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
