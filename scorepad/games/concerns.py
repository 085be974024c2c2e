"""What the web app asks of a game beyond its core (``scorepad.games.base.GameType``), one concern
at a time. Each concern is a module of the game's package found by its name, and each name it
does not provide (the whole module, for a game that has nothing of its own there) takes the
plain behaviour written here:

``pad.py``
    What the game's sheet template needs beyond the sheet: ``KEYS`` and
    ``values(players, options, sheet, deals, upcoming)``, a dict under those keys.
``export.py``
    The sheet leaving the phone: ``table(players, sheet, deals)`` (the CSV's, and the PDF's
    unless ``paper(players, options, sheet, deals)`` lays paper out otherwise),
    ``chart(sheet)``, ``figures()`` and ``player_figures(players, sheet, deals)`` (its
    statistics), ``option_lines(players, options, worded)`` (its options at the head of the
    printed sheet; ``worded(options)`` words them as every game does) and ``TEXT_COLUMNS`` (the
    rows' own keys ``scoresheet --format text`` shows).
``offline.py``
    The entry on the phone: ``entry_kinds(players, options)``, ``texts()`` (the words its entry
    script says), ``step_label(number, phase, title)`` and ``PHONE_MODULES`` (the modules of its
    package the phone runs under MicroPython, the engine first).
``search.py``
    How the table names the game and its words: ``NAMES`` (what players call it besides its
    name), ``NARROWS`` (whether its name in a query keeps the search to it), ``SYNONYMS`` and
    ``EXAMPLES`` (words of its rules for the search box to suggest).
``referee_page.py``, ``rules_page.py``, ``urls.py``
    Its referee (``page(params)``), the helpers of its rule page (``TITLE``,
    ``helpers(params)``) and its own pages under its rules (``urlpatterns``; ``LEARN`` and
    ``LEARN_TITLE`` name the one that teaches the game by playing it).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from functools import cached_property
from types import ModuleType
from typing import Any, NamedTuple, Protocol, cast

from django import forms
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext

from scorepad.chart import Chart, running_totals

Cell = int | str | None


class Column(NamedTuple):
    """One column of the exported sheet. ``group`` is the side it belongs to (a player or a
    team), written over its columns on paper and before its heading in the CSV."""

    label: str
    group: str = ""

    @property
    def heading(self) -> str:
        return f"{self.group}: {self.label}" if self.group else self.label


class SheetRow(NamedTuple):
    """One deal of the exported sheet; ``marks`` are the columns paper shows in bold (a ştanga,
    a premium, a bazzi), ``note`` a line written under it (the section's premiums)."""

    cells: list[Cell]
    marks: frozenset[int] = frozenset()
    note: str = ""


class SheetTable(NamedTuple):
    """The sheet as the CSV and the PDF write it."""

    columns: list[Column]
    rows: list[SheetRow]
    totals: list[Cell]  # the last line, under the same columns


def module_of(name: str, concern: str) -> ModuleType | None:
    """The module ``concern`` of the game's package (``scorepad/games/<name>/<concern>.py``),
    or None when the package has none."""
    path = f"scorepad.games.{name}.{concern}"
    return importlib.import_module(path) if importlib.util.find_spec(path) else None


class Kind(Protocol):
    """What a concern's plain behaviour asks of the game's core (``GameType``)."""

    @property
    def name(self) -> str: ...

    @property
    def has_dealer(self) -> bool: ...

    @property
    def options_form(self) -> type[forms.Form] | None: ...

    @property
    def field_labels(self) -> dict[str, str]: ...

    def round_title(self, number: int) -> str: ...


class Concern:
    """One concern of one game: its package's module of that name, if it has one."""

    module_name: str

    def __init__(self, kind: Kind) -> None:
        self.kind = kind
        self.module = module_of(kind.name, self.module_name)

    def own(self, name: str) -> Any:
        """What the game's module names ``name``, or None."""
        return getattr(self.module, name, None)


class Pad(Concern):
    module_name = "pad"

    @property
    def keys(self) -> tuple[str, ...]:
        """The names ``values`` gives its values under: the page works them out only when the
        sheet is drawn, not when its kept copy is used."""
        return tuple(self.own("KEYS") or ())

    def values(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """What the game's sheet template needs beyond the sheet itself, under ``keys``."""
        own = self.own("values")
        return dict(own(players, options, sheet, deals, upcoming)) if own else {}


class Export(Concern):
    module_name = "export"

    @property
    def text_columns(self) -> tuple[str, ...]:
        """The sheet rows' own keys that ``scoresheet --format text`` shows as columns."""
        return tuple(self.own("TEXT_COLUMNS") or ())

    def table(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> SheetTable:
        """The sheet as rows of plain cells: each deal's number, dealer, each side's score and
        running total. A game adds its inputs (its ``table``)."""
        own = self.own("table")
        if own is not None:
            return cast(SheetTable, own(players, sheet, deals))
        has_dealer = self.kind.has_dealer
        columns = [Column(gettext("Deal"))]
        if has_dealer:
            columns.append(Column(gettext("Dealer")))
        for side in sheet["sides"]:
            columns += [Column(gettext("score"), side), Column(gettext("total"), side)]
        rows = []
        for row in sheet["deals"]:
            cells: list[Cell] = [row["number"]]
            if has_dealer:
                cells.append(players[row["dealer"]] if row["dealer"] is not None else "")
            for side in range(len(sheet["sides"])):
                scores = row["scores"]
                cells += [scores[side] if scores else None, row["totals"][side]]
            rows.append(SheetRow(cells))
        totals: list[Cell] = [gettext("Total")]
        if has_dealer:
            totals.append("")
        for total in sheet["totals"]:
            totals += ["", total]
        return SheetTable(columns, rows, totals)

    def paper(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> SheetTable:
        """The sheet as the PDF lays it out: the CSV's table, unless the game's paper pad is
        kept otherwise (Klaverjas's Wij and Zij)."""
        own = self.own("paper")
        if own is not None:
            return cast(SheetTable, own(players, options, sheet, deals))
        return self.table(players, options, sheet, deals)

    def chart(self, sheet: dict[str, Any]) -> Chart:
        """What the chart draws: each side's running total, deal by deal."""
        own = self.own("chart")
        return cast(Chart, own(sheet)) if own is not None else running_totals(sheet)

    def figures(self) -> list[tuple[str, str]]:
        """The game's own statistics, as (key, heading), shown per player on ``/stats/``."""
        own = self.own("figures")
        return list(own()) if own is not None else []

    def player_figures(
        self, players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
    ) -> list[dict[str, int]]:
        """Per seat, this game's counts for ``figures`` (they are added up over games)."""
        own = self.own("player_figures")
        if own is not None:
            return list(own(players, sheet, deals))
        return [{} for _player in players]

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """The game's options in words, for the head of the printed sheet."""
        own = self.own("option_lines")

        def worded(shown: dict[str, Any]) -> list[str]:
            return self.worded(players, shown)

        return list(own(players, options, worded)) if own is not None else worded(options)

    def worded(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """Every option as "label: value": a value the new-game form offers as a choice is
        written as the form words it, in the interface's language ("length: Short (12 deals,
        ...)"), never as the file's key."""
        labels = self.kind.field_labels
        words = {True: gettext("yes"), False: gettext("no")}
        lines = []
        for key, value in options.items():
            label = gettext(labels[key]) if key in labels else key
            shown = words[value] if isinstance(value, bool) else self._choice_words(key, value)
            if key == "first_dealer" and isinstance(value, int) and value < len(players):
                shown = players[value]
            if isinstance(value, list):
                shown = ", ".join(self._choice_words(key, item) for item in value) or "-"
            lines.append(f"{label}: {shown}")
        return lines

    def _choice_words(self, key: str, value: Any) -> str:
        """``value`` as the new-game form's choice for option ``key`` words it, its
        explanation in brackets ("Short: 12 deals" is "Short (12 deals)"); the value itself
        when the form offers no such choice (a number of the table's own)."""
        form = self.kind.options_form
        field = form.base_fields.get(key) if form is not None else None
        choices = getattr(field, "choices", None) or ()
        named = {choice: label for choice, label in choices}
        found = named.get(value)
        if found is None and not isinstance(value, str):
            found = named.get(str(value))  # a number offered as its text: "-200"
        if found is None:
            return str(value)
        text = str(found)
        name, colon, rest = text.partition(": ")
        return f"{name} ({rest})" if colon else text


class Offline(Concern):
    module_name = "offline"

    @property
    def phone_modules(self) -> tuple[str, ...]:
        """The modules of its package the phone runs under MicroPython (``scorepad/phone.py``):
        the engine, and any others it needs in the browser, each kept to what the engines
        keep to."""
        return tuple(self.own("PHONE_MODULES") or ("engine",))

    def entry_kinds(self, players: list[str], options: dict[str, Any]) -> dict[str, int]:
        """Each kind of entry the table makes, once, by its phase, with the deal whose form
        stands for every deal of its kind: the page carries that form, and the phone fills it
        in for the deal the engine says comes next (its number, dealer, ...: the game's
        ``entry.js``). A game of whole deals has one kind, ``{"deal": 1}``."""
        own = self.own("entry_kinds")
        return dict(own(players, options)) if own is not None else {"deal": 1}

    def texts(self) -> dict[str, Any]:
        """The words the game's entry script (``static/<name>/entry.js``) says as the entry is
        filled, in the reader's language: what it shows the rules on the phone work out."""
        own = self.own("texts")
        return dict(own()) if own is not None else {}

    def step_label(self, number: int, phase: str) -> str:
        """An entry of the sheet named by what it holds, for the entries waiting on the phone:
        "Deal 3" (a deal entered in steps says which: "Deal 3: bids")."""
        own = self.own("step_label")
        title = self.kind.round_title(number)
        return str(own(number, phase, title)) if own is not None else title


class Search(Concern):
    module_name = "search"

    @property
    def names(self) -> tuple[str, ...]:
        """What players call the game in a search ("sip" for Seep), besides its name, folded."""
        return tuple(self.own("NAMES") or ())

    @property
    def narrows(self) -> bool:
        """Whether the game's name in a query keeps the search to the game: not for a name that
        is a word of every card table."""
        own = self.own("NARROWS")
        return True if own is None else bool(own)

    @property
    def synonyms(self) -> Mapping[str, Mapping[str, tuple[str, ...]]]:
        """Words of the game's table the rule texts do not use, by language: a query word also
        stands for these corpus words (folded): ``{"en": {"marriage": ("stuk",)}}``."""
        return dict(self.own("SYNONYMS") or {})

    @property
    def examples(self) -> tuple[str | Promise, ...]:
        """Words of its rules the search box suggests, in the reader's language: the first is
        also what a serving process searches for once as it starts."""
        return tuple(self.own("EXAMPLES") or ())


class Rules(Concern):
    """The game's pages beside its rule text: its referee (``referee_page.py``), the helpers of
    its rule page (``rules_page.py``) and its own pages (``urls.py``)."""

    module_name = "rules_page"

    @cached_property
    def _referee(self) -> ModuleType | None:
        return module_of(self.kind.name, "referee_page")

    @cached_property
    def _urls(self) -> ModuleType | None:
        return module_of(self.kind.name, "urls")

    @property
    def has_referee(self) -> bool:
        """Whether the game has a referee page (/rules/<name>/referee/): its package's
        ``referee_page.page(params)``, ``templates/scorepad/games/<name>/referee.html`` and the
        shared ``static/js/referee.js``."""
        return self._referee is not None

    def referee(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """What the referee page shows for the question in ``params`` (its GET form)."""
        assert self._referee is not None
        return dict(self._referee.page(params))

    @property
    def referee_template(self) -> str:
        return f"scorepad/games/{self.kind.name}/referee.html"

    @property
    def helpers_title(self) -> str | Promise | None:
        """The title of the helpers section of the game's rule page, if it has one."""
        return cast(str | Promise | None, self.own("TITLE"))

    def helpers(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """What the helpers on the rule page show for the question in ``params``."""
        return dict(self.own("helpers")(params))

    @property
    def helpers_template(self) -> str:
        return f"scorepad/games/{self.kind.name}/rules_helpers.html"

    @property
    def urls(self) -> str | None:
        """The URLconf of the game's own pages under its rules, ``/rules/<name>/...``: the
        ``urls.py`` of its package, if it has one (its ``app_name`` is the namespace, inside
        ``rules:``)."""
        return None if self._urls is None else f"scorepad.games.{self.kind.name}.urls"

    @property
    def learn_title(self) -> str | Promise | None:
        """The link's words to the page that teaches the game by playing it, if it has one."""
        return cast(str | Promise | None, getattr(self._urls, "LEARN_TITLE", None))

    @property
    def learn_url(self) -> str | None:
        page = getattr(self._urls, "LEARN", None)
        return None if page is None else reverse(f"rules:{self.kind.name}:{page}")
