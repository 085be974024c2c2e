"""The search engine on a small corpus of its own: folding, suffixes, typos, both languages,
snippets and the polite answers. tests/test_rules_search_quality.py judges it on the real
rule texts."""

from __future__ import annotations

import time

import pytest

from rules import content, search

ENGLISH = {
    "joker": """# Joker

A trick-taking game from Georgia.

## Trump {#trump}

The suit of the turned card is trump for the deal.

## Ştanga {#stanga}

A ştanga is a bid of one trick or more that takes none. It costs -200 <b>points</b>.

## Bidding {#bidding}

Players bid in turn; the dealer bids last. Bids are made openly.
""",
    "ers": """# Egyptian Rat Screw

Slap the pile.

## Sandwich {#sandwich}

Two cards of the same rank with one card between them make a sandwich.

## Slapping {#slaps}

The first player to slap a sandwich or a double takes the pile.
""",
}
TURKISH = {
    "joker": """# Joker

Gürcistan'ın el alma oyunu.

## Koz {#trump}

Açılan kartın rengi o dağıtımın kozudur. Kozlar her eli alır; kozun gücü büyüktür.

## Ştanga {#stanga}

Söz verip hiç el alamamaya ştanga denir. Cezası -200 puandır.

## Söz verme {#bidding}

Oyuncular sırayla söz verir; dağıtıcı en son konuşur. Kız ve papaz büyük kartlardır.
""",
    "ers": """# Egyptian Rat Screw

Yığına vur.

## Sandviç {#sandwich}

Aynı değerde iki kartın arasına bir kart girerse sandviç olur.

## Vuruş {#slaps}

İlk vuran yığını alır. İSTANBUL kuralında da öyle.
""",
}


@pytest.fixture(scope="module")
def index() -> search.SearchIndex:
    documents = {}
    for language, texts in (("en", ENGLISH), ("tr", TURKISH)):
        for name, source in texts.items():
            documents[name, language] = content.parse(name, language, source)
    return search.SearchIndex(documents)


def top(index, query, language="en", document=None):
    answer = index.search(query, language, document)
    return [(hit.section.document, hit.section.anchor, hit.section.language) for hit in answer.hits]


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("ŞTANGA", "stanga"),
        ("ştanga", "stanga"),
        ("KIZ", "kiz"),
        ("kız", "kiz"),
        ("İSTANBUL", "istanbul"),
        ("ığüşöçâ", "igusoca"),
        ("Çay", "cay"),
        ("naïve café", "naive cafe"),
    ],
)
def test_fold_lowers_with_turkish_rules_and_drops_accents(typed, folded):
    assert search.fold(typed) == folded
    assert len(search.fold(typed)) == len(typed)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("sandwhich", "sandwich", True),
        ("klaverjass", "klaverjas", True),
        ("sadnwich", "sandwich", True),
        ("sandwick", "sandwich", True),
        ("sandwich", "sandwich", False),
        ("sanwhichh", "sandwich", False),
    ],
)
def test_one_edit_apart(a, b, expected):
    assert search.one_edit_apart(a, b) is expected


@pytest.mark.parametrize("query", ["STANGA", "stanga", "ştanga", "Ştanga", "ŞTANGA"])
def test_case_and_accents_do_not_matter(index, query):
    assert top(index, query)[0][:2] == ("joker", "stanga")


@pytest.mark.parametrize("query", ["kiz", "KIZ", "Kız", "KİZ"])
def test_dotless_and_dotted_i_fold_together(index, query):
    assert ("joker", "bidding", "tr") in top(index, query)


def test_capital_dotted_i_finds_a_lower_case_i(index):
    assert top(index, "istanbul")[0][:2] == ("ers", "slaps")
    assert top(index, "İstanbul")[0][:2] == ("ers", "slaps")


@pytest.mark.parametrize("query", ["koz", "kozlar", "kozu", "kozun", "KOZLARI", "kozlari"])
def test_turkish_suffixes_find_the_word(index, query):
    assert top(index, query, "tr")[0] == ("joker", "trump", "tr")


@pytest.mark.parametrize("query", ["bids", "bidding", "bid", "BIDS"])
def test_english_forms_find_the_word(index, query):
    assert top(index, query)[0] == ("joker", "bidding", "en")


@pytest.mark.parametrize("query", ["sandwhich", "sandwitch", "sadnwich"])
def test_one_typo_in_a_long_word_is_forgiven(index, query):
    assert top(index, query)[0][:2] == ("ers", "sandwich")


def test_a_short_word_is_not_corrected(index):
    assert index.search("trmp", "en").problem == "nothing"


def test_the_interface_language_comes_first(index):
    assert top(index, "ştanga", "en")[0] == ("joker", "stanga", "en")
    assert top(index, "ştanga", "tr")[0] == ("joker", "stanga", "tr")


def test_each_section_is_shown_once(index):
    answer = index.search("ştanga", "en")
    sections = [(hit.section.document, hit.section.anchor) for hit in answer.hits]
    assert len(sections) == len(set(sections))


def test_a_word_of_one_language_finds_that_language(index):
    assert top(index, "sandviç", "en")[0] == ("ers", "sandwich", "tr")


def test_the_game_filter_keeps_to_one_game(index):
    assert {hit[0] for hit in top(index, "pile", "en", "ers")} == {"ers"}
    assert index.search("ştanga", "en", "ers").problem == "nothing"


def test_all_words_first_then_some(index):
    hits = top(index, "sandwich double", "en")
    assert hits[0][:2] == ("ers", "slaps")
    assert ("ers", "sandwich", "en") in hits


def test_the_last_word_is_a_prefix_while_typing(index):
    assert top(index, "ştan")[0][:2] == ("joker", "stanga")
    assert top(index, "sandw")[0][:2] == ("ers", "sandwich")


def test_snippets_mark_the_words_found_as_written(index):
    hit = index.search("kozlar", "tr").hits[0]
    assert "<mark>kozudur</mark>" in hit.snippet_html
    assert "<mark>Kozlar</mark>" in hit.snippet_html
    assert hit.title_html == "<mark>Koz</mark>"


def test_snippets_keep_the_accents_of_the_text(index):
    hit = index.search("STANGA", "tr").hits[0]
    assert "<mark>ştanga</mark>" in hit.snippet_html
    assert hit.title_html == "<mark>Ştanga</mark>"


def test_snippets_are_escaped(index):
    hit = index.search("points", "en").hits[0]
    assert "&lt;b&gt;" not in hit.snippet_html  # Markdown already escaped or dropped the tag
    assert "<b>" not in hit.snippet_html


def markup_section(title: str, text: str) -> search.SearchIndex:
    """An index of one section whose indexed heading and text hold markup literally, as a
    rule text quoting HTML in a code span would (the Markdown fixture strips real tags)."""
    section = content.Section("ers", "en", "slaps", title, 2, text, "")
    document = content.Document("ers", "en", "Egyptian Rat Screw", "", (), (section,))
    return search.SearchIndex({("ers", "en"): document})


def test_markup_in_the_indexed_text_is_escaped_and_only_the_match_is_marked():
    index = markup_section(
        "Slap <b>now</b>",
        'Type <script>alert("x")</script> then <b>sandwich</b> & <img src=x onerror=y> slap.',
    )
    hit = index.search("sandwich", "en").hits[0]
    assert hit.snippet_html == (
        "Type &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; then "
        "&lt;b&gt;<mark>sandwich</mark>&lt;/b&gt; &amp; &lt;img src=x onerror=y&gt; slap."
    )
    hit = index.search("slap", "en").hits[0]
    assert hit.title_html == "<mark>Slap</mark> &lt;b&gt;now&lt;/b&gt;"


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("a", "short"),
        ("ş", "short"),
        ("!!", "short"),
        ("a b c", "short"),
        ("xqzvw", "nothing"),
        ('"', "short"),
        ('stanga" OR body:*', None),
        ("NEAR(a b) AND -- ;", "nothing"),
    ],
)
def test_odd_queries_get_a_polite_answer(index, query, problem):
    assert index.search(query, "en").problem == problem


def test_a_very_long_query_is_cut_and_answered_fast(index):
    query = "ştanga " + "blah " * 2000
    start = time.perf_counter()
    answer = index.search(query, "en")
    assert time.perf_counter() - start < 0.1
    assert answer.shortened
    assert len(answer.query) == search.MAX_CHARS
    assert answer.hits[0].section.anchor == "stanga"


def test_words_found_nowhere_are_named(index):
    answer = index.search("ştanga xqzvw", "en")
    assert answer.hits[0].section.anchor == "stanga"
    assert answer.ignored == ["xqzvw"]


def test_fts_syntax_in_a_query_is_only_words(index):
    # Quotes, stars, colons and operators are not FTS5 syntax to the index: only words.
    assert top(index, 'ştanga" OR title:*')[0][:2] == ("joker", "stanga")


def test_a_game_name_among_other_words_keeps_to_that_game(index):
    # "player" is in both games; the game's name picks one and the other word ranks.
    assert {hit[0] for hit in top(index, "player joker")} == {"joker"}
    assert top(index, "player joker")[0][:2] == ("joker", "bidding")
    assert {hit[0] for hit in top(index, "player ers")} == {"ers"}
    assert top(index, "player ers")[0][:2] == ("ers", "slaps")


def test_a_game_name_alone_or_with_unknown_words_is_searched_as_a_word(index):
    assert top(index, "joker")
    assert top(index, "joker xqzvw")
    assert index.search("joker xqzvw", "en").ignored == ["xqzvw"]


@pytest.mark.parametrize(
    ("query", "section"),
    [
        ("konuşmak", ("joker", "bidding")),  # konuşur in the text
        ("KONUSMAZ", ("joker", "bidding")),
        ("vurursa", ("ers", "slaps")),  # vuran, vur
    ],
)
def test_turkish_verb_forms_find_other_forms_of_the_verb(index, query, section):
    assert top(index, query, "tr")[0][:2] == section


def test_a_turkish_stem_cut_short_is_moved_to_the_corpus_word(index):
    # Snowball makes "kar" of kartı and kartın, but "kart" of kart.
    assert index._query_stem("kartı", "tr") == "kart"
    assert index._query_stem("kartın", "tr") == "kart"
    sections = {hit[:2] for hit in top(index, "kartı", "tr")}
    assert {("joker", "trump"), ("ers", "sandwich")} <= sections


def _single(source: str) -> search.SearchIndex:
    return search.SearchIndex({("seep", "en"): content.parse("seep", "en", source)})


def test_words_typed_together_rank_the_section_that_has_them_together():
    index = _single(
        """# Seep

## Apart {#apart}

The opening of the deal is slow. Later on a sweep may come, and after another opening, in a
different turn, another sweep.

## Together {#together}

The deal may begin slowly. Then an opening sweep may come, in a different turn of the deal,
and the other players look on while the cards on the floor are taken.
"""
    )
    assert top(index, "opening sweep")[0][:2] == ("seep", "together")


def test_a_section_with_some_of_the_words_in_its_heading_can_come_first():
    index = _single(
        """# Seep

## Opening sweep {#opening-sweep}

The first play of the bidder that clears the floor is worth 25.

## Scoring {#scoring}

A team counts its points after the deal: card points, then 50 for each sweep, then 25 for
an opening sweep if it made one, and the difference between the teams goes on the sheet.
The points of every deal are added to the running difference until a team is 100 ahead.
"""
    )
    hits = top(index, "opening sweep points")
    assert hits[0][:2] == ("seep", "opening-sweep")
    assert ("seep", "scoring", "en") in hits


@pytest.mark.parametrize("language", ["en", "tr", "nl"])
def test_the_stems_come_from_snowballs_c_stemmers_and_are_the_pure_python_ones(language):
    # PyStemmer installed, snowballstemmer hands out its C stemmers: the same algorithms, the
    # index a starting server builds in half the time.
    import importlib

    import Stemmer

    found = search.stemmer(language)
    assert isinstance(found, Stemmer.Stemmer)
    name = search.snowball_name(language)
    module = importlib.import_module(f"snowballstemmer.{name}_stemmer")
    pure = getattr(module, f"{name.capitalize()}Stemmer")()
    words = [
        word
        for text in (*ENGLISH.values(), "oyuncuların kozları koningen")
        for word in text.split()
    ]
    assert [found.stemWord(word) for word in words] == [pure.stemWord(word) for word in words]
