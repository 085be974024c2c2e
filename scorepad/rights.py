"""Who may do what with a game, kept in the phone's session: there are no accounts.

The phone that starts or imports a game may edit it, an editor link gives another phone the same
right, and a follow link lets a phone watch. A right remembers the pair of links it came from,
so that new links end every right granted through the old ones: every right but the one of the
phone that started the game, which no link gave and none takes away. Only that phone may make
new links; an editor who came through a link enters scores as it does. Every view of a game
looks it up through ``get_game_for_viewer`` or ``get_game_for_editor`` (behind
``strangers_get_404``), so anyone else, a phone whose links were renewed too, gets 404 for
every URL of the game, whatever the method.

The session also keeps how this phone shows sheets (``hundreds``) and what it last undid.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.sessions.backends.base import SessionBase
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone

from scorepad.fastpath import read_game
from scorepad.fastpath.sessions import SessionStore
from scorepad.models import Game, PhoneKey

SESSION_GAMES = "games"
SESSION_LINKS = "links"
SESSION_HUNDREDS = "hundreds"
SESSION_UNDONE = "undone"
SESSION_STARTED = "started"
SESSION_SEEN = "seen"
EDIT = "edit"
FOLLOW = "follow"
SESSION_GAMES_KEPT = 100
# The game's row as this request last read it, for the view to use: read with the session
# by ``strangers_get_404``, then again under its lock by a change (``views.entry``).
GAME_READ = "_scorepad_game_read"


def roles(request: HttpRequest) -> dict[str, str]:
    """This phone's games: public id -> its role (edit or follow), oldest first."""
    kept = request.session.get(SESSION_GAMES)
    return kept if isinstance(kept, dict) else {}


def _links(request: HttpRequest) -> dict[str, str]:
    links = request.session.get(SESSION_LINKS)
    return links if isinstance(links, dict) else {}


def _links_fingerprint(edit_token: str, follow_token: str) -> str:
    """Which pair of links a right came from: new links end every right granted through the
    old ones."""
    return hashlib.sha256(f"{edit_token}|{follow_token}".encode()).hexdigest()[:16]


def started(request: HttpRequest, public_id: str) -> bool:
    """Whether this phone started (or imported) the game: its right came from no link."""
    kept = request.session.get(SESSION_STARTED)
    return isinstance(kept, list) and public_id in kept


def holds(request: HttpRequest, public_id: str, edit_token: str, follow_token: str) -> bool:
    """Whether this phone's right over the game holds: it started the game, or its right came
    from the game's current links."""
    if started(request, public_id):
        return True
    fingerprint = _links_fingerprint(edit_token, follow_token)
    return secrets.compare_digest(_links(request).get(public_id, ""), fingerprint)


def grant(request: HttpRequest, game: Game, role: str, *, starter: bool = False) -> None:
    """Remember the right in the session, as its newest game (``starter``: this phone started
    it); only the newest ``SESSION_GAMES_KEPT`` are kept, so that no session grows without
    end."""
    kept, links = dict(roles(request)), dict(_links(request))
    current = kept.pop(game.public_id, None) == EDIT and holds(
        request, game.public_id, game.edit_token, game.follow_token
    )
    # A follow link never takes an editor's right away.
    kept[game.public_id] = EDIT if current else role
    links[game.public_id] = _links_fingerprint(game.edit_token, game.follow_token)
    for forgotten in list(kept)[:-SESSION_GAMES_KEPT]:
        del kept[forgotten]
    request.session[SESSION_GAMES] = kept
    request.session[SESSION_LINKS] = {key: links[key] for key in kept if key in links}
    starters = [key for key in request.session.get(SESSION_STARTED) or [] if key in kept]
    if starter and game.public_id not in starters:
        starters.append(game.public_id)
    if starters or SESSION_STARTED in request.session:
        request.session[SESSION_STARTED] = starters


def merge_rights(ours: SessionBase, stored: dict[str, Any], read: dict[str, Any]) -> None:
    """Into the session this request is saving (``ours``), what another request of the same
    phone saved since this one read it (``stored``, against ``read``): a right granted or
    changed there is kept, unless this request changed the same game's too (then its own
    wins); one this request forgot stays forgotten."""
    for name in (SESSION_GAMES, SESSION_LINKS):
        mine, theirs, before = (
            value if isinstance(value, dict) else {}
            for value in (ours.get(name), stored.get(name), read.get(name))
        )
        merged = dict(mine)
        for public_id, value in theirs.items():
            if public_id not in before and public_id not in mine:
                merged[public_id] = value  # granted there since
            elif public_id in mine and mine[public_id] == before.get(public_id) != value:
                merged[public_id] = value  # changed there, not here
        if merged or name in ours:
            ours[name] = merged
    mine_started, theirs_started, before_started = (
        value if isinstance(value, list) else []
        for value in (
            ours.get(SESSION_STARTED),
            stored.get(SESSION_STARTED),
            read.get(SESSION_STARTED),
        )
    )
    added = [key for key in theirs_started if key not in before_started and key not in mine_started]
    if added:
        ours[SESSION_STARTED] = [*mine_started, *added]


def slide(request: HttpRequest) -> None:
    """A phone that holds games and uses them keeps its session: saved again once a day, so it
    ends ``SESSION_COOKIE_AGE`` after the last use rather than after the first."""
    if SESSION_GAMES in request.session:
        today = timezone.now().date().isoformat()
        if request.session.get(SESSION_SEEN) != today:
            request.session[SESSION_SEEN] = today


def phone_key(request: HttpRequest) -> str:
    """This phone's personal key (made the first time it is asked for)."""
    if request.session.session_key is None:
        request.session.save()
    assert request.session.session_key is not None
    key, _made = PhoneKey.objects.get_or_create(session_key=request.session.session_key)
    return key.key


def rights_of_key(key: str) -> dict[str, Any] | None:
    """The rights kept in the session a personal key names, or None for a key that names
    none (unknown, or its session has ended)."""
    found = PhoneKey.objects.filter(key=key).first()
    if found is None:
        return None
    stored = SessionStore(found.session_key).load()
    return stored if isinstance(stored.get(SESSION_GAMES), dict) else None


def bring(request: HttpRequest, rights: dict[str, Any]) -> int:
    """The games of another session (a personal key's) added to this phone's, each with the
    role, the links and the start it had there; a right this phone already has is kept where
    it is worth more. How many games were new to this phone."""
    kept, links = dict(roles(request)), dict(_links(request))
    starters = list(request.session.get(SESSION_STARTED) or [])
    theirs, their_links = rights.get(SESSION_GAMES) or {}, rights.get(SESSION_LINKS) or {}
    new = 0
    for public_id, role in theirs.items():
        if role not in (EDIT, FOLLOW):
            continue
        if public_id not in kept:
            new += 1
        if kept.get(public_id) != EDIT or role == EDIT:
            kept[public_id] = role
            if public_id in their_links:
                links[public_id] = their_links[public_id]
    for public_id in rights.get(SESSION_STARTED) or []:
        if public_id in kept and public_id not in starters:
            starters.append(public_id)
            kept[public_id] = EDIT
    request.session[SESSION_GAMES] = kept
    request.session[SESSION_LINKS] = {key: links[key] for key in kept if key in links}
    if starters:
        request.session[SESSION_STARTED] = starters
    return new


def viewer_role(request: HttpRequest, game: Game) -> str | None:
    """This phone's role in the game (edit or follow), or None: a stranger, or a phone whose
    right came through links that have been renewed since."""
    role = roles(request).get(game.public_id)
    if role not in (EDIT, FOLLOW):
        return None
    if not holds(request, game.public_id, game.edit_token, game.follow_token):
        return None
    return role


def get_game_for_viewer(request: HttpRequest, public_id: str) -> tuple[Game, str]:
    """The game and this phone's role in it (edit or follow), or 404 for anyone else."""
    game: Game | None = getattr(request, GAME_READ, None)
    if game is None or game.public_id != public_id:
        game = read_game(public_id)
    role = None if game is None else viewer_role(request, game)
    if game is None or role is None:
        raise Http404
    return game, role


def get_game_for_editor(request: HttpRequest, public_id: str) -> Game:
    """The game, if this phone may edit it; 404 for followers and strangers alike."""
    game, role = get_game_for_viewer(request, public_id)
    if role != EDIT:
        raise Http404
    return game


def strangers_get_404(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Outside the method guards: a phone without rights (a stranger, or a phone whose links
    were renewed) gets 404 for every URL of the game, whatever the method, so nothing tells it
    the game exists."""

    @wraps(view)
    def guarded(request: HttpRequest, public_id: str, *args: Any, **kwargs: Any) -> HttpResponse:
        # The game is read with the session, in one round trip; for the view if it may see it.
        game = read_game(public_id, session=request.session)
        if game is None or viewer_role(request, game) is None:
            raise Http404
        slide(request)
        setattr(request, GAME_READ, game)
        return view(request, public_id, *args, **kwargs)

    return guarded


def hundreds(request: HttpRequest) -> bool:
    """Whether this phone shows scores in hundreds, where the game offers it."""
    return bool(request.session.get(SESSION_HUNDREDS, False))
