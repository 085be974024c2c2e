"""No English left on a page in another language: every page a player meets (the home page, each
game in play and finished, a deal being changed, the stats, the phone's key, every rule page,
the search, the referees, the lesson, the practice, a club with its night, standings and
screens, the offline page and the error pages) is rendered in English and in each other
language of the settings, and a line of text that is the same in both is a miss, unless it is
only names, numbers and the words the glossary keeps in their original (``KEPT``, short and
explicit).

A line is a text node or what a reader is told of a control (its placeholder, aria-label, title
or alt), and the words the page gives its scripts to say (``#offline-strings``). Text marked as
being in another language (``lang="en"`` inside a Dutch page: a rule page not written in Dutch
yet, a search hit from the English page) is that language on purpose and is not compared, nor
are the words a rule text quotes in italics (*trump* in het Engels, *koz* in het Turks).
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings
from django.template.loader import render_to_string
from django.test import Client, RequestFactory
from django.urls import reverse
from django.utils import translation

from rules import content
from scorepad.games import game_type, installed, samples
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

BASE = Path(settings.BASE_DIR)
# The languages this test reads: every one of the settings but English, which the others are
# compared with, and Turkish, whose pages keep other words of their own (its tests are
# tests/browser/test_turkish.py and the Turkish rule pages' in tests/test_rules_content.py).
OTHER_LANGUAGES = [code for code, _name in settings.LANGUAGES if code not in ("en", "tr")]

# Words that stay as they are in every language: the games' names, the languages' own names,
# the terms the glossary keeps in their original (Dutch klaverjas words, Hindi, Turkish King),
# the file formats, and the cards' letters.
KEPT = {
    word.casefold()
    for words in (
        ("Joker", "Klaverjas", "Seep", "Egyptian", "Rat", "Screw", "ERS", "King"),
        ("Amsterdam", "Rotterdam", "English", "Türkçe", "Nederlands", "ქართული"),
        ("roem", "stuk", "pit", "nat", "Wij", "Zij", "verzaakt", "poedelprijs"),
        ("ştanga", "shtanga", "bazzi", "bazzis", "ghar", "pakka", "koz", "Sandwich"),
        ("El", "Kupa", "Erkek", "Kız", "Son", "iki", "almaz", "Rıfkı", "Mecburi", "cezacı"),
        ("kozcu", "PDF", "CSV", "JSON", "QR", "KB", "UTC", "Scorepad"),
        # The referees' card notation: 10H, X:high:S, 11:opponent.
        ("KH", "QH", "JH", "AS", "10H", "8H", "KD", "7S", "high", "give", "take", "leave"),
        ("me", "partner", "opponent", "cemented"),
    )
    for word in words
}
# Words that are written the same in a language as in English.
SAME = {
    "nl": {"in", "tip", "tips", "contract", "jokers", "jas", "dec", "live"},
}
NAMES = {"Ayşe", "Işık", "Çağrı", "Gül", "Nino", "Giorgi", "Ana", "Levan", "Ada", "Bo", "Cem"}
NAMES |= {"Burak", "Deniz", "Anouk", "Bram", "Femke", "Joost", "Dilek", "Ece", "KV", "De", "Hoop"}
NAMES |= {"Speler"}  # the club's members, Speler 1 to 9
# A word is two letters or more (the cards' letters, Σ over a total and the like are not);
# the referees' card notation (10H, X:high:S) is a word too.
WORD = re.compile(r"\d*[^\W\d_]{2,}")


class _Lines(HTMLParser):
    """The lines of a page a reader meets, with the language each is marked as being in."""

    SKIPPED = frozenset({"script", "style"})
    TOLD = ("placeholder", "aria-label", "title", "alt")
    VOID = frozenset({"meta", "link", "input", "img", "br", "hr", "source", "area", "wbr"})

    def __init__(self, language: str) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str]] = [("", language)]
        self.lines: list[tuple[str, str]] = []
        self.json_id: str | None = None
        self.classes: dict[int, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        language = found.get("lang") or self.stack[-1][1]
        quoting = tag == "em" and any(
            "rule-text" in (f" {self.classes.get(index, '')} ") for index in range(len(self.stack))
        )
        if quoting:
            language = "quoted"
        if "class" in found and tag not in self.VOID:
            self.classes[len(self.stack)] = str(found["class"])
        for name in self.TOLD:
            if found.get(name):
                self.lines.append((str(found[name]), language))
        if tag == "script" and found.get("id") == "offline-strings":
            self.json_id = "offline-strings"
        if tag not in self.VOID:
            self.stack.append((tag, language))

    def handle_endtag(self, tag: str) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                for depth in [depth for depth in self.classes if depth >= index]:
                    del self.classes[depth]
                break
        if tag == "script":
            self.json_id = None

    def handle_data(self, data: str) -> None:
        tag, language = self.stack[-1]
        if self.json_id:
            for value in json.loads(data).values():
                if isinstance(value, str) and not value.startswith("/"):
                    self.lines.append((value, language))
            return
        if tag in self.SKIPPED:
            return
        text = " ".join(data.split())
        if text:
            self.lines.append((text, language))


def lines(html: str, language: str) -> list[tuple[str, str]]:
    parser = _Lines(language)
    parser.feed(html)
    parser.close()
    return parser.lines


def kept(line: str, language: str) -> bool:
    """Whether a line is only names, numbers, kept words and words the language writes as
    English does."""
    same = SAME.get(language, set())
    return all(
        word.casefold() in KEPT or word.casefold() in same or word in NAMES
        for word in WORD.findall(line)
    )


def misses(english: str, other: str, language: str) -> list[str]:
    seen = {line for line, marked in lines(english, "en") if marked == "en"}
    return sorted(
        {
            line
            for line, marked in lines(other, language)
            if marked == language and line in seen and not kept(line, language)
        }
    )


def needs_catalog(language: str) -> None:
    if not (BASE / "locale" / language / "LC_MESSAGES" / "django.po").is_file():
        pytest.skip(f"the {language} catalogs are not in this tree yet")


# The pages


def _games() -> dict[str, dict[str, str]]:
    """Each game in play (a deal in) and finished, by its address."""
    from tests.factories import guarded_game

    found = {}
    for name in installed():
        playing = guarded_game(name)
        whole = samples(name).long_game()
        finished = game_with_deals(name, whole["deals"], whole["players"], whole["options"])
        found[name] = {"playing": playing.public_id, "finished": finished.public_id}
    return found


def club_pages(client: Client) -> list[str]:
    """A club made on this phone (its director) and a night with its first round drawn: the
    club's pages, the night's, its standings, the screens and a table's game."""
    from scorepad.clubs.tests import pages as club

    members = [f"Speler {number}" for number in range(1, 10)]
    made = club.make_club(client, members, ["klaverjas"])
    night = club.make_night(client, made, "klaverjas")
    club.check_in(client, night, members)
    club.draw(client, night, 1)
    table = club.tables(night, 1)[0]
    addresses = [
        reverse("clubs:index"),
        reverse("clubs:club", args=[made.public_id]),
        reverse("clubs:edit_club", args=[made.public_id]),
        reverse("clubs:links", args=[made.public_id]),
        reverse("clubs:new_night", args=[made.public_id]),
        reverse("clubs:new_season", args=[made.public_id]),
        reverse("clubs:club_screen", args=[made.public_id]),
        club.url("night", night),
        club.url("standings", night),
        club.url("screen", night),
        reverse("game", args=[table.game.public_id]),
    ]
    return addresses


def pages(client: Client, grant, starter) -> list[str]:
    from scorepad.models import Game

    addresses = [reverse("home"), reverse("stats"), reverse("phone_key"), reverse("offline")]
    for name, games in _games().items():
        for public_id in games.values():
            game = Game.objects.get(public_id=public_id)
            grant(client, game)
            addresses.append(reverse("game", args=[public_id]))
        addresses.append(reverse("edit_deal", args=[games["playing"], 1]))
        starter(client, Game.objects.get(public_id=games["playing"]))
        addresses.append(reverse("confirm_new_links", args=[games["playing"]]))
        if game_type(name).rules.has_referee:
            addresses.append(reverse("rules:referee", args=[name]))
    addresses += [reverse("rules:index"), reverse("rules:search") + "?q=roem"]
    addresses += [reverse("rules:document", args=[name]) for name in content.names()]
    addresses += [reverse("rules:joker:lesson"), reverse("rules:joker:lesson_step", args=[3])]
    addresses.append(reverse("rules:klaverjas:practice"))
    addresses += club_pages(client)
    addresses.append("/no-such-page/")  # 404
    return addresses


def rendered(client: Client, address: str, language: str) -> str:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = client.get(address)
    assert response.status_code in (200, 404), (address, response.status_code)
    return response.content.decode()


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_no_english_is_left_on_any_page(client, grant, starter, language):
    needs_catalog(language)
    found = {}
    for address in pages(client, grant, starter):
        english = rendered(client, address, "en")
        other = rendered(client, address, language)
        assert f'<html lang="{language}"' in other, address
        left = misses(english, other, language)
        if left:
            found[address] = left
    assert found == {}, json.dumps(found, ensure_ascii=False, indent=1)


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
@pytest.mark.parametrize(
    ("template", "context"),
    [
        ("400.html", {}),
        ("413.html", {"size_kb": 400, "limit_kb": 256}),
        ("429.html", {"retry_after": 30}),
    ],
)
def test_no_english_is_left_on_the_refusal_pages(language, template, context):
    needs_catalog(language)
    request = RequestFactory().get("/")

    def page(code: str) -> str:
        with translation.override(code):
            request.LANGUAGE_CODE = code
            return render_to_string(template, context, request)

    assert misses(page("en"), page(language), language) == []


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
@pytest.mark.parametrize(("template", "context"), [("500.html", {}), ("503.html", {"seconds": 30})])
def test_the_pages_written_before_the_language_is_known_say_it_in_every_language(
    language, template, context
):
    needs_catalog(language)
    html = render_to_string(template, context)
    sections = dict(re.findall(r'<section lang="(\w+)">(.*?)</section>', html, re.S))
    assert set(sections) == {code for code, _name in settings.LANGUAGES}
    english = {line for line, _ in lines(sections["en"], "en")}
    assert english.isdisjoint(line for line, _ in lines(sections[language], language))


def test_a_line_of_names_numbers_and_kept_words_is_no_miss():
    english = "<p>Nino 120</p><p>Klaverjas · roem</p><p>Deal 3</p><p lang='en'>Deal 4</p>"
    dutch = "<p>Nino 120</p><p>Klaverjas · roem</p><p>Deal 3</p><p lang='en'>Deal 4</p>"
    assert misses(english, dutch, "nl") == ["Deal 3"]
