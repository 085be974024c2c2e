"""Klaverjas as the web app sees it."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext, gettext_lazy

from scorepad.games.base import GameExport, GameType
from scorepad.games.klaverjas import engine, export, pad
from scorepad.games.klaverjas.forms import (
    REVOKE_ROEM,
    KlaverjasForm,
    KlaverjasOptions,
    options_from,
)


class Klaverjas(GameType):
    name = engine.NAME
    label = "Klaverjas"
    export: ClassVar[GameExport | None] = export
    deal_form = KlaverjasForm
    options_form = KlaverjasOptions
    entry_partials = ("entry-preview",)
    previews = True
    teams = True
    rules_section = "nat"
    text_columns = ("result",)
    search_names = ("klaverjassen",)
    # English players' words for the Dutch ones, and the Turkish "batmak" for going nat.
    search_synonyms = {
        "en": {
            "renege": ("revoke",),
            "meld": ("roem",),
            "melds": ("roem",),
            "marriage": ("stuk",),
            "march": ("pit",),
        },
        "tr": {
            "bacak": ("vale",),
            "batti": ("nat",),
            "battik": ("nat",),
            "batmak": ("nat",),
        },
        # What Dutch players type that the English and Turkish pages write otherwise (the
        # Dutch page has the words themselves), or that the Dutch page writes otherwise.
        "nl": {
            "verzaken": ("verzaakt",),
            "verzaking": ("verzaakt", "verzaken"),
            "mars": ("pit",),
            "marsch": ("pit",),
        },
    }
    has_referee = True
    # The game against the computer (practice.py) plays on the phone: the referee and the
    # computer players run there beside the engine.
    phone_modules = ("engine", "referee", "bots", "practice")
    learn_page = "practice"
    learn_title = gettext_lazy("Play a deal against the computer")

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        return super().options_from(options_from(data), first_dealer)

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """As every game's, with the score a game is played to in place of its number of
        deals, and what a revoke gives in words."""
        shown = dict(options)
        del shown["deals" if options["to_points"] is not None else "to_points"]
        shown["revoke_roem"] = str(dict(REVOKE_ROEM)[options["revoke_roem"]])
        return super().option_lines(players, shown)

    def phone_texts(self) -> dict[str, str]:
        return {
            "made": gettext("made"),
            "nat": gettext("nat"),
            "revoke": gettext("revoke"),
            "other": gettext("The other team has %(points)s of %(total)s card points."),
            "empty": gettext("The result shows here as you enter the deal."),
            # Who deals and leads, filled in on the phone (entry.html's words).
            "hint": gettext("%(dealer)s deals, %(first)s leads."),
        }

    pad_keys = ("rows", "target")

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        return {"rows": pad.pad(options, sheet, deals), "target": pad.target(options, sheet)}


GAME = Klaverjas()
