"""The rule pages are written in the project's own words: no sentence of a rule page (either
language, the glossary included) is a near copy of a sentence of the source texts
(each game's ``tests/source.txt``, all in Turkish).

A sentence is compared, folded as the search folds it (lower case, no accents), with every
source sentence in three ways:

* letter by letter, which sees through Turkish suffixes ("Üç deyip tam üç el alan 200 yazar"
  against "Üç de, tam üç al, 200 yaz");
* word by word on the words' first letters, which sees a long sentence that keeps the source's
  words in the source's order with a few changed;
* content word by content word, in order: the words that carry the meaning (no "ve", "bir",
  "her", no rank names), each cut to its Turkish stem, and how many of them the two sentences
  share in the same order. That sees a sentence that keeps a source sentence's frame and order
  with a few words swapped for others ("rakiplerin her biri ... atmak zorundadır" for "her
  rakibi ... atmaya zorlar"), which the letters and the first letters do not.

A sentence is compared whole (up to its full stop) and clause by clause (up to a semicolon or a
colon), so that a copied clause is seen inside a longer sentence and a copied sentence is seen
across its clauses. Short sentences are left out: "Deste 36 karttır" can only be said so many
ways.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from difflib import SequenceMatcher
from functools import cache
from pathlib import Path

import pytest
import snowballstemmer

from rules import content, search, turkish
from scorepad.games import game_types

CLAUSE_END = re.compile(r"(?<=[.!?;:])\s+|\n+|\s*•\s*")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|\s*•\s*")
MIN_WORDS = 6  # words of letters, numbers left out
STEM = 5  # letters of a word that are compared word by word: kartı, kartın, kartlar -> kartl
LETTERS_LIMIT = 0.75
WORDS_LIMIT = 0.6
# The content words kept in order: at least this many, and this share of each sentence's.
FRAME_KEPT = 6
FRAME_LIMIT = 0.5
# Words that only hold a sentence together (folded), beside the search's stopwords.
FILLERS = frozenset(
    [
        "her",
        "daha",
        "olan",
        "gibi",
        "kadar",
        "sonra",
        "once",
        "ama",
        "ise",
        "yani",
        "olarak",
        "hem",
        "hic",
        "hep",
        "artik",
        "yine",
        "zaten",
        "den",
        "dan",
        "ten",
        "tan",
        "also",
        "the",
    ]
)
# A list of ranks can only be said one way: a sentence that is mostly rank names is left out,
# and rank names are no content words.
RANKS = frozenset(
    [
        "as",
        "papaz",
        "kiz",
        "vale",
        "onlu",
        "dokuzlu",
        "sekizli",
        "yedili",
        "altili",
        "ace",
        "aces",
        "king",
        "kings",
        "queen",
        "queens",
        "jack",
        "jacks",
        "ten",
        "tens",
        "nine",
        "eight",
        "seven",
        "six",
    ]
)
TURKISH_STEMMER = snowballstemmer.stemmer("turkish")
WORD = re.compile(r"[^\W_]+")
BRACKETS = re.compile(r"\([^()]*\)")


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` worth comparing, each whole and each of its clauses."""
    found: dict[str, None] = {}
    for splitter in (SENTENCE_END, CLAUSE_END):
        for part in splitter.split(text):
            part = part.strip(" -*")
            words = [word for word in search.words(part) if not word.isdigit()]
            ranks = sum(word in RANKS for word in words)
            if len(words) >= MIN_WORDS and ranks * 2 < len(words):
                found[part] = None
    return list(found)


@cache
def letters(sentence: str) -> str:
    return " ".join(search.words(sentence))


@cache
def stems(sentence: str) -> tuple[str, ...]:
    return tuple(word[:STEM] for word in search.words(sentence))


@cache
def content_stem(word: str) -> str:
    """A lower-case word cut to its Turkish stem, folded (``rakiplerin``, ``rakibi`` ->
    ``rakip``), at most ``STEM`` letters: the sources are all Turkish."""
    return search.fold(TURKISH_STEMMER.stemWord(word))[:STEM]


@cache
def content_words(sentence: str) -> tuple[str, ...]:
    """The stems of the words of ``sentence`` that carry its meaning, in order; a gloss in
    brackets (the glossary's "(*give*)") is no part of the sentence's frame."""
    kept = []
    for word in WORD.findall(turkish.lower(BRACKETS.sub(" ", sentence))):
        folded = search.fold(word)
        if folded in search.STOPWORDS or folded in FILLERS or folded in RANKS:
            continue
        if not folded.isdigit():
            kept.append(content_stem(word))
    return tuple(kept)


def alike(first: str, second: str) -> bool:
    """Two stems of one word: equal, or one the start of the other (Snowball cuts ``kartı`` to
    ``kar`` but ``kartını`` to ``kart``)."""
    if first == second:
        return True
    shorter, longer = sorted((first, second), key=len)
    return len(shorter) >= 3 and longer.startswith(shorter)


def kept_in_order(first: Sequence[str], second: Sequence[str]) -> int:
    """How many words the two lists share in the same order (their longest common
    subsequence)."""
    previous = [0] * (len(second) + 1)
    for word in first:
        current = [0]
        for place, other in enumerate(second):
            if alike(word, other):
                current.append(previous[place] + 1)
            else:
                current.append(max(previous[place + 1], current[place]))
        previous = current
    return previous[-1]


def keeps_the_frame(sentence: str, source: str) -> bool:
    """Whether ``sentence`` keeps most of the content words of ``source``, and is mostly made
    of them, in the source's order."""
    mine, theirs = content_words(sentence), content_words(source)
    needed = max(FRAME_KEPT, FRAME_LIMIT * max(len(mine), len(theirs)))
    # Alike stems begin alike: the words sharing their first letters bound what is kept.
    starts = Counter(word[:3] for word in theirs)
    if (
        sum(min(count, starts[start]) for start, count in Counter(w[:3] for w in mine).items())
        < needed
    ):
        return False
    return kept_in_order(mine, theirs) >= needed


@cache
def compared_with(measure: Callable[[str], Sequence[str]], source: str) -> SequenceMatcher[str]:
    """A matcher that has read ``source`` once (the costly half of a comparison)."""
    return SequenceMatcher(None, b=measure(source), autojunk=False)


def is_near_copy(sentence: str, source: str) -> bool:
    """Alike letter by letter, word by word (each ratio's quick upper bounds first), or
    content word by content word in order."""
    measures: tuple[tuple[Callable[[str], Sequence[str]], float], ...] = (
        (letters, LETTERS_LIMIT),
        (stems, WORDS_LIMIT),
    )
    for measure, limit in measures:
        alike_ = compared_with(measure, source)
        alike_.set_seq1(measure(sentence))
        if (
            alike_.real_quick_ratio() >= limit
            and alike_.quick_ratio() >= limit
            and alike_.ratio() >= limit
        ):
            return True
    return keeps_the_frame(sentence, source)


def source_files() -> list[Path]:
    """The source texts of the installed games that keep one (``tests/source.txt`` in the
    game's package)."""
    found = (kind.folder / "tests" / "source.txt" for kind in game_types())
    return [path for path in found if path.is_file()]


@cache
def source_sentences() -> tuple[str, ...]:
    return tuple(
        sentence for path in source_files() for sentence in sentences(path.read_text("utf-8"))
    )


@cache
def sources_by_stem() -> dict[str, set[int]]:
    """The source sentences each word stem is in: a page sentence is compared only with the
    sources it shares two stems with (a near copy shares many)."""
    index: dict[str, set[int]] = defaultdict(set)
    for number, sentence in enumerate(source_sentences()):
        for stem in meaningful(stems(sentence)):
            index[stem].add(number)
    return index


def meaningful(words: list[str]) -> set[str]:
    return {word for word in words if len(word) >= 3 and word not in search.STOPWORDS}


def near_copies(text: str) -> list[tuple[str, str]]:
    """Each sentence of ``text`` that is a near copy of a source sentence, with that source."""
    found = []
    for sentence in sentences(text):
        shared: dict[int, int] = defaultdict(int)
        for stem in meaningful(stems(sentence)):
            for number in sources_by_stem().get(stem, ()):
                shared[number] += 1
        for number in (n for n, count in shared.items() if count >= 2):
            source = source_sentences()[number]
            if is_near_copy(sentence, source):
                found.append((sentence, source))
                break
    return found


def test_the_sources_are_all_there():
    """Each game's source is read whole where it is kept, or the pages are compared with
    nothing."""
    files = source_files()
    if not files:
        pytest.skip("no installed game keeps the texts it was specified from")
    for path in files:
        assert len(sentences(path.read_text("utf-8"))) > 40, path


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # The near copies the rule pages once held, each caught by one of the first two measures.
        ("Üç deyip tam üç el alan 200 yazar.", "Üç de, tam üç al, 200 yaz."),
        (
            "Sayı kartıysa özel bir şey olmaz, sıra sonraki oyuncuya geçer.",
            "Sayı kartı gelirse özel bir durum oluşmaz ve sıra bir sonraki oyuncuya geçer.",
        ),
        (
            "Eşinin kesin alacağı ele onlularını ve aslarını, roem için bir seriyi tamamlayan "
            "kartı da ekle.",
            "Eşinin bir eli kesin alacağı belliyse o ele onlularını ve aslarını, ayrıca roem "
            "için bir seriyi tamamlayan her kartı ekle.",
        ),
        (
            "Kart oyunları tarihçisi David Parlett'in görüşü, ailenin Hollanda'da başladığı ve "
            "en ayrıntılı hâline İsviçre'de ulaştığıdır",
            "ancak oyun tarihçisi David Parlett, ailenin Hollanda'da doğduğunu ve bugün en "
            "gelişmiş hâlini İsviçre'de bulduğunu söyler.",
        ),
    ],
)
def test_a_near_copy_is_caught(sentence, source):
    assert is_near_copy(sentence, source)


# Sentences the rule pages once held that keep a source sentence's frame and order with a few
# words swapped: their letters and first letters differ too much for the two measures above,
# their content words do not.
FRAME_COPIES = [
    (  # Joker, the joker led as "highest"
        "En büyük: rakiplerin her biri söylenen renkteki en büyük kartını atmak zorundadır ve el "
        "jokerin olur.",
        "“En büyük”, her rakibi o renkteki en büyük kartını atmaya zorlar ve eli joker alır: "
        "kozları ve asları avlamanın en sevilen yolu.",
    ),
    (  # the glossary's "highest"
        '"En büyük" (highest) denirse rakipler o renkteki en yüksek kartlarını oynamak '
        "zorundadır ve el jokerin olur;",
        "“En büyük”, her rakibi o renkteki en büyük kartını atmaya zorlar ve eli joker alır: "
        "kozları ve asları avlamanın en sevilen yolu.",
    ),
    (  # Joker, the joker led as "give"
        "Ver: joker söylenen rengin en küçük kartı sayılır, eli o ele atılan en güçlü kart alır.",
        "“Ver”, jokeri o rengin en küçük kartı yapar ve eli en güçlü karşılığa bırakır.",
    ),
    (  # the glossary's "give"
        '"ver" (give) denirse joker o rengin en düşük kartı sayılır ve eli masadaki en iyi kart '
        "kazanır.",
        "“Ver”, jokeri o rengin en küçük kartı yapar ve eli en güçlü karşılığa bırakır.",
    ),
    (  # Klaverjas, the first lead
        "İlk eli, kozu hangi oyuncu belirlemiş olursa olsun, dağıtıcının solundaki oyuncu açar.",
        "Kozu kim seçmiş olursa olsun, ilk ele dağıtanın solundaki oyuncu başlar.",
    ),
    (  # Klaverjas, what the playing team must score
        "Oynayan takım, kart puanı ile roemin toplamında (pit yaptıysa artı 100) rakibinden "
        "fazla puan almalıdır.",
        "Kozu seçen takım, kart puanları ve roem toplamında diğer takımdan daha fazla puan almak "
        "zorundadır.",
    ),
    (  # Egyptian Rat Screw, a number card
        "2'den 10'a bir sayı kartı kimseden bir şey istemez; sıra bir sonraki oyuncuya geçer.",
        "Sayı kartı gelirse özel bir durum oluşmaz ve sıra bir sonraki oyuncuya geçer.",
    ),
]


@pytest.mark.parametrize(("sentence", "source"), FRAME_COPIES)
def test_a_sentence_that_keeps_a_sources_frame_and_order_is_caught(sentence, source):
    assert keeps_the_frame(sentence, source)
    assert is_near_copy(sentence, source)


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # The same facts in other words.
        (
            "Üç el söyleyip üçünü de alan oyuncu 200 puan kazanır.",
            "Üç de, tam üç al, 200 yaz.",
        ),
        (
            "Parlett'e göre bu oyunlar ilk Hollanda'da oynandı, en incelikli biçimlerini ise "
            "İsviçre masaları geliştirdi.",
            "ancak oyun tarihçisi David Parlett, ailenin Hollanda'da doğduğunu ve bugün en "
            "gelişmiş hâlini İsviçre'de bulduğunu söyler.",
        ),
    ],
)
def test_the_same_fact_in_other_words_is_not_a_copy(sentence, source):
    assert not is_near_copy(sentence, source)


@pytest.mark.parametrize(("name", "language"), sorted(content.documents()))
def test_no_sentence_of_a_rule_page_is_a_near_copy_of_a_source(name, language):
    document = content.documents()[name, language]
    text = "\n".join(f"{section.title}\n{section.text}" for section in document.sections)
    copies = near_copies(text)
    assert copies == [], "\n".join(f"{page!r}\n  copies {source!r}" for page, source in copies)
