"""The rules pages: the index, the game pages and the glossary, the search, the helpers."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from django.conf import settings
from django.urls import reverse

from bench import search as bench
from rules import content, search

PAGE_BUDGET_GZIP_BYTES = 60 * 1024


def get(client, url, language="en", **headers):
    return client.get(url, headers={"accept-language": language, **headers})


def test_the_index_lists_the_four_games_and_the_glossary(client):
    html = get(client, "/rules/").content.decode()
    for name in content.names():
        assert f'href="/rules/{name}/"' in html
    assert 'id="results"' in html
    assert 'action="/rules/search/"' in html


@pytest.mark.parametrize("name", content.names())
def test_a_rule_page_shows_the_whole_text_in_the_interface_language(client, name):
    for language in content.LANGUAGES:
        response = get(client, f"/rules/{name}/", language)
        html = response.content.decode()
        document = content.documents()[name, language]
        assert response.status_code == 200
        assert f'<article class="rule-text" lang="{language}">' in html
        assert f'<h1 lang="{language}">{document.title}</h1>' in html.replace("&#x27;", "'")
        for section in document.sections:
            if section.anchor:
                assert f'id="{section.anchor}"' in html


def test_the_other_language_is_one_link_away(client):
    html = get(client, "/rules/joker/", "en").content.decode()
    assert 'href="?lang=tr"' in html
    turkish = get(client, "/rules/joker/?lang=tr", "en").content.decode()
    assert '<article class="rule-text" lang="tr">' in turkish
    assert 'href="?lang=en"' in turkish
    assert '<html lang="en">' in turkish  # the interface stays in its own language


def test_an_unknown_lang_falls_back_to_the_interface_language(client):
    html = get(client, "/rules/seep/?lang=xx", "tr").content.decode()
    assert '<article class="rule-text" lang="tr">' in html


def test_every_table_of_contents_link_has_its_section(client):
    for name in content.names():
        html = get(client, f"/rules/{name}/").content.decode()
        toc = html.split('<nav class="toc"', 1)[1].split("</nav>", 1)[0]
        targets = re.findall(r'href="#([^"]+)"', toc)
        assert targets
        ids = set(re.findall(r'id="([^"]+)"', html))
        assert set(targets) <= ids


def test_each_section_heading_links_to_itself(client):
    html = get(client, "/rules/joker/").content.decode()
    assert '<h2 id="stanga"><a class="toclink" href="#stanga">' in html


def test_tables_scroll_inside_their_own_box(client):
    html = get(client, "/rules/joker/").content.decode()
    assert html.count("<table>") == html.count('<div class="table-scroll" tabindex="0"><table>')


@pytest.mark.parametrize("url", ["/rules/poker/", "/rules/search2/", "/rules/JOKER/"])
def test_an_unknown_game_is_not_found(client, url):
    assert get(client, url).status_code == 404


def test_rule_pages_only_answer_safe_methods(client):
    assert client.post("/rules/joker/").status_code == 405
    assert client.post("/rules/search/", {"q": "nat"}).status_code == 405


@pytest.mark.parametrize(
    "url", ["/rules/", "/rules/joker/", "/rules/ers/", "/rules/glossary/", "/rules/search/?q=nat"]
)
def test_pages_need_no_inline_style_or_unnonced_script(client, url):
    response = get(client, url)
    html = response.content.decode()
    assert " style=" not in html
    assert "<style" not in html
    nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
    for attributes, _body in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S):
        if "src=" in attributes or 'type="application/json"' in attributes:
            continue
        assert f'nonce="{nonce}"' in attributes, attributes
    assert "javascript:" not in html
    assert " on" + "click=" not in html


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize("name", ["", *content.names()])
def test_a_rules_page_with_everything_it_loads_weighs_under_60_kb_compressed(
    client, name, language
):
    url = f"/rules/{name}/" if name else "/rules/"
    weight = bench.page_weight(client, url, language)
    assert weight.files >= 3  # the page, its CSS, htmx
    assert weight.gzip_bytes < PAGE_BUDGET_GZIP_BYTES, weight


# Search


def test_search_page_lists_sections_best_first_in_results(client):
    html = get(client, "/rules/search/?q=bazzi").content.decode()
    results = html.split('id="results"', 1)[1]
    first = re.search(r'<a class="hit-link" href="([^"]+)"', results).group(1)
    assert first in ("/rules/seep/?lang=en#bazzi", "/rules/glossary/?lang=en#bazzi")
    assert "<mark>bazzi</mark>" in results.lower()
    assert "<html" in html  # the whole page without htmx


def htmx(client, url, language="en", **headers):
    """What the search form sends as you type: htmx aims at ``#results``."""
    return get(client, url, language, HX_Request="true", HX_Target="results", **headers)


def test_htmx_search_gets_only_the_results_fragment(client):
    response = htmx(client, "/rules/search/?q=nat")
    html = response.content.decode().strip()
    assert html.startswith('<div id="results"')
    assert html.endswith("</div>")
    assert "<html" not in html
    assert 'class="hit-link"' in html
    assert "HX-Request" in response["Vary"]


def test_an_htmx_request_aimed_elsewhere_gets_the_whole_page(client):
    for headers in ({}, {"HX_Target": "main"}):
        response = get(client, "/rules/search/?q=nat", HX_Request="true", **headers)
        assert "<html" in response.content.decode()
        assert 'id="results"' in response.content.decode()


def test_the_whole_search_page_also_varies_on_hx_request(client):
    assert "HX-Request" in get(client, "/rules/search/?q=nat")["Vary"]


def test_a_history_restore_gets_the_whole_page(client):
    response = htmx(client, "/rules/search/?q=nat", HX_History_Restore_Request="true")
    html = response.content.decode()
    assert html.lstrip().lower().startswith("<!doctype html>")
    assert '<form class="rules-search"' in html  # the page keeps its search box
    assert 'id="results"' in html
    assert "HX-Request" in response["Vary"]
    assert "HX-History-Restore-Request" in response["Vary"]


def test_search_links_deep_into_the_section_in_its_language(client):
    html = get(client, "/rules/search/?q=kozlar", "tr").content.decode()
    assert re.search(r'href="/rules/\w+/\?lang=tr#[\w-]+"', html)


def test_the_interface_language_ranks_first(client):
    english = get(client, "/rules/search/?q=stanga", "en").content.decode()
    turkish = get(client, "/rules/search/?q=stanga", "tr").content.decode()
    assert re.search(r'class="hit-link" href="[^"]+\?lang=en#', english)
    assert re.search(r'class="hit-link" href="[^"]+\?lang=tr#', turkish)


def test_the_game_filter_narrows_the_search(client):
    html = get(client, "/rules/search/?q=trump&game=klaverjas").content.decode()
    links = re.findall(r'class="hit-link" href="/rules/(\w+)/', html)
    assert links
    assert set(links) == {"klaverjas"}


def test_an_unknown_game_filter_is_ignored(client):
    assert get(client, "/rules/search/?q=nat&game=poker").status_code == 200


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("", "Type a word from the rules"),
        ("k", "Type at least two letters."),
        ("qzxwvq", "Nothing in the rules matches"),
    ],
)
def test_search_answers_odd_queries_politely(client, query, message):
    response = htmx(client, f"/rules/search/?q={query}")
    assert response.status_code == 200
    assert message in response.content.decode()


def test_a_very_long_query_is_answered(client):
    response = get(client, "/rules/search/?q=" + "ştanga%20" * 300)
    assert response.status_code == 200
    assert "only its beginning was used" in response.content.decode()


def test_markup_in_a_rule_text_reaches_the_page_escaped(client, monkeypatch):
    section = content.Section(
        "ers", "en", "slaps", "Slap <i>now</i>", 2, "Never <script>alert(1)</script> sandwich.", ""
    )
    document = content.Document("ers", "en", "Egyptian Rat Screw", "", (), (section,))
    search.index()  # the site's own index is built (and kept) before it is swapped out
    monkeypatch.setattr(search, "_index", search.SearchIndex({("ers", "en"): document}))
    html = htmx(client, "/rules/search/?q=sandwich").content.decode()
    assert "Never &lt;script&gt;alert(1)&lt;/script&gt; <mark>sandwich</mark>." in html
    assert "Slap &lt;i&gt;now&lt;/i&gt;" in html
    assert "<script>alert" not in html
    assert "&amp;lt;" not in html  # escaped once, not twice


def test_the_query_is_escaped_everywhere(client):
    evil = "<script>alert(1)</script>\"'><img src=x>"
    response = client.get("/rules/search/", {"q": evil})
    html = response.content.decode()
    assert "<script>alert" not in html
    assert "<img src=x>" not in html
    assert "&lt;script&gt;" in html


def test_the_search_form_works_without_javascript(client):
    html = get(client, "/rules/joker/").content.decode()
    form = re.search(r'<form class="rules-search"[^>]*>', html).group(0)
    assert 'action="/rules/search/"' in form
    assert 'method="get"' in form
    assert "hx-" not in form  # searched as you type by rules-search.js, without htmx


@pytest.mark.parametrize("path", ["/rules/", "/rules/joker/", "/rules/search/?q=nat"])
def test_the_rule_pages_search_as_you_type_without_loading_htmx(client, path):
    html = get(client, path).content.decode()
    assert "htmx" not in html
    assert re.search(r'<script src="/static/js/rules-search\.js" nonce="[^"]+" defer>', html)


# The Egyptian Rat Screw helpers without JavaScript


def test_the_slap_helper_answers_without_javascript(client):
    html = get(
        client, "/rules/ers/?helper=slap&top=5&second=9&third=5&combos=double&combos=sandwich"
    ).content.decode()
    assert "Slap! Sandwich" in html
    assert 'href="#sandwich"' in html


def test_the_slap_helper_says_a_slap_now_costs_the_penalty(client):
    html = get(
        client, "/rules/ers/?helper=slap&top=5&second=9&combos=double&penalty=2"
    ).content.decode()
    assert "wrong slap: it costs 2 cards" in html


def test_the_slap_helper_keeps_the_choices(client):
    html = get(
        client, "/rules/ers/?helper=slap&top=6&bottom=6&combos=top-bottom&jokers=on&penalty=3"
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
    html = get(client, "/rules/ers/", language).content.decode()
    hint = re.search(r'<p class="hint" data-testid="bottom-hint">(.*?)</p>', html, re.S).group(1)
    assert words in hint
    assert 'href="#top-bottom"' in hint


def test_the_challenge_helper_says_who_takes_the_pile(client):
    html = get(client, "/rules/ers/?helper=challenge&face=Q&turned1=4&turned2=7").content.decode()
    assert "A queen gives the next player 2 chances" in html
    assert "whoever played the queen takes the pile" in html


def helper_words(html: str) -> dict:
    """The translations the page hands to the helpers' referee on the phone."""
    found = re.search(r'<script id="referee-words" type="application/json">(.*?)</script>', html)
    return json.loads(found.group(1))["words"]


def verdicts(html: str) -> list[str]:
    return re.findall(r"<span data-verdict>(.*?)</span>", html, re.S)


def test_the_slap_helper_answers_in_turkish(client):
    html = get(
        client, "/rules/ers/?helper=slap&top=8&second=8&combos=double", "tr"
    ).content.decode()
    assert '<html lang="tr">' in html
    assert verdicts(html)[0] == "Vur! Çift: üstteki kart, hemen altındakiyle aynı değerde."
    html = get(
        client, "/rules/ers/?helper=slap&top=8&second=9&combos=double&penalty=2", "tr"
    ).content.decode()
    assert verdicts(html)[0] == (
        "Vuruş yok. Şimdi vurmak yanlış vuruş olur: cezası yığının altına 2 kart."
    )


def test_the_challenge_helper_answers_in_turkish(client):
    html = get(client, "/rules/ers/?helper=challenge&face=Q&turned1=4&turned2=7", "tr")
    assert verdicts(html.content.decode())[1] == (
        "Kız, sıradaki oyuncuya resimli kart ya da as açması için 2 hak verir. "
        "Haklar bitti, resimli kart ya da as çıkmadı: yığını kızı oynayan alır."
    )


def test_the_helpers_hand_the_phone_their_sentences_in_the_interface_language(client):
    turkish = helper_words(get(client, "/rules/ers/", "tr").content.decode())
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
    assert helper_words(get(client, "/rules/ers/", "en").content.decode()) == {}


def test_the_helpers_are_only_on_the_egyptian_rat_screw_page(client):
    assert 'id="slap-helper"' in get(client, "/rules/ers/").content.decode()
    assert 'id="slap-helper"' not in get(client, "/rules/joker/").content.decode()
    assert "js/referee.js" not in get(client, "/rules/joker/").content.decode()
    assert "js/referee.js" in get(client, "/rules/ers/").content.decode()


def test_nothing_in_one_game_offers_all_games(client):
    html = htmx(client, "/rules/search/?q=bazzi&game=joker").content.decode()
    assert "Nothing in the rules matches" in html
    assert 'href="/rules/search/?q=bazzi"' in html


def test_switching_the_interface_language_switches_the_text_too(client):
    # An English phone reads the Turkish text (?lang=tr), then switches the interface.
    html = get(client, "/rules/joker/?lang=tr", "en").content.decode()
    switch = re.search(r'<form class="language".*?</form>', html, re.S).group(0)
    assert '<input type="hidden" name="next" value="/rules/joker/">' in switch
    assert 'name="language" value="tr"' in switch
    response = client.post(reverse("set_language"), {"language": "tr", "next": "/rules/joker/"})
    assert response.status_code == 302
    assert response["Location"] == "/rules/joker/"
    html = get(client, "/rules/joker/", "en").content.decode().replace("&#x27;", "'")
    assert '<html lang="tr">' in html  # the choice outweighs the phone's language
    assert '<article class="rule-text" lang="tr">' in html
    assert f'<h1 lang="tr">{content.documents()["joker", "tr"].title}</h1>' in html
    assert "Kurallarda ara" in html  # "Search the rules"
    assert 'name="language" value="en"' in html  # and the way back
    client.post(reverse("set_language"), {"language": "en", "next": "/rules/joker/"})
    html = get(client, "/rules/joker/", "tr").content.decode()
    assert '<html lang="en">' in html
    assert '<article class="rule-text" lang="en">' in html
    assert "Search the rules" in html


def test_a_result_in_the_other_language_links_to_the_interface_language_too(client):
    html = htmx(client, "/rules/search/?q=kozlar", "en").content.decode()
    assert 'class="hit-link" href="/rules/joker/?lang=tr#trump"' in html
    assert 'class="hit-other" lang="en" href="/rules/joker/?lang=en#trump"' in html


def test_rules_opened_from_a_game_offer_the_way_back(client):
    html = client.get("/rules/joker/", {"back": "/games/AbCdEfGhIjKlMnOp/"}).content.decode()
    assert 'href="/games/AbCdEfGhIjKlMnOp/"' in html
    assert "back=/games/AbCdEfGhIjKlMnOp/" in html  # kept by the language link


@pytest.mark.parametrize(
    "back",
    [
        "https://evil.example/",
        "//evil.example/games/x/",
        "/admin/",
        # A game's path inside a longer address: only the whole of ?back= may be a game's path.
        "https://evil.example/games/AbCdEfGhIjKlMnOp/",
        "//evil.example/games/AbCdEfGhIjKlMnOp/",
        "/games/AbCdEfGhIjKlMnOp/../../admin/",
        "/games/AbCdEfGhIjKlMnOp/?next=https://evil.example/",
        "javascript:alert(1)//games/AbCdEfGhIjKlMnOp/",
        "/games/AbCdEfGhIjKlMnOp",  # and nothing less
    ],
)
def test_rules_offer_no_way_back_to_anywhere_but_a_game(client, back):
    html = client.get("/rules/joker/", {"back": back}).content.decode()
    assert 'data-testid="back-to-game"' not in html
    links = re.findall(r'href="([^"]*)"', html)
    assert not [link for link in links if "evil.example" in link or "back=" in link]


STARTED = """
import django
django.setup()
from rules import search
built, searched = [], []
class Counted(search.SearchIndex):
    def __init__(self, *args):
        built.append(1)
        super().__init__(*args)
    def search(self, *args):
        searched.append(1)
        return super().search(*args)
search.SearchIndex = Counted
print("after setup", len(built), len(searched))
import scorepad.wsgi
print("after start", len(built), len(searched))
from django.conf import settings
from django.test import Client
host = "localhost" if "*" in settings.ALLOWED_HOSTS else settings.ALLOWED_HOSTS[0]
client = Client(HTTP_HOST=host, HTTP_X_FORWARDED_PROTO="https")
for query in ("koz", "ştanga", "slap"):
    answer = client.get("/rules/search/", {"q": query})
    assert answer.status_code == 200, answer.status_code
print("after searches", len(built), len(searched))
"""


@pytest.mark.parametrize(
    "environment, asked",
    [
        ({}, 1),
        ({"HTTPS": "1", "SECRET_KEY": "k" * 50, "ALLOWED_HOSTS": "scorepad.example"}, 1),
        ({"ALLOWED_HOSTS": ".example,*"}, 0),  # no host to ask by: the index is built all the same
    ],
)
def test_the_search_index_is_built_as_a_server_starts_before_its_first_request(environment, asked):
    # A management command (django.setup() alone) builds nothing; the WSGI application, as
    # gunicorn and runserver load it, builds the index once and answers one search through
    # the whole application, as a first player would ask it; the players' searches build
    # nothing ("koz" is the answer it kept).
    env = {key: value for key, value in os.environ.items() if key not in {"HTTPS", "DEBUG"}}
    env |= {"DJANGO_SETTINGS_MODULE": "scorepad.settings", **environment}
    started = subprocess.run(
        [sys.executable, "-c", STARTED],
        cwd=settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert started.returncode == 0, started.stderr
    assert started.stdout.splitlines() == [
        "after setup 0 0",
        f"after start 1 {asked}",
        "after searches 1 3",  # "koz" answered from what the start kept, if it asked it
    ]
