"""The home page (start a game, open a game file, the games kept on this phone), the links that
hand out rights, and this phone's statistics."""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.conf import settings
from django.core.paginator import Paginator
from django.db import IntegrityError, transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scorepad import exports, gamefile
from scorepad.fastpath import kept_page, page_key
from scorepad.forms import ImportForm, NewGameForm
from scorepad.games import field_labels, game_type
from scorepad.games.core import RuleError
from scorepad.models import Figures, Game, ImportedFile, PhoneKey, Right
from scorepad.origins import is_cross_site
from scorepad.ratelimit import creates_games
from scorepad.rights import (
    EDIT,
    FOLLOW,
    GAMES_KEPT,
    bring,
    forgotten_next,
    game_view,
    games_new_to,
    games_of_key,
    grant,
    held,
    phone_key,
    phone_of_key,
    renew_phone_key,
    right_of,
    slide,
)
from scorepad.stats import finished_games, kept_figures, player_records
from scorepad.views import SeeOther, never_stored

RECENT_GAMES = 30
# Finished games, and players, on one page of /stats/.
STATS_PER_PAGE = 20


# Home: start, import, resume


def _device_game_list(request: HttpRequest) -> list[tuple[Game, str]]:
    """The games kept on this device, newest change first, with this device's role in each
    (the home page is kept rendered under their ids, changes and roles)."""
    kept = sorted(held(request), key=lambda right: right.game.updated, reverse=True)
    return [(right.game, right.role) for right in kept[:RECENT_GAMES]]


def _device_games(
    games: list[tuple[Game, str]], figures: dict[int, Figures]
) -> list[dict[str, Any]]:
    """The home page's list: unfinished games first, newest first within each, each with its
    kept figures (deals, finished, winners): no sheet is worked out here. A game whose
    figures are not worked out yet (changed outside the app, and past this request's share)
    is listed without them."""
    entries: list[dict[str, Any]] = []
    for game, role in games:
        kept = figures.get(game.pk)
        entries.append(
            {
                "game": game,
                "role": role,
                "so_far": game_type(game.game).so_far(kept.deals) if kept else "",
                "finished": bool(kept and kept.finished),
                "winners": [kept.sides[side] for side in kept.winners] if kept else [],
            }
        )
    entries.sort(key=lambda entry: entry["finished"])
    return entries


def _home(
    request: HttpRequest,
    form: NewGameForm | None = None,
    import_form: ImportForm | None = None,
    import_error: str = "",
    status: int = 200,
    *,
    held_games: list[tuple[Game, str]] | None = None,
    figures: dict[int, Figures] | None = None,
    forgetting: Game | None = None,
) -> HttpResponse:
    if held_games is None:
        held_games, forgetting = _device_game_list(request), forgotten_next(request)
    if figures is None:
        figures = kept_figures(game for game, _role in held_games)
    games = _device_games(held_games, figures)
    names: list[str] = []
    for entry in games:
        for name in entry["game"].players:
            if name not in names:
                names.append(name)
    form = form or NewGameForm()
    context = {
        "forgetting": forgetting,
        "games_kept": GAMES_KEPT,
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
    games = _device_game_list(request)
    if games:
        slide(request)
    forgetting = forgotten_next(request)
    figures = kept_figures(game for game, _role in games)
    parts = [get_language() or "", forgetting.public_id if forgetting else ""]
    parts += [
        f"{game.public_id}:{game.updated.isoformat()}:{role}:{game.pk in figures}"
        for game, role in games
    ]
    return kept_page(
        request,
        page_key("home", request, parts),
        lambda: _home(request, held_games=games, figures=figures, forgetting=forgetting),
    )


@creates_games
@require_POST
def new_game(request: HttpRequest) -> HttpResponse:
    form = NewGameForm(request.POST)
    if not form.is_valid() or form.document is None:
        return _home(request, form=form, status=400)
    # The game, its deals and figures, and this phone's right: all of it or nothing, even for
    # a request cut at the time limit.
    with transaction.atomic():
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
    data = upload.read(limit + 1)
    try:
        document = gamefile.parse(data)
    except RuleError as error:
        message = gettext("This file cannot be imported: %(reason)s") % {
            "reason": error.reason(gettext, field_labels(error.game))
        }
        return _home(request, import_form=form, import_error=message, status=400)
    game = _imported(request, hashlib.sha256(data).hexdigest(), document)
    return SeeOther(reverse("game", args=[game.public_id]))


def _imported(request: HttpRequest, digest: str, document: dict[str, Any]) -> Game:
    """The game this file makes on this phone, in one transaction with the phone's right and
    the file's digest: a request cut at the limit leaves nothing, and the same file sent again
    by this phone (its answer lost, a double tap) is the game it made, while the phone holds
    that game as it was imported."""
    for _attempt in range(2):
        try:
            with transaction.atomic():
                earlier = _same_file(request, digest)
                if earlier is not None:
                    return earlier
                game = gamefile.create_game(document)
                grant(request, game, EDIT, starter=True)
                phone = request.session.session_key
                assert phone is not None  # the grant stored the session if it was new
                ImportedFile.objects.create(
                    session_id=phone, digest=digest, game=game, of=game.updated
                )
                return game
        except IntegrityError:
            # The same file from this phone at the same moment: the other request's game.
            continue
    raise IntegrityError("the same file was imported twice at once, twice over")


def _same_file(request: HttpRequest, digest: str) -> Game | None:
    """The game this phone made of the file, if it holds it unchanged; a digest whose game
    changed since (or left the phone) is forgotten, for the file to make a new game."""
    phone = request.session.session_key
    if phone is None:
        return None
    earlier = ImportedFile.objects.filter(session_id=phone, digest=digest).select_related("game")
    found = earlier.first()
    if found is None:
        return None
    if found.game.updated == found.of and right_of(request, found.game) is not None:
        return found.game
    earlier.delete()
    return None


# Links that hand out rights


def _origin_only(response: HttpResponse) -> HttpResponse:
    """A page whose address holds a secret (a key, a link's token) names only this site, never
    its address, in the ``Referer`` of the files it loads: the address stays out of every log.
    (Not ``no-referrer``: a form posted from such a page would then say its ``Origin`` is
    ``null``, and the CSRF check would refuse it.)"""
    response["Referrer-Policy"] = "origin"
    return response


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
        page = render(request, "scorepad/open_link.html", {"game": game, "role": role})
        return _origin_only(page)
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
    """This device's finished games and its players' statistics: only the games it holds
    (a finished game whose links were renewed since is no longer this phone's), from their
    kept figures; each list a page at a time (``?page=`` the games, ``?players=`` the
    players)."""
    games = [right.game for right in held(request)]
    figures = kept_figures(games)
    finished = finished_games(figures)
    history = Paginator(finished, STATS_PER_PAGE).get_page(request.GET.get("page"))
    players = Paginator(player_records(finished), STATS_PER_PAGE).get_page(
        request.GET.get("players")
    )
    context = {
        "history": list(history),
        "history_page": history,
        "players": list(players),
        "players_page": players,
        "uncounted": len(games) - len(figures),
    }
    return render(request, "scorepad/stats.html", context)


# This phone's key: its games on another phone, with no account


def _key_url(request: HttpRequest, key: PhoneKey) -> str:
    return request.build_absolute_uri(reverse("bring_games", args=[key.key]))


@never_stored
@require_http_methods(["GET", "HEAD", "POST"])
def phone_key_page(request: HttpRequest) -> HttpResponse:
    """The link (and its QR code) that brings this phone's games to another one; shown only
    here, to the phone it belongs to. A POST makes a new key (the old one opens nothing)."""
    if request.method == "POST":
        renew_phone_key(request)
        return SeeOther(reverse("phone_key"))
    held_now = [right.game_id for right in held(request)]
    context: dict[str, Any] = {"count": len(held_now), "key_url": ""}
    if held_now:
        key = phone_key(request)
        context |= {
            "key_url": _key_url(request, key),
            "key": key,
            "key_count": games_of_key(key),
            "since": len(set(held_now) - set(key.games)),
        }
    return render(request, "scorepad/phone_key.html", context)


@never_stored
@require_safe
def phone_key_qr(request: HttpRequest) -> HttpResponse:
    if not held(request):
        raise Http404
    url = _key_url(request, phone_key(request))
    return HttpResponse(exports.qr_svg(url), content_type="image/svg+xml")


@never_stored
@require_http_methods(["GET", "HEAD", "POST"])
def bring_games(request: HttpRequest, key: str) -> HttpResponse:
    """A personal key opened on a phone: asks, then adds the key's games to this one."""
    found = phone_of_key(key)
    if found is None:
        return _origin_only(render(request, "scorepad/bring_games.html", {"count": 0}, status=404))
    if request.method != "POST":
        new, forgotten = games_new_to(request, found)
        context = {"count": games_of_key(found), "new": new, "forgotten": forgotten}
        context["games_kept"] = GAMES_KEPT
        return _origin_only(render(request, "scorepad/bring_games.html", context))
    bring(request, found)
    return SeeOther(reverse("home"))


@game_view()
@require_POST
def keep_game(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    """Keep a game the phone would forget next: it becomes the newest of the phone's games."""
    grant(request, game, right.role, starter=right.started)
    return SeeOther(reverse("home"))
