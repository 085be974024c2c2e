"""What Egyptian Rat Screw's rule page must say, in both languages: the answers to what players
look up in the middle of a game (tests/test_rules_at_the_table.py)."""

# (the section's anchor, what it says in English, what it says in Turkish, whether it is marked
# as table practice)
ANSWERS = [
    ("misdeal", "deal again", "yeniden dağıtılır", True),
    ("slap-in-challenge", "the challenge is over", "düello orada biter", True),
    ("out-in-challenge", "challenge lost", "kaybedilmiş bir düello", True),
    ("short-burn", "pays all they have", "ne varsa öder", True),
    ("wrong-slap", "call the penalty a burn", "burn", True),
    ("out-of-turn", "as a card paid for a wrong slap", "yanlış vuruşta ödenen", True),
    ("setup", "one at a time", "birer birer", True),
    ("top-bottom", "never a paid card", "ödenmiş karta asla", True),
]
