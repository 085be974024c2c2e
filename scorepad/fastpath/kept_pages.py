"""Whole pages kept rendered in the cache, for pages that are the same for many requests
until something they show changes: the game page (per game, role and change), the home page
(per phone's list of games and their changes) and the rule pages.

What each answer needs of its own is cut out before the page is kept and put back on every
answer: the CSRF token of its forms, the CSP nonce of its scripts, and the submission keys of
its entry forms (a key shared by two phones would make one deal a replay of the other). The
caller's key must name everything else the page is drawn from.

A kept page is also compressed once, when it is kept: each stretch of text between two of
those values is deflated on its own, and an answer joins the stretches around its own values
into one gzip body, with nothing compressed per answer. The values go in as they are (stored
blocks). A stretch may refer back to the text before it, but never to a value: the
compressor sees each value as bytes no page holds (NUL), of the length it had when the page
was kept. So the body's length never depends on the values (BREACH), and each body is padded
with a random-length file name in its header, as Django's GZipMiddleware pads its own.

Measured against Django's own way, the page rendered for each answer with its ``{% cache %}``
fragments and compressed by GZipMiddleware, a kept page costs a tenth to a fifth of the CPU of
the request (``bench/fastpaths.py``, ``docs/decisions/2026-12-01-fast-paths.md``).
"""

from __future__ import annotations

import hashlib
import re
import secrets
import struct
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from urllib.parse import urlencode

from django.core.cache import BaseCache, caches
from django.core.cache.backends.locmem import LocMemCache
from django.http import HttpRequest, HttpResponse
from django.middleware.csp import get_nonce
from django.middleware.csrf import get_token
from django.middleware.gzip import GZipMiddleware
from django.utils.cache import patch_vary_headers
from django.utils.text import compress_string

from scorepad.models import new_key

SECONDS = 24 * 3600
# This process's copies of pages kept in a shared cache: read without a round trip to it.
NEAR = LocMemCache("kept-pages-near", {"TIMEOUT": SECONDS, "OPTIONS": {"MAX_ENTRIES": 1000}})
SUBMISSION_KEY = "[0-9a-f]{32}"  # scorepad.tokens.new_key
KEY_FIELD = re.compile(f'(name="key" value="){SUBMISSION_KEY}(")')
KEPT_HEADERS = ("Vary",)
FIELDS = (
    r'name="csrfmiddlewaretoken" value="(?P<csrf>[^"]*)"',
    f'name="key" value="(?P<key>{SUBMISSION_KEY})"',
)
WINDOW = 1 << zlib.MAX_WBITS  # how far back deflate may refer
ACCEPTS_GZIP = re.compile(r"\bgzip\b")  # as GZipMiddleware reads Accept-Encoding


def key_of(prefix: str, parts: Iterable[str]) -> str:
    """A short cache key for what ``parts`` name, the same in every process."""
    return f"{prefix}:{hashlib.sha256('|'.join(parts).encode()).hexdigest()[:32]}"


def page_key(
    prefix: str, request: HttpRequest, parts: Iterable[str], *, query: bool = False
) -> str:
    """The cache key of a page drawn from ``parts``, as this request's host and path ask
    for it (both appear in the page: absolute links). The path is the one the URL resolved
    to; the query string counts only for a page that reads it (``query``: the rule pages'
    questions, kept in a bounded cache of each process), in one order whatever the order
    sent. Elsewhere no page reads it (each names its language switch's way back itself), so
    ``/?x=1``, ``/?x=2``... share one copy instead of filling the cache with one each. The
    host is one of ``ALLOWED_HOSTS``: a request for another is refused before it gets here."""
    asked = urlencode(sorted(request.GET.lists()), doseq=True) if query else ""
    return key_of(f"page:{prefix}", [request.get_host(), request.path, asked, *parts])


@dataclass(frozen=True)
class KeptPage:
    """A page cut at the values each answer puts in: ``parts`` are the text around them,
    ``holes`` name the value between each two parts and ``lengths`` its length when the page
    was kept, ``deflated`` is each part compressed (raw deflate ending on a byte boundary;
    the last one ends the stream)."""

    parts: tuple[bytes, ...]
    holes: tuple[str, ...]
    lengths: tuple[int, ...]
    deflated: tuple[bytes, ...]
    headers: tuple[tuple[str, str], ...]

    @classmethod
    def cut(cls, html: str, nonce: str, headers: Iterable[tuple[str, str]]) -> KeptPage:
        """``html`` as rendered for a request whose nonce was ``nonce``."""
        fields = [*FIELDS, f"(?P<nonce>{re.escape(nonce)})"] if nonce else FIELDS
        parts, holes, lengths, at = [], [], [], 0
        for match in re.finditer("|".join(fields), html):
            hole = str(match.lastgroup)
            start, end = match.span(hole)
            parts.append(html[at:start].encode())
            holes.append(hole)
            lengths.append(end - start)
            at = end
        parts.append(html[at:].encode())
        deflated = tuple(_deflated(parts, lengths))
        return cls(tuple(parts), tuple(holes), tuple(lengths), deflated, tuple(headers))

    def body(self, values: list[bytes], gzipped: bool) -> bytes:
        """The page with ``values`` in its holes, as gzip if ``gzipped``."""
        if not gzipped:
            return b"".join(_interleaved(self.parts, values))
        if list(map(len, values)) != list(self.lengths):
            # The parts refer back across the holes as long as they were: compressed anew.
            body: bytes = compress_string(
                b"".join(_interleaved(self.parts, values)),
                max_random_bytes=GZipMiddleware.max_random_bytes,
            )
            return body
        crc = zlib.crc32(self.parts[0])
        chunks = [_gzip_header(), self.deflated[0]]
        for value, part, deflated in zip(values, self.parts[1:], self.deflated[1:], strict=True):
            chunks += [_stored(value), deflated]
            crc = zlib.crc32(part, zlib.crc32(value, crc))
        size = sum(map(len, self.parts)) + sum(map(len, values))
        chunks.append(struct.pack("<II", crc, size & 0xFFFFFFFF))
        return b"".join(chunks)


def _deflated(parts: list[bytes], lengths: list[int]) -> Iterator[bytes]:
    """Each part compressed at Django's level (6), referring back to the parts before it
    but not to the holes between them, which it sees as NULs (unless a page holds a NUL:
    then each part stands alone)."""
    alone = any(b"\0" in part for part in parts)
    seen = b""  # the stream before this part, as far back as deflate refers
    for n, part in enumerate(parts):
        last = n == len(parts) - 1
        if seen:
            compressor = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS, zdict=seen)
        else:
            compressor = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
        yield compressor.compress(part) + compressor.flush(
            zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH
        )
        if not last and not alone:
            seen = (seen + part + b"\0" * lengths[n])[-WINDOW:]


def _stored(value: bytes) -> bytes:
    """``value`` as a stored (uncompressed) deflate block, after a byte boundary."""
    return struct.pack("<BHH", 0, len(value), len(value) ^ 0xFFFF) + value


def _gzip_header() -> bytes:
    """A gzip header (RFC 1952) with no time, as Python writes it, and a file name of random
    length, as Django's GZipMiddleware pads its bodies against BREACH."""
    name = b"a" * secrets.randbelow(GZipMiddleware.max_random_bytes)
    return b"\x1f\x8b\x08\x08\x00\x00\x00\x00\x00\xff" + name + b"\x00"


def _interleaved(parts: tuple[bytes, ...], values: list[bytes]) -> Iterator[bytes]:
    for part, value in zip(parts, values, strict=False):
        yield part
        yield value
    yield parts[-1]


def kept_page(
    request: HttpRequest,
    key: str,
    render: Callable[[], HttpResponse],
    *,
    store: BaseCache | None = None,
    seconds: int | None = SECONDS,
) -> HttpResponse:
    """The page kept under ``key`` in ``store`` (the default cache unless named), or
    ``render()`` kept there now (a whole 200 only), answered with this request's own token,
    nonce and submission keys, compressed if the browser takes gzip."""
    store = store if store is not None else caches["default"]
    # A page kept in a cache other processes share (Redis) is kept in this one's memory too:
    # the key names all the page shows, so no copy can be stale.
    stores = [store] if isinstance(store, LocMemCache) else [NEAR, store]
    kept: KeptPage | None = None
    for tier, where in enumerate(stores):
        kept = where.get(key)
        if kept is not None:
            for nearer in stores[:tier]:
                nearer.set(key, kept, seconds)
            break
    if kept is None:
        response = render()
        if response.status_code != 200 or response.streaming:
            return response
        headers = [(name, value) for name, value in response.items() if name in KEPT_HEADERS]
        nonce = str(get_nonce(request) or "")
        kept = KeptPage.cut(response.content.decode(), nonce, headers)
        for where in stores:
            where.set(key, kept, seconds)
    gzipped = bool(ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", "")))
    response = HttpResponse(kept.body(_own_values(request, kept.holes), gzipped))
    for name, value in kept.headers:
        response[name] = value
    # Said as Django's GZipMiddleware says it; it leaves an answer already encoded as it is.
    patch_vary_headers(response, ("Accept-Encoding",))
    if gzipped:
        response["Content-Encoding"] = "gzip"
    return response


def _own_values(request: HttpRequest, holes: tuple[str, ...]) -> list[bytes]:
    """This answer's value for each hole: its CSRF token and its nonce (each asked for only
    if the page holds it: asking for the token sets the cookie), and a new submission key
    for each entry form."""
    token = get_token(request).encode() if "csrf" in holes else b""
    nonce = str(get_nonce(request)).encode() if "nonce" in holes else b""
    by_hole = {"csrf": token, "nonce": nonce}
    return [new_key().encode() if hole == "key" else by_hole[hole] for hole in holes]
