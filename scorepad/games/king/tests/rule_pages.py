"""What King's rule page must say, in both languages: the answers to what players look up in
the middle of a game (tests/test_rules_at_the_table.py)."""

# (the section's anchor, what it says in English, what it says in Turkish, whether it is marked
# as table practice)
ANSWERS = [
    ("revoke", "pay for all of it", "bedelin tamamını", True),
    ("rifki", "in which the A♥ has been played", "kupa ası atılmış", True),
    ("koz", "forbid leading trumps", "kozla ele başlanmasına izin", True),
]
