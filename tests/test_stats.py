"""/stats/: this phone's finished games and, by player name, games played and won, average and
best totals, and each game's own figures, in every installed game (each game's own figures,
worked out by hand, are tested in its package)."""

import pytest
from django.urls import reverse

from scorepad import stats
from scorepad.games import game_type, installed
from tests import worked_games
from tests.factories import game_with_deals, guarded_game

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

NAMES = worked_games.NAMES
ANY = installed()[0]


def play(name, game, players=None):
    return game_with_deals(
        name, game["deals"], players=players or game["players"], options=game["options"]
    )


def records(client, grant, *games):
    for game in games:
        grant(client, game)
    response = client.get(reverse("stats"))
    assert response.status_code == 200
    return response, {player.name: player for player in response.context["players"]}


def test_unfinished_games_stay_out_of_the_history(client, grant):
    unfinished = guarded_game(ANY)
    response, players = records(client, grant, unfinished)
    assert response.context["history"] == [] and players == {}
    assert "No finished games on this phone yet." in response.content.decode()


def test_a_follower_has_the_followed_games_in_its_history(client, grant):
    game = play(ANY, worked_games.worked(ANY))
    grant(client, game, "follow")
    assert [entry.game for entry in client.get(reverse("stats")).context["history"]] == [game]


def test_a_game_whose_links_were_renewed_leaves_the_history(client, grant, starter):
    from django.test import Client

    game = play(ANY, worked_games.worked(ANY))
    grant(client, game, "follow")
    assert client.get(reverse("stats")).context["history"]
    renewed = starter(Client(), game).post(reverse("renew_links", args=[game.public_id]), CONFIRMED)
    assert renewed.status_code == 303
    response = client.get(reverse("stats"))
    assert response.context["history"] == [] and response.context["players"] == []
    # The phone that renewed them keeps the game in its own.
    assert [entry.game for entry in renewed.client.get(reverse("stats")).context["history"]] == [
        game
    ]


def test_players_are_ordered_by_games_played():
    assert stats.player_records([]) == []


@pytest.mark.parametrize("name", installed())
def test_every_games_finished_game_is_in_the_history_with_its_figures(client, grant, name):
    game = worked_games.worked(name)
    stored = play(name, game)
    response, players = records(client, grant, stored)
    [finished] = response.context["history"]
    assert finished.game == stored
    kind = game_type(stored.game)
    for player_name in game["players"]:
        record = players[player_name].records[name]
        assert record.played == 1
        assert [heading for heading, _count in record.figures] == [
            heading for _key, heading in kind.export.figures()
        ]
    html = response.content.decode()
    assert reverse("game", args=[stored.public_id]) in html


def test_the_records_add_up_over_games_of_a_kind(client, grant):
    worked = worked_games.worked(ANY)
    two = [play(ANY, worked), play(ANY, worked)]
    response, players = records(client, grant, *two)
    for name in worked["players"]:
        assert players[name].records[ANY].played == 2
        assert players[name].played == 2
    assert [entry.game for entry in response.context["history"]] == list(reversed(two))


# Kept figures: no request works out many sheets


def deal_queries(queries):
    return [query["sql"] for query in queries if "scorepad_deal" in query["sql"]]


def test_the_page_reads_the_kept_figures_and_no_deal(client, grant, monkeypatch):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    games = [play(ANY, worked_games.worked(ANY)) for _ in range(5)]
    for game in games:
        grant(client, game)
    engine = game_type(ANY).engine
    monkeypatch.setattr(engine, "compute_sheet", lambda *args: pytest.fail("a sheet worked out"))
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("stats"))
    assert len(response.context["history"]) == 5
    assert deal_queries(queries.captured_queries) == []


def test_a_change_keeps_the_figures_of_the_game_as_it_now_stands(client, editor):
    kind, worked = game_type(ANY), worked_games.worked(ANY)
    players, options = worked["players"], kind.full_options(worked["options"])
    deals = kind.engine.clean_deals(players, options, [], worked["deals"])
    sheet = kind.engine.compute_sheet(players, options, deals)
    game = play(ANY, {**worked, "deals": deals[:-1]})
    editor(game)
    number = str(len(deals))
    last = [post for post in kind.entry_posts(players, options, deals) if post["number"] == number]
    for post in last:  # the last deal, step by step, as the table enters it
        assert client.post(reverse("add_deal", args=[game.public_id]), post).status_code == 303
    [finished] = client.get(reverse("stats")).context["history"]
    assert finished.winners == [sheet["sides"][side] for side in sheet["winners"]]
    undone = f"{number}:{last[-1]['phase']}"
    assert (
        client.post(reverse("undo_deal", args=[game.public_id]), {"last": undone}).status_code
        == 303
    )
    assert client.get(reverse("stats")).context["history"] == []
    game.refresh_from_db()
    assert game.figures.of == game.updated and not game.figures.finished


@pytest.mark.parametrize("name", installed())
def test_a_change_reads_its_deals_and_works_its_sheet_out_once(client, editor, monkeypatch, name):
    """The answer to a deal's step (the board, as htmx asks for it) and the figures kept for it
    come from one read of the deals and one working-out of the sheet."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    kind, worked = game_type(name), worked_games.worked(name)
    players, options = worked["players"], kind.full_options(worked["options"])
    deals = kind.engine.clean_deals(players, options, [], worked["deals"])
    game = play(name, {**worked, "deals": deals[:-1]})
    editor(game)
    number = str(len(deals))
    steps = [post for post in kind.entry_posts(players, options, deals) if post["number"] == number]
    engine, worked_out = kind.engine, []
    compute_sheet = engine.compute_sheet

    def counted(*args):
        worked_out.append(args)
        return compute_sheet(*args)

    monkeypatch.setattr(engine, "compute_sheet", counted)
    for post in steps:
        worked_out.clear()
        with CaptureQueriesContext(connection) as queries:
            answer = client.post(
                reverse("add_deal", args=[game.public_id]),
                post,
                headers={"HX-Request": "true", "HX-Target": "board"},
            )
        assert answer.status_code == 200
        reads = [sql for sql in deal_queries(queries.captured_queries) if sql.startswith("SELECT")]
        assert len(reads) == 1, reads
        assert len(worked_out) == 1
        game.refresh_from_db()
        sheet = answer.context["sheet"]
        assert (game.figures.of, game.figures.totals) == (game.updated, list(sheet["totals"]))
    assert game.figures.finished and game.figures.deals == len(deals)


def test_a_sheet_asked_of_other_deals_is_worked_out_anew():
    kind, worked = game_type(ANY), worked_games.worked(ANY)
    players, options = worked["players"], kind.full_options(worked["options"])
    deals = kind.engine.clean_deals(players, options, [], worked["deals"])
    game = play(ANY, worked)
    whole = stats.sheet_of(game, options, deals)
    assert stats.sheet_of(game, options, list(deals)) is whole  # the same deals: kept
    fewer = stats.sheet_of(game, options, deals[:1])
    assert fewer == kind.engine.compute_sheet(players, options, deals[:1])
    assert len(fewer["deals"]) == 1 and fewer != whole
    game.players = list(reversed(players))  # the names changed: worked out again
    assert stats.sheet_of(game, options, deals[:1])["sides"] != fewer["sides"]


def test_a_game_changed_outside_the_app_is_worked_out_again_when_asked(client, grant):
    from django.utils import timezone

    from scorepad.models import Deal, Game

    game = play(ANY, worked_games.worked(ANY))
    grant(client, game)
    assert client.get(reverse("stats")).context["history"]
    # The admin takes the last deal away, and marks the game changed, as it does.
    Deal.objects.filter(game=game).order_by("-number").first().delete()
    Game.objects.filter(pk=game.pk).update(updated=timezone.now())
    response = client.get(reverse("stats"))
    assert response.context["history"] == []
    assert "not counted yet" not in response.content.decode()


def test_figures_not_kept_are_worked_out_a_share_a_request(client, grant, monkeypatch):
    from scorepad.models import Figures

    games = [play(ANY, worked_games.worked(ANY)) for _ in range(3)]
    for game in games:
        grant(client, game)
    Figures.objects.all().delete()
    monkeypatch.setattr(stats, "FIGURES_SECONDS", 0.0)
    counted = []
    for _request in range(3):
        response = client.get(reverse("stats"))
        counted.append(len(response.context["history"]))
        if counted[-1] < 3:
            assert "not counted yet: open this page again in a moment" in response.content.decode()
    assert counted == [1, 2, 3]
    assert "not counted yet" not in client.get(reverse("stats")).content.decode()
    # The home page lists every game meanwhile, counted or not.
    Figures.objects.all().delete()
    home = client.get(reverse("home"))
    assert len(home.context["games"]) == 3


def test_the_history_and_the_players_come_a_page_at_a_time(client, grant):
    from scorepad.views.home import STATS_PER_PAGE

    worked = worked_games.worked(ANY)
    games = [
        play(ANY, worked, players=[f"{name} {n}" for name in worked["players"]])
        for n in range(STATS_PER_PAGE + 3)
    ]
    for game in games:
        grant(client, game)
    first = client.get(reverse("stats"))
    assert len(first.context["history"]) == STATS_PER_PAGE
    assert len(first.context["players"]) == STATS_PER_PAGE
    html = first.content.decode()
    assert 'href="?page=2&amp;players=1#history"' in html
    assert 'href="?players=2&amp;page=1#players"' in html
    second = client.get(reverse("stats"), {"page": "2"})
    assert [entry.game for entry in second.context["history"]] == list(reversed(games[:3]))
    last = client.get(reverse("stats"), {"players": "999"})  # past the end: the last page
    names = len(worked["players"]) * len(games)
    assert len(last.context["players"]) == names - STATS_PER_PAGE * ((names - 1) // STATS_PER_PAGE)
    assert client.get(reverse("stats"), {"page": "x"}).status_code == 200
