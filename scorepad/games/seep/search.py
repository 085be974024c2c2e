"""How the table names Seep and its words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("sip",)
# A sweep is süpürme in Turkish, and a seep at many tables, like the game.
SYNONYMS = {
    "en": {"sweep": ("seep", "supurme"), "seep": ("sweep", "supurme")},
    "tr": {"supurme": ("sweep", "seep"), "supurmek": ("sweep", "supurme")},
    "nl": {"vegen": ("seep", "sweep"), "veeg": ("seep", "sweep")},
}
# Suggested by the search box.
EXAMPLES = (gettext_lazy("bazzi"), gettext_lazy("sweep"))
