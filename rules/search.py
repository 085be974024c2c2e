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
  (``bozulur`` -> ``bozmak``, ``bozulan``; ``seçer`` -> ``seçmek``).
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
from dataclasses import dataclass, field
from functools import lru_cache
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
# A document's opening text, and a glossary's heading for a game, are short overviews that
# mention a bit of everything: an answer only when nothing more particular is.
OVERVIEW_WEIGHT = 0.7
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
than many much have has had get got there should would could me our us they them their happens
happen happened"""
TURKISH_STOPWORDS = """ve ile bir bu su o ne nasil mi mu da de ki icin cok kim hangi neden niye
zaman nedir olur kac miyim muyum misin musun miyiz muyuz midir mudur ben sen biz siz benim bana
neler"""
STOPWORDS = frozenset(f"{ENGLISH_STOPWORDS} {TURKISH_STOPWORDS}".split())

# Stems of two letters that are whole Turkish words of the rules (el, eş, ev, as): their
# families are kept together (evi, evin, evler -> ev), unlike other two-letter cuts.
SHORT_TURKISH_STEMS = frozenset({"el", "es", "ev", "as"})

# A game's name next to other words says which game is meant: it keeps the search to that game
# (and its glossary entries) and leaves the ranking to the other words.
GAME_NAMES = {
    "joker": "joker",
    "klaverjas": "klaverjas",
    "klaverjassen": "klaverjas",
    "seep": "seep",
    "sip": "seep",
    "ers": "ers",
    "egyptian": "ers",
    "ratscrew": "ers",
    "screw": "ers",
}

# Words players use that the texts do not, or not for this: the query word also stands for
# these corpus words (folded). Kept small, and only for words of the card table.
SYNONYMS = {
    # English
    "order": ("rank",),
    "sweep": ("seep",),
    "seep": ("sweep",),
    "renege": ("revoke",),
    "meld": ("roem",),
    "melds": ("roem",),
    "march": ("pit",),
    "zero": ("0", "pass"),
    "nil": ("0", "pass"),
    "picture": ("face",),
    "court": ("face",),
    "teammate": ("partner",),
    "people": ("player",),
    "person": ("player",),
    # Turkish
    "sans": ("hak",),
    "sansi": ("hak",),
    "bacak": ("vale",),
    "kagit": ("kart",),
    "pik": ("maca",),
    "partner": ("es",),
    "ortak": ("es",),
    "ortagim": ("es",),
    "dagitan": ("dagitici",),
    "batti": ("nat",),
    "battik": ("nat",),
    "batmak": ("nat",),
    "supurme": ("seep",),
    "supurmek": ("seep",),
    "tokat": ("vurus",),
    "sifir": ("0", "pas"),
    # Numbers written out, for the texts' figures (not altı, mostly "under" in the rules)
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
    "bir": ("1",),
    "iki": ("2",),
    "uc": ("3",),
    "dort": ("4",),
    "bes": ("5",),
    "yedi": ("7",),
    "sekiz": ("8",),
    "dokuz": ("9",),
    "yuz": ("100",),
}

# Verb endings Turkish adds that the (noun) stemmer leaves on. A word the corpus does not know
# in this form loses one or two of them (bozulur -> boz, seçer -> seç), and stands for the
# Turkish corpus words made of what is left and such endings (bozmak, bozulan; seçmek, seçilir,
# but not seçenek). Folded.
_VERB_ENDINGS = """abilir ebilir abil ebil yabil yebil yabilir yebilir amaz emez maz mez mali
meli masi mesi mak mek ma me iyor uyor yor dim dum tim tum dik duk tik tuk din dun tin tun di du
ti tu mis mus acak ecek yacak yecek ilir ulur inir unur ir ur ar er il ul in un n sa se ince unca
inca unce arak erek an en yan yen dig digi dugu tigi tugu ken miyim muyum misin musun mi mu"""
TURKISH_VERB_ENDINGS = frozenset(_VERB_ENDINGS.split())
# Case, plural and possessive endings of nouns: the Snowball stemmer sometimes cuts a word
# short (kartı -> kar, with karın: shuffle) or not far enough (valesi -> vales); a stem is
# moved to the shortest word of the corpus that begins it and is followed only by endings.
_NOUN_ENDINGS = """lar ler i u a e ya ye yi yu nin nun in un da de ta te dan den tan ten nda nde
ndan nden la le yla yle si su ni nu na ne im um imiz umuz iniz unuz m n ki ca ce"""
TURKISH_NOUN_ENDINGS = frozenset(_NOUN_ENDINGS.split())
# Person and copula endings that may follow them (seç-er-siniz, vur-ul-ur-sa).
_PERSON_ENDINGS = "im um in un iz uz sin sun siniz sunuz niz nuz k m ler lar dir dur tir tur"
TURKISH_PERSON_ENDINGS = frozenset(_PERSON_ENDINGS.split())
_ENDINGS = {
    "verb": TURKISH_VERB_ENDINGS,
    "verb and person": TURKISH_VERB_ENDINGS | TURKISH_PERSON_ENDINGS,
    "noun": TURKISH_NOUN_ENDINGS,
    "any": TURKISH_VERB_ENDINGS | TURKISH_NOUN_ENDINGS | TURKISH_PERSON_ENDINGS,
}
MIN_ROOT_LENGTH = 3
# Verb roots of two letters the rules use all the time (al: take, at: throw), with the words
# that begin like them but are not their forms (altı, altın: six, gold).
SHORT_VERB_ROOTS = {"al": ("alt",), "at": ()}
ROOT_SCAN = 200  # corpus words looked at for the forms of one root
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
    if len(stem) >= MIN_STEM_LENGTH or len(stem) == len(word) or stem in SHORT_TURKISH_STEMS:
        return stem
    return fold(word)


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


def _verb_root_length(root: str) -> bool:
    return len(root) >= MIN_ROOT_LENGTH or root in SHORT_VERB_ROOTS


def _long_enough(root: str) -> bool:
    """Whether a piece of a word is long enough to stand for a root."""
    return len(root) >= MIN_ROOT_LENGTH or root in SHORT_VERB_ROOTS or root in SHORT_TURKISH_STEMS


@lru_cache(maxsize=8192)
def _endings_only(rest: str, kind: str, depth: int = 0) -> bool:
    """True when ``rest`` is nothing or a chain of up to four Turkish endings: of a verb
    ("verb": a verb ending first, then verb or person endings), of a noun ("noun") or of any
    kind ("any")."""
    if not rest:
        return True
    if depth >= 4:
        return False
    then = "verb and person" if kind == "verb" else kind
    return any(
        rest.startswith(ending) and _endings_only(rest[len(ending) :], then, depth + 1)
        for ending in _ENDINGS[kind]
    )


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


@dataclass
class _Plan:
    groups: list[str] = field(default_factory=list)
    matchers: list[tuple[frozenset, frozenset, str | None]] = field(default_factory=list)
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
        # The game each section is about: its document's, or for a glossary entry the game
        # of the heading it stands under.
        self.games = []
        game = ""
        for section in self.sections:
            if section.document != content.GLOSSARY:
                game = section.document
            elif section.level <= 2:
                game = section.anchor if section.anchor in content.GAMES else ""
            self.games.append(game if game != section.document else "")
        # The Turkish words of the corpus that are their own stem (kart, koz, vale): where a
        # stem is moved to (see _snap).
        self.turkish_roots = set(SHORT_TURKISH_STEMS)
        for section in self.sections:
            if section.language == "tr":
                for word in set(_WORD.findall(turkish_lower(f"{section.title} {section.text}"))):
                    folded = fold(word)
                    if len(folded) >= MIN_ROOT_LENGTH and self._raw_stem(word, "tr") == folded:
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
                    fold(
                        f"{documents[section.document, section.language].title}"
                        f" {section.document} {self.games[rowid]}"
                    ),
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
        self.terms, self.title_terms = [], []
        for title, body, title_stems, body_stems, document in self.db.execute(
            "SELECT title, body, title_stems, body_stems, document FROM sections ORDER BY rowid"
        ):
            heading = _WORD.findall(f"{title} {title_stems}")
            everything = heading + _WORD.findall(f"{body} {body_stems} {document}")
            self.terms.append((frozenset(everything), sorted(set(everything))))
            self.title_terms.append((frozenset(heading), sorted(set(heading))))
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
        self._stems_of_query_word = lru_cache(maxsize=4096)(self._stems_of_query_word)
        self._root_words = lru_cache(maxsize=4096)(self._root_words)
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
        is a form of when Snowball cut it a letter too short or long (see _snap)."""
        stem = self._raw_stem(word, language)
        if language == "tr" and len(stem) >= MIN_ROOT_LENGTH:
            stem = self._snap(fold(word), len(stem) - 1) or stem
        return _usable_stem(word, stem)

    def _snap(self, folded: str, shortest: int, kind: str = "any") -> str | None:
        """The shortest Turkish root word, of at least ``shortest`` letters, that the word is
        made of followed by endings (kartı -> kart, valesi -> vale, kozunu -> koz)."""
        for length in range(max(shortest, 2), len(folded) + 1):
            root = folded[:length]
            if (
                root in self.turkish_roots
                and (length >= MIN_ROOT_LENGTH or root in SHORT_TURKISH_STEMS)
                and _endings_only(folded[length:], kind)
            ):
                return root
        return None

    def _is_noun_form(self, folded: str) -> bool:
        """Whether the word is a Turkish root word of the corpus with case, plural or
        possessive endings (kartı, evleri): then it is not read as a verb form."""
        root = self._snap(folded, 2, "noun")
        return root is not None and root != folded

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
            turkish = self._query_stem(spelling, "tr")
            if turkish in self.words_by_stem["tr"]:
                found.add(("tr", turkish))
                break
        else:
            if not found:
                # Too short for the stemmer (asın): the root word it is made of, with endings.
                root = self._snap(folded, 2)
                if root in self.words_by_stem["tr"]:
                    found.add(("tr", root))
        return found

    def _expand(self, lowered: str, folded: str) -> tuple[set[str], set[str]]:
        """The corpus words and the stems a query word may stand for."""
        words, stems = self._family(lowered, folded)
        languages = {language for language, _ in self._stems_of_query_word(lowered, folded)}
        if languages != {"en"} and not self._is_noun_form(folded):
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
        for synonym in SYNONYMS.get(folded, ()):
            more_words, more_stems = self._family(synonym, synonym)
            words |= more_words
            stems |= more_stems
        return words, stems

    def _family(self, lowered: str, folded: str) -> tuple[set[str], set[str]]:
        """The word itself if the corpus has it, and every corpus word of the same stem."""
        words = {folded} if folded in self.vocabulary else set()
        stems = set()
        for language, stem in self._stems_of_query_word(lowered, folded):
            if stem in self.words_by_stem[language]:
                stems.add(stem)
                words |= self.words_by_stem[language][stem]
        return words, stems

    def _corrections(self, folded: str) -> list[str]:
        """The most frequent corpus words one edit away."""
        candidates = set()
        for key in {folded} | _deletions(folded):
            candidates |= {w for w in self.near.get(key, ()) if one_edit_apart(folded, w)}
        return sorted(candidates, key=lambda w: (-self.vocabulary[w], w))[:5]

    def _verb_roots(self, folded: str) -> set[str]:
        """The roots left by taking one or two Turkish verb endings off the word that begin
        some corpus word (``bozulur`` -> ``bozul``, ``boz``)."""
        roots = set()
        for ending in TURKISH_VERB_ENDINGS:
            if folded.endswith(ending) and _verb_root_length(folded[: -len(ending)]):
                root = folded[: -len(ending)]
                roots.add(root)
                for second in TURKISH_VERB_ENDINGS:
                    if root.endswith(second) and _verb_root_length(root[: -len(second)]):
                        roots.add(root[: -len(second)])
        # kaybet-mek, kaybed-er: t becomes d before a vowel.
        roots |= {root[:-1] + "d" for root in roots if root.endswith("t") and len(root) >= 5}
        return {root for root in roots if self._is_prefix(root)}

    def _root_words(self, folded: str) -> set[str]:
        """The Turkish corpus words made of a root of the word and verb endings."""
        found = set()
        for root in self._verb_roots(folded):
            start = bisect_left(self.sorted_vocabulary, root)
            for word in self.sorted_vocabulary[start : start + ROOT_SCAN]:
                if not word.startswith(root):
                    break
                if any(word.startswith(other) for other in SHORT_VERB_ROOTS.get(root, ())):
                    continue
                if word in self.turkish_words and _endings_only(word[len(root) :], "verb"):
                    found.add(word)
        return found

    def _is_prefix(self, folded: str) -> bool:
        index = bisect_left(self.sorted_vocabulary, folded)
        vocabulary = self.sorted_vocabulary
        return index < len(vocabulary) and vocabulary[index].startswith(folded)

    def _game(self, folded: str) -> str | None:
        """The game a query word names, typed right or with one typo."""
        if folded in GAME_NAMES:
            return GAME_NAMES[folded]
        if len(folded) >= TYPO_MIN_LENGTH and folded not in self.vocabulary:
            for name, game in GAME_NAMES.items():
                if len(name) >= TYPO_MIN_LENGTH and one_edit_apart(folded, name):
                    return game
        return None

    def _groups(self, query: str, names_as_words: bool = False) -> _Plan:
        """One FTS5 group per query word, with what the word matches, the games the query
        names, the words that matched nothing, and whether words beyond MAX_WORDS were left
        out. The words are matched in the folded text, for the snippet; the stems in the stem
        columns, for bm25."""
        lowered = turkish_lower(query)
        folded = lowered.translate(_FOLDING)
        tokens = [
            (lowered[m.start() : m.end()], m.group(), query[m.start() : m.end()])
            for m in _WORD.finditer(folded)
            if len(m.group()) >= 2 or m.group().isdigit()
        ]
        tokens = [token for token in tokens if token[1] not in STOPWORDS] or tokens
        plan = _Plan(cut=len(tokens) > MAX_WORDS)
        tokens = tokens[:MAX_WORDS]
        games = [self._game(token[1]) for token in tokens]
        if all(games) or names_as_words:
            games = [None] * len(tokens)  # only the game's name: search for it as a word
        # The game's name picks the game (its sections, and its glossary entries by the
        # document column); it does not rank one of its sections over another.
        plan.games = sorted({game for game in games if game})
        expanded = [
            self._expand(lowered_word, folded_word) for lowered_word, folded_word, _ in tokens
        ]
        # Two words typed together rank the sections that have them together higher ("üst
        # alt", "opening sweep", "seep puanı" where seep is the game and its sweep): the pair,
        # near each other, is one more phrase for bm25 in the group of a word that is not a
        # game's name. It only matches where that word does, so it changes no result set.
        pairs: dict[int, list[str]] = defaultdict(list)
        own = [
            self._family(lowered_word, folded_word)[1] or expanded[position][1]
            for position, (lowered_word, folded_word, _) in enumerate(tokens)
        ]
        for position in range(len(tokens) - 1):
            first, second = own[position], own[position + 1]
            if not first or not second or (games[position] and games[position + 1]):
                continue
            first, second = _common_prefix(first), _common_prefix(second)
            if _long_enough(first) and _long_enough(second):
                near = f'NEAR("{first}"* "{second}"*, {NEAR_DISTANCE})'
                pairs[position + 1 if games[position] else position].append(near)
        for position, (_, folded_word, typed) in enumerate(tokens):
            if games[position]:
                continue
            words, stems = expanded[position]
            options = []
            typing = position == len(tokens) - 1 and folded_word not in self.vocabulary
            prefix = None
            if (len(folded_word) >= PREFIX_MIN_LENGTH or typing) and self._is_prefix(folded_word):
                # Turkish adds suffixes to the word as typed (prim -> primi), and the last word
                # may still be being typed ("stan" already finds ştanga).
                prefix = folded_word
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
                plan.matchers.append((frozenset(words), frozenset(stems), prefix))
            else:
                plan.ignored.append(typed)
        if plan.games and not plan.groups and not names_as_words:
            # Nothing but the game's name is known: search for the name.
            return self._groups(query, names_as_words=True)
        return plan

    @staticmethod
    def _covers(terms: tuple[frozenset, list[str]], matcher: tuple) -> bool:
        """Whether a section's terms hold a query word (its words, stems or prefix)."""
        words, stems, prefix = matcher
        if not words.isdisjoint(terms[0]) or not stems.isdisjoint(terms[0]):
            return True
        if prefix:
            index = bisect_left(terms[1], prefix)
            return index < len(terms[1]) and terms[1][index].startswith(prefix)
        return False

    def _rescored(self, row: tuple, matchers: list, every_word: bool) -> tuple:
        """A row with its bm25 score cut in proportion to the query words the section misses,
        and raised in proportion to those in its heading."""
        rowid, score, *rest = row
        if not every_word:
            held = sum(self._covers(self.terms[rowid], m) for m in matchers)
            score *= held / len(matchers)
        in_heading = sum(self._covers(self.title_terms[rowid], m) for m in matchers)
        score *= 1 + HEADING_BOOST * in_heading / len(matchers)
        return (rowid, score, *rest)

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
            plan = self._groups(answer.query)
            answer.ignored = plan.ignored
            answer.shortened = answer.shortened or plan.cut
            rows = []
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
                    seen = {row[0] for row in rows}
                    either = f"({' OR '.join(plan.groups)})"
                    rows += [
                        self._rescored(row, plan.matchers, every_word=False)
                        for row in self._run(" AND ".join([either, *games]), document)
                        if row[0] not in seen
                    ]
        answer.hits = self._hits(rows, language)
        if not answer.hits:
            answer.problem = "nothing"
        return answer

    def _hits(self, rows, language: str) -> list[Hit]:
        """One hit per section, in the language that ranks it best, the interface's boosted."""
        best: dict[tuple[str, str], tuple[float, tuple]] = {}
        for row in rows:
            section = self.sections[row[0]]
            key = (section.document, section.anchor)
            # bm25 is negative, lower is better: the boost pushes the interface's language up.
            boosted = row[1] * (INTERFACE_LANGUAGE_BOOST if section.language == language else 1)
            boosted *= DOCUMENT_WEIGHTS.get(section.document, 1)
            if section.level == 1 or (section.document == content.GLOSSARY and section.level == 2):
                boosted *= OVERVIEW_WEIGHT
            if key not in best or boosted < best[key][0]:
                best[key] = (boosted, row)
        hits = []
        ranked = sorted(best.values(), key=lambda pair: pair[0])[:RESULTS]
        for boosted, (rowid, _, title, snippet) in ranked:
            section = self.sections[rowid]
            folded_title, folded_body = self.folded[rowid]
            hits.append(
                Hit(
                    section=section,
                    document_title=self.documents[section.document, section.language].title,
                    title_html=_restore(section.title, folded_title, title),
                    snippet_html=_restore(section.text, folded_body, snippet),
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
