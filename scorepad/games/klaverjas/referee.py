"""The Klaverjas referee: which cards of a hand may be played to a trick, who takes a full
trick, its card points and its roem, under Amsterdam or Rotterdam rules as the rule page
states them (rules/*.md). Plain Python, no Django: the referee page asks ``answer`` on the
server (referee_page.py) and on the phone, the deal entry uses it, and the game against the
computer (practice.py, bots.py) runs it on the phone under MicroPython, so it keeps to what
the engines keep to (README, "The rules on the phone").

Cards are strings, rank then suit: ``JH``, ``10S``. A trick lists its cards in play order;
the player to move sits next, so the card two places before theirs is their partner's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from scorepad.games.core import Note, gettext_noop

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

SUITS = ("H", "D", "C", "S")
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")  # the natural order, for runs
TRUMP_ORDER = ("7", "8", "Q", "K", "10", "A", "9", "J")
PLAIN_ORDER = ("7", "8", "9", "J", "Q", "K", "10", "A")
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
RULES = ("amsterdam", "rotterdam")
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
TRICK_SIZE = 4
HAND_SIZE = 8

ROEM = {"run3": 20, "run4": 50, "jacks": 200, "four": 100, "stuk": 20}
FOUR_OF_A_KIND = {"J": 200, "A": 100, "K": 100, "Q": 100, "10": 100}

# Why a hand may play what it may: one sentence naming the cards it may play.
REASONS = {
    "lead": gettext_noop("You lead: any card may be played."),
    "next-trick": gettext_noop("The trick is complete: its winner leads the next one."),
    "follow": gettext_noop("You can follow suit, so you must: %(cards)s."),
    "trump-led-over": gettext_noop(
        "Trump is led: you must play a trump higher than every trump in the trick: %(cards)s."
    ),
    "trump-led-under": gettext_noop(
        "Trump is led and none of your trumps is higher than those in the trick: "
        "play any trump: %(cards)s."
    ),
    "no-trump-led-void": gettext_noop("Trump is led and you have none: any card may be played."),
    "void-no-trump": gettext_noop(
        "You cannot follow suit and hold no trump: any card may be played."
    ),
    "partner-free": gettext_noop(
        "Your partner is winning the trick: you need not trump, any card may be played."
    ),
    "partner-no-undertrump": gettext_noop(
        "Your partner is winning the trick with a trump: any card, but no trump lower than "
        "your partner's: %(cards)s."
    ),
    "partner-only-lower": gettext_noop(
        "Your partner is winning the trick and you hold nothing but lower trumps: "
        "any of them may be played."
    ),
    "opponent-trump": gettext_noop(
        "An opponent is winning and you cannot follow suit: you must trump: %(cards)s."
    ),
    "opponent-overtrump": gettext_noop(
        "An opponent is winning: you must overtrump with %(cards)s."
    ),
    "opponent-discard": gettext_noop(
        "An opponent is winning and you cannot overtrump: discard another suit rather than "
        "undertrump: %(cards)s."
    ),
    "opponent-only-lower": gettext_noop(
        "An opponent is winning and you hold nothing but lower trumps: you must undertrump."
    ),
    "rotterdam-trump": gettext_noop(
        "You cannot follow suit: under Rotterdam rules you must trump, whoever is winning: "
        "%(cards)s."
    ),
    "rotterdam-overtrump": gettext_noop(
        "You cannot follow suit: under Rotterdam rules you must overtrump, even your "
        "partner: %(cards)s."
    ),
    "rotterdam-undertrump": gettext_noop(
        "You cannot follow suit or overtrump: under Rotterdam rules you must still play a "
        "trump: %(cards)s."
    ),
}
# Where the rule page says so.
ANCHORS = {
    "lead": "trump",
    "next-trick": "trump",
    "follow": "following-suit",
    "trump-led-over": "amsterdam",
    "trump-led-under": "amsterdam",
    "no-trump-led-void": "following-suit",
    "void-no-trump": "following-suit",
    "partner-free": "amsterdam",
    "partner-no-undertrump": "amsterdam",
    "partner-only-lower": "amsterdam",
    "opponent-trump": "amsterdam",
    "opponent-overtrump": "amsterdam",
    "opponent-discard": "amsterdam",
    "opponent-only-lower": "amsterdam",
    "rotterdam-trump": "rotterdam",
    "rotterdam-overtrump": "rotterdam",
    "rotterdam-undertrump": "rotterdam",
}
# Why one card of the hand may not be played, in a word or two beside it.
REFUSALS = {
    "follow": gettext_noop("must follow suit"),
    "trump": gettext_noop("must trump"),
    "overtrump": gettext_noop("must go higher"),
    "undertrump": gettext_noop("no undertrumping"),
}
ROEM_NAMES = {
    "run3": gettext_noop("a run of three: 20"),
    "run4": gettext_noop("a run of four: 50"),
    "jacks": gettext_noop("four jacks: 200"),
    "four": gettext_noop("four of a kind: 100"),
    "stuk": gettext_noop("stuk (king and queen of trumps): 20"),
}
WON_BY = {
    "trump": gettext_noop("%(card)s takes the trick: the highest trump."),
    "suit": gettext_noop(
        "%(card)s takes the trick: the highest card of the suit led, and no trump."
    ),
}
ERRORS = {
    "card": gettext_noop(
        "“%(card)s” is not a card: write the rank (7 8 9 10 J Q K A), then the suit "
        "(H D C S), like JH or 10S."
    ),
    "twice": gettext_noop("%(card)s is named twice: every card is in the pack once."),
    "trick": gettext_noop("A trick has at most four cards, not %(count)d."),
    "hand": gettext_noop("A hand holds at most eight cards, not %(count)d."),
    "trump": gettext_noop("Choose the trump suit: hearts, diamonds, clubs or spades."),
    "rules": gettext_noop("Choose Amsterdam or Rotterdam rules."),
}


class RefereeError(ValueError):
    """A question the referee cannot answer: a bad card, a card twice, an impossible trick."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.note = Note(ERRORS[key], dict(params))
        super().__init__(self.note.render())


class Ruling:
    """What the hand may play: one flag per hand card, the reason and the cards it names."""

    def __init__(
        self, allowed: tuple[bool, ...], reason: str, refusals: tuple[str | None, ...]
    ) -> None:
        self.allowed = allowed
        self.reason = reason  # a key of REASONS
        self.refusals = refusals  # a key of REFUSALS per card, None when allowed

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ruling) and (
            (self.allowed, self.reason, self.refusals)
            == (other.allowed, other.reason, other.refusals)
        )

    def __repr__(self) -> str:
        return f"Ruling({self.allowed!r}, {self.reason!r}, {self.refusals!r})"

    def playable(self, hand: Sequence[str]) -> list[str]:
        return [card for card, ok in zip(hand, self.allowed) if ok]

    def note(self, hand: Sequence[str]) -> Note:
        cards = ", ".join(label(card) for card in self.playable(hand))
        return Note(REASONS[self.reason], {"cards": cards})


class TrickSummary:
    """A full trick: its winner's place (0-3), card points (without the last trick's 10)
    and roem, with the roem's parts as keys of ROEM."""

    def __init__(
        self, winner: int, points: int, roem: int, roem_parts: tuple[str, ...], by_trump: bool
    ) -> None:
        self.winner = winner
        self.points = points
        self.roem = roem
        self.roem_parts = roem_parts
        self.by_trump = by_trump

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TrickSummary) and (
            (self.winner, self.points, self.roem, self.roem_parts, self.by_trump)
            == (other.winner, other.points, other.roem, other.roem_parts, other.by_trump)
        )

    def __repr__(self) -> str:
        return (
            f"TrickSummary({self.winner!r}, {self.points!r}, {self.roem!r}, "
            f"{self.roem_parts!r}, {self.by_trump!r})"
        )

    def note(self, trick: Sequence[str]) -> Note:
        return Note(
            WON_BY["trump" if self.by_trump else "suit"], {"card": label(trick[self.winner])}
        )


class Answer:
    """The referee's whole answer: the ruling on the hand, and the trick's summary when full."""

    def __init__(self, ruling: Ruling, trick: TrickSummary | None) -> None:
        self.ruling = ruling
        self.trick = trick


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


def label(card: str) -> str:
    """A card as players read it: ``J♥``."""
    return rank_of(card) + SUIT_SYMBOLS[suit_of(card)]


# Reading the question

SUIT_ALIASES = {"♥": "H", "♦": "D", "♣": "C", "♠": "S"}
SEPARATORS = re.compile(r"[,\s]+")


def parse_card(text: str) -> str:
    """``jh``, ``10s``, ``J♥`` and ``TS`` become ``JH``, ``10S``, ``JH``, ``10S``."""
    card = text.strip().upper()
    if card and card[-1] in SUIT_ALIASES:
        card = card[:-1] + SUIT_ALIASES[card[-1]]
    if card.startswith("T"):
        card = "10" + card[1:]
    if card not in DECK:
        raise RefereeError("card", card=text.strip())
    return card


def parse_cards(texts: str | Iterable[str]) -> list[str]:
    """Cards separated by commas or spaces, from one string or several (a repeated field)."""
    if isinstance(texts, str):
        texts = [texts]
    return [parse_card(part) for text in texts for part in SEPARATORS.split(text) if part]


def check(trump: str, trick: Sequence[str], hand: Sequence[str]) -> None:
    """Refuse a question no table can ask."""
    if trump not in SUITS:
        raise RefereeError("trump")
    if len(trick) > TRICK_SIZE:
        raise RefereeError("trick", count=len(trick))
    if len(hand) > HAND_SIZE:
        raise RefereeError("hand", count=len(hand))
    seen: set[str] = set()
    for card in list(trick) + list(hand):
        if card in seen:
            raise RefereeError("twice", card=label(card))
        seen.add(card)


# The rules


def strength(card: str, trump: str, led: str) -> int:
    """How strongly a card bids for the trick: trumps above the suit led, others nowhere."""
    if suit_of(card) == trump:
        return 20 + TRUMP_ORDER.index(rank_of(card))
    if suit_of(card) == led:
        return 10 + PLAIN_ORDER.index(rank_of(card))
    return 0


def winner(trick: Sequence[str], trump: str) -> int:
    """The place in the trick of the card winning it so far."""
    led = suit_of(trick[0])
    strengths = [strength(card, trump, led) for card in trick]
    return strengths.index(max(strengths))


def trump_rank(card: str) -> int:
    return TRUMP_ORDER.index(rank_of(card))


def card_points(cards: Iterable[str], trump: str) -> int:
    return sum(
        (TRUMP_POINTS if suit_of(card) == trump else PLAIN_POINTS)[rank_of(card)] for card in cards
    )


def roem(cards: Sequence[str], trump: str) -> tuple[str, ...]:
    """The roem in the cards of one trick: runs in natural order, four of a kind, stuk."""
    parts: list[str] = []
    longest = 0
    for suit in SUITS:
        places = sorted(RANKS.index(rank_of(card)) for card in cards if suit_of(card) == suit)
        run = 1
        for index in range(1, len(places)):
            run = run + 1 if places[index] == places[index - 1] + 1 else 1
            longest = max(longest, run)
    if longest >= 4:
        parts.append("run4")
    elif longest == 3:
        parts.append("run3")
    ranks = {rank_of(card) for card in cards}
    if len(cards) == TRICK_SIZE and len(ranks) == 1:
        rank = ranks.pop()
        if rank in FOUR_OF_A_KIND:
            parts.append("jacks" if rank == "J" else "four")
    if "K" + trump in cards and "Q" + trump in cards:
        parts.append("stuk")
    return tuple(parts)


def summarise(trick: Sequence[str], trump: str) -> TrickSummary:
    parts = roem(trick, trump)
    return TrickSummary(
        winner=winner(trick, trump),
        points=card_points(trick, trump),
        roem=sum(ROEM[part] for part in parts),
        roem_parts=parts,
        by_trump=any(suit_of(card) == trump for card in trick),
    )


def allowed(rules: str, trump: str, trick: Sequence[str], hand: Sequence[str]) -> Ruling:
    """Which cards of ``hand`` the player to move may play to ``trick``, and why."""
    if not trick or len(trick) == TRICK_SIZE:
        return _ruling(hand, "lead" if not trick else "next-trick", set(hand), "", trump)
    led = suit_of(trick[0])
    following = {card for card in hand if suit_of(card) == led}
    trumps = {card for card in hand if suit_of(card) == trump}
    others = set(hand) - trumps
    trick_trumps = [trump_rank(card) for card in trick if suit_of(card) == trump]
    top_trump = max(trick_trumps, default=-1)
    higher = {card for card in trumps if trump_rank(card) > top_trump}

    if led == trump:
        if not following:
            return _ruling(hand, "no-trump-led-void", set(hand), led, trump)
        if higher:
            return _ruling(hand, "trump-led-over", higher, led, trump)
        return _ruling(hand, "trump-led-under", following, led, trump)
    if following:
        return _ruling(hand, "follow", following, led, trump)
    if not trumps:
        return _ruling(hand, "void-no-trump", set(hand), led, trump)
    if rules == "rotterdam":
        if higher and trick_trumps:
            return _ruling(hand, "rotterdam-overtrump", higher, led, trump)
        if higher:
            return _ruling(hand, "rotterdam-trump", higher, led, trump)
        return _ruling(hand, "rotterdam-undertrump", trumps, led, trump)
    partner = len(trick) - 2
    if winner(trick, trump) == partner:
        if not trick_trumps:
            return _ruling(hand, "partner-free", set(hand), led, trump)
        if others or higher:
            return _ruling(hand, "partner-no-undertrump", others | higher, led, trump)
        return _ruling(hand, "partner-only-lower", set(hand), led, trump)
    if not trick_trumps:
        return _ruling(hand, "opponent-trump", trumps, led, trump)
    if higher:
        return _ruling(hand, "opponent-overtrump", higher, led, trump)
    if others:
        return _ruling(hand, "opponent-discard", others, led, trump)
    return _ruling(hand, "opponent-only-lower", set(hand), led, trump)


def _ruling(hand: Sequence[str], reason: str, may: set[str], led: str, trump: str) -> Ruling:
    flags = tuple(card in may for card in hand)
    following = any(suit_of(card) == led for card in may)
    return Ruling(
        flags,
        reason,
        tuple(
            None if ok else _refusal(card, reason, following, led, trump)
            for card, ok in zip(hand, flags)
        ),
    )


def _refusal(card: str, reason: str, following: bool, led: str, trump: str) -> str:
    if following and suit_of(card) != led:
        return "follow"
    if suit_of(card) != trump:
        return "trump"
    if reason in ("opponent-discard", "partner-no-undertrump"):
        return "undertrump"
    return "overtrump"


def judge(rules: str, trump: str, trick: Sequence[str], hand: Sequence[str]) -> Answer:
    """The whole answer, after refusing an impossible question with ``RefereeError``."""
    if rules not in RULES:
        raise RefereeError("rules")
    check(trump, trick, hand)
    full = summarise(trick, trump) if len(trick) == TRICK_SIZE else None
    return Answer(allowed(rules, trump, trick, hand), full)


# The referee page's question


def question(fields: Mapping[str, str]) -> tuple[str, str, str, str]:
    """The rules, the trump, the trick and the hand the page's form asks about, from its fields
    as sent (``scorepad.games.pages.fields``): Amsterdam unless it asks for Rotterdam."""
    return (
        fields.get("rules") or RULES[0],
        (fields.get("trump") or "").strip().upper(),
        fields.get("trick") or "",
        fields.get("hand") or "",
    )


def answer(fields: Mapping[str, str]) -> dict[str, Any] | None:
    """The page's question (its form's fields) answered, every sentence a ``Note`` (said in
    the reader's language by the server's page and by the phone alike): None when it asks
    nothing, ``{"error"}`` for a question no table can ask, else the trick so far, the
    ``reason`` with the ``anchor`` of its rule, each card of the ``hand`` allowed or not and
    why, and for a full trick who has ``taken`` it, its card points and its roem."""
    rules, trump, trick_text, hand_text = question(fields)
    if not (trump or trick_text.strip() or hand_text.strip()):
        return None
    try:
        trick = parse_cards(trick_text)
        hand = parse_cards(hand_text)
        judged = judge(rules, trump, trick, hand)
    except RefereeError as error:
        return {"error": error.note}
    ruling = judged.ruling
    full = judged.trick
    return {
        "trick": [{"card": card, "label": label(card), "suit": suit_of(card)} for card in trick],
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
        "taken": _taken(trick, full) if full else None,
    }


def _taken(trick: Sequence[str], full: TrickSummary) -> dict[str, Any]:
    return {
        "winner": full.winner,
        "why": full.note(trick),
        "points": full.points,
        "roem": full.roem,
        "roem_parts": [Note(ROEM_NAMES[part]) for part in full.roem_parts],
    }
