"""What players look up in the middle of a game, answered on the rule pages in both languages,
and marked as table practice where the sources are silent; the Turkish pages in the words of a
Turkish table."""

from __future__ import annotations

import re

import pytest

from rules import content, search

PRACTICE = 'class="practice"'

# (page, anchor, a few words of the answer in English, in Turkish, marked as table practice)
ANSWERS = [
    ("joker", "direction", "clockwise", "saat yönünde", True),
    ("joker", "joker-lead-void", "as if that suit had been led", "renk açılmış gibi", True),
    ("joker", "misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("joker", "revoke", "is a revoke", "kural ihlalidir", True),
    ("klaverjas", "misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("klaverjas", "revoke-claim", "the first offence counts", "ilk hata geçerlidir", True),
    ("klaverjas", "deck", "Dutch tables head the two columns", "Hollanda masaları", True),
    ("klaverjas", "end", "shared result", "beraberlik", True),
    ("ers", "misdeal", "deal again", "yeniden dağıtılır", True),
    ("ers", "slap-in-challenge", "the challenge is over", "düello orada biter", True),
    ("ers", "out-in-challenge", "challenge lost", "kaybedilmiş bir düello", True),
    ("ers", "short-burn", "pays all they have", "ne varsa öder", True),
    ("ers", "wrong-slap", "call the penalty a burn", "burn", True),
    ("seep", "misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("seep", "cementing-loose", "played with a card from the hand", "elden bir kartla", True),
    # The deal stays with the team behind, and with the dealer when the teams are level.
    ("seep", "dealer", "when the teams are level", "takımlar eşitse son", False),
]


@pytest.fixture(scope="module")
def sections():
    return {
        (name, language): {section.anchor: section for section in document.sections}
        for (name, language), document in content.documents().items()
    }


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize(
    ("name", "anchor", "english", "turkish", "practice"),
    ANSWERS,
    ids=[f"{name}#{anchor}" for name, anchor, *_ in ANSWERS],
)
def test_the_pages_answer_what_players_look_up(
    sections, language, name, anchor, english, turkish, practice
):
    section = sections[name, language][anchor]
    assert (english if language == "en" else turkish) in section.text
    assert (PRACTICE in section.html) is practice


# Sections other work rewrites (the house rules' options); their wording is left to it.
@pytest.mark.parametrize("name", content.names())
def test_the_turkish_pages_call_the_app_skor_defteri(sections, name):
    named = [
        anchor
        for anchor, section in sections[name, "tr"].items()
        if "Scorepad" in section.title + section.text
    ]
    assert named == []


# What players type for those questions, in their own words: the answer is in the first three.
LOOKED_UP = [
    ("how much is a marriage", "en", ("klaverjas", "stuk")),  # English players' stuk
    ("marriage points", "en", ("klaverjas", "stuk")),
    ("joker revoke", "en", ("joker", "revoke")),
    ("misdeal joker", "en", ("joker", "misdeal")),
    ("which way does play go joker", "en", ("joker", "direction")),
    ("joker led highest no card of that suit", "en", ("joker", "joker-lead-void")),
    ("joker yanlış dağıtım", "tr", ("joker", "misdeal")),
    ("jokerde renge uymamak", "tr", ("joker", "revoke")),
    ("joker hangi yöne oynanır", "tr", ("joker", "direction")),
    ("when can you claim a revoke", "en", ("klaverjas", "revoke-claim")),
    ("both teams revoked", "en", ("klaverjas", "revoke-claim")),
    ("klaverjas misdeal", "en", ("klaverjas", "misdeal")),
    ("verzaakt ne zaman bildirilir", "tr", ("klaverjas", "revoke-claim")),
    ("klaverjas yanlış dağıtım", "tr", ("klaverjas", "misdeal")),
    ("seep misdeal", "en", ("seep", "misdeal")),
    ("slap during a challenge", "en", ("ers", "slap-in-challenge")),
    ("ran out of cards during a challenge", "en", ("ers", "out-in-challenge")),
    ("too few cards to pay the burn", "en", ("ers", "short-burn")),
    ("owe more cards than i have", "en", ("ers", "short-burn")),
    ("düelloda kartım bitti", "tr", ("ers", "out-in-challenge")),
    ("cezayı ödeyecek kartım yok", "tr", ("ers", "short-burn")),
    ("cement with loose cards", "en", ("seep", "cementing-loose")),
    ("does cementing need a card from my hand", "en", ("seep", "cementing-loose")),
    ("serbest kartlarla çimentolamak", "tr", ("seep", "cementing-loose")),
]


@pytest.mark.parametrize(("query", "language", "section"), LOOKED_UP)
def test_the_search_finds_the_answer_under_the_players_words(query, language, section):
    hits = search.search(query, language).hits
    found = [(hit.section.document, hit.section.anchor) for hit in hits[:3]]
    assert section in found, found


# Words a Turkish table would not use: "Onlar" reads as "they", "söyleniş" is a pronunciation,
# "düzeltme" a correction, "balık tutma" a literal "fishing", "sağlam ev" a name no source
# gives, "bazzis" an option's key.
NOT_TURKISH = [
    r"\bOnlar \(",
    "söyleniş",
    r"\bdüzeltme(si)?\b",
    "balık tutma",
    "sağlam ev",
    "bazzis",
]


@pytest.mark.parametrize("name", content.names())
def test_the_turkish_pages_keep_to_a_turkish_tables_words(name):
    text = content.source(name, "tr") or ""
    assert [word for word in NOT_TURKISH if re.search(word, text)] == []
