"""The home page (start a game, open a game file, the games kept on this phone), the links that
hand out rights, and this phone's statistics."""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scorepad import exports, gamefile
from scorepad.fastpath import game_changes, kept_page, page_key
from scorepad.forms import ImportForm, NewGameForm
from scorepad.games import field_labels
from scorepad.games.core import RuleError
from scorepad.middleware import is_cross_site
from scorepad.models import Deal, Game
from scorepad.ratelimit import creates_games
from scorepad.rights import (
    EDIT,
    FOLLOW,
    SESSION_GAMES_KEPT,
    bring,
    grant,
    holds,
    phone_key,
    rights_of_key,
    roles,
    slide,
    started,
    strangers_get_404,
    viewer_role,
)
from scorepad.stats import finished_games, player_records
from scorepad.views import SeeOther, never_stored

RECENT_GAMES = 30
SUMMARY_SECONDS = 7 * 24 * 3600


# Home: start, import, resume


def _device_game_states(request: HttpRequest) -> list[tuple[str, str, str]]:
    """The games kept on this device, newest change first: each one's id, last change (as
    text) and this device's role, read as plain values (the home page is usually kept
    rendered under them, and needs no more)."""
    kept = roles(request)
    return [
        (public_id, updated, kept[public_id])
        for public_id, updated, edit_token, follow_token in game_changes(list(kept))
        if holds(request, public_id, edit_token, follow_token)
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
    sheet = game.type.engine.compute_sheet(list(game.players), game.full_options(), deals)
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
    forgetting = _forgotten_next(request)
    context = {
        "forgetting": forgetting,
        "games_kept": SESSION_GAMES_KEPT,
        "form": form,
        "import_form": import_form or ImportForm(),
        "import_error": import_error,
        "games": games,
        "recent_names": names[:40],
        "max_upload_kb": settings.GAME_FILE_MAX_BYTES // 1024,
        "language_next": reverse("home"),
    }
    return render(request, "scorepad/home.html", context, status=status)


def _forgotten_next(request: HttpRequest) -> Game | None:
    """The game this phone forgets when it starts or opens one more, if it holds as many as it
    keeps: said on the home page before it happens, with a way to keep it."""
    kept = roles(request)
    if len(kept) < SESSION_GAMES_KEPT:
        return None
    games = Game.objects.in_bulk(list(kept), field_name="public_id")
    return next((games[key] for key in kept if key in games), None)


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """The same for every request from this phone, in this language, until one of its games
    changes: kept rendered under that list."""
    slide(request)
    forgetting = _forgotten_next(request)
    parts = [get_language() or "", forgetting.public_id if forgetting else ""]
    parts += [f"{id_}:{at}:{role}" for id_, at, role in _device_game_states(request)]
    return kept_page(request, page_key("home", request, parts), lambda: _home(request))


@creates_games
@require_POST
def new_game(request: HttpRequest) -> HttpResponse:
    form = NewGameForm(request.POST)
    if not form.is_valid() or form.document is None:
        return _home(request, form=form, status=400)
    game = gamefile.create_game(form.document)
    grant(request, game, EDIT, starter=True)
    return SeeOther(reverse("game", args=[game.public_id]))


# Checked for CSRF like every POST: a forged import would start a session whose cookie
# replaces the phone's own. Scripts import with `manage.py importgame` (README).
@creates_games
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
            "reason": error.reason(gettext, field_labels(error.game))
        }
        return _home(request, import_form=form, import_error=message, status=400)
    game = gamefile.create_game(document)
    grant(request, game, EDIT, starter=True)
    return SeeOther(reverse("game", args=[game.public_id]))


# Links that hand out rights


def _open_link(request: HttpRequest, public_id: str, token: str, role: str) -> HttpResponse:
    game = Game.objects.filter(public_id=public_id).first()
    if game is None:
        raise Http404
    expected = game.edit_token if role == EDIT else game.follow_token
    if not secrets.compare_digest(token.encode(), expected.encode()):
        raise Http404
    if request.method != "POST" and is_cross_site(request):
        # Opened from another site, which may be a page sending the phone to many games to
        # push its own out of the session: the phone's owner confirms with a tap (a POST
        # from this site), and nothing is remembered until then.
        return render(request, "scorepad/open_link.html", {"game": game, "role": role})
    grant(request, game, role)
    return redirect("game", public_id)


@require_http_methods(["GET", "HEAD", "POST"])
def editor_link(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    return _open_link(request, public_id, token, EDIT)


@require_http_methods(["GET", "HEAD", "POST"])
def follow_link(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    return _open_link(request, public_id, token, FOLLOW)


@never_stored
@require_safe
def stats_page(request: HttpRequest) -> HttpResponse:
    """This device's finished games and its players' statistics: only the games it holds."""
    # A finished game whose links were renewed since is no longer this phone's.
    history = [
        entry for entry in finished_games(roles(request)) if viewer_role(request, entry.game)
    ]
    context = {"history": history, "players": player_records(history)}
    return render(request, "scorepad/stats.html", context)


# This phone's key: its games on another phone, with no account


def _key_url(request: HttpRequest) -> str:
    return request.build_absolute_uri(reverse("bring_games", args=[phone_key(request)]))


@never_stored
@require_safe
def phone_key_page(request: HttpRequest) -> HttpResponse:
    """The link (and its QR code) that opens every game of this phone on another one."""
    held = bool(roles(request))
    context = {"key_url": _key_url(request) if held else "", "count": len(roles(request))}
    return render(request, "scorepad/phone_key.html", context)


@never_stored
@require_safe
def phone_key_qr(request: HttpRequest) -> HttpResponse:
    if not roles(request):
        raise Http404
    return HttpResponse(exports.qr_svg(_key_url(request)), content_type="image/svg+xml")


@never_stored
@require_http_methods(["GET", "HEAD", "POST"])
def bring_games(request: HttpRequest, key: str) -> HttpResponse:
    """A personal key opened on a phone: asks, then adds that phone's games to this one."""
    rights = rights_of_key(key)
    if rights is None:
        return render(request, "scorepad/bring_games.html", {"count": 0}, status=404)
    count = len(rights.get("games") or {})
    if request.method != "POST":
        return render(request, "scorepad/bring_games.html", {"count": count})
    bring(request, rights)
    return SeeOther(reverse("home"))


@strangers_get_404
@require_POST
def keep_game(request: HttpRequest, public_id: str) -> HttpResponse:
    """Keep a game the phone would forget next: it becomes the newest of the phone's games."""
    game = Game.objects.get(public_id=public_id)
    role = viewer_role(request, game) or FOLLOW
    grant(request, game, role, starter=started(request, public_id))
    return SeeOther(reverse("home"))
