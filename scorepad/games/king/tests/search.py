"""What players type to find a section of the game's rules, as they type it at the table (case,
Turkish letters or none, suffixes, typos, the words of another language), and the sections it
must find: the game's own or its glossary entries, the first result or within the first three,
the search kept to the game. The contract (tests/contract.py) runs every row; when the texts
change, a row may need a new section, never a looser rank without a reason."""

from tests.contract import FIRST, game_of

GAME = game_of(__name__)

# (query, interface language, the sections one of which must come back, within this rank)
SEARCHES = [
    ("someone revoked, what now", "en", {(GAME, "revoke")}, FIRST),
    ("kingde renk vermedi", "tr", {(GAME, "revoke")}, FIRST),
    ("must i play the king of hearts when the ace is in the trick", "en", {(GAME, "rifki")}, FIRST),
    ("kupa ası düştü rıfkıyı vermek zorunlu mu", "tr", {(GAME, "rifki")}, FIRST),
]
