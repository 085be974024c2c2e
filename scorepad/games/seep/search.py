"""How the table names Seep and its words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("sip",)
# A sweep is süpürme in Turkish, and a seep at many tables, like the game.
SYNONYMS = {
    "sweep": ("seep", "supurme"),
    "seep": ("sweep", "supurme"),
    "supurme": ("sweep", "seep"),
    "supurmek": ("sweep", "supurme"),
}
# Suggested by the search box.
EXAMPLES = (gettext_lazy("bazzi"), gettext_lazy("sweep"))
