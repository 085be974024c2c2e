"""The rules reference: the index, one page per game (and the glossary), and the search."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import quote

from django.conf import settings
from django.core.cache.backends.locmem import LocMemCache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rules import content, referee, slap
from rules import search as rules_search
from scorepad.games.ers import engine as ers
from scorepad.kept_pages import kept_rendered, page_key
from scorepad.partials import render_partial

LANGUAGE_NAMES = dict(settings.LANGUAGES)
# A game page that opened the rules: its path may come back as ?back=, and nothing else may.
GAME_PATH = re.compile(r"/games/[A-Za-z0-9_-]{8,40}/")

# Rule pages and search answers change only with a deploy, which starts new processes: each
# process renders a page once per address, language and htmx target, and keeps it here.
RENDERED = LocMemCache("rules-rendered", {"TIMEOUT": None, "OPTIONS": {"MAX_ENTRIES": 2000}})


def _rendered_once(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Serve the page as this process first rendered it, with this request's own CSRF token
    (the language switch's form) and CSP nonce put in the places of the first request's."""

    @wraps(view)
    def cached(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        headers = ("HTTP_HX_REQUEST", "HTTP_HX_TARGET", "HTTP_HX_HISTORY_RESTORE_REQUEST")
        parts = [get_language() or ""] + [request.META.get(header, "") for header in headers]
        return kept_rendered(
            request,
            page_key("rules", request, parts),
            lambda: view(request, *args, **kwargs),
            store=RENDERED,
            seconds=None,
        )

    return cached


def _back_to_game(request: HttpRequest) -> str | None:
    back = request.GET.get("back", "")
    return back if GAME_PATH.fullmatch(back) else None


def _interface_language() -> str:
    language = (get_language() or settings.LANGUAGE_CODE).split("-")[0]
    return language if language in content.LANGUAGES else content.LANGUAGES[0]


def _search_form(request: HttpRequest, game: str | None = None) -> dict:
    """What the search form shows: the query so far and the games to narrow it to."""
    language = _interface_language()
    return {
        "query": request.GET.get("q", "")[: rules_search.MAX_CHARS],
        "search_game": game,
        "search_games": [
            (name, document.title)
            for name in content.GAMES
            if (document := content.document(name, language)) is not None
        ],
    }


@require_safe
@_rendered_once
def index(request: HttpRequest) -> HttpResponse:
    language = _interface_language()
    documents = [content.document(name, language) for name in content.DOCUMENTS]
    return render(
        request,
        "rules/index.html",
        {
            "games": [doc for doc in documents if doc is not None and doc.name in content.GAMES],
            "glossary": content.document(content.GLOSSARY, language),
            **_search_form(request),
        },
    )


@require_safe
@_rendered_once
def document(request: HttpRequest, name: str) -> HttpResponse:
    """A game's whole rules (or the glossary) in the interface's language, or in ``?lang=``."""
    if name not in content.DOCUMENTS:
        raise Http404("No such rules.")
    wanted = request.GET.get("lang")
    if wanted not in content.LANGUAGES:
        wanted = _interface_language()
    found = content.document(name, wanted)
    if found is None:
        raise Http404("These rules are not written yet.")
    other = next(
        (
            language
            for language in content.LANGUAGES
            if language != found.language and (name, language) in content.documents()
        ),
        None,
    )
    context = {
        # Switching the interface's language switches the text too: drop ?lang= on the way back.
        "language_next": request.path,
        "back_url": _back_to_game(request),
        "document": found,
        "missing_language": LANGUAGE_NAMES[wanted] if found.language != wanted else None,
        "other_language": other,
        "other_language_name": LANGUAGE_NAMES.get(other) if other else None,
        **_search_form(request, name if name in content.GAMES else None),
    }
    if name == "ers":
        context.update(_ers_helpers(request))
    return render(request, "rules/document.html", context)


def _ers_helpers(request: HttpRequest) -> dict[str, Any]:
    question = slap.read_slap_form(request.GET)
    kind, verdict = slap.slap_answer(question) if question else (None, None)
    challenge = slap.read_challenge_form(request.GET)
    return {
        "ranks": [(rank, slap.rank_name(rank)) for rank in slap.RANKS],
        "face_cards": [
            (card, slap.rank_name(card), ers.face_card_challenge(card)) for card in slap.FACE_CARDS
        ],
        "combos": [(combo, slap.COMBO_NAMES[combo]) for combo in ers.COMBOS],
        "penalties": list(slap.PENALTIES),
        "slap_form": {
            "sent": question is not None,
            "top": request.GET.get("top", ""),
            "second": request.GET.get("second", ""),
            "third": request.GET.get("third", ""),
            "bottom": request.GET.get("bottom", ""),
            "combos": question.combos if question else ers.OPTIONS["combos"],
            "jokers": question.jokers if question else ers.OPTIONS["jokers"],
            "penalty": question.penalty if question else ers.OPTIONS["penalty"],
        },
        "slap_kind": kind,
        "slap_anchor": slap.SLAP_ANCHORS.get(kind or "", slap.NO_SLAP_ANCHOR),
        "slap_verdict": verdict,
        "challenge_form": {
            "face": request.GET.get("face", ""),
            "turned": [request.GET.get(f"turned{n}", "") for n in range(1, slap.MAX_TURNED + 1)],
        },
        "challenge": challenge,
        "challenge_chances": slap.chances_message(challenge.face) if challenge else None,
        "challenge_verdict": slap.challenge_message(challenge) if challenge else None,
        "helper_messages": slap.messages(),
    }


@require_safe
@_rendered_once
def search(request: HttpRequest) -> HttpResponse:
    """Sections matching ``?q=``, best first; only ``#results`` when htmx targets it as you
    type."""
    game = request.GET.get("game") or None
    if game not in content.DOCUMENTS:
        game = None
    form = _search_form(request, game)
    answer = rules_search.search(form["query"], _interface_language(), game)
    return render_partial(
        request,
        "rules/search.html",
        {**form, "answer": answer, "interface_language": _interface_language(), "push_url": True},
        partials=("results",),
    )


@require_safe
def klaverjas_referee(request: HttpRequest) -> HttpResponse:
    """Which cards may be played to a trick, and who takes a full one: a plain GET form,
    answered again in the browser by static/js/referee-klaverjas.js."""
    return _referee(request, "klaverjas", referee.klaverjas_page(request.GET))


@require_safe
def joker_referee(request: HttpRequest) -> HttpResponse:
    """Which cards may be played, with the joker's calls, and who takes the trick."""
    return _referee(request, "joker", referee.joker_page(request.GET))


@require_safe
def seep_referee(request: HttpRequest) -> HttpResponse:
    """Every move a card of the hand may make on the floor, and why the others may not."""
    return _referee(request, "seep", referee.seep_page(request.GET))


def _referee(request: HttpRequest, game: str, context: dict[str, Any]) -> HttpResponse:
    back = _back_to_game(request)
    rules_url = reverse("rules:document", args=[game]) + (f"?back={quote(back)}" if back else "")
    messages = {**context["messages"], "rulesUrl": rules_url}
    return render(
        request,
        f"rules/referee_{game}.html",
        {**context, "messages": messages, "game": game, "back_url": back, "rules_url": rules_url},
    )
