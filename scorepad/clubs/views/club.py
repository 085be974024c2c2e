"""This phone's clubs and a new one, a club's page, its members and house options, and its
links: the director's, the tables' and the screen's, each with its QR code, made anew to end
the old ones."""

from __future__ import annotations

import secrets

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scorepad import exports
from scorepad.clubs import rights
from scorepad.clubs.forms import ClubForm
from scorepad.clubs.models import DIRECTOR, ROLES, SCREEN, TABLE, Club, ClubRight
from scorepad.clubs.rights import club_view, grant
from scorepad.games import game_type
from scorepad.origins import is_cross_site
from scorepad.ratelimit import creates_games
from scorepad.views import SeeOther, never_stored

NIGHTS_SHOWN = 100


def _index(request: HttpRequest, form: ClubForm | None = None, status: int = 200) -> HttpResponse:
    form = form or ClubForm()
    context = {
        "clubs": rights.held(request),
        "form": form,
        "picks": form.option_picks(form.chosen_games()),
    }
    return render(request, "clubs/index.html", context, status=status)


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """The clubs this phone has a part in, and a new club."""
    return _index(request)


@creates_games
@require_POST
def new_club(request: HttpRequest) -> HttpResponse:
    """A club kept with no account: the phone that makes it is its director."""
    form = ClubForm(request.POST)
    if not form.is_valid():
        return _index(request, form, status=400)
    club = Club.objects.create(
        name=form.cleaned_data["name"],
        members=form.cleaned_data["members"],
        games=form.cleaned_data["games"],
        house=form.house,
    )
    grant(request, club, DIRECTOR, founder=True)
    return SeeOther(reverse("clubs:club", args=[club.public_id]))


@club_view()
@require_safe
def club_page(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """A director's club: its nights, seasons, members and links. A table's phone sees the
    nights to open its table from; the screen goes to its screen."""
    if right.role == SCREEN:
        return SeeOther(reverse("clubs:club_screen", args=[club.public_id]))
    nights = club.nights.select_related("season")[:NIGHTS_SHOWN]
    context = {
        "club": club,
        "right": right,
        "is_director": right.role == DIRECTOR,
        "nights": [(night, game_type(night.game).label) for night in nights],
        "seasons": list(club.seasons.all()),
        "games": [game_type(name) for name in club.games],
    }
    return render(request, "clubs/club.html", context)


def _edit(request: HttpRequest, club: Club, form: ClubForm, status: int = 200) -> HttpResponse:
    context = {"club": club, "form": form, "picks": form.option_picks(form.chosen_games())}
    return render(request, "clubs/edit.html", context, status=status)


@club_view(DIRECTOR)
@require_http_methods(["GET", "HEAD", "POST"])
def edit_club(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """The club's name, members, games and house options."""
    if request.method != "POST":
        return _edit(request, club, ClubForm(club=club))
    form = ClubForm(request.POST, club=club)
    if not form.is_valid():
        return _edit(request, club, form, status=400)
    club.name = form.cleaned_data["name"]
    club.members = form.cleaned_data["members"]
    club.games = form.cleaned_data["games"]
    club.house = form.house
    club.save(update_fields=["name", "members", "games", "house"])
    return SeeOther(reverse("clubs:club", args=[club.public_id]))


# The links


def link_url(request: HttpRequest, club: Club, role: str) -> str:
    return request.build_absolute_uri(
        reverse("clubs:join", args=[club.public_id, role, club.token(role)])
    )


@never_stored
@club_view(DIRECTOR)
@require_safe
def links_page(request: HttpRequest, club: Club, right: ClubRight) -> HttpResponse:
    """The three links, each with its QR code: they hold the club's secrets."""
    links = [
        {"role": role, "url": link_url(request, club, role), "renew": rights.may_renew(right, role)}
        for role in ROLES
    ]
    return render(request, "clubs/links.html", {"club": club, "links": links})


@club_view(DIRECTOR)
@require_POST
def renew_links(request: HttpRequest, club: Club, right: ClubRight, role: str) -> HttpResponse:
    """New links of a role, once confirmed: the old ones open nothing any more."""
    if role not in ROLES or not rights.may_renew(right, role):
        raise Http404
    if request.POST.get("confirm") != "yes":
        return render(request, "clubs/renew_links.html", {"club": club, "role": role})
    rights.renew(club, role)
    return SeeOther(reverse("clubs:links", args=[club.public_id]) + f"#link-{role}")


@never_stored
@club_view(DIRECTOR)
@require_safe
def link_qr(request: HttpRequest, club: Club, right: ClubRight, role: str) -> HttpResponse:
    if role not in ROLES:
        raise Http404
    return HttpResponse(exports.qr_svg(link_url(request, club, role)), content_type="image/svg+xml")


LANDING = {DIRECTOR: "clubs:club", TABLE: "clubs:club", SCREEN: "clubs:club_screen"}


@never_stored
@require_http_methods(["GET", "HEAD", "POST"])
def join(request: HttpRequest, club_id: str, role: str, token: str) -> HttpResponse:
    """A club's link opened: this phone takes the link's part in the club. Opened from another
    site, it asks for a tap first (nothing is remembered until then)."""
    club = get_object_or_404(Club, public_id=club_id)
    if role not in ROLES or not secrets.compare_digest(token.encode(), club.token(role).encode()):
        raise Http404
    if request.method != "POST" and is_cross_site(request):
        return render(request, "clubs/join.html", {"club": club, "role": role})
    grant(request, club, role)
    return SeeOther(reverse(LANDING[role], args=[club.public_id]))
