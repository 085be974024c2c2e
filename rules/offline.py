"""The rules search as a static file, for the browser to search when the phone is offline.

``/rules/search-index.json`` holds every section of the rule texts with what the server's
FTS5 index (``rules.search``) made of it: the folded words, the stems after the Turkish
repairs, each corpus word's stems in each language and its frequency, the synonyms and the game
names, and how the browser stems a word of each language (``stemming``): a Snowball stemmer of
``static/js/vendor/snowball-stemmers.js``, with the server's stems of what it makes of a
corpus word where the server's algorithm is a newer one (Dutch), or Georgian's endings.
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

from rules import georgian, search

# The stemmers of static/js/vendor/snowball-stemmers.js (its README): the ones the browser has.
VENDORED_STEMMERS = ("dutch", "english", "turkish")


def stemming(built: search.SearchIndex) -> dict[str, dict[str, object]]:
    """How the browser stems a word of each language: {"snowball": its name} (and "stems": for
    each stem the browser's older algorithm makes of a corpus word, the server's stems of those
    words), {"endings": ...} for Georgian, or nothing (the word as written)."""
    found: dict[str, dict[str, object]] = {}
    for language in built.languages:
        if language == "ka":
            found[language] = {
                "endings": {
                    "postpositions": georgian.POSTPOSITIONS,
                    "cases": georgian.CASES,
                    "plural": georgian.PLURAL,
                    "min": georgian.MIN_STEM,
                }
            }
            continue
        name = search.snowball_name(language)
        if name not in VENDORED_STEMMERS:
            found[language] = {}
            continue
        found[language] = {"snowball": name}
        if language in search.PHONE_STEMMERS:
            older = search.phone_stemmer(language)
            bridge: dict[str, set[str]] = {}
            for word, stems in built.stems_of_word.items():
                for stem in stems:
                    if stem.language == language:
                        phone_stem = search.fold(older.stemWord(word))
                        if phone_stem != stem.stem:
                            bridge.setdefault(phone_stem, set()).add(stem.stem)
            found[language]["stems"] = {key: sorted(value) for key, value in sorted(bridge.items())}
    return found


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
    # Each corpus word: its frequency, then its stem in each language of ``languages`` ("" where
    # no text of that language has it).
    words: dict[str, list[object]] = {}
    for word, count in built.vocabulary.items():
        by_language = {found.language: found.stem for found in built.stems_of_word.get(word, ())}
        words[word] = [count, *(by_language.get(language, "") for language in built.languages)]
    document = {
        "languages": built.languages,
        "stemming": stemming(built),
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
            "georgianPrefix": georgian.PREFIX_LENGTH,
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
