"""A game taken out of ``SCOREPAD_GAMES`` keeps its stored games: every URL of one answers (the
page saying it is not installed here, in the phone's language), its game file downloads as it
was recorded, the home page and /stats/ name it, and a system check counts them at start-up.

The stored games here are of a kind no package of this repository is named (``retired``), as a
game whose package was removed would be; a game whose package is only left out of the setting
is the same to the app."""

import json

import pytest
from django.core import checks
from django.urls import URLPattern, get_resolver, reverse

from scorepad.models import Deal, Game
from scorepad.uninstalled import check_stored_games

pytestmark = pytest.mark.django_db

RETIRED = "retired"
DEALS = [{"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]}, {"points": [60, 40]}]


@pytest.fixture
def retired(client, starter):
    """A game of a kind not installed here, with two deals, started on this phone."""
    game = Game.objects.create(game=RETIRED, players=["Nino", "Giorgi", "Ana", "Levan"])
    for number, data in enumerate(DEALS, start=1):
        Deal.objects.create(game=game, number=number, data=data)
    starter(client, game)
    return game


def game_urls(game):
    """Every URL of one game, as the URLconf names them, with the arguments each takes."""
    extra = {"token": game.follow_token, "number": 1, "link": "follow"}
    for pattern in get_resolver().url_patterns:
        if isinstance(pattern, URLPattern) and "public_id" in pattern.pattern.converters:
            names = pattern.pattern.converters
            kwargs = {"public_id": game.public_id} | {
                name: value for name, value in extra.items() if name in names
            }
            yield pattern.name, reverse(pattern.name, kwargs=kwargs)


@pytest.mark.parametrize("language", ["en", "tr"])
def test_every_url_of_the_game_answers_and_none_with_an_error(client, retired, language):
    urls = list(game_urls(retired))
    assert len(urls) > 12
    for name, url in urls:
        for method in (client.get, client.post):
            response = method(url, HTTP_ACCEPT_LANGUAGE=language)
            assert response.status_code < 500, (name, method.__name__, response.status_code)


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Retired is not installed here"), ("tr", "Retired burada kurulu değil")],
)
def test_the_games_page_says_it_is_not_installed_here_and_offers_its_file(
    client, retired, language, words
):
    page = client.get(reverse("game", args=[retired.public_id]), HTTP_ACCEPT_LANGUAGE=language)
    assert page.status_code == 200
    html = page.content.decode()
    assert words in html
    assert reverse("export_game", args=[retired.public_id]) in html
    assert "Nino, Giorgi, Ana, Levan" in html


def test_a_deal_sent_to_it_is_refused_and_nothing_is_recorded(client, retired):
    sent = client.post(
        reverse("add_deal", args=[retired.public_id]), {"number": 3}, HTTP_HX_REQUEST="true"
    )
    assert sent.status_code == 409
    assert sent["HX-Refresh"] == "true"  # the phone reloads the page, which says why
    assert retired.deals.count() == 2


def test_its_game_file_downloads_as_it_was_recorded(client, retired):
    response = client.get(reverse("export_game", args=[retired.public_id]))
    assert response.status_code == 200
    document = json.loads(response.content)
    assert document == {
        "format": "scorepad/1",
        "game": RETIRED,
        "players": ["Nino", "Giorgi", "Ana", "Levan"],
        "options": {},
        "deals": DEALS,
    }
    assert response["Content-Disposition"].startswith("attachment")


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "not installed here"), ("tr", "burada kurulu değil")],
)
def test_the_home_page_lists_it_as_not_installed_here(client, retired, language, words):
    home = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE=language)
    assert home.status_code == 200
    html = home.content.decode()
    assert reverse("game", args=[retired.public_id]) in html
    assert words in html


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Retired is not installed here: 1 game of it is left out"),
        ("tr", "Retired burada kurulu değil: 1 oyunu dışarıda kaldı"),
    ],
)
def test_the_statistics_say_its_games_are_left_out(client, retired, language, words):
    stats = client.get(reverse("stats"), HTTP_ACCEPT_LANGUAGE=language)
    assert stats.status_code == 200
    assert words in stats.content.decode()


def test_a_system_check_counts_the_stored_games_of_each_kind_not_installed(retired):
    Game.objects.create(game=RETIRED, players=["Ada", "Bo"])
    Game.objects.create(game="gone", players=["Ada", "Bo"])
    warnings = check_stored_games()
    assert [warning.id for warning in warnings] == ["scorepad.W001"]
    assert warnings[0].level == checks.WARNING
    assert "2 of retired, 1 of gone" in warnings[0].msg
    assert "SCOREPAD_GAMES" in warnings[0].hint


def test_no_warning_while_every_stored_game_is_installed():
    assert check_stored_games() == []
