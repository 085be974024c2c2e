"""The Georgian words: every ``ka`` catalog complete and speaking to the player as შენ, Joker in
the words of a Georgian table, and the Georgian pages answering what a Georgian table asks."""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from django.utils import translation

from rules import content
from tests.test_translations import ROOT, placeholders, read_catalog

CATALOGS = sorted(
    path for path in ROOT.glob("**/locale/ka/LC_MESSAGES/django.po") if ".venv" not in path.parts
)
GEORGIAN_PAGES = [name for name, language in sorted(content.documents()) if language == "ka"]


def catalog_id(path: Path) -> str:
    return str(path.relative_to(ROOT).parents[2])


def test_every_package_with_a_turkish_catalog_has_a_georgian_one():
    turkish = {
        catalog_id(path)
        for path in ROOT.glob("**/locale/tr/LC_MESSAGES/django.po")
        if ".venv" not in path.parts
    }
    assert {catalog_id(path) for path in CATALOGS} == turkish


@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_the_georgian_catalog_is_complete_and_keeps_every_placeholder(catalog):
    entries = read_catalog(catalog)
    assert len(entries) > 20
    assert [str(entry) for entry in entries if "fuzzy" in entry.flags] == []
    assert [str(entry) for entry in entries if not entry.strs or not all(entry.strs.values())] == []
    for entry in entries:
        singular = placeholders(entry.fields["msgid"])
        if "msgid_plural" in entry.fields:
            assert sorted(entry.strs) == [0, 1], entry  # nplurals=2, as Django's own ka
            plural = placeholders(entry.fields["msgid_plural"])
            # The singular may say "1" where English does.
            assert set(placeholders(entry.strs[0])) <= set(singular) | set(plural), entry
            assert placeholders(entry.strs[1]) == plural, entry
        else:
            assert placeholders(entry.strs[0]) == singular, entry
    header = catalog.read_text("utf-8")
    assert '"Language: ka\\n"' in header
    assert '"Plural-Forms: nplurals=2; plural=(n!=1);\\n"' in header


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext compiles the catalogs")
@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_gnu_gettext_compiles_the_georgian_catalog(catalog):
    run = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(catalog)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "untranslated" not in run.stderr and "fuzzy" not in run.stderr


# The interface and the pages speak to the player as შენ, as the Turkish ones say "sen": never
# თქვენ, its possessive, or the plural imperatives a form would use for it ("აირჩიეთ", "სცადეთ").
# Where "you" is really several people ("you and North win") the plural stays.
TKVEN = re.compile(r"(?<![\u10d0-\u10ff])თქვენ")
POLITE = frozenset(
    [
        "აირჩიეთ",
        "ჩაწერეთ",
        "სცადეთ",
        "შეეხეთ",
        "დაიცადეთ",
        "გახსენით",
        "წაიკითხეთ",
        "შეამოწმეთ",
        "დაიწყეთ",
        "გააზიარეთ",
        "დაასკანერეთ",
        "დაბრუნდით",
        "განაახლეთ",
        "აკრიფეთ",
        "შეინახეთ",
        "ჩამოტვირთეთ",
        "დაბეჭდეთ",
        "გააუქმეთ",
        "ითამაშეთ",
        "ისწავლეთ",
        "დაარიგეთ",
        "შეთანხმდით",
        "დაამატეთ",
        "წაშალეთ",
        "დადეთ",
        "მიეცით",
        "თქვით",
        "ნახეთ",
    ]
)
GEORGIAN_WORD = re.compile(r"[\u10d0-\u10ff]+")


def polite_words(text: str) -> list[str]:
    return TKVEN.findall(text) + [word for word in GEORGIAN_WORD.findall(text) if word in POLITE]


def test_the_register_check_sees_tkven_and_lets_shen_through():
    assert polite_words("აირჩიეთ თქვენი თამაში")
    assert polite_words("აირჩიე შენი თამაში და კიდევ სცადე") == []


@pytest.mark.parametrize("catalog", CATALOGS, ids=catalog_id)
def test_the_georgian_interface_says_shen(catalog):
    said = " ".join(text for entry in read_catalog(catalog) for text in entry.strs.values())
    assert polite_words(said) == []


@pytest.mark.parametrize("name", GEORGIAN_PAGES)
def test_the_georgian_pages_say_shen(name):
    assert polite_words(content.source(name, "ka") or "") == []


def test_the_georgian_pages_are_joker_and_the_glossary():
    assert GEORGIAN_PAGES == ["glossary", "joker"]


# Joker as a Georgian table says it: ხიშტი for the ştanga, the premium of a პულკა, the pass,
# the bid that is "said", and the calls of a joker led (მაღალი, წაიღე) and played later (მაღლა,
# დაბლა). The Russian words of the older sheets are search words, never the interface's.
JOKER_WORDS = [
    ("ştanga", "ხიშტი"),
    ("premium", "პრემია"),
    ("pass", "პასი"),
    ("bid", "ნათქვამი"),
    ("highest", "მაღალი"),
    ("give", "წაიღე"),
    ("take", "მაღლა"),
    ("leave", "დაბლა"),
    ("Section premium", "პულკის პრემია"),
    ("no trump", "უკოზირო"),
    ("Dealer", "დამრიგებელი"),
]


@pytest.mark.parametrize(("english", "georgian"), JOKER_WORDS)
def test_the_joker_interface_speaks_as_a_georgian_table(english, georgian):
    with translation.override("ka"):
        assert translation.gettext(english) == georgian


def test_the_georgian_interface_keeps_the_russian_words_of_old_sheets_out():
    said = " ".join(
        text
        for catalog in CATALOGS
        for entry in read_catalog(catalog)
        for text in entry.strs.values()
    )
    assert re.findall(r"შტანგა|ვზიატკა|ზაკაზი|მასტი|კაროლი", said) == []


@pytest.mark.parametrize("name", GEORGIAN_PAGES)
def test_the_georgian_pages_call_the_app_kulebis_davtari(name):
    source = content.source(name, "ka") or ""
    assert "Scorepad" not in source
    if name == "joker":
        assert "ქულების დავთარი" in source


# (anchor, a few words of the answer on Joker's Georgian page, marked as table practice): the
# questions of tests/test_rules_at_the_table.py, answered in Georgian.
GEORGIAN_ANSWERS = [
    ("direction", "საათის ისრის მიმართულებით", True),
    ("joker-lead-void", "თითქოს ეს ფერი ჩამოვიდა", True),
    ("misdeal", "იგივე დამრიგებელი", True),
    ("revoke", "ეს დარღვევაა", True),
    ("bid-change", "სანამ შემდეგი მოთამაშე ალაპარაკდება", True),
    ("lead-out-of-turn", "პატრონს ხელში უბრუნდება", True),
    ("dealer-restriction", "ვერ იტყვის", False),
    ("stanga", "ერთი ხელი მაინც თქვი და ვერც ერთი წაიღე", False),
]


@pytest.mark.parametrize(("anchor", "words", "practice"), GEORGIAN_ANSWERS)
def test_the_georgian_joker_page_answers_what_players_look_up(anchor, words, practice):
    section = {s.anchor: s for s in content.documents()["joker", "ka"].sections}[anchor]
    assert words in " ".join(section.text.split())
    assert ('class="practice"' in section.html) is practice


@pytest.mark.django_db
def test_klaverjas_against_the_computer_opens_in_georgian_with_the_english_pages_tips(client):
    # Klaverjas's page is not written in Georgian: the game's tips come from the English page,
    # which the Georgian reader is sent to.
    from scorepad.games.klaverjas import practice_page

    response = client.get("/rules/klaverjas/practice/", headers={"accept-language": "ka"})
    assert response.status_code == 200
    assert '<html lang="ka">' in response.content.decode()
    assert practice_page.tips("ka") == practice_page.tips("en") != {}


# Georgian is written without capitals. Mtavruli, what Unicode upper-cases it to, is a display
# face: a sentence never begins with it, and the PDF's DejaVu font has none of it, which fpdf2
# says as it leaves the letter out.


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["joker", "klaverjas", "seep", "ers", "king"])
def test_the_georgian_pdf_prints_every_letter(name, caplog):
    from tests.test_pdf import pdf_pages, worked_game

    with caplog.at_level(logging.WARNING, logger="fpdf"):
        text = " ".join(pdf_pages(worked_game(name), "ka"))
    assert [r.getMessage() for r in caplog.records if "missing" in r.getMessage()] == []
    with translation.override("ka"):
        assert translation.gettext("Total") in text
