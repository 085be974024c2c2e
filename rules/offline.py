"""The rules search as a static file, for the browser to search when the phone is offline.

``/rules/search-index.json`` holds every section of the rule texts with what the server's
FTS5 index (``rules.search``) made of it: the folded words, the Snowball stems after the
Turkish repairs, each corpus word's stems and frequency, the synonyms and the game names.
``static/js/offline.js`` loads it into MiniSearch and prepares a query the way the server does
(folding, stems of both languages, prefixes, one typo), so the answers offline are the
server's as closely as a few dozen lines of JavaScript allow. It is built from the same
sections as the server's index, once per process, and changes only with a deploy (its URL
carries the deploy's version, see ``scorepad.offline``).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

from rules import search


@cache
def index_json() -> bytes:
    """The index as compact JSON, built once from the server's own search index."""
    built = search.index()
    stems = built.db.execute(
        "SELECT title_stems, body_stems FROM sections ORDER BY rowid"
    ).fetchall()
    sections = []
    for rowid, section in enumerate(built.sections):
        title_stems, body_stems = stems[rowid]
        sections.append(
            {
                "id": rowid,
                "d": section.document,
                "l": section.language,
                "a": section.anchor,
                "g": built.games[rowid],
                "t": section.title,
                "dt": built.documents[section.document, section.language].title,
                "x": section.text,
                "s": f"{title_stems} {body_stems}",
                "ts": title_stems,
            }
        )
    words: dict[str, list[object]] = {}
    for word, count in built.vocabulary.items():
        by_language = {found.language: found.stem for found in built.stems_of_word.get(word, ())}
        words[word] = [count, by_language.get("en", ""), by_language.get("tr", "")]
    document = {
        "sections": sections,
        "words": words,
        "synonyms": built.synonyms,
        "games": built.game_names,
        "stopwords": sorted(search.STOPWORDS),
        "limits": {
            "chars": search.MAX_CHARS,
            "words": search.MAX_WORDS,
            "typo": search.TYPO_MIN_LENGTH,
            "prefix": search.PREFIX_MIN_LENGTH,
            "stem": search.MIN_STEM_LENGTH,
            "results": search.RESULTS,
            "boost": search.INTERFACE_LANGUAGE_BOOST,
            "overview": search.OVERVIEW_WEIGHT,
            "documents": search.DOCUMENT_WEIGHTS,
        },
    }
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def index_version() -> str:
    return hashlib.sha256(index_json()).hexdigest()[:16]


@require_safe
def search_index(request: HttpRequest) -> HttpResponse:
    """The index for the browser; the service worker keeps it from the app's first opening."""
    response = HttpResponse(index_json(), content_type="application/json")
    patch_cache_control(response, public=True, max_age=60 * 60)
    return response
