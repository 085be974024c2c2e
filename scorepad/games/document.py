"""The ``scorepad/1`` game document as plain Python: its players, options and deals checked,
and its sheet. The server (``scorepad.gamefile``) and the phone (README, "The rules on the
phone") run this same module; it imports only the core, and the engines come from the caller
(``engine``: a game's engine module by its name).
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

from scorepad.games.core import RuleError, check_keys, gettext_noop

if TYPE_CHECKING:
    from collections.abc import Callable

FORMAT = "scorepad/1"
NAME_LENGTH = 40
# Characters a name may not hold: control characters (NUL, tab, escapes), format characters
# (bidirectional overrides, zero-width spaces, invisible tags), lone surrogates, private-use
# characters, and line or paragraph separators. Each breaks a page, a database or a sheet.
FORBIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Zl", "Zp"}
# The zero-width joiners are format characters that names need: emoji sequences, Persian.
ALLOWED_FORMAT = {"\u200c", "\u200d"}


def clean_name(name: str) -> str:
    """A player's name as stored: trimmed, in Unicode's composed form (NFC), so that the same
    name typed on two phones is one name; refused if it holds a character that breaks pages."""
    for char in name:
        if unicodedata.category(char) in FORBIDDEN_CATEGORIES and char not in ALLOWED_FORMAT:
            raise RuleError(
                gettext_noop(
                    "a player's name may not hold control or invisible characters"
                    " (%(character)s): type it again"
                ),
                field="players",
                character=f"U+{ord(char):04X}",
            )
    return unicodedata.normalize("NFC", name).strip()


def clean_players(players: Any, allowed: range) -> list[str]:
    """Names in playing order: trimmed, 1-40 characters, distinct, as many as the game takes."""
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise RuleError(gettext_noop("players must be a list of names"), field="players")
    names = [clean_name(name) for name in players]
    if len(names) not in allowed:
        if len(allowed) == 1:
            raise RuleError(
                gettext_noop("this game takes exactly %(count)d players, not %(given)d"),
                field="players",
                count=allowed.start,
                given=len(names),
            )
        raise RuleError(
            gettext_noop("this game takes %(low)d to %(high)d players, not %(given)d"),
            field="players",
            low=allowed.start,
            high=allowed.stop - 1,
            given=len(names),
        )
    for name in names:
        if not 1 <= len(name) <= NAME_LENGTH:
            raise RuleError(
                gettext_noop("a player's name must be 1 to %(length)d characters long"),
                field="players",
                length=NAME_LENGTH,
            )
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise RuleError(
                gettext_noop("two players are called %(name)s: give each a different name"),
                field="players",
                name=name,
            )
        seen.add(name)
    return names


def clean_document(data: Any, engine: Callable[[str], Any]) -> dict[str, Any]:
    """Check a decoded document, deal by deal, and return it with every default filled in;
    ``engine`` gives a game's engine module by its name (the registry's, or the phone's)."""
    # An exported file carries its sheet: it is derived, so it is recomputed, never read.
    check_keys(
        data,
        required=("format", "game", "players"),
        optional=("options", "deals", "sheet"),
        field="file",
    )
    if data["format"] != FORMAT:
        raise RuleError(
            gettext_noop("format must be %(expected)r"), field="format", expected=FORMAT
        )
    if not isinstance(data["game"], str):
        raise RuleError(gettext_noop("game must be a name"), field="game")
    rules = engine(data["game"])
    try:
        players = clean_players(data["players"], rules.PLAYERS)
        options = rules.clean_options(data.get("options", {}))
        raw_deals = data.get("deals", [])
        if not isinstance(raw_deals, list):
            raise RuleError(gettext_noop("deals must be a list"), field="deals")
        # Walked once, the first refusal ending it: past the game's MAX_DEALS at the latest.
        deals: list[dict[str, Any]] = rules.clean_deals(players, options, [], raw_deals)
    except RuleError as error:
        error.game = rules.NAME  # its fields are named in the game's words
        raise
    return {
        "format": FORMAT,
        "game": rules.NAME,
        "players": players,
        "options": options,
        "deals": deals,
    }


def compute_sheet(document: dict[str, Any], engine: Callable[[str], Any]) -> dict[str, Any]:
    """The engine's sheet of a clean document, with the per-score explanations."""
    rules = engine(document["game"])
    sheet: dict[str, Any] = rules.compute_sheet(
        document["players"], document["options"], document["deals"]
    )
    return sheet


def without_notes(sheet: dict[str, Any]) -> dict[str, Any]:
    """The sheet as the game file writes it: the explanations are for the screen only."""
    return dict(
        sheet, deals=[{k: v for k, v in row.items() if k != "why"} for row in sheet["deals"]]
    )


def with_sheet(document: dict[str, Any], engine: Callable[[str], Any]) -> dict[str, Any]:
    """The document as ``scoresheet`` and the export write it: itself plus ``sheet``."""
    return dict(document, sheet=without_notes(compute_sheet(document, engine)))
