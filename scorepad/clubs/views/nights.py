"""A club night: a new one (or one read from its file), its page, who is there, the draw of
each round (a redraw before any table has entered a deal, a swap of two players), and its
tables: each a normal game, opened on a table's phone from its link or QR code, or by the
director to enter a paper tally, and printable as the game's pad.

Every change to a night runs in one transaction that first locks the night's row, so that two
directors' taps (or a double tap) never draw a round twice; a redraw also sees any deal a table
entered before it, and a deal entered after it finds its game gone.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scorepad import exports
from scorepad.clubs import draw, files, night, stored
from scorepad.clubs.forms import CheckInForm, FileForm, NightForm, SwapForm, said
from scorepad.clubs.models import DIRECTOR, SCREEN, TABLE, Club, ClubRight, Night, Player, Round
from scorepad.clubs.models import Table as ClubTable
from scorepad.clubs.rights import TABLES, club_view, grant
from scorepad.games import game_type
from scorepad.games.core import RuleError
from scorepad.models import Deal, Game
from scorepad.origins import is_cross_site
from scorepad.pdf import pdf_bytes
from scorepad.ratelimit import creates_games
from scorepad.rights import EDIT
from scorepad.rights import grant as grant_game
from scorepad.views import SeeOther, never_stored

# Every chance of a draw: the system's, never a seed anyone could guess.
CHANCE = random.SystemRandom()


def file_limit() -> int:
    """The most a club's file may hold: a game file's (``GAME_FILE_MAX_BYTES``), which the
    server's limit on a request's body follows. A night of sixty players holds about 80 KB; a
    club importing its seasons whole sets it higher (a season of forty such nights: 3.3 MB)."""
    return int(settings.GAME_FILE_MAX_BYTES)


def night_of(club: Club, night_id: int) -> Night:
    return get_object_or_404(Night.objects.select_related("club"), club=club, pk=night_id)


def night_url(night_: Night, anchor: str = "") -> str:
    url = reverse("clubs:night", args=[night_.club.public_id, night_.pk])
    return f"{url}#{anchor}" if anchor else url


def _locked(night_: Night) -> Night:
    """The night's row, locked for the rest of the transaction and read again."""
    nights = Night.objects.select_related("club").filter(pk=night_.pk)
    if connection.features.has_select_for_update:
        return nights.select_for_update().get()
    # SQLite has no row locks: the write takes the database's write lock now.
    nights.update(updated=F("updated"))
    return nights.get()


def _touch(night_: Night) -> None:
    night_.updated = timezone.now()
    Night.objects.filter(pk=night_.pk).update(updated=night_.updated)


# A new night


def _new_night_page(
    request: HttpRequest,
    club: Club,
    form: NightForm | None = None,
    file_form: FileForm | None = None,
    file_error: str = "",
    status: int = 200,
) -> HttpResponse:
    form = form or NightForm(club=club)
    context = {
        "club": club,
        "form": form,
        "picks": form.option_picks([form.chosen_game()]),
        "file_form": file_form or FileForm(),
        "file_error": file_error,
        "max_upload_kb": file_limit() // 1024,
    }
    return render(request, "clubs/new_night.html", context, status=status)


@club_view(DIRECTOR)
@creates_games
@require_http_methods(["GET", "HEAD", "POST"])
def new_night(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    if request.method != "POST":
        return _new_night_page(request, club)
    form = NightForm(request.POST, club=club)
    if not form.is_valid():
        return _new_night_page(request, club, form, status=400)
    created = Night.objects.create(
        club=club,
        season=form.cleaned_data.get("season"),
        date=form.cleaned_data["date"],
        game=form.cleaned_data["game"],
        options=form.options,
        rules=form.rules,
    )
    return SeeOther(night_url(created))


def read_file(form: FileForm) -> tuple[Any, str]:
    """The decoded JSON of an uploaded club file, or the reason there is none."""
    if not form.is_valid():
        return None, gettext("Choose a file.")
    upload = form.cleaned_data["file"]
    limit = file_limit()
    if upload.size > limit:
        return None, gettext(
            "The file is too big: a club's file is at most %(limit)d KB, this one is %(size)d KB."
        ) % {"limit": limit // 1024, "size": (upload.size + 1023) // 1024}
    try:
        return files.decode(upload.read(limit + 1)), ""
    except RuleError as error:
        return None, said(error)


def store_night(club: Club, document: dict[str, Any], season_: Any = None) -> Night:
    """A clean night file stored: its rounds, its tables' games and their deals, everyone in
    it checked in (and no longer there, for a night that is over)."""
    date = document.get("date") or timezone.localdate().isoformat()
    created = Night.objects.create(
        club=club,
        season=season_,
        date=date,
        game=document["game"],
        options=document["options"],
        rules=document["rules"],
    )
    Player.objects.bulk_create(
        Player(night=created, name=name, position=index, present=False)
        for index, name in enumerate(document["players"])
    )
    for number, round_ in enumerate(document["rounds"], start=1):
        stored_round = Round.objects.create(night=created, number=number, sit_out=round_["sit_out"])
        for table_number, table in enumerate(round_["tables"], start=1):
            game = Game.objects.create(
                game=document["game"], players=table["players"], options=document["options"]
            )
            ClubTable.objects.create(round=stored_round, number=table_number, game=game)
            Deal.objects.bulk_create(
                Deal(game=game, number=deal_number, data=data)
                for deal_number, data in enumerate(table["deals"], start=1)
            )
    return created


@club_view(DIRECTOR)
@creates_games
@require_POST
def import_night(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """A ``scorepad-night/1`` file read into the club: refused with the round and the table
    named, and nothing stored."""
    file_form = FileForm(request.POST, request.FILES)
    data, error = read_file(file_form)
    if not error:
        try:
            document = night.clean_night(data, files.club_engine)
        except RuleError as refusal:
            error = said(refusal, getattr(refusal, "game", None))
    if error:
        message = gettext("This night file cannot be read: %(reason)s") % {"reason": error}
        return _new_night_page(request, club, file_form=file_form, file_error=message, status=400)
    with transaction.atomic():
        created = store_night(club, document)
    return SeeOther(night_url(created))


# The night's page


def _round_view(sitting: stored.Sitting, sheets: dict[int, Any]) -> dict[str, Any]:
    tables = []
    for table in sitting.tables:
        sheet = sheets[table.game.pk]
        seats = list(table.game.players)
        tables.append(
            {
                "table": table,
                "seats": seats,
                "sides": sheet["sides"],
                "sheet": sheet,
                "progress": progress(table.game, sheet),
            }
        )
    return {
        "round": sitting.round,
        "tables": tables,
        "begun": any(table["sheet"]["deals"] for table in tables),
        "finished": all(table["sheet"]["finished"] for table in tables),
    }


def progress(game: Game, sheet: dict[str, Any]) -> str:
    """How far a table has come: "Deal 9 of 16", "Deal 3", "Finished"."""
    if sheet["finished"]:
        return gettext("Finished")
    kind = game_type(game.game)
    if sheet["playing"] is None:
        return ""
    title = kind.round_title(sheet["playing"])
    if sheet["planned"]:
        return gettext("%(title)s of %(count)d") % {"title": title, "count": sheet["planned"]}
    return title


def _night_page(
    request: HttpRequest,
    club: Club,
    right: ClubRight,
    night_: Night,
    *,
    check_in_form: CheckInForm | None = None,
    swap_form: SwapForm | None = None,
    message: str = "",
    confirm_draw: str = "",
    status: int = 200,
) -> HttpResponse:
    standings = stored.night_standings(night_)
    kind = game_type(night_.game)
    rounds = [_round_view(sitting, standings.sheets) for sitting in standings.rounds]
    players = list(night_.players.all())
    names = _known_names(club, players)
    if check_in_form is None:
        check_in_form = CheckInForm(
            names=names, initial={"present": [p.name for p in players if p.present]}
        )
    last = rounds[-1] if rounds else None
    if swap_form is None and last is not None:
        swap_form = SwapForm(names=_round_names(standings.rounds[-1]))
    present = [player.name for player in players if player.present]
    planned = night_.rules["rounds"]
    context = {
        "club": club,
        "night": night_,
        "kind": kind,
        "right": right,
        "is_director": right.role == DIRECTOR,
        "option_lines": kind.export.option_lines(["1", "2", "3", "4"], night_.options),
        "rules": rules_words(night_.rules),
        "rounds": list(reversed(rounds)),
        "last": last,
        "present": present,
        "check_in_form": check_in_form,
        "swap_form": swap_form,
        "message": message,
        "confirm_draw": confirm_draw,
        "next_round": len(rounds) + 1 if len(rounds) < planned else None,
        "planned": planned,
        "sit_out_count": len(present) % night.SEATS,
        "can_redraw": last is not None and not last["begun"],
    }
    return render(request, "clubs/night.html", context, status=status)


def rules_words(rules: dict[str, Any]) -> list[str]:
    """The night's rules in words, for its head and its printed standings."""
    count = rules["rounds"]
    lines = [ngettext("%(count)d round", "%(count)d rounds", count) % {"count": count}]
    lines.append(
        gettext("scored by points") if rules["score"] == "points" else gettext("scored by places")
    )
    if rules["sit_out"] == "fixed":
        score = rules["sit_out_score"]
        lines.append(gettext("sitting out scores %(score)s") % {"score": score})
    elif rules["sit_out"] == "lowest":
        lines.append(gettext("sitting out scores the round's lowest"))
    else:
        lines.append(gettext("sitting out scores the round's average"))
    if rules["prizes"] == "formule-van-4":
        lines.append(gettext("prizes: Formule-van-4 and the poedelprijs"))
    return lines


def _known_names(club: Club, players: list[Player]) -> list[str]:
    """The names to check in with a tap: the night's players, then the club's other members."""
    names = [player.name for player in players]
    return names + [name for name in club.members if name not in names]


def _round_names(sitting: stored.Sitting) -> list[str]:
    names = [name for table in sitting.tables for name in table.game.players]
    return names + list(sitting.round.sit_out)


@never_stored
@club_view()
@require_safe
def night_page(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """The director runs the night here (who is there, the draw, the tables); a table's phone
    opens its table; the screen goes to its screen."""
    night_ = night_of(club, night_id)
    if right.role == SCREEN:
        return SeeOther(reverse("clubs:screen", args=[club.public_id, night_.pk]))
    return _night_page(request, club, right, night_)


# Who is there


@club_view(DIRECTOR)
@require_POST
def check_in(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """Who is there now (a tap each), and a new name: they are drawn from the next round on.
    A player who leaves is checked out and keeps the rounds they played."""
    with transaction.atomic():
        night_ = _locked(night_of(club, night_id))
        players = {player.name: player for player in night_.players.all()}
        form = CheckInForm(request.POST, names=_known_names(club, list(players.values())))
        if not form.is_valid():
            return _night_page(request, club, right, night_, check_in_form=form, status=400)
        present = set(form.cleaned_data["present"])
        new = form.cleaned_data["name"]
        if new:
            present.add(new)
        position = max((player.position for player in players.values()), default=-1) + 1
        for name in [*form.names, *([new] if new and new not in form.names else [])]:
            player = players.get(name)
            if player is None and name in present:
                Player.objects.create(night=night_, name=name, position=position)
                position += 1
            elif player is not None and player.present != (name in present):
                player.present = name in present
                player.save(update_fields=["present"])
        if new and form.cleaned_data["member"] and new not in club.members:
            club.members = [*club.members, new]
            club.save(update_fields=["members"])
        _touch(night_)
    return SeeOther(night_url(night_, "check-in"))


# The draw


def _drawn_before(rounds: list[stored.Sitting], begun: set[int]) -> list[dict[str, Any]]:
    """The rounds drawn so far as the draw reads a night file's: each table's players in
    seating order, and whether it has entered a deal."""
    return [
        {
            "tables": [
                {
                    "players": list(table.game.players),
                    "deals": [True] if table.game.pk in begun else [],
                }
                for table in sitting.tables
            ],
            "sit_out": list(sitting.round.sit_out),
        }
        for sitting in rounds
    ]


def _begun(rounds: list[stored.Sitting]) -> set[int]:
    """The games of these rounds' tables that have entered a deal, their rows locked first
    (a deal is entered under its game's lock, scorepad/views/entry.py): a deal being entered
    now is waited for and seen, and one entered after finds its game as this change leaves it.
    SQLite's transaction holds the whole database already."""
    games = [table.game.pk for sitting in rounds for table in sitting.tables]
    if connection.features.has_select_for_update:
        list(Game.objects.select_for_update().filter(pk__in=games).values_list("pk", flat=True))
    return set(Deal.objects.filter(game__in=games).values_list("game", flat=True).distinct())


def _store_round(night_: Night, number: int, drawn: dict[str, Any]) -> None:
    stored_round = Round.objects.create(night=night_, number=number, sit_out=drawn["sit_out"])
    for table_number, seats in enumerate(drawn["tables"], start=1):
        game = Game.objects.create(game=night_.game, players=seats, options=night_.options)
        ClubTable.objects.create(round=stored_round, number=table_number, game=game)


def _unfinished(rounds: list[stored.Sitting]) -> list[int]:
    """The numbers of the last round's tables still playing."""
    if not rounds:
        return []
    sheets = stored.table_sheets([table.game for table in rounds[-1].tables])
    return [table.number for table in rounds[-1].tables if not sheets[table.game.pk]["finished"]]


@club_view(DIRECTOR)
@require_POST
def draw_next(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """The next round drawn from who is there now; asked again first while tables of the last
    round are still playing."""
    with transaction.atomic():
        night_ = _locked(night_of(club, night_id))
        rounds = stored.sittings([night_])[night_.pk]
        number = len(rounds) + 1
        posted = request.POST.get("round", "")
        if posted != str(number):
            # A double tap, or another director drew it first: the round is there.
            return SeeOther(night_url(night_, f"round-{len(rounds)}"))
        if number > night_.rules["rounds"]:
            message = gettext(
                "The night has its %(count)d rounds: there is no round left to draw."
            ) % {"count": night_.rules["rounds"]}
            return _night_page(request, club, right, night_, message=message, status=409)
        playing = _unfinished(rounds)
        if playing and request.POST.get("confirm") != "yes":
            confirm = ngettext(
                "Table %(tables)s of round %(round)d is still playing.",
                "Tables %(tables)s of round %(round)d are still playing.",
                len(playing),
            ) % {"tables": ", ".join(str(table) for table in playing), "round": number - 1}
            return _night_page(request, club, right, night_, confirm_draw=confirm, status=409)
        present = [player.name for player in night_.players.all() if player.present]
        try:
            drawn = draw.draw_round(
                _drawn_before(rounds, set()), present, files.plays_in_teams(night_.game), CHANCE
            )
        except RuleError as error:
            message = gettext("Round %(round)d cannot be drawn: %(reason)s") % {
                "round": number,
                "reason": said(error),
            }
            return _night_page(request, club, right, night_, message=message, status=409)
        _store_round(night_, number, drawn)
        _touch(night_)
    return SeeOther(night_url(night_, f"round-{number}"))


@club_view(DIRECTOR)
@require_POST
def redraw_last(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """The last round drawn again for who is there now, before any of its tables has entered
    a deal; its old tables' games go, and with them their links and QR codes."""
    with transaction.atomic():
        night_ = _locked(night_of(club, night_id))
        rounds = stored.sittings([night_])[night_.pk]
        if request.POST.get("round") != str(len(rounds)):
            message = gettext("The night has changed since: here it is as it stands.")
            return _night_page(request, club, right, night_, message=message, status=409)
        present = [player.name for player in night_.players.all() if player.present]
        try:
            drawn = draw.redraw(
                _drawn_before(rounds, _begun(rounds[-1:])),
                files.plays_in_teams(night_.game),
                CHANCE,
                present,
            )
        except RuleError as error:
            message = gettext("This round cannot be drawn again: %(reason)s") % {
                "reason": said(error)
            }
            return _night_page(request, club, right, night_, message=message, status=409)
        last = rounds[-1]
        Game.objects.filter(pk__in=[table.game.pk for table in last.tables]).delete()
        last.round.delete()
        _store_round(night_, len(rounds), drawn)
        _touch(night_)
    return SeeOther(night_url(night_, f"round-{len(rounds)}"))


@club_view(DIRECTOR)
@require_POST
def swap_players(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """Two players of the last round in each other's places (a seat, or sitting out); in a
    team game a table one of them moves to is reseated if that avoids a partner they had."""
    with transaction.atomic():
        night_ = _locked(night_of(club, night_id))
        rounds = stored.sittings([night_])[night_.pk]
        if not rounds or request.POST.get("round") != str(len(rounds)):
            message = gettext("The night has changed since: here it is as it stands.")
            return _night_page(request, club, right, night_, message=message, status=409)
        last = rounds[-1]
        form = SwapForm(request.POST, names=_round_names(last))
        if not form.is_valid():
            return _night_page(request, club, right, night_, swap_form=form, status=400)
        try:
            swapped = draw.swap(
                _drawn_before(rounds, _begun(rounds[-1:])),
                len(rounds),
                form.cleaned_data["first"],
                form.cleaned_data["second"],
                files.plays_in_teams(night_.game),
            )
        except RuleError as error:
            form.add_error(None, said(error))
            return _night_page(request, club, right, night_, swap_form=form, status=400)
        now = timezone.now()
        for table, seats in zip(last.tables, swapped["tables"], strict=True):
            if list(table.game.players) != seats:
                Game.objects.filter(pk=table.game.pk).update(players=seats, updated=now)
        if swapped["sit_out"] != list(last.round.sit_out):
            Round.objects.filter(pk=last.round.pk).update(sit_out=swapped["sit_out"])
        _touch(night_)
    return SeeOther(night_url(night_, f"round-{len(rounds)}"))


# The tables


def table_of(club: Club, night_: Night, public_id: str) -> ClubTable:
    return get_object_or_404(
        ClubTable.objects.select_related("game", "round"),
        round__night=night_,
        game__public_id=public_id,
    )


def latest_round(table: ClubTable) -> bool:
    """Whether the table is of its night's last round drawn: a table's phone opens those
    alone (the director any table, to enter or mend a tally)."""
    return not Round.objects.filter(
        night_id=table.round.night_id, number__gt=table.round.number
    ).exists()


def _open(request: HttpRequest, club: Club, table: ClubTable) -> HttpResponse:
    """Open the table's game on this phone as an editor, asking first when another site sent
    the phone here."""
    if request.method != "POST" and is_cross_site(request):
        context = {"club": club, "table": table, "players": table.game.players}
        return render(request, "clubs/open_table.html", context)
    grant_game(request, table.game, EDIT)
    return SeeOther(reverse("game", args=[table.game.public_id]))


@never_stored
@club_view(*TABLES)
@require_http_methods(["GET", "HEAD", "POST"])
def open_table(
    request: HttpRequest, club: Club, right: ClubRight, night_id: int, public_id: str
) -> HttpResponse:
    """A table's game opened by a table's phone or by the director (to enter its paper tally
    afterwards, deal by deal): the whole game page, the rules on the phone, offline, undo."""
    table = table_of(club, night_of(club, night_id), public_id)
    if right.role != DIRECTOR and not latest_round(table):
        raise Http404
    return _open(request, club, table)


@never_stored
@require_http_methods(["GET", "HEAD", "POST"])
def table_link(request: HttpRequest, club_id: str, token: str, public_id: str) -> HttpResponse:
    """A table's QR code scanned: the phone becomes one of the club's tables and opens this
    table's game. New table links end it."""
    club = get_object_or_404(Club, public_id=club_id)
    if not secrets.compare_digest(token.encode(), club.table_token.encode()):
        raise Http404
    table = get_object_or_404(
        ClubTable.objects.select_related("game", "round"),
        round__night__club=club,
        game__public_id=public_id,
    )
    if not latest_round(table):
        raise Http404
    if request.method == "POST" or not is_cross_site(request):
        grant(request, club, TABLE)
    return _open(request, club, table)


def table_url(request: HttpRequest, club: Club, table: ClubTable) -> str:
    return request.build_absolute_uri(
        reverse("clubs:table_link", args=[club.public_id, club.table_token, table.game.public_id])
    )


@never_stored
@club_view(DIRECTOR)
@require_safe
def table_qr(
    request: HttpRequest, club: Club, right: ClubRight, night_id: int, public_id: str
) -> HttpResponse:
    table = table_of(club, night_of(club, night_id), public_id)
    return HttpResponse(
        exports.qr_svg(table_url(request, club, table)), content_type="image/svg+xml"
    )


@never_stored
@club_view(*TABLES)
@require_safe
def table_pdf(
    request: HttpRequest, club: Club, right: ClubRight, night_id: int, public_id: str
) -> HttpResponse:
    """The table's score sheet printed as the game's pad (empty before the round, to write the
    paper tally on; filled in once entered)."""
    table = table_of(club, night_of(club, night_id), public_id)
    game = table.game
    deals = [deal.data for deal in game.deals.all()]
    kind = game_type(game.game)
    sheet = kind.engine.compute_sheet(list(game.players), kind.full_options(game.options), deals)
    response = HttpResponse(pdf_bytes(game, sheet, deals), content_type="application/pdf")
    response["Content-Disposition"] = exports.content_disposition(game, "pdf")
    return response
