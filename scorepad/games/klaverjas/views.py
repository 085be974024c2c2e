"""Klaverjas against the computer, as the server answers it: the page (the game plays in the
browser), and the day's first deal and the computer's play of it as JSON."""

from __future__ import annotations

import datetime
import re
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_safe

from scorepad.games.klaverjas import engine, practice, practice_page, referee
from scorepad.games.pages import SUIT_NAMES

DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def _error(message: str, status: int, field: str | None = None) -> JsonResponse:
    body: dict[str, Any] = {"error": message}
    if field:
        body["field"] = field
    return JsonResponse(body, status=status, json_dumps_params={"ensure_ascii": False})


def _day(text: str) -> datetime.date | None:
    if not DAY.fullmatch(text):
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None


def _no_such_day(text: str) -> JsonResponse:
    return _error(
        gettext("“%(day)s” is not a day: write it as YYYY-MM-DD, like 2025-06-01.")
        % {"day": text[:20]},
        404,
    )


def _rules(request: HttpRequest) -> str | None:
    rules = request.GET.get("rules", engine.OPTIONS["rules"])
    return rules if rules in engine.RULES else None


def _bad_rules() -> JsonResponse:
    return _error(gettext("Choose the rules: ?rules=amsterdam or ?rules=rotterdam."), 400)


def _kept_for_a_day(response: HttpResponse) -> HttpResponse:
    # A day's deal never changes: any cache may keep it.
    patch_cache_control(response, public=True, max_age=24 * 3600)
    return response


@require_safe
def page(request: HttpRequest) -> HttpResponse:
    """The game against the computer; it plays in the browser, the same modules as here."""
    language = (get_language() or "en").split("-")[0]
    return render(
        request,
        "scorepad/games/klaverjas/practice.html",
        {
            "messages": practice_page.messages(language),
            "rules_url": reverse("rules:document", args=[engine.NAME]),
            "referee_url": reverse("rules:referee", args=[engine.NAME]),
            "rule_sets": [("amsterdam", gettext("Amsterdam")), ("rotterdam", gettext("Rotterdam"))],
            "suits": [
                (suit, referee.SUIT_SYMBOLS[suit], SUIT_NAMES[suit]) for suit in referee.SUITS
            ],
            "deals": practice.DEALS,
            "setup": {
                "game": engine.NAME,
                "deals": practice.DEALS,
                "names": practice_page.seat_names(),
            },
        },
    )


@require_safe
def daily_deal(request: HttpRequest, day: str) -> HttpResponse:
    """The day's first deal: ``{"date", "dealer", "hands"}``, seat 0's hand first."""
    found = _day(day)
    if found is None:
        return _no_such_day(day)
    dealt = practice.deal(found.isoformat(), 1)
    body = {"date": found.isoformat(), "dealer": dealt["dealer"], "hands": dealt["hands"]}
    return _kept_for_a_day(JsonResponse(body))


@require_safe
def autoplay(request: HttpRequest, day: str) -> HttpResponse:
    """The day's first deal played through by four computer players, under ``?rules=``."""
    found = _day(day)
    if found is None:
        return _no_such_day(day)
    rules = _rules(request)
    if rules is None:
        return _bad_rules()
    played = practice.autoplay(found.isoformat(), 1, rules)
    return _kept_for_a_day(JsonResponse(played))
