"""Rights in a table: which phone may do what with which game is a row of its own (the session,
the game, the role, whether this phone started it, the links it came through), never a part of
the session's data; it ends with the session. And the migration that carried the rights the
sessions held into the table."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from scorepad.games import installed, samples
from scorepad.models import Game, Right
from scorepad.rights import links_of
from tests.factories import guarded_game

pytestmark = pytest.mark.django_db
CONFIRMED = {"confirm": "yes"}
ANY = installed()[0]


@pytest.fixture
def game():
    return guarded_game(ANY)


def right_of(client, game) -> Right:
    return Right.objects.get(session_id=client.session.session_key, game=game)


def page(client, game):
    return client.get(reverse("game", args=[game.public_id]))


def test_a_link_gives_the_phone_a_right_of_its_own_and_the_session_holds_none(grant, game):
    phone = grant(Client(), game, "follow")
    right = right_of(phone, game)
    assert (right.role, right.started, right.links) == ("follow", False, links_of(game))
    assert not {"games", "links", "started"} & set(phone.session.keys())


def test_an_editor_link_makes_a_follower_an_editor_and_a_follow_link_leaves_an_editor_one(
    grant, game
):
    phone = grant(Client(), game, "follow")
    grant(phone, game, "edit")
    assert right_of(phone, game).role == "edit"
    grant(phone, game, "follow")
    assert right_of(phone, game).role == "edit"
    assert Right.objects.filter(game=game).count() == 1


def test_the_phone_that_starts_a_game_is_its_starter(client):
    players = {f"player_{seat}": name for seat, name in enumerate(samples(ANY).PLAYERS, 1)}
    response = client.post(reverse("new_game"), {"game": ANY, **players})
    assert response.status_code == 303
    right = Right.objects.get()
    assert (right.role, right.started) == ("edit", True)
    assert right.session_id == client.session.session_key


def test_new_links_end_the_rights_they_replace_and_the_starter_keeps_its_own(grant, starter, game):
    owner = starter(Client(), game)
    follower = grant(Client(), game, "follow")
    editor = grant(Client(), game, "edit")
    assert owner.post(reverse("renew_links", args=[game.public_id]), CONFIRMED).status_code == 303
    assert page(owner, game).status_code == 200
    assert page(follower, game).status_code == 404
    assert page(editor, game).status_code == 404
    assert list(Right.objects.filter(game=game).values_list("started", flat=True)) == [True]


def test_a_right_from_old_links_holds_nothing_even_if_its_row_is_left(grant, game):
    """A link opened while new links were being made: its right names the old links."""
    phone = grant(Client(), game, "edit")
    Right.objects.filter(game=game).update(links="0" * 16)
    assert page(phone, game).status_code == 404
    assert phone.post(reverse("add_deal", args=[game.public_id]), {}).status_code == 404


def test_a_right_ends_with_its_session(grant, game):
    phone = grant(Client(), game, "edit")
    key = phone.session.session_key
    Session.objects.filter(session_key=key).delete()  # clearsessions, once it has expired
    assert not Right.objects.filter(game=game).exists()
    assert page(phone, game).status_code == 404
    assert page(grant(phone, game, "edit"), game).status_code == 200


def test_an_expired_sessions_right_opens_nothing(grant, game):
    phone = grant(Client(), game, "edit")
    Session.objects.filter(session_key=phone.session.session_key).update(
        expire_date=timezone.now() - timedelta(seconds=1)
    )
    from django.core.cache import cache

    cache.clear()  # the session as the database holds it
    assert page(phone, game).status_code == 404


def test_a_forged_session_key_opens_nothing(grant, game, settings):
    owner = grant(Client(), game, "edit")
    stranger = Client()
    stranger.cookies[settings.SESSION_COOKIE_NAME] = "x" * 32
    assert page(stranger, game).status_code == 404
    assert page(owner, game).status_code == 200


def test_the_phone_key_brings_each_right_as_it_was_without_lowering_one(grant, starter):
    first, second, third = (guarded_game(ANY) for _ in range(3))
    old = starter(Client(), first)
    grant(old, second, "follow")
    grant(old, third, "edit")
    new = grant(Client(), third, "edit")
    grant(new, second, "edit")
    key = old.get(reverse("phone_key")).context["key_url"].rstrip("/").rpartition("/")[2]
    assert new.post(reverse("bring_games", args=[key])).status_code == 303
    rights = {
        right.game_id: (right.role, right.started)
        for right in Right.objects.filter(session_id=new.session.session_key)
    }
    assert rights == {
        first.pk: ("edit", False),  # the starter's right comes as an editor's: new links stay
        second.pk: ("edit", False),  # an editor here stays one
        third.pk: ("edit", False),
    }
    # The old phone keeps its own, the start included.
    assert right_of(old, first).started
    assert Right.objects.filter(session_id=old.session.session_key).count() == 3
    # The brought editor's right holds through the game's links as they are now: new links
    # from the phone that started it end it, as they end every right they did not give.
    renewed = old.post(reverse("renew_links", args=[first.public_id]), CONFIRMED)
    assert renewed.status_code == 303
    assert page(new, first).status_code == 404


def test_keep_it_makes_the_oldest_game_the_newest(grant):
    games = [guarded_game(ANY) for _ in range(3)]
    phone = Client()
    for game in games:
        grant(phone, game, "follow")
    before = right_of(phone, games[0]).granted
    assert phone.post(reverse("keep_game", args=[games[0].public_id])).status_code == 303
    newest = Right.objects.filter(session_id=phone.session.session_key).latest("granted")
    assert newest.game == games[0] and newest.granted > before
    assert newest.role == "follow"


# The migration


OLD = ("scorepad", "0003_spent_key_rematch_phone_key")
NEW = ("scorepad", "0004_rights_in_a_table")


def migrate(target):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([target])


@pytest.fixture
def migrations_undone():
    """The test moves the database to older migrations: it ends at the newest again, every
    app's, as the tests after it expect (going back before scorepad's 0004 undoes the clubs'
    tables too, which depend on it)."""
    yield
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("migrations_undone")
def test_the_migration_carries_the_rights_the_sessions_held_into_the_table():
    migrate(OLD)  # the games' and the sessions' tables are as they were then
    games = [Game.objects.create(game=ANY, players=["A", "B"], options={}) for _ in range(3)]
    ids = [game.public_id for game in games]
    store = SessionStore()
    held = {
        "games": {ids[2]: "follow", ids[0]: "edit", ids[1]: "edit", "gone": "edit"},
        "links": {ids[2]: "a" * 16, ids[0]: "b" * 16, ids[1]: "c" * 16},
        "started": [ids[0]],
        "hundreds": True,
    }
    later = timezone.now() + timedelta(days=30)
    Session.objects.create(
        session_key="phone" + "0" * 27, session_data=store.encode(held), expire_date=later
    )
    Session.objects.create(
        session_key="plain" + "0" * 27,
        session_data=store.encode({"hundreds": False}),
        expire_date=later,
    )
    migrate(NEW)
    rights = list(Right.objects.filter(session_id="phone" + "0" * 27).order_by("granted", "pk"))
    assert [(right.game.public_id, right.role, right.started, right.links) for right in rights] == [
        (ids[2], "follow", False, "a" * 16),  # the oldest first, as the session kept them
        (ids[0], "edit", True, "b" * 16),
        (ids[1], "edit", False, "c" * 16),
    ]  # and the game that no longer exists left out
    assert rights[-1].granted < timezone.now()
    data = store.decode(Session.objects.get(session_key="phone" + "0" * 27).session_data)
    assert data == {"hundreds": True}
    assert not Right.objects.filter(session_id="plain" + "0" * 27).exists()
    # Undone, the rights go back into the sessions.
    migrate(OLD)
    back = store.decode(Session.objects.get(session_key="phone" + "0" * 27).session_data)
    assert back == {
        "hundreds": True,
        "games": {ids[2]: "follow", ids[0]: "edit", ids[1]: "edit"},
        "links": {ids[2]: "a" * 16, ids[0]: "b" * 16, ids[1]: "c" * 16},
        "started": [ids[0]],
    }
    migrate(NEW)
    assert Game.objects.count() == 3


KEYS_OLD = ("scorepad", "0004_rights_in_a_table")
KEYS_NEW = ("scorepad", "0005_phone_key_brings_its_games")


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("migrations_undone")
def test_the_migration_keeps_a_phones_newest_games_and_names_a_keys_games():
    from django.db.migrations.executor import MigrationExecutor

    migrate(KEYS_OLD)
    apps = MigrationExecutor(connection).loader.project_state([KEYS_OLD]).apps
    OldGame, OldRight = apps.get_model("scorepad", "Game"), apps.get_model("scorepad", "Right")
    OldKey = apps.get_model("scorepad", "PhoneKey")
    later = timezone.now() + timedelta(days=30)
    crowded = Session.objects.create(session_key="c" * 32, session_data="", expire_date=later)
    games = [OldGame.objects.create(game=ANY, players=["A", "B"], options={}) for _ in range(105)]
    start = timezone.now() - timedelta(days=1)
    for number, game in enumerate(games):  # a key brought past the limit, before it held
        OldRight.objects.create(
            session_id=crowded.pk,
            game_id=game.pk,
            role="edit",
            links="",
            granted=start + timedelta(seconds=number),
        )
    OldKey.objects.create(session_key=crowded.pk)
    migrate(KEYS_NEW)
    kept = Right.objects.filter(session_id=crowded.pk).order_by("granted")
    assert [right.game_id for right in kept] == [game.pk for game in games[5:]]
    from scorepad.models import PhoneKey

    assert PhoneKey.objects.get(session_key=crowded.pk).games == [game.pk for game in games[5:]]
