"""Games stored here whose kind this server no longer offers: a deployment that takes a game out
of ``SCOREPAD_GAMES`` keeps every game already recorded, deal by deal, and says what it can do
with one (hand out its game file, which another Scorepad that offers the game opens).

Every URL of such a game answers the page below instead (``scorepad.rights.game_view``), but its
game file; the home page and ``/stats/`` name it as not installed; and a system check says at
start-up how many games of which kind are stored but not installed.
"""

from __future__ import annotations

from typing import Any

from django.core import checks
from django.db import DatabaseError
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from scorepad.games import installed
from scorepad.models import Game

TEMPLATE = "scorepad/not_installed.html"


def page(request: HttpRequest, game: Game) -> HttpResponse:
    """What every URL of the game answers: it is kept, and its file still downloads. A phone's
    htmx request (a poll, an entry sent before the change) reloads the page, which says so."""
    response = render(request, TEMPLATE, {"game": game}, status=200 if _safe(request) else 409)
    if request.headers.get("HX-Request") == "true":
        response["HX-Refresh"] = "true"
    return response


def _safe(request: HttpRequest) -> bool:
    return request.method in ("GET", "HEAD")


def stored() -> list[tuple[str, int]]:
    """How many games of each kind not installed here are stored, most first."""
    counts = (
        Game.objects.exclude(game__in=installed())
        .values("game")
        .annotate(count=Count("pk"))
        .order_by("-count", "game")
    )
    return [(row["game"], row["count"]) for row in counts]


@checks.register()
def check_stored_games(**kwargs: Any) -> list[checks.CheckMessage]:
    """Warns, as the server starts, of the games stored under a kind ``SCOREPAD_GAMES`` leaves
    out: they open only as a notice with their game file, until the game is named again."""
    try:
        kinds = stored()
    except DatabaseError:
        return []  # no database yet, or not migrated: nothing is stored
    if not kinds:
        return []
    named = ", ".join(f"{count} of {name}" for name, count in kinds)
    return [
        checks.Warning(
            f"Games of a kind this server does not offer are stored: {named}. They keep every"
            " deal; each opens as a page that says the game is not installed here, with its"
            " game file to download.",
            hint="Add the game to SCOREPAD_GAMES to play and show them again.",
            id="scorepad.W001",
        )
    ]
