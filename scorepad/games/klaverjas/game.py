"""Klaverjas as the web app sees it: two teams, a deal entered whole with its preview."""

from __future__ import annotations

from scorepad.games.base import GameType
from scorepad.games.klaverjas.forms import KlaverjasForm, KlaverjasOptions


class Klaverjas(GameType):
    label = "Klaverjas"
    deal_form = KlaverjasForm
    options_form = KlaverjasOptions
    entry_partials = ("entry-preview",)
    previews = True
    teams = True
    rules_section = "nat"


GAME = Klaverjas()
