"""Where a request says it comes from: this site or another. The middleware asks it (a
cross-site request never saves a session) and so do the views (a link opened from another
site asks for a tap before it adds a game to the phone)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest


def is_cross_site(request: HttpRequest) -> bool:
    """Whether the browser says the request comes from another site: ``Sec-Fetch-Site``, or
    for browsers without it an ``Origin`` (else a ``Referer``) that is neither this host nor a
    trusted origin. A request that says neither (a link typed, or opened from a chat app) is
    not: nothing says where it comes from."""
    fetch_site = str(request.META.get("HTTP_SEC_FETCH_SITE", ""))
    if fetch_site:
        return fetch_site.strip().lower() == "cross-site"
    origin = str(request.META.get("HTTP_ORIGIN", ""))
    if not origin or origin == "null":
        # A link followed from a page sends no Origin; its Referer names the page (this
        # site's referrer policy keeps ours to itself, so a Referer seen here is another
        # site's, or ours).
        referer = urlsplit(str(request.META.get("HTTP_REFERER", "")))
        if not (referer.scheme and referer.netloc):
            return origin == "null"
        origin = f"{referer.scheme}://{referer.netloc}"
    if origin in settings.CSRF_TRUSTED_ORIGINS:
        return False
    try:
        return origin != f"{request.scheme}://{request.get_host()}"
    except DisallowedHost:  # CommonMiddleware answers it with 400 for a safe method
        return True
