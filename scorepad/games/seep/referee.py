"""The Seep referee: for a card of your hand, every move the floor allows (capture, build,
break, cement, add to a house, throw) and why the others are not legal, as the rule page
states them (rules/*.md). Plain Python, no Django: the referee page asks ``answer`` on the server
(referee_page.py) and, under MicroPython, on the phone (``GameType.phone_modules``), so it keeps
to what the engines keep to.

Cards are named by rank only (``A``, ``2``..``10``, ``J``, ``Q``, ``K``): suits never change a
move. A house is ``<value>:<owners>[:cemented]`` with owners among ``me``, ``partner`` and
``opponent`` joined by ``+`` (``11:opponent``, ``12:me+opponent:cemented``).

Where the rule page is silent: your partner's ordinary house may be broken (only your own is
closed to you), and an owner may not give up the last card that captures their house except
to capture with it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from scorepad.games.core import Note, gettext_noop

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
VALUES.update({str(number): number for number in range(2, 11)})
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
HOUSE_VALUES = range(9, 14)
OWNERS = ("me", "partner", "opponent")
MAX_LOOSE = 16
HAND_SIZE = 12

MOVES = {
    "capture": gettext_noop("Capture %(items)s."),
    "throw": gettext_noop("Throw it loose on the floor."),
    "build": gettext_noop("Build a house of %(value)d: %(cards)s."),
    "break": gettext_noop("Break the house of %(old)d into a house of %(value)d."),
    "break-join": gettext_noop(
        "Break the house of %(old)d into %(value)d and join it to the house of %(value)d: "
        "one cemented house."
    ),
    "cement": gettext_noop("Cement the house of %(value)d with %(cards)s."),
    "add": gettext_noop("Add %(cards)s to the cemented house of %(value)d."),
}
REFUSALS = {
    "no-capture": gettext_noop("Nothing on the floor adds up to %(value)d."),
    "house-waiting": gettext_noop(
        "A house of %(value)d is on the floor: a card of its value must join it or take it."
    ),
    "outside": gettext_noop("A house is worth 9 to 13, never %(value)d."),
    "no-card": gettext_noop("You hold no other card of %(value)d to take it later."),
    "own-house": gettext_noop("You may not break your own house."),
    "cemented": gettext_noop("A cemented house can never be broken."),
    "keep": gettext_noop(
        "This is your last card of %(value)d and your house of %(value)d needs it: capture with it."
    ),
    "no-sum": gettext_noop("No loose cards make %(value)d with it."),
}
ANCHORS = {
    "capture": "capturing",
    "throw": "play",
    "build": "breaking-houses",
    "break": "breaking-houses",
    "cement": "cemented-houses",
    "add": "adding-to-houses",
}
PRACTICES = {
    "partner-break": gettext_noop(
        "The rule page closes only your own house to breaking; Scorepad lets you break your "
        "partner's ordinary house."
    ),
    "keep": gettext_noop(
        "An owner must keep a card of the house's value until it is taken: Scorepad lets your "
        "last such card only capture."
    ),
}
ERRORS = {
    "card": gettext_noop("“%(card)s” is not a card: write A, 2 to 10, J, Q or K."),
    "house": gettext_noop(
        "“%(house)s” is not a house: write its value (9 to 13), its owners (me, partner, "
        "opponent, joined by +) and :cemented if it is, like 11:opponent."
    ),
    "houses": gettext_noop("Only one house of each value may be on the floor: %(value)d twice."),
    "chosen": gettext_noop("%(card)s is not in your hand."),
    "loose": gettext_noop("At most %(count)d loose cards, please."),
    "hand": gettext_noop("A hand holds at most twelve cards, not %(count)d."),
}


class RefereeError(ValueError):
    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.note = Note(ERRORS[key], dict(params))
        super().__init__(self.note.render())


class House:
    """A house on the floor: its value (9 to 13), who owns it and whether it is cemented."""

    def __init__(self, value: int, owners: frozenset[str], cemented: bool = False) -> None:
        self.value = value
        self.owners = owners
        self.cemented = cemented

    def __eq__(self, other: object) -> bool:
        return isinstance(other, House) and (
            (self.value, self.owners, self.cemented) == (other.value, other.owners, other.cemented)
        )

    def __repr__(self) -> str:
        return f"House({self.value!r}, {self.owners!r}, {self.cemented!r})"


class Move:
    """A move a card could make, legal or not: its kind (capture, throw, build, break, cement,
    add), the value it captures or the house it makes, touches or would make, its sentence (a
    key of MOVES and its params) and, when refused, why (a key of REFUSALS and its value)."""

    def __init__(
        self,
        kind: str,
        legal: bool,
        value: int,
        message: str,
        params: dict[str, object],
        refusal: str | None = None,
        refusal_value: int = 0,
    ) -> None:
        self.kind = kind
        self.legal = legal
        self.value = value
        self.message = message
        self.params = params
        self.refusal = refusal
        self.refusal_value = refusal_value

    def __repr__(self) -> str:
        return f"Move({self.key!r}, {self.legal!r}, {self.refusal!r})"

    @property
    def key(self) -> str:
        """``capture:9``, ``throw``, ``build:11``, ``break:9>11``, ``cement:11``, ``add:12``."""
        if self.kind == "throw":
            return "throw"
        if self.kind == "break":
            return f"break:{self.params['old']}>{self.value}"
        return f"{self.kind}:{self.value}"

    def note(self) -> Note:
        return Note(MOVES[self.message], self.params)

    def why_not(self) -> Note | None:
        if self.refusal is None:
            return None
        return Note(REFUSALS[self.refusal], {"value": self.refusal_value})


# Reading the question


def parse_card(text: str) -> str:
    card = text.strip().upper()
    card = {"1": "A", "11": "J", "12": "Q", "13": "K", "T": "10"}.get(card, card)
    if card not in VALUES:
        raise RefereeError("card", card=text.strip())
    return card


SEPARATORS = re.compile(r"[,\s]+")


def _split(texts: str | Iterable[str]) -> list[str]:
    if isinstance(texts, str):
        texts = [texts]
    return [part for text in texts for part in SEPARATORS.split(text) if part]


def parse_cards(texts: str | Iterable[str]) -> list[str]:
    return [parse_card(part) for part in _split(texts)]


def parse_house(text: str) -> House:
    parts = text.strip().lower().split(":")
    try:
        value = VALUES[parse_card(parts[0])]
    except RefereeError:
        value = 0
    owners = frozenset(
        {"opp": "opponent"}.get(owner, owner)
        for owner in (parts[1] if len(parts) > 1 else "").split("+")
    )
    flags = parts[2:]
    if (
        value not in HOUSE_VALUES
        or not owners <= set(OWNERS)
        or not owners - {""}
        or flags not in ([], ["cemented"], ["c"])
    ):
        raise RefereeError("house", house=text.strip())
    return House(value, owners, bool(flags))


def parse_houses(texts: str | Iterable[str]) -> list[House]:
    houses = [parse_house(part) for part in _split(texts)]
    values = [house.value for house in houses]
    for value in values:
        if values.count(value) > 1:
            raise RefereeError("houses", value=value)
    return houses


def check(loose: Sequence[str], hand: Sequence[str]) -> None:
    if len(loose) > MAX_LOOSE:
        raise RefereeError("loose", count=MAX_LOOSE)
    if len(hand) > HAND_SIZE:
        raise RefereeError("hand", count=len(hand))


# The rules


def adding_up(values: Sequence[int], total: int) -> list[tuple[int, ...]]:
    """The places in ``values`` (largest first) of the cards that add up to ``total``: the
    fewest cards first, then in order, as ``itertools.combinations`` gives them size by size,
    but each choice of values once (another card of the same value gives the same group) and no
    choice that passes the total followed further."""
    found: list[tuple[int, ...]] = []
    _choose(values, total, 0, (), found)
    found.sort(key=lambda places: (len(places), places))
    return found


def _choose(
    values: Sequence[int],
    left: int,
    start: int,
    chosen: tuple[int, ...],
    found: list[tuple[int, ...]],
) -> None:
    if left == 0:
        found.append(chosen)
        return
    for at in range(start, len(values)):
        if (at > start and values[at] == values[at - 1]) or values[at] > left:
            continue
        _choose(values, left - values[at], at + 1, chosen + (at,), found)


def _count(groups: Sequence[tuple[str, ...]]) -> int:
    return sum(len(group) for group in groups)


def groups(loose: Sequence[str], total: int) -> list[tuple[str, ...]]:
    """The most loose cards that can be taken as separate groups each adding up to
    ``total``: the largest card first, with or without it."""
    known: dict[tuple[str, ...], tuple[tuple[str, ...], ...]] = {}

    def search(rest: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        if rest in known:
            return known[rest]
        if not rest:
            return ()
        first, others = rest[0], rest[1:]
        best = search(others)
        worth = [VALUES[card] for card in others]
        for group in adding_up(worth, total - VALUES[first]):
            left = tuple(card for at, card in enumerate(others) if at not in group)
            found = ((first,) + tuple(others[at] for at in group),) + search(left)
            if _count(found) > _count(best):
                best = found
        known[rest] = best
        return best

    return list(search(_largest_first(loose)))


def _largest_first(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=lambda card: -VALUES[card]))


def a_group(loose: Sequence[str], total: int) -> tuple[str, ...] | None:
    """Some loose cards adding up to ``total`` (the fewest), or None."""
    if total == 0:
        return ()
    cards = _largest_first(loose)
    found = adding_up([VALUES[card] for card in cards], total)
    return tuple(cards[at] for at in found[0]) if found else None


def joined(cards: Iterable[str]) -> str:
    return " + ".join(cards)


def moves(
    card: str, hand: Sequence[str], loose: Sequence[str], houses: Sequence[House]
) -> list[Move]:
    """Every move ``card`` from ``hand`` could make on the floor, legal or not, with why."""
    value = VALUES[card]
    rest = list(hand)
    rest.remove(card)
    held = {VALUES[other] for other in rest}
    by_value = {house.value: house for house in houses}
    found: list[Move] = []

    # An owner keeps the card that takes their house: the last one may only capture.
    mine = by_value.get(value)
    keep = (
        mine is not None
        and "me" in mine.owners
        and value not in held
        and "partner" not in mine.owners
    )

    def refused(
        kind: str,
        move_value: int,
        message: str,
        params: dict[str, object],
        refusal: str | None,
        refusal_value: int,
    ) -> None:
        if refusal is None and keep:
            refusal, refusal_value = "keep", value
        found.append(
            Move(kind, refusal is None, move_value, message, params, refusal, refusal_value)
        )

    # Capture
    taken = groups(loose, value)
    items = ([f"🏠{value}"] if value in by_value else []) + [joined(group) for group in taken]
    if items:
        found.append(Move("capture", True, value, "capture", {"items": ", ".join(items)}))
    else:
        found.append(Move("capture", False, value, "capture", {"items": "—"}, "no-capture", value))

    # Throw
    refused("throw", value, "throw", {}, "house-waiting" if value in by_value else None, value)

    # Build a new house (a value already on the floor is cemented instead, below)
    for target in HOUSE_VALUES:
        if target <= value or target in by_value:
            continue
        group = a_group(loose, target - value)
        if group is None and target not in held:
            continue
        params: dict[str, object] = {"value": target, "cards": joined([card] + list(group or ()))}
        if group is None:
            refused("build", target, "build", params, "no-sum", target)
        elif target not in held:
            refused("build", target, "build", params, "no-card", target)
        else:
            refused("build", target, "build", params, None, 0)

    for house in houses:
        # Break
        new = house.value + value
        params = {"old": house.value, "value": new}
        message = "break-join" if new in by_value else "break"
        if house.cemented:
            refused("break", new, message, params, "cemented", new)
        elif "me" in house.owners:
            refused("break", new, message, params, "own-house", new)
        elif new > max(HOUSE_VALUES):
            refused("break", new, message, params, "outside", new)
        elif new not in held:
            refused("break", new, message, params, "no-card", new)
        else:
            refused("break", new, message, params, None, 0)
        # Cement or add: cards worth the house's value, one of them from the hand
        if value > house.value:
            continue
        group = a_group(loose, house.value - value)
        kind = "add" if house.cemented else "cement"
        params = {"value": house.value, "cards": joined([card] + list(group or ()))}
        takes_it_later = house.value in held or "partner" in house.owners
        if group is None:
            refused(kind, house.value, kind, params, "no-sum", house.value)
        elif not takes_it_later and house.value == value and "me" in house.owners:
            found.append(Move(kind, False, house.value, kind, params, "keep", value))
        elif not takes_it_later:
            refused(kind, house.value, kind, params, "no-card", house.value)
        else:
            # Into another house, the owner's last card of their own house's value is kept.
            refused(kind, house.value, kind, params, None, 0)
    return found


def judge(
    hand: Sequence[str], loose: Sequence[str], houses: Sequence[House], card: str | None = None
) -> list[tuple[str, list[Move]]]:
    """The moves of the chosen card, or of every different card of the hand."""
    check(loose, hand)
    if card is not None and card not in hand:
        raise RefereeError("chosen", card=card)
    cards = [card] if card else _distinct(hand)
    return [(each, moves(each, hand, loose, houses)) for each in cards]


def _distinct(cards: Sequence[str]) -> list[str]:
    """Each card once, in the order of the hand (a dict keeps no order under MicroPython)."""
    seen: list[str] = []
    for card in cards:
        if card not in seen:
            seen.append(card)
    return seen


# The referee page's question


def question(fields: Mapping[str, str]) -> tuple[str, str, str, str]:
    """The hand, the loose cards, the houses and the card played that the page's form asks
    about, from its fields as sent (``scorepad.games.pages.fields``)."""
    return (
        fields.get("hand") or "",
        fields.get("loose") or "",
        fields.get("houses") or "",
        (fields.get("card") or "").strip(),
    )


def answer(fields: Mapping[str, str]) -> dict[str, Any] | None:
    """The page's question (its form's fields) answered, every sentence a ``Note`` (said in
    the reader's language by the server's page and by the phone alike): None when it names no
    hand, ``{"error"}`` for a question no table can ask, else for the chosen card (or each card
    of the hand) every move, legal or not, its sentence, why not, and the ``anchor`` of its
    rule."""
    hand_text, loose_text, houses_text, card = question(fields)
    if not hand_text.strip():
        return None
    try:
        hand = parse_cards(hand_text)
        loose = parse_cards(loose_text)
        houses = parse_houses(houses_text)
        judged = judge(hand, loose, houses, parse_card(card) if card else None)
    except RefereeError as error:
        return {"error": error.note}
    return {
        "cards": [
            {
                "card": each,
                "moves": [
                    {
                        "key": move.key,
                        "kind": move.kind,
                        "legal": move.legal,
                        "text": move.note(),
                        "why_not": move.why_not(),
                        "anchor": ANCHORS[move.kind],
                    }
                    for move in moves
                ],
            }
            for each, moves in judged
        ]
    }
