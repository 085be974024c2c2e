import threading

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


def _build_search_index() -> None:
    from rules import search

    search.index()


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = _("Rules reference")

    def ready(self) -> None:
        # Reading the Markdown and building the search index takes a few hundred milliseconds:
        # done beside the start-up rather than in it, and the first search waits for it if it
        # comes sooner (rules.search.index() holds a lock while building).
        threading.Thread(target=_build_search_index, name="rules-index", daemon=True).start()
