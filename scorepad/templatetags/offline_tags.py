"""The game page's offline entry: what ``static/js/offline/`` needs to keep the table going
without a connection, to the game's end.

``{% offline_entry %}`` writes the plan of the game as JSON (its players, options and deals as
recorded, the words the engines and the entry scripts say) and each kind of entry the game has
once (``kind.offline.entry_kinds``: Joker's bids and its tricks, one whole deal for the others), as
the server renders its form, in a ``<template>``. The engine on the phone says which entry
comes next and the game's ``entry.js`` fills that form in for it (the deal's number, the dealer,
the cards...), so an entry offline looks, reads and posts as it does online.
"""

from __future__ import annotations

import json
from typing import Any

from django import template
from django.middleware.csrf import get_token
from django.templatetags.static import static
from django.urls import reverse
from django.utils.html import format_html, json_script
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, ngettext

from scorepad import offline, phone
from scorepad.games import search_examples

register = template.Library()

# Stands for a deal's number in the entries' forms and words, for the phone to fill in
# ("Deal 987654"); never the number of a real deal (each engine's MAX_DEALS is far below).
ROUND_NUMBER = 987654


def _status_words(kind: Any, players: list[str]) -> dict[str, str]:
    """The status line over the sheet, as the phone writes it for the next entry."""
    words = {"round": kind.round_title(ROUND_NUMBER)}
    if kind.has_dealer:
        words.update(dealer=gettext("Dealer"), first=kind.first_label())
        # Seep's next dealer depends on how the deal ends: not said ahead.
        if kind.next_dealer_name(players, {"dealer": 0}):
            words["next"] = gettext("Next dealer")
    return words


def _plan(context: template.Context, kinds: dict[str, int]) -> dict[str, Any]:
    """What the page's entry works from (static/js/offline/): the game and the entry on the
    page, and what the rules on the phone work from (static/js/rules-engine.js): the game,
    its players, its clean options and deals as recorded, and the words they say."""
    game, kind = context["game"], context["kind"]
    words = phone.words(kind.name)
    words[kind.round_message] = gettext(kind.round_message)
    return {
        "game": game.public_id,
        "url": reverse("add_deal", args=[game.public_id]),
        "page": reverse("game", args=[game.public_id]),
        "title": kind.label,
        "editing": context.get("editing") or None,
        "kind": kind.name,
        "players": context["players"],
        "options": context["options"],
        "deals": context.get("recorded", []),
        "hundreds": bool(context.get("hundreds")),
        "words": words,
        "texts": kind.offline.texts(),
        "round": kind.round_message,
        "number": str(ROUND_NUMBER),
        "labels": {phase: kind.offline.step_label(ROUND_NUMBER, phase) for phase in kinds},
        "status": _status_words(kind, context["players"]),
        "language": get_language() or "",
    }


def _plan_element(plan: dict[str, Any]) -> SafeString:
    # An attribute, not a JSON <script>: htmx drops scripts from what it swaps in.
    return format_html(
        '<div id="offline-plan" data-plan="{}" hidden></div>', json.dumps(plan, ensure_ascii=False)
    )


def _entry_template(context: template.Context, phase: str, number: int, token: str) -> SafeString:
    """The form of every entry of ``phase``, drawn from deal ``number`` before any deal is on
    the sheet, its own number written as ``ROUND_NUMBER``: the phone fills it in."""
    kind, players, options = context["kind"], context["players"], context["options"]
    form = kind.deal_form(players=players, options=options, deals=[], number=number, phase=phase)
    form.deal_number = ROUND_NUMBER
    form.initial["number"] = ROUND_NUMBER
    upcoming = kind.engine.next_deal(players, options, [])
    names = kind.status(players, options, upcoming)
    assert context.template is not None  # rendering a page
    entry = context.template.engine.get_template(kind.entry_template)
    with context.push(form=form, editing=None, quiet=True, preview=None, **names):
        fields = entry.render(context)
    hidden = format_html('<input type="hidden" name="csrfmiddlewaretoken" value="{}">', token)
    own = SafeString(f"{form['number']}{form['phase']}{form['key']}")
    return format_html(
        '<template data-offline-entry="{}">{}{}{}</template>',
        phase,
        hidden,
        own,
        SafeString(fields),
    )


@register.simple_tag(takes_context=True)
def offline_entry(context: template.Context) -> SafeString:
    kind, players, options = context["kind"], context["players"], context["options"]
    kinds = kind.offline.entry_kinds(players, options)
    if context.get("editing"):
        # A deal being changed: worked out on the phone as it is filled, saved by the server.
        return _plan_element(_plan(context, kinds))
    if context.get("upcoming") is None:
        return mark_safe("")
    request = context.get("request")
    token = get_token(request) if request is not None else ""
    forms = [_entry_template(context, phase, number, token) for phase, number in kinds.items()]
    return _plan_element(_plan(context, kinds)) + SafeString("".join(forms))


@register.simple_tag
def offline_strings() -> SafeString:
    """The words ``static/js/offline.js`` says, in the page's language, and the files it may
    load for the offline search."""
    sections = "%(counter)s section", "%(counter)s sections"
    words = {
        "offline": gettext(
            "Offline: pages kept on this phone still open, and deals are kept until the"
            " connection returns."
        ),
        "online": gettext("Back online."),
        "sendError": gettext(
            "Could not reach the server: nothing was sent. What you typed is still here."
        ),
        "responseError": gettext(
            "The server could not answer (error %(status)s). What you typed is still here:"
            " try again."
        ),
        "timeout": gettext(
            "The server took too long to answer. What you typed is still here: try again."
        ),
        "needsServer": gettext(
            "This needs a connection: nothing was sent. What you typed is still here."
        ),
        "saved": gettext("Saved on this phone: it is sent as soon as the connection returns."),
        "queueTitle": gettext("Waiting to be sent"),
        "decisionTitle": gettext("Waiting for the table's decision"),
        "decisionNote": gettext(
            "Not recorded: the table chooses below. The entries after it wait until then."
        ),
        "nextSoon": gettext("Saved on this phone: the next entry opens in a moment."),
        "waiting": gettext("waiting to be sent"),
        "refused": gettext("refused"),
        "conflict": gettext("not recorded"),
        "fix": gettext("Put it back in the form"),
        "change": gettext("Change it"),
        "theirs": gettext("On the sheet"),
        "ours": gettext("On this phone"),
        "keepTheirs": gettext("Keep the sheet's"),
        "useOurs": gettext("Use this phone's instead"),
        "waitingScores": gettext(
            "Scored on this phone; sent to the server as soon as it can be reached."
        ),
        "discard": gettext("Discard"),
        "discardConfirm": gettext("Discard this entry for good?"),
        "sent": gettext("The deals saved offline are on the sheet."),
        "scoresLater": gettext(
            "The scores of waiting deals come from the server once they are sent."
        ),
        "gameOver": gettext(
            "The game is over on this phone: its results show once the deals are sent."
        ),
        "refusedFallback": gettext("The server refused this entry."),
        "notYours": gettext("This game is no longer open on this phone: nothing was recorded."),
        "gameGone": gettext(
            "This phone can no longer open this game: its links were renewed, or the game was"
            " removed. Ask the table for the new link."
        ),
        "session": gettext(
            "The phone's session has changed: open the page again while online to send it."
        ),
        "update": gettext("A new version of Scorepad is ready."),
        "reload": gettext("Reload"),
        "searchOffline": gettext("Searched on this phone, without a connection."),
        "searchEmpty": gettext("Type a word from the rules: %(examples)s…")
        % {"examples": ", ".join(search_examples())},
        "searchShort": gettext("Type at least two letters."),
        "searchNothing": gettext(
            "Nothing in the rules matches “%(query)s”. Check the spelling, or try another word."
        ),
        "sectionsOne": ngettext(*sections, 1),
        "sectionsMany": ngettext(*sections, 2),
        "index": reverse("rules:search_index"),
        "scripts": [static("js/vendor/minisearch.js"), static("js/vendor/snowball-stemmers.js")],
    }
    return json_script(words, "offline-strings")


@register.simple_tag(takes_context=True)
def rules_engine(context: template.Context, game: str) -> SafeString:
    """What ``static/js/rules-engine.js`` loads after the first paint: the MicroPython runtime
    and the engines of the page's ``game`` (``scorepad.phone``), and the script itself."""
    setup = {
        "runtime": static("js/vendor/micropython/micropython.mjs"),
        "wasm": static("js/vendor/micropython/micropython.wasm"),
        "bundle": reverse("rules_engine", args=[phone.version(game)]),
    }
    script = format_html(
        '<script src="{}" nonce="{}" defer></script>',
        static("js/rules-engine.js"),
        context.get("csp_nonce", ""),
    )
    return json_script(setup, "rules-engine") + script


@register.simple_tag(takes_context=True)
def offline_script(context: template.Context, part: str) -> SafeString:
    """A part of the offline code (``scorepad.offline.OFFLINE_MODULES``: ``page`` on every page,
    ``table`` on the game page) as an ES module, the modules it imports preloaded beside it so
    that the browser fetches them at once rather than one after another; those of the page's
    part are not named again for the table's."""
    entry = offline.OFFLINE_MODULES[part]
    modules = offline.modules_of(entry)
    if part != "page":
        named = set(offline.modules_of(offline.OFFLINE_MODULES["page"]))
        modules = tuple(module for module in modules if module not in named)
    nonce = context.get("csp_nonce", "")
    preloads = [
        format_html('<link rel="modulepreload" href="{}">', static(module))
        for module in modules[1:]
    ]
    script = format_html(
        '<script type="module" src="{}" nonce="{}"></script>', static(entry), nonce
    )
    return SafeString("".join(preloads)) + script
