"""King as the web app sees it: each deal's declarer chooses its contract."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from scorepad.games.base import GameType
from scorepad.games.king.forms import KingForm, KingOptions


class King(GameType):
    label = "King"
    deal_form = KingForm
    options_form = KingOptions
    entry_partials = ("entry-preview",)
    previews = True
    # The table chooses who declares first (an option of its own); the dealer follows.
    chooses_first_dealer = False
    rules_section = "contracts"

    def first_label(self) -> str:
        return pgettext("status line", "Declares")

    def rules_anchor(self, upcoming: dict[str, Any] | None) -> str:
        return "contracts" if upcoming else "scoring"


GAME = King()
