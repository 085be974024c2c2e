"""The Egyptian Rat Screw rule page's helpers without JavaScript: the server answers the slap and
the challenge forms, keeps the choices, in both languages, and hands the phone the sentences of
its answers; no other rule page carries them."""

from __future__ import annotations

import json
import re

import pytest

from rules import content
from tests.contract import game_of

GAME = game_of(__name__)
PAGE = f"/rules/{GAME}/"


def get(client, url, language="en", **headers):
    return client.get(url, headers={"accept-language": language, **headers})


def test_the_slap_helper_answers_without_javascript(client):
    html = get(
        client, PAGE + "?helper=slap&top=5&second=9&third=5&combos=double&combos=sandwich"
    ).content.decode()
    assert "Slap! Sandwich" in html
    assert 'href="#sandwich"' in html


def test_the_slap_helper_says_a_slap_now_costs_the_penalty(client):
    html = get(
        client, PAGE + "?helper=slap&top=5&second=9&combos=double&penalty=2"
    ).content.decode()
    assert "wrong slap: it costs 2 cards" in html


def test_the_slap_helper_keeps_the_choices(client):
    html = get(
        client, PAGE + "?helper=slap&top=6&bottom=6&combos=top-bottom&jokers=on&penalty=3"
    ).content.decode()
    assert "Slap! Top-bottom" in html
    assert 'value="top-bottom" checked' in html
    assert 'value="double" checked' not in html
    assert '<option value="3" selected>' in html


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "cards paid for a wrong slap go under it but never count as the bottom card"),
        ("tr", "yanlış vuruş için ödenen kartlar onun altına girer ama hiçbir zaman alttaki kart"),
    ],
)
def test_the_slap_helper_says_a_burned_card_is_never_the_bottom_card(client, language, words):
    # The rule page settles it (top-bottom): the bottom card is the first card turned up, and
    # the helper asks for that card, with a link to the rule.
    html = get(client, PAGE + "", language).content.decode()
    hint = re.search(r'<p class="hint" data-testid="bottom-hint">(.*?)</p>', html, re.S).group(1)
    assert words in hint
    assert 'href="#top-bottom"' in hint


def test_the_challenge_helper_says_who_takes_the_pile(client):
    html = get(client, PAGE + "?helper=challenge&face=Q&turned1=4&turned2=7").content.decode()
    assert "A queen gives the next player 2 chances" in html
    assert "whoever played the queen takes the pile" in html


def helper_words(html: str) -> dict:
    """The translations the page hands to the helpers' referee on the phone."""
    found = re.search(r'<script id="referee-words" type="application/json">(.*?)</script>', html)
    return json.loads(found.group(1))["words"]


def verdicts(html: str) -> list[str]:
    return re.findall(r"<span data-verdict>(.*?)</span>", html, re.S)


def test_the_slap_helper_answers_in_turkish(client):
    html = get(client, PAGE + "?helper=slap&top=8&second=8&combos=double", "tr").content.decode()
    assert '<html lang="tr">' in html
    assert verdicts(html)[0] == "Vur! Çift: üstteki kart, hemen altındakiyle aynı değerde."
    html = get(
        client, PAGE + "?helper=slap&top=8&second=9&combos=double&penalty=2", "tr"
    ).content.decode()
    assert verdicts(html)[0] == (
        "Vuruş yok. Şimdi vurmak yanlış vuruş olur: cezası yığının altına 2 kart."
    )


def test_the_challenge_helper_answers_in_turkish(client):
    html = get(client, PAGE + "?helper=challenge&face=Q&turned1=4&turned2=7", "tr")
    assert verdicts(html.content.decode())[1] == (
        "Kız, sıradaki oyuncuya resimli kart ya da as açması için 2 hak verir. "
        "Haklar bitti, resimli kart ya da as çıkmadı: yığını kızı oynayan alır."
    )


def test_the_helpers_hand_the_phone_their_sentences_in_the_interface_language(client):
    turkish = helper_words(get(client, PAGE + "", "tr").content.decode())
    assert turkish["Slap! Double: the top card has the rank of the card just below it."] == (
        "Vur! Çift: üstteki kart, hemen altındakiyle aynı değerde."
    )
    assert turkish[
        "No slap. A slap now is a wrong slap: it costs %(count)d cards under the pile."
    ] == ("Vuruş yok. Şimdi vurmak yanlış vuruş olur: cezası yığının altına %(count)d kart.")
    assert turkish["A king gives the next player 3 chances to turn up a face card or an ace."] == (
        "Papaz, sıradaki oyuncuya resimli kart ya da as açması için 3 hak verir."
    )
    assert turkish["No answer yet: %(count)d chances left."] == (
        "Henüz karşılık yok: %(count)d hak kaldı."
    )
    # In English the phone says the referee's own words.
    assert helper_words(get(client, PAGE + "", "en").content.decode()) == {}


def test_the_helpers_are_only_on_the_egyptian_rat_screw_page(client):
    assert 'id="slap-helper"' in get(client, PAGE + "").content.decode()
    assert 'id="slap-helper"' not in get(client, "/rules/joker/").content.decode()
    assert "js/referee.js" not in get(client, "/rules/joker/").content.decode()
    assert "js/referee.js" in get(client, PAGE + "").content.decode()


# The helpers link their answers to these sections.
HELPER_ANCHORS = {"double", "sandwich", "top-bottom", "tens", "jokers", "wrong-slap"}


@pytest.mark.parametrize("language", content.written_in(GAME))
def test_the_slap_helper_links_to_sections_that_exist(language):
    assert content.documents()[GAME, language].anchors >= HELPER_ANCHORS


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_top_bottom_and_the_burn_say_a_burned_card_is_never_the_bottom_card(language):
    # Penalty cards go under the pile; the top-bottom still looks at the first card turned up.
    sections = {s.anchor: s for s in content.documents()[GAME, language].sections}
    assert 'href="#wrong-slap"' in sections["top-bottom"].html
    assert 'href="#top-bottom"' in sections["wrong-slap"].html
    first = {"en": "first card turned up", "tr": "açılan ilk kart"}[language]
    assert first in sections["top-bottom"].text


def test_the_turkish_page_uses_the_sources_turkish_names():
    assert "yüz kartı mücadelesi" in (content.source(GAME, "tr") or "").lower()
