"""Klaverjas's entry (the playing team, its card points, roem, pit, revoke) and its options."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorepad.forms import BIG, Picks, TeamsForm
from scorepad.games.klaverjas import engine as klaverjas
from scorepad.games.klaverjas import referee

RULES = [
    ("amsterdam", _("Amsterdam: no need to trump when your partner is winning the trick")),
    ("rotterdam", _("Rotterdam: always trump or overtrump when you cannot follow suit")),
]
# The scores a game to points is played to; clubs play 1500.
TARGETS = (1000, 1500, 2000)
REVOKE_ROEM = [
    ("all", _("162 and all roem of both teams")),
    ("none", _("162, no roem")),
    ("plus-100", _("162 and 100, whatever roem was shown")),
]


class KlaverjasOptions(forms.Form):
    deals = forms.TypedChoiceField(
        label=_("Deals"),
        choices=[(n, str(n)) for n in (8, 12, 16, 20, 24)],
        coerce=int,
        initial=klaverjas.OPTIONS["deals"],
        widget=Picks(),
    )
    to_points = forms.TypedChoiceField(
        label=_("Or play to a score: the game ends with the deal that takes a team to it"),
        choices=[("", _("off")), *((str(n), str(n)) for n in TARGETS)],
        coerce=int,
        empty_value=None,
        required=False,
        initial="",
        widget=Picks(),
    )
    rules = forms.ChoiceField(
        label=_("Rules"),
        choices=RULES,
        initial=klaverjas.OPTIONS["rules"],
        widget=Picks(css="column"),
    )
    revoke_roem = forms.ChoiceField(
        label=_("A revoke: the other team writes"),
        choices=REVOKE_ROEM,
        initial=klaverjas.OPTIONS["revoke_roem"],
        widget=Picks(css="column"),
    )


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """The game file's options from the form's values: no target unless a score is chosen."""
    if data.get("to_points") in ("", None):
        data["to_points"] = None
    return data


class KlaverjasForm(TeamsForm):
    """The playing team, its card points (the other team has the rest), roem per team, pit
    and revoke."""

    game = klaverjas.NAME
    error_fields = {
        "playing": "playing",
        "points": "points",
        "roem": "roem_0",
        "pit": "pit",
        "revoke": "revoke",
        "deal": "",
    }
    ROEM_STEPS = (20, 50, 100, 200)
    CARD_POINTS = klaverjas.CARD_POINTS
    # Card points a table often writes, one tap each; any other number is typed.
    QUICK_POINTS = (0, klaverjas.CARD_POINTS)

    def build(self) -> None:
        self.teams = klaverjas.team_names(self.players)
        self.fields["playing"] = forms.TypedChoiceField(
            label=_("Playing team (chose trump)"),
            choices=self.team_choices(),
            coerce=int,
            widget=Picks(css="wide"),
        )
        self.fields["points"] = forms.IntegerField(
            label=_("Card points of the playing team"),
            min_value=0,
            max_value=klaverjas.CARD_POINTS,
            required=False,
        )
        for team in (0, 1):
            self.fields[f"roem_{team}"] = forms.IntegerField(
                min_value=0, max_value=BIG, required=False, initial=0, widget=forms.HiddenInput
            )
        # Roem from a trick: its trump, who led it and its cards; the referee says who took it.
        self.fields["trick_trump"] = forms.ChoiceField(
            label=_("Trump"),
            choices=[(suit, referee.SUIT_SYMBOLS[suit]) for suit in referee.SUITS],
            required=False,
            widget=Picks(),
        )
        self.fields["trick_leader"] = forms.TypedChoiceField(
            label=_("Led by"),
            choices=list(enumerate(self.players)),
            coerce=int,
            required=False,
            empty_value=None,
            widget=Picks(),
        )
        self.fields["trick_cards"] = forms.CharField(
            label=_("The four cards, in the order played"),
            required=False,
            max_length=40,
        )
        for name in ("pit", "revoke"):
            self.fields[name] = forms.TypedChoiceField(
                choices=self.team_or_nobody(),
                coerce=int,
                required=False,
                empty_value=None,
                widget=Picks(css="wide"),
            )

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        playing = deal["playing"]
        initial: dict[str, Any] = {
            "playing": playing,
            "roem_0": deal["roem"][0],
            "roem_1": deal["roem"][1],
            "pit": deal["pit"],
            "revoke": deal["revoke"],
        }
        if "points" in deal:
            initial["points"] = deal["points"][playing]
        return initial

    trick_message = ""

    def act(self, command: str) -> None:
        """A roem button: ``"<team>:<amount>"`` adds, ``"<team>:0"`` clears; ``"trick"`` adds
        the roem of the trick entered to the team that took it."""
        if command == "trick":
            self.add_trick_roem()
            return
        team, _sep, amount = command.partition(":")
        if team not in ("0", "1") or amount not in ("0", *map(str, self.ROEM_STEPS)):
            return
        name = f"roem_{team}"
        current = self.int_value(name) or 0
        data = self.data.copy()
        data[name] = str(0 if amount == "0" else min(current + int(amount), BIG))
        self.data = data

    def add_trick_roem(self) -> None:
        trump = str(self.data.get("trick_trump", ""))
        leader = self.int_value("trick_leader")
        try:
            cards = referee.parse_cards(str(self.data.get("trick_cards", "")))
            referee.check(trump, cards, [])
        except referee.RefereeError as error:
            self.trick_message = error.note.render(gettext)
            return
        if len(cards) != referee.TRICK_SIZE or leader is None or not 0 <= leader <= 3:
            self.trick_message = gettext("Pick the trump, who led, and the trick's four cards.")
            return
        summary = referee.summarise(cards, trump)
        team = (leader + summary.winner) % 2
        data = self.data.copy()
        current = self.int_value(f"roem_{team}") or 0
        data[f"roem_{team}"] = str(min(current + summary.roem, BIG))
        self.data = data
        self.trick_message = gettext("%(card)s takes the trick for %(team)s: %(roem)d roem.") % {
            "card": referee.label(cards[summary.winner]),
            "team": self.teams[team],
            "roem": summary.roem,
        }

    def roem_values(self) -> list[int]:
        return [self.int_value(f"roem_{team}") or 0 for team in (0, 1)]

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        playing = data["playing"]
        total = klaverjas.CARD_POINTS
        deal: dict[str, Any] = {
            "playing": playing,
            "roem": [data.get("roem_0") or 0, data.get("roem_1") or 0],
            "pit": data.get("pit"),
            "revoke": data.get("revoke"),
        }
        if deal["pit"] is not None and deal["revoke"] is None:
            deal["points"] = [total, 0] if deal["pit"] == 0 else [0, total]
        elif deal["revoke"] is None:
            points = data.get("points")
            if points is None:
                raise forms.ValidationError(
                    {"points": gettext("Enter the card points of the playing team.")}
                )
            deal["points"] = [points, total - points] if playing == 0 else [total - points, points]
        return deal

    def other_points(self) -> int | None:
        points = self.int_value("points")
        if points is None or not 0 <= points <= klaverjas.CARD_POINTS:
            return None
        return klaverjas.CARD_POINTS - points
