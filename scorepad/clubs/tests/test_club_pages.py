"""A club kept with no account: the phone that makes it directs it, and the club's director,
table and screen links give other phones their part, each revocable as a game's links are."""

import re

import pytest
from django.urls import reverse

from scorepad.clubs.files import club_games
from scorepad.clubs.models import DIRECTOR, SCREEN, TABLE, Club, ClubRight
from scorepad.clubs.tests.pages import (
    NAMES,
    check_in,
    draw,
    errors,
    join,
    make_club,
    make_night,
    tables,
    url,
)
from scorepad.games import game_type
from scorepad.models import Right

pytestmark = pytest.mark.django_db


def test_the_phone_that_makes_a_club_directs_it(client):
    club = make_club(client, NAMES[:8])
    right = ClubRight.objects.get(club=club)
    assert (right.role, right.founded) == (DIRECTOR, True)
    assert club.members == NAMES[:8]
    page = client.get(reverse("clubs:club", args=[club.public_id])).content.decode()
    assert "KV De Hoop" in page and reverse("clubs:new_night", args=[club.public_id]) in page
    listed = client.get(reverse("clubs:index")).content.decode()
    assert reverse("clubs:club", args=[club.public_id]) in listed


def test_the_home_page_links_to_the_clubs(client):
    assert reverse("clubs:index") in client.get("/").content.decode()


def test_a_refused_club_says_why_and_keeps_what_was_typed(client):
    typed = "Ans\nBert\n" + "x" * 41
    response = client.post(
        reverse("clubs:new_club"), {"name": "KV De Hoop", "members": typed, "games": club_games()}
    )
    assert response.status_code == 400
    assert any("1 to 40 characters" in error for error in errors(response))
    html = response.content.decode()
    assert "x" * 41 in html and 'value="KV De Hoop"' in html
    assert not Club.objects.exists()


def a_house_choice():
    """A game's option and a choice of it other than its default."""
    for game in club_games():
        kind = game_type(game)
        for name, field in kind.option_fields().items():
            if name not in kind.engine.OPTIONS:
                continue
            others = [
                str(value)
                for value, _label in getattr(field, "choices", [])
                if str(value) not in ("", str(field.initial))
            ]
            if others:
                return game, name, others[0]
    pytest.skip("no club game offers a choice")


def test_a_club_keeps_its_house_options_and_a_night_starts_from_them(client):
    game, name, chosen = a_house_choice()
    response = client.post(
        reverse("clubs:new_club"),
        {"name": "KV De Hoop", "members": "Ans", "games": [game], f"{game}_{name}": chosen},
    )
    club = Club.objects.get(public_id=response["Location"].split("/")[2])
    assert club.house[game][name] == chosen
    form = client.get(reverse("clubs:new_night", args=[club.public_id])).content.decode()
    assert re.search(rf'name="{game}_{name}" value="{re.escape(chosen)}"[^>]*checked', form)
    night = make_night(client, club, game, **{f"{game}_{name}": chosen})
    assert night.options[name] != game_type(game).full_options({})[name]


@pytest.mark.parametrize(
    "name",
    ["club", "edit_club", "links", "club_screen", "new_night", "import_night", "new_season"],
)
def test_a_stranger_gets_404_at_every_club_address(client, phone, name):
    club = make_club(client, NAMES[:4])
    stranger = phone()
    address = reverse(f"clubs:{name}", args=[club.public_id])
    assert stranger.get(address).status_code == 404
    assert stranger.post(address).status_code == 404


def test_a_stranger_gets_404_at_every_night_address(client, phone):
    club = make_club(client, NAMES[:4])
    night = make_night(client, club, club_games()[0])
    check_in(client, night, NAMES[:4])
    draw(client, night, 1)
    table = tables(night, 1)[0]
    stranger = phone()
    for name in ("night", "check_in", "draw", "redraw", "swap", "standings", "screen"):
        assert stranger.get(url(name, night)).status_code == 404, name
        assert stranger.post(url(name, night)).status_code == 404, name
    for name in ("night_json", "night_csv", "night_pdf"):
        assert stranger.get(url(name, night)).status_code == 404, name
    for name in ("open_table", "table_qr", "table_pdf"):
        assert stranger.get(url(name, night, table.game.public_id)).status_code == 404, name


def test_the_links_give_each_phone_its_part(client, phone):
    club = make_club(client, NAMES[:4])
    director, table, screen = (join(phone(), club, role) for role in (DIRECTOR, TABLE, SCREEN))
    roles = dict(ClubRight.objects.filter(founded=False).values_list("session_id", "role"))
    assert sorted(roles.values()) == sorted([DIRECTOR, TABLE, SCREEN])
    links = reverse("clubs:links", args=[club.public_id])
    assert director.get(links).status_code == 200
    assert table.get(links).status_code == 404
    assert screen.get(links).status_code == 404
    # The screen goes to its screen; a table sees the club's nights.
    assert screen.get(reverse("clubs:club", args=[club.public_id]))["Location"].endswith("/screen/")
    assert table.get(reverse("clubs:club", args=[club.public_id])).status_code == 200


def test_a_link_never_lowers_a_part_the_phone_has(client):
    club = make_club(client, NAMES[:4])
    join(client, club, SCREEN)
    assert ClubRight.objects.get(club=club).role == DIRECTOR


def test_a_wrong_token_opens_nothing(phone):
    club = Club.objects.create(name="KV", members=[])
    address = reverse("clubs:join", args=[club.public_id, TABLE, "not-the-token"])
    assert phone().get(address).status_code == 404
    address = reverse("clubs:join", args=[club.public_id, "owner", club.director_token])
    assert phone().get(address).status_code == 404


def test_a_link_opened_from_another_site_asks_first(phone):
    club = Club.objects.create(name="KV", members=[])
    address = reverse("clubs:join", args=[club.public_id, TABLE, club.table_token])
    someone = phone()
    asked = someone.get(address, HTTP_SEC_FETCH_SITE="cross-site")
    assert asked.status_code == 200 and not ClubRight.objects.exists()
    assert someone.post(address).status_code == 303
    assert ClubRight.objects.get().role == TABLE


def test_new_links_end_the_parts_given_by_the_old_ones(client, phone):
    club = make_club(client, NAMES[:4])
    screen = join(phone(), club, SCREEN)
    screen_page = reverse("clubs:club_screen", args=[club.public_id])
    assert screen.get(screen_page).status_code == 200
    renew = reverse("clubs:renew_links", args=[club.public_id, SCREEN])
    asked = client.post(renew)
    assert asked.status_code == 200 and "renew-confirm" in asked.content.decode()
    assert client.post(renew, {"confirm": "yes"}).status_code == 303
    assert screen.get(screen_page).status_code == 404
    old = reverse("clubs:join", args=[club.public_id, SCREEN, club.screen_token])
    assert phone().get(old).status_code == 404
    # The founder keeps the club.
    assert client.get(reverse("clubs:club", args=[club.public_id])).status_code == 200


def test_only_the_founder_makes_new_director_links(client, phone):
    club = make_club(client, NAMES[:4])
    other = join(phone(), club, DIRECTOR)
    renew = reverse("clubs:renew_links", args=[club.public_id, DIRECTOR])
    assert other.post(renew, {"confirm": "yes"}).status_code == 404
    # Any director makes new table and screen links.
    renew_tables = reverse("clubs:renew_links", args=[club.public_id, TABLE])
    assert other.post(renew_tables, {"confirm": "yes"}).status_code == 303
    assert client.post(renew, {"confirm": "yes"}).status_code == 303
    assert other.get(reverse("clubs:club", args=[club.public_id])).status_code == 404


def test_new_table_links_end_the_table_phones_right_to_their_tables(client, phone):
    club = make_club(client, NAMES[:4])
    night = make_night(client, club, club_games()[0])
    check_in(client, night, NAMES[:4])
    draw(client, night, 1)
    table = tables(night, 1)[0]
    at_the_table = phone()
    qr = reverse("clubs:table_link", args=[club.public_id, club.table_token, table.game.public_id])
    opened = at_the_table.get(qr)
    game_page = reverse("game", args=[table.game.public_id])
    assert opened["Location"] == game_page
    assert at_the_table.get(game_page).status_code == 200
    client.post(reverse("clubs:renew_links", args=[club.public_id, TABLE]), {"confirm": "yes"})
    assert at_the_table.get(game_page).status_code == 404
    assert at_the_table.get(qr).status_code == 404
    assert not Right.objects.filter(game=table.game, session_id=at_the_table.session.session_key)
    # The director opens it again from the night's page.
    assert client.get(url("open_table", night, table.game.public_id)).status_code == 303
    assert client.get(game_page).status_code == 200


def test_the_links_page_holds_each_link_and_its_qr_code(client):
    club = make_club(client, NAMES[:4])
    page = client.get(reverse("clubs:links", args=[club.public_id]))
    html = page.content.decode()
    assert "no-store" in page["Cache-Control"]
    for role in (DIRECTOR, TABLE, SCREEN):
        assert club.token(role) in html
        qr = client.get(reverse("clubs:link_qr", args=[club.public_id, role]))
        assert qr["Content-Type"] == "image/svg+xml" and b"<svg" in qr.content


def test_a_game_of_no_club_links_to_no_night(client):
    from scorepad import gamefile
    from scorepad.games import samples

    game = gamefile.create_game(
        gamefile.clean_document(
            {
                "format": "scorepad/1",
                "game": club_games()[0],
                "players": samples(club_games()[0]).PLAYERS,
            }
        )
    )
    Right.objects.all().delete()
    client.get(reverse("editor_link", args=[game.public_id, game.edit_token]))
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    assert 'id="entry"' in page and 'data-testid="elsewhere"' not in page


def test_the_director_edits_the_members_and_a_refusal_keeps_what_was_typed(client):
    club = make_club(client, NAMES[:3])
    address = reverse("clubs:edit_club", args=[club.public_id])
    assert 'value="KV De Hoop"' in client.get(address).content.decode()
    fields = {"name": "KV De Hoop", "members": "Ans\nBert\nAns\n\nCor", "games": club_games()}
    assert client.post(address, fields).status_code == 303
    club.refresh_from_db()
    assert club.members == ["Ans", "Bert", "Cor"]
    refused = client.post(address, {**fields, "members": "Ans\n\u200bBert"})
    assert refused.status_code == 400
    assert any("invisible characters" in error for error in errors(refused))
    club.refresh_from_db()
    assert club.members == ["Ans", "Bert", "Cor"]


def test_a_screen_that_opens_the_tables_link_becomes_a_table(client, phone):
    club = make_club(client, NAMES[:4])
    screen = join(phone(), club, SCREEN)
    join(screen, club, TABLE)
    assert ClubRight.objects.get(session_id=screen.session.session_key).role == TABLE
    assert screen.get(reverse("clubs:club", args=[club.public_id])).status_code == 200


def test_a_house_option_left_unticked_stays_unticked_for_the_night(client):
    from django import forms

    from scorepad.clubs.tests.pages import option_defaults

    found = [
        (game, name)
        for game in club_games()
        for name, field in game_type(game).option_fields().items()
        if isinstance(field, forms.BooleanField) and field.initial
    ]
    if not found:
        pytest.skip("no club game has an option ticked by default")
    game, name = found[0]
    fields = {"name": "KV", "members": "Ans", "games": [game], **option_defaults(game)}
    del fields[f"{game}_{name}"]  # the box unticked
    response = client.post(reverse("clubs:new_club"), fields)
    club = Club.objects.get(public_id=response["Location"].split("/")[2])
    assert club.house[game][name] is False
    form = client.get(reverse("clubs:new_night", args=[club.public_id])).content.decode()
    box = re.search(rf'<input[^>]*name="{game}_{name}"[^>]*>', form).group(0)
    assert "checked" not in box
