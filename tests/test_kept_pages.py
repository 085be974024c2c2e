"""Kept pages answered compressed (``scorepad.fastpath.kept_pages``): a kept page is compressed
once, and each answer's gzip body, with its own token, nonce and keys, reads as the page answered
plain, and is as long whatever those values are."""

from __future__ import annotations

import gzip
import re
import zlib

import pytest
from django.core.cache import BaseCache, caches
from django.core.cache.backends.locmem import LocMemCache
from django.http import HttpResponse
from django.test import Client
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from rules import views as rules_views
from scorepad.fastpath import kept_pages
from scorepad.fastpath.kept_pages import KeptPage
from tests.factories import game_with_deals, long_game

pytestmark = pytest.mark.django_db
GZIP = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br"}
OWN = re.compile(r'(name="(?:csrfmiddlewaretoken|key)" value="|nonce="|nonce-)[^"\']*')


@pytest.fixture(autouse=True)
def _nothing_kept_yet():
    caches["default"].clear()
    rules_views.RENDERED.clear()


def without_own_values(html: str) -> str:
    return OWN.sub(r"\g<1>…", html)


def pages(client, grant) -> list[str]:
    _players, options, deals = long_game("joker")
    joker = game_with_deals("joker", deals, ["Şule", "Ğöktürk", "Иван", "李"], options)
    grant(client, joker, "edit")
    klaverjas = game_with_deals("klaverjas", [])
    grant(client, klaverjas, "edit")
    seep = game_with_deals("seep", [{"points": [60, 40]}])
    grant(client, seep, "follow")
    return [
        reverse("game", args=[joker.public_id]),
        reverse("game", args=[klaverjas.public_id]),
        reverse("game", args=[seep.public_id]),
        reverse("home"),
        reverse("rules:document", args=["seep"]),
    ]


def test_a_kept_page_answered_compressed_reads_as_the_page_answered_plain(client, grant):
    keys = []
    for url in pages(client, grant):
        first = client.get(url, **GZIP)  # rendered and kept
        kept = client.get(url, **GZIP)
        plain = client.get(url)
        assert kept.templates == [] and plain.templates == []
        for answer in (first, kept):
            assert answer["Content-Encoding"] == "gzip"
            assert "Accept-Encoding" in answer["Vary"]
        assert not plain.has_header("Content-Encoding")
        assert "Accept-Encoding" in plain["Vary"]
        one, two = gzip.decompress(first.content).decode(), gzip.decompress(kept.content).decode()
        html = plain.content.decode()
        assert without_own_values(one) == without_own_values(two) == without_own_values(html)
        nonce = re.search(r"'nonce-([^']+)'", kept["Content-Security-Policy"]).group(1)
        assert set(re.findall(r'nonce="([^"]+)"', two)) == {nonce}
        keys += re.findall(r'name="key" value="([^"]+)"', one + two)
    assert keys and len(set(keys)) == len(keys)  # the entry's keys, new in every answer


def test_a_compressed_answers_token_and_key_work(grant):
    game = game_with_deals("klaverjas", [])
    phone = Client(enforce_csrf_checks=True)
    grant(phone, game, "edit")
    url = reverse("game", args=[game.public_id])
    phone.get(url, **GZIP)
    html = gzip.decompress(phone.get(url, **GZIP).content).decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    key = re.search(r'name="key" value="([^"]+)"', html).group(1)
    entry = {"number": "1", "phase": "deal", "playing": "0", "points": "100"}
    answer = phone.post(
        reverse("add_deal", args=[game.public_id]),
        {**entry, "key": key, "csrfmiddlewaretoken": token},
    )
    assert answer.status_code == 303
    assert game.deals.count() == 1


def test_the_compressed_length_does_not_depend_on_the_answers_own_values(client, grant):
    url = pages(client, grant)[0]
    client.get(url, **GZIP)
    lengths, paddings, tokens = set(), set(), set()
    for _ in range(30):
        body = client.get(url, **GZIP).content
        assert body[3] & 0x08  # a file name: the random padding
        padding = body.index(b"\0", 10) - 10
        paddings.add(padding)
        lengths.add(len(body) - padding)
        html = gzip.decompress(body).decode()
        tokens.add(re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1))
    assert len(lengths) == 1
    assert len(paddings) > 5
    assert len(tokens) == 30


def test_a_kept_page_is_not_compressed_again(client, grant, monkeypatch):
    urls = pages(client, grant)
    for url in urls:
        client.get(url, **GZIP)

    def no_compression(*args, **kwargs):
        raise AssertionError("compressed again")

    monkeypatch.setattr("django.middleware.gzip.compress_string", no_compression)
    monkeypatch.setattr(kept_pages, "compress_string", no_compression)
    monkeypatch.setattr(kept_pages.zlib, "compressobj", no_compression)
    for url in urls:
        answer = client.get(url, **GZIP)
        assert b"</html>" in gzip.decompress(answer.content)


# The cut and the body, for any page and any values

text = st.text(st.characters(codec="utf-8"), max_size=300)
holes = st.sampled_from(
    ['name="csrfmiddlewaretoken" value="{}"', 'name="key" value="{}"', 'nonce="{}"']
)


@st.composite
def rendered(draw):
    """A page as rendered: text with fields holding values, and the request's nonce."""
    nonce = draw(st.text("abcdefghijkLMNOP0123456789-_", min_size=22, max_size=22))
    pieces = [draw(text)]
    for hole in draw(st.lists(holes, max_size=8)):
        value = {
            "csrf": draw(st.text("ab01", min_size=64, max_size=64)),
            "key": draw(st.text("0123456789abcdef", min_size=32, max_size=32)),
        }
        if "csrf" in hole:
            pieces.append(hole.format(value["csrf"]))
        elif "key" in hole:
            pieces.append(hole.format(value["key"]))
        else:
            pieces.append(hole.format(nonce))
        pieces.append(draw(text))
    # Long repeated text, so that later parts refer back across the holes.
    return "".join(pieces) * draw(st.integers(1, 40)), nonce


@given(page=rendered(), data=st.data())
def test_any_page_with_any_values_reads_back_as_it_would_plain(page, data):
    html, nonce = page
    kept = KeptPage.cut(html, nonce, [])
    assert b"".join(kept.parts).decode() == re.sub(
        r'(?<=name="csrfmiddlewaretoken" value=")[^"]*|(?<=name="key" value=")[0-9a-f]{32}'
        + (f"|{re.escape(nonce)}" if nonce else ""),
        "",
        html,
    )
    same_lengths = [
        data.draw(st.binary(min_size=length, max_size=length).map(bytes.hex))[:length].encode()
        for length in kept.lengths
    ]
    other_lengths = [data.draw(st.text("xyz", max_size=70)).encode() for _ in kept.holes]
    for values in (same_lengths, other_lengths):
        plain = kept.body(values, gzipped=False)
        assert gzip.decompress(kept.body(values, gzipped=True)) == plain
        assert zlib.crc32(plain) == int.from_bytes(kept.body(values, gzipped=True)[-8:-4], "little")


# A shared cache (Redis) and this process's copies


class SharedCache(BaseCache):
    """A cache other processes would share, counting what is asked of it."""

    def __init__(self) -> None:
        super().__init__({})
        self.data: dict[str, object] = {}
        self.gets = 0

    def get(self, key, default=None, version=None):
        self.gets += 1
        return self.data.get(key, default)

    def set(self, key, value, timeout=None, version=None):
        self.data[key] = value

    def clear(self):
        self.data.clear()


def test_a_page_kept_in_a_shared_cache_is_read_from_this_processs_copy(rf):
    shared, renders = SharedCache(), []

    def render():
        renders.append(1)
        return HttpResponse("<p>Ştanga 李</p>")

    def answer():
        return kept_pages.kept_page(rf.get("/"), "page", render, store=shared).content

    assert answer() == answer() == "<p>Ştanga 李</p>".encode()
    assert renders == [1]
    assert shared.gets == 1  # the first answer's look; the second found this process's copy
    assert "page" in shared.data
    kept_pages.NEAR.clear()  # as in another process: the shared copy, and no new rendering
    assert answer() == "<p>Ştanga 李</p>".encode()
    assert (renders, shared.gets) == ([1], 2)
    assert answer() == "<p>Ştanga 李</p>".encode()
    assert shared.gets == 2


def test_a_page_kept_in_this_processs_memory_is_not_kept_twice(rf):
    store = LocMemCache("kept-pages-test", {})
    answer = kept_pages.kept_page(rf.get("/"), "page", lambda: HttpResponse("x"), store=store)
    assert answer.content == b"x"
    assert store.get("page") is not None
    assert kept_pages.NEAR.get("page") is None
