"""Klaverjas as a Django app: its models (the daily leaderboard) and the pages the phone keeps
offline (the game against the computer)."""

from __future__ import annotations

from django.apps import AppConfig


class KlaverjasConfig(AppConfig):
    name = "scorepad.games.klaverjas"
    label = "klaverjas"
    verbose_name = "Klaverjas"

    def offline_pages(self) -> list[str]:
        """Kept by the service worker from the app's first opening (``scorepad.offline``):
        the game against the computer, which plays in the browser."""
        from django.urls import reverse

        return [reverse("rules:klaverjas:practice")]
