"""The Klaverjas referee page while the phone's rules load: the server answers the verdict alone,
as the whole page holds it."""

import re

from tests.contract import game_of
from tests.referees import get

GAME = game_of(__name__)


def test_while_the_rules_load_the_server_answers_the_verdict_alone(client):
    url = f"/rules/{GAME}/referee/?trump=H&trick=AS,10H&hand=JH,8H,KD"
    response = client.get(url, headers={"HX-Request": "true", "HX-Target": "verdict"})
    fragment = response.content.decode()
    assert response.status_code == 200
    assert "HX-Target" in response["Vary"]
    assert "<html" not in fragment and "referee-form" not in fragment
    assert 'data-card="JH" data-allowed="yes"' in fragment
    page = get(client, url)
    section = re.search(r'<section id="verdict"[^>]*>(.*?)</section>', page, re.S).group(1)
    assert section.strip() == fragment.strip()
    # Another target, or none, gets the whole page.
    assert "<html" in get(client, url, **{"HX-Request": "true", "HX-Target": "results"})
