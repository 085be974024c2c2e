"""The game page: the board (the entry for an editor, the sheet, the results, sharing), kept
rendered once per change of the game, and the live sheet a follower's phone polls: answered
304, by the view itself (``condition``), while the sheet it holds is the sheet as it stands."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
from collections.abc import Callable
from typing import Any, cast

from django.dispatch import Signal
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.http import condition, require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from scorepad import exports
from scorepad.fastpath import kept_page, key_of, page_key
from scorepad.forms import DealForm
from scorepad.games import game_type
from scorepad.games.base import GameType
from scorepad.games.core import Note
from scorepad.games.phone import totals_bar
from scorepad.models import Deal, Game, Right
from scorepad.partials import VARY, HtmxHttpRequest, render_partial
from scorepad.rights import EDIT, SESSION_HUNDREDS, SESSION_UNDONE, game_view, hundreds
from scorepad.scores import why
from scorepad.stats import sheet_of
from scorepad.views import SeeOther, never_stored

POLL_SECONDS = 3
TEMPLATE = "scorepad/game.html"
# The elements of the game page that an htmx request may replace on their own.
BOARD_PARTIALS = ("board", "sheet", "entry")
# Where else a game belongs (a club night holds each table's game): an app that keeps games
# of its own answers ``game_links.send(sender=Game, game=game)`` with links, each
# ``{"url", "label"}``, shown under the players (the same for every phone of the game).
game_links = Signal()


def render_board(
    request: HttpRequest, context: dict[str, Any], partial: str | None, status: int = 200
) -> HttpResponse:
    """The whole page, or for HTMX the partial that replaces the element it names."""
    return render_partial(
        request, TEMPLATE, context, partials=BOARD_PARTIALS, partial=partial, status=status
    )


def sheet_etag(request: HttpRequest, game: Game, role: str) -> str:
    """Changes whenever what the sheet shows could: a deal recorded, changed or undone bumps
    ``Game.updated`` (in the admin too); the role, the language and the view settings change
    the rendering."""
    seed = "|".join([game.updated.isoformat(), role, get_language() or "", str(hundreds(request))])
    return '"' + hashlib.sha256(seed.encode()).hexdigest()[:24] + '"'


def is_sheet_poll(request: HttpRequest) -> bool:
    """The live sheet's poll: htmx asking for the sheet alone (not a history restore)."""
    meta = request.META
    return (
        meta.get("HTTP_HX_REQUEST") == "true"
        and meta.get("HTTP_HX_TARGET") == "sheet"
        and meta.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true"
    )


def _poll_etag(request: HttpRequest, game: Game, right: Right) -> str | None:
    """The sheet's ETag, for the poll only: the page itself is never answered 304."""
    return sheet_etag(request, game, right.role) if is_sheet_poll(request) else None


@never_stored
@game_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_poll_etag)
def game_page(request: HtmxHttpRequest, game: Game, right: Right) -> HttpResponse:
    if is_sheet_poll(request):
        # The live sheet's poll, when the sheet moved (``condition`` answered 304 otherwise).
        deals = list(game.deals.all())
        kind = game_type(game.game)
        context = board_context(request, game, right, deals, kind.full_options(game.options))
        response = render_board(request, context, "sheet")
        patch_cache_control(response, private=True, no_cache=True)
        return response
    # The whole page, or a new board for an editor whose entry form went stale (another phone
    # entered the deal).

    def render_page() -> HttpResponse:
        deals = list(game.deals.all())
        options = game_type(game.game).full_options(game.options)
        return render_board(request, board_context(request, game, right, deals, options), None)

    return _rendered_once_per_change(request, game, right, render_page)


def _rendered_once_per_change(
    request: HtmxHttpRequest, game: Game, right: Right, render_page: Callable[[], HttpResponse]
) -> HttpResponse:
    """A game page is the same for every phone with the same role until the game changes:
    kept rendered (``scorepad.fastpath.kept_pages``), but for a page whose entry this phone's
    undo refills."""
    undone = request.session.get(SESSION_UNDONE)
    if isinstance(undone, dict) and undone.get("game") == game.public_id:
        return render_page()
    headers = ("HTTP_HX_REQUEST", "HTTP_HX_TARGET", "HTTP_HX_HISTORY_RESTORE_REQUEST")
    parts = [
        sheet_etag(request, game, right.role),
        str(right.started),
        game.edit_token,
        game.follow_token,
        *(str(request.META.get(header, "")) for header in headers),
    ]
    return kept_page(request, page_key(f"game:{game.public_id}", request, parts), render_page)


@game_view()
@require_POST
def toggle_hundreds(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    request.session[SESSION_HUNDREDS] = not hundreds(request)
    return SeeOther(reverse("game", args=[game.public_id]))


def last_step(game: Game, deals: list[Deal]) -> str:
    """The last thing entered: a whole deal, or the last step of a deal entered in steps."""
    if not deals:
        return "0:none"
    last = deals[-1]
    partial = game_type(game.game).partial_undo(last.data)
    return f"{last.number}:{partial[0] if partial else 'deal'}"


# What the board shows


def board_context(
    request: HttpRequest,
    game: Game,
    right: Right,
    deals: list[Deal],
    options: dict[str, Any],
    *,
    form: DealForm | None = None,
    editing: int | None = None,
    message: str = "",
    quiet: bool = False,
) -> dict[str, Any]:
    """Everything the game page shows, from one ``compute_sheet`` call."""
    kind = game_type(game.game)
    role = right.role
    players = list(game.players)
    datas = [deal.data for deal in deals]
    sheet = sheet_of(game, options, datas)
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
    etag = sheet_etag(request, game, role)
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
        "hundreds": hundreds(request) and kind.offers_hundreds,
        "game_url": game_url,
        "poll_headers": json.dumps({"If-None-Match": etag}),
        # The rendered pad is cached under what it is drawn from: the game, the role, the
        # language, the view, the players, the options and the deals themselves, so a board
        # rendered right after a change (or by the loser of a race) can never pick up the pad
        # of an earlier state, nor a renamed game its old names. Forms with CSRF tokens stay
        # out of it.
        "pad_cache_key": _pad_cache_key(request, game, role, players, options, datas),
        "poll_seconds": POLL_SECONDS,
        "winners": [sheet["sides"][side] for side in sheet["winners"]],
        "last_step": last_step(game, deals),
        "next_step": _next_step(upcoming),
        "deal_count": len(deals),
        "recorded": datas,
        "share_text": exports.share_text(game, sheet),
        "follow_url": request.build_absolute_uri(
            reverse("follow_link", args=[game.public_id, game.follow_token])
        ),
        "language_next": game_url,
        "rules_anchor": kind.rules_anchor(upcoming),
        "bar": _bar(kind, sheet),
        # Asked only when the page's head is drawn, not for each fragment.
        "elsewhere": functools.partial(_elsewhere, game),
        **kind.status(players, options, upcoming),
    }
    # The pad's own values are worked out when the sheet is drawn, not when its kept copy is
    # used: a template calls a callable it finds in its context.
    pad = functools.cache(
        functools.partial(kind.pad.values, players, options, sheet, datas, upcoming)
    )
    context.update({key: functools.partial(_pad_value, pad, key) for key in kind.pad.keys})
    if is_editor:
        context["may_renew"] = right.started
        context["editor_url"] = request.build_absolute_uri(
            reverse("editor_link", args=[game.public_id, game.edit_token])
        )
    return context


def _elsewhere(game: Game) -> list[dict[str, str]]:
    found: list[dict[str, str]] = []
    for _app, links in game_links.send(sender=Game, game=game):
        found.extend(cast("list[dict[str, str]]", links))
    return found


def _pad_value(pad: Callable[[], dict[str, Any]], key: str) -> Any:
    return pad()[key]


def _bar(kind: GameType, sheet: dict[str, Any]) -> dict[str, Any] | None:
    """What the totals bar says besides the totals: a caption and a line under each side's
    total, as the phone says it too (``scorepad.games.phone.totals_bar``)."""
    bar = totals_bar(kind.engine, sheet, kind.round_message)
    if bar is None:
        return None
    return {"caption": _said(bar["caption"]), "lines": [_said(line) for line in bar["lines"]]}


def _said(words: Note | str) -> str:
    return why(words) if isinstance(words, Note) else words


def _pad_cache_key(
    request: HttpRequest,
    game: Game,
    role: str,
    players: list[str],
    options: dict[str, Any],
    datas: list[dict[str, Any]],
) -> str:
    state = json.dumps([players, options, datas], sort_keys=True, separators=(",", ":"))
    return key_of(game.public_id, [role, get_language() or "", str(hundreds(request)), state])


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
