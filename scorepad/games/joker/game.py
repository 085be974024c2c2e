"""Joker as the web app sees it: a deal entered in two steps, the bids and then the tricks."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from scorepad.forms import DealForm
from scorepad.games.base import GameType
from scorepad.games.joker import engine
from scorepad.games.joker.forms import JokerForm, JokerOptions


class Joker(GameType):
    label = "Joker"
    deal_form = JokerForm
    options_form = JokerOptions
    entry_partials = ("entry-last", "tricks-state")
    offers_hundreds = True

    def first_label(self) -> str:
        return pgettext("status line", "Bids first")

    def next_form(
        self,
        players: list[str],
        options: dict[str, Any],
        deals: list[dict[str, Any]],
        data: Any = None,
    ) -> DealForm | None:
        upcoming = engine.next_deal(players, options, deals)
        if upcoming is None:
            return None
        if upcoming["phase"] == "tricks" and upcoming["bids"] is not None:
            # The deal waiting for its tricks is checked again as a whole, in its own context.
            return JokerForm(
                data,
                players=players,
                options=options,
                deals=deals[:-1],
                number=upcoming["number"],
                phase="tricks",
                initial_deal=deals[-1],
            )
        return JokerForm(
            data,
            players=players,
            options=options,
            deals=deals,
            number=upcoming["number"],
            phase=upcoming["phase"],
        )

    def edit_phase(self, recorded: dict[str, Any]) -> str:
        if "bids" not in recorded:
            return "tricks"
        if "tricks" not in recorded:
            return "bids"
        return "both"

    def entry_steps(self, deal: dict[str, Any]) -> list[str]:
        # The bids first, then the tricks; golden and miser deals have only tricks.
        return [phase for phase in ("bids", "tricks") if phase in deal]

    def partial_undo(self, recorded: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
        # Undoing a deal's tricks leaves its bids, waiting for the tricks again.
        if "bids" in recorded and "tricks" in recorded:
            return "tricks", {key: value for key, value in recorded.items() if key != "tricks"}
        return None

    def rules_anchor(self, upcoming: dict[str, Any] | None) -> str:
        return "bidding" if upcoming and upcoming["phase"] == "bids" else "scoring"


GAME = Joker()
