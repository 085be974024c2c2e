"""The club nights app: its models, pages and commands (``scorepad/clubs/``)."""

from __future__ import annotations

from typing import Any

from django.apps import AppConfig


class ClubsConfig(AppConfig):
    name = "scorepad.clubs"
    label = "clubs"

    def ready(self) -> None:
        from scorepad.views.board import game_links

        game_links.connect(back_to_the_night, dispatch_uid="clubs-back-to-the-night")


def back_to_the_night(sender: Any, game: Any, **kwargs: Any) -> list[dict[str, str]]:
    """A table's game links back to its night (the tables of the next round, the standings)."""
    from django.urls import reverse
    from django.utils.translation import gettext

    from scorepad.clubs.models import Table

    table = Table.objects.filter(game=game).select_related("round__night__club").first()
    if table is None:
        return []
    night = table.round.night
    url = reverse("clubs:night", args=[night.club.public_id, night.pk])
    label = gettext("Back to the night: %(club)s, round %(round)d, table %(table)d") % {
        "club": night.club.name,
        "round": table.round.number,
        "table": table.number,
    }
    return [{"url": url, "label": label}]
