"""What the tests of the club's pages share: a club made as a director's phone makes it, a
night, its check-in and draws through the pages, the club's links opened on other phones, and
a table's deals entered through its game page as its phone enters them."""

from __future__ import annotations

import contextlib
import html
import json
import random
import re
from typing import Any

from django import forms
from django.test import Client
from django.urls import reverse

from scorepad.clubs import files
from scorepad.clubs.models import Club, Night, Table
from scorepad.games import game_type, samples
from scorepad.games.core import RuleError

NAMES = [f"Speler {number}" for number in range(1, 61)]


def make_club(client: Client, members: list[str], games: list[str] | None = None) -> Club:
    """A club made on this phone, which becomes its director."""
    games = games or files.club_games()
    fields: dict[str, Any] = {"name": "KV De Hoop", "members": "\n".join(members), "games": games}
    for game in games:
        fields.update(option_defaults(game))
    response = client.post(reverse("clubs:new_club"), fields)
    assert response.status_code == 303, response.content.decode()[:2000]
    return Club.objects.get(public_id=response["Location"].split("/")[2])


def option_defaults(game: str) -> dict[str, str]:
    """The game's options as a browser posts the form untouched: each with its first value,
    a box ticked where it starts ticked."""
    posted = {}
    for name, field in game_type(game).option_fields().items():
        initial = field.initial
        if isinstance(field, forms.BooleanField):
            if initial:
                posted[f"{game}_{name}"] = "on"
        elif initial is not None:
            posted[f"{game}_{name}"] = str(initial)
    return posted


def night_fields(game: str, **rules: Any) -> dict[str, Any]:
    fields = {
        **option_defaults(game),
        "date": "2026-12-04",
        "game": game,
        "rounds": "3",
        "score": "points",
        "sit_out": "fixed",
        "sit_out_score": "",
        "prizes": "formule-van-4",
    }
    fields.update({key: str(value) for key, value in rules.items()})
    return fields


def make_night(client: Client, club: Club, game: str, **rules: Any) -> Night:
    response = client.post(
        reverse("clubs:new_night", args=[club.public_id]), night_fields(game, **rules)
    )
    assert response.status_code == 303, errors(response)
    return Night.objects.get(pk=int(response["Location"].rstrip("/").split("/")[-1]))


def errors(response: Any) -> list[str]:
    """The refusals a page shows, as text."""
    page = response.content.decode()
    return [
        html.unescape(re.sub(r"<[^>]+>", " ", found)).strip()
        for found in re.findall(
            r'class="(?:errors|errorlist|notice conflict)[^"]*"[^>]*>(.*?)</(?:div|ul|p)>',
            page,
            re.S,
        )
    ]


def url(name: str, night: Night, *args: Any) -> str:
    return reverse(f"clubs:{name}", args=[night.club.public_id, night.pk, *args])


def check_in(
    client: Client, night: Night, names: list[str], new: str = "", member: bool = True
) -> Any:
    fields: dict[str, Any] = {"present": names, "name": new}
    if member:
        fields["member"] = "on"
    return client.post(url("check_in", night), fields)


def draw(client: Client, night: Night, number: int, **extra: str) -> Any:
    return client.post(url("draw", night), {"round": str(number), **extra})


def tables(night: Night, number: int) -> list[Table]:
    return list(
        Table.objects.filter(round__night=night, round__number=number)
        .select_related("game")
        .order_by("number")
    )


def join(client: Client, club: Club, role: str) -> Client:
    """Open one of the club's links on this phone."""
    response = client.get(reverse("clubs:join", args=[club.public_id, role, club.token(role)]))
    assert response.status_code == 303
    return client


def random_deals(
    game: str, players: list[str], options: dict[str, Any], count: int, seed: int
) -> list[dict[str, Any]]:
    """Up to ``count`` clean deals into a game, as a table could record them."""
    rng = random.Random(seed)
    engine = game_type(game).engine
    deals: list[dict[str, Any]] = []
    tries = 0
    while len(deals) < count and engine.next_deal(players, options, deals) and tries < 5000:
        tries += 1
        deal = samples(game).random_deal(rng, players, options, deals)
        with contextlib.suppress(RuleError):
            deals.extend(engine.clean_deals(players, options, deals, [deal]))
    return deals


def enter(client: Client, table: Table, deals: list[dict[str, Any]]) -> None:
    """The table's phone enters these deals one after another, as its entry posts them."""
    game = table.game
    kind = game_type(game.game)
    options = kind.full_options(game.options)
    already = game.deals.count()
    posts = kind.entry_posts(list(game.players), options, deals)
    for post in posts:
        if int(post["number"]) <= already:
            continue
        response = client.post(reverse("add_deal", args=[game.public_id]), post)
        assert response.status_code == 303, (post, response.status_code)


def standings_json(text: str) -> dict[str, Any]:
    return json.loads(text)
