"""What the server hands the phone for offline use: the versioned service worker with what to
keep, the offline page, the rules search index, and each game's plan of the next entries."""

import json
import re
from html import unescape

import pytest
from django.urls import reverse

from rules import content, search
from rules import offline as rules_offline
from scorepad import offline
from scorepad.games import game_type
from scorepad.games.joker import engine as joker
from tests.factories import game_with_deals

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
    for word in ("stanga", "kozlar", "dealer"):
        count, english, turkish = index["words"][word]
        assert count == built.vocabulary[word]
        assert {stem for _language, stem in built.stems_of_word[word]} >= {
            stem for stem in (english, turkish) if stem
        }
    assert index["synonyms"]["sweep"] == ["seep"]
    assert rules_offline.index_version() == rules_offline.index_version()


def entry_plan(client, game) -> tuple[dict, str]:
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no offline plan on the page"
    return json.loads(unescape(match.group(1))), page


def test_the_joker_page_plans_bids_then_tricks_with_the_closed_bid_and_the_count(editor):
    game = game_with_deals("joker", players=["Nino", "Giorgi", "Ana", "Levan"])
    plan, page = entry_plan(editor(game), game)
    steps = plan["steps"]
    assert [step["step"] for step in steps[:4]] == ["1:bids", "1:tricks", "2:bids", "2:tricks"]
    assert plan["url"] == reverse("add_deal", args=[game.public_id])
    closed = steps[0]["guide"]["closed"]
    assert closed["field"] == "bid_0" and closed["others"] == ["bid_1", "bid_2", "bid_3"]
    assert closed["total"] == 1
    assert "Nino deals and may not bid" in closed["reason"]
    assert steps[1]["guide"]["count"]["fields"] == ["tricks_1", "tricks_2", "tricks_3", "tricks_0"]
    assert steps[2]["dealer"] == 1 and steps[2]["cards"] == 2
    assert ["Dealer", "Giorgi"] in steps[2]["status"]
    # Every later entry's form comes rendered, with its number and phase.
    for step in steps[1:]:
        template = page.split(f'<template data-offline-step="{step["step"]}">', 1)[1]
        template = template.split("</template>", 1)[0]
        assert f'name="number" value="{step["number"]}"' in template
        assert f'name="phase" value="{step["phase"]}"' in template
        assert 'name="csrfmiddlewaretoken"' in template


def test_joker_golden_and_miser_deals_plan_only_their_tricks():
    options = joker.clean_options({"length": "full", "first_dealer": 0})
    kinds = [slot.kind for slot in joker.schedule(options)]
    golden = kinds.index("golden") + 1
    upcoming = {"number": golden - 1, "phase": "bids"}
    steps = game_type("joker").offline_steps(["A", "B", "C", "D"], options, upcoming, 4)
    assert [(s["number"], s["phase"]) for s in steps] == [
        (golden - 1, "bids"),
        (golden - 1, "tricks"),
        (golden, "tricks"),
        (golden + 1, "tricks"),
    ]


def test_klaverjas_plans_the_dealers_and_the_rest_of_162(editor):
    game = game_with_deals("klaverjas", players=["Ada", "Bo", "Cem", "Dee"])
    plan, _page = entry_plan(editor(game), game)
    assert [step["dealer"] for step in plan["steps"][:5]] == [0, 1, 2, 3, 0]
    assert plan["steps"][0]["guide"]["complement"]["total"] == 162


def test_seep_leaves_the_later_dealers_to_the_scores(editor):
    game = game_with_deals("seep", players=["Ada", "Bo", "Cem", "Dee"])
    plan, _page = entry_plan(editor(game), game)
    assert plan["steps"][0]["dealer"] == 0
    assert all(step["dealer"] is None for step in plan["steps"][1:])
    assert plan["steps"][1]["status"][1][0].startswith("Who deals follows from the scores")
    assert plan["steps"][0]["guide"]["complement"]["total"] == 100


@pytest.mark.parametrize("name", ["joker", "seep"])
def test_a_deal_being_changed_is_planned_with_the_dealer_it_had(editor, name):
    # Seep's dealer follows from the scores: deal 2's from deal 1, where Ada & Cem led.
    deals = {
        "joker": [
            {"bids": [0, 0, 0, 0], "tricks": [0, 1, 0, 0]},
            {"bids": [0, 0, 0, 0], "tricks": [0, 0, 2, 0]},
        ],
        "seep": [{"points": [60, 40]}, {"points": [50, 50]}],
    }[name]
    game = game_with_deals(name, deals, players=["Ada", "Bo", "Cem", "Dee"])
    page = editor(game).get(reverse("edit_deal", args=[game.public_id, 2])).content.decode()
    assert 'data-entry-edit="2"' in page
    match = re.search(r'<div id="offline-plan" data-plan="([^"]*)" hidden>', page)
    assert match, "no plan for the deal being changed"
    plan = json.loads(unescape(match.group(1)))
    assert plan["editing"] == 2
    (step,) = plan["steps"]
    assert step["step"] == "2:edit" and step["phase"] == "edit"
    assert step["dealer"] == 1  # Bo deals deal 2 in both
    assert len(plan["deals"]) == 2
    assert "data-offline-step" not in page  # nothing ahead: the server saves the change


def test_a_follower_gets_no_offline_entry(client, grant):
    game = game_with_deals("ers", players=["Ada", "Bo"])
    follower = grant(client, game, "follow")
    page = follower.get(reverse("game", args=[game.public_id])).content.decode()
    assert "offline-plan" not in page
    assert "data-offline-step" not in page
