"""What the web app needs of a game: the ``GameType`` each game's ``game`` module hands the
registry, its core. The shared views and templates (``scorepad/views/``,
``templates/scorepad/game.html``, the rules reference) know a game only through this object.

The core is short: the game's ``label`` and its entry form (``deal_form``) are all a game must
state; the rest are facts of its table with the defaults of a game of whole deals entered in
one step (a dealer who moves on, no teams), and its files by their place in its package
(templates in ``templates/scorepad/games/<name>/``, static files in ``static/<name>/``, rule
texts in ``rules/``). Everything else the app asks of a game is one concern at a time, each a
module of its package found by name, with defaults when absent (``scorepad.games.concerns``):
``kind.pad``, ``kind.export``, ``kind.offline``, ``kind.search`` and ``kind.rules``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from django import forms
from django.utils.functional import cached_property
from django.utils.translation import gettext, gettext_noop, ngettext, pgettext

from scorepad.games.concerns import Export, Offline, Pad, Rules, Search
from scorepad.games.engines import Engine, engine_module, labels
from scorepad.games.phone import worked_out

if TYPE_CHECKING:
    from scorepad.games.entry import DealForm


class GameType:
    """One game as the web app sees it: a game's ``game`` module subclasses it, states its
    ``label`` and ``deal_form``, and sets the facts of its table where they differ."""

    label: ClassVar[str]  # the game's name as shown (the same in every language)
    deal_form: ClassVar[type[DealForm]]
    # The game's options on the new-game form, by their own names (``length``); the new-game
    # form prefixes them with the game's name (``joker-length``).
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

    @cached_property
    def name(self) -> str:
        """The game's name: its package's (``scorepad.games.<name>``), as the game file, the
        URLs and ``SCOREPAD_GAMES`` write it. A copy of a package is a game of its own."""
        return type(self).__module__.split(".")[2]

    @cached_property
    def engine(self) -> Engine:
        return engine_module(self.name)

    def full_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A game's options with every default filled in, as the engines take them."""
        return self.engine.clean_options(dict(options))

    # Its concerns, each a module of its package (scorepad.games.concerns)

    @cached_property
    def pad(self) -> Pad:
        return Pad(self)

    @cached_property
    def export(self) -> Export:
        return Export(self)

    @cached_property
    def offline(self) -> Offline:
        return Offline(self)

    @cached_property
    def search(self) -> Search:
        return Search(self)

    @cached_property
    def rules(self) -> Rules:
        return Rules(self)

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
        """The game's styles (``static/<name>/game.css``), linked from its game page and its
        rule pages: every class of its own is styled there."""
        return self._static("game.css")

    @cached_property
    def entry_script(self) -> str | None:
        """The game's entry script (``static/<name>/entry.js``), run on its game page."""
        return self._static("entry.js")

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

    def so_far(self, count: int) -> str:
        """How far a game has come, on the home page: "3 deals so far"."""
        return ngettext("%(count)d deal so far", "%(count)d deals so far", count) % {"count": count}

    def first_label(self) -> str:
        """Who starts a deal, as the status line says it: the one who leads."""
        return pgettext("status line", "Leads")

    # The new game

    def options_from(self, data: dict[str, Any], first_dealer: int) -> dict[str, Any]:
        """The game file's options from the new-game form's cleaned values (by their own
        names): as the form cleaned them, or as its ``forms.options_from(data)`` makes them."""
        forms_module = importlib.import_module(f"scorepad.games.{self.name}.forms")
        own = getattr(forms_module, "options_from", None)
        options = dict(own(dict(data)) if own is not None else data)
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

    def side_of_seat(self, seat: int) -> int:
        """The side of the sheet a seat scores for: its own, or its team, (0, 2) or (1, 3)."""
        return seat % 2 if self.teams else seat
