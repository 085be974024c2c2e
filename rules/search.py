"""Search over the rule sections: an SQLite FTS5 index of its own, built from the Markdown.

The index lives in a private in-memory SQLite database (Python's ``sqlite3``), not in the
project's database, so it works the same whether Django runs on SQLite or PostgreSQL. FTS5
does the matching, the bm25 ranking and the snippets; this module only prepares words the way
people type them on a phone:

* **Folding.** Indexed text and query go through the same ``fold()``: lower case with Turkish
  rules (I -> ı, İ -> i), then diacritics off (ş -> s, ı -> i, ö -> o ...). It maps every
  character to exactly one character, so a snippet of the folded text is cut from the original
  text at the same offsets and shown with its accents.
* **Suffixes.** Each section is indexed twice: its folded words, and their Snowball stems
  (Turkish for the Turkish texts, English for the English ones). A query word is stemmed with
  both stemmers and matches the stems, which bm25 ranks; it also matches, for snippet(), every
  corpus word of the same stem (``kozlar`` -> ``koz OR kozu OR kozun ...``), so the highlighted
  words are the words as written. Words of four letters or more also match as prefixes, as
  Turkish only ever adds to the end of a word.
* **One typo.** A query word of five letters or more that the corpus does not know is replaced
  by the known words one edit away (the vocabulary comes from FTS5's own fts5vocab table).
* **Typing.** The last word, if not yet a known word, also matches as a prefix.
* **Languages.** Both languages are searched; the interface's language is boosted and each
  section is shown once, in the language that ranks it best.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import threading
import unicodedata
from bisect import bisect_left
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import product

import snowballstemmer
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from rules import content

logger = logging.getLogger(__name__)

MAX_CHARS = 200
MAX_WORDS = 8
TYPO_MIN_LENGTH = 5
PREFIX_MIN_LENGTH = 4
MIN_STEM_LENGTH = 3
DOCUMENT_WEIGHTS = {"glossary": 0.75}  # a game's own section first, its glossary entry next
RESULTS = 10
INTERFACE_LANGUAGE_BOOST = 1.5
# bm25 weights of the indexed columns: heading, text, their stems, the document's title. Only
# the stems (and the game's name) rank, so that kozlar, kozu and kozun in a section count as one
# word, not three; the words are matched only so that snippet() can mark them.
WEIGHTS = (0.0, 0.0, 6.0, 1.0, 0.5)

_TURKISH_CAPITALS = {ord("I"): "ı", ord("İ"): "i"}
_LETTERS_WITHOUT_DECOMPOSITION = {"ı": "i", "ø": "o", "ł": "l", "đ": "d", "ħ": "h"}
_WORD = re.compile(r"[^\W_]+")
_MARKS = re.compile("([\x02\x03])")

# Words that carry no meaning in a question about the rules; dropped when others remain.
# Folded, as the query's words are when they are compared.
ENGLISH_STOPWORDS = """a an the of to in on at by for with from and or is are be was do does did
what how when who whom which why where can may must i you we my your it its this that if then
than"""
TURKISH_STOPWORDS = """ve ile bir bu su o ne nasil mi mu da de ki icin cok kim hangi neden niye
zaman nedir olur kac"""
STOPWORDS = frozenset(f"{ENGLISH_STOPWORDS} {TURKISH_STOPWORDS}".split())


class _Folding(dict):
    """``str.translate`` table that strips diacritics, one character for one character."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = _LETTERS_WITHOUT_DECOMPOSITION.get(char) or unicodedata.normalize("NFD", char)[0]
        self[code] = folded
        return folded


_FOLDING = _Folding()


def turkish_lower(text: str) -> str:
    return text.translate(_TURKISH_CAPITALS).lower()


def fold(text: str) -> str:
    """Lower case with Turkish rules, then no diacritics: ``ŞTANGA`` -> ``stanga``, ``KIZ`` ->
    ``kiz``. The result has the length of ``text``, character for character."""
    return turkish_lower(text).translate(_FOLDING)


def words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def one_edit_apart(a: str, b: str) -> bool:
    """True when one insertion, deletion, substitution or swap of neighbours turns a into b."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    start = 0
    while start < len(a) and a[start] == b[start]:
        start += 1
    if len(a) < len(b):
        return a[start:] == b[start + 1 :]
    if a[start + 1 :] == b[start + 1 :]:
        return True
    return (
        start + 1 < len(a)
        and a[start] == b[start + 1]
        and a[start + 1] == b[start]
        and a[start + 2 :] == b[start + 2 :]
    )


def _usable_stem(word: str, stem: str) -> str:
    """The stem, unless the stemmer cut the word down to almost nothing (the Turkish one makes
    ``al`` of both altın and altı): then the word itself."""
    return stem if len(stem) >= MIN_STEM_LENGTH or len(stem) == len(word) else fold(word)


def _turkish_spellings(lowered: str, folded: str) -> list[str]:
    """The word as typed, then, if it was typed without Turkish letters, with ı, ö or ü put
    back (each everywhere or nowhere): the Turkish stemmer checks vowel harmony, and ``kizlar``
    only loses its suffix as ``kızlar``."""
    if lowered != folded or len(folded) > 20:
        return [lowered]
    toggles = [pair for pair in (("i", "ı"), ("o", "ö"), ("u", "ü")) if pair[0] in folded]
    spellings = []
    for choice in product((False, True), repeat=len(toggles)):
        spelling = folded
        for (plain, turkish), on in zip(toggles, choice, strict=True):
            if on:
                spelling = spelling.replace(plain, turkish)
        spellings.append(spelling)
    return spellings[:5]


def _deletions(word: str) -> set[str]:
    return {word[:index] + word[index + 1 :] for index in range(len(word))}


@dataclass(frozen=True)
class Hit:
    section: content.Section
    document_title: str
    title_html: SafeString
    snippet_html: SafeString
    score: float


@dataclass
class Answer:
    query: str
    problem: str | None = None  # "empty", "short" or "nothing"
    hits: list[Hit] = field(default_factory=list)
    shortened: bool = False
    ignored: list[str] = field(default_factory=list)


class SearchIndex:
    """The FTS5 table ``sections``: for each section its folded heading and text (matched for
    the snippet), the same two as folded stems (matched for the ranking) and its document's
    title, plus the document name and language, unindexed."""

    def __init__(self, documents: dict[tuple[str, str], content.Document]):
        self.documents = documents
        self.sections = [section for doc in documents.values() for section in doc.sections]
        self.folded = [(fold(s.title), fold(s.text)) for s in self.sections]
        self.stemmers = {
            "en": snowballstemmer.stemmer("english"),
            "tr": snowballstemmer.stemmer("turkish"),
        }
        self._stems: dict[tuple[str, str], str] = {}
        self.words_by_stem: dict[str, dict[str, set[str]]] = {
            language: defaultdict(set) for language in self.stemmers
        }
        self.stems_of_word: dict[str, set[tuple[str, str]]] = defaultdict(set)
        self.lock = threading.Lock()
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute(
            "CREATE VIRTUAL TABLE sections USING fts5("
            " title, body, title_stems, body_stems, document,"
            " name UNINDEXED, language UNINDEXED,"
            " tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')"
        )
        self.db.executemany(
            "INSERT INTO sections (rowid, title, body, title_stems, body_stems, document, name,"
            " language) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    rowid,
                    title,
                    body,
                    self._stemmed(section.title, section.language),
                    self._stemmed(section.text, section.language),
                    fold(
                        f"{documents[section.document, section.language].title} {section.document}"
                    ),
                    section.document,
                    section.language,
                )
                for rowid, (section, (title, body)) in enumerate(
                    zip(self.sections, self.folded, strict=True)
                )
            ],
        )
        self.db.execute("CREATE VIRTUAL TABLE vocabulary USING fts5vocab(sections, 'col')")
        self.vocabulary: dict[str, int] = {}
        for term, sections in self.db.execute(
            "SELECT term, doc FROM vocabulary WHERE col IN ('title', 'body', 'document')"
        ):
            self.vocabulary[term] = self.vocabulary.get(term, 0) + sections
        self.sorted_vocabulary = sorted(self.vocabulary)
        self.near: dict[str, set[str]] = defaultdict(set)
        for word in self.vocabulary:
            if len(word) >= TYPO_MIN_LENGTH - 1 and not word.isdigit():
                for key in {word} | _deletions(word):
                    self.near[key].add(word)

    def _stem(self, word: str, language: str) -> str:
        """The folded stem of a lower-case word, stemmed as written: the Turkish stemmer needs
        ı and i told apart."""
        key = (word, language)
        if key not in self._stems:
            self._stems[key] = _usable_stem(word, fold(self.stemmers[language].stemWord(word)))
        return self._stems[key]

    def _stemmed(self, text: str, language: str) -> str:
        """The text as folded stems, and the corpus words filed under their stems."""
        lowered = turkish_lower(text)
        stems = []
        for match in _WORD.finditer(lowered.translate(_FOLDING)):
            word = match.group()
            stem = self._stem(lowered[match.start() : match.end()], language)
            stems.append(stem)
            self.words_by_stem[language][stem].add(word)
            self.stems_of_word[word].add((language, stem))
        return " ".join(stems)

    # The query

    def _stems_of_query_word(self, lowered: str, folded: str) -> set[tuple[str, str]]:
        """The corpus stems a query word shares: a known word's own, else the stems of what
        was typed, if the corpus has them."""
        if folded in self.vocabulary:
            return self.stems_of_word[folded]
        found = set()
        english = _usable_stem(folded, fold(self.stemmers["en"].stemWord(folded)))
        if english in self.words_by_stem["en"]:
            found.add(("en", english))
        for spelling in _turkish_spellings(lowered, folded):
            turkish = _usable_stem(folded, fold(self.stemmers["tr"].stemWord(spelling)))
            if turkish in self.words_by_stem["tr"]:
                found.add(("tr", turkish))
                break
        return found

    def _expand(self, lowered: str, folded: str) -> tuple[set[str], set[str]]:
        """The corpus words and the stems a query word may stand for."""
        words = {folded} if folded in self.vocabulary else set()
        stems = set()
        for language, stem in self._stems_of_query_word(lowered, folded):
            if stem in self.words_by_stem[language]:
                stems.add(stem)
                words |= self.words_by_stem[language][stem]
        if not words and TYPO_MIN_LENGTH <= len(folded) <= 30:
            candidates = set()
            for key in {folded} | _deletions(folded):
                candidates |= {w for w in self.near.get(key, ()) if one_edit_apart(folded, w)}
            for word in sorted(candidates, key=self.vocabulary.get, reverse=True)[:5]:
                words.add(word)
                for language, stem in self.stems_of_word[word]:
                    stems.add(stem)
                    words |= self.words_by_stem[language][stem]
        return words, stems

    def _is_prefix(self, folded: str) -> bool:
        index = bisect_left(self.sorted_vocabulary, folded)
        vocabulary = self.sorted_vocabulary
        return index < len(vocabulary) and vocabulary[index].startswith(folded)

    def _groups(self, query: str) -> tuple[list[str], list[str], bool]:
        """One FTS5 group per query word, the words that matched nothing, and whether words
        beyond MAX_WORDS were left out. The words are matched in the folded text, for the
        snippet; the stems in the stem columns, for bm25."""
        lowered = turkish_lower(query)
        folded = lowered.translate(_FOLDING)
        tokens = [
            (lowered[m.start() : m.end()], m.group(), query[m.start() : m.end()])
            for m in _WORD.finditer(folded)
            if len(m.group()) >= 2 or m.group().isdigit()
        ]
        tokens = [token for token in tokens if token[1] not in STOPWORDS] or tokens
        cut = len(tokens) > MAX_WORDS
        tokens = tokens[:MAX_WORDS]
        groups, ignored = [], []
        for position, (lowered_word, folded_word, typed) in enumerate(tokens):
            words, stems = self._expand(lowered_word, folded_word)
            options = []
            if words:
                options.append(f"{{title body document}}: ({_any(words)})")
            if stems:
                options.append(f"{{title_stems body_stems}}: ({_any(stems)})")
            typing = position == len(tokens) - 1 and folded_word not in self.vocabulary
            if (len(folded_word) >= PREFIX_MIN_LENGTH or typing) and self._is_prefix(folded_word):
                # Turkish adds suffixes to the word as typed (prim -> primi), and the last word
                # may still be being typed ("stan" already finds ştanga).
                options.append(f'{{title body document title_stems body_stems}}: "{folded_word}"*')
            if options:
                groups.append(f"({' OR '.join(options)})")
            else:
                ignored.append(typed)
        return groups, ignored, cut

    def _run(self, match: str, document: str | None) -> list[tuple[int, float, str, str]]:
        sql = (
            "SELECT rowid, bm25(sections, ?, ?, ?, ?, ?),"
            " highlight(sections, 0, char(2), char(3)),"
            " snippet(sections, 1, char(2), char(3), char(4), 16)"
            " FROM sections WHERE sections MATCH ?"
        )
        parameters: list = [*WEIGHTS, match]
        if document:
            sql += " AND name = ?"
            parameters.append(document)
        sql += " ORDER BY rank LIMIT 60"
        try:
            return self.db.execute(sql, parameters).fetchall()
        except sqlite3.OperationalError:
            # The query is built from quoted words only, so this is not expected; a search
            # that cannot run finds nothing rather than failing the page.
            logger.exception("rules search failed: %s", match)
            return []

    def search(self, query: str, language: str, document: str | None = None) -> Answer:
        query = unicodedata.normalize("NFC", query or "").strip()
        answer = Answer(query=query[:MAX_CHARS], shortened=len(query) > MAX_CHARS)
        if not query:
            answer.problem = "empty"
            return answer
        if not any(len(word) >= 2 for word in words(answer.query)):
            answer.problem = "short"
            return answer
        with self.lock:
            groups, answer.ignored, cut = self._groups(answer.query)
            answer.shortened = answer.shortened or cut
            rows = []
            if groups:
                rows = [(0, *row) for row in self._run(" AND ".join(groups), document)]
                if len(groups) > 1 and len(rows) < RESULTS:
                    # Sections holding only some of the words come after those holding all.
                    seen = {row[1] for row in rows}
                    rows += [
                        (1, *row)
                        for row in self._run(" OR ".join(groups), document)
                        if row[0] not in seen
                    ]
        answer.hits = self._hits(rows, language)
        if not answer.hits:
            answer.problem = "nothing"
        return answer

    def _hits(self, rows, language: str) -> list[Hit]:
        """One hit per section, in the language that ranks it best, the interface's boosted."""
        best: dict[tuple[str, str], tuple[tuple[int, float], Hit]] = {}
        for tier, rowid, score, title, snippet in rows:
            section = self.sections[rowid]
            key = (section.document, section.anchor)
            # bm25 is negative, lower is better: the boost pushes the interface's language up.
            boosted = score * (INTERFACE_LANGUAGE_BOOST if section.language == language else 1)
            boosted *= DOCUMENT_WEIGHTS.get(section.document, 1)
            if key in best and best[key][0] <= (tier, boosted):
                continue
            folded_title, folded_body = self.folded[rowid]
            hit = Hit(
                section=section,
                document_title=self.documents[section.document, section.language].title,
                title_html=_restore(section.title, folded_title, title),
                snippet_html=_restore(section.text, folded_body, snippet),
                score=boosted,
            )
            best[key] = ((tier, boosted), hit)
        return [hit for _, hit in sorted(best.values(), key=lambda pair: pair[0])[:RESULTS]]


def _any(terms: set[str]) -> str:
    return " OR ".join(f'"{term}"' for term in sorted(terms))


def _restore(original: str, folded: str, marked: str) -> SafeString:
    """The original text of FTS5's folded ``snippet()``/``highlight()``, escaped, with the
    markers turned into <mark> and the ellipses into …."""
    lead, trail = marked.startswith("\x04"), marked.endswith("\x04")
    core = marked.strip("\x04")
    plain = core.replace("\x02", "").replace("\x03", "")
    position = folded.find(plain)
    if position < 0:
        return escape(plain)  # not expected: FTS5 cuts snippets out of the column's text
    out = []
    for piece in _MARKS.split(core):
        if piece == "\x02":
            out.append("<mark>")
        elif piece == "\x03":
            out.append("</mark>")
        else:
            out.append(escape(original[position : position + len(piece)]))
            position += len(piece)
    text = "".join(out).replace("\n", " ")
    return mark_safe(("…" if lead else "") + text + ("…" if trail else ""))


_index: SearchIndex | None = None
_build_lock = threading.Lock()


def index() -> SearchIndex:
    """The site's index, built on first use from the loaded documents."""
    global _index
    if _index is None:
        with _build_lock:
            if _index is None:
                _index = SearchIndex(content.documents())
    return _index


def search(query: str, language: str, document: str | None = None) -> Answer:
    return index().search(query, language, document)
