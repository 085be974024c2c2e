"""Turkish morphology of the rules search (rules/turkish.py), on tables of words: the endings a
word may carry, the root word a form is made of, Snowball's stems repaired, and the verb forms
a word stands for. The corpus is a handful of words, passed in as the index passes its own."""

from __future__ import annotations

import pytest
import snowballstemmer

from rules import search, turkish

# Turkish words of a small corpus that are their own stem (the index finds them in the texts).
ROOTS = frozenset({"kart", "koz", "vale", "ev", "el", "oyun", "papaz", "dagitici"})
# Folded corpus words, sorted as the index keeps its vocabulary.
VOCABULARY = sorted(
    [
        "al",
        "alan",
        "alir",
        "alti",
        "altin",
        "bozmak",
        "bozulan",
        "kart",
        "kaybeder",
        "kaybetmek",
        "konusur",
        "koz",
        "kozu",
        "secenek",
        "secer",
        "secilir",
        "secmek",
        "vur",
        "vuran",
    ]
)


@pytest.mark.parametrize(
    ("typed", "lowered"),
    [
        ("KIZ", "kız"),
        ("İSTANBUL", "istanbul"),
        ("IŞIK", "ışık"),
        ("Kozu SEÇMEK", "kozu seçmek"),
        ("ştanga", "ştanga"),
    ],
)
def test_lower_uses_turkish_capitals(typed, lowered):
    assert turkish.lower(typed) == lowered


@pytest.mark.parametrize(
    ("typed", "spellings"),
    [
        ("kizlar", ["kizlar", "kızlar"]),
        ("kozu", ["kozu", "kozü", "közu", "közü"]),
        ("kart", ["kart"]),
        ("kızlar", ["kızlar"]),  # typed with its Turkish letters: only as typed
        ("kizlarinkizlarinkizlar", ["kizlarinkizlarinkizlar"]),  # too long to try them all
    ],
)
def test_a_word_typed_without_turkish_letters_gets_them_back(typed, spellings):
    assert turkish.spellings(typed, search.fold(typed)) == spellings


@pytest.mark.parametrize(
    ("rest", "kind", "expected"),
    [
        ("", "any", True),
        ("lar", "noun", True),  # kart-lar
        ("lari", "noun", True),  # koz-lar-ı
        ("unu", "noun", True),  # koz-u-nu
        ("esi", "noun", True),  # val-esi
        ("larlarlarlar", "noun", True),  # four endings at most
        ("larlarlarlarlar", "noun", False),
        ("tal", "any", False),  # kar-tal is not a form of kar
        ("cu", "any", False),  # oyun-cu is a word of its own
        ("mak", "verb", True),  # boz-mak
        ("ulur", "verb", True),  # boz-ul-ur
        ("ulursa", "verb", True),  # boz-ul-ur-sa
        ("ersiniz", "verb", True),  # seç-er-siniz: a person ending after a verb ending
        ("siniz", "verb", False),  # but never first
        ("enek", "verb", False),  # seç-enek (a choice) is a noun
        ("lar", "verb", False),  # a plural is not a verb ending
    ],
)
def test_endings_only_accepts_a_chain_of_endings_of_its_kind(rest, kind, expected):
    assert turkish.endings_only(rest, kind) is expected


@pytest.mark.parametrize(
    ("word", "shortest", "kind", "root"),
    [
        ("karti", 3, "any", "kart"),  # kartı
        ("kartin", 3, "any", "kart"),  # kartın
        ("kart", 3, "any", "kart"),  # the root word itself
        ("valesi", 4, "any", "vale"),
        ("kozunu", 2, "any", "koz"),
        ("kozlari", 2, "noun", "koz"),
        ("papazi", 3, "noun", "papaz"),
        ("dagiticinin", 6, "any", "dagitici"),  # dağıtıcının
        ("evleri", 2, "any", "ev"),  # a two-letter root the rules use
        ("evleri", 3, "any", None),  # ... unless three letters are asked for
        ("elleri", 2, "noun", "el"),
        ("kartal", 3, "any", None),  # kart + al is not kart with endings
        ("oyuncu", 3, "any", None),  # a word made from oyun, not a form of it
        ("bozulur", 2, "any", None),  # boz is not a root of this corpus
    ],
)
def test_root_word_is_the_corpus_word_a_form_is_made_of(word, shortest, kind, root):
    assert turkish.root_word(word, ROOTS, shortest, kind) == root


@pytest.mark.parametrize(
    ("word", "snowball", "repaired"),
    [
        ("kartı", "kar", "kart"),  # cut a letter short (kar: snow; karın: shuffle)
        ("kartın", "kar", "kart"),
        ("dağıtıcının", "dagitic", "dagitici"),
        ("valesi", "vales", "vale"),  # not cut far enough
        ("kozları", "koz", "koz"),  # right already
        ("papazları", "papaz", "papaz"),
        ("elleri", "el", "el"),  # too short to judge: left alone
        ("kartal", "kartal", "kartal"),  # not a form of a corpus word
    ],
)
def test_snowball_stems_are_moved_to_the_corpus_word(word, snowball, repaired):
    stem = search.fold(snowballstemmer.stemmer("turkish").stemWord(word))
    assert stem == snowball
    assert turkish.repaired_stem(search.fold(word), stem, ROOTS) == repaired


def test_a_stem_under_three_letters_is_not_repaired():
    # The search does not trust such a stem and keeps the word instead (search._usable_stem).
    assert turkish.repaired_stem("karti", "ka", ROOTS) == "ka"
    assert turkish.repaired_stem("karti", "kar", ROOTS) == "kart"


def test_a_root_of_two_letters_counts_only_when_the_rules_use_it():
    # Snowball makes "al" of altı and altın; al is not one of the short roots kept together.
    assert turkish.root_word("alti", ROOTS | {"al"}, 2) is None
    assert turkish.root_word("evi", ROOTS, 2) == "ev"


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("karti", True),
        ("kozlari", True),
        ("evleri", True),
        ("kart", False),  # the root itself
        ("kartal", False),
        ("bozulur", False),  # a verb form: read as one
        ("secer", False),
    ],
)
def test_a_corpus_noun_with_endings_is_a_noun_form(word, expected):
    assert turkish.is_noun_form(word, ROOTS) is expected


@pytest.mark.parametrize(
    ("word", "roots"),
    [
        ("bozulur", {"boz", "bozul"}),  # one or two verb endings off
        ("seciyor", {"sec", "seci"}),
        ("kaybetti", {"kaybet", "kaybed"}),  # t becomes d before a vowel: kaybeder
        ("alacak", {"al"}),  # a two-letter verb the rules use
        ("atar", set()),  # at is one too, but no corpus word begins with it
        ("kozlar", set()),  # no verb ending
    ],
)
def test_verb_roots_are_what_is_left_without_verb_endings(word, roots):
    assert turkish.verb_roots(word, VOCABULARY) == roots


@pytest.mark.parametrize(
    ("word", "forms"),
    [
        ("bozulur", {"bozmak", "bozulan"}),
        ("secer", {"secer", "secilir", "secmek"}),  # not secenek, a noun
        ("seciyor", {"secer", "secilir", "secmek"}),
        ("alacak", {"al", "alan", "alir"}),  # not altı or altın
        ("kaybetti", {"kaybeder", "kaybetmek"}),
        ("vurursa", {"vur", "vuran"}),
        ("konusmak", {"konusur"}),
        ("kozlar", set()),
        ("xyzmak", set()),
    ],
)
def test_a_verb_form_stands_for_the_corpus_forms_of_its_root(word, forms):
    assert turkish.verb_forms(word, VOCABULARY, frozenset(VOCABULARY)) == forms


def test_verb_forms_are_only_the_turkish_words_of_the_corpus():
    english = frozenset(VOCABULARY) - {"vuran"}
    assert turkish.verb_forms("vurursa", VOCABULARY, english) == {"vur"}


@pytest.mark.parametrize(
    ("piece", "expected"),
    [("koz", True), ("al", True), ("at", True), ("ev", True), ("ka", False), ("k", False)],
)
def test_a_piece_of_three_letters_or_a_known_short_root_stands_for_a_root(piece, expected):
    assert turkish.long_enough(piece) is expected
