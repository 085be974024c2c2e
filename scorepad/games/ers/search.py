"""How the table names Egyptian Rat Screw and its words in a search
(``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("egyptian", "ratscrew", "screw")
# What players call the face cards and a slap.
# Suggested by the search box.
EXAMPLES = (gettext_lazy("sandwich"), gettext_lazy("slap"))
SYNONYMS = {
    "en": {"picture": ("face",), "court": ("face",)},
    "tr": {"tokat": ("vurus",)},
    "nl": {"slaan": ("slap",), "klap": ("slap",)},
}
