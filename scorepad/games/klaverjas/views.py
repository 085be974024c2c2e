"""Klaverjas against the computer, as the server answers it: the page (the game plays in the
browser), the day's first deal and the computer's play of it as JSON, and the day's leaderboard,
where a phone posts the record of its game and the server replays it before ranking it."""

from __future__ import annotations

import datetime
import json
import re
import secrets
from typing import Any

from django.db import IntegrityError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_POST, require_safe

from scorepad import ratelimit
from scorepad.games.core import RuleError
from scorepad.games.document import NAME_LENGTH, clean_name
from scorepad.games.klaverjas import engine, practice, practice_page, referee
from scorepad.games.klaverjas.models import BoardEntry
from scorepad.games.pages import SUIT_NAMES

DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
# The phone's own token in its session: one board entry per phone and day.
SESSION_PHONE = "klaverjas_phone"
BOARD_SHOWN = 100
BOARD_POSTS_PER_MINUTE = 10
# A day's board takes posts while that day lasts somewhere on Earth.
BOARD_OPEN_DAYS = 1
RECORD_MAX_CHARS = 8000


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
                "board": reverse("rules:klaverjas:board", args=["DAY"]),
                "post": reverse("rules:klaverjas:post_to_board", args=["DAY"]),
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


def _phone(request: HttpRequest) -> str:
    token = request.session.get(SESSION_PHONE)
    if not isinstance(token, str):
        token = secrets.token_urlsafe(16)
        request.session[SESSION_PHONE] = token
    return token


def _board(day: datetime.date, rules: str, phone: str | None) -> dict[str, Any]:
    entries = list(BoardEntry.objects.filter(day=day, rules=rules))  # best first (Meta)
    shown = []
    rank = 0
    previous: tuple[int, int] | None = None
    for place, entry in enumerate(entries, start=1):
        if (entry.score, entry.against) != previous:
            rank = place
            previous = (entry.score, entry.against)
        mine = phone is not None and secrets.compare_digest(entry.phone, phone)
        if place <= BOARD_SHOWN or mine:
            shown.append(
                {
                    "rank": rank,
                    "name": entry.name,
                    "score": entry.score,
                    "against": entry.against,
                    "mine": mine,
                }
            )
    return {"date": day.isoformat(), "rules": rules, "count": len(entries), "entries": shown}


@require_safe
def board(request: HttpRequest, day: str) -> HttpResponse:
    """The day's leaderboard under ``?rules=``, best first; this phone's entry is marked."""
    found = _day(day)
    if found is None:
        return _no_such_day(day)
    rules = _rules(request)
    if rules is None:
        return _bad_rules()
    phone = request.session.get(SESSION_PHONE)
    answer = JsonResponse(
        _board(found, rules, phone if isinstance(phone, str) else None),
        json_dumps_params={"ensure_ascii": False},
    )
    answer["Cache-Control"] = "no-store"
    return answer


def _board_posts_per_minute() -> int:
    return BOARD_POSTS_PER_MINUTE


def _refused(message: str, field: str | None = None) -> JsonResponse:
    return _error(message, 422, field)


@require_POST
@ratelimit.limit("klaverjas-board", _board_posts_per_minute)
def post_to_board(request: HttpRequest, day: str) -> HttpResponse:
    """A phone's game of the day put on the board: ``name``, ``rules``, ``record`` (JSON: seat
    0's moves, deal by deal) and ``scores`` (JSON: the two teams' totals the phone worked out).
    The server replays the record against the day's deals; a record the rules refuse, or whose
    scores are not the ones sent, is refused with the reason."""
    found = _day(day)
    if found is None:
        return _no_such_day(day)
    today = datetime.datetime.now(datetime.UTC).date()
    if abs((found - today).days) > BOARD_OPEN_DAYS:
        return _refused(
            gettext("The board of %(day)s takes no more scores.") % {"day": found.isoformat()}
        )
    rules = request.POST.get("rules", "")
    if rules not in engine.RULES:
        return _refused(gettext("Choose Amsterdam or Rotterdam rules."), "rules")
    try:
        name = clean_name(request.POST.get("name", ""))
    except RuleError as error:
        return _refused(error.reason(gettext), "name")
    if not 1 <= len(name) <= NAME_LENGTH:
        return _refused(
            gettext("a player's name must be 1 to %(length)d characters long")
            % {"length": NAME_LENGTH},
            "name",
        )
    text = request.POST.get("record", "")
    try:
        if len(text) > RECORD_MAX_CHARS:
            raise ValueError
        record = json.loads(text)
        claimed = json.loads(request.POST.get("scores", ""))
    except (ValueError, RecursionError):
        return _refused(gettext("The record could not be read."), "record")
    try:
        replayed = practice.replay(found.isoformat(), rules, record)
    except practice.PracticeError as error:
        return _refused(error.reason(gettext), "record")
    totals = replayed["sheet"]["totals"]
    if claimed != totals:
        return _refused(
            gettext(
                "The record gives %(ours)d to %(theirs)d, not the scores sent: it is not the "
                "game that was played."
            )
            % {"ours": totals[0], "theirs": totals[1]},
            "scores",
        )
    phone = _phone(request)
    if BoardEntry.objects.filter(day=found, phone=phone).exists():
        return _error(gettext("This phone has posted its game of that day already."), 409)
    try:
        BoardEntry.objects.create(
            day=found,
            rules=rules,
            phone=phone,
            name=name,
            record=record,
            score=totals[0],
            against=totals[1],
        )
    except IntegrityError:  # the same phone, twice at once
        return _error(gettext("This phone has posted its game of that day already."), 409)
    shown = _board(found, rules, phone)
    mine = next(entry for entry in shown["entries"] if entry["mine"])
    return JsonResponse(
        {"ok": True, "rank": mine["rank"], "board": shown},
        json_dumps_params={"ensure_ascii": False},
    )
