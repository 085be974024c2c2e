from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = _("Rules reference")

    def offline_pages(self) -> list[str]:
        """The pages the phone keeps from the app's first opening (``scorepad.offline``): the
        index, every document in every language (in English, saying so, where it is not written
        in it), the search and its index. A game's own pages beside its rules are kept by its
        app (``scorepad.games.<name>.apps``)."""
        from django.urls import reverse

        from rules import content

        pages = [reverse("rules:index"), reverse("rules:search")]
        for name in content.names():
            page = reverse("rules:document", args=[name])
            pages.append(page)
            pages.extend(f"{page}?lang={language}" for language in content.LANGUAGES)
        pages.append(reverse("rules:search_index"))
        return pages

    def warm_up(self) -> None:
        """Read the Markdown, build the search index (a second or so) and compile the pages'
        templates as a serving process starts (``scorepad.wsgi``), before its first request:
        the first search is then as fast as the hundredth, and management commands
        (scoresheet, migrate) never pay for it."""
        from django.template.loader import get_template

        from rules import search

        search.index()
        for page in ("rules/index.html", "rules/document.html", "rules/search.html"):
            get_template(page)

    def first_requests(self) -> list[str]:
        """Asked once through the application as a serving process starts, after
        ``warm_up()``, their answers dropped: what a first search does once per process
        (expressions compiled on first use, the first render) is done before a player asks,
        for a word of the installed games' own."""
        from urllib.parse import urlencode

        from django.urls import reverse

        from scorepad.games import search_examples

        search = reverse("rules:search")
        return [f"{search}?{urlencode({'q': word})}" for word in search_examples(1)]
