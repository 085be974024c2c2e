"""The referee pages of every installed game that has one, in Chromium at a phone's size: the
picker's buttons a thumb's size, and the rules loaded after the page's first paint and its load
event. Each game's own tests tap its referee (``scorepad/games/<name>/tests/browser/``)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page

from scorepad.games import game_types
from tests.browser.fixtures import PHONE
from tests.browser.referees import rules_loaded

pytestmark = pytest.mark.django_db(transaction=True)

REFEREES = [kind.name for kind in game_types() if kind.rules.has_referee]
# The pages whose answers the phone works out: the referees, and the rule pages with helpers.
ASKING = [reverse("rules:referee", args=[name]) for name in REFEREES] + [
    reverse("rules:document", args=[kind.name]) for kind in game_types() if kind.rules.helpers_title
]


def test_the_picker_buttons_are_big_enough_for_a_thumb(phone: Page, live_server) -> None:
    if not REFEREES:
        pytest.skip("no installed game has a referee")
    for name in REFEREES:
        path = reverse("rules:referee", args=[name])
        phone.goto(live_server.url + path)
        for button in phone.locator("[data-picker] button").all():
            box = button.bounding_box()
            assert box is not None and box["height"] >= 48 and box["width"] >= 48, (path, box)
        assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize(
    "path", ASKING or [pytest.param("", marks=pytest.mark.skip(reason="no page asks the rules"))]
)
def test_the_rules_load_after_the_first_paint_and_the_load_event(phone: Page, live_server, path):
    phone.goto(live_server.url + path)
    rules_loaded(phone)
    timing = phone.evaluate(
        """() => ({
            // The runtime is asked for from a load listener: after the event starts, while
            // its listeners run (loadEventEnd is after the last of them).
            load: performance.getEntriesByType("navigation")[0].loadEventStart,
            paint: performance.getEntriesByName("first-contentful-paint")[0].startTime,
            runtime: performance.getEntriesByType("resource")
                .filter(entry => /micropython|rules-engine\\.[0-9a-f]+\\.json/.test(entry.name))
                .map(entry => entry.startTime),
        })"""
    )
    assert len(timing["runtime"]) == 3  # the runtime, its WebAssembly and the rules
    assert min(timing["runtime"]) >= timing["load"] >= timing["paint"] > 0
