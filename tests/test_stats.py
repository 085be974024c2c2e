"""/stats/: this phone's finished games and, by player name, games played and won, average and
best totals, and each game's own figures, worked out by hand for a few games."""

import pytest
from django.urls import reverse
from django.utils import translation

from scorepad import stats
from scorepad.games import game_type, installed
from tests import worked_games
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}  # new links, asked and confirmed

NAMES = worked_games.NAMES


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


def test_joker_bids_kept_shtangas_and_premiums(client, grant):
    _response, players = records(client, grant, play("joker", worked_games.worked("joker")))
    ayse = players["Ayşe"].records["joker"]
    assert (ayse.played, ayse.won, ayse.best, ayse.average) == (1, 1, 4450, 4450)
    assert ayse.figures == [("deals bid", 12), ("bids kept", 12), ("ştangas", 0), ("premiums", 2)]
    gul = players["Gül"].records["joker"]
    assert (gul.won, gul.best) == (0, 120)
    assert gul.figures == [("deals bid", 12), ("bids kept", 0), ("ştangas", 0), ("premiums", 0)]


def test_a_shtanga_is_counted_for_who_bid_and_took_nothing(client, grant):
    game = {
        "options": {"length": "short"},
        "deals": [{"bids": [1, 0, 0, 1], "tricks": [0, 1, 0, 0]}]
        + [{"bids": [0, 0, 0, 0], "tricks": [cards, 0, 0, 0]} for cards in range(2, 9)]
        + [{"bids": [0, 0, 0, 0], "tricks": [9, 0, 0, 0]}] * 4,
    }
    _response, players = records(client, grant, play("joker", game, NAMES))
    shtangas = {
        name: dict(player.records["joker"].figures)["ştangas"] for name, player in players.items()
    }
    assert shtangas == {"Ayşe": 1, "Işık": 0, "Çağrı": 0, "Gül": 1}


def test_klaverjas_counts_each_partners_team_deals(client, grant):
    _response, players = records(client, grant, play("klaverjas", worked_games.worked("klaverjas")))
    for name in ("Ayşe", "Çağrı"):
        record = players[name].records["klaverjas"]
        assert (record.won, record.best) == (1, 282)
        assert record.figures == [
            ("deals as the playing team", 1),
            ("made", 1),
            ("nat", 0),
            ("revokes", 0),
            ("roem", 20),
        ]
    record = players["Gül"].records["klaverjas"]
    assert (record.won, record.best) == (0, 62)
    assert record.figures == [
        ("deals as the playing team", 1),
        ("made", 0),
        ("nat", 1),
        ("revokes", 0),
        ("roem", 0),
    ]


@pytest.mark.parametrize("language", ["en", "tr"])
def test_a_klaverjas_revoke_counts_as_nat_for_the_team_that_revoked_and_made_for_the_other(
    client, grant, settings, language
):
    game = {
        "options": {"deals": 4},
        "deals": [
            # The playing team revokes: it writes 0, as a nat.
            {"playing": 0, "points": [100, 62], "roem": [20, 0], "revoke": 0},
            # The other team revokes: the playing team writes 162 and the roem, as made.
            {"playing": 0, "roem": [0, 50], "revoke": 1},
            {"playing": 1, "points": [90, 72], "roem": [0, 0]},
            {"playing": 1, "points": [60, 102], "roem": [0, 0]},
        ],
    }
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response, players = records(client, grant, play("klaverjas", game, NAMES))
    with translation.override(language):
        words = [
            translation.gettext(word)
            for word in ("deals as the playing team", "made", "nat", "revokes", "roem")
        ]
    first, second = players["Ayşe"].records["klaverjas"], players["Işık"].records["klaverjas"]
    assert first.figures == list(zip(words, [2, 1, 1, 1, 20], strict=True))
    assert second.figures == list(zip(words, [2, 1, 1, 1, 50], strict=True))
    for record in (first, second):
        counts = dict(record.figures)
        assert counts[words[1]] + counts[words[2]] == counts[words[0]]
    html = response.content.decode()
    assert f"{words[2]}: <b>1</b> · {words[3]}: <b>1</b>" in html


def test_seep_bazzis_and_ers_series_add_up_over_games(client, grant):
    seep = worked_games.worked("seep")
    two_seep = [play("seep", seep), play("seep", seep)]
    series = play("ers", worked_games.worked("ers"), players=NAMES[:2])
    response, players = records(client, grant, *two_seep, series)
    seep = players["Çağrı"].records["seep"]
    assert (seep.played, seep.won, seep.average) == (2, 2, 1)
    assert seep.figures == [("bazzis won", 2)]
    assert players["Işık"].records["seep"].figures == [("bazzis won", 0)]
    assert players["Işık"].records["ers"].figures == [("games won", 2), ("series won", 1)]
    assert players["Ayşe"].records["ers"].figures == [("games won", 1), ("series won", 0)]
    assert (players["Işık"].played, players["Işık"].won) == (3, 1)
    assert [entry.game for entry in response.context["history"]] == [series, *reversed(two_seep)]


def test_unfinished_games_stay_out_of_the_history(client, grant):
    unfinished = game_with_deals("seep", [{"points": [60, 40]}])
    response, players = records(client, grant, unfinished)
    assert response.context["history"] == [] and players == {}
    assert "No finished games on this phone yet." in response.content.decode()


def test_the_history_links_to_each_game_with_its_winners(client, grant):
    game = play("klaverjas", worked_games.worked("klaverjas"))
    response, _players = records(client, grant, game)
    html = response.content.decode()
    assert reverse("game", args=[game.public_id]) in html
    assert "Winner: Ayşe &amp; Çağrı" in html


def test_a_follower_has_the_followed_games_in_its_history(client, grant):
    game = play("seep", worked_games.worked("seep"))
    grant(client, game, "follow")
    assert [entry.game for entry in client.get(reverse("stats")).context["history"]] == [game]


def test_a_game_whose_links_were_renewed_leaves_the_history(client, grant, starter):
    from django.test import Client

    game = play("seep", worked_games.worked("seep"))
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
            heading for _key, heading in kind.figures()
        ]
    html = response.content.decode()
    assert reverse("game", args=[stored.public_id]) in html


# Kept figures: no request works out many sheets


def deal_queries(queries):
    return [query["sql"] for query in queries if "scorepad_deal" in query["sql"]]


def test_the_page_reads_the_kept_figures_and_no_deal(client, grant, monkeypatch):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    games = [play("seep", worked_games.worked("seep")) for _ in range(5)]
    for game in games:
        grant(client, game)
    engine = game_type("seep").engine
    monkeypatch.setattr(engine, "compute_sheet", lambda *args: pytest.fail("a sheet worked out"))
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("stats"))
    assert len(response.context["history"]) == 5
    assert deal_queries(queries.captured_queries) == []


def test_a_change_keeps_the_figures_of_the_game_as_it_now_stands(client, editor):
    game = game_with_deals("ers", [{"winner": 0}, {"winner": 0}], players=["Ada", "Bo"])
    editor(game)
    target = game_type("ers").full_options(game.options)["target"]
    for number in range(3, target + 1):
        client.post(
            reverse("add_deal", args=[game.public_id]),
            {"number": str(number), "phase": "deal", "winner": "0"},
        )
    [finished] = client.get(reverse("stats")).context["history"]
    assert finished.winners == ["Ada"]
    last = f"{target}:deal"
    assert (
        client.post(reverse("undo_deal", args=[game.public_id]), {"last": last}).status_code == 303
    )
    assert client.get(reverse("stats")).context["history"] == []
    game.refresh_from_db()
    assert game.figures.of == game.updated and not game.figures.finished


def test_a_game_changed_outside_the_app_is_worked_out_again_when_asked(client, grant):
    from django.utils import timezone

    from scorepad.models import Deal, Game

    game = play("seep", worked_games.worked("seep"))
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

    games = [play("seep", worked_games.worked("seep")) for _ in range(3)]
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

    seep = worked_games.worked("seep")
    games = [
        play("seep", seep, players=[f"A{n}", f"B{n}", f"C{n}", f"D{n}"])
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
    assert len(last.context["players"]) == 4 * len(games) - 4 * STATS_PER_PAGE
    assert client.get(reverse("stats"), {"page": "x"}).status_code == 200
