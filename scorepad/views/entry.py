"""Entering deals: a deal (or a step of one) added, a recorded deal changed, the last entry
undone, the preview of an entry, a rematch and new links.

Every change to a game runs in one transaction that first locks the game's row
(``one_change_at_a_time``), so two phones never interleave: the second finds the sheet moved
and gets the conflict answer (409) with the sheet as it stands. The game's kept figures
(``scorepad.stats``) are worked out in the same transaction, so a request cut at the time limit
leaves neither half of a change nor figures of a change that never was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.db import IntegrityError, connection, transaction
from django.db.models import F
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe
from django_htmx.http import replace_url

from scorepad.forms import PHASES, DealForm
from scorepad.games import game_type
from scorepad.games.core import RuleError
from scorepad.models import Deal, Game, Right, SpentKey, new_token
from scorepad.partials import HtmxHttpRequest, partial_target, render_partial
from scorepad.ratelimit import creates_games
from scorepad.rights import EDIT, SESSION_UNDONE, end_link_rights, game_view, grant, holds
from scorepad.stats import keep_figures
from scorepad.tokens import new_key, posted_key
from scorepad.views import SeeOther, never_stored
from scorepad.views.board import (
    BOARD_PARTIALS,
    TEMPLATE,
    board_context,
    last_step,
    render_board,
)


def one_change_at_a_time(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A change to a game runs in one transaction that first locks the game's row, so that
    it reads the deals, checks the rules and writes with no other change to that game in
    between: a second phone's change waits, then finds the sheet moved and gets the conflict
    answer (409) with the sheet as it stands."""

    @wraps(view)
    def serialised(
        request: HttpRequest, game: Game, right: Right, *args: Any, **kwargs: Any
    ) -> HttpResponse:
        with transaction.atomic():
            games = Game.objects.filter(pk=game.pk)
            if connection.features.has_select_for_update:
                # The row is locked and read again in one query.
                locked = games.select_for_update().first()
            else:
                # SQLite has no row locks: a write takes the database's write lock now rather
                # than at the first insert (settings' IMMEDIATE transactions do it already).
                games.update(public_id=F("public_id"))
                locked = games.first()
            # Read again under the lock: new links made meanwhile end a right that came
            # through the old ones.
            if locked is None or not holds(right, locked):
                raise Http404
            right.game = locked
            before = locked.updated
            response = view(request, locked, right, *args, **kwargs)
            if locked.updated != before:
                keep_figures(locked)
            return response

    return serialised


# Entering deals


def _post_int(request: HttpRequest, name: str) -> int | None:
    try:
        return int(request.POST.get(name, ""))
    except ValueError:
        return None


def _after_change(
    request: HtmxHttpRequest,
    right: Right,
    options: dict[str, Any],
    *,
    from_edit: bool = False,
    deals: list[Deal] | None = None,
) -> HttpResponse:
    """What a recorded deal answers: the game page again (PRG), or for HTMX the new board
    (and the game's URL back in the address bar when the change came from a deal's page).
    ``deals`` are the game's deals after the change, when the view already holds them."""
    game = right.game
    game_url = reverse("game", args=[game.public_id])
    if not request.htmx:
        return SeeOther(game_url)
    if deals is None:
        deals = list(game.deals.all())
    response = render_board(request, board_context(request, game, right, deals, options), "board")
    return replace_url(response, game_url) if from_edit else response


def _conflict(
    request: HttpRequest, right: Right, options: dict[str, Any], message: str, status: int = 409
) -> HttpResponse:
    """The entry was for a deal that is already on the sheet: say so, show the sheet."""
    deals = list(right.game.deals.all())
    context = board_context(request, right.game, right, deals, options, message=message)
    return render_board(request, context, "board", status)


def _stale_entry(
    request: HttpRequest, right: Right, options: dict[str, Any], form: DealForm | None
) -> HttpResponse:
    """The entry is not for the step the table is at: already recorded (perhaps by another
    phone), overtaken by a change, or not saying which deal it is for at all."""
    number = _post_int(request, "number")
    phase = request.POST.get("phase", "")
    if form is None:
        return _conflict(request, right, options, _already_recorded(None, number))
    if number is None or number < 1 or phase not in PHASES:
        message = gettext(
            "This entry does not say which deal it is for: nothing was recorded."
            " Here is the sheet as it stands."
        )
        return _conflict(request, right, options, message, status=400)
    if form.is_behind(number, phase):
        return _conflict(request, right, options, _already_recorded(form, number))
    return _conflict(request, right, options, _already_recorded(form, None))


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


@game_view(EDIT)
@require_POST
@one_change_at_a_time
def add_deal(request: HtmxHttpRequest, game: Game, right: Right) -> HttpResponse:
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    deals = list(game.deals.all())
    key = posted_key(request.POST.get("key", "")) or new_key()
    if any(deal.client_key == key for deal in deals):
        # A replay: the first submission already counted.
        return _after_change(request, right, options)
    spent = SpentKey.objects.filter(game=game, key=key).first()
    if spent is not None and not spent.undone:
        return _after_change(request, right, options)  # the first step of a deal completed since
    if spent is not None:
        # What this submission recorded was undone since (perhaps on another phone): a replay
        # of it (a slow network, a queue sent again) must not bring it back unseen.
        message = gettext(
            "This entry for %(deal)s was recorded and then undone, so it was not recorded"
            " again. Here is the sheet as it stands: enter it anew if it should be there."
        ) % {"deal": kind.round_title(spent.number)}
        return _conflict(request, right, options, message)
    datas = [deal.data for deal in deals]
    form = kind.next_form(game.players, options, datas, request.POST)
    if form is None or form.posted_step() != form.step:
        return _stale_entry(request, right, options, form)
    if not form.is_valid():
        context = board_context(request, game, right, deals, options, form=form)
        return render_board(request, context, "board", 422)
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
                if pending.client_key:
                    SpentKey.objects.create(
                        game=game, number=pending.number, key=pending.client_key
                    )
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
            return _after_change(request, right, options)
        return _conflict(request, right, options, _already_recorded(form, form.deal_number))
    request.session.pop(SESSION_UNDONE, None)
    return _after_change(request, right, options, deals=deals)


def _deals_up_to(game: Game, number: int) -> list[Deal]:
    """The game's deals, if deal ``number`` is on the sheet (only a recorded deal can be
    edited); 404 otherwise."""
    deals = list(game.deals.all())
    if not 1 <= number <= len(deals):
        raise Http404
    return deals


@never_stored
@game_view(EDIT)
@require_safe
def edit_deal(request: HttpRequest, game: Game, right: Right, number: int) -> HttpResponse:
    deals = _deals_up_to(game, number)
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    form = kind.edit_form(game.players, options, [d.data for d in deals], number)
    context = board_context(request, game, right, deals, options, form=form, editing=number)
    return render_board(request, context, "board")


@game_view(EDIT)
@require_POST
@one_change_at_a_time
def save_deal(request: HtmxHttpRequest, game: Game, right: Right, number: int) -> HttpResponse:
    deals = _deals_up_to(game, number)
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    datas = [deal.data for deal in deals]
    form = kind.edit_form(game.players, options, datas, number, request.POST)
    if form.is_valid():
        assert form.deal is not None
        # Every later deal must still be allowed after the change: checked in one walk.
        changed = [*datas[: number - 1], form.deal]
        try:
            kind.engine.clean_deals(game.players, options, changed, datas[number:])
        except RuleError as error:
            later = kind.round_title(error.deal or number + 1)
            form.add_error(
                None,
                gettext("This change cannot be saved: %(reason)s; undo %(later)s first.")
                % {"reason": error.reason(gettext, kind.field_labels), "later": later},
            )
        else:
            with transaction.atomic():
                Deal.objects.filter(game=game, number=number).update(
                    data=form.deal, recorded=timezone.now()
                )
                _touch(game)
            return _after_change(request, right, options, from_edit=True)
    context = board_context(request, game, right, deals, options, form=form, editing=number)
    return render_board(request, context, "board", 422)


@game_view(EDIT)
@require_POST
@one_change_at_a_time
def undo_deal(request: HtmxHttpRequest, game: Game, right: Right) -> HttpResponse:
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    deals = list(game.deals.all())
    step = last_step(game, deals)
    if not deals or request.POST.get("last") != step:
        return _conflict(
            request,
            right,
            options,
            gettext("That was undone already, or the sheet has changed. Here it is as it stands."),
        )
    last = deals[-1]
    partial = kind.partial_undo(last.data)
    with transaction.atomic():
        if partial:
            # The deal goes back to its first step, and to that step's key.
            first = (
                SpentKey.objects.filter(game=game, number=last.number, undone=False)
                .order_by("-pk")
                .first()
            )
            Deal.objects.filter(pk=last.pk).update(
                data=partial[1], client_key=first.key if first else "", recorded=timezone.now()
            )
            if first is not None:
                first.delete()
        else:
            Deal.objects.filter(pk=last.pk).delete()
        if last.client_key:
            SpentKey.objects.update_or_create(
                game=game, key=last.client_key, defaults={"number": last.number, "undone": True}
            )
        _touch(game)
    # What was undone fills the entry again, ready to be fixed rather than typed anew.
    request.session[SESSION_UNDONE] = {"game": game.public_id, "step": step, "deal": last.data}
    return _after_change(request, right, options)


@game_view(EDIT)
@creates_games
@require_POST
@one_change_at_a_time
def rematch(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    deals = [deal.data for deal in game.deals.all()]
    if not kind.engine.compute_sheet(game.players, options, deals)["finished"]:
        message = gettext("A rematch is offered once the game is finished. Here is the sheet.")
        return _conflict(request, right, options, message)
    existing = Game.objects.filter(rematch_of=game).first()
    if existing is not None:
        # A double tap, or another phone's tap: the rematch is already there (this game's
        # row is locked, so no two requests both get this far without it).
        grant(request, existing, EDIT)
        return SeeOther(reverse("game", args=[existing.public_id]))
    new = Game.objects.create(
        game=game.game, players=game.players, options=game.options, rematch_of=game
    )
    grant(request, new, EDIT, starter=True)
    return SeeOther(reverse("game", args=[new.public_id]))


@never_stored
@game_view(EDIT)
@require_safe
def confirm_new_links(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    """What new links do, before they are made: a tap on *New links* asks first."""
    if not right.started:
        raise Http404
    return render(request, "scorepad/renew_links.html", {"game": game})


@game_view(EDIT)
@require_POST
@one_change_at_a_time
def renew_links(request: HttpRequest, game: Game, right: Right) -> HttpResponse:
    """New follow and editor links: the old ones open nothing any more, and every phone
    that came in through them loses its right to the game. Only the phone that started the
    game may make them (404 for any other, as for a stranger); it keeps its right. A post
    that does not say it was confirmed gets the question instead."""
    if not right.started:
        raise Http404
    if request.POST.get("confirm") != "yes":
        return render(request, "scorepad/renew_links.html", {"game": game})
    game.edit_token, game.follow_token = new_token(), new_token()
    game.save(update_fields=["edit_token", "follow_token", "updated"])
    end_link_rights(game)
    grant(request, game, EDIT)
    return SeeOther(reverse("game", args=[game.public_id]))


@game_view(EDIT)
@require_POST
def preview_deal(request: HtmxHttpRequest, game: Game, right: Right) -> HttpResponse:
    """What the entry would give, before saving (the game's ``preview``, or its entry's own
    partials). Also the buttons of an action of the game's own (``DealForm.act``), which work
    without JavaScript by posting here."""
    kind = game_type(game.game)
    options = kind.full_options(game.options)
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
        return _stale_entry(request, right, options, form)
    if form.ACTION in request.POST:
        form.act(request.POST[form.ACTION])
    context = board_context(
        request, game, right, deals, options, form=form, editing=editing, quiet=True
    )
    # A part of the game's entry (the tricks count, the preview), the entry, or the board
    # (an action's button tapped without app.js submits the whole form, aimed at the board).
    if partial_target(request, kind.entry_partials):
        return render_partial(request, kind.entry_template, context, partials=kind.entry_partials)
    return render_partial(
        request,
        TEMPLATE,
        context,
        partials=BOARD_PARTIALS,
        partial=None if request.htmx.target == "board" else "entry",
    )
