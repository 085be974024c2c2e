"""Egyptian Rat Screw as the web app sees it: a series of games, each entered by its winner."""

from __future__ import annotations

from django.utils.translation import gettext_noop, ngettext

from scorepad.games.base import GameType
from scorepad.games.ers.forms import ErsForm, ErsOptions


class Ers(GameType):
    label = "Egyptian Rat Screw"
    deal_form = ErsForm
    options_form = ErsOptions
    has_dealer = False
    chooses_first_dealer = False
    rules_section = "house-rules"

    round_message = gettext_noop("Game %(number)d")

    def so_far(self, count: int) -> str:
        return ngettext("%(count)d game so far", "%(count)d games so far", count) % {"count": count}


GAME = Ers()
