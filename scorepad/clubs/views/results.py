"""The standings: a night's (its page and the café's screen), a season's (its page and its
screen), and the files and exports: the night as ``scorepad-night/1``, the season as
``scorepad-season/1``, the standings as CSV and as a PDF for the notice board.

The screens and the standings page update themselves (``static/clubs/live.js``): they ask for
their live part every few seconds with its ETag and get 304 while nothing changed; anything a
page shows moves the ETag (``stored.night_state``: the night's change, its tables' games').
"""

from __future__ import annotations

import hashlib
import html
import json
import math
from typing import Any

from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext
from django.views.decorators.http import condition, require_http_methods, require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from scorepad.clubs import exports, files, season, stored
from scorepad.clubs.forms import FileForm, SeasonForm, said
from scorepad.clubs.models import DIRECTOR, Club, ClubRight, Night, Season
from scorepad.clubs.rights import club_view
from scorepad.clubs.stored import prize_words, written
from scorepad.clubs.views.nights import (
    file_limit,
    night_of,
    progress,
    read_file,
    rules_words,
    store_night,
)
from scorepad.games import game_type
from scorepad.games.core import RuleError, gettext_noop
from scorepad.partials import VARY, render_partial
from scorepad.ratelimit import creates_games
from scorepad.views import SeeOther, never_stored

# A screen's poll is a 304 of a few milliseconds while nothing changed: every two seconds, a
# table's save is on it two seconds later at most, and the answer's time.
POLL_SECONDS = 2
# The screen's type sizes, by the rows a column holds (static/clubs/screen.css, size-N).
SIZES = (8, 12, 16, 22)
MOST_ROWS = 30
MOST_COLUMNS = 8
LIVE = "live"  # the element a page's poll replaces, and its partial


def is_poll(request: HttpRequest) -> bool:
    meta = request.META
    return meta.get("HTTP_HX_REQUEST") == "true" and meta.get("HTTP_HX_TARGET") == LIVE


def etag_of(*parts: str) -> str:
    seed = "|".join([*parts, get_language() or ""])
    return '"' + hashlib.sha256(seed.encode()).hexdigest()[:24] + '"'


def _render_live(
    request: HttpRequest, template: str, context: dict[str, Any], etag: str
) -> HttpResponse:
    """The whole page, or the poll's live part; either way never kept by another cache, and
    the poll always asked again of the server (``no-cache``)."""
    context = {**context, "etag": etag, "poll_seconds": POLL_SECONDS, "heard": timezone.now()}
    response = render_partial(request, template, context, partials=(LIVE,))
    response["ETag"] = etag
    patch_cache_control(response, private=True, no_cache=True)
    return response


# A night's standings


def standing_rows(standings: stored.Standings) -> list[dict[str, Any]]:
    """Each standing with its round scores (each marked live while its round is played) and
    the prizes it wins, in words."""
    live = standings.live
    won = standings.prizes_of()
    rows = []
    for row in standings.scored["standings"]:
        rows.append(
            {
                "place": row["place"],
                "player": row["player"],
                "total": row["total"],
                "rounds": [
                    {"score": score, "live": live[index]}
                    for index, score in enumerate(row["rounds"])
                ],
                "prizes": prize_words(won.get(row["player"], [])),
                "poedel": "poedel" in won.get(row["player"], []),
                "prize": any(place != "poedel" for place in won.get(row["player"], [])),
            }
        )
    return rows


def table_rows(standings: stored.Standings, index: int) -> list[dict[str, Any]]:
    """The tables of a round with their sides, totals so far and progress."""
    rows: list[dict[str, Any]] = []
    if not 0 <= index < len(standings.rounds):
        return rows
    for table in standings.rounds[index].tables:
        sheet = standings.sheets[table.game.pk]
        rows.append(
            {
                "number": table.number,
                "sides": list(zip(sheet["sides"], sheet["totals"], strict=True)),
                "progress": progress(table.game, sheet),
                "finished": sheet["finished"],
                "deals": sheet["deals"],
            }
        )
    return rows


def night_context(standings: stored.Standings) -> dict[str, Any]:
    night_ = standings.night
    count = len(standings.rounds)
    live = standings.live
    current = count - 1
    return {
        "night": night_,
        "club": night_.club,
        "kind": game_type(night_.game),
        "rules": rules_words(night_.rules),
        "rows": standing_rows(standings),
        "round_numbers": list(range(1, count + 1)),
        "live_rounds": live,
        "current": current + 1 if count else None,
        "current_live": bool(count) and live[current],
        "tables": table_rows(standings, current),
        "planned": night_.rules["rounds"],
        "finished": standings.scored["finished"],
        "sit_out": standings.scored["rounds"][current] if count else None,
        "layout": screen_layout(len(standings.scored["standings"])),
    }


def screen_layout(count: int) -> dict[str, Any]:
    """How the screen lays the standings out so that they fit a television without
    scrolling: in one to four columns, the type as large as the rows per column allow."""
    if count <= 66:
        columns = 1 if count <= 14 else 2 if count <= 32 else 3
    else:
        columns = min(MOST_COLUMNS, math.ceil(count / MOST_ROWS))
    per_column = max(1, math.ceil(count / columns))
    size = next((rows for rows in SIZES if per_column <= rows), MOST_ROWS)
    return {"columns": columns, "per_column": per_column, "size": size}


def columns_of(rows: list[dict[str, Any]], per_column: int) -> list[list[dict[str, Any]]]:
    return [rows[start : start + per_column] for start in range(0, len(rows), per_column)] or [[]]


def _night_etag(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> str | None:
    if not is_poll(request):
        return None
    night_ = Night.objects.filter(club=club, pk=night_id).first()
    return etag_of("night", stored.night_state(night_)) if night_ else None


@never_stored
@club_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_night_etag)
def standings(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """The night's standings and its tables' progress, live, for the director and the tables."""
    night_ = night_of(club, night_id)
    etag = etag_of("night", stored.night_state(night_))
    context = night_context(stored.night_standings(night_))
    context.update({"right": right, "is_director": right.role == DIRECTOR})
    return _render_live(request, "clubs/standings.html", context, etag)


def _screen(request: HttpRequest, club: Club, night_: Night | None, etag: str) -> HttpResponse:
    if night_ is None:
        context: dict[str, Any] = {"club": club, "night": None}
    else:
        context = night_context(stored.night_standings(night_))
        context["columns"] = columns_of(context["rows"], context["layout"]["per_column"])
    return _render_live(request, "clubs/screen.html", context, etag)


@club_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_night_etag)
def night_screen(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    """The café's television: the night's standings and its tables' progress, landscape, no
    controls, updating by itself."""
    night_ = night_of(club, night_id)
    return _screen(request, club, night_, etag_of("night", stored.night_state(night_)))


def newest_night(club: Club) -> Night | None:
    return club.nights.select_related("club").order_by("-date", "-pk").first()


def _club_screen_etag(request: HttpRequest, club: Club, right: ClubRight) -> str | None:
    if not is_poll(request):
        return None
    night_ = newest_night(club)
    return etag_of("club", stored.night_state(night_) if night_ else "")


@club_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_club_screen_etag)
def club_screen(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """The club's screen: the newest night's, so that a television set up once follows every
    night, the next one as soon as it is made."""
    night_ = newest_night(club)
    etag = etag_of("club", stored.night_state(night_) if night_ else "")
    return _screen(request, club, night_, etag)


# The night's files


@never_stored
@club_view(DIRECTOR)
@require_safe
def night_json(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    night_ = night_of(club, night_id)
    body = json.dumps(stored.night_file(night_), ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = exports.disposition(exports.night_name(night_), "json")
    return response


@never_stored
@club_view()
@require_safe
def night_csv(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    night_ = night_of(club, night_id)
    separator = exports.separator(request)
    return exports.night_csv(stored.night_standings(night_), separator)


@never_stored
@club_view()
@require_safe
def night_pdf(request: HttpRequest, club: Club, right: ClubRight, night_id: int) -> HttpResponse:
    night_ = night_of(club, night_id)
    return exports.night_pdf(stored.night_standings(night_), rules_words(night_.rules))


# Seasons


def season_of(club: Club, season_id: int) -> Season:
    return get_object_or_404(Season.objects.select_related("club"), club=club, pk=season_id)


def _season_form_page(
    request: HttpRequest,
    club: Club,
    form: SeasonForm | None = None,
    file_error: str = "",
    status: int = 200,
) -> HttpResponse:
    context = {
        "club": club,
        "form": form or SeasonForm(club=club),
        "file_form": FileForm(),
        "file_error": file_error,
        "max_upload_kb": file_limit() // 1024,
    }
    return render(request, "clubs/new_season.html", context, status=status)


@club_view(DIRECTOR)
@creates_games
@require_http_methods(["GET", "HEAD", "POST"])
def new_season(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """A season of the club's nights of one game, ranked on each player's best nights."""
    if request.method != "POST":
        return _season_form_page(request, club)
    form = SeasonForm(request.POST, club=club)
    if not form.is_valid():
        return _season_form_page(request, club, form, status=400)
    made = Season.objects.create(
        club=club,
        name=form.cleaned_data["name"],
        game=form.cleaned_data["game"],
        score=form.cleaned_data["score"],
        rules=form.rules,
    )
    return SeeOther(reverse("clubs:season", args=[club.public_id, made.pk]))


@club_view(DIRECTOR)
@creates_games
@require_POST
def import_season(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """A ``scorepad-season/1`` file read into the club: the season and each of its nights,
    refused with the night, the round and the table named, and nothing stored."""
    data, error = read_file(FileForm(request.POST, request.FILES))
    if not error:
        try:
            document = season.clean_season(data, files.club_engine)
            if not document["nights"]:
                raise RuleError(gettext_noop("a season has one night or more"), field="nights")
        except RuleError as refusal:
            error = said(refusal, getattr(refusal, "game", None))
    if error:
        message = gettext("This season file cannot be read: %(reason)s") % {"reason": error}
        return _season_form_page(request, club, file_error=message, status=400)
    first = document["nights"][0]
    with transaction.atomic():
        made = Season.objects.create(
            club=club,
            name=document.get("name") or gettext("Imported season"),
            game=first["game"],
            score=first["rules"]["score"],
            rules=document["rules"],
        )
        for item in document["nights"]:
            store_night(club, item, made)
    return SeeOther(reverse("clubs:season", args=[club.public_id, made.pk]))


NIGHT_SCORE = '<span class="round-score{}"><span class="label">{}</span> {}</span>'


def season_context(standings: stored.SeasonStandings) -> dict[str, Any]:
    rows = []
    for row in standings.scored["standings"]:
        counted = set(row["counted"])
        rows.append(
            {
                "place": row["place"],
                "player": row["player"],
                "total": row["total"],
                # Forty nights a player, sixty players: written here in one go rather than
                # one template node a night (bench/clubs.py measured a third of the page).
                "nights": mark_safe(  # every value escaped
                    "".join(
                        NIGHT_SCORE.format(
                            " counted" if index in counted else "",
                            index + 1,
                            html.escape(written(score)),
                        )
                        for index, score in enumerate(row["nights"])
                    )
                ),
                "played": sum(1 for there in standings.there if row["player"] in there),
            }
        )
    item = standings.season
    return {
        "season": item,
        "club": item.club,
        "kind": game_type(item.game),
        "nights": standings.nights,
        "rows": rows,
        "count_best": item.rules.get("count_best"),
        "absent": item.rules.get("absent"),
        "absent_score": item.rules.get("absent_score"),
        "layout": screen_layout(len(rows)),
    }


def _season_etag(request: HttpRequest, club: Club, right: ClubRight, season_id: int) -> str | None:
    if not is_poll(request):
        return None
    item = Season.objects.filter(club=club, pk=season_id).first()
    return etag_of("season", stored.season_state(item)) if item else None


@never_stored
@club_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_season_etag)
def season_page(request: HttpRequest, club: Club, right: ClubRight, season_id: int) -> HttpResponse:
    item = season_of(club, season_id)
    etag = etag_of("season", stored.season_state(item))
    context = season_context(stored.season_standings(item))
    context.update({"right": right, "is_director": right.role == DIRECTOR})
    return _render_live(request, "clubs/season.html", context, etag)


@club_view()
@require_safe
@vary_on_headers(*VARY)
@condition(etag_func=_season_etag)
def season_screen(
    request: HttpRequest, club: Club, right: ClubRight, season_id: int
) -> HttpResponse:
    item = season_of(club, season_id)
    etag = etag_of("season", stored.season_state(item))
    context = season_context(stored.season_standings(item))
    context["columns"] = columns_of(context["rows"], context["layout"]["per_column"])
    return _render_live(request, "clubs/season_screen.html", context, etag)


@never_stored
@club_view(DIRECTOR)
@require_safe
def season_json(request: HttpRequest, club: Club, right: ClubRight, season_id: int) -> HttpResponse:
    item = season_of(club, season_id)
    body = json.dumps(stored.season_file(item), ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = exports.disposition(exports.season_name(item), "json")
    return response


@never_stored
@club_view()
@require_safe
def season_csv(request: HttpRequest, club: Club, right: ClubRight, season_id: int) -> HttpResponse:
    item = season_of(club, season_id)
    return exports.season_csv(stored.season_standings(item), exports.separator(request))


@never_stored
@club_view()
@require_safe
def season_pdf(request: HttpRequest, club: Club, right: ClubRight, season_id: int) -> HttpResponse:
    item = season_of(club, season_id)
    return exports.season_pdf(stored.season_standings(item))
