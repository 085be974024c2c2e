"""The rule texts: their format, their anchors, and how they are cut into sections."""

from __future__ import annotations

import re

import pytest

from rules import content

HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
ANCHOR = re.compile(r"\{#([a-z0-9][a-z0-9-]*)\}\s*$")

# The links of the templates into the rule pages: ``{% rules_url 'joker' 'bidding' %}`` and
# ``{% glossary_url 'stanga' %}``.
RULES_LINK = re.compile(r"{%\s*rules_url\s+'([a-z_]+)'\s+'([a-z0-9-]+)'\s*%}")
GLOSSARY_LINK = re.compile(r"{%\s*glossary_url\s+'([a-z0-9-]+)'\s*%}")
# The helpers on the Egyptian Rat Screw page link their answers to these.
HELPER_ANCHORS = {"double", "sandwich", "top-bottom", "tens", "jokers", "wrong-slap"}

FIXTURE = """# Joker

Opening words about **Joker**.

## Ştanga {#stanga}

A ştanga costs -200.

<!-- example: {"game": "joker"} -->
The example text.

| what | score |
| --- | --- |
| ştanga | -200 |

### Per card {#per-card}

-100 for every card.
"""


def headings(source: str) -> list[tuple[int, str]]:
    found = []
    for line in source.splitlines():
        match = HEADING.match(line)
        if match:
            found.append((len(match.group(1)), match.group(2)))
    return found


def anchors_in_source(name: str, language: str) -> set[str]:
    source = content.source(name, language) or ""
    return {m.group(1) for level, text in headings(source) if (m := ANCHOR.search(text))}


def linked_anchors() -> dict[str, set[str]]:
    """Every anchor of a rule page or the glossary a template links to, and each game's
    ``rules_section`` and ``rules_anchor``."""
    from pathlib import Path

    from scorepad.games import game_type

    root = Path(__file__).resolve().parent.parent
    linked: dict[str, set[str]] = {name: set() for name in content.names()}
    for path in [
        *root.glob("templates/**/*.html"),
        *root.glob("scorepad/games/*/templates/**/*.html"),
    ]:
        text = path.read_text("utf-8")
        for name, anchor in RULES_LINK.findall(text):
            linked.setdefault(name, set()).add(anchor)
        linked[content.GLOSSARY] |= set(GLOSSARY_LINK.findall(text))
    for name in content.games():
        kind = game_type(name)
        linked[name] |= {kind.rules_section, kind.rules_anchor(None)}
    return linked


@pytest.fixture(scope="module")
def documents():
    return content.documents()


# Every document in English and Turkish; in the other languages the pages of the games their
# players play most, and the glossary (a page not written opens in English, saying so).
PAGES = {
    "en": content.names(),
    "tr": content.names(),
    "nl": ("klaverjas", content.GLOSSARY),
    "ka": ("joker", content.GLOSSARY),
}
EXPECTED = [(name, language) for language, names in PAGES.items() for name in names]
# Every document written, in each language it is written in.
WRITTEN = sorted(content.documents())


@pytest.mark.parametrize(("name", "language"), EXPECTED)
def test_every_document_is_written(name, language):
    assert content.source(name, language) is not None


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize("name", content.names())
def test_document_starts_with_its_title_and_anchors_every_section(name, language):
    source = content.source(name, language)
    if source is None:
        pytest.skip("not written yet")
    assert source.startswith("# ")
    found = headings(source)
    assert [level for level, _ in found].count(1) == 1
    unanchored = [text for level, text in found if level in (2, 3) and not ANCHOR.search(text)]
    assert not unanchored, f"headings without {{#anchor}}: {unanchored}"
    assert all(level <= 3 for level, _ in found), "only ## and ### sections are expected"
    anchors = [ANCHOR.search(text).group(1) for level, text in found if level > 1]
    assert len(anchors) == len(set(anchors)), "an anchor is used twice"


@pytest.mark.parametrize(("name", "language"), [w for w in WRITTEN if w[1] != "en"])
def test_every_language_has_the_anchors_of_the_english_page(name, language):
    english, other = anchors_in_source(name, "en"), anchors_in_source(name, language)
    assert english - other == set(), "only in English"
    assert other - english == set(), f"only in {language}"


@pytest.mark.parametrize(("name", "language"), WRITTEN)
def test_the_anchors_the_game_pages_link_to_exist(documents, name, language):
    anchors = linked_anchors()[name]
    assert anchors, "no template links here"
    assert anchors - documents[name, language].anchors == set()


@pytest.mark.parametrize("language", content.written_in("ers"))
def test_the_slap_helper_links_to_sections_that_exist(documents, language):
    assert documents["ers", language].anchors >= HELPER_ANCHORS


@pytest.mark.parametrize(("name", "language"), WRITTEN)
def test_links_inside_a_document_point_at_its_sections(documents, name, language):
    document = documents[name, language]
    targets = set(re.findall(r'href="#([^"]+)"', document.html))
    assert targets <= document.anchors


def test_markdown_is_cut_into_sections_at_its_headings():
    document = content.parse("joker", "en", FIXTURE)
    assert document.title == "Joker"
    assert [(s.anchor, s.title, s.level) for s in document.sections] == [
        ("", "Joker", 1),
        ("stanga", "Ştanga", 2),
        ("per-card", "Per card", 3),
    ]
    assert document.sections[0].text == "Opening words about Joker."
    assert "A ştanga costs -200." in document.sections[1].text
    assert "ştanga -200" in document.sections[1].text  # the table's cells, as words
    assert [entry.anchor for entry in document.toc] == ["stanga"]
    assert [entry.anchor for entry in document.toc[0].children] == ["per-card"]


def test_page_html_drops_the_example_comments_and_wraps_tables():
    document = content.parse("joker", "en", FIXTURE)
    assert "<!--" not in document.html
    assert '<div class="table-scroll" tabindex="0"><table>' in document.html
    assert '<h2 id="stanga">' in document.html
    assert "<h1" not in document.html  # the page shows the title itself


def test_a_document_in_a_missing_language_falls_back_to_english(documents):
    assert content.document("joker", "xx").language == "en"
    assert content.document("nonsense", "en") is None


@pytest.mark.parametrize("language", ["en", "tr"])
def test_seep_opens_with_its_scoring_at_a_glance(documents, language):
    # A player in the middle of a deal wants the numbers before the details.
    sections = documents["seep", language].sections
    assert [s.anchor for s in sections[1:3]] == ["at-a-glance", "aim"]
    text = sections[1].text
    for number in ("50", "25", "6", "100", "9"):
        assert re.search(rf"(?<!\d){number}(?!\d)", text), number


# The table's words in the Turkish texts: the cards on the table are "yer", the Seep bidder is
# "teklif veren", a card that is an ace is "as ise", the game is "fiziksel", a deck is shuffled.
TURKISH_WORDS_TO_AVOID = re.compile(r"zemin|teklifçi|\bassa\b|bedensel|desteyi karar\b", re.I)


@pytest.mark.parametrize("name", content.names())
def test_the_turkish_texts_use_the_tables_words(name):
    source = content.source(name, "tr") or ""
    assert TURKISH_WORDS_TO_AVOID.findall(source) == []


@pytest.mark.parametrize(
    ("name", "turkish_name"),
    [("seep", "çimentolu ev"), ("glossary", "çimentolu ev"), ("ers", "yüz kartı mücadelesi")],
)
def test_the_turkish_pages_use_the_sources_turkish_names(name, turkish_name):
    source = (content.source(name, "tr") or "").lower()
    assert turkish_name in source


# The Turkish interface names these terms in Turkish first, with the original in brackets; the
# Turkish rule pages head their sections the same way and keep the anchors the links use.
TURKISH_HEADINGS = [
    ("ers", "double", "Çift (double)"),
    ("ers", "sandwich", "Sandviç (sandwich)"),
    ("ers", "top-bottom", "Üst-alt (top-bottom)"),
    ("ers", "tens", "On toplamı (tens)"),
    ("glossary", "double", "Çift (double)"),
    ("glossary", "sandwich", "Sandviç (sandwich)"),
    ("glossary", "top-bottom", "Üst-alt (top-bottom)"),
    ("glossary", "tens", "On toplamı (tens)"),
    ("glossary", "miser", "El almaz (miser)"),
    ("glossary", "revoke", "Kural ihlali (verzaakt)"),
    ("joker", "miser", "El almaz (miser)"),
    ("klaverjas", "revoke", "Kural ihlali (verzaakt)"),
]


@pytest.mark.parametrize(("name", "anchor", "title"), TURKISH_HEADINGS)
def test_the_turkish_pages_head_the_terms_in_turkish_first(name, anchor, title):
    source = content.source(name, "tr") or ""
    titles = {
        m.group(1): ANCHOR.sub("", text).strip()
        for level, text in headings(source)
        if (m := ANCHOR.search(text))
    }
    assert titles[anchor] == title


@pytest.mark.parametrize("name", ["ers", "glossary", "joker", "klaverjas"])
def test_the_turkish_pages_no_longer_use_the_english_names_in_the_prose(name):
    source = content.source(name, "tr") or ""
    prose = "\n".join(line for line in source.splitlines() if not line.startswith("#"))
    prose = re.sub(r"\]\(#[^)]*\)", "]", prose)  # a link's target is an anchor, not prose
    # The originals stay in brackets and italics; the prose says Çift, Sandviç, El almaz, ...
    prose = re.sub(r"\*[^*\n]+\*|\((?:double|sandwich|top-bottom|tens|miser|verzaakt)\)", "", prose)
    english = re.compile(r"\b(?:double|sandwich|top-bottom|tens|miser|verzaakt)\b", re.I)
    assert english.findall(prose) == []


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_top_bottom_and_the_burn_say_a_burned_card_is_never_the_bottom_card(
    documents, language
):
    # Penalty cards go under the pile; the top-bottom still looks at the first card turned up.
    sections = {s.anchor: s for s in documents["ers", language].sections}
    assert 'href="#wrong-slap"' in sections["top-bottom"].html
    assert 'href="#top-bottom"' in sections["wrong-slap"].html
    first = {"en": "first card turned up", "tr": "açılan ilk kart"}[language]
    assert first in sections["top-bottom"].text
