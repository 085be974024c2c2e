"""What Egyptian Rat Screw's rule page must say, in both languages: the answers to what players
look up in the middle of a game (tests/test_rules_at_the_table.py)."""

from tests.contract import GLOSSARY, game_of

GAME = game_of(__name__)


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

# The terms the Turkish page and glossary head in Turkish first, the original in brackets, as
# the Turkish interface names them; and the English names its Turkish prose does not use.
TURKISH_HEADINGS = [
    (GAME, "double", "Çift (double)"),
    (GAME, "sandwich", "Sandviç (sandwich)"),
    (GAME, "top-bottom", "Üst-alt (top-bottom)"),
    (GAME, "tens", "On toplamı (tens)"),
    (GLOSSARY, f"{GAME}-double", "Çift (double)"),
    (GLOSSARY, f"{GAME}-sandwich", "Sandviç (sandwich)"),
    (GLOSSARY, f"{GAME}-top-bottom", "Üst-alt (top-bottom)"),
    (GLOSSARY, f"{GAME}-tens", "On toplamı (tens)"),
]
ENGLISH_NAMES = ("double", "sandwich", "top-bottom", "tens")
