"""What Seep's rule page must say, in both languages: the answers to what players look up in
the middle of a game (tests/test_rules_at_the_table.py)."""

# (the section's anchor, what it says in English, what it says in Turkish, whether it is marked
# as table practice)
ANSWERS = [
    ("misdeal", "dealt again by the same dealer", "aynı dağıtıcı", True),
    ("cementing-loose", "played with a card from the hand", "elden bir kartla", True),
    ("dealer", "when the teams are level", "takımlar eşitse son", False),
    ("owner-without-card", "may only capture", "ancak kart almak için", True),
    ("after-sweep", "they throw a card", "bir kart atar", False),
    ("cemented-houses", "pakka ghar", "pakka ghar", True),
    ("sweeps", "call a sweep a seep", "sözcükle seep der", True),
]
