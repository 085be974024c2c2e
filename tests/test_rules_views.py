"""The rules pages: the index, the game pages and the glossary, the search, the helpers."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from django.conf import settings
from django.urls import reverse

from bench import search as bench
from rules import content, search
from scorepad.games import game_type, installed

PAGE_BUDGET_GZIP_BYTES = 60 * 1024
# The installed games' first, for what every rule page does alike, and a word of its rules.
ANY = installed()[0]
PAGE = f"/rules/{ANY}/"


def word(language="en"):
    from django.utils import translation

    with translation.override(language):
        return str(game_type(ANY).search.examples[0])


def get(client, url, language="en", **headers):
    return client.get(url, headers={"accept-language": language, **headers})


def test_the_index_lists_every_game_and_the_glossary(client):
    html = get(client, "/rules/").content.decode()
    for name in content.names():
        assert f'href="/rules/{name}/"' in html
    assert 'id="results"' in html
    assert 'action="/rules/search/"' in html


@pytest.mark.parametrize("name", content.names())
def test_a_rule_page_shows_the_whole_text_in_the_interface_language(client, name):
    for language in content.written_in(name):
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
    html = get(client, PAGE, "en").content.decode()
    assert 'href="?lang=tr"' in html
    turkish = get(client, PAGE + "?lang=tr", "en").content.decode()
    assert '<article class="rule-text" lang="tr">' in turkish
    assert 'href="?lang=en"' in turkish
    assert '<html lang="en">' in turkish  # the interface stays in its own language


def test_an_unknown_lang_falls_back_to_the_interface_language(client):
    html = get(client, PAGE + "?lang=xx", "tr").content.decode()
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
    html = get(client, PAGE).content.decode()
    first = next(s for s in content.documents()[ANY, "en"].sections if s.level == 2)
    assert f'<h2 id="{first.anchor}"><a class="toclink" href="#{first.anchor}">' in html


def test_tables_scroll_inside_their_own_box(client):
    html = get(client, PAGE).content.decode()
    assert html.count("<table>") == html.count('<div class="table-scroll" tabindex="0"><table>')


@pytest.mark.parametrize("url", ["/rules/poker/", "/rules/search2/", "/rules/JOKER/"])
def test_an_unknown_game_is_not_found(client, url):
    assert get(client, url).status_code == 404


def test_rule_pages_only_answer_safe_methods(client):
    assert client.post(PAGE).status_code == 405
    assert client.post("/rules/search/", {"q": "trick"}).status_code == 405


@pytest.mark.parametrize(
    "url",
    ["/rules/", "/rules/glossary/", "/rules/search/?q=trick"]
    + [f"/rules/{name}/" for name in installed()],
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
    html = client.get("/rules/search/", {"q": word()}, headers={"accept-language": "en"})
    html = html.content.decode()
    results = html.split('id="results"', 1)[1]
    links = re.findall(r'<a class="hit-link" href="([^"]+)"', results)
    assert links
    assert f"<mark>{word().lower()}</mark>" in results.lower()
    assert "<html" in html  # the whole page without htmx


def htmx(client, url, language="en", **headers):
    """What the search form sends as you type: htmx aims at ``#results``."""
    return get(client, url, language, HX_Request="true", HX_Target="results", **headers)


def test_htmx_search_gets_only_the_results_fragment(client):
    response = htmx(client, "/rules/search/?q=trick")
    html = response.content.decode().strip()
    assert html.startswith('<div id="results"')
    assert html.endswith("</div>")
    assert "<html" not in html
    assert 'class="hit-link"' in html
    assert "HX-Request" in response["Vary"]


def test_an_htmx_request_aimed_elsewhere_gets_the_whole_page(client):
    for headers in ({}, {"HX_Target": "main"}):
        response = get(client, "/rules/search/?q=trick", HX_Request="true", **headers)
        assert "<html" in response.content.decode()
        assert 'id="results"' in response.content.decode()


def test_the_whole_search_page_also_varies_on_hx_request(client):
    assert "HX-Request" in get(client, "/rules/search/?q=trick")["Vary"]


def test_a_history_restore_gets_the_whole_page(client):
    response = htmx(client, "/rules/search/?q=trick", HX_History_Restore_Request="true")
    html = response.content.decode()
    assert html.lstrip().lower().startswith("<!doctype html>")
    assert '<form class="rules-search"' in html  # the page keeps its search box
    assert 'id="results"' in html
    assert "HX-Request" in response["Vary"]
    assert "HX-History-Restore-Request" in response["Vary"]


def test_search_links_deep_into_the_section_in_its_language(client):
    html = client.get("/rules/search/", {"q": word("tr")}, headers={"accept-language": "tr"})
    html = html.content.decode()
    assert re.search(r'href="/rules/\w+/\?lang=tr#[\w-]+"', html)


def test_the_interface_language_ranks_first(client):
    english = client.get("/rules/search/", {"q": word()}, headers={"accept-language": "en"})
    turkish = client.get("/rules/search/", {"q": word()}, headers={"accept-language": "tr"})
    english, turkish = english.content.decode(), turkish.content.decode()
    assert re.search(r'class="hit-link" href="[^"]+\?lang=en#', english)
    assert re.search(r'class="hit-link" href="[^"]+\?lang=tr#', turkish)


def test_the_game_filter_narrows_the_search(client):
    html = client.get("/rules/search/", {"q": "trick", "game": ANY}).content.decode()
    links = re.findall(r'class="hit-link" href="/rules/(\w+)/', html)
    assert links
    assert set(links) <= {ANY, "glossary"}


def test_an_unknown_game_filter_is_ignored(client):
    assert get(client, "/rules/search/?q=trick&game=poker").status_code == 200


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
    response = get(client, "/rules/search/?q=" + "trick%20" * 300)
    assert response.status_code == 200
    assert "only its beginning was used" in response.content.decode()


def test_markup_in_a_rule_text_reaches_the_page_escaped(client, monkeypatch):
    section = content.Section(
        "gamex",
        "en",
        "slaps",
        "Slap <i>now</i>",
        2,
        "Never <script>alert(1)</script> sandwich.",
        "",
    )
    document = content.Document("gamex", "en", "A game", "", (), (section,))
    search.index()  # the site's own index is built (and kept) before it is swapped out
    monkeypatch.setattr(search, "_index", search.SearchIndex({("gamex", "en"): document}))
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
    html = get(client, PAGE).content.decode()
    form = re.search(r'<form class="rules-search"[^>]*>', html).group(0)
    assert 'action="/rules/search/"' in form
    assert 'method="get"' in form
    assert "hx-" not in form  # searched as you type by rules-search.js, without htmx


@pytest.mark.parametrize("path", ["/rules/", PAGE, "/rules/search/?q=trick"])
def test_the_rule_pages_search_as_you_type_without_loading_htmx(client, path):
    html = get(client, path).content.decode()
    assert "htmx" not in html
    assert re.search(r'<script src="/static/js/rules-search\.js" nonce="[^"]+" defer>', html)


def test_nothing_in_one_game_offers_all_games(client):
    html = htmx(client, f"/rules/search/?q=qzxwvq&game={ANY}").content.decode()
    assert "Nothing in the rules matches" in html
    assert 'href="/rules/search/?q=qzxwvq"' in html


def test_switching_the_interface_language_switches_the_text_too(client):
    # An English phone reads the Turkish text (?lang=tr), then switches the interface.
    html = get(client, PAGE + "?lang=tr", "en").content.decode()
    switch = re.search(r'<details class="language".*?</details>', html, re.S).group(0)
    assert f'<input type="hidden" name="next" value="{PAGE}">' in switch
    assert 'name="language" value="tr"' in switch
    response = client.post(reverse("set_language"), {"language": "tr", "next": PAGE})
    assert response.status_code == 302
    assert response["Location"] == PAGE
    html = get(client, PAGE, "en").content.decode().replace("&#x27;", "'")
    assert '<html lang="tr">' in html  # the choice outweighs the phone's language
    assert '<article class="rule-text" lang="tr">' in html
    assert f'<h1 lang="tr">{content.documents()[ANY, "tr"].title}</h1>' in html
    assert "Kurallarda ara" in html  # "Search the rules"
    assert 'name="language" value="en"' in html  # and the way back
    client.post(reverse("set_language"), {"language": "en", "next": PAGE})
    html = get(client, PAGE, "tr").content.decode()
    assert '<html lang="en">' in html
    assert '<article class="rule-text" lang="en">' in html
    assert "Search the rules" in html


def turkish_only_word(name):
    """A word of the game's Turkish headings that its English text does not use."""
    english = " ".join(
        s.title + " " + s.text for s in content.documents()[name, "en"].sections
    ).lower()
    for section in content.documents()[name, "tr"].sections:
        for candidate in re.findall(r"\w{6,}", section.title.lower()):
            if candidate not in english:
                return candidate
    raise AssertionError(f"no Turkish word of its own in {name}'s headings")


def test_a_result_in_the_other_language_links_to_the_interface_language_too(client):
    query = turkish_only_word(ANY)
    html = htmx(client, f"/rules/search/?q={query}", "en").content.decode()
    found = re.search(r'class="hit-link" href="/rules/(\w+)/\?lang=tr(#[\w-]+)?"', html)
    assert found, query
    document, anchor = found.group(1), found.group(2) or ""
    assert f'class="hit-other" lang="en" href="/rules/{document}/?lang=en{anchor}"' in html


def test_rules_opened_from_a_game_offer_the_way_back(client):
    html = client.get(PAGE, {"back": "/games/AbCdEfGhIjKlMnOp/"}).content.decode()
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
    html = client.get(PAGE, {"back": back}).content.decode()
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
from scorepad.games import search_examples
for query in (search_examples(1)[0], "kart", "trick"):
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
    # nothing (the first example word is the answer it kept).
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
        "after searches 1 3",  # the first answered from what the start kept, if it asked it
    ]
