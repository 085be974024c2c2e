"""The installable app: the service worker, the page a phone shows offline for a page it does not
keep, the web app manifest in each language, and the rules the phone runs."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from scorepad import offline, phone


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """The service worker, served from the root so that it may look after every page, with
    the deploy's version and the addresses to keep offline (``scorepad.offline``)."""
    script = offline.worker_script()
    if script is None:
        raise Http404
    response = HttpResponse(script, content_type="text/javascript; charset=utf-8")
    patch_cache_control(response, no_cache=True)
    return response


@require_safe
def offline_page(request: HttpRequest) -> HttpResponse:
    """What a page that is not kept on the phone shows offline (the service worker answers
    with it under the page's own address): what still works without a connection."""
    return render(request, "offline.html", {"language_next": reverse("home")})


@require_safe
def manifest(request: HttpRequest, language: str) -> JsonResponse:
    """The web app manifest in one language: the installed app is named in it."""
    if language not in dict(settings.LANGUAGES):
        raise Http404
    with translation.override(language):
        body = {
            "name": gettext("Scorepad"),
            "short_name": gettext("Scorepad"),
            "description": gettext(
                "Keep score at the card table and look up a rule in the middle of a game."
            ),
            "lang": language,
            "start_url": reverse("home"),
            "scope": "/",
            "display": "standalone",
            "orientation": "portrait",
            "background_color": "#fbfaf6",
            "theme_color": "#1f5f4a",
            "icons": [
                {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
                {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
                {
                    "src": static("icons/icon-512.png"),
                    "sizes": "512x512",
                    "type": "image/png",
                    "purpose": "maskable",
                },
                {"src": static("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
            ],
        }
    response = JsonResponse(
        body, content_type="application/manifest+json", json_dumps_params={"ensure_ascii": False}
    )
    patch_cache_control(response, public=True, max_age=24 * 60 * 60)
    return response


@require_safe
def rules_engine(request: HttpRequest, version: str) -> HttpResponse:
    """A game's engines for the phone's MicroPython (``scorepad.phone``), under their version:
    kept for a year by the browser, and by the service worker from the app's first opening."""
    name = phone.game_of(version)
    if name is None:
        raise Http404
    response = HttpResponse(phone.bundle(name), content_type="application/json")
    patch_cache_control(response, public=True, max_age=365 * 24 * 60 * 60, immutable=True)
    return response
