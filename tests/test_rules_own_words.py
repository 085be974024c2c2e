"""The rule pages are written in the project's own words: no sentence of a rule page (either
language, the glossary included) is a near copy of a sentence of the source texts
(``tests/sources/``, all in Turkish).

A sentence is compared, folded as the search folds it (lower case, no accents), with every
source sentence in two ways: letter by letter, which sees through Turkish suffixes ("Üç deyip
tam üç el alan 200 yazar" against "Üç de, tam üç al, 200 yaz"), and word by word on the words'
first letters, which sees a long sentence that keeps the source's words in the source's order
with a few changed. Short sentences are left out: "Deste 36 karttır" can only be said so many
ways.
"""

from __future__ import annotations

import re
from collections import defaultdict
from difflib import SequenceMatcher
from functools import cache
from pathlib import Path

import pytest

from rules import content, search

SOURCES = Path(__file__).resolve().parent / "sources"
SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+|\s*•\s*")
MIN_WORDS = 6  # words of letters, numbers left out
STEM = 5  # letters of a word that are compared word by word: kartı, kartın, kartlar -> kartl
LETTERS_LIMIT = 0.75
WORDS_LIMIT = 0.6
# A list of ranks can only be said one way: a sentence that is mostly rank names is left out.
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


def sentences(text: str) -> list[str]:
    found = []
    for part in SENTENCE_END.split(text):
        part = part.strip(" -*")
        words = [word for word in search.words(part) if not word.isdigit()]
        ranks = sum(word in RANKS for word in words)
        if len(words) >= MIN_WORDS and ranks * 2 < len(words):
            found.append(part)
    return found


def stems(sentence: str) -> list[str]:
    return [word[:STEM] for word in search.words(sentence)]


def is_near_copy(sentence: str, source: str) -> bool:
    """Alike letter by letter, or word by word (each ratio's quick upper bounds first)."""
    for first, second, limit in (
        (" ".join(search.words(sentence)), " ".join(search.words(source)), LETTERS_LIMIT),
        (stems(sentence), stems(source), WORDS_LIMIT),
    ):
        alike = SequenceMatcher(None, first, second, autojunk=False)
        if (
            alike.real_quick_ratio() >= limit
            and alike.quick_ratio() >= limit
            and alike.ratio() >= limit
        ):
            return True
    return False


@cache
def source_sentences() -> tuple[str, ...]:
    return tuple(
        sentence
        for path in sorted(SOURCES.glob("*.txt"))
        for sentence in sentences(path.read_text("utf-8"))
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
    assert sorted(path.stem for path in SOURCES.glob("*.txt")) == [
        "ers",
        "joker",
        "klaverjas",
        "seep",
    ]
    assert len(source_sentences()) > 200


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # The near copies the rule pages once held, each caught by one of the two measures.
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


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize("name", content.names())
def test_no_sentence_of_a_rule_page_is_a_near_copy_of_a_source(name, language):
    document = content.documents()[name, language]
    text = "\n".join(f"{section.title}\n{section.text}" for section in document.sections)
    copies = near_copies(text)
    assert copies == [], "\n".join(f"{page!r}\n  copies {source!r}" for page, source in copies)
