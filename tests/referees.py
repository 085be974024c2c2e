"""Reading a referee page as the shared block writes it (templates/rules/referee_base.html): the
cards of the hand marked, the trick taken, the moves listed. The games' own tests of their
referee pages and the shared ones read the pages with these."""

from __future__ import annotations

import re
from typing import Any

from django.test import Client


def get(client: Client, url: str, language: str = "en", **params: Any) -> str:
    response = client.get(url, params, headers={"accept-language": language})
    assert response.status_code == 200
    return response.content.decode()


def marked_cards(html: str) -> dict[str, str]:
    """Each card of the hand, ``yes`` when it may be played."""
    return dict(re.findall(r'data-card="([^"]+)" data-allowed="(yes|no)"', html))


def trick_summary(html: str) -> tuple[int, ...] | None:
    """Who takes the full trick, its card points and its roem, where the page says them."""
    found = re.search(
        r'id="trick"[^>]*data-winner="(\d)" data-points="(\d+)" data-roem="(\d+)"', html
    )
    return tuple(int(number) for number in found.groups()) if found else None


def moves_of(html: str) -> dict[str, str]:
    """Each move of the card asked about, ``yes`` when it is legal."""
    return dict(re.findall(r'data-move="([^"]+)" data-legal="(yes|no)"', html.replace("&gt;", ">")))
