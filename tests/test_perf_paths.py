"""The paths that are asked for most cost little: a follower's poll answered 304, rule pages
and search answers rendered once per process, and a sheet that is light to render and to hold
(its notes written only when a score is opened)."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from rules import views as rules_views
from scorepad import gamefile
from tests.factories import game_with_deals, long_game

pytestmark = pytest.mark.django_db

POLL = {"HX-Request": "true", "HX-Target": "sheet"}


@pytest.fixture(autouse=True)
def _nothing_rendered_yet():
    rules_views.RENDERED.clear()


def finished(name: str):
    players, options, deals = long_game(name)
    document = {"format": "scorepad/1", "game": name, "players": players, "options": options}
    return gamefile.create_game(gamefile.clean_document({**document, "deals": deals}))


def test_a_followers_unchanged_sheet_costs_one_read_and_writes_nothing(
    grant, django_assert_num_queries
):
    game = game_with_deals("joker", [{"bids": [1, 1, 0, 0], "tricks": [1, 0, 0, 0]}])
    follower = grant(Client(), game, "follow")
    url = reverse("game", args=[game.public_id])
    etag = follower.get(url, headers=POLL)["ETag"]
    # The phone's right with its game, in one statement (the session is a cache hit).
    with django_assert_num_queries(1) as queries:
        response = follower.get(url, headers={**POLL, "If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""
    sql = [query["sql"].lstrip().upper() for query in queries.captured_queries]
    assert all(statement.startswith("SELECT") for statement in sql)
    assert "sessionid" not in response.cookies


def test_a_rule_page_is_rendered_once_per_language(client):
    url = reverse("rules:document", args=["joker"])
    first = client.get(url)
    assert "rules/document.html" in [template.name for template in first.templates]
    again = client.get(url)
    assert again.templates == []
    assert again.content.decode().count("<h2") == first.content.decode().count("<h2")
    turkish = client.get(url, headers={"accept-language": "tr"})
    assert turkish.templates != []
    assert 'lang="tr"' in turkish.content.decode()


def test_a_search_answer_is_rendered_once_and_its_fragment_apart(client):
    url = reverse("rules:search") + "?q=stanga"
    whole = client.get(url)
    assert client.get(url).templates == []
    fragment = client.get(url, headers={"HX-Request": "true", "HX-Target": "results"})
    assert fragment.templates != []
    assert "<html" in whole.content.decode()
    assert "<html" not in fragment.content.decode()
    assert "HX-Target" in fragment["Vary"]


def test_a_kept_rule_page_carries_this_requests_nonce_and_a_csrf_token_that_works():
    url = reverse("rules:document", args=["seep"])
    Client().get(url)  # rendered for another phone
    phone = Client(enforce_csrf_checks=True)
    response = phone.get(url)
    assert response.templates == []
    html = response.content.decode()
    nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
    assert set(re.findall(r'nonce="([^"]+)"', html)) == {nonce}
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    switched = phone.post(
        reverse("set_language"), {"language": "tr", "next": url, "csrfmiddlewaretoken": token}
    )
    assert switched.status_code == 302


def test_the_joker_sheet_holds_no_hidden_notes_and_says_why_in_each_score(client, grant):
    game = finished("joker")
    grant(client, game, "edit")
    html = client.get(reverse("game", args=[game.public_id])).content.decode()
    sheet = html[html.index('<section id="sheet"') :]
    assert 'class="note"' not in sheet
    assert sheet.count('<button type="button" class="why"') == 160
    notes = re.findall(r'<button type="button" class="why" title="([^"]*)"', sheet)
    assert len(notes) == 160
    assert all(notes)
    assert '<template id="why-terms">' in sheet
    assert sheet.count('data-term="stanga"') == 1


def test_the_sheets_edit_links_are_the_deals_own_addresses(client, grant):
    for name in ("joker", "klaverjas", "seep"):
        game = finished(name)
        grant(client, game, "edit")
        html = client.get(reverse("game", args=[game.public_id])).content.decode()
        assert f'href="{reverse("edit_deal", args=[game.public_id, 7])}"' in html
        links = re.findall(rf'href="/games/{game.public_id}/deals/(\d+)/"', html)
        assert [int(number) for number in links] == list(range(1, len(links) + 1))


def test_a_joker_cells_classes_and_glossary_terms_come_written_out(client, grant):
    game = game_with_deals(
        "joker",
        [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}],
        options={"length": "short"},
    )
    grant(client, game, "edit")
    html = client.get(reverse("game", args=[game.public_id])).content.decode()
    row = html[html.index('data-deal="1"') :]
    row = row[: row.index("</tr>")]
    cells = re.findall(r"<td( class=\"[^\"]*\")?>", row)
    assert cells == [' class="dealer kept"', ' class="kept"', ' class="kept"', ' class="shtanga"']
    assert 'data-terms="stanga"' in row
