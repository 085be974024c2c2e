"""Seep as the web app sees it."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext, pgettext

from scorepad.chart import Chart
from scorepad.games.base import GameExport, GameType
from scorepad.games.seep import engine, export, pad
from scorepad.games.seep.forms import SeepForm, SeepOptions


class Seep(GameType):
    name = engine.NAME
    label = "Seep"
    export: ClassVar[GameExport | None] = export
    deal_form = SeepForm
    options_form = SeepOptions
    entry_partials = ("entry-preview",)
    previews = True
    teams = True
    rules_section = "bazzi"
    text_columns = ("difference", "bazzi")
    search_names = ("sip",)
    # A sweep is süpürme in Turkish, and a seep at many tables, like the game.
    search_synonyms = {
        "sweep": ("seep", "supurme"),
        "seep": ("sweep", "supurme"),
        "supurme": ("sweep", "seep"),
        "supurmek": ("sweep", "supurme"),
    }
    has_referee = True
    # The referee page answers on the phone too (static/js/referee.js).
    phone_modules = ("engine", "referee")

    def first_label(self) -> str:
        return pgettext("status line", "Bids first")

    def next_dealer_name(self, players: list[str], upcoming: dict[str, Any]) -> str:
        return ""  # it depends on how the deal ends

    def phone_texts(self) -> dict[str, str]:
        return {
            "level": gettext("Running difference: 0, level"),
            "favours": gettext("Running difference: %(points)s in favour of %(team)s"),
            "bazzi": gettext("bazzi"),
            "empty": gettext("The result shows here as you enter the deal."),
            # Who deals and plays first, filled in on the phone (entry.html's words).
            "hint": gettext("%(dealer)s deals, %(first)s bids and plays first."),
        }

    pad_keys = ("rows", "difference")

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        rows = pad.pad(sheet)
        return {"rows": rows, "difference": rows[-1]["difference"] if rows else 0}

    def chart(self, sheet: dict[str, Any]) -> Chart:
        return export.chart(sheet)


GAME = Seep()
