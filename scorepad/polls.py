"""The live sheet's poll, answered before most of the stack runs.

Every phone at a table asks for the sheet every few seconds, and nearly every answer is "not
modified". Once the session and the language are known (the ETag depends on both) and the
host is checked, this middleware asks ``views.unchanged_sheet``: a 304 from one read of the
game with the session. Anything else (a changed sheet, a stranger, another page) goes on
through the stack to the views as any request does.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, resolve

from scorepad import views


class SheetPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if "HTTP_IF_NONE_MATCH" in request.META and request.META.get("HTTP_HX_TARGET") == "sheet":
            try:
                match = resolve(request.path_info)
            except Resolver404:
                match = None
            if match is not None and match.func is views.game_page:
                unchanged = views.unchanged_sheet(request, match.kwargs["public_id"])
                if unchanged is not None:
                    return unchanged
        return self.get_response(request)
