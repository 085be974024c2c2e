"""The forms every game shares: a new game and a game file; the base of a deal's entry and the
choices drawn as tap targets are ``scorepad.games.entry``'s, named here for the games' forms.

Each game's own entry form and options live in its package (``scorepad/games/<name>/forms.py``).
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorepad import gamefile
from scorepad.games import field_labels, game_type, game_types
from scorepad.games.core import RuleError
from scorepad.games.entry import (
    BIG,
    PHASES,
    SEATS,
    CheckPicks,
    DealForm,
    Picks,
    TeamsForm,
    choice_labels,
    int_choices,
    player_label,
    seat_choices,
)

__all__ = [
    "BIG",
    "PHASES",
    "SEATS",
    "CheckPicks",
    "DealForm",
    "ImportForm",
    "NewGameForm",
    "Picks",
    "TeamsForm",
    "choice_labels",
    "int_choices",
    "player_label",
    "seat_choices",
]


def game_choices() -> list[tuple[str, str]]:
    """The installed games, each shown by its ``GameType.label``."""
    return [(kind.name, kind.label) for kind in game_types()]


# A new game


class NewGameForm(forms.Form):
    """The game, the players in playing order and the table's options, each with its default.

    Each game's options come from its package, prefixed with its name (``joker_length``);
    only the chosen game's options are read."""

    game = forms.ChoiceField(label=_("Game"), choices=game_choices, widget=Picks(css="wide"))
    first_dealer = forms.TypedChoiceField(
        label=_("Who deals first"),
        choices=seat_choices(),
        coerce=int,
        initial=0,
        required=False,
        widget=Picks(attrs={"data-seat-choice": True}),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.games = game_types()
        self.fields["game"].initial = self.games[0].name
        for game in self.games:
            for name, field in game.option_fields().items():
                field = self.fields[f"{game.name}_{name}"] = field.__deepcopy__({})
                field.required = False
        self.max_players = max(game.max_seats() for game in self.games)
        for number in range(1, self.max_players + 1):
            self.fields[f"player_{number}"] = forms.CharField(
                label=gettext("Player %(number)d") % {"number": number},
                max_length=gamefile.NAME_LENGTH,
                required=False,
                widget=forms.TextInput(
                    attrs={"list": "recent-names", "autocomplete": "off", "autocapitalize": "words"}
                ),
            )
        self.document: dict[str, Any] | None = None

    def player_fields(self) -> list[forms.BoundField]:
        return [self[f"player_{number}"] for number in range(1, self.max_players + 1)]

    def game_picks(self) -> list[tuple[Any, dict[str, forms.BoundField], bool]]:
        """Each game with its options' bound fields, unprefixed, for its options template, and
        whether it is the chosen one."""
        chosen = str(self["game"].value() or "")
        return [
            (
                game,
                {name: self[f"{game.name}_{name}"] for name in game.option_fields()},
                game.name == chosen,
            )
            for game in self.games
        ]

    def options_for(self, game: str) -> dict[str, Any]:
        # An option left out of the post takes the default.
        prefix = f"{game}_"
        data = {
            name.removeprefix(prefix): value
            if value not in (None, "")
            else self.fields[name].initial
            for name, value in self.cleaned_data.items()
            if name.startswith(prefix)
        }
        first_dealer = self.cleaned_data.get("first_dealer") or 0
        return game_type(game).options_from(data, first_dealer)

    def full_clean(self) -> None:
        # Only the chosen game's options are read: the other games' fields are left out.
        game = self.data.get("game") if self.is_bound else None
        names = {kind.name for kind in game_types()}
        if game not in names:
            super().full_clean()
            return
        every_field = self.fields
        self.fields = {
            name: field
            for name, field in every_field.items()
            if name.split("_")[0] not in names or name.startswith(f"{game}_")
        }
        try:
            super().full_clean()
        finally:
            self.fields = every_field

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        game = data.get("game")
        if not game or self.errors:
            return data
        seats = game_type(game).max_seats()
        for n in range(1, seats + 1):
            # Said next to the very name that holds a tab or an invisible character.
            try:
                gamefile.clean_name(data.get(f"player_{n}", ""))
            except RuleError as error:
                self.add_error(f"player_{n}", error.reason(gettext, field_labels(game)))
        if self.errors:
            return data
        names = [data.get(f"player_{n}", "").strip() for n in range(1, seats + 1)]
        names = [name for name in names if name]
        try:
            self.document = gamefile.clean_document(
                {
                    "format": gamefile.FORMAT,
                    "game": game,
                    "players": names,
                    "options": self.options_for(game),
                }
            )
        except RuleError as error:
            field = "player_1" if error.field == "players" else None
            self.add_error(field, error.reason(gettext, field_labels(game)))
        return data


class ImportForm(forms.Form):
    file = forms.FileField(label=_("Game file (JSON)"))
