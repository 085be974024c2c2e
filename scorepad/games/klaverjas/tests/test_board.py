"""The daily leaderboard of Klaverjas against the computer: a phone posts a name and the record
of its day's game; the server replays it against that day's deals and ranks it, one entry per
phone a day, and refuses a record or a name it cannot take, with the reason."""

from __future__ import annotations

import datetime
import json
from functools import cache

import pytest
from django.test import Client
from django.urls import reverse

from scorepad.games.klaverjas import practice, views
from scorepad.games.klaverjas.models import BoardEntry

pytestmark = pytest.mark.django_db


def today() -> str:
    return datetime.datetime.now(datetime.UTC).date().isoformat()


@cache
def record_of(day: str, rules: str) -> tuple[tuple[str, ...], ...]:
    """The computer's own play at seat 0 over the day's 16 deals: a game someone could play."""
    moves = []
    for number in range(1, practice.DEALS + 1):
        state = practice.new_deal(day, number, rules)
        mine = []
        while practice.turn(state)["phase"] != "done":
            move = practice.computer_move(state)
            if practice.turn(state)["seat"] == practice.YOU:
                mine.append(move)
            state = practice.act(state, move)
        moves.append(tuple(mine))
    return tuple(moves)


def post(client: Client, day: str, **fields) -> object:
    rules = fields.pop("rules", "amsterdam")
    record = fields.pop("record", [list(moves) for moves in record_of(day, rules)])
    scores = fields.pop("scores", None)
    if scores is None:
        scores = practice.replay(day, rules, record)["sheet"]["totals"]
    body = {"name": "Ayşe", "rules": rules, "record": json.dumps(record)}
    body["scores"] = json.dumps(scores)
    body.update(fields)
    return client.post(reverse("rules:klaverjas:post_to_board", args=[day]), body)


def board(client: Client, day: str, rules: str = "amsterdam") -> dict:
    answer = client.get(reverse("rules:klaverjas:board", args=[day]), {"rules": rules})
    assert answer.status_code == 200
    return answer.json()


@pytest.fixture(autouse=True)
def one_minute(monkeypatch):
    """The rate limit's minute does not turn in the middle of a test."""
    from django_ratelimit import core

    monkeypatch.setattr(core.time, "time", lambda: 1_800_000_000 - 1_800_000_000 % 60 + 20)


def test_a_days_game_is_replayed_and_put_on_the_board(client) -> None:
    day = today()
    answer = post(client, day, name="  Ayşe ")
    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert body["rank"] == 1
    totals = practice.replay(day, "amsterdam", [list(m) for m in record_of(day, "amsterdam")])
    entry = body["board"]["entries"][0]
    assert entry == {
        "rank": 1,
        "name": "Ayşe",
        "score": totals["sheet"]["totals"][0],
        "against": totals["sheet"]["totals"][1],
        "mine": True,
    }
    assert board(client, day)["entries"] == [entry]
    assert board(Client(), day)["entries"][0]["mine"] is False
    assert board(client, day, "rotterdam")["entries"] == []


def test_a_stored_score_is_worked_out_again_from_its_record(client) -> None:
    day = today()
    post(client, day)
    entry = BoardEntry.objects.get()
    sheet = practice.replay(day, entry.rules, entry.record)["sheet"]
    assert [entry.score, entry.against] == sheet["totals"]


def test_phones_at_other_addresses_each_put_an_entry_on_the_board(client) -> None:
    day = today()
    assert post(client, day).status_code == 200
    assert post(Client(REMOTE_ADDR="10.0.0.2"), day, name="Mehmet").status_code == 200
    ranked = board(client, day)
    assert ranked["count"] == 2
    # The same record, the same score: both share the first place.
    assert [entry["rank"] for entry in ranked["entries"]] == [1, 1]


def test_the_rotterdam_game_of_a_day_is_an_entry_of_its_own(client) -> None:
    day = today()
    assert post(client, day).status_code == 200
    rotterdam = post(client, day, rules="rotterdam")
    assert rotterdam.status_code == 200, rotterdam.content
    assert board(client, day, "rotterdam")["entries"][0]["mine"] is True
    assert board(client, day, "amsterdam")["entries"][0]["mine"] is True


def test_a_phone_posts_its_game_of_a_day_and_rules_once(client) -> None:
    day = today()
    assert post(client, day).status_code == 200
    other_name = post(client, day, name="Someone else")
    assert other_name.status_code == 409
    assert other_name.json()["error"] == (
        "This phone has posted its Amsterdam game of that day already."
    )
    assert BoardEntry.objects.count() == 1


def test_fresh_sessions_from_one_address_put_one_entry_on_a_board() -> None:
    day = today()
    answers = [post(Client(), day, name=f"Player {n}").status_code for n in range(5)]
    assert answers == [200, 409, 409, 409, 409]
    refused = post(Client(), day, name="Player 9").json()["error"]
    assert refused.startswith("That day's Amsterdam board has a game from your address already")
    assert BoardEntry.objects.count() == 1
    # Another address is another player; so is the Rotterdam board.
    assert post(Client(REMOTE_ADDR="10.0.0.2"), day, name="Player 5").status_code == 200
    assert post(Client(), day, name="Player 6", rules="rotterdam").status_code == 200


def test_an_ipv6_client_counts_by_its_network(client) -> None:
    day = today()
    assert post(Client(REMOTE_ADDR="2001:db8:1:2::10"), day, name="Ada").status_code == 200
    same_line = post(Client(REMOTE_ADDR="2001:db8:1:2:ffff::1"), day, name="Bo")
    assert same_line.status_code == 409
    assert post(Client(REMOTE_ADDR="2001:db8:1:3::10"), day, name="Cem").status_code == 200


def test_behind_a_proxy_the_address_is_the_one_the_proxy_saw(settings) -> None:
    settings.PROXY_COUNT = 1
    day = today()
    ada = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.5")
    bo = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.6")
    forged = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
    assert post(ada, day, name="Ada").status_code == 200
    assert post(bo, day, name="Bo").status_code == 200
    assert post(forged, day, name="Cem").status_code == 409


def test_the_address_itself_is_never_stored(client) -> None:
    post(Client(REMOTE_ADDR="203.0.113.77"), today())
    entry = BoardEntry.objects.get()
    assert "203.0.113" not in entry.address and len(entry.address) == 32


@pytest.mark.parametrize("taken", ["Ayşe", "ayşe", "  AYŞE ", "Ayşe"])
def test_a_name_is_taken_once_a_board(taken: str) -> None:
    day = today()
    assert post(Client(REMOTE_ADDR="10.0.0.1"), day, name="Ayşe").status_code == 200
    answer = post(Client(REMOTE_ADDR="10.0.0.2"), day, name=taken)
    assert answer.status_code == 422
    assert answer.json() == {
        "error": "“Ayşe” is on this board already: choose another name.",
        "field": "name",
    }
    # A board of other rules takes it.
    assert (
        post(Client(REMOTE_ADDR="10.0.0.3"), day, name=taken, rules="rotterdam").status_code == 200
    )


def test_a_post_sent_again_is_the_entry_it_made(client) -> None:
    day = today()
    first = post(client, day)
    again = post(client, day)
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    # Its answer lost with the session's cookie: the same game from the same address.
    lost = post(Client(), day)
    assert lost.status_code == 200
    assert lost.json()["board"]["entries"][0]["mine"] is True
    assert BoardEntry.objects.count() == 1


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "it is checked for legal play, not for help"),
        ("tr", "yardım alınıp alınmadığına değil"),
    ],
)
def test_the_board_says_scores_are_checked_for_legal_play_not_for_help(language, words) -> None:
    phone = Client(headers={"Accept-Language": language})
    page = phone.get(reverse("rules:klaverjas:practice")).content.decode()
    assert page.count(words) == 2  # by the name's form, and on the board
    assert words in board(phone, today())["checked"]


def test_a_forged_record_is_refused_with_the_deal_and_move(client) -> None:
    day = today()
    record = [list(moves) for moves in record_of(day, "amsterdam")]
    # A card seat 0 never held, in place of its first card of deal 2.
    state = practice.new_deal(day, 2, "amsterdam")
    place = next(
        index for index, move in enumerate(record[1]) if move not in ("pass", "H", "D", "C", "S")
    )
    hand = state["hands"][0]
    other = next(card for card in practice.DECK if card not in hand)
    record[1][place] = other
    answer = post(client, day, record=record, scores=[3000, 0])
    assert answer.status_code == 422
    body = answer.json()
    assert body["field"] == "record"
    assert body["error"].startswith(f"Deal 2, move {place + 1}: ")
    assert "not in your hand" in body["error"]
    assert not BoardEntry.objects.exists()


def test_an_illegal_card_is_refused_in_turkish(client) -> None:
    day = today()
    record = [list(moves) for moves in record_of(day, "amsterdam")]
    for number in range(1, 17):
        state = practice.new_deal(day, number, "amsterdam")
        for place, move in enumerate(record[number - 1]):
            state = practice.advance(state, pause=False)
            if practice.turn(state)["phase"] == "play":
                judged = practice.ruling(state, practice.YOU)
                if not all(judged.allowed):
                    hand = practice.held(state, practice.YOU)
                    record[number - 1][place] = hand[judged.allowed.index(False)]
                    break
            state = practice.act(state, move)
        else:
            continue
        break
    answer = Client(headers={"Accept-Language": "tr"}).post(
        reverse("rules:klaverjas:post_to_board", args=[day]),
        {"name": "Ayşe", "rules": "amsterdam", "record": json.dumps(record), "scores": "[0, 0]"},
    )
    assert answer.status_code == 422
    assert f"{number}. dağıtım, {place + 1}. hamle: Kurallar burada" in answer.json()["error"]


def test_scores_that_are_not_the_records_are_refused(client) -> None:
    day = today()
    totals = practice.replay(day, "amsterdam", [list(m) for m in record_of(day, "amsterdam")])
    real = totals["sheet"]["totals"]
    answer = post(client, day, scores=[real[0] + 100, real[1]])
    assert answer.status_code == 422
    assert answer.json()["field"] == "scores"
    assert f"{real[0]} to {real[1]}" in answer.json()["error"]


def test_a_record_of_another_day_is_not_that_days_game(client) -> None:
    day = today()
    yesterday = (datetime.date.fromisoformat(day) - datetime.timedelta(days=1)).isoformat()
    record = [list(moves) for moves in record_of(yesterday, "amsterdam")]
    answer = post(client, day, record=record, scores=[0, 0])
    assert answer.status_code == 422


@pytest.mark.parametrize(
    ("name", "words"),
    [("", "1 to"), ("x" * 41, "1 to"), ("Ay\u200bşe", "invisible"), ("A\x07", "control")],
)
def test_a_name_is_checked_like_a_players_name(client, name: str, words: str) -> None:
    answer = post(client, today(), name=name)
    assert answer.status_code == 422
    assert answer.json()["field"] == "name"
    assert words in answer.json()["error"]


@pytest.mark.parametrize("text", ["", "not json", "[" * 5000, "x" * 9000])
def test_an_unreadable_record_is_refused(client, text: str) -> None:
    day = today()
    answer = client.post(
        reverse("rules:klaverjas:post_to_board", args=[day]),
        {"name": "A", "rules": "amsterdam", "record": text, "scores": "[0, 0]"},
    )
    assert answer.status_code == 422
    assert answer.json()["field"] == "record"


def test_unknown_rules_are_refused(client) -> None:
    refused = client.post(
        reverse("rules:klaverjas:post_to_board", args=[today()]),
        {"name": "A", "rules": "utrecht", "record": "[]", "scores": "[0, 0]"},
    )
    assert refused.status_code == 422 and refused.json()["field"] == "rules"
    unknown = client.get(reverse("rules:klaverjas:board", args=[today()]), {"rules": "x"})
    assert unknown.status_code == 400


def test_a_board_of_long_ago_takes_no_posts(client) -> None:
    answer = post(client, "2025-06-01")
    assert answer.status_code == 422
    assert "takes no more scores" in answer.json()["error"]


@pytest.mark.parametrize("day", ["2025-13-01", "tomorrow"])
def test_a_day_that_is_no_date_answers_404(client, day: str) -> None:
    assert client.get(reverse("rules:klaverjas:board", args=[day])).status_code == 404
    refused = client.post(reverse("rules:klaverjas:post_to_board", args=[day]), {})
    assert refused.status_code == 404


def test_posts_are_rate_limited_per_client(client, monkeypatch) -> None:
    monkeypatch.setattr(views, "BOARD_POSTS_PER_MINUTE", 3)
    url = reverse("rules:klaverjas:post_to_board", args=[today()])
    for _post in range(3):
        assert client.post(url, {}).status_code == 422
    assert client.post(url, {}).status_code == 429


def test_the_board_is_never_cached(client) -> None:
    answer = client.get(reverse("rules:klaverjas:board", args=[today()]))
    assert answer["Cache-Control"] == "no-store"
    assert client.get(reverse("rules:klaverjas:post_to_board", args=[today()])).status_code == 405


@pytest.mark.django_db(transaction=True)
def test_the_migration_keeps_every_entry_posted_before_under_the_new_rules() -> None:
    """Entries of one board with one name (the rules before allowed it) and no address: each
    kept, the later's name told apart, each counted as an address of its own."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    before, after = (
        ("klaverjas", "0001_initial"),
        ("klaverjas", "0002_one_entry_per_address_and_name"),
    )

    def migrate(target):
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate([target])

    migrate(before)
    try:
        old = MigrationExecutor(connection).loader.project_state([before]).apps
        Entry = old.get_model("klaverjas", "BoardEntry")
        day = datetime.date(2026, 11, 30)
        fields = {"day": day, "rules": "amsterdam", "record": [], "score": 1, "against": 0}
        first = Entry.objects.create(phone="a", name="Ayşe", **fields)
        second = Entry.objects.create(phone="b", name="AYŞE ", **fields)
        migrate(after)
        entries = {entry.pk: entry for entry in BoardEntry.objects.all()}
        assert entries[first.pk].name_key == "ayşe"
        assert entries[second.pk].name_key == f"ayşe #{second.pk}"
        assert entries[first.pk].address != entries[second.pk].address
    finally:
        # Every app's newest, as the tests after it expect.
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
