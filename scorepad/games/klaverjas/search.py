"""How the table names Klaverjas and its words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("klaverjassen",)
# English players' words for the Dutch ones, and the Turkish "batmak" for going nat.
SYNONYMS = {
    "en": {
        "renege": ("revoke",),
        "meld": ("roem",),
        "melds": ("roem",),
        "marriage": ("stuk",),
        "march": ("pit",),
    },
    "tr": {
        "bacak": ("vale",),
        "batti": ("nat",),
        "battik": ("nat",),
        "batmak": ("nat",),
    },
    # What Dutch players type that the English and Turkish pages write otherwise (the
    # Dutch page has the words themselves), or that the Dutch page writes otherwise.
    "nl": {
        "verzaken": ("verzaakt",),
        "verzaking": ("verzaakt", "verzaken"),
        "mars": ("pit",),
        "marsch": ("pit",),
    },
}
# Suggested by the search box.
EXAMPLES = (gettext_lazy("nat"), gettext_lazy("roem"))
