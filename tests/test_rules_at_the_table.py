"""What players look up in the middle of a game, answered on the rule pages in both languages,
and marked as table practice where the sources are silent; the Turkish pages in the words of a
Turkish table."""

from __future__ import annotations

import re

import pytest

from rules import content, search, turkish

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
    ("joker", "bid-change", "until the next player has spoken", "sıradaki oyuncu konuşana", True),
    ("joker", "lead-out-of-turn", "goes back to that player's hand", "eline geri döner", True),
    ("klaverjas", "claim", "the rest is ours", "gerisi bizim", True),
    ("klaverjas", "roem", "four sevens are no roem", "dört yedili roem değildir", True),
    ("klaverjas", "roem", "count roem only when it is claimed", "ancak söylenirse sayılır", True),
    ("klaverjas", "stuk", "team of the player who holds both", "iki kartı da elinde tutan", True),
    ("seep", "owner-without-card", "may only capture", "ancak kart almak için", True),
    # An empty floor leaves nothing to capture or build on: that follows from the rules.
    ("seep", "after-sweep", "they throw a card", "bir kart atar", False),
    ("seep", "cemented-houses", "pakka ghar", "pakka ghar", True),
    ("seep", "sweeps", "call a sweep a seep", "sözcükle seep der", True),
    ("ers", "out-of-turn", "as a card paid for a wrong slap", "yanlış vuruşta ödenen", True),
    ("ers", "setup", "one at a time", "birer birer", True),
    ("ers", "top-bottom", "never a paid card", "ödenmiş karta asla", True),
    ("king", "revoke", "pay for all of it", "bedelin tamamını", True),
    ("king", "rifki", "in which the A♥ has been played", "kupa ası atılmış", True),
    ("king", "koz", "forbid leading trumps", "kozla ele başlanmasına izin", True),
]


@pytest.fixture(scope="module")
def sections():
    return {
        (name, language): {section.anchor: section for section in document.sections}
        for (name, language), document in content.documents().items()
    }


@pytest.mark.parametrize("language", ["en", "tr"])
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
