"""What Joker's rule page must say, in both languages: the answers to what players look up in
the middle of a game (tests/test_rules_at_the_table.py), and its house rules, each option the
new-game form offers beside the rules the page follows in a section of its own
(tests/test_rules_house_rules.py)."""

from scorepad.games.joker import forms

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
WHERE = {"en": r"Georgian", "tr": r"Gürcü|Gürcistan"}
