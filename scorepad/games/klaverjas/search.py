"""How the table names Klaverjas and its words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

NAMES = ("klaverjassen",)
# English players' words for the Dutch ones, and the Turkish "batmak" for going nat.
SYNONYMS = {
    "renege": ("revoke",),
    "meld": ("roem",),
    "melds": ("roem",),
    "marriage": ("stuk",),
    "march": ("pit",),
    "bacak": ("vale",),
    "batti": ("nat",),
    "battik": ("nat",),
    "batmak": ("nat",),
}
# Suggested by the search box.
EXAMPLES = (gettext_lazy("nat"), gettext_lazy("roem"))
