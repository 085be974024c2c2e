"""The club's forms: the club itself (name, members, the games it plays and their house
options), a night (game, options, rules, season), who is there, a swap, a season and a file.

A refusal says which rule it breaks, in the reader's language (the core's ``RuleError`` worded
with the game's field labels and the night's), and the form keeps what was typed.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from scorepad.clubs import files, night, season
from scorepad.clubs.models import Club, Season
from scorepad.forms import CheckPicks, Picks
from scorepad.games import field_labels, game_type
from scorepad.games.base import GameType
from scorepad.games.core import RuleError
from scorepad.games.document import NAME_LENGTH, clean_name

MAX_MEMBERS = night.MAX_PLAYERS


def said(error: RuleError, game: str | None = None) -> str:
    """A refusal of the core in the reader's language, its fields named in the game's words
    and the night's."""
    return error.reason(gettext, field_labels(game) | night.FIELD_LABELS)


def club_kinds() -> list[GameType]:
    """The games a club may play: the installed games of four seats (the registry's)."""
    return [game_type(name) for name in files.club_games()]


def posted_list(data: Any, key: str) -> list[str]:
    """Every value posted under ``key`` (a form's data is a QueryDict; a test's a dict)."""
    if hasattr(data, "getlist"):
        return [str(value) for value in data.getlist(key)]
    value = data.get(key)
    return [str(item) for item in value] if isinstance(value, list) else [str(value)]


def whole_or_half(value: Decimal | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if value == value.to_integral_value() else float(value)


class GameOptions(forms.Form):
    """Each club game's options, prefixed with its name (``klaverjas_deals``) as the new-game
    form has them, shown by the game's own options template; ``house`` (the club's) gives their
    first values, as they were posted."""

    def add_game_options(self, kinds: list[GameType], house: dict[str, dict[str, Any]]) -> None:
        self.kinds = kinds
        for kind in kinds:
            chosen = house.get(kind.name, {})
            for name, field in kind.option_fields().items():
                copy = self.fields[f"{kind.name}_{name}"] = field.__deepcopy__({})
                copy.required = False
                if name in chosen:
                    copy.initial = chosen[name]

    def option_picks(self, chosen: list[str]) -> list[tuple[GameType, dict[str, Any], bool]]:
        """Each game with its options' bound fields, unprefixed, for its options template, and
        whether it is chosen."""
        return [
            (
                kind,
                {name: self[f"{kind.name}_{name}"] for name in kind.option_fields()},
                kind.name in chosen,
            )
            for kind in self.kinds
        ]

    def posted_options(self, game: str) -> dict[str, Any]:
        """The game's options as they were posted (what the club keeps as its house options:
        the form shows them again as they were chosen)."""
        posted: dict[str, Any] = {}
        for name, field in game_type(game).option_fields().items():
            # As the field's widget reads the post: a box left unticked is False, not absent.
            value = field.widget.value_from_datadict(self.data, self.files, f"{game}_{name}")
            if value is not None:
                posted[name] = value
        return posted

    def options_of(self, game: str) -> dict[str, Any] | None:
        """The game's full options from the cleaned fields (an option left out takes its
        default), or None with the refusal added to the form."""
        prefix = f"{game}_"
        kind = game_type(game)
        defaults = {name: field.initial for name, field in kind.option_fields().items()}
        data = {
            name.removeprefix(prefix): value
            if value not in (None, "")
            else defaults[name.removeprefix(prefix)]
            for name, value in self.cleaned_data.items()
            if name.startswith(prefix)
        }
        try:
            return kind.full_options(kind.options_from(data, 0))
        except RuleError as error:
            self.add_error(None, said(error, game))
            return None

    def clean_only(self, games: list[str]) -> None:
        """Clean the form with only the chosen games' options: the others' fields are neither
        read nor checked (and stay to be drawn again)."""
        names = {kind.name for kind in self.kinds}
        every_field = self.fields
        self.fields = {
            name: field
            for name, field in every_field.items()
            if name.split("_")[0] not in names or name.split("_")[0] in games
        }
        try:
            super().full_clean()
        finally:
            self.fields = every_field


def clean_member(raw: str) -> str:
    """A name as a night file writes it (trimmed, 1-40 characters, no invisible characters)."""
    try:
        name = clean_name(raw)
    except RuleError as error:
        raise forms.ValidationError(said(error)) from None
    if not 1 <= len(name) <= NAME_LENGTH:
        raise forms.ValidationError(
            gettext("A name is 1 to %(length)d characters long: %(name)s")
            % {"length": NAME_LENGTH, "name": name[:60]}
        )
    return name


class ClubForm(GameOptions):
    name = forms.CharField(label=_("The club's name"), max_length=100)
    members = forms.CharField(
        label=_("Members, one name a line"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 8, "autocapitalize": "words"}),
    )
    games = forms.MultipleChoiceField(
        label=_("The games the club plays"),
        choices=lambda: [(kind.name, kind.label) for kind in club_kinds()],
        widget=CheckPicks(css="wide"),
    )

    def __init__(self, *args: Any, club: Club | None = None, **kwargs: Any) -> None:
        if club is not None and "initial" not in kwargs:
            kwargs["initial"] = {
                "name": club.name,
                "members": "\n".join(club.members),
                "games": club.games,
            }
        super().__init__(*args, **kwargs)
        kinds = club_kinds()
        self.fields["games"].initial = self.initial.get("games") or [kind.name for kind in kinds]
        self.add_game_options(kinds, club.house if club is not None else {})

    def chosen_games(self) -> list[str]:
        if self.is_bound:
            return posted_list(self.data, "games")
        return list(self.fields["games"].initial or [])

    def full_clean(self) -> None:
        if self.is_bound:
            self.clean_only(posted_list(self.data, "games"))
        else:
            super().full_clean()

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"]
        try:
            return night.clean_text(name, "club")
        except RuleError as error:
            raise forms.ValidationError(said(error)) from None

    def clean_members(self) -> list[str]:
        names: list[str] = []
        for line in str(self.cleaned_data["members"]).splitlines():
            if not line.strip():
                continue
            name = clean_member(line)
            if name not in names:
                names.append(name)
        if len(names) > MAX_MEMBERS:
            raise forms.ValidationError(
                gettext("A club has at most %(count)d members.") % {"count": MAX_MEMBERS}
            )
        return names

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        self.house: dict[str, dict[str, Any]] = {}
        if self.errors:
            return data
        for game in data.get("games", []):
            if self.options_of(game) is not None:
                self.house[game] = self.posted_options(game)
        return data


SCORES = [
    ("points", _("Points: each player's side's total at the table")),
    ("places", _("Places: 4, 3, 2, 1 for the sides at the table (2 and 1 with teams)")),
]
SIT_OUTS = [
    ("fixed", _("A fixed score (below)")),
    ("lowest", _("The lowest score of a seated player that round")),
    ("average", _("The average of the seated players that round (points only)")),
]
PRIZES = [
    ("formule-van-4", _("Formule-van-4: places 1 to 4, then every fourth, and the last")),
    ("none", pgettext_lazy("prizes", "None")),
]


class NightForm(GameOptions):
    date = forms.DateField(
        label=_("Date"), widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")
    )
    game = forms.ChoiceField(label=_("Game"), widget=Picks(css="wide"))
    rounds = forms.TypedChoiceField(
        label=_("Rounds"),
        choices=[(number, str(number)) for number in range(1, night.MAX_ROUNDS + 1)],
        coerce=int,
        initial=night.DEFAULT_RULES["rounds"],
        widget=Picks(),
    )
    score = forms.ChoiceField(
        label=_("A player's round is scored by"),
        choices=SCORES,
        initial="points",
        widget=Picks(css="column"),
    )
    sit_out = forms.ChoiceField(
        label=_("A player sitting a round out scores"),
        choices=SIT_OUTS,
        initial="fixed",
        widget=Picks(css="column"),
    )
    sit_out_score = forms.DecimalField(
        label=_("The fixed sit-out score (empty: 1600 with points, 0 with places)"),
        required=False,
        max_digits=9,
        decimal_places=1,
        widget=forms.NumberInput(attrs={"step": "0.5", "inputmode": "decimal"}),
    )
    prizes = forms.ChoiceField(
        label=_("Prizes"), choices=PRIZES, initial="formule-van-4", widget=Picks(css="column")
    )
    season = forms.ModelChoiceField(
        label=_("Season"),
        queryset=Season.objects.none(),
        required=False,
        empty_label=pgettext_lazy("season", "None"),
    )

    def __init__(self, *args: Any, club: Club, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.club = club
        plays = [kind for kind in club_kinds() if kind.name in club.games] or club_kinds()
        game = self.fields["game"]
        assert isinstance(game, forms.ChoiceField)
        game.choices = [(kind.name, kind.label) for kind in plays]
        game.initial = plays[0].name
        self.fields["date"].initial = timezone.localdate()
        seasons = club.seasons.all()
        season_field = self.fields["season"]
        assert isinstance(season_field, forms.ModelChoiceField)
        season_field.queryset = seasons
        # The newest season of the game the form starts with, if the club has one.
        latest = seasons.filter(game=game.initial).first()
        self.fields["season"].initial = latest.pk if latest is not None else None
        self.add_game_options(plays, club.house)
        self.options: dict[str, Any] = {}
        self.rules: dict[str, Any] = {}

    def chosen_game(self) -> str:
        game = self.data.get("game") if self.is_bound else None
        return str(game or self.fields["game"].initial)

    def full_clean(self) -> None:
        if self.is_bound:
            self.clean_only([str(self.data.get("game", ""))])
        else:
            super().full_clean()

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        game = data.get("game")
        if not game or self.errors:
            return data
        options = self.options_of(game)
        if options is None:
            return data
        self.options = options
        try:
            self.rules = night.clean_rules(
                {
                    "rounds": data["rounds"],
                    "score": data["score"],
                    "sit_out": data["sit_out"],
                    "sit_out_score": whole_or_half(data.get("sit_out_score")),
                    "prizes": data["prizes"],
                }
            )
        except RuleError as error:
            self.add_error(None, said(error))
            return data
        chosen: Season | None = data.get("season")
        if chosen is not None:
            refusal = season_refusal(chosen, game, self.rules["score"])
            if refusal:
                self.add_error("season", refusal)
        return data


def season_refusal(chosen: Season, game: str, score: str) -> str:
    """Why a night may not count in a season: a season adds up nights of one game scored one
    way, or its totals mean nothing."""
    if chosen.game != game:
        return gettext(
            "The season %(season)s is of %(game)s: a night of %(other)s cannot count in it."
        ) % {
            "season": chosen.name,
            "game": game_type(chosen.game).label,
            "other": game_type(game).label,
        }
    if chosen.score != score:
        return gettext(
            "The season %(season)s is scored by %(score)s: a night scored otherwise cannot"
            " count in it."
        ) % {"season": chosen.name, "score": dict(SCORES)[chosen.score]}
    return ""


class CheckInForm(forms.Form):
    """Who is there now: the club's members and the night's players in a tap each, and a new
    name typed (kept as a member if asked)."""

    present = forms.MultipleChoiceField(
        label=_("Who is here"), required=False, widget=CheckPicks(css="wide")
    )
    name = forms.CharField(
        label=_("Someone new"),
        required=False,
        max_length=200,
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "words"}),
    )
    member = forms.BooleanField(label=_("Add them to the club's members"), required=False)

    def __init__(self, *args: Any, names: list[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.names = names
        present = self.fields["present"]
        assert isinstance(present, forms.MultipleChoiceField)
        present.choices = [(name, name) for name in names]
        self.fields["member"].initial = True

    def clean_name(self) -> str:
        raw = str(self.cleaned_data.get("name") or "")
        if not raw.strip():
            return ""
        name = clean_member(raw)
        return name


class SwapForm(forms.Form):
    first = forms.ChoiceField(label=_("Swap"))
    second = forms.ChoiceField(label=_("with"))

    def __init__(self, *args: Any, names: list[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        choices = [("", "—"), *((name, name) for name in names)]
        for name in ("first", "second"):
            field = self.fields[name]
            assert isinstance(field, forms.ChoiceField)
            field.choices = choices

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        if data.get("first") and data.get("first") == data.get("second"):
            raise forms.ValidationError(gettext("Choose two different players to swap."))
        return data


ABSENTS = [
    ("lowest", _("The lowest total of that night")),
    ("fixed", _("A fixed score (below)")),
]


class SeasonForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=100, initial="")
    game = forms.ChoiceField(label=_("Game"), widget=Picks(css="wide"))
    score = forms.ChoiceField(
        label=_("Its nights score a round by"),
        choices=SCORES,
        initial="points",
        widget=Picks(css="column"),
    )
    count_best = forms.IntegerField(
        label=_("Count each player's best nights (empty: every night)"),
        required=False,
        min_value=1,
        max_value=season.MAX_NIGHTS,
    )
    absent = forms.ChoiceField(
        label=_("A player absent from a night scores"),
        choices=ABSENTS,
        initial="lowest",
        widget=Picks(css="column"),
    )
    absent_score = forms.DecimalField(
        label=_("The fixed absence score"),
        required=False,
        initial=0,
        max_digits=9,
        decimal_places=1,
        widget=forms.NumberInput(attrs={"step": "0.5", "inputmode": "decimal"}),
    )

    def __init__(self, *args: Any, club: Club, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        plays = [kind for kind in club_kinds() if kind.name in club.games] or club_kinds()
        game = self.fields["game"]
        assert isinstance(game, forms.ChoiceField)
        game.choices = [(kind.name, kind.label) for kind in plays]
        game.initial = plays[0].name
        self.fields["name"].initial = f"{timezone.localdate().year}-{timezone.localdate().year + 1}"
        self.rules: dict[str, Any] = {}

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
        if self.errors:
            return data
        try:
            data["name"] = night.clean_text(data["name"], "name")
            rules = season.clean_rules(
                {
                    "count_best": data.get("count_best"),
                    "absent": data["absent"],
                    "absent_score": whole_or_half(data.get("absent_score")) or 0,
                }
            )
            # A half (2.5) only where the nights score by places.
            rules["absent_score"] = night.clean_score(
                rules["absent_score"], "rules.absent_score", data["score"]
            )
            self.rules = rules
        except RuleError as error:
            self.add_error(None, said(error))
        return data


class FileForm(forms.Form):
    file = forms.FileField(label=_("File (JSON)"))
