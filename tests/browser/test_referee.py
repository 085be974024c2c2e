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


# Seen from inside the page: when its load event began (this listener comes before the
# page's own), and when the page asked for the rules (the engines' fetch, made in the same call
# as the runtime's import). Resource timing's start times come from the network side and may
# be a few milliseconds early.
SEEN = """
window.seen = {};
window.addEventListener("load", () => { window.seen.load = performance.now(); });
const fetched = window.fetch;
window.fetch = function (url, ...rest) {
  if (/rules-engine\\.[0-9a-f]+\\.json/.test(String(url)) && !window.seen.asked) {
    window.seen.asked = performance.now();
  }
  return fetched.call(this, url, ...rest);
};
"""


@pytest.mark.parametrize(
    "path", ASKING or [pytest.param("", marks=pytest.mark.skip(reason="no page asks the rules"))]
)
def test_the_rules_load_after_the_first_paint_and_the_load_event(phone: Page, live_server, path):
    phone.add_init_script(SEEN)
    phone.goto(live_server.url + path)
    rules_loaded(phone)
    timing = phone.evaluate(
        """() => ({
            ...window.seen,
            paint: performance.getEntriesByName("first-contentful-paint")
                .map(entry => entry.startTime),
            runtime: performance.getEntriesByType("resource")
                .filter(entry => /micropython|rules-engine\\.[0-9a-f]+\\.json/.test(entry.name))
                .length,
        })"""
    )
    assert timing["runtime"] == 3  # the runtime, its WebAssembly and the rules
    assert len(timing["paint"]) == 1
    assert timing["asked"] >= max(timing["load"], timing["paint"][0]) > 0
