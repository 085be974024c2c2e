"""The rule texts: their format, their anchors, and how they are cut into sections."""

from __future__ import annotations

import re

import pytest
from django.core.exceptions import ImproperlyConfigured

from rules import content
from scorepad.games import game_type
from tests.contract import data

HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
ANCHOR = re.compile(r"\{#([a-z0-9][a-z0-9-]*)\}\s*$")

# The links of the templates into the rule pages: ``{% rules_url 'joker' 'bidding' %}`` and
# ``{% glossary_url 'stanga' %}``.
RULES_LINK = re.compile(r"{%\s*rules_url\s+'([a-z_]+)'\s+'([a-z0-9-]+)'\s*%}")
GLOSSARY_LINK = re.compile(r"{%\s*glossary_url\s+'([a-z0-9-]+)'\s*%}")

FIXTURE = """# Alpha

Opening words about **Alpha**.

## Ştanga {#stanga}

A ştanga costs -200.

<!-- example: {"game": "alpha"} -->
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


@pytest.mark.parametrize(("name", "language"), WRITTEN)
def test_document_starts_with_its_title_and_anchors_every_section(name, language):
    source = content.source(name, language)
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


@pytest.mark.parametrize(("name", "language"), WRITTEN)
def test_links_inside_a_document_point_at_its_sections(documents, name, language):
    document = documents[name, language]
    targets = set(re.findall(r'href="#([^"]+)"', document.html))
    assert targets <= document.anchors


def test_markdown_is_cut_into_sections_at_its_headings():
    document = content.parse("alpha", "en", FIXTURE)
    assert document.title == "Alpha"
    assert [(s.anchor, s.title, s.level) for s in document.sections] == [
        ("", "Alpha", 1),
        ("stanga", "Ştanga", 2),
        ("per-card", "Per card", 3),
    ]
    assert document.sections[0].text == "Opening words about Alpha."
    assert "A ştanga costs -200." in document.sections[1].text
    assert "ştanga -200" in document.sections[1].text  # the table's cells, as words
    assert [entry.anchor for entry in document.toc] == ["stanga"]
    assert [entry.anchor for entry in document.toc[0].children] == ["per-card"]


def test_page_html_drops_the_example_comments_and_wraps_tables():
    document = content.parse("alpha", "en", FIXTURE)
    assert "<!--" not in document.html
    assert '<div class="table-scroll" tabindex="0"><table>' in document.html
    assert '<h2 id="stanga">' in document.html
    assert "<h1" not in document.html  # the page shows the title itself


def test_a_document_in_a_missing_language_falls_back_to_english(documents):
    assert content.document(content.games()[0], "xx").language == "en"
    assert content.document("nonsense", "en") is None


# The table's words in the Turkish texts: the cards on the table are "yer", the Seep bidder is
# "teklif veren", a card that is an ace is "as ise", the game is "fiziksel", a deck is shuffled.
TURKISH_WORDS_TO_AVOID = re.compile(r"zemin|teklifçi|\bassa\b|bedensel|desteyi karar\b", re.I)


@pytest.mark.parametrize("name", content.names())
def test_the_turkish_texts_use_the_tables_words(name):
    source = content.source(name, "tr") or ""
    assert TURKISH_WORDS_TO_AVOID.findall(source) == []


def turkish_headings():
    """Each installed game's terms its Turkish page heads in Turkish first, the original in
    brackets, as the Turkish interface names them (its tests' ``rule_pages.TURKISH_HEADINGS``)."""
    found = []
    for name in content.games():
        for document, anchor, title in getattr(data(name, "rule_pages"), "TURKISH_HEADINGS", ()):
            found.append(pytest.param(document, anchor, title, id=f"{document}#{anchor}"))
    return found or [pytest.param("", "", "", marks=pytest.mark.skip(reason="none"))]


@pytest.mark.parametrize(("name", "anchor", "title"), turkish_headings())
def test_the_turkish_pages_head_the_terms_in_turkish_first(name, anchor, title):
    source = content.source(name, "tr") or ""
    titles = {
        m.group(1): ANCHOR.sub("", text).strip()
        for level, text in headings(source)
        if (m := ANCHOR.search(text))
    }
    assert titles[anchor] == title


@pytest.mark.parametrize("name", content.games())
def test_the_turkish_pages_no_longer_use_the_english_names_in_the_prose(name):
    """The originals stay in brackets and italics; the prose says Çift, Sandviç, El almaz, ...
    (the game's tests' ``rule_pages.ENGLISH_NAMES``), on its page and in its glossary entries."""
    names = getattr(data(name, "rule_pages"), "ENGLISH_NAMES", ())
    if not names:
        pytest.skip("the game keeps no English names to its Turkish prose")
    kind = game_type(name)
    for path in (kind.rules_text("tr"), kind.rules_text("tr", content.GLOSSARY)):
        source = path.read_text("utf-8")
        prose = "\n".join(line for line in source.splitlines() if not line.startswith("#"))
        prose = re.sub(r"\]\(#[^)]*\)", "]", prose)  # a link's target is an anchor, not prose
        words = "|".join(map(re.escape, names))
        prose = re.sub(rf"\*[^*\n]+\*|\((?:{words})\)", "", prose)
        english = re.compile(rf"\b(?:{words})\b", re.I)
        assert english.findall(prose) == [], path


def glossary_of(tmp_path, parts: dict[str, str]):
    """A glossary page made of ``parts``, {game: its Markdown} ("" for the opening), written
    to files as a game's package holds them."""
    files = []
    for game, text in parts.items():
        path = tmp_path / (game or "opening") / "rules" / "glossary-en.md"
        path.parent.mkdir(parents=True)
        path.write_text(text, "utf-8")
        files.append((game, path))
    source = "\n\n".join(text for text in parts.values())
    return content.parse(content.GLOSSARY, "en", source), files


def test_two_sections_with_one_id_stop_the_texts_naming_both_files(tmp_path):
    document, files = glossary_of(
        tmp_path,
        {
            "": "# Glossary\n\nWords.\n",
            "alpha": "## Alpha {#alpha}\n\n### Trick {#alpha-trick}\n\nOne.\n",
            "beta": "## Beta {#beta}\n\n### Trick {#alpha-trick}\n\nTwo.\n",
        },
    )
    with pytest.raises(ImproperlyConfigured) as refused:
        content.check_anchors(document, files)
    message = str(refused.value)
    assert "#alpha-trick" in message
    assert str(files[1][1]) in message and str(files[2][1]) in message


def test_a_games_glossary_entry_has_an_id_of_the_game(tmp_path):
    document, files = glossary_of(
        tmp_path,
        {"": "# Glossary\n\nWords.\n", "alpha": "## Alpha {#alpha}\n\n### Trick {#trick}\n\n.\n"},
    )
    with pytest.raises(ImproperlyConfigured, match=r"#trick .*\{#alpha-trick\}"):
        content.check_anchors(document, files)


def test_every_page_as_written_has_an_id_of_its_own_for_each_section():
    for (name, language), document in content.load().items():
        content.check_anchors(document, content.source_parts(name, language))
        anchors = [section.anchor for section in document.sections if section.anchor]
        assert len(anchors) == len(set(anchors)), (name, language)
