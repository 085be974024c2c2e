"""The club's browser tests drive the same Chromium as the project's (tests/browser/conftest.py:
Debian's, one live server answering one request at a time on SQLite)."""

from tests.browser.conftest import browser  # noqa: F401 (the session's Chromium)
