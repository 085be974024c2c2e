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

from scorepad.games import core, document
from scorepad.games.core import RuleError, gettext_noop

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
        clean = document.clean_document(data, engine)
        computed = document.without_notes(document.compute_sheet(clean, engine))
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
    labels = dict(core.FIELD_LABELS)
    labels.update(rules.FIELD_LABELS)
    return labels


def _rendered(value: Any) -> Any:
    """A value with every ``Note`` in it said in the reader's language."""
    if isinstance(value, core.Note):
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


def preview(text: str) -> str:
    """What an entry gives before it is saved, as the server's preview and its refusal do:
    ``{"game", "players", "options", "deals", "entry", "number"}``, where ``deals`` are the
    clean deals on the sheet (those waiting on the phone too), ``entry`` what the entry's
    fields say and ``number`` the deal it is for. A deal entered in steps is on the sheet after
    its first: the entry adds to it. A deal changed must leave every later one allowed.

    Answers ``{"ok": true, "deal", "row", "sheet", "next"}`` (the clean deal, its row of the
    sheet, the sheet's sides, totals, finished and winners, and what the table needs next), or
    ``{"ok": false, "reason", "field", "deal"}``."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    players, options, deals = asked["players"], asked["options"], asked["deals"]
    number = asked["number"]
    before = deals[: number - 1]
    entry = dict(asked["entry"])
    if number <= len(deals) and not asked.get("editing"):
        # The rest of a deal already on the sheet (its tricks after its bids).
        recorded = dict(deals[number - 1])
        recorded.update(entry)
        entry = recorded
    try:
        if not 1 <= number <= len(deals) + 1:
            raise RuleError(
                gettext_noop("the deals before this one are not all known"), deal=number
            )
        # The entry and every deal after it, checked in one walk of the game.
        changed = before + rules.clean_deals(players, options, before, [entry] + deals[number:])
        deal = changed[number - 1]
    except RuleError as error:
        return json.dumps(_refusal(error, rules))
    computed = rules.compute_sheet(players, options, changed)
    answer = {
        "ok": True,
        "deal": deal,
        "row": _rendered(computed["deals"][number - 1]),
        "sheet": _sheet_summary(computed),
        "next": _rendered(rules.next_deal(players, options, changed)),
    }
    return json.dumps(answer)


def _sheet_summary(computed: dict[str, Any]) -> dict[str, Any]:
    summary = {key: computed[key] for key in ("sides", "totals", "finished", "winners")}
    summary["rows"] = len(computed["deals"])
    last = [row for row in computed["deals"] if row.get("scores") is not None]
    summary["last"] = {"number": last[-1]["number"], "scores": last[-1]["scores"]} if last else None
    return summary


def _bar(rules: Any, computed: dict[str, Any]) -> Any:
    """What the game's totals bar says besides the totals, where its engine says it."""
    said = getattr(rules, "bar", None)
    return _rendered(said(computed)) if said is not None else None


def state(text: str) -> str:
    """The sheet's totals and what the table needs next, for the clean deals on the sheet:
    ``{"game", "players", "options", "deals"}`` -> ``{"sheet", "next", "rows"}``, the rows with
    their notes said in the reader's language."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    players, options, deals = asked["players"], asked["options"], asked["deals"]
    computed = rules.compute_sheet(players, options, deals)
    return json.dumps(
        {
            "sheet": _sheet_summary(computed),
            "bar": _bar(rules, computed),
            "rows": _rendered(computed["deals"]),
            "next": _rendered(rules.next_deal(players, options, deals)),
        }
    )


def call(text: str) -> str:
    """One of a game's engine functions, for what its entry works out as it is filled (the
    Joker dealer's forbidden bid): ``{"game", "function", "arguments"}`` -> its result, every
    note in it said in the reader's language. With ``"module"``, a function of another module
    of the game's package that the phone runs (``GameType.phone_modules``)."""
    asked = json.loads(text)
    rules = engine(asked["game"])
    module = asked.get("module")
    if module:
        rules = __import__("scorepad.games." + asked["game"] + "." + module, None, None, [module])
    function = getattr(rules, asked["function"])
    return json.dumps(_rendered(function(*asked["arguments"])))
