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
  Snowball's Turkish stems are moved to the corpus word they are a form of when it cuts a word
  a letter too short or too long (``kartı`` -> ``kar`` -> ``kart``). Turkish verb forms, which
  Snowball leaves alone, stand for the corpus words of the same root with other verb endings
  (``bozulur`` -> ``bozmak``, ``bozulan``; ``seçer`` -> ``seçmek``). The Turkish endings and
  these repairs are ``rules.turkish``; this module applies them to the corpus.
* **One typo.** A query word of five letters or more that the corpus does not know is replaced
  by the known words one edit away (the vocabulary comes from FTS5's own fts5vocab table).
* **Typing.** The last word, if not yet a known word, also matches as a prefix.
* **Players' words.** A short table of synonyms (``şans`` -> ``hak``, ``order`` -> ``rank``,
  ``sweep`` <-> ``seep``, numbers written out). A game's name among other words (``who deals
  next seep``) keeps the search to that game and its glossary entries, and leaves the ranking
  to the other words.
* **Ranking.** bm25 over the stems, plus: two query words near each other in a section are
  one more phrase for bm25; sections holding only some of the words follow, their score cut
  in proportion to the words they miss; a query word in a section's heading raises its score;
  a document's opening text and a glossary's heading for a game, overviews, weigh less.
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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

import snowballstemmer
from django.conf.locale import LANG_INFO
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from rules import content, georgian, turkish
from scorepad.games import game_types

logger = logging.getLogger(__name__)

MAX_CHARS = 200
MAX_WORDS = 8
TYPO_MIN_LENGTH = 5
PREFIX_MIN_LENGTH = 4
MIN_STEM_LENGTH = 3
DOCUMENT_WEIGHTS = {"glossary": 0.75}  # a game's own section first, its glossary entry next
# A document's opening text, and a glossary's heading for a game, are short overviews that
# mention a bit of everything: an answer only when nothing more particular is.
OVERVIEW_WEIGHT = 0.7
RESULTS = 10
INTERFACE_LANGUAGE_BOOST = 1.5
# bm25 weights of the indexed columns: heading, text, their stems, the document's title. Only
# the stems (and the game's name) rank, so that kozlar, kozu and kozun in a section count as one
# word, not three; the words are matched only so that snippet() can mark them.
WEIGHTS = (0.0, 0.0, 6.0, 1.0, 0.5)

_LETTERS_WITHOUT_DECOMPOSITION = {"ı": "i", "ø": "o", "ł": "l", "đ": "d", "ħ": "h"}
_WORD = re.compile(r"[^\W_]+")
_MARKS = re.compile("([\x02\x03])")

# Words that carry no meaning in a question about the rules; dropped when others remain.
# Folded, as the query's words are when they are compared. Each language's; a query is read in
# every language at once (a Dutch player may type an English word), so they are used together.
STOPWORDS_BY_LANGUAGE = {
    "en": """a an the of to in on at by for with from and or is are be was do does did what how
    when who whom which why where can may must i you we my your it its this that if then than many
    much have has had get got there should would could me our us they them their happens happen
    happened""",
    "tr": """ve ile bir bu su o ne nasil mi mu da de ki icin cok kim hangi neden niye zaman nedir
    olur kac miyim muyum misin musun miyiz muyuz midir mudur ben sen biz siz benim bana neler""",
    # Not wij and zij: at a Dutch table they are the two teams of the score sheet. Not en
    # (and), which is Turkish for "most" (en büyük: the highest).
    "nl": """de het een of is zijn was wat hoe wanneer wie welke welk waarom waar kan kun kunt
    mag moet moeten ik je jij jou we mijn me van in op aan bij met voor naar dat dit die deze als
    dan er te om ook nog hoeveel veel heb hebt heeft hebben krijg krijgt wordt word worden gebeurt
    gebeuren doe doet telt tellen""",
    "ka": """და რა როგორ როდის ვინ რომელი რომელიც არის თუ რომ ეს ის მე შენ ჩვენ თქვენ რამდენი
    რატომ სად ან კი ხომ უნდა შეიძლება""",
}
STOPWORDS = frozenset(word for words in STOPWORDS_BY_LANGUAGE.values() for word in words.split())

# Words players use that the texts do not, or not for this: the query word also stands for
# these corpus words (folded), in each language. Kept small, and only for words of every card
# table; a game's own come from its package (``kind.search.synonyms``, by language too).
SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "order": ("rank",),
        "zero": ("0", "pass"),
        "nil": ("0", "pass"),
        "teammate": ("partner",),
        "people": ("player",),
        "person": ("player",),
        # Numbers written out, for the texts' figures
        "one": ("1",),
        "two": ("2",),
        "three": ("3",),
        "four": ("4",),
        "five": ("5",),
        "six": ("6",),
        "seven": ("7",),
        "eight": ("8",),
        "nine": ("9",),
        "ten": ("10",),
        "hundred": ("100",),
    },
    "tr": {
        "sans": ("hak",),
        "sansi": ("hak",),
        "kagit": ("kart",),
        "pik": ("maca",),
        "partner": ("es",),
        "ortak": ("es",),
        "ortagim": ("es",),
        "dagitan": ("dagitici",),
        "sifir": ("0", "pas"),
        # Numbers written out (not altı, mostly "under" in the rules)
        "bir": ("1",),
        "iki": ("2",),
        "uc": ("3",),
        "dort": ("4",),
        "bes": ("5",),
        "yedi": ("7",),
        "sekiz": ("8",),
        "dokuz": ("9",),
        "yuz": ("100",),
    },
    "nl": {
        "partner": ("maat",),
        "medespeler": ("maat",),
        "kaart": ("kaarten",),
        "deler": ("gever",),
        "delen": ("geven",),
        "schudden": ("schudt", "schut"),
        "nul": ("0",),
        # Numbers written out
        "een": ("1",),
        "twee": ("2",),
        "drie": ("3",),
        "vier": ("4",),
        "vijf": ("5",),
        "zes": ("6",),
        "zeven": ("7",),
        "acht": ("8",),
        "negen": ("9",),
        "tien": ("10",),
        "honderd": ("100",),
    },
}


def game_names() -> dict[str, str]:
    """The words that name a game (folded) -> the game: each installed game's name and what
    players call it (``kind.search.names``). A game's name next to other words says which
    game is meant: it keeps the search to that game (and its glossary entries) and leaves the
    ranking to the other words."""
    names: dict[str, str] = {}
    for kind in game_types():
        words = (kind.name, *kind.search.names) if kind.search.narrows else kind.search.names
        for word in words:
            names.setdefault(fold(word), kind.name)
    return names


def synonyms() -> dict[str, tuple[str, ...]]:
    """The shared synonyms and every installed game's own, of every language, a word's targets
    joined: a query is read in every language at once."""
    merged: dict[str, list[str]] = {}
    tables: list[Mapping[str, tuple[str, ...]]] = [*SYNONYMS.values()]
    for kind in game_types():
        tables.extend(kind.search.synonyms.values())
    for table in tables:
        for word, targets in table.items():
            known = merged.setdefault(fold(word), [])
            known.extend(fold(target) for target in targets if fold(target) not in known)
    return {word: tuple(targets) for word, targets in merged.items()}


class _Unstemmed:
    """A language without a stemmer: its words are matched as written, and as prefixes."""

    def stemWord(self, word: str) -> str:
        return word


def stemmer(language: str) -> Any:
    """The stemmer of a language: Snowball's (the one named as Django names the language:
    ``nl`` -> ``dutch``), Georgian's endings (``rules.georgian``), or none."""
    if language == "ka":
        return georgian.Stemmer()
    name = snowball_name(language)
    if name in snowballstemmer.algorithms():
        return snowballstemmer.stemmer(name)
    return _Unstemmed()


def snowball_name(language: str) -> str:
    """Snowball's name for a language, as Django names it in English: ``nl`` -> ``dutch``."""
    return str(LANG_INFO.get(language, {}).get("name", "")).lower()


# The vendored browser stemmers (static/js/vendor/snowball-stemmers.js) are Snowball's older
# algorithms where Snowball has since replaced one: the offline index carries the stems those
# make of the corpus words (``SearchIndex.phone_stems``), for the phone to find the server's.
PHONE_STEMMERS = {"nl": "dutch_porter"}


def phone_stemmer(language: str) -> Any:
    """The Snowball stemmer that does what the browser's stemmer of the language does."""
    return snowballstemmer.stemmer(PHONE_STEMMERS.get(language) or snowball_name(language))


def prefix_length(folded: str) -> int:
    """How long a query word must be to match as a prefix: Georgian words are longer."""
    return georgian.PREFIX_LENGTH if georgian.is_georgian(folded) else PREFIX_MIN_LENGTH


def normalize(text: str) -> str:
    """NFC, with the Dutch ligature ĳ written as the two letters every text uses."""
    return unicodedata.normalize("NFC", text).replace("ĳ", "ij").replace("Ĳ", "IJ")


NEAR_DISTANCE = 2  # tokens allowed between two query words for their pair to count
HEADING_BOOST = 0.7  # a section's score grows by this much when its heading has every word


class _Folding(dict):
    """``str.translate`` table that strips diacritics, one character for one character."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = _LETTERS_WITHOUT_DECOMPOSITION.get(char) or unicodedata.normalize("NFD", char)[0]
        self[code] = folded
        return folded


_FOLDING = _Folding()


def fold(text: str) -> str:
    """Lower case with Turkish rules, then no diacritics: ``ŞTANGA`` -> ``stanga``, ``KIZ`` ->
    ``kiz``. The result has the length of ``text``, character for character."""
    return turkish.lower(text).translate(_FOLDING)


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
    if len(stem) >= MIN_STEM_LENGTH or len(stem) == len(word) or stem in turkish.SHORT_STEMS:
        return stem
    return fold(word)


def _deletions(word: str) -> set[str]:
    return {word[:index] + word[index + 1 :] for index in range(len(word))}


class Token(NamedTuple):
    """A query word: in lower case with Turkish rules, folded, and as typed."""

    lowered: str
    folded: str
    typed: str


class LanguageStem(NamedTuple):
    """A word's folded stem by one language's stemmer."""

    language: str
    stem: str


class Family(NamedTuple):
    """What a query word stands for: corpus words (matched for the snippet) and their stems
    (matched for the ranking)."""

    words: set[str]
    stems: set[str]


class Matcher(NamedTuple):
    """What tells whether a section holds a query word: one of its words or stems, or a word
    beginning with its prefix."""

    words: frozenset[str]
    stems: frozenset[str]
    prefix: str | None


class Terms(NamedTuple):
    """A section's (or its heading's) words and stems, as a set and sorted (for prefixes)."""

    present: frozenset[str]
    ordered: list[str]


class FoldedSection(NamedTuple):
    title: str
    body: str


class Row(NamedTuple):
    """A section FTS5 found: its score (bm25, lower is better), its heading with the words
    marked and its snippet."""

    rowid: int
    score: float
    title: str
    snippet: str


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


@dataclass
class _Plan:
    groups: list[str] = field(default_factory=list)
    matchers: list[Matcher] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    cut: bool = False


class SearchIndex:
    """The FTS5 table ``sections``: for each section its folded heading and text (matched for
    the snippet), the same two as folded stems (matched for the ranking) and its document's
    title, plus the document name and language, unindexed."""

    def __init__(self, documents: dict[tuple[str, str], content.Document]):
        self.documents = documents
        self.sections = [section for doc in documents.values() for section in doc.sections]
        self.folded = [FoldedSection(fold(s.title), fold(s.text)) for s in self.sections]
        # The settings' languages, then any other a test's documents are written in.
        self.languages = list(
            dict.fromkeys([*content.LANGUAGES, *(section.language for section in self.sections)])
        )
        self.stemmers = {language: stemmer(language) for language in self.languages}
        self._stems: dict[tuple[str, str], str] = {}
        self.words_by_stem: dict[str, dict[str, set[str]]] = {
            language: defaultdict(set) for language in self.stemmers
        }
        self.stems_of_word: dict[str, set[LanguageStem]] = defaultdict(set)
        self.game_names = game_names()
        self.synonyms = synonyms()
        # Games whose name is a word of every card table ("king"): it names no game in a query
        # (``kind.search.narrows``), nor in the index.
        self.common_names = {kind.name for kind in game_types() if not kind.search.narrows}
        # The game each section is about: its document's, or for a glossary entry the game
        # of the heading it stands under.
        self.games = []
        game = ""
        for section in self.sections:
            if section.document != content.GLOSSARY:
                game = section.document
            elif section.level <= 2:
                game = section.anchor if section.anchor in content.games() else ""
            self.games.append(game if game != section.document else "")
        # The Turkish words of the corpus that are their own stem (kart, koz, vale): where a
        # stem is moved to (see turkish.repaired_stem).
        self.turkish_roots = set(turkish.SHORT_STEMS)
        for section in self.sections:
            if section.language == "tr":
                for word in set(_WORD.findall(turkish.lower(f"{section.title} {section.text}"))):
                    folded = fold(word)
                    if (
                        len(folded) >= turkish.MIN_ROOT_LENGTH
                        and self._raw_stem(word, "tr") == folded
                    ):
                        self.turkish_roots.add(folded)
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
                    self._document_words(section, self.games[rowid]),
                    section.document,
                    section.language,
                )
                for rowid, (section, (title, body)) in enumerate(
                    zip(self.sections, self.folded, strict=True)
                )
            ],
        )
        # Each section's words and stems, and those of its heading alone, to tell which query
        # words a section holds, and which its heading.
        self.terms: list[Terms] = []
        self.title_terms: list[Terms] = []
        for title, body, title_stems, body_stems, document in self.db.execute(
            "SELECT title, body, title_stems, body_stems, document FROM sections ORDER BY rowid"
        ):
            heading = _WORD.findall(f"{title} {title_stems}")
            everything = heading + _WORD.findall(f"{body} {body_stems} {document}")
            self.terms.append(Terms(frozenset(everything), sorted(set(everything))))
            self.title_terms.append(Terms(frozenset(heading), sorted(set(heading))))
        self.db.execute("CREATE VIRTUAL TABLE vocabulary USING fts5vocab(sections, 'col')")
        self.vocabulary: dict[str, int] = {}
        for term, sections in self.db.execute(
            "SELECT term, doc FROM vocabulary WHERE col IN ('title', 'body', 'document')"
        ):
            self.vocabulary[term] = self.vocabulary.get(term, 0) + sections
        self.sorted_vocabulary = sorted(self.vocabulary)
        self.turkish_words = {
            word
            for word in self.vocabulary
            if any(language == "tr" for language, _ in self.stems_of_word.get(word, ()))
        }
        # Queries repeat their words (and people repeat queries): what a word stands for is
        # worked out once. The sets these return are never changed by their callers.
        self._stems_of_query_word: Callable[[str, str], set[LanguageStem]] = lru_cache(
            maxsize=4096
        )(self._find_stems_of_query_word)
        self._root_words: Callable[[str], set[str]] = lru_cache(maxsize=4096)(self._find_root_words)
        self.near: dict[str, set[str]] = defaultdict(set)
        for word in self.vocabulary:
            if len(word) >= TYPO_MIN_LENGTH - 1 and not word.isdigit():
                for key in {word} | _deletions(word):
                    self.near[key].add(word)

    def _raw_stem(self, word: str, language: str) -> str:
        return fold(self.stemmers[language].stemWord(word))

    def _stem(self, word: str, language: str) -> str:
        """The folded stem of a lower-case corpus word, stemmed as written: the Turkish stemmer
        needs ı and i told apart."""
        key = (word, language)
        if key not in self._stems:
            self._stems[key] = self._query_stem(word, language)
        return self._stems[key]

    def _query_stem(self, word: str, language: str) -> str:
        """The folded stem of a lower-case word, a Turkish one moved to the corpus word it
        is a form of when Snowball cut it a letter too short or long."""
        stem = self._raw_stem(word, language)
        if language == "tr":
            stem = turkish.repaired_stem(fold(word), stem, self.turkish_roots)
        return _usable_stem(word, stem)

    def _document_words(self, section: content.Section, game: str) -> str:
        """What names a section's document in the index: its title, its name and its game's,
        folded, a game's name that is a common word left out."""
        title = self.documents[section.document, section.language].title
        words = _WORD.findall(fold(f"{title} {section.document} {game}"))
        return " ".join(word for word in words if word not in self.common_names)

    def _stemmed(self, text: str, language: str) -> str:
        """The text as folded stems, and the corpus words filed under their stems."""
        lowered = turkish.lower(text)
        stems = []
        for match in _WORD.finditer(lowered.translate(_FOLDING)):
            word = match.group()
            stem = self._stem(lowered[match.start() : match.end()], language)
            stems.append(stem)
            self.words_by_stem[language][stem].add(word)
            self.stems_of_word[word].add(LanguageStem(language, stem))
        return " ".join(stems)

    # The query

    def _find_stems_of_query_word(self, lowered: str, folded: str) -> set[LanguageStem]:
        """The corpus stems a query word shares: a known word's own, else the stems of what
        was typed, if the corpus has them."""
        if folded in self.vocabulary:
            return self.stems_of_word[folded]
        found = set()
        for language in self.languages:
            if language != "tr":
                stem = _usable_stem(folded, self._raw_stem(lowered, language))
                if stem in self.words_by_stem[language]:
                    found.add(LanguageStem(language, stem))
        if "tr" not in self.stemmers:
            return found
        for spelling in turkish.spellings(lowered, folded):
            stem = self._query_stem(spelling, "tr")
            if stem in self.words_by_stem["tr"]:
                found.add(LanguageStem("tr", stem))
                break
        else:
            if not found:
                # Too short for the stemmer (asın): the root word it is made of, with endings.
                root = turkish.root_word(folded, self.turkish_roots, 2)
                if root in self.words_by_stem["tr"]:
                    found.add(LanguageStem("tr", root))
        return found

    def _expand(self, lowered: str, folded: str) -> Family:
        """The corpus words and the stems a query word may stand for."""
        words, stems = self._family(lowered, folded)
        languages = {found.language for found in self._stems_of_query_word(lowered, folded)}
        maybe_turkish = not languages or "tr" in languages
        if maybe_turkish and not turkish.is_noun_form(folded, self.turkish_roots):
            # Maybe a Turkish verb form: the corpus words of its root, each ranked by its own
            # stem, so that a rare form in a heading (Kozu seçmek) weighs more than a common
            # one in a text.
            for word in self._root_words(folded) - words:
                words.add(word)
                stems |= {stem for language, stem in self.stems_of_word[word] if language == "tr"}
        if not words and TYPO_MIN_LENGTH <= len(folded) <= 30:
            for word in self._corrections(folded):
                more_words, more_stems = self._family(word, word)
                words |= more_words
                stems |= more_stems
        for synonym in self.synonyms.get(folded, ()):
            more_words, more_stems = self._family(synonym, synonym)
            words |= more_words
            stems |= more_stems
        return Family(words, stems)

    def _family(self, lowered: str, folded: str) -> Family:
        """The word itself if the corpus has it, and every corpus word of the same stem."""
        words = {folded} if folded in self.vocabulary else set()
        stems = set()
        for language, stem in self._stems_of_query_word(lowered, folded):
            if stem in self.words_by_stem[language]:
                stems.add(stem)
                words |= self.words_by_stem[language][stem]
        return Family(words, stems)

    def _corrections(self, folded: str) -> list[str]:
        """The most frequent corpus words one edit away."""
        candidates = set()
        for key in {folded} | _deletions(folded):
            candidates |= {w for w in self.near.get(key, ()) if one_edit_apart(folded, w)}
        return sorted(candidates, key=lambda w: (-self.vocabulary[w], w))[:5]

    def _find_root_words(self, folded: str) -> set[str]:
        """The Turkish corpus words made of a root of the word and verb endings."""
        return turkish.verb_forms(folded, self.sorted_vocabulary, self.turkish_words)

    def _is_prefix(self, folded: str) -> bool:
        index = bisect_left(self.sorted_vocabulary, folded)
        vocabulary = self.sorted_vocabulary
        return index < len(vocabulary) and vocabulary[index].startswith(folded)

    def _spelled(self, token: Token) -> Token:
        """A word typed with y for the Dutch ij (``vrywel``, ``blyft``), as the texts write it,
        when only that spelling is in them: a y is the ij of an old spelling and of some
        keyboards."""
        if "y" in token.folded and not self._is_prefix(token.folded):
            spelled = token.folded.replace("y", "ij")
            if self._is_prefix(spelled):
                return Token(token.lowered.replace("y", "ij"), spelled, token.typed)
        return token

    def _game(self, folded: str) -> str | None:
        """The game a query word names, typed right or with one typo."""
        if folded in self.game_names:
            return self.game_names[folded]
        if len(folded) >= TYPO_MIN_LENGTH and folded not in self.vocabulary:
            for name, game in self.game_names.items():
                if len(name) >= TYPO_MIN_LENGTH and one_edit_apart(folded, name):
                    return game
        return None

    def _groups(self, query: str, names_as_words: bool = False) -> _Plan:
        """One FTS5 group per query word, with what the word matches, the games the query
        names, the words that matched nothing, and whether words beyond MAX_WORDS were left
        out. The words are matched in the folded text, for the snippet; the stems in the stem
        columns, for bm25."""
        lowered = turkish.lower(query)
        folded = lowered.translate(_FOLDING)
        tokens = [
            Token(lowered[m.start() : m.end()], m.group(), query[m.start() : m.end()])
            for m in _WORD.finditer(folded)
            if len(m.group()) >= 2 or m.group().isdigit()
        ]
        tokens = [token for token in tokens if token.folded not in STOPWORDS] or tokens
        tokens = [self._spelled(token) for token in tokens]
        plan = _Plan(cut=len(tokens) > MAX_WORDS)
        tokens = tokens[:MAX_WORDS]
        games = [self._game(token.folded) for token in tokens]
        if all(games) or names_as_words:
            games = [None] * len(tokens)  # only the game's name: search for it as a word
        # The game's name picks the game (its sections, and its glossary entries by the
        # document column); it does not rank one of its sections over another.
        plan.games = sorted({game for game in games if game})
        expanded = [self._expand(token.lowered, token.folded) for token in tokens]
        # Two words typed together rank the sections that have them together higher ("üst
        # alt", "opening sweep", "seep puanı" where seep is the game and its sweep): the pair,
        # near each other, is one more phrase for bm25 in the group of a word that is not a
        # game's name. It only matches where that word does, so it changes no result set.
        pairs: dict[int, list[str]] = defaultdict(list)
        own = [
            self._family(token.lowered, token.folded).stems or expanded[position].stems
            for position, token in enumerate(tokens)
        ]
        for position in range(len(tokens) - 1):
            first, second = own[position], own[position + 1]
            if not first or not second or (games[position] and games[position + 1]):
                continue
            first_prefix, second_prefix = _common_prefix(first), _common_prefix(second)
            if turkish.long_enough(first_prefix) and turkish.long_enough(second_prefix):
                near = f'NEAR("{first_prefix}"* "{second_prefix}"*, {NEAR_DISTANCE})'
                pairs[position + 1 if games[position] else position].append(near)
        for position, token in enumerate(tokens):
            if games[position]:
                continue
            words, stems = expanded[position]
            options = []
            typing = position == len(tokens) - 1 and token.folded not in self.vocabulary
            prefix = None
            if (len(token.folded) >= prefix_length(token.folded) or typing) and self._is_prefix(
                token.folded
            ):
                # Turkish adds suffixes to the word as typed (prim -> primi), and the last word
                # may still be being typed ("stan" already finds ştanga).
                prefix = token.folded
            if pairs[position]:
                options.append(f"{{title_stems body_stems}}: ({' OR '.join(pairs[position])})")
            if words:
                options.append(f"{{title body document}}: ({_any(words)})")
            if stems:
                options.append(f"{{title_stems body_stems}}: ({_any(stems)})")
            if prefix:
                options.append(f'{{title body document title_stems body_stems}}: "{prefix}"*')
            if options:
                plan.groups.append(f"({' OR '.join(options)})")
                plan.matchers.append(Matcher(frozenset(words), frozenset(stems), prefix))
            else:
                plan.ignored.append(token.typed)
        if plan.games and not plan.groups and not names_as_words:
            # Nothing but the game's name is known: search for the name.
            return self._groups(query, names_as_words=True)
        return plan

    @staticmethod
    def _covers(terms: Terms, matcher: Matcher) -> bool:
        """Whether a section's terms hold a query word (its words, stems or prefix)."""
        if not matcher.words.isdisjoint(terms.present):
            return True
        if not matcher.stems.isdisjoint(terms.present):
            return True
        if matcher.prefix:
            index = bisect_left(terms.ordered, matcher.prefix)
            return index < len(terms.ordered) and terms.ordered[index].startswith(matcher.prefix)
        return False

    def _rescored(self, row: Row, matchers: list[Matcher], every_word: bool) -> Row:
        """A row with its bm25 score cut in proportion to the query words the section misses,
        and raised in proportion to those in its heading."""
        score = row.score
        if not every_word:
            held = sum(self._covers(self.terms[row.rowid], m) for m in matchers)
            score *= held / len(matchers)
        in_heading = sum(self._covers(self.title_terms[row.rowid], m) for m in matchers)
        score *= 1 + HEADING_BOOST * in_heading / len(matchers)
        return row._replace(score=score)

    def _run(self, match: str, document: str | None) -> list[Row]:
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
            return [Row(*row) for row in self.db.execute(sql, parameters)]
        except sqlite3.OperationalError:
            # The query is built from quoted words only, so this is not expected; a search
            # that cannot run finds nothing rather than failing the page.
            logger.exception("rules search failed: %s", match)
            return []

    def search(self, query: str, language: str, document: str | None = None) -> Answer:
        query = normalize(query or "").strip()
        answer = Answer(query=query[:MAX_CHARS], shortened=len(query) > MAX_CHARS)
        if not query:
            answer.problem = "empty"
            return answer
        if not any(len(word) >= 2 for word in words(answer.query)):
            answer.problem = "short"
            return answer
        with self.lock:
            plan = self._groups(answer.query)
            answer.ignored = plan.ignored
            answer.shortened = answer.shortened or plan.cut
            rows: list[Row] = []
            if plan.groups:
                games = [f'{{document}}: ("{game}")' for game in plan.games]
                games = [f"({' OR '.join(games)})"] if games else []
                rows = [
                    self._rescored(row, plan.matchers, every_word=True)
                    for row in self._run(" AND ".join([*plan.groups, *games]), document)
                ]
                if len(plan.groups) > 1:
                    # Sections holding only some of the words count too, their score cut in
                    # proportion to the words they miss: a section that has two of three
                    # words in its heading may still be the best answer.
                    seen = {row.rowid for row in rows}
                    either = f"({' OR '.join(plan.groups)})"
                    rows += [
                        self._rescored(row, plan.matchers, every_word=False)
                        for row in self._run(" AND ".join([either, *games]), document)
                        if row.rowid not in seen
                    ]
        answer.hits = self._hits(rows, language)
        if not answer.hits:
            answer.problem = "nothing"
        return answer

    def _hits(self, rows: list[Row], language: str) -> list[Hit]:
        """One hit per section, in the language that ranks it best, the interface's boosted."""
        best: dict[tuple[str, str], tuple[float, Row]] = {}
        for row in rows:
            section = self.sections[row.rowid]
            key = (section.document, section.anchor)
            # bm25 is negative, lower is better: the boost pushes the interface's language up.
            boosted = row.score * (INTERFACE_LANGUAGE_BOOST if section.language == language else 1)
            boosted *= DOCUMENT_WEIGHTS.get(section.document, 1)
            if section.level == 1 or (section.document == content.GLOSSARY and section.level == 2):
                boosted *= OVERVIEW_WEIGHT
            if key not in best or boosted < best[key][0]:
                best[key] = (boosted, row)
        hits = []
        ranked = sorted(best.values(), key=lambda pair: pair[0])[:RESULTS]
        for boosted, row in ranked:
            section = self.sections[row.rowid]
            folded = self.folded[row.rowid]
            hits.append(
                Hit(
                    section=section,
                    document_title=self.documents[section.document, section.language].title,
                    title_html=_restore(section.title, folded.title, row.title),
                    snippet_html=_restore(section.text, folded.body, row.snippet),
                    score=boosted,
                )
            )
        return hits


def _common_prefix(terms: set[str]) -> str:
    first, last = min(terms), max(terms)
    length = 0
    while length < len(first) and first[length] == last[length]:
        length += 1
    return first[:length]


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
