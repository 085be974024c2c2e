"""Klaverjas situations, worked from rules/content/en/klaverjas.md (following suit, Amsterdam,
Rotterdam, roem, stuk, card values). Each case: the rules, trump, the trick so far in play
order, the hand of the player to move, the cards that hand may play ("*" for all), the
reason, and for a full trick (winner's place, card points, roem)."""

from __future__ import annotations

from typing import Any


def case(
    rules: str,
    trump: str,
    trick: str,
    hand: str,
    may: str,
    reason: str,
    full: tuple[int, int, int] | None = None,
) -> dict[str, Any]:
    cards = hand.split()
    return {
        "rules": rules,
        "trump": trump,
        "trick": trick.split(),
        "hand": cards,
        "allowed": cards if may == "*" else may.split(),
        "reason": reason,
        "full": list(full) if full else None,
    }


A, R = "amsterdam", "rotterdam"

CASES = [
    # Leading: anything goes.
    case(A, "H", "", "JH 7S AD", "*", "lead"),
    case(R, "S", "", "7C", "*", "lead"),
    # Following the suit led, whatever has been trumped; no duty to beat it.
    case(A, "H", "AS", "7S KS JH 9D", "7S KS", "follow"),
    case(R, "H", "AS", "7S KS JH", "7S KS", "follow"),
    case(A, "H", "7C JH", "AC 8C 9H", "AC 8C", "follow"),
    case(R, "D", "10S AS 7D", "8S QD", "8S", "follow"),
    case(A, "C", "KD 7D AD", "10D JC", "10D", "follow"),
    # Trump led: go above every trump in the trick if you can, even your partner.
    case(A, "H", "9H", "JH AH 7S", "JH", "trump-led-over"),
    case(A, "H", "JH", "9H 7H AS", "9H 7H", "trump-led-under"),
    case(A, "H", "7H", "8H QH AS", "8H QH", "trump-led-over"),
    case(A, "H", "8H JS", "7H AS", "7H", "trump-led-under"),
    case(A, "S", "10S 9S", "JS AS 7D", "JS", "trump-led-over"),
    case(A, "S", "9S 7S", "JS AS KD", "JS", "trump-led-over"),
    case(R, "S", "9S 7S", "JS AS KD", "JS", "trump-led-over"),
    case(A, "D", "QD", "7C AS", "*", "no-trump-led-void"),
    case(R, "D", "QD AC", "7C 8S", "*", "no-trump-led-void"),
    case(A, "C", "QC KC AC", "8C 10C JH", "8C 10C", "trump-led-under"),
    case(A, "C", "QC KC 10C", "9C 8C", "9C", "trump-led-over"),
    case(A, "S", "JS 7H", "AS 10S 9D", "AS 10S", "trump-led-under"),
    case(R, "H", "QH 9H", "AH KH 8S", "AH KH", "trump-led-under"),
    # Amsterdam, void in the suit led, an opponent winning.
    case(A, "H", "AS", "7H 9H KD", "7H 9H", "opponent-trump"),
    case(A, "H", "AS 10H", "JH 8H KD", "JH", "opponent-overtrump"),
    case(A, "H", "AS 10H", "8H 7H KD", "KD", "opponent-discard"),
    case(A, "H", "AS 10H", "8H 7H", "*", "opponent-only-lower"),
    case(A, "H", "AS KS JH", "9H QD 7C", "QD 7C", "opponent-discard"),
    case(A, "H", "AS 7S 8H", "QH 7H 10D", "QH", "opponent-overtrump"),
    case(A, "S", "KH AH", "7S QD", "7S", "opponent-trump"),
    case(A, "H", "8D QH", "KH 7H AS", "KH", "opponent-overtrump"),
    case(A, "H", "QS KS AS", "10H 8D", "10H", "opponent-trump"),
    case(A, "C", "8H", "9C JC AD", "9C JC", "opponent-trump"),
    case(A, "D", "AC 9D", "JD 7D 8S", "JD", "opponent-overtrump"),
    case(A, "D", "AC 9D", "AD 7D 8S", "8S", "opponent-discard"),
    case(A, "C", "AH KH 8C", "7C QS", "QS", "opponent-discard"),
    case(A, "C", "AH KH 8C", "7C", "*", "opponent-only-lower"),
    # Void without a trump: anything.
    case(A, "S", "KH AH", "QD 10C", "*", "void-no-trump"),
    case(R, "S", "KH AH", "QD 10C", "*", "void-no-trump"),
    case(A, "H", "7S 9H 8S", "KD QC", "*", "void-no-trump"),
    # Amsterdam, void in the suit led, the partner winning.
    case(A, "H", "AS 7S", "JH KD 7H", "*", "partner-free"),
    case(A, "C", "10D AD 7D", "7C 8C QH", "*", "partner-free"),
    case(A, "H", "QS AS KS", "10H 8D", "*", "partner-free"),
    case(A, "C", "AH KH", "QS 8C 9C", "*", "partner-free"),
    case(A, "H", "7S 9H 8S", "JH 7H KD", "JH KD", "partner-no-undertrump"),
    case(A, "H", "7S 9H 8S", "JH 7H", "JH", "partner-no-undertrump"),
    case(A, "D", "10C JD 9D", "7D AS", "AS", "partner-no-undertrump"),
    case(A, "C", "AH 8C KH", "7C QS", "QS", "partner-no-undertrump"),
    case(A, "H", "7S 9H 8S", "7H 8H", "*", "partner-only-lower"),
    case(A, "C", "AH 8C KH", "7C", "*", "partner-only-lower"),
    # Rotterdam: always trump, and overtrump whoever played the trump.
    case(R, "C", "10D AD 7D", "7C 8C QH", "7C 8C", "rotterdam-trump"),
    case(R, "H", "AS 7S", "JH KD 7H", "JH 7H", "rotterdam-trump"),
    case(R, "H", "QS AS KS", "10H 8D", "10H", "rotterdam-trump"),
    case(R, "C", "AH KH", "QS 8C 9C", "8C 9C", "rotterdam-trump"),
    case(R, "C", "8H", "9C JC AD", "9C JC", "rotterdam-trump"),
    case(R, "H", "7S 9H 8S", "JH 7H KD", "JH", "rotterdam-overtrump"),
    case(R, "H", "AS 10H", "JH 8H KD", "JH", "rotterdam-overtrump"),
    case(R, "H", "7S 9H 8S", "7H 8H KD", "7H 8H", "rotterdam-undertrump"),
    case(R, "H", "AS 10H", "8H 7H KD", "8H 7H", "rotterdam-undertrump"),
    case(R, "D", "10C JD 9D", "7D AS", "7D", "rotterdam-undertrump"),
    case(R, "C", "AH KH 8C", "7C QS", "7C", "rotterdam-undertrump"),
    case(R, "C", "AH 8C KH", "7C QS", "7C", "rotterdam-undertrump"),
    case(R, "D", "AC 9D", "AD 7D 8S", "AD 7D", "rotterdam-undertrump"),
    case(R, "D", "AC 9D", "JD 7D 8S", "JD", "rotterdam-overtrump"),
    # Full tricks: who takes it, its card points (without the last trick's 10) and roem.
    case(A, "H", "7S 8S 9S AS", "", "*", "next-trick", (3, 11, 20)),
    case(A, "H", "7S 8S 9S 10S", "", "*", "next-trick", (3, 10, 50)),
    case(A, "H", "JC JD JH JS", "", "*", "next-trick", (2, 26, 200)),
    case(A, "H", "AC AD AH AS", "", "*", "next-trick", (2, 44, 100)),
    case(A, "S", "KD KH KC KS", "", "*", "next-trick", (3, 16, 100)),
    case(A, "D", "QD QC QH QS", "", "*", "next-trick", (0, 12, 100)),
    case(A, "C", "10H 10D 10C 10S", "", "*", "next-trick", (2, 40, 100)),
    case(A, "H", "9C 9D 9H 9S", "", "*", "next-trick", (2, 14, 0)),
    case(A, "H", "KH QH 7S 8D", "", "*", "next-trick", (0, 7, 20)),
    case(A, "H", "KH QH JH 7S", "", "*", "next-trick", (2, 27, 40)),
    case(A, "H", "AH KH QH JH", "", "*", "next-trick", (3, 38, 70)),
    case(A, "S", "10D JD QD 7S", "", "*", "next-trick", (3, 15, 20)),
    case(A, "S", "10D 9D 8D AD", "", "*", "next-trick", (3, 21, 20)),
    case(A, "C", "JC 10C 9C 7H", "", "*", "next-trick", (0, 44, 20)),
    case(A, "C", "JC 10C 9C 8C", "", "*", "next-trick", (0, 44, 50)),
    case(A, "H", "7D AS 8D KC", "", "*", "next-trick", (2, 15, 0)),
    case(A, "H", "QH KS KH AH", "", "*", "next-trick", (3, 22, 40)),
    case(R, "D", "AS 7D 8D 9D", "", "*", "next-trick", (3, 25, 20)),
    case(A, "S", "KS QD KD QS", "", "*", "next-trick", (0, 14, 20)),
    case(A, "H", "8C 9C 10C JC", "", "*", "next-trick", (2, 12, 50)),
    case(A, "H", "7C 9C 8C 10H", "", "*", "next-trick", (3, 10, 20)),
    case(A, "H", "7C 8C 9C 10H", "AS 7D", "*", "next-trick", (3, 10, 20)),
    case(A, "D", "AD 10D KD QD", "", "*", "next-trick", (0, 28, 40)),
    case(A, "S", "8H 7H 9S 10H", "", "*", "next-trick", (2, 24, 0)),
    case(R, "C", "AS 10S KS QS", "", "*", "next-trick", (0, 28, 20)),
    case(A, "D", "7H 8C AH 9S", "", "*", "next-trick", (2, 11, 0)),
]

# Questions no table can ask: (trump, trick, hand, the error's key).
ERRORS = [
    ("H", "1H", "", "card"),
    ("H", "JH", "ZZ", "card"),
    ("H", "JH JH", "", "twice"),
    ("H", "JH", "7S JH", "twice"),
    ("H", "7H 8H 9H 10H JH", "", "trick"),
    ("H", "", "7H 8H 9H 10H JH QH KH AH 7S", "hand"),
    ("X", "7H", "8H", "trump"),
    ("", "7H", "8H", "trump"),
]


def questions() -> list[tuple[str, str, list[dict[str, str]]]]:
    """What the phone is asked on the referee page: the form, the referee's function that
    answers it, and every case (and every refused question) as the form sends it."""
    asked = [
        {
            "rules": c["rules"],
            "trump": c["trump"],
            "trick": ", ".join(c["trick"]),
            "hand": ", ".join(c["hand"]),
        }
        for c in CASES
    ]
    asked += [{"trump": t, "trick": trick, "hand": hand} for t, trick, hand, _ in ERRORS]
    return [("referee-form", "answer", asked)]


# The form of the referee page: the function that answers it and the fields it reads.
FIELDS = {"answer": ("rules", "trump", "trick", "hand")}
