"""The game page's offline entry: what ``static/js/offline.js`` needs to keep the table going
without a connection.

``{% offline_entry %}`` writes the plan of the next entries as JSON (numbers, phases, who
deals, what each entry works out as it is filled, from the game's ``GameType.offline_steps``)
and, for every entry after the one on the page, its form as the server renders it, in a
``<template>``. Offline, a saved entry is kept on the phone and the next template takes the
form's place, so the entry looks and reads as it does online.
"""

from __future__ import annotations

import json
from typing import Any

from django import template
from django.core.cache import caches
from django.middleware.csrf import get_token
from django.templatetags.static import static
from django.urls import reverse
from django.utils.html import format_html, json_script
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, ngettext

from scorepad import phone
from scorepad.fastpath import key_of
from scorepad.fastpath.kept_pages import KEY_FIELD
from scorepad.models import new_key

register = template.Library()

# Entries prepared ahead (the page's own and four more): for a game entered in two steps a
# deal takes two. Each costs a form render on every change of the sheet, so they are few.
OFFLINE_STEPS = 5
# Stands for a deal's number in its title, for the browser to fill in ("Deal 987654").
ROUND_NUMBER = 987654


def _status(kind: Any, players: list[str], step: dict[str, Any]) -> list[list[str]]:
    """The status line over the sheet for ``step``: (label, value) pairs."""
    line = [[kind.round_title(step["number"]), ""]]
    if not kind.has_dealer:
        return line
    dealer = step["dealer"]
    if dealer is None:
        line.append(
            [gettext("Who deals follows from the scores of the deals waiting to be sent."), ""]
        )
        return line
    line.append([gettext("Dealer"), players[dealer]])
    line.append([kind.first_label(), players[step["first"]]])
    next_dealer = kind.next_dealer_name(players, step)
    if next_dealer:
        line.append([gettext("Next dealer"), next_dealer])
    return line


def _entry_key(public_id: str, context: template.Context, step: dict[str, Any]) -> str:
    parts = [
        str(context.get("role", "")),
        get_language() or "",
        str(context.get("hundreds", False)),
        json.dumps([context["players"], context["options"]], sort_keys=True, default=str),
        json.dumps(step, sort_keys=True, default=str),
    ]
    return key_of(f"offline-entry:{public_id}", parts)


def _edit_step(
    kind: Any, players: list[str], options: dict[str, Any], deals: list[Any], number: int
) -> dict[str, Any] | None:
    """The step of a deal being changed: its number, dealer and first seat (and cards), as the
    entry of that deal had them, under the phase ``edit`` (the whole deal in one form)."""
    upcoming = kind.engine.next_deal(players, options, deals[: number - 1])
    steps = kind.offline_steps(players, options, upcoming, 1)
    if not steps or steps[0]["number"] != number:
        return None
    step = dict(steps[0], phase="edit", step=f"{number}:edit")
    step["label"] = kind.round_title(number)
    return step


def _plan(context: template.Context, steps: list[dict[str, Any]]) -> dict[str, Any]:
    """What the page's entry works from (static/js/offline.js): the game, its next entries (or
    the deal being changed), and what the rules on the phone work from (static/js/
    rules-engine.js): the game, its players, its clean options and deals as recorded, and the
    words they say."""
    game, kind = context["game"], context["kind"]
    return {
        "game": game.public_id,
        "url": reverse("add_deal", args=[game.public_id]),
        "page": reverse("game", args=[game.public_id]),
        "title": kind.label,
        "steps": steps,
        "editing": context.get("editing") or None,
        "kind": kind.name,
        "players": context["players"],
        "options": context["options"],
        "deals": context.get("recorded", []),
        "hundreds": bool(context.get("hundreds")),
        "words": phone.words(kind.name),
        "texts": kind.phone_texts(),
        "round": kind.round_title(ROUND_NUMBER),
        "roundNumber": ROUND_NUMBER,
        "statusWords": {"dealer": gettext("Dealer"), "first": kind.first_label()},
    }


def _plan_element(plan: dict[str, Any]) -> SafeString:
    # An attribute, not a JSON <script>: htmx drops scripts from what it swaps in.
    return format_html(
        '<div id="offline-plan" data-plan="{}" hidden></div>', json.dumps(plan, ensure_ascii=False)
    )


@register.simple_tag(takes_context=True)
def offline_entry(context: template.Context) -> SafeString:
    game, kind, players = context["game"], context["kind"], context["players"]
    options, upcoming = context["options"], context["upcoming"]
    editing = context.get("editing")
    if editing:
        # A deal being changed: worked out on the phone as it is filled, saved by the server.
        step = _edit_step(kind, players, options, context.get("recorded") or [], editing)
        return _plan_element(_plan(context, [step])) if step else mark_safe("")
    steps = kind.offline_steps(players, options, upcoming, OFFLINE_STEPS)
    if not steps:
        return mark_safe("")
    request = context.get("request")
    token = get_token(request) if request is not None else ""
    assert context.template is not None  # rendering a page
    entry = context.template.engine.get_template(kind.entry_template)
    parts = []
    for index, step in enumerate(steps):
        step["step"] = f"{step['number']}:{step['phase']}"
        step["status"] = _status(kind, players, step)
        step["label"] = kind.step_label(step["number"], step["phase"])
        if index == 0:
            continue  # the page's own form
        # The form is drawn from the game (its players and options), the step, the role, the
        # language and the view alone, not from the deals before it (``deals=[]`` below):
        # kept under those, so a saved deal renders only the one entry new to the plan.
        cache_key = _entry_key(game.public_id, context, step)
        kept: tuple[str, str] | None = caches["default"].get(cache_key)
        if kept is None:
            form = kind.deal_form(
                players=players,
                options=options,
                deals=[],
                number=step["number"],
                phase=step["phase"],
            )
            names = {
                "dealer_name": "" if step["dealer"] is None else players[step["dealer"]],
                "first_name": "" if step["first"] is None else players[step["first"]],
            }
            with context.push(form=form, editing=None, quiet=True, preview=None, **names):
                kept = (f"{form['number']}{form['phase']}{form['key']}", entry.render(context))
            caches["default"].set(cache_key, kept, 24 * 60 * 60)
        hidden_fields, fields = kept
        # What each copy carries of its own: the token, and a submission key of its own.
        own_key = KEY_FIELD.sub(lambda match: f"{match[1]}{new_key()}{match[2]}", hidden_fields)
        hidden = format_html(
            '<input type="hidden" name="csrfmiddlewaretoken" value="{}">', token
        ) + SafeString(own_key)
        fields = SafeString(fields)
        parts.append(
            format_html(
                '<template data-offline-step="{}">{}{}</template>', step["step"], hidden, fields
            )
        )
    data = _plan_element(_plan(context, steps))
    return data + SafeString("".join(parts))


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
        "noMoreSteps": gettext(
            "%(count)s entries are waiting on this phone: the next ones can be entered once"
            " the connection returns."
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
        "searchEmpty": gettext("Type a word from the rules: ştanga, nat, bazzi, sandwich…"),
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
def rules_engine(context: template.Context) -> SafeString:
    """What ``static/js/rules-engine.js`` loads after the first paint: the MicroPython runtime
    and the engines' bundle (``scorepad.phone``), and the script itself."""
    setup = {
        "runtime": static("js/vendor/micropython/micropython.mjs"),
        "wasm": static("js/vendor/micropython/micropython.wasm"),
        "bundle": reverse("rules_engine", args=[phone.version()]),
    }
    script = format_html(
        '<script src="{}" nonce="{}" defer></script>',
        static("js/rules-engine.js"),
        context.get("csp_nonce", ""),
    )
    return json_script(setup, "rules-engine") + script
