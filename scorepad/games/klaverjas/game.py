"""Klaverjas as the web app sees it."""

from __future__ import annotations

from typing import Any

from scorepad.games.base import GameType, SheetTable, complement
from scorepad.games.klaverjas import engine, export, pad
from scorepad.games.klaverjas.forms import KlaverjasForm, KlaverjasOptions


class Klaverjas(GameType):
    name = engine.NAME
    label = "Klaverjas"
    deal_form = KlaverjasForm
    options_form = KlaverjasOptions
    entry_partials = ("entry-preview",)
    previews = True
    teams = True
    rules_section = "nat"

    def offline_dealer(self, options: dict[str, Any], number: int) -> int | None:
        return engine.dealer(options, number - 1)

    def offline_guide(
        self, players: list[str], options: dict[str, Any], step: dict[str, Any]
    ) -> dict[str, Any]:
        return {"complement": complement("points", engine.CARD_POINTS)}

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        return {"rows": pad.pad(options, sheet, deals)}

    def export_table(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> SheetTable:
        return export.table(players, sheet, deals)

    def figures(self) -> list[tuple[str, str]]:
        return export.figures()

    def player_figures(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> list[dict[str, int]]:
        return export.player_figures(players, sheet, deals)


GAME = Klaverjas()
