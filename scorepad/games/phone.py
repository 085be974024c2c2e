"""The rules on the phone: what the browser asks of the engines, JSON in and JSON out.

``static/js/rules-engine.js`` runs MicroPython in the page with the very modules the server runs
(the core, ``document`` and each installed game's ``engine``, written into its file system as
they are in this repository) and this one, and calls its functions with JSON text. Plain Python
for both interpreters: the tests run it under CPython and, in Chromium, under MicroPython, on
one corpus of games and refusals, and compare.
"""

from __future__ import annotations

import json
from typing import Any

from scorepad.games.core import FIELD_LABELS, Note, RuleError, gettext_noop
from scorepad.games.document import clean_document, compute_sheet, without_notes

# The installed games, set by the page (``installed``), in the order the server lists them.
GAMES: list[str] = []


def installed(names: str) -> None:
    """The names of the installed games, as JSON: which engines the page may load."""
    GAMES.clear()
    GAMES.extend(json.loads(names))


def engine(name: str) -> Any:
    """A game's engine module, as the server's registry gives it (the same refusal too)."""
    if name not in GAMES:
        raise RuleError(
            gettext_noop("unknown game %(game)r: choose %(names)s"),
            field="game",
            game=name,
            names=", ".join(GAMES),
        )
    return __import__("scorepad.games." + name + ".engine", None, None, ["engine"])


def sheet(text: str) -> str:
    """The ``sheet`` that ``manage.py scoresheet`` prints for a ``scorepad/1`` document (JSON
    text), or ``{"error": reason}`` with its reason for one it refuses."""
    try:
        data = json.loads(text)
        clean = clean_document(data, engine)
        computed = without_notes(compute_sheet(clean, engine))
    except RuleError as error:
        return json.dumps({"error": error.reason()})
    return json.dumps({"sheet": computed})


# The words of the rules in the reader's language (``words``): the engines' messages, keyed by
# their English text, and how a refusal names each game's fields.
WORDS: dict[str, str] = {}


def words(text: str) -> None:
    """The translations of the engines' messages for the page's language, as JSON."""
    WORDS.clear()
    WORDS.update(json.loads(text))


def translate(message: str) -> str:
    return WORDS.get(message, message)


def _labels(rules: Any) -> dict[str, str]:
    labels = dict(FIELD_LABELS)
    labels.update(rules.FIELD_LABELS)
    return labels


def _rendered(value: Any) -> Any:
    """A value with every ``Note`` in it said in the reader's language."""
    if isinstance(value, Note):
        return value.render(translate)
    if isinstance(value, dict):
        return {key: _rendered(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_rendered(item) for item in value]
    return value


def _refusal(error: RuleError, rules: Any) -> dict[str, Any]:
    return {
        "ok": False,
        "reason": error.reason(translate, _labels(rules)),
        "note": error.said(translate, _labels(rules)),
        "field": (error.field or "").split(".")[0],
        "deal": error.deal,
    }


def worked_out(
    rules: Any,
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    entry: dict[str, Any],
    number: int,
    editing: bool = False,
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The clean deals and the sheet with ``entry`` for deal ``number`` among the clean
    ``deals`` on the sheet: what an entry gives before it is saved, on the server (its
    preview, ``GameType.preview``) and on the phone (``preview``). A deal entered in steps is on
    the sheet after its first: the entry adds to it. A deal changed (``editing``) must leave
    every later one allowed. Raises the ``RuleError`` of the entry, or of a later deal."""
    before = deals[: number - 1]
    if number <= len(deals) and not editing:
        # The rest of a deal already on the sheet (its tricks after its bids).
        recorded = dict(deals[number - 1])
        recorded.update(entry)
        entry = recorded
    if not 1 <= number <= len(deals) + 1:
        raise RuleError(gettext_noop("the deals before this one are not all known"), deal=number)
    # The entry and every deal after it, checked in one walk of the game.
    changed = before + rules.clean_deals(players, options, before, [entry] + deals[number:])
    return changed, rules.compute_sheet(players, options, changed)


def signed(score: int) -> str:
    """A deal's score with its sign: ``+50``, ``-200``, ``0``."""
    return "+" + str(score) if score > 0 else str(score)


def totals_bar(rules: Any, sheet: dict[str, Any], round_message: str) -> dict[str, Any] | None:
    """What the totals bar says besides the totals, on the server and on the phone alike: the
    engine's own words where it has them (``bar(sheet)``: Seep's running difference), else the
    last scored entry named by ``round_message`` (its number as ``%(number)d``) over each
    side's score in it. ``None`` before the first score."""
    said = getattr(rules, "bar", None)
    if said is not None:
        own: dict[str, Any] = said(sheet)
        return own
    for row in reversed(sheet["deals"]):
        if row.get("scores") is not None:
            return {
                "caption": Note(round_message, {"number": row["number"]}),
                "lines": [signed(score) for score in row["scores"]],
            }
    return None


def preview(text: str) -> str:
    """What an entry gives before it is saved, as the server's preview and its refusal do:
    ``{"game", "players", "options", "deals", "entry", "number", "editing"}``, where ``deals``
    are the clean deals on the sheet (those waiting on the phone too), ``entry`` what the
    entry's fields say and ``number`` the deal it is for (``worked_out``).

    Answers ``{"ok": true, "deal", "row", "sheet", "next"}`` (the clean deal, its row of the
    sheet, the sheet's sides, totals, finished and winners, and what the table needs next), or
    ``{"ok": false, "reason", "field", "deal"}``."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    players, options, number = asked["players"], asked["options"], asked["number"]
    try:
        changed, computed = worked_out(
            rules,
            players,
            options,
            asked["deals"],
            asked["entry"],
            number,
            bool(asked.get("editing")),
        )
    except RuleError as error:
        return json.dumps(_refusal(error, rules))
    answer = {
        "ok": True,
        "deal": changed[number - 1],
        "row": _rendered(computed["deals"][number - 1]),
        "sheet": _sheet_summary(computed),
        "next": _rendered(rules.next_deal(players, options, changed)),
    }
    return json.dumps(answer)


def _sheet_summary(computed: dict[str, Any]) -> dict[str, Any]:
    summary = {key: computed[key] for key in ("sides", "totals", "finished", "winners")}
    summary["rows"] = len(computed["deals"])
    return summary


def state(text: str) -> str:
    """The sheet's totals, its bar and what the table needs next, for the clean deals on the
    sheet: ``{"game", "players", "options", "deals", "round"}`` -> ``{"sheet", "bar", "next",
    "rows"}``, ``round`` the message that names an entry (``totals_bar``), the rows with their
    notes said in the reader's language."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    players, options, deals = asked["players"], asked["options"], asked["deals"]
    computed = rules.compute_sheet(players, options, deals)
    bar = totals_bar(rules, computed, asked.get("round", "Deal %(number)d"))
    return json.dumps(
        {
            "sheet": _sheet_summary(computed),
            "bar": _rendered(bar),
            "rows": _rendered(computed["deals"]),
            "next": _rendered(rules.next_deal(players, options, deals)),
        }
    )


def call(text: str) -> str:
    """One of a game's engine functions, for what its entry works out as it is filled (the
    Joker dealer's forbidden bid): ``{"game", "function", "arguments"}`` -> its result, every
    note in it said in the reader's language. With ``"module"``, a function of another module
    of the game's package that the phone runs (its ``offline.PHONE_MODULES``)."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    module = asked.get("module")
    if module:
        rules = __import__("scorepad.games." + asked["game"] + "." + module, None, None, [module])
    function = getattr(rules, asked["function"])
    return json.dumps(_rendered(function(*asked["arguments"])))
