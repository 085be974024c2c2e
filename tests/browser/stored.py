"""What the database holds while the live server writes to it: the deals a phone recorded."""

import time

from django.db import OperationalError

from scorepad.models import Deal
from tests.browser.fixtures import CountedRequests


def recorded(game) -> list[dict]:
    """The game's deals as the database holds them. The live server shares the test's SQLite
    database in memory, where a read during its write is refused at once (table locked): read
    again. Read between the server's answers: on SQLite it shares the test's one connection."""
    deadline = time.monotonic() + 5
    while True:
        try:
            with CountedRequests.lock:
                return [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]
        except OperationalError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def until_recorded(game, count: int, timeout: float = 30) -> list[dict]:
    """The game's deals once there are ``count`` of them (sent in the background, behind the
    first visit's offline copies, which the test server answers one at a time)."""
    deadline = time.monotonic() + timeout
    while len(recorded(game)) < count:
        assert time.monotonic() < deadline, f"recorded: {recorded(game)}"
        time.sleep(0.05)
    return recorded(game)
