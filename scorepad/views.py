"""The score-keeping pages: one function per action.

Who may do what is kept in the session, without accounts: the device that starts or imports
a game may edit it, an editor link gives another phone the same right, and a follow link lets
a phone watch. Every view of a game looks it up through ``_get_game_for_viewer`` or
``_get_game_for_editor``, so anyone else gets 404 for every URL of the game.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import secrets
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.db import IntegrityError, connection, transaction
from django.db.models import F
from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseRedirect,
    JsonResponse,
)
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import replace_url

from scorepad import exports, gamefile, offline, ratelimit
from scorepad.forms import PHASES, DealForm, ImportForm, NewGameForm
from scorepad.games.core import RuleError
from scorepad.games.base import GameType
from scorepad.kept_pages import kept_rendered, key_of, page_key
from scorepad.middleware import is_cross_site
from scorepad.models import Deal, Game, new_token
from scorepad.partials import HtmxHttpRequest, partial_target, render_partial, vary_on_htmx
from scorepad.pdf import pdf_bytes
from scorepad.stats import finished_games, player_records

SESSION_GAMES = "games"
EDIT = "edit"
FOLLOW = "follow"
SESSION_HUNDREDS = "hundreds"
SESSION_UNDONE = "undone"
SESSION_LINKS = "links"
SESSION_GAMES_KEPT = 100
# The game's row as this request last read it, for the view to use: read with the session
# by ``_strangers_get_404``, then again under its lock by ``_one_change_at_a_time``.
GAME_READ = "_scorepad_game_read"
RECENT_GAMES = 30
SUMMARY_SECONDS = 7 * 24 * 3600
POLL_SECONDS = 3

TEMPLATE = "scorepad/game.html"
# The elements of the game page that an htmx request may replace on their own.
BOARD_PARTIALS = ("board", "sheet", "entry")


class SeeOther(HttpResponseRedirect):
    status_code = 303


# Rights, kept in the session


def _roles(request: HttpRequest) -> dict[str, str]:
    roles = request.session.get(SESSION_GAMES)
    return roles if isinstance(roles, dict) else {}


def _links(request: HttpRequest) -> dict[str, str]:
    links = request.session.get(SESSION_LINKS)
    return links if isinstance(links, dict) else {}


def _links_fingerprint(edit_token: str, follow_token: str) -> str:
    """Which pair of links a right came from: new links (``renew_links``) end every right
    granted through the old ones."""
    return hashlib.sha256(f"{edit_token}|{follow_token}".encode()).hexdigest()[:16]


def _held(links: dict[str, str], public_id: str, edit_token: str, follow_token: str) -> bool:
    """Whether this device's right over the game came from the game's current links."""
    fingerprint = _links_fingerprint(edit_token, follow_token)
    return secrets.compare_digest(links.get(public_id, ""), fingerprint)


def _holds(request: HttpRequest, game: Game) -> bool:
    return _held(_links(request), game.public_id, game.edit_token, game.follow_token)


def _grant(request: HttpRequest, game: Game, role: str) -> None:
    """Remember the right in the session, as its newest game; only the newest
    ``SESSION_GAMES_KEPT`` are kept, so that no session grows without end."""
    roles, links = dict(_roles(request)), dict(_links(request))
    current = roles.pop(game.public_id, None) == EDIT and _holds(request, game)
    # A follow link never takes an editor's right away.
    roles[game.public_id] = EDIT if current else role
    links[game.public_id] = _links_fingerprint(game.edit_token, game.follow_token)
    for forgotten in list(roles)[:-SESSION_GAMES_KEPT]:
        del roles[forgotten]
    request.session[SESSION_GAMES] = roles
    request.session[SESSION_LINKS] = {key: links[key] for key in roles if key in links}


def _viewer_role(request: HttpRequest, game: Game) -> str | None:
    """This device's role in the game (edit or follow), or None: a stranger, or a device
    whose right came through links that have been renewed since."""
    role = _roles(request).get(game.public_id)
    if role not in (EDIT, FOLLOW) or not _holds(request, game):
        return None
    return role


def _get_game_for_viewer(request: HttpRequest, public_id: str) -> tuple[Game, str]:
    """The game and this device's role in it (edit or follow), or 404 for anyone else."""
    game: Game | None = getattr(request, GAME_READ, None)
    if game is None or game.public_id != public_id:
        game = Game.objects.by_public_id(public_id)
    role = None if game is None else _viewer_role(request, game)
    if game is None or role is None:
        raise Http404
    return game, role


def _strangers_get_404(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Outside the method guards: a device without rights gets 404 for every URL of the game,
    whatever the method, so nothing tells it the game exists."""

    @wraps(view)
    def guarded(request: HttpRequest, public_id: str, *args: Any, **kwargs: Any) -> HttpResponse:
        # The game is read with the session, in one round trip; for the view if it may see it.
        game = Game.objects.by_public_id(public_id, session=request.session)
        if _roles(request).get(public_id) not in (EDIT, FOLLOW):
            raise Http404
        setattr(request, GAME_READ, game)
        return view(request, public_id, *args, **kwargs)

    return guarded


def _one_change_at_a_time(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A change to a game runs in one transaction that first locks the game's row, so that
    it reads the deals, checks the rules and writes with no other change to that game in
    between: a second phone's change waits, then finds the sheet moved and gets the conflict
    answer (409) with the sheet as it stands."""

    @wraps(view)
    def serialised(request: HttpRequest, public_id: str, *args: Any, **kwargs: Any) -> HttpResponse:
        with transaction.atomic():
            games = Game.objects.filter(public_id=public_id)
            if connection.features.has_select_for_update:
                # The row is locked and read in one query; the view takes it from here.
                setattr(request, GAME_READ, games.select_for_update().first())
            else:
                # SQLite has no row locks: a write takes the database's write lock now rather
                # than at the first insert (settings' IMMEDIATE transactions do it already).
                games.update(public_id=F("public_id"))
                # Read again under the lock: what was read with the session may be stale.
                setattr(request, GAME_READ, Game.objects.by_public_id(public_id))
            return view(request, public_id, *args, **kwargs)

    return serialised


def _get_game_for_editor(request: HttpRequest, public_id: str) -> Game:
    """The game, if this device may edit it; 404 for followers and strangers alike."""
    game, role = _get_game_for_viewer(request, public_id)
    if role != EDIT:
        raise Http404
    return game


def _options(game: Game) -> dict[str, Any]:
    """The game's options with every default filled in, as the engines take them."""
    return game.type.engine.clean_options(dict(game.options))


def _token_matches(given: str, expected: str) -> bool:
    return secrets.compare_digest(given.encode(), expected.encode())


# Home: start, import, resume


def _device_game_states(request: HttpRequest) -> list[tuple[str, str, str]]:
    """The games kept on this device, newest change first: each one's id, last change (as
    text) and this device's role, read as plain values (the home page is usually kept
    rendered under them, and needs no more)."""
    roles, links = _roles(request), _links(request)
    return [
        (public_id, updated, roles[public_id])
        for public_id, updated, edit_token, follow_token in Game.objects.changes(list(roles))
        if _held(links, public_id, edit_token, follow_token)
    ][:RECENT_GAMES]


def _device_game_list(request: HttpRequest) -> list[tuple[Game, str]]:
    """The same games as ``_device_game_states``, whole, with this device's role in each."""
    states = _device_game_states(request)
    games = Game.objects.in_bulk(
        [public_id for public_id, _at, _role in states], field_name="public_id"
    )
    return [(games[public_id], role) for public_id, _at, role in states if public_id in games]


def _device_games(games: list[tuple[Game, str]]) -> list[dict[str, Any]]:
    """The home page's list: unfinished games first, newest first within each.

    Each game's summary (deals, finished, winners, totals) is cached under its last change,
    so the home page computes only the sheets that changed since it was last shown."""
    keys = {game.pk: f"summary:{game.public_id}:{game.updated.isoformat()}" for game, _ in games}
    summaries: dict[str, dict[str, Any]] = caches["default"].get_many(list(keys.values()))
    missing = [game for game, _role in games if keys[game.pk] not in summaries]
    if missing:
        deals: dict[int, list[dict[str, Any]]] = {game.pk: [] for game in missing}
        for game_id, data in Deal.objects.filter(game__in=missing).values_list("game_id", "data"):
            deals[game_id].append(data)
        fresh = {keys[game.pk]: _summary(game, deals[game.pk]) for game in missing}
        caches["default"].set_many(fresh, SUMMARY_SECONDS)
        summaries.update(fresh)
    entries = [
        {
            "game": game,
            "role": role,
            "so_far": game.type.so_far(summaries[keys[game.pk]]["deals"]),
            **summaries[keys[game.pk]],
        }
        for game, role in games
    ]
    entries.sort(key=lambda entry: entry["finished"])
    return entries


def _summary(game: Game, deals: list[dict[str, Any]]) -> dict[str, Any]:
    sheet = game.type.engine.compute_sheet(list(game.players), _options(game), deals)
    return {
        "deals": len(deals),
        "finished": sheet["finished"],
        "winners": [sheet["sides"][side] for side in sheet["winners"]],
        "totals": list(zip(sheet["sides"], sheet["totals"], strict=True)),
    }


def _home(
    request: HttpRequest,
    form: NewGameForm | None = None,
    import_form: ImportForm | None = None,
    import_error: str = "",
    status: int = 200,
) -> HttpResponse:
    games = _device_games(_device_game_list(request))
    names: list[str] = []
    for entry in games:
        for name in entry["game"].players:
            if name not in names:
                names.append(name)
    form = form or NewGameForm()
    context = {
        "form": form,
        "import_form": import_form or ImportForm(),
        "import_error": import_error,
        "games": games,
        "recent_names": names[:40],
        "max_upload_kb": settings.GAME_FILE_MAX_BYTES // 1024,
        "language_next": reverse("home"),
    }
    return render(request, "scorepad/home.html", context, status=status)


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """The same for every request from this phone, in this language, until one of its games
    changes: kept rendered under that list."""
    parts = [get_language() or ""]
    parts += [f"{id_}:{at}:{role}" for id_, at, role in _device_game_states(request)]
    return kept_rendered(request, page_key("home", request, parts), lambda: _home(request))


def _games_per_minute() -> int:
    return settings.GAMES_PER_MINUTE


# Every way to create a game counts against one limit per client (429 beyond it).
_creates_games = ratelimit.limit("games", _games_per_minute)


@_creates_games
@require_POST
def new_game(request: HttpRequest) -> HttpResponse:
    form = NewGameForm(request.POST)
    if not form.is_valid() or form.document is None:
        return _home(request, form=form, status=400)
    game = gamefile.create_game(form.document)
    _grant(request, game, EDIT)
    return SeeOther(reverse("game", args=[game.public_id]))


# Checked for CSRF like every POST: a forged import would start a session whose cookie
# replaces the phone's own. Scripts import with `manage.py importgame` (README).
@_creates_games
@require_POST
def import_game(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST, request.FILES)
    if not form.is_valid():
        return _home(
            request, import_form=form, import_error=gettext("Choose a game file."), status=400
        )
    upload = form.cleaned_data["file"]
    limit = settings.GAME_FILE_MAX_BYTES
    if upload.size > limit:
        message = gettext(
            "The file is too big: a game file is at most %(limit)d KB, this one is %(size)d KB."
        ) % {"limit": limit // 1024, "size": (upload.size + 1023) // 1024}
        return _home(request, import_form=form, import_error=message, status=400)
    try:
        document = gamefile.parse(upload.read(limit + 1))
    except RuleError as error:
        message = gettext("This file cannot be imported: %(reason)s") % {
            "reason": error.reason(gettext)
        }
        return _home(request, import_form=form, import_error=message, status=400)
    game = gamefile.create_game(document)
    _grant(request, game, EDIT)
    return SeeOther(reverse("game", args=[game.public_id]))


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """The service worker, served from the root so that it may look after every page, with
    the deploy's version and the addresses to keep offline (``scorepad.offline``)."""
    script = offline.worker_script()
    if script is None:
        raise Http404
    response = HttpResponse(script, content_type="text/javascript; charset=utf-8")
    patch_cache_control(response, no_cache=True)
    return response


@require_safe
def offline_page(request: HttpRequest) -> HttpResponse:
    """What a page that is not kept on the phone shows offline (the service worker answers
    with it under the page's own address): what still works without a connection."""
    return render(request, "offline.html", {"language_next": reverse("home")})


@require_safe
def manifest(request: HttpRequest, language: str) -> JsonResponse:
    """The web app manifest in one language: the installed app is named in it."""
    if language not in dict(settings.LANGUAGES):
        raise Http404
    with translation.override(language):
        body = {
            "name": gettext("Scorepad"),
            "short_name": gettext("Scorepad"),
            "description": gettext(
                "Keep score at the card table and look up a rule in the middle of a game."
            ),
            "lang": language,
            "start_url": reverse("home"),
            "scope": "/",
            "display": "standalone",
            "orientation": "portrait",
            "background_color": "#fbfaf6",
            "theme_color": "#1f5f4a",
            "icons": [
                {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
                {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
                {
                    "src": static("icons/icon-512.png"),
                    "sizes": "512x512",
                    "type": "image/png",
                    "purpose": "maskable",
                },
                {"src": static("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
            ],
        }
    response = JsonResponse(
        body, content_type="application/manifest+json", json_dumps_params={"ensure_ascii": False}
    )
    patch_cache_control(response, public=True, max_age=24 * 60 * 60)
    return response


# Links that hand out rights


def _open_link(request: HttpRequest, public_id: str, token: str, role: str) -> HttpResponse:
    game = Game.objects.filter(public_id=public_id).first()
    if game is None:
        raise Http404
    expected = game.edit_token if role == EDIT else game.follow_token
    if not _token_matches(token, expected):
        raise Http404
    if request.method != "POST" and is_cross_site(request):
        # Opened from another site, which may be a page sending the phone to many games to
        # push its own out of the session: the phone's owner confirms with a tap (a POST
        # from this site), and nothing is remembered until then.
        return render(request, "scorepad/open_link.html", {"game": game, "role": role})
    _grant(request, game, role)
    return redirect("game", public_id)


@require_http_methods(["GET", "HEAD", "POST"])
def editor_link(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    return _open_link(request, public_id, token, EDIT)


@require_http_methods(["GET", "HEAD", "POST"])
def follow_link(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    return _open_link(request, public_id, token, FOLLOW)


# The game page


def _etag(request: HttpRequest, game: Game, role: str) -> str:
    """Changes whenever what the sheet shows could: a deal recorded, changed or undone bumps
    ``Game.updated`` (in the admin too); the role, the language and the view settings change
    the rendering."""
    seed = "|".join(
        [
            game.updated.isoformat(),
            role,
            get_language() or "",
            str(_hundreds(request)),
        ]
    )
    return '"' + hashlib.sha256(seed.encode()).hexdigest()[:24] + '"'


def _hundreds(request: HttpRequest) -> bool:
    return bool(request.session.get(SESSION_HUNDREDS, False))


def _render(
    request: HttpRequest, context: dict[str, Any], partial: str | None, status: int = 200
) -> HttpResponse:
    """The whole page, or for HTMX the partial that replaces the element it names."""
    return render_partial(
        request, TEMPLATE, context, partials=BOARD_PARTIALS, partial=partial, status=status
    )


def _is_sheet_poll(request: HttpRequest) -> bool:
    """The live sheet's poll: htmx asking for the sheet alone (not a history restore)."""
    meta = request.META
    return (
        meta.get("HTTP_HX_REQUEST") == "true"
        and meta.get("HTTP_HX_TARGET") == "sheet"
        and meta.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true"
    )


def _sheet_unchanged(request: HttpRequest, game: Game, role: str) -> HttpResponse | None:
    """304 if the poll holds the sheet as it stands (its ``If-None-Match``, compared as
    Django compares: the compressed page's ETag is a weak one), else None."""
    etag = _etag(request, game, role)
    response = get_conditional_response(request, etag=etag)
    if response is None:
        return None
    response["ETag"] = etag
    return vary_on_htmx(response)


def unchanged_sheet(request: HttpRequest, public_id: str) -> HttpResponse | None:
    """The live sheet's poll answered 304 while the phone holds the sheet as it stands, from
    one read of the game with the session; None for anything else, which ``game_page``
    answers. ``scorepad.polls`` asks it before the rest of the stack runs: every phone at a
    table polls every few seconds, and nearly every answer is this one."""
    if (
        request.method not in ("GET", "HEAD")
        or "HTTP_IF_NONE_MATCH" not in request.META
        or not _is_sheet_poll(request)
    ):
        return None
    game = Game.objects.by_public_id(public_id, session=request.session)
    role = None if game is None else _viewer_role(request, game)
    if game is None or role is None:
        return None  # the game page says 404 as for any other request of a stranger
    return _sheet_unchanged(request, game, role)


@_strangers_get_404
@require_safe
def game_page(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    game, role = _get_game_for_viewer(request, public_id)
    if _is_sheet_poll(request):
        # The live sheet's poll: 304 while nothing changed (usually answered before this
        # view, by ``scorepad.polls``), else the sheet.
        unchanged = _sheet_unchanged(request, game, role)
        if unchanged is not None:
            return unchanged
        etag = _etag(request, game, role)
        deals = list(game.deals.all())
        response = _render(request, _board(request, game, role, deals, _options(game)), "sheet")
        response["ETag"] = etag
        patch_cache_control(response, private=True, no_cache=True)
        return response
    # The whole page, or a new board for an editor whose entry form went stale (another phone
    # entered the deal).

    def render_page() -> HttpResponse:
        deals = list(game.deals.all())
        return _render(request, _board(request, game, role, deals, _options(game)), None)

    return _rendered_once_per_change(request, game, role, render_page)


def _rendered_once_per_change(
    request: HtmxHttpRequest, game: Game, role: str, render_page: Callable[[], HttpResponse]
) -> HttpResponse:
    """A game page is the same for every phone with the same role until the game changes:
    kept rendered (``scorepad.kept_pages``), but for a page whose entry this phone's undo
    refills."""
    undone = request.session.get(SESSION_UNDONE)
    if isinstance(undone, dict) and undone.get("game") == game.public_id:
        return render_page()
    headers = ("HTTP_HX_REQUEST", "HTTP_HX_TARGET", "HTTP_HX_HISTORY_RESTORE_REQUEST")
    parts = [
        _etag(request, game, role),
        game.edit_token,
        game.follow_token,
        *(str(request.META.get(header, "")) for header in headers),
    ]
    return kept_rendered(request, page_key(f"game:{game.public_id}", request, parts), render_page)


@_strangers_get_404
@require_POST
def toggle_hundreds(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = _get_game_for_viewer(request, public_id)
    request.session[SESSION_HUNDREDS] = not _hundreds(request)
    return SeeOther(reverse("game", args=[game.public_id]))


@_strangers_get_404
@require_safe
def export_game(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = _get_game_for_viewer(request, public_id)
    return exports.game_file_response(game)


def _sheet_of(game: Game) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's sheet and its recorded deals."""
    deals = [deal.data for deal in game.deals.all()]
    return game.type.engine.compute_sheet(list(game.players), _options(game), deals), deals


@_strangers_get_404
@require_safe
def export_csv(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = _get_game_for_viewer(request, public_id)
    sheet, deals = _sheet_of(game)
    table = game.type.export_table(list(game.players), _options(game), sheet, deals)
    return exports.csv_response(game, table)


@_strangers_get_404
@require_safe
def export_pdf(request: HttpRequest, public_id: str) -> HttpResponse:
    game, _role = _get_game_for_viewer(request, public_id)
    sheet, deals = _sheet_of(game)
    response = HttpResponse(pdf_bytes(game, sheet, deals), content_type="application/pdf")
    response["Content-Disposition"] = exports.content_disposition(game, "pdf")
    return response


@_strangers_get_404
@require_safe
def qr_code(request: HttpRequest, public_id: str, link: str) -> HttpResponse:
    """The follow link, or for an editor the editor link, as a QR code to show across the
    table. It holds the link's secret: never cached beyond this phone."""
    game, role = _get_game_for_viewer(request, public_id)
    if link == "editor" and role == EDIT:
        url = reverse("editor_link", args=[game.public_id, game.edit_token])
    elif link == "follow":
        url = reverse("follow_link", args=[game.public_id, game.follow_token])
    else:
        raise Http404
    response = HttpResponse(
        exports.qr_svg(request.build_absolute_uri(url)), content_type="image/svg+xml"
    )
    patch_cache_control(response, private=True, no_store=True)
    return response


@require_safe
def stats_page(request: HttpRequest) -> HttpResponse:
    """This device's finished games and its players' statistics: only the games it holds."""
    history = finished_games(_roles(request))
    context = {"history": history, "players": player_records(history)}
    return render(request, "scorepad/stats.html", context)


# Entering deals


def _post_int(request: HttpRequest, name: str) -> int | None:
    try:
        return int(request.POST.get(name, ""))
    except ValueError:
        return None


def _after_change(
    request: HtmxHttpRequest,
    game: Game,
    options: dict[str, Any],
    *,
    from_edit: bool = False,
    deals: list[Deal] | None = None,
) -> HttpResponse:
    """What a recorded deal answers: the game page again (PRG), or for HTMX the new board
    (and the game's URL back in the address bar when the change came from a deal's page).
    ``deals`` are the game's deals after the change, when the view already holds them."""
    game_url = reverse("game", args=[game.public_id])
    if not request.htmx:
        return SeeOther(game_url)
    if deals is None:
        deals = list(game.deals.all())
    response = _render(request, _board(request, game, EDIT, deals, options), "board")
    return replace_url(response, game_url) if from_edit else response


def _conflict(
    request: HttpRequest, game: Game, options: dict[str, Any], message: str, status: int = 409
) -> HttpResponse:
    """The entry was for a deal that is already on the sheet: say so, show the sheet."""
    deals = list(game.deals.all())
    context = _board(request, game, EDIT, deals, options, message=message)
    return _render(request, context, "board", status)


def _stale_entry(
    request: HttpRequest, game: Game, options: dict[str, Any], form: DealForm | None
) -> HttpResponse:
    """The entry is not for the step the table is at: already recorded (perhaps by another
    phone), overtaken by a change, or not saying which deal it is for at all."""
    number = _post_int(request, "number")
    phase = request.POST.get("phase", "")
    if form is None:
        return _conflict(request, game, options, _already_recorded(None, number))
    if number is None or number < 1 or phase not in PHASES:
        message = gettext(
            "This entry does not say which deal it is for: nothing was recorded."
            " Here is the sheet as it stands."
        )
        return _conflict(request, game, options, message, status=400)
    if form.is_behind(number, phase):
        return _conflict(request, game, options, _already_recorded(form, number))
    return _conflict(request, game, options, _already_recorded(form, None))


def _touch(game: Game) -> None:
    """Every change to the deals bumps ``Game.updated``: the followers' ETag follows it (and
    so does the answer to this change, rendered from the same object)."""
    game.updated = timezone.now()
    Game.objects.filter(pk=game.pk).update(updated=game.updated)


def _already_recorded(form: DealForm | None, posted_number: int | None) -> str:
    if form is None:
        return gettext("The game is over: nothing more can be entered. Here is the sheet.")
    if posted_number is not None:
        return gettext(
            "Deal %(number)d is already on the sheet, perhaps entered from another phone."
            " Here is the sheet as it stands."
        ) % {"number": posted_number}
    return gettext("The sheet has changed since this form was opened. Here it is as it stands.")


@_strangers_get_404
@require_POST
@_one_change_at_a_time
def add_deal(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    game = _get_game_for_editor(request, public_id)
    options = _options(game)
    deals = list(game.deals.all())
    key = request.POST.get("key", "")[:64] or secrets.token_hex(16)
    if any(deal.client_key == key for deal in deals):
        # A replay: the first submission already counted.
        return _after_change(request, game, options)
    datas = [deal.data for deal in deals]
    form = game.type.next_form(game.players, options, datas, request.POST)
    if form is None or form.posted_step() != form.step:
        return _stale_entry(request, game, options, form)
    if not form.is_valid():
        context = _board(request, game, EDIT, deals, options, form=form)
        return _render(request, context, "board", 422)
    try:
        with transaction.atomic():
            if form.completes_pending:
                # The rest of the deal that waits for it: only if nobody entered it first.
                pending = deals[-1]
                updated = Deal.objects.filter(pk=pending.pk, client_key=pending.client_key).update(
                    data=form.deal, client_key=key, recorded=timezone.now()
                )
                if not updated:
                    raise IntegrityError("the pending deal changed")
                pending.data, pending.client_key = form.deal, key
            else:
                deals.append(
                    Deal.objects.create(
                        game=game, number=form.deal_number, data=form.deal, client_key=key
                    )
                )
            _touch(game)
    except IntegrityError:
        if Deal.objects.filter(game=game, client_key=key).exists():
            return _after_change(request, game, options)
        return _conflict(request, game, options, _already_recorded(form, form.deal_number))
    request.session.pop(SESSION_UNDONE, None)
    return _after_change(request, game, options, deals=deals)


def _get_deal_for_editor(
    request: HttpRequest, public_id: str, number: int
) -> tuple[Game, list[Deal]]:
    """The game and its deals, if this device may edit it and deal ``number`` is on the
    sheet (only a recorded deal can be edited); 404 otherwise."""
    game = _get_game_for_editor(request, public_id)
    deals = list(game.deals.all())
    if not 1 <= number <= len(deals):
        raise Http404
    return game, deals


@_strangers_get_404
@require_safe
def edit_deal(request: HttpRequest, public_id: str, number: int) -> HttpResponse:
    game, deals = _get_deal_for_editor(request, public_id, number)
    options = _options(game)
    form = game.type.edit_form(game.players, options, [d.data for d in deals], number)
    context = _board(request, game, EDIT, deals, options, form=form, editing=number)
    return _render(request, context, "board")


@_strangers_get_404
@require_POST
@_one_change_at_a_time
def save_deal(request: HtmxHttpRequest, public_id: str, number: int) -> HttpResponse:
    game, deals = _get_deal_for_editor(request, public_id, number)
    options = _options(game)
    datas = [deal.data for deal in deals]
    form = game.type.edit_form(game.players, options, datas, number, request.POST)
    if form.is_valid():
        assert form.deal is not None
        # Every later deal must still be allowed after the change.
        rules = game.type.engine
        changed = [*datas[: number - 1], form.deal]
        try:
            for later in datas[number:]:
                changed.append(rules.clean_deal(game.players, options, changed, later))
        except RuleError as error:
            later = game.type.round_title(error.deal or number + 1)
            form.add_error(
                None,
                gettext("This change cannot be saved: %(reason)s; undo %(later)s first.")
                % {"reason": error.reason(gettext), "later": later},
            )
        else:
            with transaction.atomic():
                Deal.objects.filter(game=game, number=number).update(
                    data=form.deal, recorded=timezone.now()
                )
                _touch(game)
            return _after_change(request, game, options, from_edit=True)
    context = _board(request, game, EDIT, deals, options, form=form, editing=number)
    return _render(request, context, "board", 422)


def _last_step(game: Game, deals: list[Deal]) -> str:
    """The last thing entered: a whole deal, or the last step of a deal entered in steps."""
    if not deals:
        return "0:none"
    last = deals[-1]
    partial = game.type.partial_undo(last.data)
    return f"{last.number}:{partial[0] if partial else 'deal'}"


@_strangers_get_404
@require_POST
@_one_change_at_a_time
def undo_deal(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    game = _get_game_for_editor(request, public_id)
    options = _options(game)
    deals = list(game.deals.all())
    step = _last_step(game, deals)
    if not deals or request.POST.get("last") != step:
        return _conflict(
            request,
            game,
            options,
            gettext("That was undone already, or the sheet has changed. Here it is as it stands."),
        )
    last = deals[-1]
    partial = game.type.partial_undo(last.data)
    with transaction.atomic():
        if partial:
            Deal.objects.filter(pk=last.pk).update(data=partial[1], recorded=timezone.now())
        else:
            Deal.objects.filter(pk=last.pk).delete()
        _touch(game)
    # What was undone fills the entry again, ready to be fixed rather than typed anew.
    request.session[SESSION_UNDONE] = {"game": game.public_id, "step": step, "deal": last.data}
    return _after_change(request, game, options)


@_strangers_get_404
@_creates_games
@require_POST
@_one_change_at_a_time
def rematch(request: HttpRequest, public_id: str) -> HttpResponse:
    game = _get_game_for_editor(request, public_id)
    options = _options(game)
    deals = [deal.data for deal in game.deals.all()]
    if not game.type.engine.compute_sheet(game.players, options, deals)["finished"]:
        message = gettext("A rematch is offered once the game is finished. Here is the sheet.")
        return _conflict(request, game, options, message)
    new = Game.objects.create(game=game.game, players=game.players, options=game.options)
    _grant(request, new, EDIT)
    return SeeOther(reverse("game", args=[new.public_id]))


@_strangers_get_404
@require_POST
@_one_change_at_a_time
def renew_links(request: HttpRequest, public_id: str) -> HttpResponse:
    """New follow and editor links: the old ones open nothing any more, and every phone
    that came in through them loses its right to the game. This phone keeps its own."""
    game = _get_game_for_editor(request, public_id)
    game.edit_token, game.follow_token = new_token(), new_token()
    game.save(update_fields=["edit_token", "follow_token", "updated"])
    _grant(request, game, EDIT)
    return SeeOther(reverse("game", args=[game.public_id]))


@_strangers_get_404
@require_POST
def preview_deal(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """What the entry would give, before saving: the Joker dealer's closed bid and the tricks
    count, the Klaverjas made/nat and points, the Seep difference and bazzi. Also the roem
    buttons, which work without JavaScript by posting here."""
    game = _get_game_for_editor(request, public_id)
    kind, options = game.type, _options(game)
    deals = list(game.deals.all())
    datas = [deal.data for deal in deals]
    editing = _post_int(request, "edit")
    form: DealForm | None
    if editing is not None and 1 <= editing <= len(deals):
        form = kind.edit_form(game.players, options, datas, editing, request.POST)
    else:
        editing = None
        form = kind.next_form(game.players, options, datas, request.POST)
    if form is None or form.posted_step() != form.step:
        if request.htmx:
            return HttpResponse(status=204)  # a late preview of an entry already saved
        return _stale_entry(request, game, options, form)
    if "roem_add" in request.POST and hasattr(form, "add_roem"):
        form.add_roem(request.POST["roem_add"])
    context = _board(request, game, EDIT, deals, options, form=form, editing=editing, quiet=True)
    # A part of the game's entry (the tricks count, the preview), the entry, or the board
    # (a roem button tapped without app.js submits the whole form, aimed at the board).
    if partial_target(request, kind.entry_partials):
        return render_partial(request, kind.entry_template, context, partials=kind.entry_partials)
    return render_partial(
        request,
        TEMPLATE,
        context,
        partials=BOARD_PARTIALS,
        partial=None if request.htmx.target == "board" else "entry",
    )


# What the board shows


def _board(
    request: HttpRequest,
    game: Game,
    role: str,
    deals: list[Deal],
    options: dict[str, Any],
    *,
    form: DealForm | None = None,
    editing: int | None = None,
    message: str = "",
    quiet: bool = False,
) -> dict[str, Any]:
    """Everything the game page shows, from one ``compute_sheet`` call."""
    kind = game.type
    players = list(game.players)
    datas = [deal.data for deal in deals]
    sheet = kind.engine.compute_sheet(players, options, datas)
    upcoming = kind.engine.next_deal(players, options, datas)
    is_editor = role == EDIT
    if is_editor and form is None and upcoming is not None:
        form = kind.next_form(players, options, datas)
        if form is not None:
            _refill_undone(request, game, form)
    if form is not None and form.is_bound and not quiet:
        form.is_valid()
    preview = kind.preview(players, options, form) if form is not None and quiet else None
    game_url = reverse("game", args=[game.public_id])
    etag = _etag(request, game, role)
    context: dict[str, Any] = {
        "game": game,
        "kind": kind,
        "role": role,
        "is_editor": is_editor,
        "players": players,
        "options": options,
        "sheet": sheet,
        "sides": sheet["sides"],
        "upcoming": upcoming,
        "round_title": kind.round_title(upcoming["number"]) if upcoming else "",
        "first_label": kind.first_label(),
        "form": form if is_editor else None,
        "editing": editing,
        "message": message,
        "quiet": quiet,
        "preview": preview,
        "hundreds": _hundreds(request) and kind.offers_hundreds,
        "game_url": game_url,
        "poll_headers": json.dumps({"If-None-Match": etag}),
        # The rendered pad is cached under what it is drawn from: the game, the role, the
        # language, the view and the deals themselves, so a board rendered right after a
        # change (or by the loser of a race) can never pick up the pad of an earlier state.
        # Forms with CSRF tokens stay out of it.
        "pad_cache_key": _pad_cache_key(request, game, role, datas),
        "poll_seconds": POLL_SECONDS,
        "winners": [sheet["sides"][side] for side in sheet["winners"]],
        "last_step": _last_step(game, deals),
        "next_step": _next_step(upcoming),
        "deal_count": len(deals),
        "share_text": exports.share_text(game, sheet),
        "follow_url": request.build_absolute_uri(
            reverse("follow_link", args=[game.public_id, game.follow_token])
        ),
        "language_next": game_url,
        "rules_anchor": kind.rules_anchor(upcoming),
        "last_row": _last_row(kind, sheet),
        **kind.status(players, options, upcoming),
    }
    # The pad's own values are worked out when the sheet is drawn, not when its kept copy is
    # used: a template calls a callable it finds in its context.
    pad = functools.cache(functools.partial(kind.pad, players, options, sheet, datas, upcoming))
    context.update({key: functools.partial(_pad_value, pad, key) for key in kind.pad_keys})
    if is_editor:
        context["editor_url"] = request.build_absolute_uri(
            reverse("editor_link", args=[game.public_id, game.edit_token])
        )
    return context


def _pad_value(pad: Callable[[], dict[str, Any]], key: str) -> Any:
    return pad()[key]


def _last_row(kind: GameType, sheet: dict[str, Any]) -> dict[str, Any] | None:
    """The last scored entry, for the totals bar: its title and each side's score."""
    for row in reversed(sheet["deals"]):
        if row.get("scores") is not None:
            return {"title": kind.round_title(row["number"]), "scores": row["scores"]}
    return None


def _pad_cache_key(request: HttpRequest, game: Game, role: str, datas: list[dict[str, Any]]) -> str:
    state = json.dumps(datas, sort_keys=True, separators=(",", ":"))
    return key_of(game.public_id, [role, get_language() or "", str(_hundreds(request)), state])


def _refill_undone(request: HttpRequest, game: Game, form: DealForm) -> None:
    """After an undo, the entry for the same deal shows what was undone, ready to fix."""
    undone = request.session.get(SESSION_UNDONE)
    if not isinstance(undone, dict) or undone.get("game") != game.public_id:
        return
    number, _sep, _phase = str(undone.get("step", "")).partition(":")
    data = undone.get("deal")
    if number == str(form.deal_number) and isinstance(data, dict) and not form.is_bound:
        with contextlib.suppress(KeyError, IndexError, TypeError):  # a deal of another shape
            form.initial.update(form.initial_from(data))


def _next_step(upcoming: dict[str, Any] | None) -> str:
    """What the entry form should be for now, as its ``step``: an editor's page whose form is
    for another step (another phone got there first) fetches a new board."""
    if upcoming is None:
        return "over"
    return f"{upcoming['number']}:{upcoming.get('phase', 'deal')}"
