"""Real Chromium at a phone-sized viewport, driven by Playwright against the live server.

Debian's chromium is used as it is (``playwright install`` cannot download browsers here).
"""

import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.conf import settings
from django.core.servers.basehttp import ThreadedWSGIServer
from django.test.testcases import LiveServerThread
from playwright.sync_api import Browser, Page, expect, sync_playwright

PHONE = {"width": 390, "height": 844}
# The narrowest phone the pages are made for.
NARROW = {"width": 360, "height": 740}
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# What a test waits to see on the phone: up to ten seconds, on a machine running another suite
# beside this one (a test that passes waits only as long as the page takes).
expect.set_options(timeout=10_000)

# Playwright's sync API runs an event loop; Django's async-safety check would refuse the ORM.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


# On SQLite the test database lives in memory, and the live server's request threads share the
# test's one connection: two requests at once (a page and its lazy QR image) would use it
# together and fail. There each connection is still read in a thread of its own (a browser's
# idle preconnection never holds up the others), but the app answers one request at a time.
# PostgreSQL keeps the requests in parallel. On both, the requests still running are counted,
# so that a test's end waits for them before the database is emptied (a request holding a row
# lock and the emptying's table lock would deadlock).
class CountedRequests(ThreadedWSGIServer):
    """Counts the requests the app is answering; on SQLite answers one at a time: the app
    runs, and its answer is read out and closed, under one lock."""

    lock = threading.Lock()
    one_at_a_time = settings.DATABASES["default"]["ENGINE"].endswith("sqlite3")
    answering = 0
    idle = threading.Condition()
    # Open while a test that uses the server runs (``_the_server_between_tests``).
    open = False

    def set_app(self, application: Any) -> None:
        def answered(environ: dict[str, Any], start_response: Any) -> list[bytes]:
            response = application(environ, start_response)
            try:
                return list(response)
            finally:
                if hasattr(response, "close"):
                    response.close()

        def counted(environ: dict[str, Any], start_response: Any) -> list[bytes]:
            with CountedRequests.idle:
                if not CountedRequests.open:
                    return between_tests(start_response)
                CountedRequests.answering += 1
            try:
                if not self.one_at_a_time:
                    return answered(environ, start_response)
                with self.lock:
                    return answered(environ, start_response)
            finally:
                with CountedRequests.idle:
                    CountedRequests.answering -= 1
                    CountedRequests.idle.notify_all()

        super().set_app(counted)


LiveServerThread.server_class = CountedRequests


def between_tests(start_response: Any) -> list[bytes]:
    """A request that reached the server after its test ended (a phone's service worker, a
    request still in the socket's queue): answered without the app, so that it neither reads a
    database closed to the next test nor writes into the next test's rows."""
    start_response("503 Service Unavailable", [("Content-Type", "text/plain; charset=utf-8")])
    return [b"Between two tests."]


@pytest.fixture(autouse=True)
def _the_server_between_tests(request) -> Iterator[None]:
    """The live server answers its test's requests only: opened once the test's database is
    there, closed (and its last answers waited for) before it is emptied."""
    if "live_server" not in request.fixturenames:
        yield
        return
    request.getfixturevalue("transactional_db")
    request.getfixturevalue("live_server")
    with CountedRequests.idle:
        CountedRequests.open = True
    yield
    with CountedRequests.idle:
        CountedRequests.open = False
    until_answered()


# Fixtures that start a browser or a server: a test file that uses one takes seconds a test.
SLOW_FIXTURES = {"browser", "live_server", "server", "served", "copy"}


def pytest_collection_modifyitems(items):
    """Browser tests are marked as such; and the test files that start browsers or servers run
    first, each file still whole, so that the quick ones fill the processes' ends rather than
    one long file running on alone."""
    slow_files = set()
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)
        if SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            slow_files.add(item.fspath)
    items.sort(key=lambda item: item.fspath not in slow_files)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is needed for the browser tests and is not at {CHROMIUM}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
        )
        yield browser
        browser.close()


def new_phone(browser: Browser, language: str = "en", *, worker: bool = False) -> Page:
    """A fresh phone: its own cookies, a 390 x 844 screen, touch, and a preferred language.

    With ``worker``, Scorepad's service worker installs as on a player's phone, and keeps
    some hundred and fifty pages and files for offline use in the background: the tests of
    what works offline ask for it (``@pytest.mark.worker`` for the fixtures' phones). The
    others leave it out, as a browser may: it would cost each fresh phone two seconds of the
    machine and queue its fetches before the test's own requests."""
    context = browser.new_context(
        viewport=PHONE,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        locale=language,
        extra_http_headers={"Accept-Language": language},
        service_workers="allow" if worker else "block",
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    if os.environ.get("SCOREPAD_BROWSER_CONSOLE"):  # for a failing test: what the page said
        page.on("console", lambda message: print(f"[console {message.type}] {message.text}"))
        page.on("pageerror", lambda error: print(f"[page error] {error}"))
    return page


def put_away(page: Page) -> None:
    """Close the phone, then let the requests it left in flight end before the test's database
    is emptied (a phone sends its entries in the background)."""
    page.context.close()
    until_answered()


def until_answered(timeout: float = 30) -> None:
    """Until the live server has answered every request it took."""
    with CountedRequests.idle:
        CountedRequests.idle.wait_for(lambda: CountedRequests.answering == 0, timeout=timeout)


def wants_worker(request) -> bool:
    """Whether the test is marked ``worker``: its phones keep the service worker."""
    return request.node.get_closest_marker("worker") is not None


@pytest.fixture
def phone(request, browser: Browser, live_server) -> Iterator[Page]:
    page = new_phone(browser, worker=wants_worker(request))
    yield page
    put_away(page)


@pytest.fixture
def phone_tr(request, browser: Browser, live_server) -> Iterator[Page]:
    page = new_phone(browser, "tr", worker=wants_worker(request))
    yield page
    put_away(page)


@pytest.fixture(params=["en", "tr"])
def narrow_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    """A 360 px phone, in English and then in Turkish."""
    page = new_phone(browser, request.param, worker=wants_worker(request))
    page.set_viewport_size(NARROW)
    yield page
    put_away(page)


@pytest.fixture
def second_phone(request, browser: Browser, live_server) -> Iterator[Page]:
    page = new_phone(browser, worker=wants_worker(request))
    yield page
    put_away(page)


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A browser test that failed leaves, before its phones are closed, a screenshot and the
    page's board of each phone in the temporary folder, and says where."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    folder = tempfile.gettempdir()
    for name, value in getattr(item, "funcargs", {}).items():
        page = value[0] if isinstance(value, tuple) and value else value
        if not isinstance(page, Page) or page.is_closed():
            continue
        stem = os.path.join(folder, f"{item.name}-{name}")
        try:
            page.screenshot(path=f"{stem}.png", full_page=True)
            with open(f"{stem}.html", "w", encoding="utf-8") as file:
                file.write(page.content())
        except Exception as error:  # a crashed page: the failure itself is what counts
            report.sections.append(("phone", f"{name}: no screenshot ({error})"))
            continue
        report.sections.append(("phone", f"{name}: {stem}.png and {stem}.html"))
