"""The standings as the pages show them are the ``standings`` command's on the night's own file,
for every club game and every scoring and sit-out rule; they move as soon as a table's game
changes; the screen and the standings page answer their poll 304 until something they show
changes; the exports say the same; and a season adds up its nights as its file does."""

import csv
import html
import io
import json
import re

import pytest
from django.urls import reverse
from pypdf import PdfReader

from scorepad.clubs.files import club_games
from scorepad.clubs.models import Night, Season
from scorepad.clubs.tests.helpers import run
from scorepad.clubs.tests.pages import (
    NAMES,
    check_in,
    draw,
    enter,
    make_club,
    make_night,
    random_deals,
    tables,
    url,
)
from scorepad.games import game_type

pytestmark = pytest.mark.django_db
GAME = club_games()[0]


def shown(response):
    """The standings a page shows: (place, player, total) from top to bottom."""
    page = response.content.decode()
    rows = re.findall(
        r'<tr[^>]*data-player="([^"]*)"[^>]*>\s*<td class="place">([^<]*)</td>.*?'
        r'data-testid="total">([^<]*)<',
        page,
        re.S,
    )
    return [(int(place), html.unescape(name), html.unescape(total)) for name, place, total in rows]


def written(value):
    """A score as the pages write it."""
    if isinstance(value, float):
        return f"{value:.1f}".replace("-", "−")
    return str(value).replace("-", "−")


def play(client, night, rounds, deals, late=None):
    """A night played through the pages: nine players checked in (``late`` from round 2),
    each round drawn and each table's deals entered by the director from its paper tally."""
    names = NAMES[:9]
    check_in(client, night, [name for name in names if name != late])
    for number in range(1, rounds + 1):
        if number == 2 and late:
            check_in(client, night, names)
        assert draw(client, night, number, confirm="yes").status_code == 303
        for index, table in enumerate(tables(night, number)):
            game = table.game
            options = game_type(game.game).full_options(game.options)
            played = random_deals(game.game, list(game.players), options, deals, seed=index)
            client.get(url("open_table", night, game.public_id))
            enter(client, table, played)


def by_command(client, night):
    exported = client.get(url("night_json", night))
    status, out, err = run("standings", "-", stdin=exported.content)
    assert status == 0, err
    return json.loads(out)


def assert_agrees(client, night):
    expected = by_command(client, night)
    rows = shown(client.get(url("standings", night)))
    assert sorted(rows) == sorted(
        (row["place"], row["player"], written(row["total"])) for row in expected["standings"]
    )
    return expected


@pytest.mark.parametrize("game", club_games())
def test_the_standings_page_is_the_standings_command_on_the_nights_file(client, game):
    club = make_club(client, NAMES[:9])
    night = make_night(client, club, game)
    play(client, night, 3, 6, late=NAMES[8])
    expected = assert_agrees(client, night)
    assert expected["rounds"][0]["sit_out"] == []  # eight at first, then one sits out
    assert len(expected["rounds"][1]["sit_out"]) == 1


@pytest.mark.parametrize(
    "rules",
    [
        {"score": "places", "sit_out": "lowest"},
        {"score": "places", "sit_out": "fixed", "sit_out_score": "2.5"},
        {"score": "points", "sit_out": "average"},
        {"score": "points", "sit_out": "lowest", "prizes": "none"},
    ],
    ids=lambda rules: "-".join(rules.values()),
)
def test_every_scoring_and_sit_out_rule_agrees_with_the_command(client, rules):
    club = make_club(client, NAMES[:9])
    night = make_night(client, club, GAME, **rules)
    play(client, night, 2, 4)
    expected = assert_agrees(client, night)
    page = client.get(url("standings", night)).content.decode()
    prizes = [prize for prize in expected["prizes"] if prize["place"] == "poedel"]
    assert ("poedelprijs" in page) == bool(prizes)


def test_a_tables_result_counts_as_soon_as_its_game_changes(client):
    club = make_club(client, NAMES[:8])
    night = make_night(client, club, GAME)
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    before = shown(client.get(url("standings", night)))
    table = tables(night, 1)[0]
    options = game_type(table.game.game).full_options(table.game.options)
    deals = random_deals(table.game.game, list(table.game.players), options, 2, seed=1)
    client.get(url("open_table", night, table.game.public_id))
    enter(client, table, deals[:1])
    after_one = shown(client.get(url("standings", night)))
    enter(client, table, deals)
    after_two = shown(client.get(url("standings", night)))
    assert after_two == sorted(after_two)  # places from the top
    assert_agrees(client, night)
    totals = [
        {name: total for _place, name, total in rows} for rows in (before, after_one, after_two)
    ]
    assert totals[0] != totals[2] or totals[1] != totals[2]


def poll(client, address, etag):
    return client.get(
        address, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="live", HTTP_IF_NONE_MATCH=etag
    )


def page_etag(response):
    return html.unescape(re.search(r'data-etag="([^"]+)"', response.content.decode()).group(1))


@pytest.mark.parametrize("name", ["standings", "screen"])
def test_the_live_pages_answer_304_until_a_table_saves(client, name):
    club = make_club(client, NAMES[:8])
    night = make_night(client, club, GAME)
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    address = url(name, night)
    etag = page_etag(client.get(address))
    assert poll(client, address, etag).status_code == 304
    table = tables(night, 1)[1]
    options = game_type(table.game.game).full_options(table.game.options)
    deals = random_deals(table.game.game, list(table.game.players), options, 1, seed=2)
    client.get(url("open_table", night, table.game.public_id))
    enter(client, table, deals)
    fresh = poll(client, address, etag)
    assert fresh.status_code == 200
    body = fresh.content.decode()
    assert body.lstrip().startswith('<div id="live"') and "<html" not in body
    assert 'data-table="2" data-deals="1"' in body
    assert poll(client, address, fresh["ETag"]).status_code == 304
    # Someone checked in changes nothing the page shows... but the night's ETag moves: asked
    # again, it answers the same standings once.
    check_in(client, night, NAMES[:7])
    assert poll(client, address, fresh["ETag"]).status_code == 200


def test_the_screen_has_no_controls_and_marks_the_round_being_played(client, phone):
    club = make_club(client, NAMES[:8])
    night = make_night(client, club, GAME)
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    screen = phone()
    response = screen.get(reverse("clubs:join", args=[club.public_id, "screen", club.screen_token]))
    assert response["Location"] == reverse("clubs:club_screen", args=[club.public_id])
    page = screen.get(response["Location"]).content.decode()
    for control in ("<form", "<button", "<input", "<select", "<a ", "<nav"):
        assert control not in page, control
    assert 'class="round live"' in page
    assert "Round 1 of 3" in page
    assert screen.get(url("night", night))["Location"] == url("screen", night)


def test_the_clubs_screen_follows_the_newest_night(client, phone):
    club = make_club(client, NAMES[:8])
    first = make_night(client, club, GAME)
    screen = phone()
    screen.get(reverse("clubs:join", args=[club.public_id, "screen", club.screen_token]))
    address = reverse("clubs:club_screen", args=[club.public_id])
    etag = page_etag(screen.get(address))
    assert poll(screen, address, etag).status_code == 304
    second = make_night(client, club, GAME, date="2026-12-11")
    check_in(client, second, NAMES[:4])
    draw(client, second, 1)
    answer = poll(screen, address, etag)
    assert answer.status_code == 200
    assert tables(second, 1)[0].game.players[0] in answer.content.decode()
    assert first.pk != second.pk


def test_the_csv_is_in_the_readers_language_and_agrees_with_the_command(client):
    club = make_club(client, NAMES[:9])
    night = make_night(client, club, GAME)
    play(client, night, 2, 3)
    expected = by_command(client, night)
    english = client.get(url("night_csv", night)).content.decode("utf-8")
    assert english.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(english[1:])))
    assert rows[0][:4] == ["Place", "Player", "Round 1", "Round 2"]
    assert [(int(row[0]), row[1], row[4]) for row in rows[1:]] == [
        (row["place"], row["player"], str(row["total"])) for row in expected["standings"]
    ]
    turkish = client.get(url("night_csv", night), HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    heading = turkish[1:].splitlines()[0]
    assert heading.split(";")[:2] == ["Sıra", "Oyuncu"]
    assert "attachment;" in client.get(url("night_csv", night))["Content-Disposition"]


def test_the_pdf_for_the_notice_board_names_every_player(client):
    club = make_club(client, NAMES[:9])
    night = make_night(client, club, GAME)
    play(client, night, 1, 2)
    response = client.get(url("night_pdf", night))
    assert response["Content-Type"] == "application/pdf"
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    for name in NAMES[:9]:
        assert name in text


def test_a_turkish_phone_reads_the_standings_in_turkish(client):
    club = make_club(client, NAMES[:8])
    night = make_night(client, club, GAME)
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    page = client.get(url("standings", night), HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert '<html lang="tr">' in page
    assert "Puan durumu" in page and "Toplam" in page


# A season


def season_of(client, club, **fields):
    posted = {
        "name": "2026-2027",
        "game": GAME,
        "score": "points",
        "count_best": "",
        "absent": "lowest",
        "absent_score": "0",
    }
    posted.update(fields)
    response = client.post(reverse("clubs:new_season", args=[club.public_id]), posted)
    assert response.status_code == 303, response.content.decode()[:3000]
    return Season.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def test_a_season_page_is_the_standings_command_on_the_seasons_file(client):
    club = make_club(client, NAMES[:9])
    season = season_of(client, club, count_best="1")
    for day in ("2026-12-11", "2026-12-04"):
        night = make_night(client, club, GAME, date=day, season=season.pk)
        play(client, night, 1, 3)
    exported = client.get(reverse("clubs:season_json", args=[club.public_id, season.pk]))
    document = json.loads(exported.content)
    assert [night["date"] for night in document["nights"]] == ["2026-12-04", "2026-12-11"]
    status, out, err = run("standings", "-", stdin=exported.content)
    assert status == 0, err
    expected = json.loads(out)["standings"]
    page = client.get(reverse("clubs:season", args=[club.public_id, season.pk]))
    assert sorted(shown(page)) == sorted(
        (row["place"], row["player"], written(row["total"])) for row in expected
    )
    screen = client.get(reverse("clubs:season_screen", args=[club.public_id, season.pk]))
    assert sorted(shown(screen)) == sorted(shown(page))
    for name in ("season_csv", "season_pdf"):
        assert (
            client.get(reverse(f"clubs:{name}", args=[club.public_id, season.pk])).status_code
            == 200
        )


def test_a_night_of_another_game_or_scoring_does_not_count_in_a_season(client):
    club = make_club(client, NAMES[:8])
    season = season_of(client, club)
    others = [name for name in club_games() if name != GAME]
    fields = {"date": "2026-12-04", "season": season.pk}
    if others:
        response = client.post(
            reverse("clubs:new_night", args=[club.public_id]),
            {**night_form(others[0]), **fields},
        )
        assert response.status_code == 400
        assert "cannot count in it" in html.unescape(response.content.decode())
    response = client.post(
        reverse("clubs:new_night", args=[club.public_id]),
        {**night_form(GAME), **fields, "score": "places"},
    )
    assert response.status_code == 400
    assert not Night.objects.exists()


def night_form(game):
    from scorepad.clubs.tests.pages import night_fields

    return night_fields(game)


def test_a_season_file_is_read_in_and_a_bad_one_names_the_night(client):
    from scorepad.clubs.tests.helpers import random_night

    club = make_club(client, NAMES[:4])
    nights = [random_night(GAME, 8, 1, 2, seed=seed) for seed in (1, 2)]
    nights[0]["date"], nights[1]["date"] = "2026-12-04", "2026-12-11"
    document = {"format": "scorepad-season/1", "name": "Winter", "nights": nights}

    def upload(data):
        body = io.BytesIO(json.dumps(data).encode())
        body.name = "season.json"
        return client.post(reverse("clubs:import_season", args=[club.public_id]), {"file": body})

    assert upload(document).status_code == 303
    season = Season.objects.get()
    assert season.name == "Winter" and season.nights.count() == 2
    nights[1]["rounds"][0]["tables"][0]["players"][1] = nights[1]["rounds"][0]["tables"][1][
        "players"
    ][0]
    refused = upload({**document, "name": "Broken"})
    assert refused.status_code == 400
    assert "night 2: round 1: " in html.unescape(refused.content.decode())
    assert Season.objects.count() == 1


def test_a_season_counts_a_tables_save_as_soon_as_it_is_made(client):
    club = make_club(client, NAMES[:8])
    season = season_of(client, club)
    night = make_night(client, club, GAME, season=season.pk)
    check_in(client, night, NAMES[:8])
    draw(client, night, 1)
    address = reverse("clubs:season", args=[club.public_id, season.pk])
    before = shown(client.get(address))
    table = tables(night, 1)[0]
    options = game_type(table.game.game).full_options(table.game.options)
    client.get(url("open_table", night, table.game.public_id))
    for count in range(1, 4):
        enter(
            client,
            table,
            random_deals(table.game.game, list(table.game.players), options, count, 4),
        )
        exported = client.get(reverse("clubs:season_json", args=[club.public_id, season.pk]))
        expected = json.loads(run("standings", "-", stdin=exported.content)[1])["standings"]
        assert sorted(shown(client.get(address))) == sorted(
            (row["place"], row["player"], written(row["total"])) for row in expected
        )
    assert shown(client.get(address)) != before
