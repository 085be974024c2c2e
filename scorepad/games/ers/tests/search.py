"""What players type to find a section of the game's rules, as they type it at the table (case,
Turkish letters or none, suffixes, typos, the words of another language), and the sections it
must find: the game's own or its glossary entries, the first result or within the first three,
the search kept to the game. The contract (tests/contract.py) runs every row; when the texts
change, a row may need a new section, never a looser rank without a reason."""

from tests.contract import FIRST, GLOSSARY, TOP3, game_of

GAME = game_of(__name__)

# (query, interface language, the sections one of which must come back, within this rank)
SEARCHES = [
    ("kiz kac hak", "tr", {(GAME, "face-cards")}, FIRST),
    ("KIZ İKİ HAK", "tr", {(GAME, "face-cards")}, FIRST),
    ("yanlis vurus cezasi", "tr", {(GAME, "wrong-slap")}, TOP3),
    ("sandvic", "tr", {(GAME, "sandwich")}, FIRST),
    ("KAZANAN", "tr", {(GAME, "winning")}, FIRST),
    ("slapping", "en", {(GAME, "slaps")}, TOP3),
    ("sandwhich", "en", {(GAME, "sandwich")}, FIRST),
    ("sandwhich", "tr", {(GAME, "sandwich")}, FIRST),
    ("sandw", "en", {(GAME, "sandwich")}, FIRST),
    ("how many chances does a king give", "en", {(GAME, "face-cards")}, FIRST),
    ("papaz kaç hak verir", "tr", {(GAME, "face-cards")}, TOP3),
    ("resimli kart", "tr", {(GAME, "face-cards")}, FIRST),
    ("wrong slap", "en", {(GAME, "wrong-slap")}, FIRST),
    ("burn", "en", {(GAME, "wrong-slap")}, FIRST),
    ("yanlış vuruş", "tr", {(GAME, "wrong-slap")}, FIRST),
    ("top bottom", "en", {(GAME, "top-bottom")}, FIRST),
    ("jokers slap", "en", {(GAME, "jokers")}, TOP3),
    ("geri dönüş", "tr", {(GAME, "comeback")}, FIRST),
    ("turned a card out of turn", "en", {(GAME, "out-of-turn")}, FIRST),
    ("sırası değilken kart açtı", "tr", {(GAME, "out-of-turn")}, FIRST),
    ("sandvic", "tr", {(GAME, "sandwich"), (GLOSSARY, f"{GAME}-sandwich")}, TOP3),
    ("sandvic", "en", {(GAME, "sandwich"), (GLOSSARY, f"{GAME}-sandwich")}, TOP3),
    ("yanlış vurdum", "tr", {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-wrong-slap")}, TOP3),
    ("yanlış vurdum", "en", {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-wrong-slap")}, TOP3),
    (
        "kartım bitti",
        "tr",
        {(GAME, "comeback"), (GAME, "out-of-cards"), (GLOSSARY, f"{GAME}-elimination")},
        TOP3,
    ),
    (
        "kartım bitti",
        "en",
        {(GAME, "comeback"), (GAME, "out-of-cards"), (GLOSSARY, f"{GAME}-elimination")},
        TOP3,
    ),
    ("kiz kac sans verir", "tr", {(GAME, "face-cards"), (GLOSSARY, f"{GAME}-face-card")}, TOP3),
    ("kiz kac sans verir", "en", {(GAME, "face-cards"), (GLOSSARY, f"{GAME}-face-card")}, TOP3),
    ("ust alt vurusu", "tr", {(GAME, "top-bottom"), (GLOSSARY, f"{GAME}-top-bottom")}, TOP3),
    ("ust alt vurusu", "en", {(GAME, "top-bottom"), (GLOSSARY, f"{GAME}-top-bottom")}, TOP3),
    (
        "slap penalty",
        "tr",
        {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-burn"), (GLOSSARY, f"{GAME}-wrong-slap")},
        TOP3,
    ),
    (
        "slap penalty",
        "en",
        {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-burn"), (GLOSSARY, f"{GAME}-wrong-slap")},
        TOP3,
    ),
    (
        "jack queen king ace chances",
        "tr",
        {(GAME, "face-cards"), (GLOSSARY, f"{GAME}-face-card")},
        TOP3,
    ),
    (
        "jack queen king ace chances",
        "en",
        {(GAME, "face-cards"), (GLOSSARY, f"{GAME}-face-card")},
        TOP3,
    ),
    ("BURN", "tr", {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-burn")}, TOP3),
    ("BURN", "en", {(GAME, "wrong-slap"), (GLOSSARY, f"{GAME}-burn")}, TOP3),
    ("two people slap at the same time", "tr", {(GAME, "slaps")}, TOP3),
    ("two people slap at the same time", "en", {(GAME, "slaps")}, TOP3),
    ("ran out of cards", "tr", {(GAME, "out-of-cards"), (GLOSSARY, f"{GAME}-elimination")}, TOP3),
    ("ran out of cards", "en", {(GAME, "out-of-cards"), (GLOSSARY, f"{GAME}-elimination")}, TOP3),
    # What a table looks up in the middle of a game, and the house rules.
    ("slap during a challenge", "en", {(GAME, "slap-in-challenge")}, TOP3),
    ("ran out of cards during a challenge", "en", {(GAME, "out-in-challenge")}, TOP3),
    ("too few cards to pay the burn", "en", {(GAME, "short-burn")}, TOP3),
    ("owe more cards than i have", "en", {(GAME, "short-burn")}, TOP3),
    ("düelloda kartım bitti", "tr", {(GAME, "out-in-challenge")}, TOP3),
    ("cezayı ödeyecek kartım yok", "tr", {(GAME, "short-burn")}, TOP3),
    # Typed in Georgian (the glossary's Georgian words).
    ("სენდვიჩი", "ka", {(GLOSSARY, f"{GAME}-sandwich")}, FIRST),
]
