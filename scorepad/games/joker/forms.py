"""Joker's entry (bids in bidding order, then tricks) and its options on the new-game form."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.functional import cached_property
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorepad.forms import DealForm, Picks, int_choices
from scorepad.games.joker import engine as joker

LENGTHS = [
    ("classic", _("Classic: 24 deals, 1 to 8 cards, four nines, 8 down to 1, four nines")),
    ("short", _("Short: 12 deals, 1 to 8 cards and four nines")),
    ("nines", _("Nines: 16 deals of 9 cards")),
    ("full", _("Full: 40 deals, the classic 24, then golden, no-trump, dark and miser nines")),
]
PER_CARD = joker.PER_CARD
CUSTOM = "custom"
SHTANGA_CHOICES = [
    ("-100", _("-100")),
    ("-200", _("-200")),
    ("-500", _("-500")),
    (PER_CARD, _("-100 × the cards in the hand")),
    (joker.NINES_500, _("-500 in a nine-card deal, -200 in the others")),
    (CUSTOM, _("our own")),
]
# The erase option as the form offers it; the game file says false, true or "single".
ERASE_CHOICES = [
    ("off", _("Off")),
    ("on", _("When anyone earns the premium")),
    (joker.ERASE_SINGLE, _("Only when exactly one player earns it")),
]
ERASE_VALUES: dict[str, bool | str] = {"off": False, "on": True, joker.ERASE_SINGLE: "single"}


class JokerOptions(forms.Form):
    length = forms.ChoiceField(
        label=_("Length"),
        choices=LENGTHS,
        initial=joker.OPTIONS["length"],
        widget=Picks(css="column"),
    )
    shtanga = forms.ChoiceField(
        label=_("Ştanga: bid and took no trick"),
        choices=SHTANGA_CHOICES,
        initial=str(joker.OPTIONS["shtanga"]),
        widget=Picks(),
    )
    shtanga_points = forms.IntegerField(
        label=_("Our own ştanga (a negative number)"),
        min_value=-joker.MAX_SHTANGA,
        max_value=-1,
        required=False,
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "placeholder": "-300"}),
    )
    premium = forms.BooleanField(
        label=_("Premium: keeping every bid of a section adds your best deal again"),
        required=False,
        initial=joker.OPTIONS["premium"],
    )
    erase = forms.ChoiceField(
        label=_("Erase: when someone earns the premium, the others lose their best deal"),
        choices=ERASE_CHOICES,
        initial="off",
        widget=Picks(css="column"),
    )


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """The game file's options from the form's values; our own ştanga needs its number."""
    data["erase"] = ERASE_VALUES[data.get("erase") or "off"]
    shtanga = data.pop("shtanga")
    points = data.pop("shtanga_points", None)
    if shtanga == CUSTOM:
        if points is None:
            raise forms.ValidationError(
                {"shtanga_points": gettext("Type your own ştanga: a negative number.")}
            )
        data["shtanga"] = points
    else:
        data["shtanga"] = shtanga if shtanga in (PER_CARD, joker.NINES_500) else int(shtanga)
    return data


class JokerForm(DealForm):
    """Bids in bidding order, then tricks; golden and miser deals have only tricks.

    ``phase`` is ``bids`` (a new deal's bids), ``tricks`` (the tricks of the deal waiting for
    them, or of a golden or miser deal) or ``both`` (editing a finished deal).
    """

    game = joker.NAME

    def build(self) -> None:
        index = self.deal_number - 1
        slot = joker.schedule(self.options)[index]
        self.cards = slot.cards
        self.kind = slot.kind
        self.dealer = joker.dealer_of(self.options, index)
        # The dealer bids last.
        self.order = [(self.dealer + 1 + step) % joker.SEATS for step in range(joker.SEATS)]
        self.has_bids = self.entry_phase in ("bids", "both")
        self.has_tricks = self.entry_phase in ("tricks", "both")
        for seat in range(joker.SEATS):
            if self.has_bids:
                self.fields[f"bid_{seat}"] = forms.TypedChoiceField(
                    choices=int_choices(range(self.cards + 1)), coerce=int, widget=Picks()
                )
            if self.has_tricks:
                self.fields[f"tricks_{seat}"] = forms.TypedChoiceField(
                    choices=int_choices(range(self.cards + 1)), coerce=int, widget=Picks()
                )
        self.error_fields = {
            "bids": f"bid_{self.dealer}",
            "tricks": f"tricks_{self.order[-1]}",
            "deal": "",
        }

    def full_clean(self) -> None:
        # A save may overtake the preview that fills in the tricks nobody has to tap: fill
        # them here the same way.
        if self.is_bound and self.has_tricks:
            shown = self._tricks()
            data = self.data.copy()
            for seat, value in shown.items():
                if value is not None and self.value(f"tricks_{seat}") != str(value):
                    data[f"tricks_{seat}"] = str(value)
            self.data = data
        super().full_clean()

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        initial = {}
        for seat in range(joker.SEATS):
            if "bids" in deal:
                initial[f"bid_{seat}"] = deal["bids"][seat]
            if "tricks" in deal:
                initial[f"tricks_{seat}"] = deal["tricks"][seat]
        return initial

    @property
    def bids(self) -> list[int] | None:
        """The bids already on the sheet when only the tricks are entered now."""
        return self.initial_deal.get("bids")

    @property
    def completes_pending(self) -> bool:
        return self.entry_phase == "tricks" and self.bids is not None and not self.editing

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        deal: dict[str, Any] = {}
        if self.has_bids:
            deal["bids"] = [data[f"bid_{seat}"] for seat in range(joker.SEATS)]
        elif self.bids is not None:
            deal["bids"] = list(self.bids)
        if self.has_tricks:
            deal["tricks"] = [data[f"tricks_{seat}"] for seat in range(joker.SEATS)]
        if "trump" in self.initial_deal:
            deal["trump"] = self.initial_deal["trump"]
        return deal

    def forbidden(self) -> tuple[int | None, str]:
        """The dealer's closed bid once the other three have bid, and why."""
        if not self.has_bids:
            return None, ""
        others = [self.int_value(f"bid_{seat}") for seat in self.order[:-1]]
        if any(bid is None or not 0 <= bid <= self.cards for bid in others):
            return None, ""
        bid = joker.forbidden_bid(self.cards, [bid for bid in others if bid is not None])
        if bid is None:
            return None, ""
        reason = gettext(
            "%(dealer)s deals and may not bid %(bid)d: the bids would add up to %(cards)d,"
            " the number of cards"
        ) % {"dealer": self.players[self.dealer], "bid": bid, "cards": self.cards}
        return bid, reason

    filled: frozenset[int] = frozenset()
    tricks_total = 0
    tricks_complete = False

    def _tricks(self) -> dict[int, int | None]:
        """The tricks as shown. Once the tapped counts reach the cards, the players not tapped
        took none (too many is then the rule's refusal, not a field left empty); once all but
        the last bidder are in, the last took the rest, unless that number was tapped by hand.
        Worked out once, from what was posted."""
        if hasattr(self, "_shown"):
            return self._shown
        tapped = {seat: self.int_value(f"tricks_{seat}") for seat in range(joker.SEATS)}
        values = dict(tapped)
        for seat, value in self._auto().items():  # filled in by an earlier preview, not tapped
            if seat in values and self.value(f"tricks_{seat}") == value:
                values[seat] = None
        filled = set()
        known = {seat: v for seat, v in values.items() if v is not None}
        total = sum(known.values())
        missing = [seat for seat in self.order if values[seat] is None]
        if missing and total >= self.cards:
            for seat in missing:
                values[seat] = 0
                filled.add(seat)
        elif missing == [self.order[-1]] and 0 <= self.cards - total <= self.cards:
            values[self.order[-1]] = self.cards - total
            filled.add(self.order[-1])
        self.filled = frozenset(filled)
        self.tricks_total = sum(v for v in values.values() if v is not None)
        self.tricks_complete = all(v is not None for v in values.values())
        self._shown: dict[int, int | None] = values
        return values

    @cached_property
    def rows(self) -> list[dict[str, Any]]:
        """One row per player in bidding order, with the bound fields to tap."""
        forbidden, reason = self.forbidden()
        shown = self._tricks() if self.has_tricks else {}
        if self.has_tricks and self.is_bound:
            # The bound fields show the filled-in counts as checked.
            data = self.data.copy()
            for seat, value in shown.items():
                data[f"tricks_{seat}"] = "" if value is None else str(value)
            self.data = data
        if forbidden is not None:
            widget = self.fields[f"bid_{self.dealer}"].widget
            assert isinstance(widget, Picks)
            widget.disabled_values = {str(forbidden)}
        errors = self.errors if self.is_bound else {}
        return [
            {
                "seat": seat,
                "name": self.players[seat],
                "dealer": seat == self.dealer,
                "first": seat == self.order[0],
                "last": seat == self.order[-1],
                "bid_field": self[f"bid_{seat}"] if self.has_bids else None,
                "tricks_field": self[f"tricks_{seat}"] if self.has_tricks else None,
                "known_bid": self.bids[seat] if self.bids and not self.has_bids else None,
                "tricks": shown.get(seat),
                "filled": seat in self.filled,
                "forbidden": forbidden if seat == self.dealer else None,
                "reason": reason if seat == self.dealer else "",
                "bid_errors": errors.get(f"bid_{seat}"),
                "tricks_errors": errors.get(f"tricks_{seat}"),
            }
            for seat in self.order
        ]

    @property
    def first_rows(self) -> list[dict[str, Any]]:
        return self.rows[:-1]

    @property
    def last_row(self) -> dict[str, Any]:
        return self.rows[-1]

    @property
    def counted_untapped(self) -> list[str]:
        """The players whose tricks follow from the others' (none once the count is complete,
        or the rest for the last bidder), as ``Ana 0``."""
        shown = self._tricks()
        return [f"{self.players[seat]} {shown[seat]}" for seat in self.order if seat in self.filled]

    def _auto(self) -> dict[int, str]:
        pairs = (item.partition(":") for item in self.value("auto").split(","))
        return {int(seat): value for seat, _sep, value in pairs if seat.isdigit()}

    @property
    def auto_value(self) -> str:
        """The tricks filled in rather than tapped, ``seat:count,...``: the next preview may
        fill them differently, while a tapped count stays."""
        shown = self._tricks()
        return ",".join(f"{seat}:{shown[seat]}" for seat in sorted(self.filled))
