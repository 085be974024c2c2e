"""The guided Joker deal (scorepad/games/joker/lesson.py): the script is a deal the rules
allow and the reader can play only one way, the bid closed and its refusal come from the engine,
the cards from the referee, the pad is what the sheet writes for that deal; every step answers
in both languages, bad input gets a message or a redirect and never a 500, and every address the
lesson links to is kept by the service worker."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from rules import content
from scorepad import offline
from scorepad.games import field_labels
from scorepad.games.core import RuleError
from scorepad.games.joker import engine, lesson, referee
from tests.factories import game_with_deals

LESSON = "/rules/joker/lesson/"
LANGUAGES = ("en", "tr")


def step(number: int) -> str:
    return LESSON if number == 1 else f"{LESSON}{number}/"


def html_of(client: Client, url: str, **params: Any) -> str:
    response = client.get(url, params)
    assert response.status_code == 200, (url, params, response.status_code)
    return response.content.decode()


def links(html: str) -> list[str]:
    return [unescape(href) for href in re.findall(r'href="([^"]+)"', html)]


def answer_box(html: str, box: str) -> str:
    """The answer a tap shows (the page carries it, hidden until then)."""
    found = re.search(rf'<div id="{box}"[^>]*>(.*?)</div>', html, re.S)
    assert found, box
    return found.group(0)


def is_shown(html: str, box: str) -> bool:
    opening = re.search(rf'<div id="{box}"[^>]*>', html)
    assert opening, box
    return " hidden>" not in opening.group(0)


# The script


def test_every_scripted_card_is_one_the_referee_allows() -> None:
    hands = [list(hand) for hand in lesson.HANDS]
    for trick in lesson.DEAL:
        cards = [played for _seat, played in trick.plays]
        for place, (seat, played) in enumerate(trick.plays):
            ruling = referee.allowed(lesson.TRUMP, cards[:place], hands[seat])
            assert played.card in ruling.playable(hands[seat]), (seat, played)
            hands[seat].remove(played.card)
        assert referee.taken(cards, lesson.TRUMP) == trick.taken
    assert hands == [[], [], [], []]


def test_the_reader_has_one_card_to_play_and_at_least_one_refused_in_each_early_trick() -> None:
    for trick in lesson.DEAL:
        assert trick.ruling.playable(trick.hand) == [trick.hand[trick.ruling.allowed.index(True)]]
    refusals = {refusal for trick in lesson.DEAL for refusal in trick.ruling.refusals if refusal}
    assert refusals == {"highest", "follow", "trump"}


def test_both_jokers_are_led_once_as_highest_and_once_as_give() -> None:
    leads = [trick.plays[0][1] for trick in lesson.DEAL]
    assert [played.call for played in leads if played.is_joker] == ["high", "give"]
    assert [trick.taken.why for trick in lesson.DEAL] == ["joker-high", "trump", "suit"]


def test_the_pack_and_the_hands_are_the_referees() -> None:
    dealt = [card for hand in lesson.HANDS for card in hand] + [lesson.TURNED]
    assert sorted(dealt.count(card) for card in set(dealt) - {referee.JOKER}) == [1] * 11
    assert all(card in referee.DECK for card in dealt)
    assert len(referee.DECK) == 36 and referee.DECK.count(referee.JOKER) == 2
    assert {len(hand) for hand in lesson.HANDS} == {lesson.CARDS} == {3}
    assert lesson.DEALER == lesson.YOU


def test_the_bid_closed_to_the_reader_is_the_engines_and_refused_by_it() -> None:
    assert lesson.closed_bid() == engine.forbidden_bid(3, [1, 2, 0]) == 0
    assert lesson.open_bids() == [1, 2, 3]
    with translation.override("en"):
        assert lesson.refusal(0) == (
            "Levan deals and may not bid 0: the bids would add up to 3, the number of cards"
        )
        assert lesson.refusal("nine") == "bids must be a whole number"
        assert lesson.refusal(4) == "bids must be between 0 and 3"


def a_classic_game_up_to_the_lesson() -> list[dict[str, Any]]:
    """Two deals before the lesson's, checked by the engine as a table would enter them."""
    deals: list[dict[str, Any]] = []
    for deal in ({"bids": [0, 0, 0, 0], "tricks": [1, 0, 0, 0]},
                 {"bids": [0, 1, 0, 0], "tricks": [1, 1, 0, 0]}):  # fmt: skip
        deals.append(engine.clean_deal(lesson.PLAYERS, lesson.OPTIONS, deals, deal))
    return deals


@pytest.mark.parametrize("bid", [1, 2, 3])
def test_the_pad_is_what_the_sheet_writes_for_the_third_deal_of_a_classic_game(bid: int) -> None:
    before = a_classic_game_up_to_the_lesson()
    deal = {"bids": lesson.all_bids(bid), "tricks": lesson.tricks_taken()}
    clean = engine.clean_deal(lesson.PLAYERS, lesson.OPTIONS, before, deal)
    sheet = engine.compute_sheet(lesson.PLAYERS, lesson.OPTIONS, [*before, clean])
    row = sheet["deals"][2]
    assert (row["cards"], row["dealer"]) == (lesson.CARDS, lesson.YOU)
    with translation.override("en"):
        cells = lesson.pad(bid)
        assert [cell["score"] for cell in cells] == row["scores"]
        assert [cell["why"] for cell in cells] == [note.render() for note in row["why"]]
    # A kept bid, a miss and a ştanga, whatever the reader bids.
    assert {"kept", "missed", "shtanga"} <= {cell["outcome"] for cell in cells}
    assert row["scores"][:3] == [100, -200, 10]


def test_the_engine_refuses_the_closed_bid_in_a_game_with_the_lessons_words() -> None:
    before = a_classic_game_up_to_the_lesson()
    with pytest.raises(RuleError) as refused:
        engine.clean_deal(lesson.PLAYERS, lesson.OPTIONS, before, {"bids": lesson.all_bids(0)})
    with translation.override("tr"):
        assert refused.value.said(translation.gettext, field_labels("joker")) == lesson.refusal(0)


# The pages


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", range(1, len(lesson.STEPS) + 1))
def test_every_step_opens_in_both_languages_and_links_its_rule(
    client: Client, language: str, number: int
) -> None:
    params = {"lang": language} | ({"bid": "1"} if number > lesson.BIDDING else {})
    response = client.get(step(number), params)
    assert response.status_code == 200
    assert response["Content-Language"] == language
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    document = content.document("joker", language)
    assert document is not None
    with translation.override(language):
        title = str(lesson.STEPS[number - 1].title)
        rule = str(lesson.STEPS[number - 1].rule)
    assert f"<h1>{title}</h1>" in unescape(html)
    anchor = lesson.STEPS[number - 1].anchor
    step_rule = re.search(r'<a href="([^"]+)" data-testid="step-rule">([^<]+)</a>', html)
    assert step_rule and step_rule.group(1) == f"/rules/joker/?lang={language}#{anchor}"
    assert rule in unescape(step_rule.group(2))
    # The link names the section as the rule page heads it.
    titles = {section.anchor: section.title for section in document.sections}
    assert titles[anchor] == rule
    # Every rule it links to is a section of the page in its language.
    for href in links(html):
        if href.startswith("/rules/joker/?"):
            assert href.startswith(f"/rules/joker/?lang={language}")
            assert href.partition("#")[2] in document.anchors | {""}


def test_a_turkish_phone_gets_the_lesson_in_turkish_without_asking(client: Client) -> None:
    html = client.get(LESSON, headers={"accept-language": "tr"}).content.decode()
    assert '<html lang="tr">' in html and "Deste: 36 kart ve iki joker" in html
    assert f"{LESSON}2/?lang=tr" in links(html)


def test_the_pack_has_36_cards_with_the_jokers_in_place_of_two_sixes(client: Client) -> None:
    html = html_of(client, LESSON, lang="en")
    deck = re.search(r'data-testid="deck">(.*?)</table>', html, re.S)
    assert deck
    cards = re.findall(r'data-card="([^"]+)"', deck.group(1))
    assert len(cards) == 36 and cards.count("X") == 2
    assert sorted(card for card in cards if card != "X") == sorted(referee.SUITED)


def test_the_trump_step_shows_the_turned_card_and_the_readers_hand(client: Client) -> None:
    html = html_of(client, step(2), lang="en")
    assert re.search(r'data-testid="turned">6♥<', html)
    assert "are trump" in html and "hearts" in html
    assert re.findall(r'class="playing-card suit-\w" data-card="(\w+)"', html) == ["KH", "8H", "QS"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_closed_bid_is_marked_and_its_tap_refused_with_the_engines_reason(
    client: Client, language: str
) -> None:
    html = html_of(client, step(3), lang=language)
    with translation.override(language):
        reason = lesson.refusal(0)
    assert reason and "Levan" in reason and "0" in reason
    closed = re.search(r'<a class="lesson-bid closed" href="([^"]+)"[^>]*data-answer="bid-0"', html)
    assert closed and unescape(closed.group(1)) == f"{step(3)}?bid=0&lang={language}"
    assert reason in unescape(answer_box(html, "bid-0")) and not is_shown(html, "bid-0")
    for bid in (1, 2, 3):
        assert f"{step(4)}?bid={bid}&lang={language}" in links(html)
    # Without the script, the tap is a request the server answers with the same refusal.
    tapped = html_of(client, step(3), bid="0", lang=language)
    assert is_shown(tapped, "bid-0") and reason in unescape(answer_box(tapped, "bid-0"))


def test_an_open_bid_sent_to_the_bidding_step_goes_on_to_the_first_trick(client: Client) -> None:
    response = client.get(step(3), {"bid": "2", "lang": "tr"})
    assert response.status_code == 302
    assert response["Location"] == f"{step(4)}?bid=2&lang=tr"


@pytest.mark.parametrize(
    ("bid", "reason"),
    [
        ("9", "bids must be between 0 and 3"),
        ("-1", "bids must be a whole number"),
        ("two", "bids must be a whole number"),
        ("1" * 500, "bids must be a whole number"),
        ("", "bids must be a whole number"),
    ],
)
def test_a_bid_the_engine_refuses_is_said_with_its_reason(
    client: Client, bid: str, reason: str
) -> None:
    html = html_of(client, step(3), bid=bid, lang="en")
    error = re.search(r'data-testid="bid-error">([^<]*)<', html)
    assert error and error.group(1) == reason
    assert not is_shown(html, "bid-0")


@pytest.mark.parametrize("number", [4, 5, 6, 7])
@pytest.mark.parametrize("bid", [None, "0", "4", "x", "1.0"])
def test_a_later_step_without_an_open_bid_goes_back_to_the_bidding(
    client: Client, number: int, bid: str | None
) -> None:
    params = {"lang": "tr"} | ({"bid": bid} if bid is not None else {})
    response = client.get(step(number), params)
    assert response.status_code == 302
    assert response["Location"] == f"{step(3)}?lang=tr"


TAPS = [
    (4, "8H", "must play the highest", "The joker was led as highest ♥"),
    (4, "QS", "must follow suit", "you must play your highest ♥, K♥"),
    (5, "QS", "must trump", "so you must trump: 8♥"),
]


@pytest.mark.parametrize(("number", "card", "refusal", "reason"), TAPS)
def test_a_card_the_rules_refuse_is_refused_with_the_referees_reason(
    client: Client, number: int, card: str, refusal: str, reason: str
) -> None:
    page = html_of(client, step(number), bid="1", lang="en")
    box = f"answer-{card}"
    assert not is_shown(page, box)
    tapped = html_of(client, step(number), bid="1", card=card, lang="en")
    assert is_shown(tapped, box)
    shown = unescape(answer_box(tapped, box))
    assert f"{referee.label(card)}: {refusal}" in shown and reason in shown
    assert 'href="/rules/joker/?lang=en#' in shown
    # The same answer is in the page before the tap, for the script to show.
    assert answer_box(page, box).replace(" hidden>", ">") == answer_box(tapped, box)
    # Nothing is played: the hand is still there and the trick not played out.
    assert "data-your-hand>" in tapped
    assert not is_shown(tapped, f"answer-{played(number)}")


def played(number: int) -> str:
    trick = lesson.DEAL[number - lesson.FIRST_TRICK]
    return trick.ruling.playable(trick.hand)[0]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", [4, 5, 6])
def test_the_allowed_card_plays_the_trick_out_and_says_who_takes_it(
    client: Client, language: str, number: int
) -> None:
    card = played(number)
    trick = lesson.DEAL[number - lesson.FIRST_TRICK]
    tapped = html_of(client, step(number), bid="3", card=card, lang=language)
    shown = unescape(answer_box(tapped, f"answer-{card}"))
    with translation.override(language):
        taken = trick.taken.note([card for _seat, card in trick.plays]).render(translation.gettext)
    assert taken in shown
    assert len(re.findall(r"<li", shown)) == 4
    assert f"{step(number + 1)}?bid=3&lang={language}" in links(shown)
    assert re.search(r'class="lesson-your-hand" hidden data-your-hand', tapped)


def test_the_jokers_calls_are_named_as_the_referee_names_them(client: Client) -> None:
    first = html_of(client, step(4), bid="1", lang="tr")
    second = html_of(client, step(5), bid="1", lang="tr")
    assert "🃏 en büyük ♥" in first and "🃏 ver ♣" in second
    assert "🃏 highest ♥" in html_of(client, step(4), bid="1", lang="en")


@pytest.mark.parametrize(
    ("card", "message"),
    [
        ("ZZ", "“ZZ” is not a card of the Joker pack"),
        ("6S", "“6S” is not a card of the Joker pack"),
        ("AS", "A♠ is not in your hand: tap one of your cards."),
        ("X:high:H", "is not a card of the Joker pack"),
        ("K" * 300, "is not a card of the Joker pack"),
    ],
)
def test_a_card_not_in_the_hand_gets_a_message(client: Client, card: str, message: str) -> None:
    html = unescape(html_of(client, step(4), bid="1", card=card, lang="en"))
    error = re.search(r'data-testid="card-error">([^<]*)<', html)
    assert error and message in error.group(1)
    assert "data-your-hand>" in html


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("bid", [1, 2, 3])
def test_the_pad_shows_the_engines_scores_and_why(client: Client, language: str, bid: int) -> None:
    html = html_of(client, step(7), bid=str(bid), lang=language)
    scores = [
        int(score) for score in re.findall(r'data-testid="score-\d" data-score="(-?\d+)"', html)
    ]
    with translation.override(language):
        cells = lesson.pad(bid)
    assert scores == [cell["score"] for cell in cells]
    why = unescape(re.search(r'data-testid="why">(.*?)</ul>', html, re.S).group(1))  # type: ignore[union-attr]
    assert all(cell["why"] in why for cell in cells)
    assert 'class="shtanga"' in html and 'class="kept"' in html


@pytest.mark.parametrize("url", ["0/", "1/", "8/", "99999999999999999999/", "abc/", "4/5/"])
def test_a_step_the_lesson_does_not_have_is_not_found(client: Client, url: str) -> None:
    assert client.get(LESSON + url, {"bid": "1"}).status_code == 404


@pytest.mark.parametrize("number", [1, 3, 4, 7])
def test_a_post_is_refused_without_an_error(client: Client, number: int) -> None:
    response = client.post(step(number) + "?bid=1", {"card": "8H", "bid": "0"})
    assert response.status_code == 405


def test_an_unknown_language_falls_back_to_the_interface(client: Client) -> None:
    html = html_of(client, step(2), lang="xx")
    assert '<html lang="en">' in html and f"{step(3)}?lang=en" in links(html)


def test_the_language_switch_keeps_the_step_and_the_bid(client: Client) -> None:
    html = html_of(client, step(5), bid="2", lang="tr")
    assert re.search(r'name="next" value="/rules/joker/lesson/5/\?bid=2"', html)


# Offline


def crawl(client: Client, language: str) -> set[str]:
    """Every lesson address a reader can reach by links from the first step (the taps, which
    the page answers itself, aside)."""
    seen: set[str] = set()
    waiting = [f"{LESSON}?lang={language}"]
    while waiting:
        url = waiting.pop()
        if url in seen:
            continue
        seen.add(url)
        html = html_of(client, url)
        taps = {unescape(href) for href in re.findall(r'href="([^"]+)"[^>]*data-answer=', html)}
        for href in links(html):
            if href.startswith(LESSON) and href not in taps:
                waiting.append(href)
    return seen


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_worker_keeps_every_step_the_lesson_links_to(client: Client, language: str) -> None:
    kept = set(offline.precache_urls())
    reached = crawl(client, language)
    assert len(reached) == 3 + 4 * len(lesson.open_bids())
    assert reached <= kept
    assert set(lesson.offline_pages()) <= kept
    assert LESSON in kept


def test_every_tap_is_answered_in_the_page_itself(client: Client) -> None:
    for number in (3, 4, 5, 6):
        html = html_of(client, step(number), lang="en", **({"bid": "1"} if number > 3 else {}))
        for box in re.findall(r'data-answer="([^"]+)"', html):
            assert f'<div id="{box}"' in html


# Links to the lesson


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rule_page_links_the_lesson_in_its_language(client: Client, language: str) -> None:
    html = html_of(client, "/rules/joker/", lang=language)
    assert f"{LESSON}?lang={language}" in links(html)


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_joker_entry_asks_how_to_play_near_the_referee(editor, language: str) -> None:
    game = game_with_deals("joker")
    html = editor(game).get(f"/games/{game.public_id}/", headers={"accept-language": language})
    assert html.status_code == 200
    page = html.content.decode()
    link = re.search(
        r'<a class="lesson-link" data-testid="lesson-link" href="([^"]+)">([^<]+)<', page
    )
    assert link and link.group(1) == f"{LESSON}?lang={language}"
    with translation.override(language):
        assert link.group(2) == translation.gettext("How do I play this? A guided deal")
    assert page.index('data-testid="referee-link"') < link.start()
