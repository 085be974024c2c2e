"""``make bench`` figures for the rules reference (called by ``bench.figures``):

* the time a serving process spends on the index before its first search: parsing the
  Markdown, then building the FTS5 index (the median of a few builds);
* the cold first search: a fresh process started as gunicorn starts one (``scorepad.wsgi``,
  which builds the index), then its first search request and its hundredth;
* search latency over the whole corpus: the median and 95th percentile of many runs of a
  varied query set (Dutch and Georgian ones too), in every interface language;
* the compressed weight of every rules page with everything it loads (HTML, CSS, JS).
"""

from __future__ import annotations

import gzip
import re
import statistics
import time
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from django.test import Client

TARGET_P95_MS = 10
GZIP_LEVEL = 6  # what a web server typically uses on the fly

# As players type them: exact terms, Turkish without its letters, capitals, suffixes, plurals,
# typos, half-typed words, several words, questions, nothing useful, and far too much.
QUERIES = [
    "ştanga",
    "STANGA",
    "stanga",
    "kiz",
    "KIZ",
    "İPUÇLARI",
    "ipuclari",
    "koz",
    "kozlar",
    "kozu",
    "kozun",
    "KOZLARI",
    "dağıtıcının kısıtı",
    "dagiticinin",
    "premium",
    "prim",
    "nat",
    "pit",
    "roem",
    "stuk",
    "revoke",
    "verzaakt",
    "bazzi",
    "bazziler",
    "sweeps",
    "sweeping",
    "houses",
    "cemented house",
    "pakka ghar",
    "card points",
    "kart puanı",
    "sandwich",
    "sandwhich",
    "klaverjass",
    "amsterdm",
    "slap",
    "wrong slap penalty",
    "yanlış vuruş cezası",
    "face card chances",
    "how many chances does a king give",
    "papaz kaç hak verir",
    "dealer restriction",
    "who deals next in seep",
    "under nine",
    "dokuzun altı",
    "top bottom",
    "tens",
    "jokers",
    "stan",
    "sand",
    "kla",
    "a",
    "",
    "xqzvwk",
    "the of and",
    "qwertyuiop asdfghjkl zxcvbnm",
    "ştanga " * 60,
    "mag ik ondertroeven",
    "verzaken",
    "verzaakte",
    "wat is stuk",
    "maat heeft de slag moet ik troeven",
    "vrywel",
    "ხიშტი",
    "ჯოკერის შესვლა",
    "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod",
]


class Weight(NamedTuple):
    files: int
    raw_bytes: int
    gzip_bytes: int


class BuildTime(NamedTuple):
    parse_ms: float
    build_ms: float
    sections: int


def measure_index_build(rounds: int = 5) -> BuildTime:
    """Median milliseconds of ``rounds`` parses of the rule texts and of as many builds of the
    search index from them, as a serving process does once, and the sections indexed."""
    from rules import content, search

    parse_times, build_times = [], []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        documents = content.load()
        parse_times.append((time.perf_counter_ns() - start) / 1e6)
        start = time.perf_counter_ns()
        index = search.SearchIndex(documents)
        build_times.append((time.perf_counter_ns() - start) / 1e6)
    return BuildTime(
        statistics.median(parse_times), statistics.median(build_times), len(index.sections)
    )


def measure_search(rounds: int = 30) -> tuple[float, float, int]:
    """Median and 95th percentile in milliseconds of ``rounds`` passes over QUERIES, each
    query searched in every interface language; and the number of timed searches."""
    from rules import content, search

    index = search.index()
    for query in QUERIES:  # the first search builds nothing: the index is ready
        index.search(query, "en")
    times = []
    for _ in range(rounds):
        for query in QUERIES:
            for language in content.LANGUAGES:
                start = time.perf_counter_ns()
                index.search(query, language)
                times.append((time.perf_counter_ns() - start) / 1e6)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1], len(times)


COLD = """
import time
from urllib.parse import urlencode
from wsgiref.util import setup_testing_defaults

start = time.perf_counter_ns()
import scorepad.wsgi
started = time.perf_counter_ns()


def search(query):
    environ = {"PATH_INFO": "/rules/search/", "QUERY_STRING": urlencode({"q": query})}
    environ |= {"HTTP_HOST": "localhost", "SERVER_NAME": "localhost"}
    setup_testing_defaults(environ)
    answered = []
    before = time.perf_counter_ns()
    body = b"".join(scorepad.wsgi.application(environ, lambda status, *_: answered.append(status)))
    assert answered == ["200 OK"] and body, answered
    return (time.perf_counter_ns() - before) / 1e6


# The first search, 98 others, then the first again, its kept answer forgotten so that it is
# searched and rendered anew as the first was.
from bench.search import QUERIES
from rules.views import RENDERED

first = search("kozlar")
for number in range(98):
    search(QUERIES[number % len(QUERIES)] + " " * (number // len(QUERIES)))
RENDERED.clear()
print((started - start) / 1e6, first, search("kozlar"))
"""


class ColdStart(NamedTuple):
    start_ms: float
    first_ms: float
    hundredth_ms: float


def measure_cold_first_search() -> ColdStart:
    """A serving process started afresh, as gunicorn starts a worker: the milliseconds of its
    start-up (the WSGI application loaded, the search index built), of its first search
    request through the WSGI application, as gunicorn hands it one, and of its hundredth."""
    import os
    import subprocess
    import sys

    from django.conf import settings

    env = dict(os.environ, DJANGO_SETTINGS_MODULE="scorepad.settings")
    run = subprocess.run(
        [sys.executable, "-c", COLD],
        cwd=settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    start, first, hundredth = (float(value) for value in run.stdout.split())
    return ColdStart(start, first, hundredth)


def page_weight(client: Client, url: str, language: str = "en") -> Weight:
    """The page at ``url`` and the files it loads, gzip-compressed one by one as a server
    would send them."""
    from django.conf import settings
    from django.contrib.staticfiles import finders

    response = client.get(url, headers={"accept-language": language})
    assert response.status_code == 200, (url, response.status_code)
    bodies = [response.content]
    html = response.content.decode()
    # Stylesheets, scripts, icons, images: whatever the page makes the phone fetch.
    assets = re.findall(r'<link\b[^>]*\bhref="([^"]+)"', html)
    assets += re.findall(r'<(?:script|img)\b[^>]*\bsrc="([^"]+)"', html)
    for asset in assets:
        if not asset.startswith(settings.STATIC_URL):
            # Served by a view (the manifest in the page's language): fetched like the phone does.
            served = client.get(asset)
            assert served.status_code == 200, (url, asset, served.status_code)
            bodies.append(served.content)
            continue
        path = finders.find(asset.removeprefix(settings.STATIC_URL).removeprefix("/"))
        if path is None:
            path = finders.find(asset.split(settings.STATIC_URL, 1)[-1])
        assert path, f"{url} loads {asset}, which is not a static file"
        with open(path, "rb") as file:
            bodies.append(file.read())
    return Weight(
        files=len(bodies),
        raw_bytes=sum(len(body) for body in bodies),
        gzip_bytes=sum(len(gzip.compress(body, GZIP_LEVEL)) for body in bodies),
    )


def pages() -> list[tuple[str, str, str]]:
    from rules import content

    return [
        (name or "index", language, f"/rules/{name}/" if name else "/rules/")
        for name in ("", *content.names())
        for language in content.LANGUAGES
    ]


def main() -> None:
    from django.test import Client

    built = measure_index_build()
    print(
        f"BENCH index parse_ms={built.parse_ms:.0f} build_ms={built.build_ms:.0f} "
        f"sections={built.sections}"
    )
    cold = measure_cold_first_search()
    print(
        f"BENCH search cold start_ms={cold.start_ms:.0f} first_ms={cold.first_ms:.1f}"
        f" hundredth_ms={cold.hundredth_ms:.1f}"
    )
    median, p95, count = measure_search()
    print(
        f"BENCH search median_ms={median:.3f} p95_ms={p95:.3f} queries={count} "
        f"target_p95_ms={TARGET_P95_MS}"
    )
    # The test client's host must be one the settings allow.
    client = Client(HTTP_HOST="localhost")
    for name, language, url in pages():
        weight = page_weight(client, url, language)
        print(
            f"BENCH page game={name} lang={language} gzip_kb={weight.gzip_bytes / 1024:.1f} "
            f"files={weight.files} target_kb=60"
        )


if __name__ == "__main__":
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
    django.setup()
    main()
