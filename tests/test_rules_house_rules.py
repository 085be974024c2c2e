"""The house rules on the rule pages: each option the new-game form offers beside the rules the
pages follow has its own section in both languages, under the page's house rules, saying where
tables play it, naming the choice as the form does, and worked out by an example played with
that option (tests/test_rules_examples.py checks the example against the engine). Each game
names its house rules in its tests' ``rule_pages.py`` (``HOUSE_RULES``, ``WHERE``)."""

from __future__ import annotations

import json
import re

import pytest
from django.utils import translation

from rules import content
from scorepad.games import installed
from tests.contract import data

EXAMPLE = re.compile(r"<!--\s*example:\s*(\{.*?\})\s*-->")
HEADING = re.compile(r"^(#{2,3})\s.*\{#([a-z0-9-]+)\}\s*$", re.M)

NEW_GAME_FORM = {
    "en": "new-game form",
    "tr": "yeni oyun formu",
    "nl": "nieuwe partij",
    "ka": "ახალი თამაშის ფორმა",
}


def choice_label(choices, value: str) -> str:
    return str(dict(choices)[value])


def with_house_rules() -> list[str]:
    return [name for name in installed() if hasattr(data(name, "rule_pages"), "HOUSE_RULES")]


# (game, the section's anchor, the option and its value in a game file, the choices the text
# names as the form does: (the form's choices, the value), or the numbers the form offers).
HOUSE_RULES = [
    (name, *house_rule)
    for name in with_house_rules()
    for house_rule in data(name, "rule_pages").HOUSE_RULES
]
NONE = [
    pytest.param(*[None] * 5, marks=pytest.mark.skip(reason="no installed game has house rules"))
]


def section_source(game: str, language: str, anchor: str) -> str:
    """The Markdown of the section under its heading, to the next heading of its level or up."""
    source = content.source(game, language) or ""
    headings = list(HEADING.finditer(source))
    for number, heading in enumerate(headings):
        if heading.group(2) == anchor:
            level = len(heading.group(1))
            ends = [h.start() for h in headings[number + 1 :] if len(h.group(1)) <= level]
            return source[heading.end() : ends[0] if ends else len(source)]
    raise AssertionError(f"{game} ({language}) has no section #{anchor}")


def parent_of(game: str, language: str, anchor: str) -> str:
    source = content.source(game, language) or ""
    parent = ""
    for heading in HEADING.finditer(source):
        if len(heading.group(1)) == 2:
            parent = heading.group(2)
        if heading.group(2) == anchor:
            return parent
    return ""


def written(game: str, language: str) -> None:
    if (game, language) not in content.documents():
        pytest.skip(f"the {game} page is not written in {language}: it opens in English")


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize(("game", "anchor", "option", "value", "named"), HOUSE_RULES or NONE)
def test_each_house_rule_has_its_section_with_a_worked_example(
    game, anchor, option, value, named, language
):
    written(game, language)
    assert parent_of(game, language, anchor) == "house-rules"
    text = section_source(game, language, anchor)
    played = [json.loads(m.group(1)) for m in EXAMPLE.finditer(text)]
    assert any(example.get("options", {}).get(option) == value for example in played), (
        f"no example of {option}={value!r} in #{anchor}"
    )


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize(("game", "anchor", "option", "value", "named"), HOUSE_RULES or NONE)
def test_each_house_rule_says_where_it_is_played_and_how_the_form_names_it(
    game, anchor, option, value, named, language
):
    written(game, language)
    house = section_source(game, language, "house-rules")
    text = section_source(game, language, anchor)
    where = data(game, "rule_pages").WHERE[language]
    assert re.search(where, house + text), f"#{anchor} says not where"
    assert NEW_GAME_FORM[language] in house + text
    if isinstance(named, tuple) and not isinstance(named[0], int):
        choices, choice = named
        with translation.override(language):
            label = choice_label(choices, choice)
        assert f'"{label}"' in " ".join(text.split()), f"#{anchor} does not name {label!r}"
    elif named:
        for number in named:
            assert re.search(rf"(?<!\d){number}(?!\d)", text), f"#{anchor} does not say {number}"


@pytest.mark.parametrize("language", content.LANGUAGES)
@pytest.mark.parametrize("game", with_house_rules())
def test_the_house_rules_are_on_the_page_and_in_its_contents(client, game, language):
    html = client.get(f"/rules/{game}/?lang={language}").content.decode()
    anchors = {anchor for g, anchor, *rest in HOUSE_RULES if g == game} | {"house-rules"}
    for anchor in anchors:
        assert f'id="{anchor}"' in html
        assert f'href="#{anchor}"' in html


@pytest.mark.django_db
@pytest.mark.parametrize("language", content.LANGUAGES)
def test_the_new_game_form_links_each_house_rule_to_its_section(client, language):
    html = client.get("/", headers={"accept-language": language}).content.decode()
    links = re.findall(
        r'<a class="option-rule" href="/rules/([a-z]+)/#([a-z0-9-]+)">([^<]+)</a>', html
    )
    expected = {(game, anchor) for game, anchor, *rest in HOUSE_RULES}
    assert {(game, anchor) for game, anchor, text in links} == expected
    with translation.override(language):
        assert {text for *rest, text in links} == {translation.gettext("The rule")}
    for game, anchor in expected:
        assert anchor in content.document(game, language).anchors
