"""Whole page or fragment: the one place that decides, for every view of the project.

A page's HTMX fragments are inline partials of its template, each named after the id of the
element it replaces (``{% partialdef board inline %}`` for ``<div id="board">``). A request
from htmx names its target in ``HX-Target``; when that target is one of the page's partials,
only the partial is rendered. A history restore (htmx re-fetching a page it no longer has in
its cache) always gets the whole page, as does a plain request.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django_htmx.middleware import HtmxDetails

# What a response may depend on besides the URL: the same URL answers in several shapes.
VARY = ("HX-Request", "HX-Target", "HX-History-Restore-Request")


class HtmxHttpRequest(HttpRequest):
    """The request as django-htmx's middleware leaves it: ``request.htmx`` is always there."""

    htmx: HtmxDetails


def partial_target(request: HttpRequest, partials: Collection[str]) -> str | None:
    """The partial this request asks for, or ``None`` for the whole page."""
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    if not htmx or htmx.history_restore_request:
        return None
    target = htmx.target or ""
    return target if target in partials else None


def render_partial(
    request: HttpRequest,
    template: str,
    context: Mapping[str, Any],
    *,
    partials: Collection[str] = (),
    partial: str | None = None,
    status: int = 200,
) -> HttpResponse:
    """Render ``template``, or only the partial the request targets among ``partials``.

    ``partial`` forces a fragment for an htmx request whatever its target (an entry form whose
    answer replaces the whole board); a history restore still gets the whole page.
    """
    chosen = partial_target(request, partials)
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    if partial and htmx and not htmx.history_restore_request:
        chosen = partial
    name = f"{template}#{chosen}" if chosen else template
    response = render(request, name, context, status=status)
    patch_vary_headers(response, VARY)
    return response


def vary_on_htmx(response: HttpResponse) -> HttpResponse:
    """For the answers that are not rendered here (a 304, a redirect) of a URL that varies."""
    patch_vary_headers(response, VARY)
    return response
