"""Egyptian Rat Screw as the web app sees it: a series of games, each entered by its winner."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext_lazy, gettext_noop, ngettext

from scorepad.chart import Chart
from scorepad.games.base import GameExport, GameType
from scorepad.games.ers import engine, export, pad
from scorepad.games.ers.forms import ErsForm, ErsOptions, options_from


class Ers(GameType):
    name = engine.NAME
    label = "Egyptian Rat Screw"
    export: ClassVar[GameExport | None] = export
    deal_form = ErsForm
    options_form = ErsOptions
    has_dealer = False
    chooses_first_dealer = False
    rules_section = "house-rules"
    search_names = ("egyptian", "ratscrew", "screw")
    # What players call the face cards and a slap.
    search_synonyms = {"picture": ("face",), "court": ("face",), "tokat": ("vurus",)}
    rules_helpers_title = gettext_lazy("Helpers: is this a slap? The face-card challenge")
    # The rule page's helpers answer on the phone too (static/js/referee.js).
    phone_modules = ("engine", "referee")

    round_message = gettext_noop("Game %(number)d")

    def so_far(self, count: int) -> str:
        return ngettext("%(count)d game so far", "%(count)d games so far", count) % {"count": count}

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        return options_from(data)

    pad_keys = ("rows", "house_rules")

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        return {"rows": pad.pad(players, sheet), "house_rules": pad.house_rules(options)}

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        return pad.house_rules(options)

    def chart(self, sheet: dict[str, Any]) -> Chart:
        return export.chart(sheet)


GAME = Ers()
