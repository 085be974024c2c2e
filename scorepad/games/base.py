"""What the web app needs of a game, behind one interface: the ``GameType`` each game's
``game`` module hands the registry.

The shared views and templates (``scorepad/views/``, ``templates/scorepad/game.html``, the
rules reference) know a game only through this object: its engine, its entry form, its new-game
options, how its pad lays out the sheet, its exports, and the files of its package (templates in
``templates/scorepad/games/<name>/``, static files in ``static/<name>/``, rule texts in
``rules/``). A game overrides what it does differently; the defaults fit a game of whole deals
entered in one step.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol

from django import forms
from django.urls import reverse
from django.utils.functional import Promise, cached_property
from django.utils.translation import gettext, gettext_noop, ngettext, pgettext

from scorepad.chart import Chart, running_totals
from scorepad.games.engines import Engine, engine_module, labels
from scorepad.games.phone import worked_out

if TYPE_CHECKING:
    from scorepad.games.entry import DealForm


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
    """The sheet as the CSV and the PDF write it: every game's ``export`` module builds one."""

    columns: list[Column]
    rows: list[SheetRow]
    totals: list[Cell]  # the last line, under the same columns


class GameExport(Protocol):
    """What a game's ``export`` module provides: its CSV/PDF table and its /stats/ figures."""

    def table(
        self, players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
    ) -> SheetTable: ...

    def figures(self) -> list[tuple[str, str]]: ...

    def player_figures(
        self, players: list[str], sheet: dict[str, Any], deals: list[dict[str, Any]]
    ) -> list[dict[str, int]]: ...


class GameType:
    """One game as the web app sees it. Subclasses set the class attributes."""

    name: ClassVar[str]
    # Its export module (scorepad/games/<name>/export.py), if it has one: the table's columns
    # and the statistics come from there; without one, the plain table below and no figures.
    export: ClassVar[GameExport | None] = None
    label: ClassVar[str]  # the game's name as shown (the same in every language)
    deal_form: ClassVar[type[DealForm]]
    # The new-game form's options of this game, unprefixed (``length``, not ``joker_length``).
    options_form: ClassVar[type[forms.Form] | None] = None
    # Ids of the elements of the entry template that a preview may replace on its own.
    entry_partials: ClassVar[tuple[str, ...]] = ()
    # Whether the entry shows the row the deal would add before it is saved.
    previews: ClassVar[bool] = False
    # Whether the pad can be shown in hundreds, as Georgian Joker pads write it.
    offers_hundreds: ClassVar[bool] = False
    # Whether the table has four seats and a dealer who moves on.
    has_dealer: ClassVar[bool] = True
    # Whether the new-game form asks who deals first (the shared ``first_dealer`` option).
    chooses_first_dealer: ClassVar[bool] = True
    # The anchor of the rules page a game opens at.
    rules_section: ClassVar[str] = "scoring"
    # Whether the sheet's sides are the two teams, seats (0, 2) and (1, 3), not the players.
    teams: ClassVar[bool] = False
    # The sheet rows' own keys that ``scoresheet --format text`` shows as columns.
    text_columns: ClassVar[tuple[str, ...]] = ()
    # What players call the game in a search ("sip" for Seep), besides its name, folded.
    search_names: ClassVar[tuple[str, ...]] = ()
    # Whether the game's name in a query keeps the search to the game: not for a name that is
    # a word of every card table.
    name_narrows_search: ClassVar[bool] = True
    # Words of the game's table the rule texts do not use, by the language players say them
    # in: a query word also stands for these corpus words (folded):
    # {"en": {"marriage": ("stuk",)}, "nl": {"verzaken": ("verzaakt",)}}.
    search_synonyms: ClassVar[Mapping[str, Mapping[str, tuple[str, ...]]]] = {}
    # Whether the game has a referee page (/rules/<name>/referee/): its package's
    # ``referee_page.page(params)``, ``templates/scorepad/games/<name>/referee.html`` and
    # ``static/<name>/referee.js``.
    has_referee: ClassVar[bool] = False
    # The helpers shown on the game's rule page, if any: their section's title, their context
    # (``rules_page.helpers(params)``) and ``templates/scorepad/games/<name>/rules_helpers.html``.
    rules_helpers_title: ClassVar[str | Promise | None] = None
    # A page of its own that teaches the game by playing it (``urls.py``'s name, under
    # ``rules:<name>:``), linked from its rule page and its game page, and that link's words.
    learn_page: ClassVar[str | None] = None
    learn_title: ClassVar[str | Promise | None] = None

    # The modules of its package the phone runs under MicroPython (scorepad/phone.py): the
    # engine, and any others it needs in the browser, each kept to what the engines keep to.
    phone_modules: ClassVar[tuple[str, ...]] = ("engine",)

    @cached_property
    def engine(self) -> Engine:
        return engine_module(self.name)

    def full_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A game's options with every default filled in, as the engines take them."""
        return self.engine.clean_options(dict(options))

    # The package's files

    @cached_property
    def folder(self) -> Path:
        """The game's package: everything of the game is under it."""
        module = importlib.import_module(f"scorepad.games.{self.name}")
        return Path(str(module.__file__)).resolve().parent

    def rules_text(self, language: str, part: str = "") -> Path:
        """The game's rule page in ``language`` (``rules/en.md``), or its part of the glossary
        (``part="glossary"``: ``rules/glossary-en.md``)."""
        name = f"{part}-{language}.md" if part else f"{language}.md"
        return self.folder / "rules" / name

    def static_files(self) -> list[str]:
        """The game's static files by their static names (``joker/game.css``), for the pages
        and for the service worker to keep."""
        root = self.folder / "static"
        return sorted(
            path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file()
        )

    def _static(self, filename: str) -> str | None:
        name = f"{self.name}/{filename}"
        return name if name in self.static_files() else None

    @cached_property
    def stylesheet(self) -> str | None:
        """The game's styles (``static/<name>/game.css``), linked from its game page."""
        return self._static("game.css")

    @cached_property
    def entry_script(self) -> str | None:
        """The game's entry script (``static/<name>/entry.js``), run on its game page."""
        return self._static("entry.js")

    @cached_property
    def referee_script(self) -> str | None:
        return self._static("referee.js")

    @cached_property
    def rules_script(self) -> str | None:
        """The script of the helpers on the game's rule page (``static/<name>/rules.js``)."""
        return self._static("rules.js")

    @cached_property
    def rules_urls(self) -> str | None:
        """The URLconf of the game's own pages under its rules, ``/rules/<name>/...``: the
        ``urls.py`` of its package, if it has one (its ``app_name`` is the namespace, inside
        ``rules:``)."""
        if not (self.folder / "urls.py").is_file():
            return None
        return f"scorepad.games.{self.name}.urls"

    @property
    def learn_url(self) -> str | None:
        if self.learn_page is None:
            return None
        return reverse(f"rules:{self.name}:{self.learn_page}")

    @property
    def referee_template(self) -> str:
        return f"scorepad/games/{self.name}/referee.html"

    @property
    def rules_helpers_template(self) -> str:
        return f"scorepad/games/{self.name}/rules_helpers.html"

    def referee_context(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """What the referee page shows for the question in ``params`` (its GET form)."""
        module = importlib.import_module(f"scorepad.games.{self.name}.referee_page")
        context: dict[str, Any] = module.page(params)
        return context

    def rules_helpers(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """What the helpers on the rule page show for the question in ``params``."""
        module = importlib.import_module(f"scorepad.games.{self.name}.rules_page")
        context: dict[str, Any] = module.helpers(params)
        return context

    # Templates, beside each other in templates/scorepad/games/<name>/

    @property
    def entry_template(self) -> str:
        return f"scorepad/games/{self.name}/entry.html"

    @property
    def sheet_template(self) -> str:
        return f"scorepad/games/{self.name}/sheet.html"

    @property
    def options_template(self) -> str:
        return f"scorepad/games/{self.name}/options.html"

    # Words

    # How the table names one entry of the sheet, its number as ``%(number)d``: translated
    # where it is said (``round_title``; on the phone, the totals bar).
    round_message: ClassVar[str] = gettext_noop("Deal %(number)d")

    def round_title(self, number: int) -> str:
        """How the table names one entry of the sheet: "Deal 3"."""
        return gettext(self.round_message) % {"number": number}

    def step_label(self, number: int, phase: str) -> str:
        """An entry of the sheet named by what it holds, for the entries waiting on the phone:
        "Deal 3" (a deal entered in steps says which: "Deal 3: bids")."""
        return self.round_title(number)

    def phone_texts(self) -> dict[str, Any]:
        """The words the game's entry script (``static/<name>/entry.js``) says as the entry is
        filled, in the reader's language: what it shows the rules on the phone work out."""
        return {}

    def so_far(self, count: int) -> str:
        """How far a game has come, on the home page: "3 deals so far"."""
        return ngettext("%(count)d deal so far", "%(count)d deals so far", count) % {"count": count}

    def first_label(self) -> str:
        """Who starts a deal, as the status line says it: the one who leads."""
        return pgettext("status line", "Leads")

    # The new game

    def option_fields(self) -> dict[str, forms.Field]:
        """The options' fields, unprefixed; the new-game form prefixes them with the name."""
        return dict(self.options_form.base_fields) if self.options_form else {}

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        """The game file's options from the new-game form's cleaned values (unprefixed)."""
        options = dict(data)
        if self.chooses_first_dealer:
            options["first_dealer"] = first_dealer
        return options

    def max_seats(self) -> int:
        return max(self.engine.PLAYERS)

    def min_seats(self) -> int:
        return min(self.engine.PLAYERS)

    @cached_property
    def field_labels(self) -> dict[str, str]:
        """How a refusal names the game's fields to a player (``RuleError.reason``)."""
        return labels(self.name)

    # Entering deals

    def next_form(
        self,
        players: list[str],
        options: dict[str, Any],
        deals: list[dict[str, Any]],
        data: Any = None,
    ) -> DealForm | None:
        """The form for what the table enters next, or None when the game is over."""
        upcoming = self.engine.next_deal(players, options, deals)
        if upcoming is None:
            return None
        return self.deal_form(
            data, players=players, options=options, deals=deals, number=upcoming["number"]
        )

    def edit_phase(self, recorded: dict[str, Any]) -> str:
        """The entry step that changes a recorded deal as a whole."""
        return "deal"

    def edit_form(
        self,
        players: list[str],
        options: dict[str, Any],
        deals: list[dict[str, Any]],
        number: int,
        data: Any = None,
    ) -> DealForm:
        """The form for changing deal ``number`` (1-based), prefilled with what was recorded."""
        recorded = deals[number - 1]
        return self.deal_form(
            data,
            players=players,
            options=options,
            deals=deals[: number - 1],
            number=number,
            phase=self.edit_phase(recorded),
            initial_deal=recorded,
            editing=True,
        )

    def entry_steps(self, deal: dict[str, Any]) -> list[str]:
        """The steps a recorded deal is entered in at the table, in order (its phases)."""
        return ["deal"]

    def entry_posts(
        self, players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
    ) -> list[dict[str, str]]:
        """The posts that enter clean ``deals`` one after another, as the game's entry posts
        them, each with its deal's number and its phase: what the load test and the bench send.
        A post carries the whole deal's fields; each step's form reads its own."""
        posts = []
        for index, deal in enumerate(deals):
            before = list(deals[:index])
            form = self.deal_form(
                None, players=players, options=options, deals=before, number=index + 1
            )
            fields = {
                name: str(value)
                for name, value in form.initial_from(deal).items()
                if value is not None
            }
            for phase in self.entry_steps(deal):
                posts.append({"number": str(index + 1), "phase": phase, **fields})
        return posts

    def partial_undo(self, recorded: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
        """Undoing the last entry of a deal entered in steps: the step undone and what stays
        recorded. ``None`` when the whole deal goes."""
        return None

    # Entering deals without a connection (static/js/offline/)

    def entry_kinds(self, players: list[str], options: dict[str, Any]) -> dict[str, int]:
        """Each kind of entry the table makes, once, by its phase, with the deal whose form
        stands for every deal of its kind: the page carries that form, and the phone fills it
        in for the deal the engine says comes next (its number, dealer, ...: the game's
        ``entry.js``). A game of whole deals has one kind, ``{"deal": 1}``."""
        return {"deal": 1}

    # The sheet

    def status(
        self, players: list[str], options: dict[str, Any], upcoming: dict[str, Any] | None
    ) -> dict[str, Any]:
        """Who deals now, who bids or leads first, who deals next."""
        if upcoming is None or "dealer" not in upcoming:
            return {"dealer_name": "", "first_name": "", "next_dealer_name": ""}
        return {
            "dealer_name": players[upcoming["dealer"]],
            "first_name": players[upcoming["first"]],
            "next_dealer_name": self.next_dealer_name(players, upcoming),
        }

    def next_dealer_name(self, players: list[str], upcoming: dict[str, Any]) -> str:
        dealer: int = upcoming["dealer"]
        return players[(dealer + 1) % len(players)]

    def rules_anchor(self, upcoming: dict[str, Any] | None) -> str:
        return self.rules_section

    # The names ``pad`` gives its values under: the page works them out only when the sheet
    # is drawn, not when its kept copy is used.
    pad_keys: ClassVar[tuple[str, ...]] = ()

    def pad(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
        upcoming: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """What the game's sheet template needs beyond the sheet itself, under ``pad_keys``."""
        return {}

    def preview(
        self, players: list[str], options: dict[str, Any], form: DealForm
    ) -> dict[str, Any] | None:
        """The last row the sheet would get with this entry, or the reason it would be
        refused; ``None`` for a game without previews or an empty form. Worked out as the phone
        works it out (``scorepad.games.phone.worked_out``)."""
        if not self.previews or not form.is_bound:
            return None
        if not form.is_valid():
            reasons = [str(error) for errors in form.errors.values() for error in errors]
            return {"ok": False, "reasons": reasons[:1]}
        assert form.deal is not None
        number = len(form.deals) + 1
        _deals, sheet = worked_out(self.engine, players, options, form.deals, form.deal, number)
        return {"ok": True, "row": sheet["deals"][number - 1], "sides": sheet["sides"]}

    # The sheet leaving the phone: CSV, PDF, chart, statistics

    def option_lines(self, players: list[str], options: dict[str, Any]) -> list[str]:
        """The game's options in words, for the head of the printed sheet: a value the
        new-game form offers as a choice is written as the form words it, in the interface's
        language ("length: Short (12 deals, ...)"), never as the file's key."""
        labels = self.field_labels
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
        field = self.option_fields().get(key)
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

    def export_table(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> SheetTable:
        """The sheet as rows of plain cells: each deal's number, dealer, each side's score and
        running total. A game adds its inputs (its ``export`` module)."""
        if self.export is not None:
            return self.export.table(players, sheet, deals)
        columns = [Column(gettext("Deal"))]
        if self.has_dealer:
            columns.append(Column(gettext("Dealer")))
        for side in sheet["sides"]:
            columns += [Column(gettext("score"), side), Column(gettext("total"), side)]
        rows = []
        for row in sheet["deals"]:
            cells: list[Cell] = [row["number"]]
            if self.has_dealer:
                cells.append(players[row["dealer"]] if row["dealer"] is not None else "")
            for side in range(len(sheet["sides"])):
                scores = row["scores"]
                cells += [scores[side] if scores else None, row["totals"][side]]
            rows.append(SheetRow(cells))
        totals: list[Cell] = [gettext("Total")]
        if self.has_dealer:
            totals.append("")
        for total in sheet["totals"]:
            totals += ["", total]
        return SheetTable(columns, rows, totals)

    def paper_table(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> SheetTable:
        """The sheet as the PDF lays it out: the CSV's table, unless the game's paper pad is
        kept otherwise (its ``export`` module's ``paper``: Klaverjas's Wij and Zij)."""
        paper = getattr(self.export, "paper", None)
        if paper is not None:
            table: SheetTable = paper(players, options, sheet, deals)
            return table
        return self.export_table(players, options, sheet, deals)

    def chart(self, sheet: dict[str, Any]) -> Chart:
        """What the chart draws: each side's running total, deal by deal."""
        return running_totals(sheet)

    def figures(self) -> list[tuple[str, str]]:
        """The game's own statistics, as (key, heading), shown per player on ``/stats/``."""
        return self.export.figures() if self.export is not None else []

    def player_figures(
        self,
        players: list[str],
        options: dict[str, Any],
        sheet: dict[str, Any],
        deals: list[dict[str, Any]],
    ) -> list[dict[str, int]]:
        """Per seat, this game's counts for ``figures`` (they are added up over games)."""
        if self.export is not None:
            return self.export.player_figures(players, sheet, deals)
        return [{} for _player in players]

    def side_of_seat(self, seat: int) -> int:
        """The side of the sheet a seat scores for: its own, or its team, (0, 2) or (1, 3)."""
        return seat % 2 if self.teams else seat
