"""King's entry (the declarer's contract from those still open, the trump of a koz deal, the
units each player took, the rıfkı in one tap) and its options on the new-game form."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.functional import cached_property
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorepad.forms import DealForm, Picks, seat_choices
from scorepad.games.king import engine

SUITS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
# What the units of each contract are, as the entry asks for them.
UNIT_NAMES = {
    "el": _("Tricks taken"),
    "kupa": _("Hearts taken"),
    "erkek": _("Kings and jacks taken"),
    "kiz": _("Queens taken"),
    "son_iki": _("Of the last two tricks, taken"),
    "rifki": _("The king of hearts taken"),
    engine.KOZ: _("Tricks taken"),
}


def contract_label(contract: str) -> str:
    return engine.CONTRACT_NAMES[contract]


class ContractPicks(Picks):
    """The contracts as tap targets, each telling the browser how many units it hands out."""

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        if str(value) in engine.UNITS:
            option["attrs"]["data-units"] = engine.UNITS[str(value)]
            option["attrs"]["data-unit-name"] = str(UNIT_NAMES[str(value)])
        return option


class KingOptions(forms.Form):
    length = forms.ChoiceField(
        label=_("Length"),
        choices=[
            ("standard", _("Standard: 20 deals, three negatives and two koz each")),
            ("short", _("Short: 12 deals, two negatives and one koz each")),
        ],
        initial=engine.OPTIONS["length"],
        widget=Picks(css="column"),
    )
    first_declarer = forms.TypedChoiceField(
        label=_("Who declares first (at many tables, who holds the 2♦)"),
        choices=seat_choices(),
        coerce=int,
        initial=engine.OPTIONS["first_declarer"],
        widget=Picks(attrs={"data-seat-choice": True}),
    )
    king = forms.TypedChoiceField(
        label=_("King: a koz deal in which one player takes this many tricks ends the game"),
        choices=[("", _("off")), *((str(n), str(n)) for n in engine.KING_CHOICES if n)],
        coerce=int,
        empty_value=None,
        required=False,
        initial="",
        widget=Picks(),
    )
    negatives_first = forms.BooleanField(
        label=_("Negatives first: no koz in deals 1-4"),
        required=False,
        initial=engine.OPTIONS["negatives_first"],
    )
    no_trump = forms.BooleanField(
        label=_("Koz may be played without trumps"),
        required=False,
        initial=engine.OPTIONS["no_trump"],
    )
    split_queens_void = forms.BooleanField(
        label=_("Kız almaz with one queen each is void and dealt again"),
        required=False,
        initial=engine.OPTIONS["split_queens_void"],
    )
    zero_is_out = forms.BooleanField(
        label=_("A total of exactly 0 is out too"),
        required=False,
        initial=engine.OPTIONS["zero_is_out"],
    )


# The table's own points per unit: one field per contract, empty for the usual value.
for _contract in engine.CONTRACTS:
    KingOptions.base_fields[f"points_{_contract}"] = forms.IntegerField(
        label=engine.CONTRACT_NAMES[_contract],
        required=False,
        min_value=-engine.MAX_POINTS,
        max_value=engine.MAX_POINTS,
        widget=forms.NumberInput(
            attrs={"inputmode": "numeric", "placeholder": str(engine.POINTS[_contract])}
        ),
    )


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """The game file's options from the form's values: King off unless a number is chosen, and
    the points the table changed."""
    if data.get("king") in ("", None):
        data["king"] = None
    points = {}
    for contract in engine.CONTRACTS:
        value = data.pop(f"points_{contract}", None)
        if value is not None and value != engine.POINTS[contract]:
            points[contract] = value
    data["points"] = points
    return data


class KingForm(DealForm):
    """The contract the declarer chooses among those open to them (the closed ones struck out
    with their reason), the trump of a koz deal, and each player's units; for the rıfkı, one
    tap on who took the king of hearts."""

    game = engine.NAME
    error_fields = {
        "declarer": "",
        "contract": "contract",
        "trump": "trump",
        "taken": "taken_0",
        "deal": "",
    }

    def build(self) -> None:
        self.declarer = engine.declarer_of(self.options, self.deal_number - 1)
        self.dealer = engine.dealer_of(self.declarer)
        self.closed = {
            contract: note
            for contract in engine.CONTRACTS
            if (
                note := engine.why_closed(
                    self.players, self.options, self.deals, self.declarer, contract
                )
            )
            is not None
        }
        widget = ContractPicks(
            css="column contracts",
            help={contract: note.render(gettext) for contract, note in self.closed.items()},
        )
        widget.disabled_values = set(self.closed)
        self.fields["contract"] = forms.ChoiceField(
            label=_("Contract"),
            choices=[(contract, contract_label(contract)) for contract in engine.CONTRACTS],
            widget=widget,
        )
        trumps = [(suit, f"{symbol}") for suit, symbol in SUITS.items()]
        if self.options["no_trump"]:
            trumps.append(("none", gettext("no trump")))
        self.fields["trump"] = forms.ChoiceField(
            label=_("Trump"), choices=trumps, required=False, widget=Picks()
        )
        for seat in range(engine.SEATS):
            self.fields[f"taken_{seat}"] = forms.IntegerField(
                min_value=0, max_value=max(engine.UNITS.values()), required=False
            )
        self.fields["rifki"] = forms.TypedChoiceField(
            label=_("Who took the king of hearts?"),
            choices=list(enumerate(self.players)),
            coerce=int,
            required=False,
            empty_value=None,
            widget=Picks(css="wide"),
        )

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        initial: dict[str, Any] = {"contract": deal["contract"], "trump": deal.get("trump")}
        for seat, taken in enumerate(deal["taken"]):
            initial[f"taken_{seat}"] = taken
        if deal["contract"] == "rifki" and 1 in deal["taken"]:
            initial["rifki"] = deal["taken"].index(1)
        return initial

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        contract = data["contract"]
        if contract == "rifki" and data.get("rifki") is not None:
            taken = [1 if seat == data["rifki"] else 0 for seat in range(engine.SEATS)]
        else:
            taken = [data.get(f"taken_{seat}") or 0 for seat in range(engine.SEATS)]
        deal: dict[str, Any] = {"declarer": self.declarer, "contract": contract, "taken": taken}
        if contract == engine.KOZ and data.get("trump"):
            deal["trump"] = data["trump"]
        return deal

    @property
    def chosen(self) -> str:
        return self.value("contract")

    @property
    def units(self) -> int:
        return engine.UNITS.get(self.chosen, engine.UNITS[engine.KOZ])

    @property
    def unit_name(self) -> str:
        return str(UNIT_NAMES.get(self.chosen, UNIT_NAMES[engine.KOZ]))

    @cached_property
    def count_rows(self) -> list[dict[str, Any]]:
        """One row per player, in playing order from the declarer, with the count to type."""
        order = [(self.declarer + step) % engine.SEATS for step in range(engine.SEATS)]
        return [
            {
                "seat": seat,
                "name": self.players[seat],
                "declarer": seat == self.declarer,
                "field": self[f"taken_{seat}"],
                "value": self.value(f"taken_{seat}"),
            }
            for seat in order
        ]

    @property
    def units_of(self) -> str:
        """How the count of units taken reads, for the browser to fill in as they are typed."""
        return gettext("%(taken)s of %(units)s")

    @property
    def taken_total(self) -> int:
        return sum(self.int_value(f"taken_{seat}") or 0 for seat in range(engine.SEATS))

    @property
    def limits(self) -> dict[str, int]:
        """The declarer's negatives and koz still to declare, this deal's choice not counted."""
        return {
            "negatives": engine.negatives_left(self.options, self.deals, self.declarer),
            "koz": engine.koz_left(self.options, self.deals, self.declarer),
        }
