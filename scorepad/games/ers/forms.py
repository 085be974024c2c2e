"""Egyptian Rat Screw's entry (one tap: who won the game) and the series' options: the wins
needed and the house rules, a preset or the table's own."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from scorepad.forms import CheckPicks, DealForm, Picks, int_choices
from scorepad.games.ers import engine as ers

PRESET_HELP = {
    "basic": _("doubles and sandwiches, a wrong slap costs 1 card"),
    "wide": _("doubles, sandwiches, top-bottom and tens"),
    "jokers": _("Basic, and a joker on top may be slapped"),
    "comeback": _("Basic, and a player out of cards may slap back in"),
    "strict": _("Basic, and a wrong slap costs 2 cards"),
    "custom": _("the combinations, jokers, penalty and comeback chosen below"),
}
# The table's own house rules, when no preset fits.
CUSTOM = "custom"


class ErsOptions(forms.Form):
    target = forms.TypedChoiceField(
        label=_("Wins to take the series"),
        choices=[(n, str(n)) for n in (1, 2, 3, 5, 7)],
        coerce=int,
        initial=ers.OPTIONS["target"],
        widget=Picks(),
    )
    preset = forms.ChoiceField(
        label=_("House rules"),
        choices=[
            *((key, _(label)) for key, label in ers.PRESET_LABELS.items()),
            (CUSTOM, _("Our own")),
        ],
        initial="basic",
        widget=Picks(css="column", help=PRESET_HELP),
    )
    combos = forms.MultipleChoiceField(
        label=_("Slap combinations"),
        choices=[(key, _(label)) for key, label in ers.COMBO_LABELS.items()],
        initial=ers.OPTIONS["combos"],
        widget=CheckPicks(),
    )
    jokers = forms.BooleanField(
        label=_("Jokers in the deck: a joker on top may be slapped"),
        initial=ers.OPTIONS["jokers"],
    )
    penalty = forms.TypedChoiceField(
        label=_("Cards a wrong slap costs"),
        choices=[(n, str(n)) for n in (0, 1, 2, 3)],
        coerce=int,
        initial=ers.OPTIONS["penalty"],
        widget=Picks(),
    )
    comeback = forms.BooleanField(
        label=_("Comeback: a player out of cards may slap back in"),
        initial=ers.OPTIONS["comeback"],
    )


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    if data["preset"] == CUSTOM:
        house = {key: data[key] for key in ("combos", "jokers", "penalty", "comeback")}
    else:
        house = ers.PRESETS[data["preset"]]
    return {"target": data["target"], **house}


class ErsForm(DealForm):
    """One tap: the winner of the game."""

    game = ers.NAME
    error_fields = {"winner": "winner", "deal": ""}

    def build(self) -> None:
        self.fields["winner"] = forms.TypedChoiceField(
            label=_("Winner"), choices=int_choices(range(len(self.players))), coerce=int
        )

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {"winner": deal["winner"]}

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        return {"winner": data["winner"]}

    def winner_buttons(self) -> list[dict[str, Any]]:
        """One button per player; the recorded winner pressed when changing a game."""
        chosen = self.value("winner")
        return [
            {"seat": seat, "name": name, "pressed": str(seat) == chosen}
            for seat, name in enumerate(self.players)
        ]
