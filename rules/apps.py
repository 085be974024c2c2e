import threading

from django.apps import AppConfig
from django.core.signals import request_started
from django.utils.translation import gettext_lazy as _

WARM_UP = "rules-index-warm-up"


def _build_search_index() -> None:
    from rules import search

    search.index()


def _warm_up(**kwargs: object) -> None:
    # Reading the Markdown and building the search index takes a few hundred milliseconds:
    # done beside the first request of a serving process rather than at start-up, so that
    # management commands (scoresheet, migrate) do not pay for it. A search that comes sooner
    # waits for it (rules.search.index() holds a lock while building).
    request_started.disconnect(dispatch_uid=WARM_UP)
    threading.Thread(target=_build_search_index, name="rules-index", daemon=True).start()


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = _("Rules reference")

    def offline_pages(self) -> list[str]:
        """The pages the phone keeps from the app's first opening (``scorepad.offline``): the
        index, every document in both languages, the search and its index, and the games' own
        pages beside their rules (``GameType.rules_offline_pages``)."""
        from django.urls import reverse

        from rules import content
        from scorepad.games import game_types

        pages = [reverse("rules:index"), reverse("rules:search")]
        for name in content.names():
            page = reverse("rules:document", args=[name])
            pages.append(page)
            pages.extend(f"{page}?lang={language}" for language in content.LANGUAGES)
        pages.append(reverse("rules:search_index"))
        for kind in game_types():
            pages.extend(kind.rules_offline_pages())
        return pages

    def ready(self) -> None:
        request_started.connect(_warm_up, dispatch_uid=WARM_UP)
