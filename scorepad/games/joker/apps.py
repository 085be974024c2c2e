"""Joker as a Django app: the pages the phone keeps offline (the guided deal)."""

from __future__ import annotations

from django.apps import AppConfig


class JokerConfig(AppConfig):
    name = "scorepad.games.joker"
    label = "joker"
    verbose_name = "Joker"

    def offline_pages(self) -> list[str]:
        """Kept by the service worker from the app's first opening (``scorepad.offline``):
        every step of the guided deal, in every language."""
        from scorepad.games.joker import lesson

        return lesson.offline_pages()
