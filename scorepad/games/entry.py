"""The base of every game's deal entry (``DealForm``, ``TeamsForm``) and the tap-sized choices
the entries and the new-game form are drawn with (``Picks``, ``CheckPicks``).

The forms only turn taps into the deal dict of the game file; whether the deal is allowed is
the engine's question (``clean_deal``), and its refusal is shown next to the field it names.
Each game's own entry form lives in its package (``scorepad/games/<name>/forms.py``), which
finds these through ``scorepad.forms``.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import QueryDict
from django.utils.functional import lazy
from django.utils.html import conditional_escape, escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext

from scorepad.games.core import RuleError
from scorepad.games.engines import engine_module, labels
from scorepad.tokens import new_key, posted_key

BIG = 10_000  # no score input is ever near this; anything bigger is refused, never a crash
SEATS = 4  # the games with a dealer are played by four


def _player_label(number: int) -> str:
    return gettext("player %(number)d") % {"number": number}


player_label = lazy(_player_label, str)


def seat_choices(count: int = SEATS) -> list[tuple[int, str]]:
    return [(seat, player_label(seat + 1)) for seat in range(count)]


def int_choices(values: range) -> list[tuple[int, str]]:
    return [(n, str(n)) for n in values]


def _attrs_html(attrs: dict[str, Any]) -> str:
    """As Django's ``attrs.html`` writes them, in their order: a True one by name alone."""
    return "".join(
        f" {name}" if value is True else f' {name}="{escape(str(value))}"'
        for name, value in attrs.items()
        if value is not False
    )


def _option_html(option: dict[str, Any]) -> str:
    value = "" if option["value"] is None else f' value="{escape(str(option["value"]))}"'
    attrs = _attrs_html(option["attrs"])
    input_html = f'<input type="{option["type"]}" name="{escape(option["name"])}"{value}{attrs}>'
    if not option.get("wrap_label"):
        return input_html
    help_text = option.get("help")
    help_html = f" <small>{conditional_escape(help_text)}</small>" if help_text else ""
    closed = " forbidden" if option.get("closed") else ""
    label = conditional_escape(option["label"])
    return f'<label class="pick{closed}">{input_html}<span>{label}{help_html}</span></label>'


def choice_labels(field: forms.BoundField) -> SafeString:
    """A choice field's options as tap targets (``<label class="pick">`` around each input),
    without a wrapper: for templates that lay a field's choices out in a row of their own
    (the Joker bid card)."""
    return SafeString(
        "".join(_option_html({**choice.data, "wrap_label": True}) for choice in field)
    )


class _WrittenInPython:
    """Choices written out in Python rather than one template render per choice: an entry
    holds hundreds of them (every bid and trick of every seat, and the offline entries
    prepared ahead), whether the field is shown whole or choice by choice. The markup is that
    of ``scorepad/widgets/picks.html`` and ``pick.html``, which stay as the reference
    (tests/test_picks_widget.py compares the two)."""

    css: str

    def render(
        self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None
    ) -> SafeString:
        widget = self.get_context(name, value, attrs)["widget"]  # type: ignore[attr-defined]
        parts: list[str] = []
        for _group, options, _index in widget["optgroups"]:
            # Each choice ends in the newline that ends pick.html.
            parts.extend(_option_html(option) + "\n" for option in options)
        css = f" {escape(self.css)}" if self.css else ""
        return SafeString(f'<div class="choices{css}">{"".join(parts)}</div>')

    def _render(self, template_name: str, context: dict[str, Any], renderer: Any = None) -> str:
        # One choice's input, as a template's ``{% for choice in field %}{{ choice.tag }}`` asks.
        if template_name == self.option_template_name:  # type: ignore[attr-defined]
            return SafeString(_option_html(context["widget"]))
        rendered: str = super()._render(template_name, context, renderer)  # type: ignore[misc]
        return rendered


class Picks(_WrittenInPython, forms.RadioSelect):
    """Radio buttons drawn as big tap targets: ``<label class="pick">`` around each input.

    ``disabled_values`` closes single choices (the dealer's forbidden bid); ``help`` adds a
    line under a choice's label."""

    template_name = "scorepad/widgets/picks.html"
    option_template_name = "scorepad/widgets/pick.html"

    def __init__(
        self,
        attrs: dict[str, Any] | None = None,
        choices: Any = (),
        css: str = "",
        help: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(attrs, choices)
        self.css = css
        self.help = help or {}
        self.disabled_values: set[str] = set()

    def get_context(self, name: str, value: Any, attrs: dict[str, Any] | None) -> dict[str, Any]:
        context = super().get_context(name, value, attrs)
        context["widget"]["css"] = self.css
        return context

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        if str(value) in self.disabled_values:
            option["attrs"]["disabled"] = True
            option["closed"] = True
        option["help"] = self.help.get(str(value), "")
        return option


class CheckPicks(_WrittenInPython, forms.CheckboxSelectMultiple):
    """Check boxes drawn as tap targets, like ``Picks``."""

    template_name = "scorepad/widgets/picks.html"
    option_template_name = "scorepad/widgets/pick.html"

    def __init__(self, attrs: dict[str, Any] | None = None, css: str = "") -> None:
        super().__init__(attrs)
        self.css = css

    def get_context(self, name: str, value: Any, attrs: dict[str, Any] | None) -> dict[str, Any]:
        context = super().get_context(name, value, attrs)
        context["widget"]["css"] = self.css
        return context


# One deal

# The steps of a deal's entry, in the order a table enters them: a deal entered at once
# ("deal"), or its bids first and then its tricks; "both" changes a deal entered in steps.
PHASES = {"deal": 0, "bids": 0, "both": 0, "tricks": 1}


class SubmissionKeyField(forms.CharField):
    """The submission's key, as the view keeps it (``tokens.posted_key``): a forged key is no
    reason to refuse the entry."""

    def to_python(self, value: Any) -> str:
        return posted_key(str(super().to_python(value)))


class DealForm(forms.Form):
    """What every deal form carries: which deal it is for (``number``), which step of it
    (``phase``), and the submission's key. The form knows them as ``deal_number`` and
    ``entry_phase``; the hidden fields only say what the phone posted."""

    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=BIG)
    phase = forms.ChoiceField(widget=forms.HiddenInput, choices=[(p, p) for p in PHASES])
    key = SubmissionKeyField(widget=forms.HiddenInput, required=False)

    game = ""  # the engine's name
    # The name of the buttons of a game's entry that ask for an action of its own before the
    # deal is saved (Klaverjas's roem buttons): posted to the preview, their value goes to
    # ``act``.
    ACTION = "act"
    # A refusal comes from the server, in the player's words next to the field, not from the
    # browser's own bubble.
    use_required_attribute = False
    # RuleError.field -> the form field next to which the refusal is shown
    error_fields: dict[str, str] = {}
    # What the form is bound to: the posted QueryDict, or a dict. A form that fills in what
    # nobody had to tap changes a copy of it.
    data: QueryDict | dict[str, Any]

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
        self.rules = engine_module(self.game)
        self.players = players
        self.options = options
        self.deals = deals  # the clean deals before this one
        self.deal_number = number
        self.entry_phase = phase
        self.editing = editing
        self.initial_deal = initial_deal or {}
        self.deal: dict[str, Any] | None = None
        self.build()
        if initial_deal:
            self.initial.update(self.initial_from(initial_deal))

    def act(self, action: str) -> None:
        """An action of the game's own, the value of an ``ACTION`` button: it may change what
        the form holds (``self.data``), never the sheet. A game without one ignores it."""

    def build(self) -> None:
        """Add the game's fields."""

    def initial_from(self, deal: dict[str, Any]) -> dict[str, Any]:
        return {}

    def raw_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    @property
    def step(self) -> str:
        """Which entry this form is for: the deal number and the phase."""
        return f"{self.deal_number}:{self.entry_phase}"

    @property
    def completes_pending(self) -> bool:
        """Whether saving fills in the deal already on the sheet (its tricks after its bids)
        rather than adding a deal."""
        return False

    def posted_step(self) -> str | None:
        if not self.is_bound:
            return None
        return f"{self.data.get('number', '')}:{self.data.get('phase', '')}"

    def is_behind(self, number: int, phase: str) -> bool:
        """Whether a posted step comes before this form's: it was recorded already."""
        if number != self.deal_number:
            return number < self.deal_number
        return PHASES.get(phase, 0) < PHASES[self.entry_phase]

    def value(self, name: str) -> str:
        """The field's value as the form shows it: what was typed, else the initial value."""
        if self.is_bound:
            value = self.data.get(name)
            return "" if value is None else str(value)
        value = self.initial.get(name, self.fields[name].initial if name in self.fields else None)
        return "" if value is None else str(value)

    def int_value(self, name: str) -> int | None:
        try:
            return int(self.value(name))
        except ValueError:
            return None

    def clean(self) -> dict[str, Any]:
        data = self.cleaned_data
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
        words = labels(self.game)
        # Inside the deal's own form the deal goes without saying; another deal is named.
        own = error.deal is None or error.deal == self.deal_number
        said = error.said(gettext, words) if own else error.reason(gettext, words)
        self.add_error(field, prefix + said)

    def error_field(self, key: str) -> str | None:
        field = self.error_fields.get(key)
        return field if field in self.fields else None


class TeamsForm(DealForm):
    """A deal of two teams, partners sitting opposite: the team names for the choices."""

    teams: list[str]

    def team_choices(self) -> list[tuple[int, str]]:
        return list(enumerate(self.teams))

    def team_or_nobody(self) -> list[tuple[str, str]]:
        return [
            ("", gettext("nobody")),
            *((str(team), name) for team, name in enumerate(self.teams)),
        ]
