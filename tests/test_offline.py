"""What the server hands the phone for offline use: the versioned service worker with what to
keep (the offline code's modules too, none over 400 lines), the offline page, the rules search
index, and each game's plan and its forms, one per kind of entry."""

import json
import re
from html import unescape

import pytest
from django.urls import reverse

from rules import content, search
from rules import offline as rules_offline
from scorepad import offline
from scorepad.games import game_type, game_types, installed, samples
from scorepad.templatetags.offline_tags import ROUND_NUMBER
from tests.factories import game_with_deals, guarded_game

pytestmark = pytest.mark.django_db


def worker_setup(client) -> dict:
    response = client.get("/sw.js")
    assert response.status_code == 200
    first, _newline, _rest = response.content.decode().partition("\n")
    match = re.fullmatch(r"self\.SCOREPAD = (\{.*\});", first)
    assert match, first
    return json.loads(match.group(1))


def test_the_service_worker_carries_the_deploys_version_and_is_never_cached(client):
    response = client.get("/sw.js")
    assert "no-cache" in response["Cache-Control"]
    assert worker_setup(client)["version"] == offline.deploy_version()


def test_a_new_deploy_serves_a_worker_with_another_version(client, monkeypatch):
    before = worker_setup(client)["version"]
    monkeypatch.setattr(offline, "deploy_version", lambda: "another-deploy")
    offline.worker_script.cache_clear()
    try:
        assert worker_setup(client)["version"] == "another-deploy" != before
    finally:
        offline.worker_script.cache_clear()


def test_the_worker_keeps_every_rule_page_in_both_languages_and_the_search(client):
    kept = worker_setup(client)["precache"]
    for name in content.names():
        for language in content.LANGUAGES:
            assert f"/rules/{name}/?lang={language}" in kept
    for page in ("/", "/offline/", "/rules/", "/rules/search/", "/rules/search-index.json"):
        assert page in kept
    for url in kept:
        assert client.get(url).status_code == 200, url


def test_the_offline_page_says_what_still_works(client):
    response = client.get(reverse("offline"))
    assert response.status_code == 200
    assert reverse("rules:index").encode() in response.content
    assert b"Deals entered offline are kept on the phone" in response.content


def test_the_search_index_holds_every_section_with_the_servers_stems(client):
    response = client.get(reverse("rules:search_index"))
    assert response.status_code == 200
    index = json.loads(response.content)
    sections = content.sections()
    assert [(s["d"], s["l"], s["a"]) for s in index["sections"]] == [
        (s.document, s.language, s.anchor) for s in sections
    ]
    built = search.index()
    # Each corpus word with its stems in each language, as the server's index files them.
    assert index["languages"] == built.languages
    for word in sorted(built.vocabulary, key=lambda word: -built.vocabulary[word])[:3]:
        count, *stems = index["words"][word]
        assert count == built.vocabulary[word]
        assert len(stems) == len(built.languages)
        assert {stem for _language, stem in built.stems_of_word[word]} >= {
            stem for stem in stems if stem
        }
    for kind in game_types():
        for words in kind.search.synonyms.values():
            for word, targets in words.items():
                assert set(search.fold(t) for t in targets) <= set(
                    index["synonyms"][search.fold(word)]
                ), word
    assert rules_offline.index_version() == rules_offline.index_version()


def entry_plan(client, game) -> tuple[dict, str]:
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no offline plan on the page"
    return json.loads(unescape(match.group(1))), page


def entry_templates(page: str) -> dict[str, str]:
    return dict(re.findall(r'<template data-offline-entry="(\w+)">(.*?)</template>', page, re.S))


@pytest.mark.parametrize("name", installed())
def test_the_game_page_carries_each_kind_of_entry_once_for_the_phone_to_fill(editor, name):
    game = guarded_game(name)
    plan, page = entry_plan(editor(game), game)
    kind = game_type(game.game)
    kinds = kind.offline.entry_kinds(list(game.players), kind.full_options(game.options))
    templates = entry_templates(page)
    assert list(templates) == list(kinds)
    assert plan["deals"] == [deal.data for deal in game.deals.all()]
    assert plan["number"] == str(ROUND_NUMBER)
    for phase, form in templates.items():
        # The deal's number left to the phone, in its field and its words; a key of its own.
        assert f'name="number" value="{ROUND_NUMBER}"' in form
        assert f'name="phase" value="{phase}"' in form
        assert 'name="csrfmiddlewaretoken"' in form
        assert re.search(r'name="key" value="[0-9a-f]{32}"', form)
        assert str(ROUND_NUMBER) in plan["labels"][phase]
    assert "data-offline-step" not in page  # no step prepared ahead


@pytest.mark.parametrize("name", installed())
def test_a_finished_game_carries_no_entry(editor, name):
    worked = samples(name).WORKED
    game = game_with_deals(
        name, worked["deals"], players=worked["players"], options=worked["options"]
    )
    page = editor(game).get(reverse("game", args=[game.public_id])).content.decode()
    assert "data-offline-entry" not in page


@pytest.mark.parametrize("name", installed())
def test_a_deal_being_changed_is_planned_with_the_dealer_it_had(editor, name):
    case = samples(name).GUARDED
    game = guarded_game(name)
    phone = editor(game)
    phone.post(reverse("add_deal", args=[game.public_id]), case["next"])
    deals = [deal.data for deal in game.deals.all()]
    assert len(deals) == 2
    page = phone.get(reverse("edit_deal", args=[game.public_id, 2])).content.decode()
    assert 'data-entry-edit="2"' in page
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no plan for the deal being changed"
    plan = json.loads(unescape(match.group(1)))
    assert plan["editing"] == 2
    assert plan["deals"] == deals
    assert "data-offline-entry" not in page  # nothing ahead: the server saves the change


def test_a_follower_gets_no_offline_entry(client, grant):
    game = guarded_game(installed()[0])
    follower = grant(client, game, "follow")
    page = follower.get(reverse("game", args=[game.public_id])).content.decode()
    assert "offline-plan" not in page
    assert "data-offline-entry" not in page


def test_no_file_of_the_offline_code_is_over_400_lines():
    from django.contrib.staticfiles import finders

    own = [name for name in offline.offline_modules() if "/vendor/" not in name]
    assert "js/offline/page.js" in own and "js/offline/table.js" in own and len(own) > 10
    names = [*own, "js/sw.js", *(f"{kind.name}/entry.js" for kind in game_types())]
    for name in names:
        path = finders.find(name)
        assert isinstance(path, str), name
        with open(path, encoding="utf-8") as source:
            assert len(source.readlines()) <= 400, name


def test_every_module_of_the_offline_code_is_kept_by_the_worker_and_preloaded(client, editor):
    from django.templatetags.static import static

    kept = worker_setup(client)["precache"]
    for name in offline.offline_modules():
        assert static(name) in kept, name
    game = guarded_game(installed()[0])
    page = editor(game).get(reverse("game", args=[game.public_id])).content.decode()
    for name in offline.offline_modules():
        loaded = f'<script type="module" src="{static(name)}"'
        assert f'<link rel="modulepreload" href="{static(name)}">' in page or loaded in page, name
    home = client.get("/").content.decode()
    assert "js/offline/page.js" in home and "js/offline/table.js" not in home
