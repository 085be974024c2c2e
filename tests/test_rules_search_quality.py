"""How well the search finds the right section in the real rule texts, typed as players type.

Each row: the query, the interface language, the section that must come back, and whether it
must be the first result or within the first three. The table fails when quality drops; when
the texts change, a row may need a new section, never a looser rank without a reason.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping

import pytest

from rules import content, search
from scorepad.games import game_type

FIRST, TOP3 = 1, 3

# (query, interface language, (document, anchor), must be within this rank)
QUERIES = [
    # Turkish case and accents: ŞTANGA, ştanga, stanga, KIZ, kiz, İ and ı
    ("ştanga", "tr", ("joker", "stanga"), FIRST),
    ("STANGA", "en", ("joker", "stanga"), FIRST),
    ("stanga", "en", ("joker", "stanga"), FIRST),
    ("Ştanga cezası", "tr", ("joker", "stanga"), FIRST),
    ("stanga", "en", ("glossary", "stanga"), TOP3),
    ("kiz kac hak", "tr", ("ers", "face-cards"), FIRST),
    ("KIZ İKİ HAK", "tr", ("ers", "face-cards"), FIRST),
    ("kız papaz koz", "tr", ("klaverjas", "stuk"), TOP3),
    ("İPUÇLARI", "tr", ("klaverjas", "tips"), FIRST),
    ("ipuclari", "tr", ("klaverjas", "tips"), FIRST),
    ("SIRADAKI DAGITICI", "tr", ("seep", "dealer"), FIRST),
    ("dagitanin yasagi", "tr", ("joker", "dealer-restriction"), TOP3),
    ("dağıtanın yasağı", "tr", ("joker", "dealer-restriction"), TOP3),
    ("yanlis vurus cezasi", "tr", ("ers", "wrong-slap"), TOP3),
    ("sandvic", "tr", ("ers", "sandwich"), FIRST),
    # Turkish suffixes
    ("koz", "tr", ("joker", "trump"), TOP3),
    ("kozlar", "tr", ("joker", "trump"), TOP3),
    ("kozu", "tr", ("joker", "trump"), TOP3),
    ("kozun", "tr", ("joker", "trump"), TOP3),
    ("KOZLARI", "tr", ("joker", "trump"), TOP3),
    ("kozu seçmek", "tr", ("klaverjas", "trump"), FIRST),
    ("sözler", "tr", ("joker", "bidding"), TOP3),
    ("SÖZLERİ", "tr", ("joker", "bidding"), TOP3),
    ("bazziler", "tr", ("seep", "bazzi"), TOP3),
    ("süpürmeler", "tr", ("seep", "sweeps"), FIRST),
    ("evler", "tr", ("seep", "houses"), TOP3),
    ("kart puanları", "tr", ("seep", "card-points"), FIRST),
    ("prim", "tr", ("joker", "premium"), TOP3),
    ("altın dağıtım", "tr", ("joker", "golden"), FIRST),
    ("KAZANAN", "tr", ("ers", "winning"), FIRST),
    # English plurals and forms
    ("houses", "en", ("seep", "houses"), FIRST),
    ("cemented houses", "en", ("seep", "cemented-houses"), TOP3),
    ("sweeps", "en", ("seep", "sweeps"), FIRST),
    ("bids", "en", ("joker", "bidding"), TOP3),
    ("bidding", "en", ("joker", "bidding"), TOP3),
    ("revokes", "en", ("klaverjas", "revoke"), FIRST),
    ("slapping", "en", ("ers", "slaps"), TOP3),
    ("undertrumping", "en", ("klaverjas", "amsterdam"), FIRST),
    ("capture values", "en", ("seep", "capture-values"), FIRST),
    # One typo in a word of five letters or more
    ("sandwhich", "en", ("ers", "sandwich"), FIRST),
    ("sandwhich", "tr", ("ers", "sandwich"), FIRST),
    ("klaverjass", "en", ("klaverjas", ""), FIRST),
    ("premum", "en", ("joker", "premium"), FIRST),
    ("amsterdm", "en", ("klaverjas", "amsterdam"), FIRST),
    ("rotterdma", "en", ("klaverjas", "rotterdam"), FIRST),
    ("bazzy", "en", ("seep", "bazzi"), FIRST),
    # Still typing
    ("ştan", "tr", ("joker", "stanga"), FIRST),
    ("sandw", "en", ("ers", "sandwich"), FIRST),
    # The terms of the score sheets
    ("nat", "en", ("klaverjas", "nat"), FIRST),
    ("pit", "en", ("klaverjas", "pit"), FIRST),
    ("roem", "en", ("klaverjas", "roem"), FIRST),
    ("stuk", "tr", ("klaverjas", "stuk"), FIRST),
    ("verzaakt", "en", ("klaverjas", "revoke"), FIRST),
    ("bazzi", "en", ("seep", "bazzi"), TOP3),
    ("premium", "en", ("joker", "premium"), FIRST),
    # Questions and phrases, both languages
    ("dealer restriction", "en", ("joker", "dealer-restriction"), FIRST),
    ("who deals next", "en", ("seep", "dealer"), FIRST),
    ("sıradaki dağıtıcı", "tr", ("seep", "dealer"), FIRST),
    ("under nine", "en", ("seep", "under-nine"), FIRST),
    ("9 altı", "tr", ("seep", "under-nine"), TOP3),
    ("opening sweep", "en", ("seep", "opening-sweep"), FIRST),
    ("pakka ghar", "en", ("seep", "cemented-houses"), FIRST),
    ("pakka ghar", "tr", ("seep", "cemented-houses"), FIRST),
    ("how many chances does a king give", "en", ("ers", "face-cards"), FIRST),
    ("papaz kaç hak verir", "tr", ("ers", "face-cards"), TOP3),
    ("resimli kart", "tr", ("ers", "face-cards"), FIRST),
    ("wrong slap", "en", ("ers", "wrong-slap"), FIRST),
    ("burn", "en", ("ers", "wrong-slap"), FIRST),
    ("yanlış vuruş", "tr", ("ers", "wrong-slap"), FIRST),
    ("top bottom", "en", ("ers", "top-bottom"), FIRST),
    ("jokers slap", "en", ("ers", "jokers"), TOP3),
    ("geri dönüş", "tr", ("ers", "comeback"), FIRST),
    ("king and queen of trumps", "en", ("klaverjas", "stuk"), TOP3),
    ("joker card take leave", "en", ("joker", "joker-card"), FIRST),
    ("alırım bırakırım", "tr", ("joker", "joker-card"), TOP3),
    ("kozsuz", "tr", ("joker", "no-trump"), FIRST),
    ("karanlık", "tr", ("joker", "dark"), FIRST),
    ("miser", "en", ("joker", "miser"), FIRST),
    ("renge uymak", "tr", ("klaverjas", "following-suit"), FIRST),
    ("klaverjas nat", "en", ("klaverjas", "nat"), FIRST),
    # Questions a table asks that the pages answer in a section of their own, both languages
    ("change my bid after the next player bid", "en", ("joker", "bid-change"), FIRST),
    ("sözümü değiştirebilir miyim", "tr", ("joker", "bid-change"), FIRST),
    ("lead out of turn joker", "en", ("joker", "lead-out-of-turn"), FIRST),
    ("sırası gelmeden kart attı joker", "tr", ("joker", "lead-out-of-turn"), FIRST),
    ("show my hand claim the rest klaverjas", "en", ("klaverjas", "claim"), FIRST),
    ("elimi açıp gerisi bizim", "tr", ("klaverjas", "claim"), FIRST),
    ("do four sevens count as roem", "en", ("klaverjas", "roem"), FIRST),
    ("dört dokuzlu roem mi", "tr", ("klaverjas", "roem"), FIRST),
    ("roem claimed", "en", ("klaverjas", "roem"), FIRST),
    ("roem söylenmezse", "tr", ("klaverjas", "roem"), FIRST),
    ("owner no longer has the card to take the house", "en", ("seep", "owner-without-card"), FIRST),
    ("evimi alacak kartım kalmadı", "tr", ("seep", "owner-without-card"), FIRST),
    ("empty floor after a sweep", "en", ("seep", "after-sweep"), FIRST),
    ("süpürmeden sonra ne oynanır", "tr", ("seep", "after-sweep"), FIRST),
    ("turned a card out of turn", "en", ("ers", "out-of-turn"), FIRST),
    ("sırası değilken kart açtı", "tr", ("ers", "out-of-turn"), FIRST),
    ("what if someone revokes in king", "en", ("king", "revoke"), FIRST),
    ("kingde renk vermedi", "tr", ("king", "revoke"), FIRST),
    ("must i play the king of hearts when the ace is in the trick", "en", ("king", "rifki"), FIRST),
    ("kupa ası düştü rıfkıyı vermek zorunlu mu", "tr", ("king", "rifki"), FIRST),
    # Typed in Dutch at a klaverjas table: the Dutch stemmer, the table's words, questions
    ("mag ik ondertroeven", "nl", ("klaverjas", "amsterdam"), TOP3),
    ("verzaken", "nl", ("klaverjas", "revoke"), TOP3),
    ("VERZAKEN", "nl", ("klaverjas", "revoke"), TOP3),
    ("verzaakte", "nl", ("klaverjas", "revoke"), TOP3),
    ("verzaken", "en", ("klaverjas", "revoke"), TOP3),
    ("wat is stuk", "nl", ("klaverjas", "stuk"), FIRST),
    ("heer en vrouw van troef", "nl", ("glossary", "stuk"), TOP3),
    ("maat heeft de slag moet ik troeven", "nl", ("klaverjas", "amsterdam"), FIRST),
    ("rotterdams", "nl", ("klaverjas", "rotterdam"), FIRST),
    ("amsterdams klaverjassen", "nl", ("klaverjas", "amsterdam"), FIRST),
    ("hoeveel is een driekaart", "nl", ("klaverjas", "roem"), FIRST),
    ("vier boeren", "nl", ("klaverjas", "roem"), FIRST),
    ("tellen vier zevens als roem", "nl", ("klaverjas", "roem"), FIRST),
    ("roem melden", "nl", ("klaverjas", "roem"), FIRST),
    ("wanneer ga je nat", "nl", ("klaverjas", "nat"), FIRST),
    ("gelijk spel nat", "nl", ("klaverjas", "nat"), FIRST),
    ("pit hoeveel punten", "nl", ("klaverjas", "pit"), TOP3),
    # The glossary's pit (mars in Dutch) may come first: it answers too.
    ("mars", "nl", ("klaverjas", "pit"), TOP3),
    ("wie moet troef maken als iedereen past", "nl", ("klaverjas", "trump"), FIRST),
    ("verplicht spelen", "nl", ("klaverjas", "trump"), FIRST),
    ("verkeerd gedeeld", "nl", ("klaverjas", "misdeal"), FIRST),
    ("tot 1500", "nl", ("klaverjas", "to-points"), FIRST),
    ("geen roem na verzaken", "nl", ("klaverjas", "revoke-roem"), FIRST),
    ("de rest is voor ons", "nl", ("klaverjas", "claim"), FIRST),
    ("bekennen", "nl", ("klaverjas", "following-suit"), FIRST),
    ("hoeveel punten is de troefboer", "nl", ("klaverjas", "card-values"), TOP3),
    ("wij zij", "nl", ("klaverjas", "deck"), TOP3),
    ("laatste slag", "nl", ("glossary", "last-trick"), FIRST),
    ("wie geeft", "nl", ("klaverjas", "dealing"), FIRST),
    ("ştanga", "nl", ("joker", "stanga"), TOP3),
    ("huis opbreken", "nl", ("glossary", "break"), FIRST),
]

# (query, interface language, the language of the first result)
LANGUAGE_FIRST = [
    ("stanga", "en", "en"),
    ("stanga", "tr", "tr"),
    ("bazzi", "en", "en"),
    ("bazzi", "tr", "tr"),
    ("roem", "tr", "tr"),
    ("nat", "en", "en"),
    ("kartları", "en", "tr"),  # a Turkish word finds the Turkish text (not koz: King says it)
    ("roem", "nl", "nl"),
    ("ondertroeven", "en", "nl"),  # a Dutch word finds the Dutch text
]


def ranked(query: str, language: str) -> list[tuple[str, str]]:
    return [
        (hit.section.document, hit.section.anchor) for hit in search.search(query, language).hits
    ]


def test_the_table_covers_the_languages_and_enough_queries():
    assert len(QUERIES) >= 40
    assert {language for _, language, _, _ in QUERIES} >= {"en", "tr", "nl"}
    assert sum(language == "nl" for _, language, _, _ in QUERIES) >= 15


@pytest.mark.parametrize(
    ("query", "language", "section", "within"),
    QUERIES,
    ids=[f"{language}:{query}" for query, language, _, _ in QUERIES],
)
def test_search_finds_the_section(query, language, section, within):
    results = ranked(query, language)
    assert section in results[:within], f"{query!r} ({language}) gave {results[:5]}"


@pytest.mark.parametrize(("query", "language", "first_language"), LANGUAGE_FIRST)
def test_the_interface_language_ranks_first(query, language, first_language):
    assert search.search(query, language).hits[0].section.language == first_language


def test_most_queries_find_their_section_first():
    firsts = sum(
        ranked(query, language)[:1] == [section] for query, language, section, _ in QUERIES
    )
    assert firsts / len(QUERIES) >= 0.8


# Players' queries written by someone who had not seen the table above, as typed at the table in
# the middle of a game. Each lists the sections a player asking it would be glad to land on (a
# game's section or its glossary entry); one of them must be in the first three, whichever the
# interface's language.
K, J, S, E, G = "klaverjas", "joker", "seep", "ers", "glossary"
PLAYERS_QUERIES = [
    # Typed in Turkish: suffixes, no Turkish letters, capitals, synonyms, verb forms
    ("kozu kim seçer", "tr", {(K, "trump"), (J, "trump"), (G, "trump")}),
    ("ştangada kaç puan", "tr", {(J, "stanga"), (G, "stanga")}),
    ("bazziyi kaybetmek", "tr", {(S, "bazzi"), (S, "under-nine"), (G, "bazzi"), (G, "under-nine")}),
    (
        "joker nasil oynanir",
        "tr",
        {(J, ""), (J, "joker-card"), (J, "play"), (G, "joker-card"), (G, "joker-lead")},
    ),
    ("pit kac puan", "tr", {(K, "pit"), (G, "pit")}),
    ("dagitici ne diyemez", "tr", {(J, "dealer-restriction"), (G, "dealer-restriction")}),
    ("sandvic", "tr", {(E, "sandwich"), (G, "sandwich")}),
    ("SIRADAKİ DAĞITICI", "tr", {(S, "dealer")}),
    # Seep, the game, and its sweep: the Turkish pages call the sweep süpürme, so "seep" is the
    # game, whose scoring at a glance answers as well as the sweep does.
    ("seep kac puan", "tr", {(S, "at-a-glance"), (S, "scoring"), (S, "sweeps"), (G, "sweep")}),
    ("acilis seepi", "tr", {(S, "opening-sweep"), (G, "opening-sweep")}),
    ("ev nasıl bozulur", "tr", {(S, "breaking-houses"), (G, "break")}),
    (
        "kozu yukseltmek zorunlu mu",
        "tr",
        {(K, "amsterdam"), (K, "following-suit"), (K, "rotterdam"), (G, "overtrump")},
    ),
    ("eşim alıyorsa koz atmalı mıyım", "tr", {(K, "amsterdam"), (K, "rotterdam")}),
    ("STUK KAC PUAN", "tr", {(K, "stuk"), (G, "stuk")}),
    ("dört vale kaç roem", "tr", {(K, "roem")}),
    ("yanlış vurdum", "tr", {(E, "wrong-slap"), (G, "wrong-slap")}),
    ("kartım bitti", "tr", {(E, "comeback"), (E, "out-of-cards"), (G, "elimination")}),
    ("kiz kac sans verir", "tr", {(E, "face-cards"), (G, "face-card")}),
    ("vale kozda kaç puan", "tr", {(K, "card-values")}),
    ("temiz dokuz", "tr", {(J, "scoring"), (G, "clean-nine")}),
    ("prim silme", "tr", {(J, "erase"), (G, "erase")}),
    ("KARANLIK", "tr", {(J, "dark"), (G, "dark")}),
    ("altın dağıtımda puan", "tr", {(J, "golden"), (G, "golden")}),
    ("pas tutmazsa ne olur", "tr", {(J, "scoring"), (J, "stanga"), (G, "pass")}),
    ("9un altinda kalan takim", "tr", {(S, "under-nine"), (G, "under-nine")}),
    ("maç kaç bazzi", "tr", {(S, "end")}),
    ("teklifçi kim", "tr", {(S, "bid"), (S, "dealing"), (S, "first-play"), (G, "seep-bid")}),
    ("son el kaç puan", "tr", {(K, "card-values"), (G, "last-trick")}),
    ("verzakt", "tr", {(K, "revoke"), (G, "revoke")}),
    ("ust alt vurusu", "tr", {(E, "top-bottom"), (G, "top-bottom")}),
    # Typed in English: questions, plurals and verb forms, typos, players' words
    ("what is nat", "en", {(K, "nat"), (G, "nat")}),
    ("how many points for pit", "en", {(K, "pit"), (G, "pit")}),
    ("who deals next seep", "en", {(S, "dealer")}),
    (
        "can dealer bid",
        "en",
        {(J, "bidding"), (J, "dealer-restriction"), (G, "dealer-restriction")},
    ),
    ("slap penalty", "en", {(E, "wrong-slap"), (G, "burn"), (G, "wrong-slap")}),
    ("what does stuk mean", "en", {(K, "stuk"), (G, "stuk")}),
    ("houses seep", "en", {(S, "houses"), (G, "house")}),
    ("jack queen king ace chances", "en", {(E, "face-cards"), (G, "face-card")}),
    ("BURN", "en", {(E, "wrong-slap"), (G, "burn")}),
    ("trump order klaverjas", "en", {(K, "card-values")}),
    (
        "overtrumping",
        "en",
        {(K, "amsterdam"), (K, "rotterdam"), (G, "amsterdam"), (G, "overtrump")},
    ),
    ("partner winning do i have to trump", "en", {(K, "amsterdam"), (K, "rotterdam")}),
    ("shtanga per card", "en", {(J, "options"), (J, "stanga")}),
    ("bid zero", "en", {(J, "bidding"), (G, "pass")}),
    ("premium best deal counted twice", "en", {(J, "premium"), (G, "premium")}),
    ("sweep with last card", "en", {(S, "sweeps")}),
    ("opening sweep points", "en", {(S, "opening-sweep"), (G, "opening-sweep")}),
    ("under 9 points", "en", {(S, "under-nine"), (G, "under-nine")}),
    ("running diffrence", "en", {(S, "bazzi"), (G, "running-difference")}),
    ("how many bazzis in a match", "en", {(S, "end")}),
    ("can i break my own house", "en", {(S, "breaking-houses"), (G, "break")}),
    ("four jacks", "en", {(K, "roem")}),
    ("revoking", "en", {(K, "revoke"), (G, "revoke")}),
    ("who leads the first trick", "en", {(K, "trump"), (J, "play")}),
    ("cemnted house", "en", {(S, "cemented-houses"), (G, "cemented-house")}),
    ("two people slap at the same time", "en", {(E, "slaps")}),
    ("ran out of cards", "en", {(E, "out-of-cards"), (G, "elimination")}),
    ("JOKER TAKE OR LEAVE", "en", {(J, "joker-card"), (G, "joker-card")}),
    ("capture value queen", "en", {(S, "capture-values"), (G, "capture-value")}),
    ("ten of diamonds", "en", {(S, "card-points"), (G, "card-points")}),
]


def test_the_players_table_has_thirty_queries_in_each_language():
    assert sum(language == "tr" for _, language, _ in PLAYERS_QUERIES) == 30
    assert sum(language == "en" for _, language, _ in PLAYERS_QUERIES) == 30


def test_the_players_table_names_sections_that_exist():
    # When the texts are revised, a renamed anchor shows here rather than as a search miss.
    sections = {
        (document.name, section.anchor)
        for document in content.documents().values()
        for section in document.sections
    }
    named = {section for _, _, wanted in PLAYERS_QUERIES for section in wanted}
    assert named <= sections, sorted(named - sections)


# Questions the search answers a place too low since the Georgian texts joined the index: its
# bm25 statistics are shared by every language (one table per language was tried and ranked
# worse: a small table weighs rare words too much, and scores from two tables do not compare).
# Strict: a change that answers them right shows here, and the row moves back.
KNOWN_MISSES = {
    "ştangada kaç puan": "the dark and no-trump deals, which say ştanga and points, come first",
    "რამდენია ხიშტი ცხრიანებში": "stanga-nines comes fourth, after stanga, options and golden",
}


def known_miss(request, query):
    if query in KNOWN_MISSES:
        request.applymarker(pytest.mark.xfail(reason=KNOWN_MISSES[query], strict=True))


@pytest.mark.parametrize("interface", ["tr", "en"])
@pytest.mark.parametrize(
    ("query", "typed_in", "sections"),
    PLAYERS_QUERIES,
    ids=[f"{language}:{query}" for query, language, _ in PLAYERS_QUERIES],
)
def test_a_players_query_finds_a_right_section_in_the_top_three(
    query, typed_in, sections, interface, request
):
    known_miss(request, query)
    results = ranked(query, interface)
    assert sections & set(results[:3]), f"{query!r} ({interface}) gave {results[:5]}"


# Georgian, typed as a Georgian table types: the words of Joker's Georgian page and of the
# glossary, questions with their endings, and the words of the older score sheets a Georgian
# still says (შტანგა, ბიდი, ვზიატკა, ბონუსი: Joker's Georgian synonyms). Each row: the query,
# the section that must come back in a Georgian interface and within which rank, and what it
# needs of the search beyond a Georgian word as written: its endings taken off, or Joker's
# Georgian words read as synonyms by language.
ENDINGS, SYNONYMS = "endings", "synonyms"
GEORGIAN_QUERIES = [
    ("ხიშტი", (J, "stanga"), FIRST, None),
    ("ხიშტი რამდენია", (J, "stanga"), TOP3, None),
    ("რამდენია ხიშტი ცხრიანებში", (J, "stanga-nines"), TOP3, None),
    ("ჯოკერის შესვლა", (J, "joker-card"), TOP3, None),
    ("ჯოკრით შევიდა მაღალი", (J, "joker-card"), TOP3, None),
    ("ჯოკერით შევედი ფერი არ მაქვს", (J, "joker-lead-void"), FIRST, None),
    ("მაღლა დაბლა", (J, "joker-card"), FIRST, None),
    ("ორი ჯოკერი ერთ ხელში", (J, "joker-card"), FIRST, None),
    ("დამრიგებლის აკრძალვა", (J, "dealer-restriction"), FIRST, None),
    ("დამრიგებელი რას ვერ იტყვის", (J, "dealer-restriction"), FIRST, None),
    ("დილერი ბოლოს ამბობს", (J, "bidding"), TOP3, None),
    ("პასი რამდენი ქულაა", (G, "pass"), FIRST, None),
    ("პასი ვერ შევასრულე", (J, "scoring"), TOP3, None),
    ("ნათქვამის შეცვლა", (J, "bid-change"), FIRST, None),
    ("ნათქვამი შევცვალო", (J, "bid-change"), TOP3, None),
    ("პრემია როდის იწერება", (J, "premium"), TOP3, None),
    ("წაშლა", (J, "erase"), FIRST, None),
    ("ერთადერთი პრემია წაშლა", (J, "erase-single"), FIRST, None),
    ("ოქროს დარიგება", (J, "golden"), FIRST, None),
    ("ბნელი", (J, "dark"), FIRST, None),
    ("მიზერი", (J, "miser"), FIRST, None),
    ("ბეზი", (J, "trump"), FIRST, None),
    ("ცხრიანებში კოზირს ვინ ამბობს", (J, "trump"), TOP3, None),
    ("ფერის არმიცემა", (J, "revoke"), FIRST, None),
    ("მასტი არ მქონდა", (J, "revoke"), FIRST, None),
    ("არასწორი დარიგება", (J, "misdeal"), FIRST, None),
    ("რიგის გარეშე ჩამოვიდა", (J, "lead-out-of-turn"), FIRST, None),
    ("საით ვთამაშობთ", (J, "direction"), FIRST, None),
    ("-500 ცხრიანებში", (J, "stanga-nines"), FIRST, None),
    ("სუფთა ცხრა", (G, "clean-nine"), FIRST, None),
    ("რუმი", (G, "roem"), FIRST, None),
    ("სტუკი", (G, "stuk"), FIRST, None),
    ("ნატი", (G, "nat"), FIRST, None),
    ("სენდვიჩი", (G, "sandwich"), FIRST, None),
    ("ბაზი", (G, "bazzi"), FIRST, None),
    ("ხიშტის ჯარიმა", (J, "stanga"), FIRST, ENDINGS),
    ("დამრიგებელმა რა ვერ თქვას", (J, "dealer-restriction"), FIRST, ENDINGS),
    ("პულკაში ყველა ნათქვამი შევასრულე", (J, "premium"), FIRST, ENDINGS),
    ("შტანგა", (J, "stanga"), FIRST, SYNONYMS),
    ("ბონუსი რამდენია", (J, "premium"), FIRST, SYNONYMS),
    ("ბრმა თქმა", (J, "dark"), FIRST, SYNONYMS),
    ("ბიდი", (J, "bidding"), TOP3, SYNONYMS),
    ("ვზიატკა", (G, "trick"), TOP3, SYNONYMS),
    ("ვიღებ ჯოკერს", (J, "joker-card"), FIRST, SYNONYMS),
]


def search_can(need: str | None) -> bool:
    """Whether the search does what a row needs: Georgian endings (rules/georgian.py), or a
    game's synonyms read by language (each game's search_synonyms keyed by language, Joker's
    Georgian ones among them: scorepad/games/joker/game.py)."""
    if need == ENDINGS:
        return importlib.util.find_spec("rules.georgian") is not None
    if need == SYNONYMS:
        return all(
            isinstance(words, Mapping) for words in game_type("seep").search_synonyms.values()
        )
    return True


def test_the_georgian_table_has_thirty_questions_on_words_as_written():
    assert sum(need is None for *_, need in GEORGIAN_QUERIES) >= 30


@pytest.mark.parametrize(
    ("query", "section", "within", "need"),
    GEORGIAN_QUERIES,
    ids=[f"ka:{query}" for query, *_ in GEORGIAN_QUERIES],
)
def test_search_finds_the_section_of_a_georgian_question(query, section, within, need, request):
    known_miss(request, query)
    if not search_can(need):
        pytest.skip(f"the search does not read Georgian {need} yet")
    results = ranked(query, "ka")
    assert section in results[:within], f"{query!r} (ka) gave {results[:5]}"


def test_most_georgian_questions_find_their_section_first():
    rows = [(query, section) for query, section, _, need in GEORGIAN_QUERIES if search_can(need)]
    firsts = sum(ranked(query, "ka")[:1] == [section] for query, section in rows)
    assert firsts / len(rows) >= 0.8
