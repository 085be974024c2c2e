"""What Joker's rule page must say, in both languages: the answers to what players look up in
the middle of a game (tests/test_rules_at_the_table.py), and its house rules, each option the
new-game form offers beside the rules the page follows in a section of its own
(tests/test_rules_house_rules.py)."""

from scorepad.games.joker import forms
from tests.contract import GLOSSARY, game_of

GAME = game_of(__name__)

# (the section's anchor, what it says in English, what it says in Turkish, whether it is marked
# as table practice)
ANSWERS = [
    ("direction", "clockwise", "saat yönünde", True),
    ("joker-lead-void", "as if that suit had been led", "renk açılmış gibi", True),
    ("misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("revoke", "is a revoke", "kural ihlalidir", True),
    ("bid-change", "until the next player has spoken", "sıradaki oyuncu konuşana", True),
    ("lead-out-of-turn", "goes back to that player's hand", "eline geri döner", True),
]

# (the section's anchor under #house-rules, the option and its value in a game file, the choices
# the text names as the form does: (the form's choices, the value), or the numbers it offers)
HOUSE_RULES = [
    ("stanga-nines", "shtanga", "nines-500", (forms.SHTANGA_CHOICES, "nines-500")),
    ("erase-single", "erase", "single", (forms.ERASE_CHOICES, "single")),
]
# Where the house rules' sections say such tables are found, in each language.
WHERE = {"en": r"Georgian", "tr": r"Gürcü|Gürcistan", "ka": r"ქართ"}

# The terms the Turkish page and glossary head in Turkish first, the original in brackets, as
# the Turkish interface names them; and the English names its Turkish prose does not use.
TURKISH_HEADINGS = [
    (GAME, "miser", "El almaz (miser)"),
    (GLOSSARY, f"{GAME}-miser", "El almaz (miser)"),
]
ENGLISH_NAMES = ("miser",)
