"""The tap-target choices (``Picks``, ``CheckPicks``, and the Joker bid card's rows of
choices) are written out in Python, not by one template render per choice: on every page and
form that shows them, the markup is the same, byte for byte, as Django renders from
``scorepad/widgets/picks.html`` and ``pick.html``."""

from __future__ import annotations

import pytest
from django.urls import reverse

from scorepad.games import entry as scorepad_entry
from scorepad.templatetags import scorepad_tags
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db


@pytest.fixture
def compared(monkeypatch):
    """Every choice widget, and every single choice, rendered while the test runs: (ours,
    Django's template's)."""
    pairs: list[tuple[str, str]] = []
    mixin = scorepad_entry._WrittenInPython
    whole, one = mixin.render, mixin._render

    def render(self, name, value, attrs=None, renderer=None):
        mine = whole(self, name, value, attrs, renderer)
        templated = super(mixin, self).render(name, value, attrs, renderer)
        pairs.append((str(mine), str(templated)))
        return mine

    def _render(self, template_name, context, renderer=None):
        mine = one(self, template_name, context, renderer)
        if template_name == self.option_template_name:
            pairs.append((str(mine), str(super(mixin, self)._render(template_name, context))))
        return mine

    labels = scorepad_tags.choice_labels

    def choice_labels(field):
        """A row of choices (the Joker bid card): each as pick.html draws a wrapped choice."""
        mine = labels(field)
        widget = field.field.widget
        templated = "".join(
            super(mixin, widget)._render(
                widget.option_template_name, {"widget": {**choice.data, "wrap_label": True}}
            )
            for choice in field
        )
        pairs.append((str(mine), templated))
        return mine

    monkeypatch.setattr(mixin, "render", render)
    monkeypatch.setattr(mixin, "_render", _render)
    monkeypatch.setattr(scorepad_tags, "choice_labels", choice_labels)
    return pairs


def assert_same(pairs, at_least: int) -> None:
    assert len(pairs) >= at_least
    for mine, templated in pairs:
        assert mine == templated


def test_the_new_game_form_fresh_and_refused(client, compared):
    client.get(reverse("home"))
    refused = client.post(
        reverse("new_game"),
        {"game": "ers", "player_1": "Ada", "ers_slaps": ["doubles", "sandwich"], "ers_target": "5"},
    )
    assert refused.status_code == 400
    assert "checked" in refused.content.decode()
    assert_same(compared, 10)


@pytest.mark.parametrize(
    "game, deals",
    [
        ("joker", []),
        ("joker", [{"bids": [1, 0, 0, 1]}]),
        ("klaverjas", [{"playing": 0, "points": [100, 62], "roem": [20, 0]}]),
        ("seep", [{"points": [60, 40]}]),
    ],
)
def test_each_games_entry_and_the_entries_prepared_for_offline(
    client, grant, compared, game, deals
):
    """(The Egyptian Rat Screw entry is a button per player, without choices.)"""
    record = game_with_deals(game, deals)
    grant(client, record, "edit")
    page = client.get(reverse("game", args=[record.public_id]))
    assert page.status_code == 200
    assert_same(compared, 2)


def test_the_dealers_closed_bid_and_a_refused_entry(client, grant, compared):
    game = game_with_deals("joker", [], options={"length": "short"})
    grant(client, game, "edit")
    page = client.get(reverse("game", args=[game.public_id])).content.decode()
    fields = {"number": "1", "phase": "bids", "bid_1": "0", "bid_2": "0", "bid_3": "0"}
    preview = client.post(
        reverse("preview_deal", args=[game.public_id]),
        fields,
        headers={"HX-Request": "true", "HX-Target": "entry-last"},
    )
    assert "disabled" in preview.content.decode()
    refused = client.post(reverse("add_deal", args=[game.public_id]), {**fields, "bid_0": "1"})
    assert refused.status_code == 422
    assert "forbidden" in refused.content.decode()
    assert page
    assert_same(compared, 6)
