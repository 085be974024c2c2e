"""King as the web app sees it."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext, ngettext, pgettext

from scorepad.games.base import GameExport, GameType
from scorepad.games.king import engine, export, pad
from scorepad.games.king.forms import KingForm, KingOptions, options_from


class King(GameType):
    name = engine.NAME
    label = "King"
    export: ClassVar[GameExport | None] = export
    deal_form = KingForm
    options_form = KingOptions
    entry_partials = ("entry-preview",)
    previews = True
    # The table chooses who declares first (an option of its own); the dealer follows.
    chooses_first_dealer = False
    rules_section = "contracts"
    text_columns = ("declarer", "contract", "trump")
    # "King" is a card of every game: only Rıfkı names this one in a search.
    search_names = ("rifki",)
    name_narrows_search = False
    # What players call the penalty contracts and the king of hearts.
    search_synonyms = {
        "en": {"penalty": ("ceza",), "penalties": ("ceza",), "trumps": ("koz",)},
        "nl": {"straf": ("ceza",), "strafpunten": ("ceza",), "troef": ("koz",)},
    }

    def first_label(self) -> str:
        return pgettext("status line", "Declares")

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        # The first declarer is King's own option; the dealer is the seat before.
        return options_from(data)

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """As every game's, with the first declarer by name and the table's own points."""
        shown = dict(options)
        shown["first_declarer"] = players[options["first_declarer"]]
        shown["king"] = options["king"] or gettext("off")
        points = shown.pop("points")
        lines = super().option_lines(players, shown)
        if points:
            label = gettext(engine.FIELD_LABELS["points"])
            values = ", ".join(
                f"{engine.CONTRACT_NAMES[contract]} {points[contract]:+d}"
                for contract in engine.CONTRACTS
                if contract in points
            )
            lines.append(f"{label}: {values}")
        return lines

    def phone_texts(self) -> dict[str, Any]:
        most = max(max(limits[1:]) for limits in engine.LENGTHS.values())
        return {
            "empty": gettext("The scores show here as you enter the deal."),
            # The entry's heading and its limits, filled in on the phone (entry.html's words),
            # each count of what is left in its own words ("1 negative", "2 negatives").
            "declares": gettext("%(name)s declares"),
            "limits": gettext(
                "%(dealer)s deals; %(declarer)s chooses and leads, with %(negatives)s and"
                " %(koz)s left to declare."
            ),
            "negatives": {
                str(count): ngettext("%(count)s negative", "%(count)s negatives", count)
                % {"count": count}
                for count in range(most + 1)
            },
            "koz": {
                str(count): ngettext("%(count)s koz", "%(count)s koz", count) % {"count": count}
                for count in range(most + 1)
            },
        }

    def rules_anchor(self, upcoming: dict[str, Any] | None) -> str:
        return "contracts" if upcoming else "scoring"

    pad_keys = ("rows", "owed", "negatives")

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        return {
            "rows": pad.rows(players, options, sheet),
            "owed": pad.owed(players, options, deals),
            "negatives": pad.negatives(deals),
        }


GAME = King()
