"""The Joker referee: which cards of a hand may be played to a trick, and who takes a full
trick, with the joker calls as the rule page states them (rules/*.md). Plain Python, no
Django: the referee page asks ``answer`` on the server (referee_page.py) and, under
MicroPython, on the phone (``GameType.phone_modules``), so it keeps to what the engines keep
to; the guided deal (lesson.py) plays its tricks with it.

Cards are rank then suit (``AH``, ``10S``, ``6D``); a joker in a hand is ``X``. In a trick a
joker carries its call: ``X:take`` or ``X:leave`` when played to a trick someone else led,
``X:high:H`` (highest hearts) or ``X:give:H`` when led.

Where the rule page is silent, the referee follows one common table practice, and says so
(``PRACTICES``): a player with no card of the suit a joker led as highest must trump if they
can, as when that suit is led; a joker led as give that nobody beats takes the trick.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from scorepad.games.core import Note, gettext_noop

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

SUITS = ("H", "D", "C", "S")
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKER = "X"
SUITED = tuple(rank + suit for suit in SUITS for rank in RANKS if rank + suit not in ("6S", "6C"))
DECK = SUITED + (JOKER, JOKER)
NO_TRUMP = "none"
TRUMPS = SUITS + (NO_TRUMP,)
FOLLOWER_CALLS = ("take", "leave")
LEAD_CALLS = ("high", "give")
SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
TRICK_SIZE = 4
HAND_SIZE = 9

REASONS = {
    "lead": gettext_noop("You lead: any card. A joker led names a suit and calls highest or give."),
    "next-trick": gettext_noop("The trick is complete: its winner leads the next one."),
    "follow": gettext_noop(
        "You must follow the suit led: %(cards)s. A joker may always be played."
    ),
    "trump": gettext_noop(
        "You have no card of the suit led, so you must trump: %(cards)s. A joker may always "
        "be played."
    ),
    "free": gettext_noop("You have neither the suit led nor a trump: any card may be played."),
    "highest": gettext_noop(
        "The joker was led as highest %(suit)s: you must play your highest %(suit)s, "
        "%(cards)s. A joker may always be played."
    ),
    "highest-trump": gettext_noop(
        "The joker was led as highest %(suit)s and you have none: as when that suit is led, "
        "you must trump: %(cards)s. A joker may always be played."
    ),
    "highest-free": gettext_noop(
        "The joker was led as highest %(suit)s and you have neither that suit nor a trump: "
        "any card may be played."
    ),
}
ANCHORS = {
    "lead": "joker-card",
    "next-trick": "play",
    "follow": "play",
    "trump": "play",
    "free": "play",
    "highest": "joker-card",
    "highest-trump": "joker-card",
    "highest-free": "joker-card",
}
REFUSALS = {
    "follow": gettext_noop("must follow suit"),
    "trump": gettext_noop("must trump"),
    "highest": gettext_noop("must play the highest"),
}
WON_BY = {
    "joker-take": gettext_noop("The joker called take wins the trick."),
    "second-joker": gettext_noop("The second joker called take: it wins the trick over the first."),
    "joker-high": gettext_noop("The joker led as highest wins the trick."),
    "joker-give": gettext_noop(
        "No card of the named suit and no trump beat it: the joker led as give, the lowest "
        "card of its suit, takes the trick."
    ),
    "trump": gettext_noop("%(card)s takes the trick: the highest trump."),
    "suit": gettext_noop("%(card)s takes the trick: the highest card of the suit led."),
}
PRACTICES = {
    "highest-void": gettext_noop(
        "The rules Scorepad follows do not say what a player with no card of the suit a "
        "joker called highest must do. The referee follows the common table practice, as the "
        "rule page does: as when that suit is led, they must trump if they can, and "
        "otherwise play any card."
    ),
    "give-alone": gettext_noop(
        "Nor do they say who takes a trick led by a joker as give when nobody plays the "
        "named suit or a trump: the joker counts as a card of that suit, so it takes the "
        "trick."
    ),
}
# A joker's call as the trick shows it, and how the page writes a joker played with its call.
JOKER_CALLS = {
    "take": gettext_noop("take"),
    "leave": gettext_noop("leave"),
    "high": gettext_noop("highest"),
    "give": gettext_noop("give"),
}
PLAYED_JOKER = gettext_noop("🃏 %(call)s%(suit)s")
ERRORS = {
    "card": gettext_noop(
        "“%(card)s” is not a card of the Joker pack: write the rank (6 to 10, J Q K A), then "
        "the suit (H D C S), like AH or 10S; X for a joker. The six of spades and of clubs "
        "are not in the pack."
    ),
    "call": gettext_noop(
        "“%(card)s”: a joker led needs its call and suit (X:high:H, X:give:S); one played "
        "later is X:take or X:leave."
    ),
    "twice": gettext_noop("%(card)s is named twice: every card is in the pack once."),
    "jokers": gettext_noop("There are only two jokers in the pack."),
    "trick": gettext_noop("A trick has at most four cards, not %(count)d."),
    "hand": gettext_noop("A hand holds at most nine cards, not %(count)d."),
    "trump": gettext_noop("Choose the trump suit, or no trump."),
}


class RefereeError(ValueError):
    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.note = Note(ERRORS[key], dict(params))
        super().__init__(self.note.render())


class Played:
    """A card in a trick: a suited card, or a joker with its call (and the suit it names)."""

    def __init__(self, card: str, call: str = "", suit: str = "") -> None:
        self.card = card
        self.call = call
        self.suit = suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Played) and (
            (self.card, self.call, self.suit) == (other.card, other.call, other.suit)
        )

    def __hash__(self) -> int:
        return hash((self.card, self.call, self.suit))

    def __repr__(self) -> str:
        return f"Played({self.card!r}, {self.call!r}, {self.suit!r})"

    @property
    def is_joker(self) -> bool:
        return self.card == JOKER


class Ruling:
    """What the hand may play: one flag per hand card, the reason (a key of REASONS), a key of
    REFUSALS per card (None when allowed), and the suit a joker led as highest names, else
    ""."""

    def __init__(
        self,
        allowed: tuple[bool, ...],
        reason: str,
        refusals: tuple[str | None, ...],
        suit: str,
    ) -> None:
        self.allowed = allowed
        self.reason = reason
        self.refusals = refusals
        self.suit = suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ruling) and (
            (self.allowed, self.reason, self.refusals, self.suit)
            == (other.allowed, other.reason, other.refusals, other.suit)
        )

    def __repr__(self) -> str:
        return f"Ruling({self.allowed!r}, {self.reason!r}, {self.refusals!r}, {self.suit!r})"

    def playable(self, hand: Sequence[str]) -> list[str]:
        return [card for card, ok in zip(hand, self.allowed) if ok]

    def note(self, hand: Sequence[str]) -> Note:
        cards = ", ".join(label(card) for card in self.playable(hand) if card != JOKER)
        return Note(REASONS[self.reason], {"cards": cards, "suit": SUIT_SYMBOLS.get(self.suit, "")})


class Taken:
    """Who takes a full trick: the winner's place in it, and why (a key of WON_BY)."""

    def __init__(self, winner: int, why: str) -> None:
        self.winner = winner
        self.why = why

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Taken) and (self.winner, self.why) == (other.winner, other.why)

    def __repr__(self) -> str:
        return f"Taken({self.winner!r}, {self.why!r})"

    def note(self, trick: Sequence[Played]) -> Note:
        return Note(WON_BY[self.why], {"card": label(trick[self.winner].card)})


class Answer:
    """The referee's whole answer: the ruling on the hand, and who takes the trick when full."""

    def __init__(self, ruling: Ruling, trick: Taken | None) -> None:
        self.ruling = ruling
        self.trick = trick


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return "" if card == JOKER else card[-1]


def label(card: str) -> str:
    return "🃏" if card == JOKER else rank_of(card) + SUIT_SYMBOLS[suit_of(card)]


# Reading the question


def parse_card(text: str) -> str:
    card = text.strip().upper()
    if card in (JOKER, "JOKER"):
        return JOKER
    if card.startswith("T"):
        card = "10" + card[1:]
    if card not in DECK:
        raise RefereeError("card", card=text.strip())
    return card


def parse_played(text: str, place: int) -> Played:
    """One card of a trick; a joker must carry the call its place allows."""
    parts = text.strip().upper().split(":")
    if parts[0] not in (JOKER, "JOKER"):
        if len(parts) > 1:
            raise RefereeError("card", card=text.strip())
        return Played(parse_card(parts[0]))
    call = parts[1].lower() if len(parts) > 1 else ""
    if place == 0 and call in LEAD_CALLS and len(parts) == 3 and parts[2] in SUITS:
        return Played(JOKER, call, parts[2])
    if place > 0 and call in FOLLOWER_CALLS and len(parts) == 2:
        return Played(JOKER, call)
    raise RefereeError("call", card=text.strip())


SEPARATORS = re.compile(r"[,\s]+")


def _split(texts: str | Iterable[str]) -> list[str]:
    if isinstance(texts, str):
        texts = [texts]
    return [part for text in texts for part in SEPARATORS.split(text) if part]


def parse_trick(texts: str | Iterable[str]) -> list[Played]:
    return [parse_played(part, place) for place, part in enumerate(_split(texts))]


def parse_hand(texts: str | Iterable[str]) -> list[str]:
    return [parse_card(part) for part in _split(texts)]


def check(trump: str, trick: Sequence[Played], hand: Sequence[str]) -> None:
    if trump not in TRUMPS:
        raise RefereeError("trump")
    if len(trick) > TRICK_SIZE:
        raise RefereeError("trick", count=len(trick))
    if len(hand) > HAND_SIZE:
        raise RefereeError("hand", count=len(hand))
    cards = [played.card for played in trick] + list(hand)
    if cards.count(JOKER) > 2:
        raise RefereeError("jokers")
    seen: set[str] = set()
    for card in cards:
        if card in seen and card != JOKER:
            raise RefereeError("twice", card=label(card))
        seen.add(card)


# The rules


def led_suit(trick: Sequence[Played]) -> str:
    first = trick[0]
    return first.suit if first.is_joker else suit_of(first.card)


def strength(played: Played, trump: str, led: str) -> int:
    if played.is_joker:
        if played.call != "give":
            return 0
        return (30 if played.suit == trump else 10) - 1  # the lowest card of its suit
    suit, rank = suit_of(played.card), RANKS.index(rank_of(played.card))
    if suit == trump:
        return 30 + rank
    if suit == led:
        return 10 + rank
    return 0


def taken(trick: Sequence[Played], trump: str) -> Taken:
    """Who takes the trick (so far): a joker called take, the second one over the first; a
    joker led as highest; else the highest trump, else the highest card of the suit led."""
    takes = [place for place, played in enumerate(trick) if played.call == "take"]
    if takes:
        last = takes[-1]
        beaten = any(played.call in ("take", "high") for played in trick[:last])
        return Taken(last, "second-joker" if beaten else "joker-take")
    if trick[0].call == "high":
        return Taken(0, "joker-high")
    led = led_suit(trick)
    strengths = [strength(played, trump, led) for played in trick]
    best = strengths.index(max(strengths))
    if trick[best].is_joker:
        return Taken(best, "joker-give")
    return Taken(best, "trump" if suit_of(trick[best].card) == trump else "suit")


def allowed(trump: str, trick: Sequence[Played], hand: Sequence[str]) -> Ruling:
    """Which cards of ``hand`` may be played to ``trick``; a joker always may."""
    if not trick or len(trick) == TRICK_SIZE:
        return _ruling(hand, "lead" if not trick else "next-trick", set(hand), None)
    led = led_suit(trick)
    following = {card for card in hand if suit_of(card) == led}
    trumps = {card for card in hand if trump != NO_TRUMP and suit_of(card) == trump}
    jokers = {JOKER} if JOKER in hand else set()
    if trick[0].call == "high":
        if following:
            highest = max(following, key=lambda card: RANKS.index(rank_of(card)))
            return _ruling(hand, "highest", {highest} | jokers, "highest", led)
        if trumps:
            return _ruling(hand, "highest-trump", trumps | jokers, "trump", led)
        return _ruling(hand, "highest-free", set(hand), None, led)
    if following:
        return _ruling(hand, "follow", following | jokers, "follow")
    if trumps:
        return _ruling(hand, "trump", trumps | jokers, "trump")
    return _ruling(hand, "free", set(hand), None)


def _ruling(
    hand: Sequence[str], reason: str, may: set[str], refusal: str | None, suit: str = ""
) -> Ruling:
    flags = tuple(card in may for card in hand)
    refusals = tuple(
        None if ok else "follow" if refusal == "highest" and suit_of(card) != suit else refusal
        for card, ok in zip(hand, flags)
    )
    return Ruling(flags, reason, refusals, suit)


def judge(trump: str, trick: Sequence[Played], hand: Sequence[str]) -> Answer:
    check(trump, trick, hand)
    full = taken(trick, trump) if len(trick) == TRICK_SIZE else None
    return Answer(allowed(trump, trick, hand), full)


# The referee page's question


def question(fields: Mapping[str, str]) -> tuple[str, str, str]:
    """The trump, the trick and the hand the page's form asks about, from its fields as sent
    (``scorepad.games.pages.fields``), the trump written as the form's choices write it."""
    chosen = (fields.get("trump") or NO_TRUMP).strip()
    trump = chosen.upper() if chosen.upper() in SUITS else chosen.lower()
    return trump, fields.get("trick") or "", fields.get("hand") or ""


def shown(played: Played) -> str | Note:
    """A card of the trick as the page writes it; a joker with its call, in words."""
    if not played.is_joker:
        return label(played.card)
    suit = " " + SUIT_SYMBOLS[played.suit] if played.suit else ""
    return Note(PLAYED_JOKER, {"call": Note(JOKER_CALLS[played.call]), "suit": suit})


def answer(fields: Mapping[str, str]) -> dict[str, Any] | None:
    """The page's question (its form's fields) answered, every sentence a ``Note`` (said in
    the reader's language by the server's page and by the phone alike): None when it asks
    nothing, ``{"error"}`` for a question no table can ask, else the trick so far, the
    ``reason`` with the ``anchor`` of its rule, each card of the ``hand`` allowed or not and
    why, and who has ``taken`` a full trick."""
    trump, trick_text, hand_text = question(fields)
    if not (trick_text.strip() or hand_text.strip()):
        return None
    try:
        trick = parse_trick(trick_text)
        hand = parse_hand(hand_text)
        judged = judge(trump, trick, hand)
    except RefereeError as error:
        return {"error": error.note}
    ruling = judged.ruling
    full = judged.trick
    return {
        "trick": [
            {"card": played.card, "label": shown(played), "suit": suit_of(played.card)}
            for played in trick
        ],
        "reason": ruling.note(hand),
        "anchor": ANCHORS[ruling.reason],
        "hand": [
            {
                "card": card,
                "label": label(card),
                "suit": suit_of(card),
                "allowed": ok,
                "refusal": Note(REFUSALS[refusal]) if refusal else None,
            }
            for card, ok, refusal in zip(hand, ruling.allowed, ruling.refusals)
        ],
        "taken": {"winner": full.winner, "why": full.note(trick)} if full else None,
    }
