"""The Seep referee page's verdict before anything is asked: what to enter, in the reader's
language."""

from tests.contract import game_of
from tests.referees import get

GAME = game_of(__name__)


def test_an_unasked_verdict_asks_for_the_cards_in_the_readers_language(client):
    fragment = get(
        client, f"/rules/{GAME}/referee/", "tr", **{"HX-Request": "true", "HX-Target": "verdict"}
    )
    assert '<p class="hint">Yeri ve elindeki kartları gir, sonra karar ver.</p>' in fragment
