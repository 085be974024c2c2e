"""Klaverjas against the computer, as the server answers it: the page (the game plays in the
browser), the day's first deal and the computer's play of it as JSON, and the day's leaderboard,
where a phone posts the record of its game and the server replays it before ranking it.

Each rules has a board of its own each day (the Amsterdam and the Rotterdam game of a day are
two entries), taking one entry a phone, one a client address, and a name once. A post sent again
(a retry after a lost answer) is recognised as the entry it made: the same game, the same name,
from the same phone or address, is answered as posted, never refused or counted twice."""

from __future__ import annotations

import datetime
import hashlib
import hmac
import ipaddress
import json
import re
import secrets
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language, gettext, gettext_noop
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
# What the replay shows of a score, and what it cannot (the board says it, and the page).
CHECKED = gettext_noop(
    "The server replays every score on the board: it is checked for legal play, not for help."
    " Nothing tells whether a program or a friend chose the cards."
)


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


def _rule_names() -> dict[str, str]:
    return {"amsterdam": gettext("Amsterdam"), "rotterdam": gettext("Rotterdam")}


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
            "rule_sets": list(_rule_names().items()),
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
    return {
        "date": day.isoformat(),
        "rules": rules,
        "count": len(entries),
        "entries": shown,
        "checked": gettext(CHECKED),
    }


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
    had_a_token = isinstance(request.session.get(SESSION_PHONE), str)
    entry = BoardEntry(
        day=found,
        rules=rules,
        phone=_phone(request),
        address=_address_of(request, found),
        name=name,
        name_key=name_key(name),
        record=record,
        score=totals[0],
        against=totals[1],
    )
    earlier, why = _earlier(entry)
    if earlier is None:
        try:
            with transaction.atomic():
                entry.save()
        except IntegrityError:  # the same phone, address or name at the same moment
            earlier, why = _earlier(entry)
    if earlier is not None:
        if why != "name" and earlier.record == entry.record and earlier.name == entry.name:
            # The same game sent again (its answer lost, or a double tap): it is on the board.
            # A phone new to the board (its first answer, and the cookie naming it, lost) is
            # the phone that posted it from now on.
            if not had_a_token:
                request.session[SESSION_PHONE] = earlier.phone
            entry.phone = earlier.phone
        else:
            return _taken(why, entry, earlier)
    shown = _board(found, rules, entry.phone)
    mine = next(shown_entry for shown_entry in shown["entries"] if shown_entry["mine"])
    return JsonResponse(
        {"ok": True, "rank": mine["rank"], "board": shown},
        json_dumps_params={"ensure_ascii": False},
    )


def name_key(name: str) -> str:
    """A name as the board compares names: one name whatever its case or its spaces."""
    return " ".join(name.casefold().split())


def _address_of(request: HttpRequest, day: datetime.date) -> str:
    """Where a post came from, as the board keeps it: a digest of the client's address
    (``scorepad.ratelimit.client_ip``, behind the trusted proxies) keyed with the secret key
    and the day, so that the address itself is never stored and no two days' entries can be
    matched. An IPv6 client counts by its /64, which one line or phone is given whole."""
    client = ratelimit.client_ip(request)
    try:
        address = ipaddress.ip_address(client)
    except ValueError:
        where = client or "-"
    else:
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        prefix = 64 if address.version == 6 else 32
        where = str(ipaddress.ip_network(f"{address}/{prefix}", strict=False))
    seed = f"{day.isoformat()}|{where}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), seed, hashlib.sha256).hexdigest()[:32]


def _earlier(entry: BoardEntry) -> tuple[BoardEntry | None, str]:
    """The entry of this board that keeps this one off it, and why: the same phone or
    address posted (``phone``, ``address``), or the name is taken (``name``)."""
    board = BoardEntry.objects.filter(day=entry.day, rules=entry.rules)
    same = board.filter(Q(phone=entry.phone) | Q(address=entry.address)).first()
    if same is not None:
        return same, "phone" if same.phone == entry.phone else "address"
    named = board.filter(name_key=entry.name_key).first()
    return (named, "name") if named is not None else (None, "")


def _taken(why: str, entry: BoardEntry, earlier: BoardEntry) -> JsonResponse:
    rules = _rule_names()[entry.rules]
    if why == "name":
        return _refused(
            gettext("“%(name)s” is on this board already: choose another name.")
            % {"name": earlier.name},
            "name",
        )
    if why == "phone":
        message = gettext("This phone has posted its %(rules)s game of that day already.")
    else:
        message = gettext(
            "That day's %(rules)s board has a game from your address already: it takes one a"
            " day from each address (a phone, or a router and the phones behind it)."
        )
    return _error(message % {"rules": rules}, 409)
