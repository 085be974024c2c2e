"""Joker situations, worked from rules/content/en/joker.md (playing the tricks, the joker
card). Each case: trump (a suit or "none"), the trick so far in play order with the joker
calls, the hand of the player to move, the cards it may play ("*" for all), the reason, and
for a full trick the winner's place and why."""

from __future__ import annotations

from typing import Any

from scorepad.games.joker import referee


def case(
    trump: str,
    trick: str,
    hand: str,
    may: str,
    reason: str,
    taken: tuple[int, str] | None = None,
) -> dict[str, Any]:
    cards = hand.split()
    return {
        "trump": trump,
        "trick": trick.split(),
        "hand": cards,
        "allowed": cards if may == "*" else may.split(),
        "reason": reason,
        "taken": list(taken) if taken else None,
    }


CASES = [
    # Leading.
    case("H", "", "AS 7D X", "*", "lead"),
    case("none", "", "6H", "*", "lead"),
    # Follow the suit led; no duty to beat; a joker always allowed.
    case("H", "KS", "7S AS 9H", "7S AS", "follow"),
    case("H", "KS", "7S X 9H", "7S X", "follow"),
    case("none", "10D", "6D QD AC", "6D QD", "follow"),
    case("S", "7C AS", "8C KC", "8C KC", "follow"),
    case("H", "9H", "6H AH KS", "6H AH", "follow"),
    # No card of the suit led: trump.
    case("H", "KS", "7H 9H AD", "7H 9H", "trump"),
    case("H", "KS", "7H X AD", "7H X", "trump"),
    case("D", "AC 10C", "6D QH", "6D", "trump"),
    case("C", "8H", "7C JC 9S", "7C JC", "trump"),
    # Neither: anything.
    case("H", "KS", "7D AC", "*", "free"),
    case("none", "KS", "7D AC X", "*", "free"),
    case("S", "QH", "AD 10C", "*", "free"),
    # A joker played to take or leave changes no one's duty.
    case("H", "KS X:take", "7S AS 9H", "7S AS", "follow"),
    case("H", "KS X:leave 10S", "9H AD", "9H", "trump"),
    # A joker led as highest: the highest card of the named suit.
    case("H", "X:high:S", "7S AS KS 9H", "AS", "highest"),
    case("H", "X:high:S", "7S 10S X", "10S X", "highest"),
    case("none", "X:high:D", "6D 7D AC", "7D", "highest"),
    case("H", "X:high:H", "6H QH AS", "QH", "highest"),
    case("H", "X:high:S KS", "JS 9S", "JS", "highest"),
    # ... and none of that suit: as when the suit is led (the table practice).
    case("H", "X:high:S", "7H 9H AD", "7H 9H", "highest-trump"),
    case("D", "X:high:C 8C", "6D KH", "6D", "highest-trump"),
    case("H", "X:high:S", "7D AC", "*", "highest-free"),
    case("none", "X:high:S", "7D AC", "*", "highest-free"),
    # A joker led as give: the named suit is followed like any suit led.
    case("H", "X:give:C", "7C AC 9H", "7C AC", "follow"),
    case("H", "X:give:C", "9H JH AD", "9H JH", "trump"),
    case("none", "X:give:C 8C", "AD KS", "*", "free"),
    # Full tricks: who takes them.
    case("H", "KS 7S AS 9S", "", "*", "next-trick", (2, "suit")),
    case("H", "KS 7S 6H AS", "", "*", "next-trick", (2, "trump")),
    case("H", "KS 7H 10H AS", "", "*", "next-trick", (2, "trump")),
    case("H", "KS AH X:take 7H", "", "*", "next-trick", (2, "joker-take")),
    case("H", "KS X:leave AS 7S", "", "*", "next-trick", (2, "suit")),
    case("H", "KS X:take X:take 7S", "", "*", "next-trick", (2, "second-joker")),
    case("H", "KS X:take AH X:leave", "", "*", "next-trick", (1, "joker-take")),
    case("none", "KS AD 7C 6D", "", "*", "next-trick", (0, "suit")),
    case("H", "X:high:S AS 9H KS", "", "*", "next-trick", (0, "joker-high")),
    case("H", "X:high:S AS X:take KS", "", "*", "next-trick", (2, "second-joker")),
    case("H", "X:give:S AS 9H KS", "", "*", "next-trick", (2, "trump")),
    case("H", "X:give:S 7S KS 10S", "", "*", "next-trick", (2, "suit")),
    case("none", "X:give:C AD KH 6D", "", "*", "next-trick", (0, "joker-give")),
    case("S", "X:give:S AD KH 6D", "", "*", "next-trick", (0, "joker-give")),
    case("S", "X:give:S AD 7S 6D", "", "*", "next-trick", (2, "trump")),
    case("D", "QC KC 6D X:leave", "", "*", "next-trick", (2, "trump")),
]

# Questions no table can ask: (trump, trick, hand, the error's key).
ERRORS = [
    ("H", "6S", "", "card"),
    ("H", "", "6C", "card"),
    ("H", "X", "", "call"),
    ("H", "X:take", "", "call"),
    ("H", "AS X:high:H", "", "call"),
    ("H", "X:high:Z", "", "call"),
    ("H", "AS AS", "", "twice"),
    ("H", "X:high:S X:take", "X", "jokers"),
    ("H", "AS KS QS JS 10S", "", "trick"),
    ("H", "", "6H 7H 8H 9H 10H JH QH KH AH 7S", "hand"),
    ("Z", "AS", "", "trump"),
]


def questions() -> list[tuple[str, str, list[dict[str, str]]]]:
    """What the phone is asked on the referee page: the form, the referee's function that
    answers it, and every case (and every refused question) as the form sends it."""
    asked = [
        {"trump": c["trump"], "trick": ", ".join(c["trick"]), "hand": ", ".join(c["hand"])}
        for c in CASES
    ]
    asked += [{"trump": t, "trick": trick, "hand": hand} for t, trick, hand, _ in ERRORS]
    return [("referee-form", "answer", asked)]


# The form of the referee page: the function that answers it and the fields it reads.
FIELDS = {"answer": ("trump", "trick", "hand")}
# What its referee says the same in both languages.
UNTRANSLATED = {referee.PLAYED_JOKER}
