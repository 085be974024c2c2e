"""How the table names King and its words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

# "King" is a card of every game: only Rıfkı names this one in a search.
NAMES = ("rifki",)
NARROWS = False
# What players call the penalty contracts and the king of hearts.
# Suggested by the search box.
EXAMPLES = (gettext_lazy("koz"), gettext_lazy("ceza"))
SYNONYMS = {
    "en": {"penalty": ("ceza",), "penalties": ("ceza",), "trumps": ("koz",)},
    "nl": {"straf": ("ceza",), "strafpunten": ("ceza",), "troef": ("koz",)},
}
