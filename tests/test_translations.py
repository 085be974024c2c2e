"""Turkish and English everywhere: the Turkish catalog is complete and used."""

import ast
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from django.utils import translation

from scorepad.games import field_labels, installed
from scorepad.games.core import RuleError, gettext_noop

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "locale" / "tr" / "LC_MESSAGES" / "django.po"
# The shared catalog, and each installed game's in its package.
CATALOGS = [CATALOG] + [
    ROOT / "scorepad" / "games" / name / "locale" / "tr" / "LC_MESSAGES" / "django.po"
    for name in installed()
]


def catalog_id(path: Path) -> str:
    return str(path.relative_to(ROOT).parents[2]) if path != CATALOG else "shared"


KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(\".*\")")


@dataclass
class Entry:
    """One message of a .po catalog, as far as these tests need it."""

    line: int
    path: str = ""
    flags: set[str] = field(default_factory=set)
    fields: dict[str, str] = field(default_factory=dict)  # msgctxt, msgid, msgid_plural
    strs: dict[int, str] = field(default_factory=dict)  # msgstr, or msgstr[n] by n

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.fields.get('msgid')!r}"


def read_catalog(path: Path = CATALOG) -> list[Entry]:
    """The catalog's messages, the header left out: a small reader, so that the check needs
    neither polib nor GNU gettext."""
    entries: list[Entry] = []
    entry: Entry | None = None
    target: tuple[str, int] = ("", 0)
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        # A blank line ends an entry; obsolete entries (#~) are not read.
        if not line or line.startswith("#~"):
            entry = None
            continue
        if entry is None:
            entry = Entry(line=number, path=catalog_id(path))
            entries.append(entry)
        if line.startswith("#,"):
            entry.flags |= {flag.strip() for flag in line[2:].split(",")}
        elif line.startswith("#"):
            continue
        elif match := KEYWORD.fullmatch(line):
            keyword, index, text = match.groups()
            target = (keyword, int(index or 0))
            if keyword == "msgstr":
                entry.strs[target[1]] = ast.literal_eval(text)
            else:
                entry.fields[keyword] = ast.literal_eval(text)
        elif line.startswith('"'):
            keyword, index = target
            if keyword == "msgstr":
                entry.strs[index] += ast.literal_eval(line)
            else:
                entry.fields[keyword] += ast.literal_eval(line)
    return [entry for entry in entries if entry.fields.get("msgid")]


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%\(\w+\)[a-z]", text))


def every_entry() -> list[Entry]:
    return [entry for catalog in CATALOGS for entry in read_catalog(catalog)]


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext compiles the catalogs")
@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_every_message_has_a_turkish_translation(catalog):
    run = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(catalog)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "translated messages" in run.stderr
    assert "untranslated" not in run.stderr and "fuzzy" not in run.stderr


def test_a_refusal_reads_in_turkish_with_the_field_named_in_turkish():
    error = RuleError(gettext_noop("%(field)s must be a whole number"), deal=3, field="tricks")
    with translation.override("tr"):
        reason = error.reason(translation.gettext, field_labels("joker"))
    assert reason.startswith("3. dağıtım: ")
    assert "tricks" not in reason


def test_the_home_page_speaks_turkish_to_a_turkish_browser(client):
    html = client.get("/", HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert '<html lang="tr">' in html
    assert "Skor Defteri" in html
    assert ">English</button>" in html  # the other language, in its own name


def test_the_language_switch_keeps_the_page_and_needs_no_prefix(client):
    response = client.post("/i18n/setlang/", {"language": "tr", "next": "/rules/"})
    assert response.status_code == 302 and response["Location"] == "/rules/"
    html = client.get("/rules/").content.decode()
    assert '<html lang="tr">' in html


@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_the_turkish_catalog_has_no_untranslated_or_fuzzy_message(catalog) -> None:
    """Without GNU gettext too: a new string in a template or a changed one in the code shows
    up here after `make messages`, until it is translated and checked."""
    entries = read_catalog(catalog)
    assert len(entries) > 20
    fuzzy = [str(entry) for entry in entries if "fuzzy" in entry.flags]
    untranslated = [
        str(entry) for entry in entries if not entry.strs or not all(entry.strs.values())
    ]
    assert not fuzzy, f"fuzzy: {fuzzy}"
    assert not untranslated, f"untranslated: {untranslated}"
    plurals = [entry for entry in entries if "msgid_plural" in entry.fields]
    assert all(sorted(entry.strs) == [0, 1] for entry in plurals)  # nplurals=2


def test_the_catalogs_hold_some_thousand_messages_with_their_plurals() -> None:
    entries = every_entry()
    assert len(entries) > 600
    assert [entry for entry in entries if "msgid_plural" in entry.fields]


@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_the_turkish_catalog_keeps_every_placeholder(catalog) -> None:
    for entry in read_catalog(catalog):
        singular = placeholders(entry.fields["msgid"])
        plural = placeholders(entry.fields.get("msgid_plural", entry.fields["msgid"]))
        for index, text in entry.strs.items():
            expected = (singular, plural) if index == 0 else (plural,)
            assert placeholders(text) in expected, f"{entry}: {text!r}"


# The Turkish words for the games' own terms; the original stands only as a gloss in
# brackets, as in "kural ihlali (verzaakt)" and "el almaz (miser)".
ENGLISH_TERMS = re.compile(r"\b(revoke|miser|sandwich|double|top-bottom|tens)\b", re.IGNORECASE)


def test_the_turkish_interface_says_the_games_terms_in_turkish() -> None:
    english = [
        f"{entry}: {text!r}"
        for entry in every_entry()
        for text in entry.strs.values()
        if ENGLISH_TERMS.search(re.sub(r"\((verzaakt|miser)\)", "", text))
    ]
    assert not english
    turkish = {entry.fields["msgid"]: entry.strs[0] for entry in every_entry()}
    assert turkish["Revoke"] == "Kural ihlali (verzaakt)"
    assert turkish["revoke"] == "kural ihlali"
    assert turkish["miser"] == "el almaz"
    assert [turkish[name] for name in ("Double", "Sandwich", "Top-bottom")] == [
        "Çift",
        "Sandviç",
        "Üst-alt",
    ]


def test_the_compiled_catalog_gives_the_turkish_terms() -> None:
    with translation.override("tr"):
        assert translation.gettext("Double") == "Çift"
        assert translation.gettext("Sandwich") == "Sandviç"
        assert translation.gettext("With jokers") == "Jokerli"
        assert translation.gettext("Revoke") == "Kural ihlali (verzaakt)"
        assert translation.gettext("miser") == "el almaz"
