"""Who may do what in a club: a ``ClubRight`` of the phone's session (there are no accounts), as
a game's ``Right`` is.

The phone that founds a club directs it. The club's director, table and screen links give other
phones their part: a director runs nights, a table's phone opens its table's game and sees the
standings, the screen shows them. Each link is revocable as a game's are: new links of a role
end every right that came through the old ones, but the founder's, which no link gave. Only the
founder makes new director links; any director makes new table and screen links.

Every view of a club is a ``club_view``: it finds the club and this phone's right over it in
one query, answers 404 to anyone without one of the roles it names, whatever the method, and
calls the view with both (``view(request, club, right, ...)``).

A table's game is a normal game: a table's phone (or a director entering the paper tally) is
given a ``scorepad.models.Right`` to edit it when it opens the table. New table links give
every game of the club new links too, so that no phone that came through the old ones keeps
editing a table.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.sessions.models import Session
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone

from scorepad.clubs.models import DIRECTOR, ROLES, SCREEN, TABLE, Club, ClubRight
from scorepad.models import Game
from scorepad.rights import end_link_rights
from scorepad.tokens import new_token

__all__ = ["DIRECTOR", "ROLES", "SCREEN", "TABLE", "club_view", "grant", "renew"]

WORTH = {SCREEN: 0, TABLE: 1, DIRECTOR: 2}
# What each role sees: a director everything; a table its tables, the standings and the screen;
# the screen the standings and the screen.
EVERYONE = ROLES
TABLES = (DIRECTOR, TABLE)


def links_of(club: Club, role: str) -> str:
    """Which link a right comes from: new links of its role end it."""
    return hashlib.sha256(f"{role}|{club.token(role)}".encode()).hexdigest()[:16]


def holds(right: ClubRight, club: Club) -> bool:
    return right.founded or secrets.compare_digest(right.links, links_of(club, right.role))


def club_rights(request: HttpRequest) -> QuerySet[ClubRight]:
    """This phone's rights over clubs, each with its club (a right lives as long as its
    session)."""
    key = request.session.session_key
    if key is None:
        return ClubRight.objects.none()
    return ClubRight.objects.filter(
        session_id=key, session__expire_date__gt=timezone.now()
    ).select_related("club")


def held(request: HttpRequest) -> list[ClubRight]:
    """This phone's rights that hold, the clubs by name."""
    found = [right for right in club_rights(request) if holds(right, right.club)]
    return sorted(found, key=lambda right: (right.club.name.casefold(), right.club.pk))


def _own_session(request: HttpRequest) -> str:
    """This phone's session key, the session stored now if it is new or no longer in the
    database (a right names its row)."""
    session = request.session
    key = session.session_key
    live = Session.objects.filter(session_key=key, expire_date__gt=timezone.now())
    if key is None or not live.exists():
        session.create()
    key = session.session_key
    assert key is not None
    return key


def grant(request: HttpRequest, club: Club, role: str, *, founder: bool = False) -> None:
    """Give this phone the role in the club; a link never takes away a greater role that still
    holds (a director who opens the screen link stays the director)."""
    key = _own_session(request)
    now = timezone.now()
    with transaction.atomic():
        current = ClubRight.objects.select_for_update().filter(session_id=key, club=club).first()
        if current is None:
            try:
                with transaction.atomic():
                    ClubRight.objects.create(
                        session_id=key,
                        club=club,
                        role=role,
                        founded=founder,
                        links=links_of(club, role),
                        granted=now,
                    )
                return
            except IntegrityError:
                # The same phone's other request granted it meanwhile.
                current = ClubRight.objects.select_for_update().get(session_id=key, club=club)
        if holds(current, club) and WORTH[current.role] >= WORTH[role]:
            return
        current.role, current.links, current.granted = role, links_of(club, role), now
        current.founded = current.founded or founder
        current.save(update_fields=["role", "links", "granted", "founded"])


def may_renew(right: ClubRight, role: str) -> bool:
    """Only the founder makes new director links; every director new table and screen links."""
    if right.role != DIRECTOR:
        return False
    return right.founded if role == DIRECTOR else True


def renew(club: Club, role: str) -> None:
    """New links of a role: the old ones open nothing, and every phone that came through them
    loses its right (the founder keeps theirs). New table links give every table's game new
    links as well, which ends the rights that table phones were given over them."""
    with transaction.atomic():
        setattr(club, f"{role}_token", new_token())
        club.save(update_fields=[f"{role}_token"])
        ClubRight.objects.filter(club=club, role=role, founded=False).delete()
        if role == TABLE:
            games = list(Game.objects.filter(club_table__round__night__club=club))
            for game in games:
                game.edit_token, game.follow_token = new_token(), new_token()
                game.updated = timezone.now()
            Game.objects.bulk_update(games, ["edit_token", "follow_token", "updated"])
            for game in games:
                end_link_rights(game)


def club_view(*roles: str) -> Callable[[Callable[..., HttpResponse]], Callable[..., Any]]:
    """A view of one club for the phones holding one of ``roles`` (every role if none is
    named): the club and this phone's right over it are found in one query and the view is
    called with both; any other phone gets 404, whatever the method."""
    allowed = roles or EVERYONE

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def guarded(request: HttpRequest, club_id: str, *args: Any, **kwargs: Any) -> HttpResponse:
            right = club_rights(request).filter(club__public_id=club_id).first()
            if right is None or not holds(right, right.club) or right.role not in allowed:
                raise Http404
            return view(request, right.club, right, *args, **kwargs)

        return guarded

    return decorator
