import pytest
from django.test import Client


@pytest.fixture(autouse=True)
def _a_fresh_cache():
    """Each test starts with an empty cache: no table's kept sheet of another test."""
    from django.core.cache import caches

    from scorepad.fastpath import kept_pages

    caches["default"].clear()
    kept_pages.NEAR.clear()


@pytest.fixture
def phone():
    """Another phone: its own cookies."""

    def make() -> Client:
        return Client()

    return make
