"""Seep's entry (a team's card points, typed or tapped card by card, sweeps, the opening sweep
and the bid) and its options."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorepad.forms import Picks, TeamsForm, int_choices
from scorepad.games.seep import engine as seep

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_label(code: str) -> str:
    return code[:-1] + SUITS[code[-1]]


class SeepCards(forms.CheckboxSelectMultiple):
    """The scoring cards as tap targets, each carrying its points for the sum in the browser."""

    option_template_name = "scorepad/games/seep/card.html"

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        option["attrs"]["data-points"] = seep.SCORING_CARDS[str(value)]
        option["points"] = seep.SCORING_CARDS[str(value)]
        return option


class SeepOptions(forms.Form):
    bazzis = forms.TypedChoiceField(
        label=_("Bazzis in the match (won by either team)"),
        choices=[(n, str(n)) for n in (1, 2, 3, 5)],
        coerce=int,
        initial=seep.OPTIONS["bazzis"],
        widget=Picks(),
    )


class SeepForm(TeamsForm):
    """Team 0's card points (typed, or added up from the scoring cards it took), sweeps, the
    opening sweep and the bid."""

    game = seep.NAME
    error_fields = {
        "points": "points",
        "sweeps": "sweeps_0",
        "opening_sweep": "opening_sweep",
        "bid": "bid",
        "deal": "",
    }
    CARD_POINTS = seep.CARD_POINTS

    def build(self) -> None:
        self.teams = seep.team_names(self.players)
        self.fields["points"] = forms.IntegerField(
            min_value=0, max_value=seep.CARD_POINTS, required=False
        )
        self.fields["cards"] = forms.MultipleChoiceField(
            choices=[(code, card_label(code)) for code in seep.SCORING_CARD_ORDER],
            required=False,
            widget=SeepCards,
        )
        sweeps = int_choices(range(seep.MAX_TYPICAL_SWEEPS + 1))
        for team in (0, 1):
            self.fields[f"sweeps_{team}"] = forms.IntegerField(
                min_value=0,
                max_value=seep.MAX_SWEEPS,
                required=False,
                initial=0,
                widget=Picks(choices=sweeps),
            )
        self.fields["opening_sweep"] = forms.TypedChoiceField(
            choices=self.team_or_nobody(),
            coerce=int,
            required=False,
            empty_value=None,
            widget=Picks(css="wide"),
        )
        self.fields["bid"] = forms.TypedChoiceField(
            choices=[("", "–"), *int_choices(seep.BIDS)],
            coerce=int,
            required=False,
            empty_value=None,
            widget=Picks(),
        )

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {
            "points": deal["points"][0],
            "sweeps_0": deal["sweeps"][0],
            "sweeps_1": deal["sweeps"][1],
            "opening_sweep": deal["opening_sweep"],
            "bid": deal.get("bid"),
        }

    @property
    def sweep_fields(self) -> list[Any]:
        return [self["sweeps_0"], self["sweeps_1"]]

    def card_points(self) -> int | None:
        """Team 0's points added up from the tapped cards, if any were tapped."""
        cards = self.checked_cards() & set(seep.SCORING_CARDS)
        if not cards:
            return None
        return sum(seep.SCORING_CARDS[card] for card in cards)

    def checked_cards(self) -> set[str]:
        if self.is_bound and hasattr(self.data, "getlist"):
            return set(self.data.getlist("cards"))
        return set()

    def points_value(self) -> int | None:
        from_cards = self.card_points()
        return from_cards if from_cards is not None else self.int_value("points")

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        points = self.card_points()
        if points is None:
            points = data.get("points")
        if points is None:
            raise forms.ValidationError(
                {"points": gettext("Enter the card points, or tap the cards the team took.")}
            )
        deal: dict[str, Any] = {
            "points": [points, seep.CARD_POINTS - points],
            "sweeps": [data.get("sweeps_0") or 0, data.get("sweeps_1") or 0],
            "opening_sweep": data.get("opening_sweep"),
        }
        if data.get("bid") is not None:
            deal["bid"] = data["bid"]
        return deal
