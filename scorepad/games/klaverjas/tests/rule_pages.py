"""What Klaverjas's rule page must say, in both languages: the answers to what players look up in
the middle of a game (tests/test_rules_at_the_table.py), and its house rules, each option the
new-game form offers beside the rules the page follows in a section of its own
(tests/test_rules_house_rules.py)."""

from scorepad.games.klaverjas import forms
from tests.contract import GLOSSARY, game_of

GAME = game_of(__name__)

# (the section's anchor, what it says in English, what it says in Turkish, whether it is marked
# as table practice)
ANSWERS = [
    ("misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("revoke-claim", "the first offence counts", "ilk hata geçerlidir", True),
    ("deck", "Dutch tables head the two columns", "Hollanda masaları", True),
    ("end", "shared result", "beraberlik", True),
    ("claim", "the rest is ours", "gerisi bizim", True),
    ("roem", "four sevens are no roem", "dört yedili roem değildir", True),
    ("roem", "count roem only when it is claimed", "ancak söylenirse sayılır", True),
    ("stuk", "team of the player who holds both", "iki kartı da elinde tutan", True),
]

# (the section's anchor under #house-rules, the option and its value in a game file, the choices
# the text names as the form does: (the form's choices, the value), or the numbers it offers)
HOUSE_RULES = [
    ("to-points", "to_points", 1500, forms.TARGETS),
    ("revoke-roem", "revoke_roem", "none", None),
    ("revoke-roem", "revoke_roem", "plus-100", None),
]
# Where the house rules' sections say such tables are found, in each language.
WHERE = {"en": r"\bclubs?\b", "tr": r"kulüp", "nl": r"\bclubs?\b"}

# The terms the Turkish page and glossary head in Turkish first, the original in brackets, as
# the Turkish interface names them; and the names its Turkish prose does not use.
TURKISH_HEADINGS = [
    (GAME, "revoke", "Kural ihlali (verzaakt)"),
    (GLOSSARY, f"{GAME}-revoke", "Kural ihlali (verzaakt)"),
]
ENGLISH_NAMES = ("verzaakt",)
