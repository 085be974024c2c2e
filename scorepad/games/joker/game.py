"""Joker as the web app sees it."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext, pgettext

from scorepad.forms import DealForm
from scorepad.games.base import GameExport, GameType
from scorepad.games.joker import engine, export, pad
from scorepad.games.joker.forms import (
    ERASE_CHOICES,
    SHTANGA_CHOICES,
    JokerForm,
    JokerOptions,
    options_from,
)

# Stands for the dealer's closed bid in the sentence the browser fills in offline.
OFFLINE_BID = 987654


class Joker(GameType):
    name = engine.NAME
    label = "Joker"
    export: ClassVar[GameExport | None] = export
    deal_form = JokerForm
    options_form = JokerOptions
    entry_partials = ("entry-last", "tricks-state")
    offers_hundreds = True
    text_columns = ("cards", "kind")
    has_referee = True
    # The referee page answers on the phone too (static/js/referee.js).
    phone_modules = ("engine", "referee")

    def first_label(self) -> str:
        return pgettext("status line", "Bids first")

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        return super().options_from(options_from(data), first_dealer)

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """As every game's, with a ştanga by the cards and the erasing with a single premium
        in words."""
        shown = dict(options)
        if isinstance(options["shtanga"], str):
            shown["shtanga"] = str(dict(SHTANGA_CHOICES)[options["shtanga"]])
        if options["erase"] == engine.ERASE_SINGLE:
            shown["erase"] = str(dict(ERASE_CHOICES)[engine.ERASE_SINGLE])
        return super().option_lines(players, shown)

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

    def offline_steps(
        self,
        players: list[str],
        options: dict[str, Any],
        upcoming: dict[str, Any] | None,
        count: int,
    ) -> list[dict[str, Any]]:
        """Bids, then tricks, deal after deal; golden and miser deals have only tricks."""
        if upcoming is None:
            return []
        plan = engine.schedule(options)
        steps: list[dict[str, Any]] = []
        number, phase = upcoming["number"], upcoming["phase"]
        while len(steps) < count and number <= len(plan):
            dealer = engine.dealer_of(options, number - 1)
            step = {
                "number": number,
                "phase": phase,
                "dealer": dealer,
                "first": (dealer + 1) % engine.SEATS,
                "cards": plan[number - 1].cards,
            }
            step["guide"] = self.offline_guide(players, options, step)
            steps.append(step)
            if phase == "bids":
                phase = "tricks"
            else:
                number += 1
                if number <= len(plan):
                    phase = "bids" if plan[number - 1].kind in engine.KINDS_WITH_BIDS else "tricks"
        return steps

    def offline_guide(
        self, players: list[str], options: dict[str, Any], step: dict[str, Any]
    ) -> dict[str, Any]:
        dealer, cards = step["dealer"], step["cards"]
        order = [(dealer + 1 + seat) % engine.SEATS for seat in range(engine.SEATS)]
        if step["phase"] == "bids":
            reason = gettext(
                "%(dealer)s deals and may not bid %(bid)d: the bids would add up to %(cards)d,"
                " the number of cards"
            ) % {"dealer": players[dealer], "bid": OFFLINE_BID, "cards": cards}
            return {
                "closed": {
                    "field": f"bid_{dealer}",
                    "others": [f"bid_{seat}" for seat in order[:-1]],
                    "total": cards,
                    "reason": reason,
                    "placeholder": str(OFFLINE_BID),
                }
            }
        return {
            "count": {
                "fields": [f"tricks_{seat}" for seat in order],
                "total": cards,
                "text": gettext("%(total)s of %(cards)s tricks"),
            },
            "known": {"from": "bid_", "text": gettext("bid %(bid)s")},
        }

    def step_label(self, number: int, phase: str) -> str:
        if phase == "bids":
            return gettext("Deal %(number)d: bids") % {"number": number}
        if phase == "tricks":
            return gettext("Deal %(number)d: tricks") % {"number": number}
        return super().step_label(number, phase)

    def phone_texts(self) -> dict[str, str]:
        return {
            "count": gettext("%(total)s of %(cards)s tricks"),
            "counted": gettext("counted without a tap: %(names)s"),
            "bid": gettext("bid %(bid)s"),
        }

    def rules_anchor(self, upcoming: dict[str, Any] | None) -> str:
        return "bidding" if upcoming and upcoming["phase"] == "bids" else "scoring"

    pad_keys = ("sections",)

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        return {"sections": pad.pad(options, sheet, deals, upcoming)}


GAME = Joker()
