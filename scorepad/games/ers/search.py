"""How the table names Egyptian Rat Screw and its words in a search
(``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("egyptian", "ratscrew", "screw")
# What players call the face cards and a slap.
SYNONYMS = {"picture": ("face",), "court": ("face",), "tokat": ("vurus",)}
# Suggested by the search box.
EXAMPLES = (gettext_lazy("sandwich"), gettext_lazy("slap"))
