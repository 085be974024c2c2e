"""Seep situations, worked from rules/content/en/seep.md (capture values, capturing, houses,
building and breaking, cemented houses, adding to them). Each case: your hand, the loose
cards, the houses (value:owners[:cemented]), the card played, the moves it may make (exactly)
and some moves it may not make, with the reason."""

from __future__ import annotations

from typing import Any


def case(
    hand: str, loose: str, houses: str, card: str, legal: str, refused: dict[str, str]
) -> dict[str, Any]:
    return {
        "hand": hand.split(),
        "loose": loose.split(),
        "houses": houses.split(),
        "card": card,
        "legal": sorted(legal.split()),
        "refused": refused,
    }


CASES = [
    # Capturing loose cards: one of the same value, or a group adding up to it.
    case("9 3", "9 4 5", "", "9", "capture:9 throw", {}),
    case("K 2", "7 6", "", "K", "capture:13 throw", {}),
    case("3 8", "K Q", "", "3", "throw", {"capture:3": "no-capture"}),
    case("A 4", "A", "", "A", "capture:1 throw", {}),
    case("Q 5", "2 3 4", "", "Q", "throw", {"capture:12": "no-capture"}),
    # Capturing a house: any owner's, with a card of its value.
    case("J 2", "", "11:opponent", "J", "capture:11", {"throw": "house-waiting"}),
    case("K", "", "13:partner:cemented", "K", "capture:13 add:13", {"throw": "house-waiting"}),
    case("10 10", "4 6", "10:me", "10", "capture:10 cement:10", {"throw": "house-waiting"}),
    # Building a house: 9 to 13, holding another card of that value.
    case("Q 7", "5", "", "7", "throw build:12", {}),
    case("K 7", "5", "", "7", "throw", {"build:12": "no-card"}),
    case("J 4", "5 2", "", "4", "throw build:11", {}),
    case("K 9", "4", "", "9", "throw build:13", {}),
    case("10 3", "A 5", "", "3", "throw", {"build:10": "no-sum"}),
    case("10 8", "2", "", "8", "throw build:10", {"capture:8": "no-capture"}),
    # Breaking someone else's ordinary house: a card from hand, a card of the new value held.
    case("J 2", "", "9:opponent", "2", "throw break:9>11", {}),
    case("Q 2", "", "9:opponent", "2", "throw", {"break:9>11": "no-card"}),
    case("J 2", "", "9:me", "2", "throw", {"break:9>11": "own-house"}),
    case("J 2", "", "9:opponent:cemented", "2", "throw", {"break:9>11": "cemented"}),
    case("K 5", "", "11:opponent", "5", "throw", {"break:11>16": "outside"}),
    case("K 4", "", "9:partner", "4", "throw break:9>13", {}),
    case("Q 2 9", "", "10:opponent 12:me", "2", "throw break:10>12", {}),
    # Cementing an ordinary house with cards of its value.
    case("J J", "", "11:opponent", "J", "capture:11 cement:11", {}),
    case("J 6", "5", "11:opponent", "6", "throw cement:11", {"break:11>17": "outside"}),
    case("6 4", "5", "11:opponent", "6", "throw", {"cement:11": "no-card"}),
    case("6 4", "5", "11:partner", "6", "throw cement:11", {}),
    case("J 6", "", "11:opponent", "6", "throw", {"cement:11": "no-sum"}),
    # Adding to a cemented house: an opponent's needs its card, a partner's is free.
    case("J 4", "6", "10:opponent:cemented", "4", "throw", {"add:10": "no-card"}),
    case("10 10 4", "6", "10:opponent:cemented", "4", "throw add:10", {}),
    case("4", "6", "10:partner:cemented", "4", "throw add:10", {}),
    case("Q Q", "", "12:me+opponent:cemented", "Q", "capture:12 add:12", {}),
    # An owner's last card of a house's value may only capture it.
    case("J 3", "", "11:me", "J", "capture:11", {"cement:11": "keep", "throw": "house-waiting"}),
    case("9 J", "2", "9:me", "9", "capture:9", {"build:11": "keep"}),
    case("9 J", "2", "9:me+partner:cemented", "9", "capture:9 build:11 add:9", {}),
    case("9 9 J", "2", "9:me", "9", "capture:9 build:11 cement:9", {}),
    # Nor may it go into another house, by cementing or adding: nothing would be left to take
    # the owner's house with.
    case(
        "9 Q",
        "2 A",
        "9:me:cemented 12:opponent",
        "9",
        "capture:9",
        {"cement:12": "keep", "add:9": "keep", "throw": "house-waiting"},
    ),
    case("9 9 Q", "2 A", "9:me:cemented 12:opponent", "9", "capture:9 add:9 cement:12", {}),
    case("J K", "2", "11:me 13:opponent:cemented", "J", "capture:11", {"add:13": "keep"}),
    case("10 Q", "2", "10:me 12:partner", "10", "capture:10", {"cement:12": "keep"}),
    case("10 Q", "2", "10:me+partner 12:partner", "10", "capture:10 cement:10 cement:12", {}),
]

# Questions no table can ask: (hand, loose, houses, card, the error's key).
ERRORS = [
    ("Z", "", "", "", "card"),
    ("9", "14", "", "", "card"),
    ("9", "", "8:me", "", "house"),
    ("9", "", "11:nobody", "", "house"),
    ("9", "", "11:me:glued", "", "house"),
    ("9", "", "11:me 11:opponent", "", "houses"),
    ("9", "", "", "K", "chosen"),
    ("A 2 3 4 5 6 7 8 9 10 J Q K", "", "", "", "hand"),
]


def questions() -> list[tuple[str, str, list[dict[str, str]]]]:
    """What the phone is asked on the referee page: the form, the referee's function that
    answers it, and every case, with its card and with none, and every refused question."""
    asked = []
    for c in CASES:
        floor = {
            "hand": ", ".join(c["hand"]),
            "loose": ", ".join(c["loose"]),
            "houses": ", ".join(c["houses"]),
        }
        asked += [{**floor, "card": c["card"]}, {**floor, "card": ""}]
    asked += [
        {"hand": hand, "loose": loose, "houses": houses, "card": card}
        for hand, loose, houses, card, _ in ERRORS
    ]
    return [("referee-form", "answer", asked)]


# The form of the referee page: the function that answers it and the fields it reads.
FIELDS = {"answer": ("loose", "houses", "hand", "card")}
