"""The computer players of Klaverjas against the computer (practice.py): which suit a hand
names as trump, and which card it plays.

They play by the tips of the rule page (rules/en.md, "Tips"): name a suit only with its jack
or nine, its ace and at least three cards of it; the team that chose trump leads trumps until
the opponents can have none left; on a trick the partner is sure to take, add points and the
card that completes a run; on a trick the opponents will take, never complete a run for them,
and give as little as the rules allow. Every card comes from what the referee allows.

A player knows its own hand and what has been played, never another hand: the cards not seen
yet, and the suits a player has shown it lacks (it did not follow, or did not trump when it had
to). The choices depend on nothing but these, in the order of the hand and the deck, so the
phone (MicroPython) and the server choose the same card: the leaderboard replays a day's game
with the server's players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorepad.games.klaverjas import referee
from scorepad.games.klaverjas.referee import (
    DECK,
    PLAIN_ORDER,
    PLAIN_POINTS,
    SUITS,
    TRICK_SIZE,
    TRUMP_ORDER,
    TRUMP_POINTS,
    rank_of,
    strength,
    suit_of,
)

if TYPE_CHECKING:
    from typing import Any


# Choosing trump


def trump_value(hand: list[str], suit: str) -> int:
    """How much a hand is worth with ``suit`` as trump: its trumps' points and number, and the
    aces beside them."""
    trumps = [card for card in hand if suit_of(card) == suit]
    side_aces = [card for card in hand if suit_of(card) != suit and rank_of(card) == "A"]
    points = sum(TRUMP_POINTS[rank_of(card)] for card in trumps)
    return points + 8 * len(trumps) + 6 * len(side_aces)


def worth_naming(hand: list[str], suit: str) -> bool:
    """The rule page's tip: three trumps or more, with the jack or the nine and the ace (or the
    jack and the nine together, the 34 points that take two tricks on their own)."""
    ranks = [rank_of(card) for card in hand if suit_of(card) == suit]
    top = "J" in ranks or "9" in ranks
    return len(ranks) >= 3 and ((top and "A" in ranks) or ("J" in ranks and "9" in ranks))


def choose_trump(hand: list[str], must: bool) -> str | None:
    """The suit the hand names, or None to pass; ``must`` when everyone passed and the hand
    on the dealer's left has to choose."""
    best = None
    for suit in SUITS:
        if (must or worth_naming(hand, suit)) and (
            best is None or trump_value(hand, suit) > trump_value(hand, best)
        ):
            best = suit
    return best


# Playing a card


def roem_value(cards: list[str], trump: str) -> int:
    return sum(referee.ROEM[part] for part in referee.roem(cards, trump))


def card_value(card: str, trump: str) -> int:
    return (TRUMP_POINTS if suit_of(card) == trump else PLAIN_POINTS)[rank_of(card)]


def trump_power(card: str) -> int:
    return TRUMP_ORDER.index(rank_of(card))


class Table:
    """What one player knows at its turn: its hand, the cards not seen yet, the suits each
    player has shown it lacks, and the trick on the table."""

    def __init__(
        self,
        rules: str,
        trump: str,
        chooser: int,
        seat: int,
        hand: list[str],
        tricks: list[dict[str, Any]],
    ) -> None:
        self.rules = rules
        self.trump = trump
        self.chooser = chooser
        self.seat = seat
        self.partner = (seat + 2) % 4
        self.hand = list(hand)
        current = tricks[-1] if tricks and len(tricks[-1]["cards"]) < TRICK_SIZE else None
        self.trick: list[str] = list(current["cards"]) if current else []
        self.leader: int = current["leader"] if current else seat
        seen = set(hand)
        self.lacks: list[set[str]] = [set(), set(), set(), set()]
        for trick in tricks:
            cards = trick["cards"]
            for place in range(len(cards)):
                seen.add(cards[place])
                if place:
                    self._learn((trick["leader"] + place) % 4, cards[:place], cards[place])
        self.unseen = [card for card in DECK if card not in seen]

    def _learn(self, player: int, before: list[str], card: str) -> None:
        """What a card tells of its player's hand: a suit not followed is a suit it lacks, and
        a trump not played where the rules made it trump is a trump it lacks."""
        led = suit_of(before[0])
        if suit_of(card) == led:
            return
        self.lacks[player].add(led)
        if suit_of(card) == self.trump:
            return
        partner_winning = referee.winner(before, self.trump) == len(before) - 2
        trumped = any(suit_of(other) == self.trump for other in before)
        if self.rules == "rotterdam" or not (partner_winning or trumped):
            self.lacks[player].add(self.trump)

    def may_hold(self, player: int, card: str) -> bool:
        if player == self.seat or card not in self.unseen:
            return False
        return suit_of(card) not in self.lacks[player]

    def to_play_after(self) -> list[int]:
        """The players who play to this trick after this one."""
        return [(self.leader + place) % 4 for place in range(len(self.trick) + 1, TRICK_SIZE)]

    def sure(self, card: str, led: str, players: list[int]) -> bool:
        """Whether ``card``, winning the trick, stays winning whatever ``players`` hold."""
        best = strength(card, self.trump, led)
        for other in self.unseen:
            if strength(other, self.trump, led) > best:
                for player in players:
                    if self.may_hold(player, other):
                        return False
        return True

    def highest(self, card: str) -> bool:
        """Whether no card not seen yet beats ``card`` in its own suit (a trump aside)."""
        suit = suit_of(card)
        best = strength(card, self.trump, suit)
        for other in self.unseen:
            if suit_of(other) == suit and strength(other, self.trump, suit) > best:
                return False
        return True

    def opponents_may_trump(self) -> bool:
        opponents = ((self.seat + 1) % 4, (self.seat + 3) % 4)
        return any(
            self.may_hold(player, card)
            for card in self.unseen
            if suit_of(card) == self.trump
            for player in opponents
        )

    def keep(self, card: str) -> int:
        """What a card is worth in the hand for the tricks to come: trumps most of all, then the
        highest card of a suit."""
        if suit_of(card) == self.trump:
            return 25 + 3 * trump_power(card)
        return 8 if self.highest(card) else 0


def play(
    rules: str, trump: str, chooser: int, seat: int, hand: list[str], tricks: list[dict[str, Any]]
) -> str:
    """The card ``seat`` plays from ``hand`` (the cards it still holds) after ``tricks`` (every
    trick so far, the one on the table last, as ``{"leader", "cards"}``)."""
    table = Table(rules, trump, chooser, seat, hand, tricks)
    legal = referee.allowed(rules, trump, table.trick, hand).playable(hand)
    if len(legal) == 1:
        return legal[0]
    if not table.trick:
        return lead(table, legal)
    return follow(table, legal)


def lead(table: Table, legal: list[str]) -> str:
    trump = table.trump
    trumps = [card for card in legal if suit_of(card) == trump]
    others = [card for card in legal if suit_of(card) != trump]
    if table.chooser % 2 == table.seat % 2 and trumps and table.opponents_may_trump():
        # Trumps first: the highest if nothing beats it, else the lowest, to draw theirs.
        top = max(trumps, key=trump_power)
        return top if table.highest(top) else min(trumps, key=trump_power)
    safe_to_lead = not table.opponents_may_trump()
    winners = [card for card in others if table.highest(card)]
    if winners:
        # Aces and other top cards, where the opponents cannot trump them (or may not).
        opponents = ((table.seat + 1) % 4, (table.seat + 3) % 4)
        untrumped = [
            card
            for card in winners
            if safe_to_lead or not any(suit_of(card) in table.lacks[player] for player in opponents)
        ]
        if untrumped:
            return max(untrumped, key=lambda card: card_value(card, trump))
    if others:
        # Something cheap, from a short suit, to make a void.
        return min(
            others,
            key=lambda card: (
                card_value(card, trump) + table.keep(card),
                sum(1 for held in table.hand if suit_of(held) == suit_of(card)),
                PLAIN_ORDER.index(rank_of(card)),
            ),
        )
    return min(trumps, key=trump_power)


def follow(table: Table, legal: list[str]) -> str:
    trump = table.trump
    trick = table.trick
    led = suit_of(trick[0])
    place = len(trick)
    after = table.to_play_after()
    winning = referee.winner(trick, trump)
    partner_winning = (table.leader + winning) % 4 == table.partner
    roem_now = roem_value(trick, trump)

    def gain(card: str) -> int:
        return card_value(card, trump) + roem_value(trick + [card], trump) - roem_now

    if partner_winning and table.sure(trick[winning], led, after):
        # Points (and roem) where they are safe; trumps kept for the tricks to come.
        return max(legal, key=lambda card: gain(card) - table.keep(card) + 8 * table.highest(card))

    winners = [card for card in legal if referee.winner(trick + [card], trump) == place]
    sure = [card for card in winners if table.sure(card, led, after)]
    if sure:
        return max(
            sure, key=lambda card: gain(card) - (table.keep(card) if suit_of(card) == trump else 0)
        )
    if winners and not partner_winning and table.partner not in after:
        plain = [card for card in winners if suit_of(card) != trump]
        if plain:
            return max(plain, key=lambda card: strength(card, trump, led))
        return min(winners, key=trump_power)

    def cost(card: str) -> int:
        given = roem_value(trick + [card], trump) - roem_now
        run_for_them = 1000 if given and not partner_winning else 0
        return run_for_them + card_value(card, trump) + table.keep(card)

    return min(legal, key=cost)
