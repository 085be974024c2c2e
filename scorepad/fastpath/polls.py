"""The live sheet's poll, answered before most of the stack runs.

Every phone at a table asks for the sheet every few seconds, and nearly every answer is "not
modified". Once the session and the language are known (the ETag depends on both) and the host
is checked, ``SheetPollMiddleware`` answers a poll of the game page whose sheet has not changed:
a 304 from one read of the game with the session, the phone's right checked as the game page
checks it. Anything else (a changed sheet, a stranger, another page) goes on through the stack
to the views as any request does; the game page gives the same answer with ``sheet_unchanged``.

Django's ``condition`` decorator on the game page answers the same 304, but from the view, after
every middleware: measured side by side, each poll cost more CPU that way (README, "Hand-written
or library"), so the early answer stays.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, resolve
from django.utils.cache import get_conditional_response
from django.utils.translation import get_language

from scorepad.fastpath.games import read_game
from scorepad.models import Game
from scorepad.partials import vary_on_htmx
from scorepad.rights import hundreds, viewer_role

# The URL name of the page whose sheet is polled.
GAME_PAGE = "game"


def sheet_etag(request: HttpRequest, game: Game, role: str) -> str:
    """Changes whenever what the sheet shows could: a deal recorded, changed or undone bumps
    ``Game.updated`` (in the admin too); the role, the language and the view settings change
    the rendering."""
    seed = "|".join([game.updated.isoformat(), role, get_language() or "", str(hundreds(request))])
    return '"' + hashlib.sha256(seed.encode()).hexdigest()[:24] + '"'


def is_sheet_poll(request: HttpRequest) -> bool:
    """The live sheet's poll: htmx asking for the sheet alone (not a history restore)."""
    meta = request.META
    return (
        meta.get("HTTP_HX_REQUEST") == "true"
        and meta.get("HTTP_HX_TARGET") == "sheet"
        and meta.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true"
    )


def sheet_unchanged(request: HttpRequest, game: Game, role: str) -> HttpResponse | None:
    """304 if the poll holds the sheet as it stands (its ``If-None-Match``, compared as Django
    compares: the compressed page's ETag is a weak one), else None."""
    etag = sheet_etag(request, game, role)
    response = get_conditional_response(request, etag=etag)
    if response is None:
        return None
    response["ETag"] = etag
    return vary_on_htmx(response)


def _unchanged_poll(request: HttpRequest, public_id: str) -> HttpResponse | None:
    """The poll answered 304 from one read of the game with the session; None for anything
    else, which the game page answers."""
    if request.method not in ("GET", "HEAD") or not is_sheet_poll(request):
        return None
    game = read_game(public_id, session=request.session)
    role = None if game is None else viewer_role(request, game)
    if game is None or role is None:
        return None  # the game page says 404 as for any other request of a stranger
    return sheet_unchanged(request, game, role)


class SheetPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if "HTTP_IF_NONE_MATCH" in request.META and request.META.get("HTTP_HX_TARGET") == "sheet":
            try:
                match = resolve(request.path_info)
            except Resolver404:
                match = None
            if match is not None and match.url_name == GAME_PAGE:
                unchanged = _unchanged_poll(request, match.kwargs["public_id"])
                if unchanged is not None:
                    return unchanged
        return self.get_response(request)
