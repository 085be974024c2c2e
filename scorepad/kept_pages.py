"""Whole pages kept rendered in the cache, for pages that are the same for many requests
until something they show changes: the game page (per game, role and change) and the home
page (per phone's list of games and their changes).

What each answer needs of its own is cut out before the page is kept and put back on every
answer: the CSRF token of its forms, the CSP nonce of its scripts, and the submission keys of
its entry forms (a key shared by two phones would make one deal a replay of the other). The
caller's key must name everything else the page is drawn from.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable

from django.conf import settings
from django.core.cache import BaseCache, caches
from django.http import HttpRequest, HttpResponse
from django.middleware.csp import get_nonce
from django.middleware.csrf import get_token

from scorepad.forms import new_key

SECONDS = 24 * 3600
CSRF_FIELD = re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]*(")')
KEY_FIELD = re.compile(r'(name="key" value=")[0-9a-f]{32}(")')
KEPT_HEADERS = ("Vary",)


def _stand_in(what: str) -> str:
    """The same in every process of a deploy, since a page one app server kept is served by
    another through a shared cache (Redis); and not to be guessed without the secret key, so
    that nothing a player types can be taken for one."""
    digest = hashlib.sha256(f"scorepad kept page {what} {settings.SECRET_KEY}".encode())
    return f"{what}-stand-in-{digest.hexdigest()[:20]}"


CSRF_STAND_IN = _stand_in("csrf")
NONCE_STAND_IN = _stand_in("nonce")
KEY_STAND_IN = _stand_in("key")


def page_key(prefix: str, request: HttpRequest, parts: Iterable[str]) -> str:
    """The cache key of a page drawn from ``parts``, as this request's host and path ask
    for it (both appear in the page: absolute links, the language switch's way back)."""
    seed = "|".join([request.get_host(), request.get_full_path(), *parts])
    return f"page:{prefix}:{hashlib.sha256(seed.encode()).hexdigest()}"


def kept_rendered(
    request: HttpRequest,
    key: str,
    render: Callable[[], HttpResponse],
    *,
    store: BaseCache | None = None,
    seconds: int | None = SECONDS,
) -> HttpResponse:
    """The page kept under ``key`` in ``store`` (the default cache unless named), or
    ``render()`` kept there now (a whole 200 only), answered with this request's own token,
    nonce and submission keys."""
    store = store if store is not None else caches["default"]
    kept: tuple[str, dict[str, str]] | None = store.get(key)
    if kept is None:
        response = render()
        if response.status_code != 200 or response.streaming:
            return response
        html = response.content.decode()
        nonce = str(get_nonce(request) or "")
        if nonce:
            html = html.replace(nonce, NONCE_STAND_IN)
        html = CSRF_FIELD.sub(rf"\g<1>{CSRF_STAND_IN}\g<2>", html)
        html = KEY_FIELD.sub(rf"\g<1>{KEY_STAND_IN}\g<2>", html)
        kept = (html, {name: value for name, value in response.items() if name in KEPT_HEADERS})
        store.set(key, kept, seconds)
    html, headers = kept
    if CSRF_STAND_IN in html:
        html = html.replace(CSRF_STAND_IN, get_token(request))
    html = html.replace(NONCE_STAND_IN, str(get_nonce(request)))
    if KEY_STAND_IN in html:
        html = re.sub(re.escape(KEY_STAND_IN), lambda _match: new_key(), html)
    response = HttpResponse(html)
    for name, value in headers.items():
        response[name] = value
    return response
