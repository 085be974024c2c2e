"""The search in Dutch and Georgian, on a small corpus of its own: Dutch folding (ë, ij, IJ, the
ĳ ligature, a y typed for ij) and the Snowball Dutch stemmer; Georgian folding (Mtavruli
capitals, nothing else stripped), its endings and prefixes; the players' words of each language;
and the offline index carrying what the browser needs for both."""

from __future__ import annotations

import json

import pytest

from rules import content, georgian, offline, search
from scorepad.games import game_type, installed

DUTCH = {
    "klaverjas": """# Klaverjassen

Het kaartspel van Nederland.

## Verzaken {#revoke}

Wie niet bekent terwijl het kan, heeft verzaakt. De partij die verzaakte schrijft 0.

## Nat {#nat}

De spelende partij die niet meer haalt dan de tegenpartij gaat nat.

## Pit {#pit}

Wie alle acht slagen haalt, heeft pit: 100 extra.

## Geëindigd {#end}

Na zestien spellen is de partij geëindigd. Vrijwel altijd speelt men een boom. Op het IJsselmeer
ook.
""",
}
GEORGIAN = {
    "joker": """# ჯოკერი

ქართული ბანქოს თამაში.

## ხიშტი {#stanga}

თუ მოთამაშემ ერთი ხელი მაინც გამოაცხადა და ვერცერთი ვერ წაიღო, ეს ხიშტია: -200 ქულა.

## ჯოკერის შესვლა {#joker-lead}

ჯოკერით შესვლისას მოთამაშე ამბობს: მაღალი ან წაიღე.

## ქულები {#scoring}

ქულებს დილერი წერს ფურცელზე.
""",
}
ENGLISH = {
    "klaverjas": """# Klaverjas

## Revoke (verzaakt) {#revoke}

A player who fails to follow suit has revoked.

## Pit {#pit}

All eight tricks.
""",
    "joker": """# Joker

## Ştanga {#stanga}

A bid of one trick or more that takes none.
""",
}


@pytest.fixture(scope="module")
def index() -> search.SearchIndex:
    documents = {}
    for language, texts in (("nl", DUTCH), ("ka", GEORGIAN), ("en", ENGLISH)):
        for name, source in texts.items():
            documents[name, language] = content.parse(name, language, source)
    return search.SearchIndex(documents)


def top(index, query, language="nl"):
    return [
        (h.section.document, h.section.anchor, h.section.language)
        for h in index.search(query, language).hits
    ]


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("geëindigd", "geeindigd"),
        ("IJsselmeer", "ijsselmeer"),
        ("IJSSELMEER", "ijsselmeer"),
        ("ᲯᲝᲙᲔᲠᲘ", "ჯოკერი"),  # Mtavruli capitals fold to Mkhedruli
        ("ჯოკერი", "ჯოკერი"),  # and nothing else of Georgian is touched
        ("ხიშტი", "ხიშტი"),
    ],
)
def test_fold_writes_dutch_and_georgian_as_their_texts_do(typed, folded):
    assert search.fold(typed) == folded
    assert len(search.fold(typed)) == len(typed)


def test_the_ij_ligature_is_the_two_letters_the_texts_write(index):
    assert search.normalize("ĳsselmeer Ĳsselmeer") == "ijsselmeer IJsselmeer"
    assert ("klaverjas", "end", "nl") in top(index, "ĳsselmeer")


def test_a_y_typed_for_ij_finds_the_ij(index):
    assert top(index, "vrywel")[0] == ("klaverjas", "end", "nl")
    assert top(index, "IJSSELMEER")[0] == ("klaverjas", "end", "nl")


def test_the_dutch_stemmer_joins_the_forms_of_a_word(index):
    assert index._query_stem("verzaken", "nl") == index._query_stem("verzaakt", "nl")
    for query in ("verzaken", "verzaakte", "VERZAKEN", "verzaak"):
        assert top(index, query)[0] == ("klaverjas", "revoke", "nl"), query


def test_dutch_stopwords_are_dropped_but_not_wij_and_zij():
    assert {"wat", "het", "mag", "ik"} <= search.STOPWORDS
    assert not {"wij", "zij", "en"} & search.STOPWORDS  # en is Turkish: en büyük
    assert top_words("wat is nat") == ["nat"]


def top_words(query):
    return [group for group in search.words(query) if group not in search.STOPWORDS]


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("ჯოკერი", "ჯოკერ"),
        ("ჯოკერის", "ჯოკერ"),
        ("ჯოკერით", "ჯოკერ"),
        ("ჯოკერებს", "ჯოკერ"),
        ("ხიშტი", "ხიშტ"),
        ("ხიშტზე", "ხიშტ"),
        ("შესვლა", "შესვლ"),
        ("შესვლისას", "შესვლისა"),  # "while entering": only its last letter is a case ending
        ("ხელი", "ხელ"),
        ("ის", "ის"),  # too short to lose anything
    ],
)
def test_georgian_endings_come_off_down_to_what_they_are_added_to(word, stem):
    assert georgian.stem(word) == stem


def test_a_georgian_word_finds_the_other_cases_of_it(index):
    assert top(index, "ხიშტი", "ka")[0] == ("joker", "stanga", "ka")
    assert top(index, "ხიშტზე", "ka")[0] == ("joker", "stanga", "ka")
    assert top(index, "ᲮᲘᲨᲢᲘ", "ka")[0] == ("joker", "stanga", "ka")
    assert top(index, "ჯოკერის შესვლა", "ka")[0] == ("joker", "joker-lead", "ka")


def test_a_georgian_word_of_five_letters_or_more_matches_as_a_prefix(index):
    assert search.prefix_length("შესვლ") == georgian.PREFIX_LENGTH == 5
    assert search.prefix_length("verza") == search.PREFIX_MIN_LENGTH
    # შესვლ begins შესვლისას, whose ending the list does not know
    assert ("joker", "joker-lead", "ka") in top(index, "შესვლ", "ka")


KLAVERJAS = pytest.mark.skipif("klaverjas" not in installed(), reason="Klaverjas is not installed")


@KLAVERJAS
def test_synonyms_are_kept_by_language_and_read_in_every_language():
    klaverjas = game_type("klaverjas")
    assert "mars" in klaverjas.search.synonyms["nl"]
    merged = search.synonyms()
    assert "pit" in merged["mars"]
    assert "maat" in merged["partner"]  # Dutch
    assert "es" in merged["partner"]  # and Turkish, joined


@KLAVERJAS
def test_the_players_dutch_words_find_what_the_texts_call_otherwise(index):
    assert top(index, "mars")[0][:2] == ("klaverjas", "pit")
    assert top(index, "verzaken", "en")[0][:2] == ("klaverjas", "revoke")


def test_every_language_of_the_settings_has_a_stemmer_or_none():
    assert search.stemmer("nl").stemWord("verzaakt") == "verzaak"
    assert search.stemmer("ka").stemWord("ჯოკერის") == "ჯოკერ"
    assert search.stemmer("xx").stemWord("anything") == "anything"
    assert search.stemmer("de").stemWord("karten") == "kart"  # a fifth: Snowball's by its name


def test_the_offline_index_says_how_the_browser_stems_each_language(settings):
    built = search.index()
    data = json.loads(offline.index_json())
    assert data["languages"] == built.languages
    assert data["stemming"]["en"] == {"snowball": "english"}
    assert data["stemming"]["nl"]["snowball"] == "dutch"
    # The browser's Dutch stemmer is Snowball's first Dutch algorithm: the index says what the
    # server's stems of the words it stems otherwise are.
    older = search.phone_stemmer("nl")
    assert older.stemWord("verzaken") == "verzak"
    assert "verzaak" in data["stemming"]["nl"]["stems"]["verzak"]
    assert data["stemming"]["ka"]["endings"]["plural"] == georgian.PLURAL
    assert data["limits"]["georgianPrefix"] == georgian.PREFIX_LENGTH
