"""The Egyptian Rat Screw helpers of the rule page, as the table asks them: is this a slap, and
who takes the pile in a face-card challenge.

The rules are the engine's pure functions (``engine.is_slap``, ``engine.face_card_challenge``);
this module reads the helpers' questions (their plain GET forms' fields) and words the answers
as ``Note``s. Plain Python, no Django: the rule page asks ``answer_slap`` and
``answer_challenge`` on the server (rules_page.py) and, under MicroPython, on the phone
(``GameType.phone_modules``), so it keeps to what the engines keep to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorepad.games.core import Note, gettext_noop
from scorepad.games.ers import engine

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

# The most cards a challenge turns up: an ace's four chances.
MAX_TURNED = max(engine.CHALLENGES.values())

SLAPS = {
    "joker": gettext_noop("Slap! A joker is on top of the pile."),
    "double": gettext_noop("Slap! Double: the top card has the rank of the card just below it."),
    "sandwich": gettext_noop(
        "Slap! Sandwich: the top card has the rank of the card two below it, with one card between."
    ),
    "top-bottom": gettext_noop(
        "Slap! Top-bottom: the top card has the rank of the bottom card of the pile."
    ),
    "tens": gettext_noop("Slap! Tens: the top two cards are number cards that add up to 10."),
}
NO_SLAP_FREE = gettext_noop(
    "No slap. A slap now is a wrong slap, though your table charges nothing for it."
)
# A sentence with a count, in the singular and the plural (the phone's messages are looked up
# by their English text: one message for each form).
NO_SLAP = (
    gettext_noop("No slap. A slap now is a wrong slap: it costs %(count)d card under the pile."),
    gettext_noop("No slap. A slap now is a wrong slap: it costs %(count)d cards under the pile."),
)
# Where the rule page says so.
SLAP_ANCHORS = {
    "joker": "jokers",
    "double": "double",
    "sandwich": "sandwich",
    "top-bottom": "top-bottom",
    "tens": "tens",
}
NO_SLAP_ANCHOR = "wrong-slap"
CHALLENGE_ANCHOR = "face-cards"

# Whole sentences per card: the Turkish card names need their own suffixes.
CHANCES = {
    "J": gettext_noop("A jack gives the next player 1 chance to turn up a face card or an ace."),
    "Q": gettext_noop("A queen gives the next player 2 chances to turn up a face card or an ace."),
    "K": gettext_noop("A king gives the next player 3 chances to turn up a face card or an ace."),
    "A": gettext_noop("An ace gives the next player 4 chances to turn up a face card or an ace."),
}
ANSWERED = {
    "J": gettext_noop(
        "A jack answers it: the challenge moves on, and the player after has 1 chance."
    ),
    "Q": gettext_noop(
        "A queen answers it: the challenge moves on, and the player after has 2 chances."
    ),
    "K": gettext_noop(
        "A king answers it: the challenge moves on, and the player after has 3 chances."
    ),
    "A": gettext_noop(
        "An ace answers it: the challenge moves on, and the player after has 4 chances."
    ),
}
TAKES = {
    "J": gettext_noop("No face card or ace in time: whoever played the jack takes the pile."),
    "Q": gettext_noop("No face card or ace in time: whoever played the queen takes the pile."),
    "K": gettext_noop("No face card or ace in time: whoever played the king takes the pile."),
    "A": gettext_noop("No face card or ace in time: whoever played the ace takes the pile."),
}
STILL_OPEN = (
    gettext_noop("No answer yet: %(count)d chance left."),
    gettext_noop("No answer yet: %(count)d chances left."),
)


def counted(forms: Sequence[str], count: int) -> Note:
    """The sentence of ``forms`` (singular, plural) for ``count``."""
    return Note(forms[0] if count == 1 else forms[1], {"count": count})


# Is this a slap?


class SlapQuestion:
    """The pile from the bottom up (the last card is the top card); its bottom card, the first
    turned up since the pile was won (never a card paid for a wrong slap), when the pile holds
    only the cards above it; the table's combinations, jokers and penalty."""

    def __init__(
        self,
        pile: list[str],
        bottom: str | None,
        combos: list[str],
        jokers: bool,
        penalty: int,
    ) -> None:
        self.pile = pile
        self.bottom = bottom
        self.combos = combos
        self.jokers = jokers
        self.penalty = penalty

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlapQuestion) and (
            (self.pile, self.bottom, self.combos, self.jokers, self.penalty)
            == (other.pile, other.bottom, other.combos, other.jokers, other.penalty)
        )

    def __repr__(self) -> str:
        return (
            f"SlapQuestion({self.pile!r}, {self.bottom!r}, {self.combos!r}, {self.jokers!r}, "
            f"{self.penalty!r})"
        )


def read_slap(fields: Mapping[str, str]) -> SlapQuestion | None:
    """The question the slap form asks (its fields as sent, ``scorepad.games.pages.fields``),
    or None when it was not sent or names no top card. The form names the cards from the top
    down; an empty choice ends the pile there. What is not a card or a combination is left
    out, and the penalty kept to what a table may charge."""
    if fields.get("helper") != "slap":
        return None
    cards = []
    for name in ("top", "second", "third"):
        card = fields.get(name) or ""
        if card not in engine.RANKS:
            break
        cards.append(card)
    if not cards:
        return None
    bottom = fields.get("bottom") or ""
    chosen = [combo.strip() for combo in (fields.get("combos") or "").split(",")]
    try:
        penalty = int(fields.get("penalty") or "")
    except ValueError:
        penalty = engine.OPTIONS["penalty"]
    return SlapQuestion(
        pile=cards[::-1],
        bottom=bottom if bottom in engine.RANKS else None,
        combos=[combo for combo in engine.COMBOS if combo in chosen],
        jokers=fields.get("jokers") == "on",
        penalty=min(max(penalty, 0), engine.MAX_PENALTY),
    )


def slap_kind(question: SlapQuestion) -> str | None:
    """Which slap applies, as ``engine.is_slap`` names it, or None."""
    return engine.is_slap(question.pile, question.combos, question.jokers, question.bottom)


def no_slap(penalty: int) -> Note:
    return Note(NO_SLAP_FREE) if penalty == 0 else counted(NO_SLAP, penalty)


def answer_slap(fields: Mapping[str, str]) -> dict[str, Any] | None:
    """The slap form's question answered: None when it asks nothing, else what to tell the
    table (``verdict``, its sentences), the ``anchor`` of its rule and whether it is a
    ``slap``."""
    question = read_slap(fields)
    if question is None:
        return None
    kind = slap_kind(question)
    if kind is None:
        return {"verdict": [no_slap(question.penalty)], "anchor": NO_SLAP_ANCHOR, "slap": False}
    return {"verdict": [Note(SLAPS[kind])], "anchor": SLAP_ANCHORS[kind], "slap": True}


# The face-card challenge


class Challenge:
    """A challenge against the face card (or ace) ``face``: the chances it gives, the answering
    player's cards up to the one that ends it, the face card or ace that answered it if one came
    up, and the ``outcome``: "answered", "takes" (the face card's player takes the pile) or
    "open"."""

    def __init__(
        self, face: str, chances: int, turned: list[str], answer: str | None, outcome: str
    ) -> None:
        self.face = face
        self.chances = chances
        self.turned = turned
        self.answer = answer
        self.outcome = outcome

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Challenge) and (
            (self.face, self.chances, self.turned, self.answer, self.outcome)
            == (other.face, other.chances, other.turned, other.answer, other.outcome)
        )

    def __repr__(self) -> str:
        return (
            f"Challenge({self.face!r}, {self.chances!r}, {self.turned!r}, {self.answer!r}, "
            f"{self.outcome!r})"
        )


def challenge(face: str, turned: list[str]) -> Challenge:
    """The next player turns up ``turned``, one by one, against ``face``: does a face card or
    ace answer it in time, or does the player of ``face`` take the pile?"""
    chances = engine.face_card_challenge(face)
    if not chances:
        raise ValueError(f"not a face card or ace: {face!r}")
    for index, card in enumerate(turned[:chances]):
        if engine.face_card_challenge(card):
            return Challenge(face, chances, turned[: index + 1], card, "answered")
    if len(turned) >= chances:
        return Challenge(face, chances, turned[:chances], None, "takes")
    return Challenge(face, chances, list(turned), None, "open")


def read_challenge(fields: Mapping[str, str]) -> Challenge | None:
    """The challenge the form asks about (its fields as sent), or None when it was not sent or
    names no face card or ace; the cards turned up end at the first choice left empty."""
    face = fields.get("face") or ""
    if fields.get("helper") != "challenge" or not engine.face_card_challenge(face):
        return None
    turned = []
    for number in range(1, MAX_TURNED + 1):
        card = fields.get(f"turned{number}") or ""
        if card not in engine.RANKS:
            break
        turned.append(card)
    return challenge(face, turned)


def outcome(result: Challenge) -> Note:
    if result.answer is not None:  # only an answered challenge has its answer
        return Note(ANSWERED[result.answer])
    if result.outcome == "takes":
        return Note(TAKES[result.face])
    return counted(STILL_OPEN, result.chances - len(result.turned))


def answer_challenge(fields: Mapping[str, str]) -> dict[str, Any] | None:
    """The challenge form's question answered: None when it asks nothing, else the
    ``verdict`` (the chances the face card gives, then the challenge's outcome) and the
    ``anchor`` of its rule."""
    result = read_challenge(fields)
    if result is None:
        return None
    return {"verdict": [Note(CHANCES[result.face]), outcome(result)], "anchor": CHALLENGE_ANCHOR}
