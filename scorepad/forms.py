"""The forms a table fills in: a new game, and one deal of each game.

The forms only turn taps into the deal dict of the game file; whether the deal is allowed is
the engine's question (``clean_deal``), and its refusal is shown next to the field it names.
"""

from __future__ import annotations

import secrets
from typing import Any

from django import forms
from django.utils.functional import lazy
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from scorepad import gamefile
from scorepad.games import RuleError, engine, ers, joker, klaverjas, seep
from scorepad.models import GameKind

MAX_PLAYERS = max(ers.PLAYERS)
BIG = 10_000  # no score input is ever near this; anything bigger is refused, never a crash


def new_key() -> str:
    """The submission key of a deal form: a replay of the same form records nothing twice."""
    return secrets.token_hex(16)


def _player_label(number: int) -> str:
    return gettext("player %(number)d") % {"number": number}


player_label = lazy(_player_label, str)


def _seat_choices(count: int = 4) -> list[tuple[int, str]]:
    return [(seat, player_label(seat + 1)) for seat in range(count)]


# A new game


JOKER_LENGTHS = [
    ("classic", _("Classic: 24 deals, 1 to 8 cards, four nines, 8 down to 1, four nines")),
    ("short", _("Short: 12 deals, 1 to 8 cards and four nines")),
    ("nines", _("Nines: 16 deals of 9 cards")),
    ("full", _("Full: 40 deals, the classic 24, then golden, no-trump, dark and miser nines")),
]
SHTANGA_CHOICES = [
    ("-200", _("-200")),
    ("-300", _("-300")),
    ("-500", _("-500")),
    ("per-card", _("-100 × the cards dealt")),
]
KLAVERJAS_DEALS = [(n, str(n)) for n in (8, 12, 16, 20, 24)]
KLAVERJAS_RULES = [
    ("amsterdam", _("Amsterdam: no need to trump when your partner is winning the trick")),
    ("rotterdam", _("Rotterdam: always trump or overtrump when you cannot follow suit")),
]
SEEP_BAZZIS = [(n, str(n)) for n in (1, 2, 3, 5)]
ERS_TARGETS = [(n, str(n)) for n in (1, 2, 3, 5, 7)]
ERS_PRESET_HELP = {
    "basic": _("doubles and sandwiches, a wrong slap costs 1 card"),
    "wide": _("doubles, sandwiches, top-bottom and tens"),
    "jokers": _("Basic, and a joker on top may be slapped"),
    "comeback": _("Basic, and a player out of cards may slap back in"),
    "strict": _("Basic, and a wrong slap costs 2 cards"),
    "custom": _("the combinations, jokers, penalty and comeback chosen below"),
}
# The table's own house rules, when no preset fits.
CUSTOM = "custom"
ERS_COMBOS = [(key, _(label)) for key, label in ers.COMBO_LABELS.items()]
ERS_PENALTIES = [(n, str(n)) for n in (0, 1, 2, 3)]


class NewGameForm(forms.Form):
    """The game, the players in playing order and the table's options, each with its default."""

    game = forms.ChoiceField(
        label=_("Game"), choices=GameKind.choices, initial="joker", widget=forms.RadioSelect
    )
    first_dealer = forms.TypedChoiceField(
        label=_("Who deals first"),
        choices=_seat_choices(),
        coerce=int,
        initial=joker.OPTIONS["first_dealer"],
        required=False,
        empty_value=0,
        widget=forms.RadioSelect,
    )
    joker_length = forms.ChoiceField(
        label=_("Length"),
        choices=JOKER_LENGTHS,
        initial=joker.OPTIONS["length"],
        widget=forms.RadioSelect,
    )
    joker_shtanga = forms.ChoiceField(
        label=_("Ştanga: bid and took no trick"),
        choices=SHTANGA_CHOICES,
        initial=str(joker.OPTIONS["shtanga"]),
        widget=forms.RadioSelect,
    )
    joker_premium = forms.BooleanField(
        label=_("Premium: keeping every bid of a section adds your best deal again"),
        required=False,
        initial=joker.OPTIONS["premium"],
    )
    joker_erase = forms.BooleanField(
        label=_("Erase: when someone earns the premium, the others lose their best deal"),
        required=False,
        initial=joker.OPTIONS["erase"],
    )
    klaverjas_deals = forms.TypedChoiceField(
        label=_("Deals"),
        choices=KLAVERJAS_DEALS,
        coerce=int,
        initial=klaverjas.OPTIONS["deals"],
        widget=forms.RadioSelect,
    )
    klaverjas_rules = forms.ChoiceField(
        label=_("Rules"),
        choices=KLAVERJAS_RULES,
        initial=klaverjas.OPTIONS["rules"],
        widget=forms.RadioSelect,
    )
    seep_bazzis = forms.TypedChoiceField(
        label=_("Bazzis in the match (won by either team)"),
        choices=SEEP_BAZZIS,
        coerce=int,
        initial=seep.OPTIONS["bazzis"],
        widget=forms.RadioSelect,
    )
    ers_target = forms.TypedChoiceField(
        label=_("Wins to take the series"),
        choices=ERS_TARGETS,
        coerce=int,
        initial=ers.OPTIONS["target"],
        widget=forms.RadioSelect,
    )
    ers_preset = forms.ChoiceField(
        label=_("House rules"),
        choices=[
            *((key, _(label)) for key, label in ers.PRESET_LABELS.items()),
            (CUSTOM, _("Our own")),
        ],
        initial="basic",
        widget=forms.RadioSelect,
    )
    ers_combos = forms.MultipleChoiceField(
        label=_("Slap combinations"),
        choices=ERS_COMBOS,
        initial=ers.OPTIONS["combos"],
        widget=forms.CheckboxSelectMultiple,
    )
    ers_jokers = forms.BooleanField(
        label=_("Jokers in the deck: a joker on top may be slapped"),
        initial=ers.OPTIONS["jokers"],
    )
    ers_penalty = forms.TypedChoiceField(
        label=_("Cards a wrong slap costs"),
        choices=ERS_PENALTIES,
        coerce=int,
        initial=ers.OPTIONS["penalty"],
        widget=forms.RadioSelect,
    )
    ers_comeback = forms.BooleanField(
        label=_("Comeback: a player out of cards may slap back in"),
        initial=ers.OPTIONS["comeback"],
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, field in self.fields.items():
            if name != "game":
                field.required = False
        for number in range(1, MAX_PLAYERS + 1):
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
        return [self[f"player_{number}"] for number in range(1, MAX_PLAYERS + 1)]

    def preset_help(self) -> list[tuple[forms.BoundField, str]]:
        return [
            (choice, ERS_PRESET_HELP.get(choice.data["value"], "")) for choice in self["ers_preset"]
        ]

    def options_for(self, game: str) -> dict[str, Any]:
        # An option left out of the post takes the spec's default.
        data = {
            name: value if value not in (None, "") else self.fields[name].initial
            for name, value in self.cleaned_data.items()
        }
        if game == "joker":
            shtanga = data["joker_shtanga"]
            return {
                "length": data["joker_length"],
                "shtanga": shtanga if shtanga == "per-card" else int(shtanga),
                "premium": data["joker_premium"],
                "erase": data["joker_erase"],
                "first_dealer": data["first_dealer"],
            }
        if game == "klaverjas":
            return {
                "deals": data["klaverjas_deals"],
                "rules": data["klaverjas_rules"],
                "first_dealer": data["first_dealer"],
            }
        if game == "seep":
            return {"bazzis": data["seep_bazzis"], "first_dealer": data["first_dealer"]}
        if data["ers_preset"] == CUSTOM:
            house = {
                "combos": data["ers_combos"],
                "jokers": data["ers_jokers"],
                "penalty": data["ers_penalty"],
                "comeback": data["ers_comeback"],
            }
        else:
            house = ers.PRESETS[data["ers_preset"]]
        return {"target": data["ers_target"], **house}

    def full_clean(self) -> None:
        # Only the chosen game's options are read: the other games' fields are left out.
        game = self.data.get("game") if self.is_bound else None
        if game not in GameKind.values:
            super().full_clean()
            return
        every_field = self.fields
        self.fields = {
            name: field
            for name, field in every_field.items()
            if name.split("_")[0] not in GameKind.values or name.startswith(f"{game}_")
        }
        try:
            super().full_clean()
        finally:
            self.fields = every_field

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        game = data.get("game")
        if not game or self.errors:
            return data
        rules = engine(game)
        seats = MAX_PLAYERS if game == "ers" else max(rules.PLAYERS)
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
            self.add_error(field, error.reason(gettext))
        return data


class ImportForm(forms.Form):
    file = forms.FileField(label=_("Game file (JSON)"))


# One deal


class DealForm(forms.Form):
    """What every deal form carries: which deal it is for, and the submission's key."""

    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=BIG)
    phase = forms.CharField(widget=forms.HiddenInput, max_length=16)
    key = forms.CharField(widget=forms.HiddenInput, max_length=64, required=False)

    game = ""  # the engine's name
    # RuleError.field -> the form field next to which the refusal is shown
    error_fields: dict[str, str] = {}

    def __init__(
        self,
        data: Any = None,
        *,
        players: list[str],
        options: dict[str, Any],
        deals: list[dict[str, Any]],
        number: int,
        phase: str = "deal",
        initial_deal: dict[str, Any] | None = None,
        editing: bool = False,
    ) -> None:
        super().__init__(data, initial={"number": number, "phase": phase, "key": new_key()})
        self.rules = engine(self.game)
        self.players = players
        self.options = options
        self.deals = deals  # the clean deals before this one
        self.number = number
        self.phase = phase
        self.editing = editing
        self.initial_deal = initial_deal or {}
        self.deal: dict[str, Any] | None = None
        self.build()
        if initial_deal:
            self.initial.update(self.initial_from(initial_deal))

    def build(self) -> None:
        """Add the game's fields."""

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {}

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    @property
    def deal_number(self) -> int:
        """The deal's number, for templates (``form.number`` is the hidden field)."""
        return self.number

    @property
    def step(self) -> str:
        """Which entry this form is for: the deal number and the phase."""
        return f"{self.number}:{self.phase}"

    def posted_step(self) -> str | None:
        if not self.is_bound:
            return None
        return f"{self.data.get('number', '')}:{self.data.get('phase', '')}"

    def value(self, name: str) -> str:
        """The field's value as the form shows it: what was typed, else the initial value."""
        if self.is_bound:
            value = self.data.get(name)
            return "" if value is None else str(value)
        value = self.initial.get(name, self.fields[name].initial if name in self.fields else None)
        return "" if value is None else str(value)

    @property
    def values(self) -> dict[str, str]:
        """Every field's value as shown, for the templates: ``form.values.playing``."""
        return {name: self.value(name) for name in self.fields}

    def int_value(self, name: str) -> int | None:
        try:
            return int(self.value(name))
        except ValueError:
            return None

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if self.errors:
            return data
        try:
            self.deal = self.rules.clean_deal(
                self.players, self.options, self.deals, self.raw_deal(data)
            )
        except RuleError as error:
            self.add_rule_error(error)
        return data

    def add_rule_error(self, error: RuleError, prefix: str = "") -> None:
        key = (error.field or "").split(".")[0]
        field = self.error_field(key)
        self.add_error(field, prefix + error.reason(gettext))

    def error_field(self, key: str) -> str | None:
        field = self.error_fields.get(key)
        return field if field in self.fields else None


def _int_choices(low: int, high: int) -> list[tuple[int, str]]:
    return [(n, str(n)) for n in range(low, high + 1)]


class JokerForm(DealForm):
    """Bids in bidding order, then tricks; golden and miser deals have only tricks.

    ``phase`` is ``bids`` (a new deal's bids), ``tricks`` (the tricks of the deal waiting for
    them, or of a golden or miser deal) or ``both`` (editing a finished deal).
    """

    game = "joker"

    def build(self) -> None:
        index = self.number - 1
        slot = joker.schedule(self.options)[index]
        self.cards = slot.cards
        self.kind = slot.kind
        self.dealer = joker.dealer_of(self.options, index)
        self.order = [(self.dealer + 1 + step) % 4 for step in range(4)]  # the dealer bids last
        self.has_bids = self.phase in ("bids", "both")
        self.has_tricks = self.phase in ("tricks", "both")
        for seat in range(4):
            if self.has_bids:
                self.fields[f"bid_{seat}"] = forms.TypedChoiceField(
                    choices=_int_choices(0, self.cards), coerce=int
                )
            if self.has_tricks:
                self.fields[f"tricks_{seat}"] = forms.TypedChoiceField(
                    choices=_int_choices(0, self.cards), coerce=int
                )
        self.error_fields = {
            "bids": f"bid_{self.dealer}",
            "tricks": f"tricks_{self.order[-1]}",
            "deal": "",
        }

    def full_clean(self) -> None:
        # A save may overtake the preview that fills in the last player's tricks: fill them
        # here the same way, so the remainder never has to be tapped.
        if self.is_bound and self.has_tricks:
            last = self.order[-1]
            filled = self._tricks()[last]
            if filled is not None and self.value(f"tricks_{last}") != str(filled):
                data = self.data.copy()
                data[f"tricks_{last}"] = str(filled)
                self.data = data
        super().full_clean()

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        initial = {}
        for seat in range(4):
            if "bids" in deal:
                initial[f"bid_{seat}"] = deal["bids"][seat]
            if "tricks" in deal:
                initial[f"tricks_{seat}"] = deal["tricks"][seat]
        return initial

    @property
    def bids(self) -> list[int] | None:
        """The bids already on the sheet when only the tricks are entered now."""
        return self.initial_deal.get("bids")

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        deal: dict[str, Any] = {}
        if self.has_bids:
            deal["bids"] = [data[f"bid_{seat}"] for seat in range(4)]
        elif self.bids is not None:
            deal["bids"] = list(self.bids)
        if self.has_tricks:
            deal["tricks"] = [data[f"tricks_{seat}"] for seat in range(4)]
        if "trump" in self.initial_deal:
            deal["trump"] = self.initial_deal["trump"]
        return deal

    def forbidden(self) -> tuple[int | None, str]:
        """The dealer's forbidden bid once the other three have bid, and the reason."""
        if not self.has_bids:
            return None, ""
        others = [self.int_value(f"bid_{seat}") for seat in self.order[:-1]]
        if any(bid is None or not 0 <= bid <= self.cards for bid in others):
            return None, ""
        bid = joker.forbidden_bid(self.cards, others)  # type: ignore[arg-type]
        if bid is None:
            return None, ""
        reason = gettext(
            "%(dealer)s deals and may not bid %(bid)d - the bids would add up to %(cards)d,"
            " the number of cards"
        ) % {"dealer": self.players[self.dealer], "bid": bid, "cards": self.cards}
        return bid, reason

    filled_last: int | None = None
    tricks_total = 0
    tricks_complete = False

    def _tricks(self) -> dict[int, int | None]:
        """The tricks as shown: the last player's filled in as the remainder once the others
        are in, unless that player's number was tapped by hand."""
        values = {seat: self.int_value(f"tricks_{seat}") for seat in range(4)}
        last = self.order[-1]
        firsts = [values[seat] for seat in self.order[:-1]]
        untouched = values[last] is None or self.value("auto_last") == self.value(f"tricks_{last}")
        if all(v is not None for v in firsts) and untouched:
            remainder = self.cards - sum(firsts)  # type: ignore[arg-type]
            if 0 <= remainder <= self.cards:
                values[last] = remainder
                self.filled_last = remainder
        self.tricks_total = sum(v for v in values.values() if v is not None)
        self.tricks_complete = all(v is not None for v in values.values())
        return values

    def rows(self) -> list[dict[str, Any]]:
        """One row per player in bidding order, with the choices to tap."""
        if hasattr(self, "_rows"):
            return self._rows
        forbidden, reason = self.forbidden()
        shown = self._tricks() if self.has_tricks else {}
        errors = self.errors if self.is_bound else {}
        self._rows = [
            {
                "seat": seat,
                "name": self.players[seat],
                "dealer": seat == self.dealer,
                "first": seat == self.order[0],
                "last": seat == self.order[-1],
                "bid": self.int_value(f"bid_{seat}") if self.has_bids else None,
                "known_bid": self.bids[seat] if self.bids and not self.has_bids else None,
                "tricks": shown.get(seat),
                "forbidden": forbidden if seat == self.dealer else None,
                "reason": reason if seat == self.dealer else "",
                "bid_errors": errors.get(f"bid_{seat}"),
                "tricks_errors": errors.get(f"tricks_{seat}"),
            }
            for seat in self.order
        ]
        return self._rows

    @property
    def last_row(self) -> dict[str, Any]:
        return self.rows()[-1]

    def choices(self) -> range:
        return range(self.cards + 1)


class KlaverjasForm(DealForm):
    """The playing team, its card points (the other team has the rest of 162), roem per team,
    pit and revoke."""

    game = "klaverjas"
    error_fields = {
        "playing": "playing",
        "points": "points",
        "roem": "roem_0",
        "pit": "pit",
        "revoke": "revoke",
        "deal": "",
    }
    ROEM_STEPS = (20, 50, 100, 200)
    TEAM_CHOICES = [("", pgettext_lazy("nobody", "no")), ("0", "0"), ("1", "1")]

    def build(self) -> None:
        self.fields["playing"] = forms.TypedChoiceField(
            label=_("Playing team"), choices=[(0, "0"), (1, "1")], coerce=int
        )
        self.fields["points"] = forms.IntegerField(
            label=_("Card points of the playing team"),
            min_value=0,
            max_value=162,
            required=False,
        )
        for team in (0, 1):
            self.fields[f"roem_{team}"] = forms.IntegerField(
                min_value=0, max_value=BIG, required=False, initial=0
            )
        for name in ("pit", "revoke"):
            self.fields[name] = forms.TypedChoiceField(
                choices=self.TEAM_CHOICES, coerce=int, required=False, empty_value=None
            )
        self.teams = [" & ".join(self.players[s] for s in team) for team in ((0, 2), (1, 3))]

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

    def add_roem(self, command: str) -> None:
        """A roem button: ``"<team>:<amount>"`` adds, ``"<team>:0"`` clears."""
        team, _sep, amount = command.partition(":")
        if team not in ("0", "1") or amount not in ("0", *map(str, self.ROEM_STEPS)):
            return
        name = f"roem_{team}"
        current = self.int_value(name) or 0
        data = self.data.copy()
        data[name] = str(0 if amount == "0" else min(current + int(amount), BIG))
        self.data = data

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        playing = data["playing"]
        deal: dict[str, Any] = {
            "playing": playing,
            "roem": [data.get("roem_0") or 0, data.get("roem_1") or 0],
            "pit": data.get("pit"),
            "revoke": data.get("revoke"),
        }
        if deal["pit"] is not None and deal["revoke"] is None:
            deal["points"] = [162, 0] if deal["pit"] == 0 else [0, 162]
        elif deal["revoke"] is None:
            points = data.get("points")
            if points is None:
                raise forms.ValidationError(
                    {"points": gettext("Enter the card points of the playing team.")}
                )
            deal["points"] = [points, 162 - points] if playing == 0 else [162 - points, points]
        return deal

    def other_points(self) -> int | None:
        points = self.int_value("points")
        if points is None or not 0 <= points <= 162:
            return None
        return 162 - points


SEEP_CARDS = [
    *[
        (f"{rank}S", f"{label}♠", value)
        for rank, label, value in (
            ("A", "A", 1),
            ("2", "2", 2),
            ("3", "3", 3),
            ("4", "4", 4),
            ("5", "5", 5),
            ("6", "6", 6),
            ("7", "7", 7),
            ("8", "8", 8),
            ("9", "9", 9),
            ("10", "10", 10),
            ("J", "J", 11),
            ("Q", "Q", 12),
            ("K", "K", 13),
        )
    ],
    ("AH", "A♥", 1),
    ("AD", "A♦", 1),
    ("AC", "A♣", 1),
    ("10D", "10♦", 6),
]
"""The cards that count in Seep (100 points in all), to add up a team's points by tapping."""
SEEP_CARD_VALUES = {code: value for code, _label, value in SEEP_CARDS}


class SeepForm(DealForm):
    """Team 0's card points (typed, or added up from the scoring cards it took), sweeps, the
    opening sweep and the bid."""

    SEEP_CARDS = SEEP_CARDS
    BIDS = range(9, 14)

    game = "seep"
    error_fields = {
        "points": "points",
        "sweeps": "sweeps_0",
        "opening_sweep": "opening_sweep",
        "bid": "bid",
        "deal": "",
    }
    SWEEP_CHOICES = range(0, 6)

    def build(self) -> None:
        self.fields["points"] = forms.IntegerField(min_value=0, max_value=100, required=False)
        self.fields["cards"] = forms.MultipleChoiceField(
            choices=[(code, label) for code, label, _v in SEEP_CARDS], required=False
        )
        for team in (0, 1):
            self.fields[f"sweeps_{team}"] = forms.IntegerField(
                min_value=0, max_value=50, required=False, initial=0
            )
        self.fields["opening_sweep"] = forms.TypedChoiceField(
            choices=[("", "-"), ("0", "0"), ("1", "1")],
            coerce=int,
            required=False,
            empty_value=None,
        )
        self.fields["bid"] = forms.TypedChoiceField(
            choices=[("", "-"), *[(str(n), str(n)) for n in range(9, 14)]],
            coerce=int,
            required=False,
            empty_value=None,
        )
        self.teams = [" & ".join(self.players[s] for s in team) for team in ((0, 2), (1, 3))]

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {
            "points": deal["points"][0],
            "sweeps_0": deal["sweeps"][0],
            "sweeps_1": deal["sweeps"][1],
            "opening_sweep": deal["opening_sweep"],
            "bid": deal.get("bid"),
        }

    def card_points(self) -> int | None:
        """Team 0's points added up from the tapped cards, if any were tapped."""
        cards = (
            self.data.getlist("cards") if self.is_bound and hasattr(self.data, "getlist") else []
        )
        cards = [card for card in cards if card in SEEP_CARD_VALUES]
        if not cards:
            return None
        return sum(SEEP_CARD_VALUES[card] for card in set(cards))

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
            "points": [points, 100 - points],
            "sweeps": [data.get("sweeps_0") or 0, data.get("sweeps_1") or 0],
            "opening_sweep": data.get("opening_sweep"),
        }
        if data.get("bid") is not None:
            deal["bid"] = data["bid"]
        return deal


class ErsForm(DealForm):
    """One tap: the winner of the game."""

    game = "ers"
    error_fields = {"winner": "winner", "deal": ""}

    def build(self) -> None:
        self.fields["winner"] = forms.TypedChoiceField(
            label=_("Winner"), choices=_int_choices(0, len(self.players) - 1), coerce=int
        )

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {"winner": deal["winner"]}

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        return {"winner": data["winner"]}


FORMS: dict[str, type[DealForm]] = {
    "joker": JokerForm,
    "klaverjas": KlaverjasForm,
    "seep": SeepForm,
    "ers": ErsForm,
}


def next_entry(
    game: str,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    data: Any = None,
) -> DealForm | None:
    """The form for what the table enters next, or None when the game is over."""
    rules = engine(game)
    upcoming = rules.next_deal(players, options, deals)
    if upcoming is None:
        return None
    form_class = FORMS[game]
    if game != "joker":
        return form_class(
            data, players=players, options=options, deals=deals, number=upcoming["number"]
        )
    if upcoming["phase"] == "tricks" and upcoming["bids"] is not None:
        # The deal waiting for its tricks is checked again as a whole, in its own context.
        return form_class(
            data,
            players=players,
            options=options,
            deals=deals[:-1],
            number=upcoming["number"],
            phase="tricks",
            initial_deal=deals[-1],
        )
    return form_class(
        data,
        players=players,
        options=options,
        deals=deals,
        number=upcoming["number"],
        phase=upcoming["phase"],
    )


def edit_entry(
    game: str,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    number: int,
    data: Any = None,
) -> DealForm:
    """The form for changing deal ``number`` (1-based), prefilled with what was recorded."""
    recorded = deals[number - 1]
    phase = "deal"
    if game == "joker":
        if "bids" not in recorded:
            phase = "tricks"
        elif "tricks" not in recorded:
            phase = "bids"
        else:
            phase = "both"
    return FORMS[game](
        data,
        players=players,
        options=options,
        deals=deals[: number - 1],
        number=number,
        phase=phase,
        initial_deal=recorded,
        editing=True,
    )
