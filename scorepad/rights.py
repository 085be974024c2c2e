"""Who may do what with a game: a ``Right`` of the phone's session over it (there are no
accounts).

The phone that starts or imports a game may edit it, an editor link gives another phone the same
right, and a follow link lets a phone watch. A right remembers the pair of links it came from,
so that new links end every right granted through the old ones: every right but the one of the
phone that started the game, which no link gave and none takes away. Only that phone may make
new links; an editor who came through a link enters scores as it does.

Every view of a game is a ``game_view``: it finds the game and this phone's right over it in
one query, answers 404 to anyone else (a stranger, a follower at an editor's URL, a phone
whose links were renewed), whatever the method, and calls the view with the game and the right.

Each right is a row of its own, so two requests of one phone (two imports at once, two tabs)
each add their own and never need to merge a session. The session keeps only how this phone
shows sheets (``hundreds``), what it last undid, and the day it was last used.

A phone keeps at most ``GAMES_KEPT`` games, whatever path adds them (a new game, an import, a
link, a rematch, a phone's key): every page that lists a phone's games is bounded by it.

A phone's key (``PhoneKey``) brings the games that phone held when the key was made, each as
an editor or a follower, as it was there: never the starter's right (new links stay with the
phone that started the game), and never a game that came to the phone after the key. A new
key replaces the old one, which then opens nothing.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from datetime import timedelta
from functools import wraps
from typing import Any

from django.contrib.sessions.models import Session
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone

from scorepad.models import EDIT, FOLLOW, Game, PhoneKey, Right

__all__ = ["EDIT", "FOLLOW", "GAMES_KEPT", "game_view", "grant", "holds", "renew_phone_key"]

GAMES_KEPT = 100
SESSION_HUNDREDS = "hundreds"
SESSION_UNDONE = "undone"
SESSION_SEEN = "seen"
WORTH = {FOLLOW: 0, EDIT: 1}


def links_of(game: Game) -> str:
    """Which pair of links a right comes from: new links end every right granted through the
    old ones."""
    return hashlib.sha256(f"{game.edit_token}|{game.follow_token}".encode()).hexdigest()[:16]


def holds(right: Right, game: Game) -> bool:
    """Whether the right holds: this phone started the game, or its right came from the
    game's current links."""
    return right.started or secrets.compare_digest(right.links, links_of(game))


def _phone(request: HttpRequest) -> str | None:
    """The session key this request came with (whether it names a live session is for the
    queries below: a right lives only as long as its session)."""
    key: str | None = request.session.session_key
    return key


def rights(request: HttpRequest) -> QuerySet[Right]:
    """This phone's rights, oldest first, each with its game."""
    key = _phone(request)
    if key is None:
        return Right.objects.none()
    return (
        Right.objects.filter(session_id=key, session__expire_date__gt=timezone.now())
        .select_related("game")
        .order_by("granted", "pk")
    )


def held(request: HttpRequest) -> list[Right]:
    """This phone's rights that hold, oldest first: of its newest ``GAMES_KEPT`` at most, so
    that no page listing them costs more, whatever a phone held before the limit held on
    every path."""
    newest = list(rights(request).order_by("-granted", "-pk")[:GAMES_KEPT])
    return [right for right in reversed(newest) if holds(right, right.game)]


def right_of(request: HttpRequest, game: Game) -> Right | None:
    """This phone's right over the game, if it holds."""
    right = rights(request).filter(game=game).first()
    return right if right is not None and holds(right, game) else None


def role_of(request: HttpRequest, game: Game) -> str | None:
    """This phone's role in the game (edit or follow), or None: a stranger, or a phone whose
    right came through links that have been renewed since."""
    right = right_of(request, game)
    return None if right is None else right.role


def _own_session(request: HttpRequest) -> str:
    """This phone's session key, the session stored now if it is new or no longer in the
    database (a right names its row)."""
    session = request.session
    key = session.session_key
    live = Session.objects.filter(session_key=key, expire_date__gt=timezone.now())
    if key is None or not live.exists():
        session.create()  # a new key, stored with what the session holds; its cookie follows
    key = session.session_key
    assert key is not None
    return key


def grant(request: HttpRequest, game: Game, role: str, *, starter: bool = False) -> None:
    """Give this phone the right, as its newest game (``starter``: this phone started it);
    only the newest ``GAMES_KEPT`` are kept, so that no phone's list grows without end. A follow
    link never takes away an editor's right that still holds."""
    key = _own_session(request)
    now = timezone.now()
    with transaction.atomic():
        current = Right.objects.select_for_update().filter(session_id=key, game=game).first()
        if current is None:
            try:
                with transaction.atomic():
                    Right.objects.create(
                        session_id=key,
                        game=game,
                        role=role,
                        started=starter,
                        links=links_of(game),
                        granted=now,
                    )
            except IntegrityError:
                # The same phone's other request granted it meanwhile: this one's grant
                # goes over it, as it would have a moment later.
                current = Right.objects.select_for_update().get(session_id=key, game=game)
        if current is not None:
            if current.role == EDIT and holds(current, game):
                role = EDIT
            current.role, current.links, current.granted = role, links_of(game), now
            current.started = current.started or starter
            current.save(update_fields=["role", "links", "granted", "started"])
        _forget_the_oldest(key)
    slide(request)


def _forget_the_oldest(key: str) -> None:
    kept = Right.objects.filter(session_id=key).order_by("-granted", "-pk")
    forgotten = list(kept.values_list("pk", flat=True)[GAMES_KEPT:])
    if forgotten:
        Right.objects.filter(pk__in=forgotten).delete()


def forgotten_next(request: HttpRequest) -> Game | None:
    """The game this phone forgets when it starts or opens one more, if it holds as many as it
    keeps: said on the home page before it happens, with a way to keep it."""
    kept = rights(request)
    if kept.count() < GAMES_KEPT:
        return None
    oldest = kept.first()
    return None if oldest is None else oldest.game


def end_link_rights(game: Game) -> None:
    """After new links: every right that came through the old ones ends (the phones that
    started the game keep theirs)."""
    Right.objects.filter(game=game, started=False).delete()


def slide(request: HttpRequest) -> None:
    """A phone that uses its games keeps its session (and so its rights): saved again once a
    day, so it ends ``SESSION_COOKIE_AGE`` after the last use rather than after the first."""
    today = timezone.now().date().isoformat()
    if request.session.get(SESSION_SEEN) != today:
        request.session[SESSION_SEEN] = today


def _held_games(request: HttpRequest) -> list[int]:
    return [right.game_id for right in held(request)]


def phone_key(request: HttpRequest) -> PhoneKey:
    """This phone's personal key, made the first time it is asked for: it brings the games
    this phone holds then."""
    session = _own_session(request)
    found = PhoneKey.objects.filter(session_key=session).first()
    if found is not None:
        return found
    try:
        with transaction.atomic():
            return PhoneKey.objects.create(session_key=session, games=_held_games(request))
    except IntegrityError:  # the same phone's other request made it meanwhile
        return PhoneKey.objects.get(session_key=session)


def renew_phone_key(request: HttpRequest) -> PhoneKey:
    """A new key for this phone, bringing the games it holds now; the old key opens nothing
    from now on (its row is gone)."""
    session = _own_session(request)
    games = _held_games(request)
    with transaction.atomic():
        PhoneKey.objects.filter(session_key=session).delete()
        try:
            with transaction.atomic():
                return PhoneKey.objects.create(session_key=session, games=games)
        except IntegrityError:  # a second tap on the same phone renewed it meanwhile
            return PhoneKey.objects.get(session_key=session)


def phone_of_key(key: str) -> PhoneKey | None:
    """The key, if it names a phone whose session lives (unknown keys, renewed ones and those
    of ended sessions name none)."""
    found = PhoneKey.objects.filter(key=key).first()
    if found is None:
        return None
    live = Session.objects.filter(session_key=found.session_key, expire_date__gt=timezone.now())
    return found if live.exists() else None


def _brought(key: PhoneKey) -> list[Right]:
    """The rights a key brings: its phone's rights over the games the key names that still
    hold there, oldest first."""
    theirs = (
        Right.objects.filter(session_id=key.session_key, game_id__in=key.games[:GAMES_KEPT])
        .select_related("game")
        .order_by("granted", "pk")
    )
    return [right for right in theirs if holds(right, right.game)]


def games_of_key(key: PhoneKey) -> int:
    """How many games the key brings."""
    return len(_brought(key))


def games_new_to(request: HttpRequest, key: PhoneKey) -> tuple[int, int]:
    """How many of the key's games this phone does not hold yet, and how many of its own it
    would forget to keep its newest ``GAMES_KEPT``."""
    mine = set(rights(request).values_list("game_id", flat=True))
    new = sum(right.game_id not in mine for right in _brought(key))
    return new, max(0, len(mine) + new - GAMES_KEPT)


def bring(request: HttpRequest, key: PhoneKey) -> int:
    """The games a phone's key brings, added to this phone's as its newest, each with the
    role it has there (a right this phone already has is kept where it is worth more): an
    editor's right where that phone started the game, since new links stay with the phone
    that started it. The oldest beyond ``GAMES_KEPT`` are forgotten. How many games were new
    to this phone."""
    mine_key = _own_session(request)
    if mine_key == key.session_key:
        return 0
    now = timezone.now()
    new = 0
    theirs = _brought(key)
    with transaction.atomic():
        mine = {
            right.game_id: right
            for right in Right.objects.select_for_update().filter(session_id=mine_key)
        }
        for their in theirs:
            role = EDIT if their.started else their.role
            right = mine.get(their.game_id)
            if right is None:
                new += 1
                right = Right(session_id=mine_key, game_id=their.game_id, granted=now)
                now += timedelta(microseconds=1)  # in the order the other phone had them
            elif holds(right, their.game) and WORTH[right.role] >= WORTH[role]:
                continue
            right.role, right.links = role, links_of(their.game)
            right.save()
        _forget_the_oldest(mine_key)
    slide(request)
    return new


def game_view(role: str = FOLLOW) -> Callable[[Callable[..., HttpResponse]], Callable[..., Any]]:
    """A view of one game, outside its method guards: the game and this phone's right over it
    are found in one query and the view is called with both (``view(request, game, right,
    ...)``); a phone without the right (a stranger, a follower where ``role`` is ``EDIT``, a
    phone whose links were renewed) gets 404 for every URL of the game, whatever the method,
    so nothing tells it the game exists."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def guarded(
            request: HttpRequest, public_id: str, *args: Any, **kwargs: Any
        ) -> HttpResponse:
            right = rights(request).filter(game__public_id=public_id).first()
            if right is None or not holds(right, right.game):
                raise Http404
            if role == EDIT and right.role != EDIT:
                raise Http404
            slide(request)
            return view(request, right.game, right, *args, **kwargs)

        return guarded

    return decorator


def hundreds(request: HttpRequest) -> bool:
    """Whether this phone shows scores in hundreds, where the game offers it."""
    return bool(request.session.get(SESSION_HUNDREDS, False))
