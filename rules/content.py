"""The rule texts: each installed game's ``rules/<language>.md`` in its package, and the glossary:
its opening (``rules/content/<language>/glossary.md``) followed by each game's part of it (the
game's ``rules/glossary-<language>.md``), in the registry's order. Read once.

Every section of a page has an id of its own, its anchor: two sections with one id stop the
texts from loading, naming both files. The glossary holds every game's part in one page, so the
ids of a game's part are the game's: its name, or its name and a word (``seep-bazzi``), and a
copy of a package under another name brings entries that cannot clash with the original's.

Python-Markdown (with ``toc``, ``attr_list`` and ``tables``) turns each file into HTML; that
output is cut at its ``<h2>``/``<h3>`` headings into sections, which the pages show and the
search indexes. Everything is loaded once per process and kept: the texts change only with a
deploy.
"""

from __future__ import annotations

import html
import re
import threading
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import markdown
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from scorepad.games import game_type, installed

CONTENT_DIR = Path(__file__).resolve().parent / "content"
GLOSSARY = "glossary"
# The interface's languages, as the settings list them: a page not written in one opens in the
# first (English), which every document is written in.
LANGUAGES = tuple(code for code, _name in settings.LANGUAGES)
FALLBACK = settings.LANGUAGE_CODE


def games() -> tuple[str, ...]:
    """The games with a rule page: the installed ones."""
    return installed()


def names() -> tuple[str, ...]:
    """Every document: a page per installed game, then the glossary."""
    return (*games(), GLOSSARY)


def source_parts(name: str, language: str) -> list[tuple[str, Path]]:
    """The Markdown files a document is made of, in order (those that exist), each with the
    game whose package holds it ("" for the glossary's opening)."""
    if name == GLOSSARY:
        parts = [("", CONTENT_DIR / language / f"{GLOSSARY}.md")]
        parts += [(game, game_type(game).rules_text(language, GLOSSARY)) for game in games()]
    elif name in games():
        parts = [(name, game_type(name).rules_text(language))]
    else:
        parts = []
    return [(game, path) for game, path in parts if path.is_file()]


def source_paths(name: str, language: str) -> list[Path]:
    """The Markdown files a document is made of, in order (those that exist)."""
    return [path for _game, path in source_parts(name, language)]


def source(name: str, language: str) -> str | None:
    """A document's Markdown, or None when it is not written in ``language``."""
    paths = source_paths(name, language)
    opening = CONTENT_DIR / language / f"{GLOSSARY}.md"
    if not paths or (name == GLOSSARY and not opening.is_file()):
        return None
    return "\n\n".join(path.read_text("utf-8").strip() for path in paths) + "\n"


_HEADING = re.compile(r'<h([1-3]) id="([^"]*)">(.*?)</h\1>', re.S)
_COMMENT = re.compile(r"<!--.*?-->\n?", re.S)


@dataclass(frozen=True)
class Section:
    document: str
    language: str
    anchor: str  # "" for the text before the first heading
    title: str
    level: int  # 1 for that opening text, then 2 or 3
    text: str  # plain text, for the search index
    html: str


@dataclass(frozen=True)
class TocEntry:
    anchor: str
    title: str
    children: tuple[TocEntry, ...] = ()


@dataclass(frozen=True)
class Document:
    name: str
    language: str
    title: str
    html: str  # everything below the title
    toc: tuple[TocEntry, ...]
    sections: tuple[Section, ...] = field(repr=False)

    @property
    def intro(self) -> str:
        """The opening text, plain, for the index page."""
        return self.sections[0].text if self.sections and not self.sections[0].anchor else ""

    @property
    def anchors(self) -> set[str]:
        return {section.anchor for section in self.sections if section.anchor}


class _PlainText(HTMLParser):
    """Collects the text of an HTML fragment; block ends become line breaks."""

    BLOCKS = frozenset({"p", "li", "tr", "h1", "h2", "h3", "h4", "table", "ul", "ol", "div"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data.replace("\n", " "))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("td", "th", "br"):
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def text(self) -> str:
        lines = (" ".join(line.split()) for line in "".join(self.parts).splitlines())
        return "\n".join(line for line in lines if line)


def plain_text(fragment: str) -> str:
    parser = _PlainText()
    parser.feed(fragment)
    parser.close()
    return unicodedata.normalize("NFC", parser.text())


def _wrap_tables(fragment: str) -> str:
    # A wide table scrolls inside its own box instead of widening the page.
    return fragment.replace("<table>", '<div class="table-scroll" tabindex="0"><table>').replace(
        "</table>", "</table></div>"
    )


def _toc(tokens: list[dict[str, Any]]) -> tuple[TocEntry, ...]:
    return tuple(
        TocEntry(token["id"], html.unescape(token["name"]), _toc(token["children"]))
        for token in tokens
    )


def _converter() -> markdown.Markdown:
    return markdown.Markdown(
        extensions=["toc", "attr_list", "tables"],
        extension_configs={"toc": {"anchorlink": True}},
    )


def parse(name: str, language: str, source: str) -> Document:
    """One Markdown document -> a Document with its sections."""
    converter = _converter()
    rendered = _wrap_tables(_COMMENT.sub("", converter.convert(source)))
    # Set on the converter by the toc extension: the stubs cannot know that it is loaded.
    tokens: list[dict[str, Any]] = converter.toc_tokens  # type: ignore[attr-defined]
    title = html.unescape(tokens[0]["name"]) if tokens and tokens[0]["level"] == 1 else name
    toc = _toc(tokens[0]["children"] if tokens and tokens[0]["level"] == 1 else tokens)
    titles = {}
    stack = list(tokens)
    while stack:
        token = stack.pop()
        titles[token["id"]] = html.unescape(token["name"])
        stack.extend(token["children"])

    headings = list(_HEADING.finditer(rendered))
    body_start = headings[0].end() if headings and headings[0].group(1) == "1" else 0
    sections = []
    intro_end = next((h.start() for h in headings if h.group(1) != "1"), len(rendered))
    intro = rendered[body_start:intro_end].strip()
    if intro:
        sections.append(Section(name, language, "", title, 1, plain_text(intro), intro))
    for index, heading in enumerate(headings):
        level, anchor = int(heading.group(1)), heading.group(2)
        if level == 1:
            continue
        end = headings[index + 1].start() if index + 1 < len(headings) else len(rendered)
        fragment = rendered[heading.start() : end].strip()
        body = rendered[heading.end() : end]
        section_title = titles.get(anchor) or plain_text(heading.group(3))
        sections.append(
            Section(name, language, anchor, section_title, level, plain_text(body), fragment)
        )
    return Document(name, language, title, rendered[body_start:].strip(), toc, tuple(sections))


def file_anchors(path: Path) -> list[str]:
    """The ids of the sections of one Markdown file (its ``##`` and ``###`` headings), as its
    page gives them."""
    converter = _converter()
    converter.convert(path.read_text("utf-8"))
    stack: list[dict[str, Any]] = list(converter.toc_tokens)  # type: ignore[attr-defined]
    found = []
    while stack:
        token = stack.pop(0)
        if token["level"] > 1:
            found.append(token["id"])
        stack[:0] = token["children"]
    return found


def _shown(path: Path) -> str:
    return (
        str(path.relative_to(settings.BASE_DIR))
        if path.is_relative_to(settings.BASE_DIR)
        else str(path)
    )


def check_anchors(document: Document, parts: list[tuple[str, Path]]) -> None:
    """Every section of the document (made of ``parts``, ``source_parts``) has an id of its
    own, and every id of a game's part of the glossary is the game's (``ImproperlyConfigured``
    names the file to mend)."""
    counts = Counter(section.anchor for section in document.sections if section.anchor)
    twice = sorted(anchor for anchor, count in counts.items() if count > 1)
    if twice:
        anchor = twice[0]
        found = [_shown(path) for _, path in parts for each in file_anchors(path) if each == anchor]
        raise ImproperlyConfigured(
            f"Two sections of the {document.name} page ({document.language}) have the id"
            f" #{anchor}: in {' and in '.join(found)}. Each section needs an id of its own"
            " ({#...} after its heading)."
        )
    if document.name != GLOSSARY:
        return
    for game, path in parts:
        for anchor in file_anchors(path) if game else ():
            if anchor != game and not anchor.startswith(f"{game}-"):
                raise ImproperlyConfigured(
                    f"{_shown(path)}: the glossary's section #{anchor} is not named after its"
                    f" game. Write {{#{game}-{anchor}}} after its heading: every game's"
                    " entries share the glossary page, and only the game's name keeps their"
                    " ids apart."
                )


def load() -> dict[tuple[str, str], Document]:
    """Every document: ``{(name, language): Document}``, each section's id checked."""
    documents = {}
    for language in LANGUAGES:
        for name in names():
            text = source(name, language)
            if text is not None:
                document = parse(name, language, text)
                check_anchors(document, source_parts(name, language))
                documents[name, language] = document
    return documents


_loaded: dict[tuple[str, str], Document] | None = None
_lock = threading.Lock()


def documents() -> dict[tuple[str, str], Document]:
    """The site's documents, parsed on first use and then kept for the life of the process."""
    global _loaded
    if _loaded is None:
        with _lock:
            if _loaded is None:
                _loaded = load()
    return _loaded


def document(name: str, language: str) -> Document | None:
    """The document in ``language``, else in English, else in the first language it is written
    in, else None."""
    found = documents()
    for wanted in (language, FALLBACK, *LANGUAGES):
        if (name, wanted) in found:
            return found[name, wanted]
    return None


def written_in(name: str) -> list[str]:
    """The languages a document is written in, in the settings' order."""
    found = documents()
    return [language for language in LANGUAGES if (name, language) in found]


def sections() -> list[Section]:
    return [section for doc in documents().values() for section in doc.sections]
