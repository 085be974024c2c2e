"""Seep as the web app sees it: two teams, a deal entered whole with its preview."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from scorepad.games.base import GameType
from scorepad.games.seep.forms import SeepForm, SeepOptions


class Seep(GameType):
    label = "Seep"
    deal_form = SeepForm
    options_form = SeepOptions
    entry_partials = ("entry-preview",)
    previews = True
    teams = True
    rules_section = "bazzi"

    def first_label(self) -> str:
        return pgettext("status line", "Bids first")

    def next_dealer_name(self, players: list[str], upcoming: dict[str, Any]) -> str:
        return ""  # it depends on how the deal ends


GAME = Seep()
