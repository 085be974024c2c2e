"""Joker as the web app sees it."""

from __future__ import annotations

from typing import Any, ClassVar

from django.utils.translation import gettext, ngettext, pgettext

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
from scorepad.games.joker.templatetags.joker_tags import KIND_LABELS


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

    def entry_kinds(self, players: list[str], options: dict[str, Any]) -> dict[str, int]:
        """The bids and the tricks, each drawn from a deal of the most cards (the phone takes
        the choices a deal of fewer cards has not)."""
        plan = engine.schedule(options)
        most = max(slot.cards for slot in plan)
        with_bids = [
            number
            for number, slot in enumerate(plan, start=1)
            if slot.cards == most and slot.kind in engine.KINDS_WITH_BIDS
        ]
        widest = [number for number, slot in enumerate(plan, start=1) if slot.cards == most]
        return {"bids": (with_bids or widest)[0], "tricks": widest[0]}

    def step_label(self, number: int, phase: str) -> str:
        if phase == "bids":
            return gettext("Deal %(number)d: bids") % {"number": number}
        if phase == "tricks":
            return gettext("Deal %(number)d: tricks") % {"number": number}
        return super().step_label(number, phase)

    def phone_texts(self) -> dict[str, Any]:
        hands = {slot.cards for plan in engine.SCHEDULES.values() for slot in plan}
        return {
            "count": gettext("%(total)s of %(cards)s tricks"),
            "counted": gettext("counted without a tap: %(names)s"),
            "bid": gettext("bid %(bid)s"),
            # The entry's heading, filled in on the phone (entry.html's words).
            "cards": {
                str(cards): ngettext("%(cards)s card", "%(cards)s cards", cards) % {"cards": cards}
                for cards in sorted(hands)
            },
            "kinds": {kind: str(label) for kind, label in KIND_LABELS.items()},
            "saveBids": gettext("Save the bids"),
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
