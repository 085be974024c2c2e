"""How the table names Joker's words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

# Suggested by the search box.
EXAMPLES = (gettext_lazy("ştanga"), gettext_lazy("premium"))
