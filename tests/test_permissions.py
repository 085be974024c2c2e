"""Without accounts, rights live in the session: a stranger gets 404 on every URL of a game,
a follower may watch and export but changes nothing, and wrong tokens open nothing."""

import pytest
from django.urls import reverse

from scorepad.games import installed, samples
from scorepad.models import Deal, Game
from scorepad.views.board import last_step
from tests.factories import GUARDED_GAMES, game_with_deals, guarded_game
from tests.pages import rendered

pytestmark = pytest.mark.django_db
ANY = installed()[0]


@pytest.fixture
def game():
    return guarded_game(ANY)


def viewing_urls(game):
    return [
        reverse("game", args=[game.public_id]),
        reverse("export_game", args=[game.public_id]),
    ]


def editing_gets(game):
    return [reverse("edit_deal", args=[game.public_id, 1])]


def mutating_posts(game):
    """Every URL that changes something, with a post that would succeed for an editor."""
    case, public_id = GUARDED_GAMES[game.game], game.public_id
    return [
        (reverse("add_deal", args=[public_id]), case["next"]),
        (reverse("preview_deal", args=[public_id]), case["next"]),
        (reverse("save_deal", args=[public_id, 1]), case["edit"]),
        (reverse("undo_deal", args=[public_id]), {"last": last_step(game, list(game.deals.all()))}),
        (reverse("rematch", args=[public_id]), {}),
    ]


def unchanged(game):
    first = GUARDED_GAMES[game.game]["deals"][0]
    stored = list(Deal.objects.filter(game=game).values_list("data", flat=True))
    return Game.objects.count() == 1 and len(stored) == 1 and set(first) <= set(stored[0])


def test_a_stranger_gets_404_for_every_url_of_the_game(client, game):
    for url in [*viewing_urls(game), *editing_gets(game)]:
        assert client.get(url).status_code == 404, url
        assert client.get(url, HTTP_HX_REQUEST="true").status_code == 404, url
    for url, data in mutating_posts(game):
        assert client.post(url, data).status_code == 404, url
        assert client.post(url, data, HTTP_HX_REQUEST="true").status_code == 404, url
    assert client.post(reverse("toggle_hundreds", args=[game.public_id])).status_code == 404
    assert unchanged(game)


def test_a_stranger_gets_404_whatever_the_method(client, game):
    for url, _data in mutating_posts(game):
        assert client.get(url).status_code == 404, url
    for url in [*viewing_urls(game), *editing_gets(game)]:
        assert client.post(url).status_code == 404, url
        assert client.delete(url).status_code == 404, url


def test_a_follower_watches_but_every_change_is_404(client, grant, game):
    grant(client, game, "follow")
    for url in viewing_urls(game):
        assert client.get(url).status_code == 200, url
    page = client.get(viewing_urls(game)[0])  # from the cache: no entry form either
    assert '<form id="entry"' not in page.content.decode()
    assert "Editor link" not in page.content.decode()
    assert game.edit_token not in page.content.decode()
    for url in editing_gets(game):
        assert client.get(url).status_code == 404, url
    for url, data in mutating_posts(game):
        assert client.post(url, data).status_code == 404, url
    assert unchanged(game)


def recorded(game):
    return list(Deal.objects.filter(game=game).order_by("number").values_list("data", flat=True))


def every_post(game):
    """Every POST that changes a game, each one an editor's phone could send."""
    case, public_id = GUARDED_GAMES[game.game], game.public_id
    return [
        (reverse("add_deal", args=[public_id]), case["next"]),
        (reverse("preview_deal", args=[public_id]), case["next"]),
        (reverse("preview_deal", args=[public_id]), {**case["edit"], "edit": "1"}),
        (reverse("save_deal", args=[public_id, 1]), case["edit"]),
        (reverse("undo_deal", args=[public_id]), {"last": last_step(game, list(game.deals.all()))}),
        (reverse("rematch", args=[public_id]), {}),
    ]


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
@pytest.mark.parametrize("role", ["stranger", "follower"])
def test_every_post_is_404_for_a_follower_and_a_stranger_in_every_game(client, grant, name, role):
    game = guarded_game(name)
    if role == "follower":
        grant(client, game, "follow")
    before = recorded(game)
    for url, data in every_post(game):
        assert client.post(url, data).status_code == 404, url
        assert client.post(url, data, HTTP_HX_REQUEST="true").status_code == 404, url
    assert Game.objects.get() == game
    assert Game.objects.get().updated == game.updated
    assert recorded(game) == before


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_an_editor_may_do_all_of_it(client, grant, name):
    case, game = GUARDED_GAMES[name], guarded_game(name)
    grant(client, game, "edit")
    for url in [*viewing_urls(game), *editing_gets(game)]:
        assert client.get(url).status_code == 200, url
    posts = dict(mutating_posts(game))
    add_url, preview_url, save_url, undo_url, _rematch_url = posts
    first = recorded(game)
    assert client.post(preview_url, posts[preview_url]).status_code in (200, 204)
    assert recorded(game) == first
    assert client.post(add_url, posts[add_url]).status_code == 303
    assert recorded(game) == [*first, case["next_recorded"]]
    assert client.post(save_url, posts[save_url]).status_code == 303
    assert recorded(game) == [case["edit_recorded"], case["next_recorded"]]
    last = rendered(client, game).context["last_step"]
    assert client.post(undo_url, {"last": last}).status_code == 303
    assert recorded(game) == [case["edit_recorded"]]
    toggled = client.post(reverse("toggle_hundreds", args=[game.public_id]))
    assert toggled.status_code == 303
    assert client.session["hundreds"] is True


@pytest.mark.parametrize("name", sorted(GUARDED_GAMES))
def test_an_editor_may_start_the_rematch_of_a_finished_game(client, grant, name):
    worked = samples(name).WORKED
    game = game_with_deals(
        name, worked["deals"], players=worked["players"], options=worked["options"]
    )
    grant(client, game, "edit")
    rematch = client.post(reverse("rematch", args=[game.public_id]))
    assert rematch.status_code == 303
    new = Game.objects.exclude(pk=game.pk).get()
    assert rematch["Location"] == reverse("game", args=[new.public_id])
    assert client.get(rematch["Location"]).context["is_editor"]


def test_wrong_tokens_and_ids_open_nothing(client, game):
    other = guarded_game(ANY)
    attempts = [
        reverse("editor_link", args=[game.public_id, game.follow_token]),
        reverse("editor_link", args=[game.public_id, other.edit_token]),
        reverse("follow_link", args=[game.public_id, game.edit_token + "x"]),
        reverse("follow_link", args=["nope", game.follow_token]),
        reverse("editor_link", args=[other.public_id, game.edit_token]),
    ]
    for url in attempts:
        assert client.get(url).status_code == 404, url
    assert client.get(reverse("game", args=[game.public_id])).status_code == 404
    assert client.get(reverse("game", args=["no-such-game"])).status_code == 404
    assert client.get("/games/%00/").status_code == 404


def test_rights_on_one_game_do_not_open_another(client, grant, game):
    other = guarded_game(ANY)
    grant(client, other, "edit")
    assert client.get(reverse("game", args=[game.public_id])).status_code == 404
    url, data = mutating_posts(game)[0]
    assert client.post(url, data).status_code == 404


def test_a_follow_link_does_not_take_an_editors_rights_away(client, grant, game):
    grant(client, game, "edit")
    grant(client, game, "follow")
    assert client.get(reverse("edit_deal", args=[game.public_id, 1])).status_code == 200


def test_an_editor_link_upgrades_a_follower(client, grant, game):
    grant(client, game, "follow")
    grant(client, game, "edit")
    assert client.get(reverse("edit_deal", args=[game.public_id, 1])).status_code == 200


def test_links_carry_at_least_128_bits(game):
    import base64

    for token in (game.public_id, game.edit_token, game.follow_token):
        assert len(base64.urlsafe_b64decode(token + "==")) * 8 >= 128
