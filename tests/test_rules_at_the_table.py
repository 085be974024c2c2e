"""What players look up in the middle of a game, answered on the rule pages in both languages,
and marked as table practice where the sources are silent (each game's answers are in its tests'
``rule_pages.py``, what players type to find them in its ``search.py``); the Turkish pages in
the words of a Turkish table."""

from __future__ import annotations

import re

import pytest

from rules import content, turkish
from scorepad.games import installed
from tests.contract import data

PRACTICE = 'class="practice"'


def answers():
    """Each installed game's answers to what players look up (its tests' ``rule_pages.py``)."""
    found = []
    for name in installed():
        pages = data(name, "rule_pages")
        for anchor, english, in_turkish, practice in getattr(pages, "ANSWERS", ()):
            found.append(
                pytest.param(name, anchor, english, in_turkish, practice, id=f"{name}#{anchor}")
            )
    return found


@pytest.fixture(scope="module")
def sections():
    return {
        (name, language): {section.anchor: section for section in document.sections}
        for (name, language), document in content.documents().items()
    }


# The answers are written in English and Turkish (each game's ``rule_pages.ANSWERS``).
@pytest.mark.parametrize("language", ["en", "tr"])
@pytest.mark.parametrize(("name", "anchor", "english", "turkish", "practice"), answers())
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


# Words a Turkish table would not use: "Onlar" reads as "they", "söyleniş" is a pronunciation,
# "düzeltme" a correction, "balık tutma" a literal "fishing", "sağlam ev" a name no source
# gives, "bazzis" an option's key. Then the wording a Turkish player corrected: the dealer's
# restriction is "dağıtanın yasağı", a zero bid is "pas der", a bid is kept ("sözünü tuttu") or
# missed ("tutturamadı"), the next player sits on the left, a hand of cards is no "el" that grows,
# a pack is shuffled ("karıştırır"), a King deal counts cards or tricks (no "birim") and a void one
# is "iptal", number cards are "sayı kartları", the Dutch language is "Hollandaca", a bonus is a
# "prim", a Klaverjas deal is made ("çıktı", "batmadı"), and the Turkish body keeps the English
# names out (revoke, Basic, Wide...).
NOT_TURKISH = [
    r"\bOnlar \(",
    "söyleniş",
    r"\bdüzeltme(si)?\b",
    "balık tutma",
    "sağlam ev",
    "bazzis",
    r"(?i)dağıtıcının kısıtı",
    r"\bpas geç",
    r"\bsöz (tuttu|tutmadı)",
    "ardındaki oyuncu",
    r"\beller [^.]*büyür",
    r"dağıtıcı karar\b",
    r"(?i)bir bakışta",
    r"\b9 altı",
    r"\bbirim",
    "geçersiz",
    "sayılı kart",
    "Felemenk",
    r"\bbonus",
    "tutmuştur",
    r"\(revoke\)|\*revoke\* denir",
    r"\((Basic|Wide|With jokers|Comeback|Strict)\)",
]


@pytest.mark.parametrize("name", content.names())
def test_the_turkish_pages_keep_to_a_turkish_tables_words(name):
    text = content.source(name, "tr") or ""
    assert [word for word in NOT_TURKISH if re.search(word, text)] == []


# The Turkish pages speak to the player as "sen", as the interface does ("yeniden dene", "bir
# oyun dosyası seç"): never "siz", its endings (seçersiniz, masanız) or its imperatives (seçin,
# okuyun, kararlaştırın).
SIZ = re.compile(r"\bsiz(?:in|e|i|den|de|ce|inle)?\b", re.IGNORECASE)
SIZ_ENDING = re.compile(r"[aeıioöuü]n[ıiuü]z")
SIZ_IMPERATIVE_AFTER_VOWEL = re.compile(r"[aeıioöuü]y[ıiuü]n$")
SIZ_IMPERATIVES = frozenset(
    [
        "yazın",
        "seçin",
        "girin",
        "bakın",
        "durun",
        "kararlaştırın",
        "değiştirin",
        "vurun",
        "konuşun",
        "bırakın",
        "yapın",
        "edin",
        "verin",
        "gösterin",
        "sayın",
        "dağıtın",
        "karıştırın",
        "çıkarın",
    ]
)
# A name, plain words and the genitive of words that end in y (şey-in, ne-y-in).
NOT_SIZ = frozenset({"deniz", "henüz", "oyun", "koyun", "boyun", "yaygın", "şeyin", "neyin"})
TURKISH_WORD = re.compile(r"[^\W\d_]+")


def siz_words(text: str) -> list[str]:
    found = []
    for word in TURKISH_WORD.findall(re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)):
        lowered = turkish.lower(word)
        if lowered in NOT_SIZ:
            continue
        if (
            SIZ.fullmatch(lowered)
            or SIZ_ENDING.search(lowered)
            or SIZ_IMPERATIVE_AFTER_VOWEL.search(lowered)
            or lowered in SIZ_IMPERATIVES
        ):
            found.append(word)
    return found


@pytest.mark.parametrize(
    "text",
    [
        "İlk dağıtıcıyı siz seçersiniz.",
        "Masanız başka oynuyorsa",
        "tabloyu okuyun",
        "kararlaştırın",
    ],
)
def test_the_siz_check_sees_siz(text):
    assert siz_words(text)


@pytest.mark.parametrize("text", ["İlk dağıtıcıyı sen seçersin.", "Masan başka oynuyorsa, Deniz"])
def test_the_siz_check_lets_sen_through(text):
    assert siz_words(text) == []


@pytest.mark.parametrize("name", content.names())
def test_the_turkish_pages_say_sen_never_siz(name):
    assert siz_words(content.source(name, "tr") or "") == []
