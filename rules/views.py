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
from django.utils import translation
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rules import content
from rules import search as rules_search
from scorepad import phone
from scorepad.fastpath import kept_page, page_key
from scorepad.games import game_type, search_examples
from scorepad.games.pages import verdict_words
from scorepad.partials import partial_target, render_partial

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
        return kept_page(
            request,
            page_key("rules", request, parts, query=True),
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
    """What the search form shows: the query so far, the games to narrow it to and the words
    it suggests (the installed games' own)."""
    language = _interface_language()
    return {
        "query": request.GET.get("q", "")[: rules_search.MAX_CHARS],
        "search_examples": ", ".join(search_examples()),
        "search_game": game,
        "search_games": [
            (name, document.title)
            for name in content.games()
            if (document := content.document(name, language)) is not None
        ],
    }


@require_safe
@_rendered_once
def index(request: HttpRequest) -> HttpResponse:
    language = _interface_language()
    documents = [content.document(name, language) for name in content.games()]
    return render(
        request,
        "rules/index.html",
        {
            "games": [doc for doc in documents if doc is not None],
            "glossary": content.document(content.GLOSSARY, language),
            **_search_form(request),
        },
    )


@require_safe
@_rendered_once
def document(request: HttpRequest, name: str) -> HttpResponse:
    """A game's whole rules (or the glossary) in the interface's language, or in ``?lang=``."""
    if name not in content.names():
        raise Http404("No such rules.")
    wanted = request.GET.get("lang")
    if wanted not in content.LANGUAGES:
        wanted = _interface_language()
    found = content.document(name, wanted)
    if found is None:
        raise Http404("These rules are not written yet.")
    others = [
        (language, LANGUAGE_NAMES[language])
        for language in content.written_in(name)
        if language != found.language
    ]
    missing = None
    if found.language != wanted:
        missing = {
            "missing": translation.get_language_info(wanted)["name_translated"],
            "shown": translation.get_language_info(found.language)["name_translated"],
        }
    context = {
        # Switching the interface's language switches the text too: drop ?lang= on the way back.
        "language_next": request.path,
        "back_url": _back_to_game(request),
        "document": found,
        "missing_language": missing,
        "other_languages": others,
        **_search_form(request, name if name in content.games() else None),
    }
    kind = game_type(name) if name in content.games() else None
    if kind is not None:
        context["game_stylesheet"] = kind.stylesheet
    if kind is not None and kind.rules.learn_url:
        context.update(learn_url=kind.rules.learn_url, learn_title=kind.rules.learn_title)
    if kind is not None and kind.rules.helpers_title:
        context.update(kind.rules.helpers(request.GET))
        context.update(
            helpers_title=kind.rules.helpers_title,
            helpers_template=kind.rules.helpers_template,
        )
    return render(request, "rules/document.html", context)


@require_safe
@_rendered_once
def search(request: HttpRequest) -> HttpResponse:
    """Sections matching ``?q=``, best first; only ``#results`` when htmx targets it as you
    type."""
    game = request.GET.get("game") or None
    if game not in content.names():
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
def referee(request: HttpRequest, name: str) -> HttpResponse:
    """A game's referee: which card may be played, who takes the trick. A plain GET form that
    the server answers with the game's ``referee.answer``; once the phone runs the same function
    (MicroPython, ``static/js/referee.js``) it answers there, and until then the script asks for
    the verdict alone (``HX-Target: verdict``)."""
    kind = game_type(name) if name in content.games() else None
    if kind is None or not kind.rules.has_referee:
        raise Http404("This game has no referee.")
    context = kind.rules.referee(request.GET)
    back = _back_to_game(request)
    rules_url = reverse("rules:document", args=[name]) + (f"?back={quote(back)}" if back else "")
    words = {
        "words": phone.words(name, ("referee",)),
        "labels": verdict_words(),
        "rulesUrl": rules_url,
    }
    context.update(
        game=name,
        game_stylesheet=kind.stylesheet,
        back_url=back,
        rules_url=rules_url,
        referee_words=words,
    )
    # The verdict is a partial of the page every referee's template extends.
    verdict = partial_target(request, ("verdict",))
    template = "rules/referee_base.html" if verdict else kind.rules.referee_template
    return render_partial(request, template, context, partials=("verdict",))
