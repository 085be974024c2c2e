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

    Each game's options are its own form (``GameType.options_form``), its fields prefixed with
    its name as Django prefixes a form's fields (``joker-length``): no game's name holds a
    ``-``, so no field can be read as another game's. Only the chosen game's options are read,
    and an option left out of the post takes its default."""

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
        self.option_forms: dict[str, forms.Form] = {}
        for game in self.games:
            if game.options_form is not None:
                options = game.options_form(self.data if self.is_bound else None, prefix=game.name)
                for field in options.fields.values():
                    field.required = False
                self.option_forms[game.name] = options
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

    def game_picks(self) -> list[tuple[Any, forms.Form | None, bool]]:
        """Each game with its options' form (its fields by their own names, ``options.length``,
        for its options template) and whether it is the chosen one."""
        chosen = str(self["game"].value() or "")
        return [
            (game, self.option_forms.get(game.name), game.name == chosen) for game in self.games
        ]

    def is_valid(self) -> bool:
        """Valid when the chosen game's options are too, and make a clean game file."""
        return super().is_valid() and self.document is not None

    def _options_of(self, game: str) -> dict[str, Any] | None:
        """The chosen game's options as its form cleaned them, an option left out taking its
        default; ``None`` when one is refused (the refusal is next to its field)."""
        options = self.option_forms.get(game)
        if options is None:
            return {}
        if not options.is_valid():
            return None
        return {
            name: value if value not in (None, "") else options.fields[name].initial
            for name, value in options.cleaned_data.items()
        }

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        game = data.get("game")
        if not game or self.errors:
            return data
        kind = game_type(game)
        seats = kind.max_seats()
        for n in range(1, seats + 1):
            # Said next to the very name that holds a tab or an invisible character.
            try:
                gamefile.clean_name(data.get(f"player_{n}", ""))
            except RuleError as error:
                self.add_error(f"player_{n}", error.reason(gettext, field_labels(game)))
        chosen = self._options_of(game)
        if self.errors or chosen is None:
            return data
        try:
            options = kind.options_from(chosen, data.get("first_dealer") or 0)
        except forms.ValidationError as error:
            # A refusal of the game's own (``options_from``), said next to its option's field.
            self.option_forms[game].add_error(None, error)
            return data
        names = [data.get(f"player_{n}", "").strip() for n in range(1, seats + 1)]
        names = [name for name in names if name]
        try:
            self.document = gamefile.clean_document(
                {"format": gamefile.FORMAT, "game": game, "players": names, "options": options}
            )
        except RuleError as error:
            field = "player_1" if error.field == "players" else None
            self.add_error(field, error.reason(gettext, field_labels(game)))
        return data


class ImportForm(forms.Form):
    file = forms.FileField(label=_("Game file (JSON)"))
