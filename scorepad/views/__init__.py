"""The score-keeping pages, one function per action, by concern: ``home`` (start, import, the
games on this phone, the links that hand out rights, statistics), ``board`` (the game page and
its live sheet), ``entry`` (entering, changing and undoing deals), ``exports`` (the sheet leaving
the phone) and ``pwa`` (the installable app). Who may do what is ``scorepad.rights``; they name
no game: a game is known only through its ``GameType``."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.cache import patch_cache_control


class SeeOther(HttpResponseRedirect):
    """After a POST, the page to load with a GET."""

    status_code = 303


def never_stored(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """For a page that holds a link's secret or a game's record (the game page with its editor
    link, a deal's page, the exports, the statistics): no cache but this phone's browser may
    keep it, and that one not on disk (``private, no-store``). The service worker's offline
    copies are the app's own, kept by its script."""

    @wraps(view)
    def unstored(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        response = view(request, *args, **kwargs)
        patch_cache_control(response, private=True, no_store=True)
        return response

    return unstored
