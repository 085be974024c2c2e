"""What is refused before a view runs, before the body is read and before the session is
loaded: a body larger than any form of the app (413) and a form in a charset other than
UTF-8 (400). A write from another site is refused by Django's ``CsrfViewMiddleware``, from
its ``Origin`` (403, before the view and the session). A cross-site request never saves a
session: a page elsewhere can neither replace a phone's session nor add games to it. Every
answer says what the page may ask of the browser (``Permissions-Policy``)."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import translation
from django.utils.http import parse_header_parameters

from scorepad.origins import is_cross_site

SAFE_METHODS = ("GET", "HEAD", "OPTIONS", "TRACE")
UTF8_CHARSETS = ("utf-8", "utf8", "us-ascii", "ascii")


def body_length(request: HttpRequest) -> int:
    try:
        return max(0, int(request.META.get("CONTENT_LENGTH") or 0))
    except ValueError:
        return 0


def foreign_charset(request: HttpRequest) -> bool:
    content_type = request.META.get("CONTENT_TYPE", "")
    if not content_type:
        return False
    _type, params = parse_header_parameters(content_type)
    charset = params.get("charset")
    return charset is not None and charset.strip().lower() not in UTF8_CHARSETS


class RequestGuard:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        refusal = self.refusal(request)
        if refusal is not None:
            return refusal
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        if is_cross_site(request) and hasattr(request, "session"):
            # Whatever the view did to it, a cross-site request's session is not saved.
            request.session.modified = False
        return response

    def refusal(self, request: HttpRequest) -> HttpResponse | None:
        length = body_length(request)
        if length > settings.REQUEST_MAX_BYTES:
            return self.page(
                request,
                "413.html",
                413,
                limit_kb=settings.GAME_FILE_MAX_BYTES // 1024,
                size_kb=(length + 1023) // 1024,
            )
        if request.method not in SAFE_METHODS and foreign_charset(request):
            return self.page(request, "400.html", 400)
        return None

    def page(
        self, request: HttpRequest, template: str, status: int, **context: int
    ) -> HttpResponse:
        # LocaleMiddleware has not run yet: the page speaks the browser's language all the same.
        language = translation.get_language_from_request(request)
        with translation.override(language):
            response = render(request, template, context, status=status)
        response["Permissions-Policy"] = settings.PERMISSIONS_POLICY
        # The body was never read: the connection cannot be reused for another request.
        if status == 413:
            response["Connection"] = "close"
        return response
