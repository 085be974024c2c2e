"""What the tests of the pages share, wherever they live: the game's URLs, the entry as the page
renders it, a deal posted as the phone posts it, a game file uploaded, the live sheet polled,
and reading a form's fields back out of the HTML."""

from __future__ import annotations

import json
import re

from django.core.cache import caches
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from scorepad.fastpath import kept_pages
from scorepad.models import Deal

HTMX = {"HTTP_HX_REQUEST": "true"}


def rules_link(page: str, game, anchor: str) -> str:
    """A link from a game page into the rules, carrying the way back to the game."""
    return f'href="{page}?back=%2Fgames%2F{game.public_id}%2F#{anchor}"'


def htmx(target: str) -> dict[str, str]:
    return {**HTMX, "HTTP_HX_TARGET": target}


def url(name, game, *args):
    return reverse(name, args=[game.public_id, *args])


def deals_of(game):
    return [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]


def assert_input(html, name, value, state):
    """The radio ``name=value`` is rendered ``checked`` or ``disabled``."""
    inputs = re.findall(r"<input[^>]*>", html)
    matching = [tag for tag in inputs if f'name="{name}"' in tag and f'value="{value}"' in tag]
    assert matching, f"no input {name}={value}"
    assert any(re.search(rf"\s{state}(\s|>|=)", tag) for tag in matching), matching


def rendered(client, game):
    """The game page as rendered now, not its copy from the cache: its context is there."""
    caches["default"].clear()
    kept_pages.NEAR.clear()
    return client.get(url("game", game))


def entry(client, game):
    """The fields of the entry form as the page renders them (number, phase, key)."""
    form = rendered(client, game).context["form"]
    return {"number": form.deal_number, "phase": form.entry_phase, "key": form.initial["key"]}


def key_of(client, game):
    return rendered(client, game).context["form"].initial["key"]


def points_shown(html):
    """The value of the card points field as the page shows it."""
    match = re.search(r'<input type="number" name="points"[^>]* value="([^"]*)"', html)
    return match.group(1) if match else None


def post_deal(client, game, fields, **extra):
    return client.post(url("add_deal", game), {**entry(client, game), **fields}, **extra)


def fieldset_of(html, name):
    """The ``<fieldset>`` around the input called ``name``."""
    at = html.index(f'name="{name}"')
    return html[html.rindex("<fieldset", 0, at) : html.index("</fieldset>", at)]


def upload(client, document, name="game.json"):
    """A game file opened from the home page."""
    body = document if isinstance(document, bytes) else json.dumps(document).encode()
    return client.post(reverse("import_game"), {"file": SimpleUploadedFile(name, body)})


def poll(client, game, etag=None):
    """The live sheet's poll, as a follower's phone sends it."""
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(url("game", game), **headers, **htmx("sheet"))
