"""Klaverjas against the computer as the server answers it: the day's deal and the computer's
play of it as JSON."""

from __future__ import annotations

import pytest
from django.urls import reverse

from scorepad.games.klaverjas import practice, referee

DAY = "2025-06-01"


def _daily(day: str) -> str:
    return reverse("rules:klaverjas:daily", args=[day])


def _autoplay(day: str) -> str:
    return reverse("rules:klaverjas:autoplay", args=[day])


def test_the_daily_deal_lives_under_the_rules(client) -> None:
    assert _daily(DAY) == f"/rules/klaverjas/practice/daily/{DAY}.json"
    assert _autoplay(DAY) == f"/rules/klaverjas/practice/daily/{DAY}/autoplay.json"


def test_the_daily_deal_is_the_days_first_deal(client) -> None:
    answer = client.get(_daily(DAY))
    assert answer.status_code == 200
    body = answer.json()
    assert set(body) == {"date", "dealer", "hands"}
    assert body["date"] == DAY
    dealt = practice.deal(DAY, 1)
    assert body["dealer"] == dealt["dealer"] in range(4)
    assert body["hands"] == dealt["hands"]
    assert sorted(card for hand in body["hands"] for card in hand) == sorted(referee.DECK)
    assert "10S" in referee.DECK and all(len(hand) == 8 for hand in body["hands"])
    assert "public" in answer["Cache-Control"]


def test_the_daily_deal_is_the_same_each_time_and_new_each_day(client) -> None:
    first = client.get(_daily(DAY)).json()
    assert client.get(_daily(DAY)).json() == first
    assert client.get(_daily("2025-06-02")).json()["hands"] != first["hands"]


NOT_DAYS = ["2025-13-01", "2025-02-30", "yesterday", "2025-6-1", "20250601", "9" * 300, "1-1-1x"]


@pytest.mark.parametrize("day", NOT_DAYS)
def test_a_day_that_is_no_date_answers_404_with_the_reason(client, day: str) -> None:
    for url in (_daily(day), _autoplay(day)):
        answer = client.get(url)
        assert answer.status_code == 404
        assert "YYYY-MM-DD" in answer.json()["error"]


def test_a_day_that_is_no_date_is_refused_in_turkish(client) -> None:
    answer = client.get(_daily("2025-13-01"), HTTP_ACCEPT_LANGUAGE="tr")
    assert answer.status_code == 404
    assert answer.json()["error"] == (
        "“2025-13-01” bir gün değil: YYYY-AA-GG biçiminde yaz, 2025-06-01 gibi."
    )


@pytest.mark.parametrize("rules", referee.RULES)
def test_autoplay_is_the_days_deal_played_by_four_computer_players(client, rules: str) -> None:
    answer = client.get(_autoplay(DAY), {"rules": rules})
    assert answer.status_code == 200
    body = answer.json()
    assert set(body) == {
        "dealer",
        "hands",
        "trump",
        "chooser",
        "tricks",
        "points",
        "roem",
        "scores",
    }
    assert body["hands"] == client.get(_daily(DAY)).json()["hands"]
    assert body == practice.autoplay(DAY, 1, rules)
    assert body["trump"] in referee.SUITS and body["chooser"] in range(4)
    hands = [list(hand) for hand in body["hands"]]
    leader = (body["dealer"] + 1) % 4
    points = [0, 0]
    for index, trick in enumerate(body["tricks"]):
        assert trick["leader"] == leader and len(trick["cards"]) == 4
        for place, card in enumerate(trick["cards"]):
            seat = (leader + place) % 4
            legal = referee.allowed(rules, body["trump"], trick["cards"][:place], hands[seat])
            assert card in legal.playable(hands[seat])
            hands[seat].remove(card)
        summary = referee.summarise(trick["cards"], body["trump"])
        leader = (leader + summary.winner) % 4
        points[leader % 2] += summary.points + (10 if index == 7 else 0)
    assert len(body["tricks"]) == 8 and hands == [[], [], [], []]
    assert body["points"] == points


def test_autoplay_reads_amsterdam_when_no_rules_are_named(client) -> None:
    assert client.get(_autoplay(DAY)).json() == practice.autoplay(DAY, 1, "amsterdam")


@pytest.mark.parametrize("rules", ["utrecht", "", "AMSTERDAM"])
def test_autoplay_under_unknown_rules_is_refused(client, rules: str) -> None:
    answer = client.get(_autoplay(DAY), {"rules": rules})
    assert answer.status_code == 400
    assert "rotterdam" in answer.json()["error"]


def test_the_daily_deal_is_only_read(client) -> None:
    assert client.post(_daily(DAY)).status_code == 405
    assert client.post(_autoplay(DAY)).status_code == 405


@pytest.mark.parametrize(("language", "title"), [("en", "against the computer"), ("tr", "karşı")])
def test_the_practice_page_speaks_both_languages(client, language: str, title: str) -> None:
    answer = client.get(reverse("rules:klaverjas:practice"), HTTP_ACCEPT_LANGUAGE=language)
    assert answer.status_code == 200
    html = answer.content.decode()
    assert title in html
    assert 'id="practice-messages"' in html and "rules-engine" in html


def test_the_practice_page_is_kept_offline() -> None:
    from scorepad import offline

    assert reverse("rules:klaverjas:practice") in offline.precache_urls()


def test_the_rule_page_links_to_the_practice_game(client) -> None:
    html = client.get(reverse("rules:document", args=["klaverjas"])).content.decode()
    assert f'href="{reverse("rules:klaverjas:practice")}"' in html
    seep = client.get(reverse("rules:document", args=["seep"])).content.decode()
    assert 'data-testid="learn-link"' not in seep


@pytest.mark.parametrize("language", ["en", "tr"])
def test_every_moment_of_play_has_its_own_tip_on_the_rule_page(language: str) -> None:
    from scorepad.games.klaverjas import practice_page

    tips = practice_page.tips(language)
    assert list(tips) == list(practice.TIP_MOMENTS)
    assert len(set(tips.values())) == len(tips)  # no moment borrows another's tip
    assert all(html.startswith("<strong>") and "{:" not in html for html in tips.values())
    # The partner's sure trick and the opponents' run each have a tip of their own.
    partner, run = {"en": ("partner", "run"), "tr": ("Eşinin", "seri")}[language]
    assert partner in tips["partner"] and run in tips["runs"]
