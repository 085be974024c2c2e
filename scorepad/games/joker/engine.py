"""Joker for four players: the format, what a deal records, the deal scores and the premium.

Read it like the rule page (``spec/scoring.md``, "Joker"): the format table first, then the
bids and tricks a deal may hold, then what each deal scores, then the section premium, and
last the sheet and what the table needs next. Deals hold only bids, tricks and trump; every
score, premium and total is derived here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import Literal

from scorepad.games.core import (
    TRUMPS,
    Note,
    RuleError,
    boolean,
    check_keys,
    choice,
    each_in_turn,
    gettext_noop,
    is_whole,
    number_list,
    options_with_defaults,
    whole_number,
)

NAME = "joker"
PLAYERS = range(4, 5)
OPTIONS: dict[str, Any] = {
    "length": "classic",
    "shtanga": -200,
    "premium": True,
    "erase": False,
    "first_dealer": 0,
}
# How a refusal names this game's fields to a player (scorepad.games.field_labels).
FIELD_LABELS = {
    "bids": gettext_noop("bids"),
    "tricks": gettext_noop("tricks"),
    "length": gettext_noop("length"),
    "shtanga": gettext_noop("ştanga"),
    "premium": gettext_noop("premium"),
    "erase": gettext_noop("erase"),
}

SEATS = 4
# A bound no table reaches, so no total can grow without limit.
MAX_SHTANGA = 10_000
# The ştangas named rather than counted: -100 a card in the hand, or -500 in a nine-card deal
# and -200 in any other (a Georgian table practice).
PER_CARD = "per-card"
NINES_500 = "nines-500"
# Erase only when exactly one player earns the section's premium (the Georgian score apps).
ERASE_SINGLE = "single"


# The format: sections of deals, each deal a number of cards per player.


class Section:
    """A section of the format: its kind and the cards per player of each of its deals."""

    def __init__(self, kind: str, cards: tuple[int, ...]) -> None:
        self.kind = kind
        self.cards = cards


RISING = Section("normal", (1, 2, 3, 4, 5, 6, 7, 8))
NINES = Section("normal", (9, 9, 9, 9))
FALLING = Section("normal", (8, 7, 6, 5, 4, 3, 2, 1))

FORMATS: dict[str, tuple[Section, ...]] = {
    "classic": (RISING, NINES, FALLING, NINES),
    "short": (RISING, NINES),
    "nines": (NINES, NINES, NINES, NINES),
    "full": (
        RISING,
        NINES,
        FALLING,
        NINES,
        Section("golden", (9, 9, 9, 9)),
        Section("no-trump", (9, 9, 9, 9)),
        Section("dark", (9, 9, 9, 9)),
        Section("miser", (9, 9, 9, 9)),
    ),
}

# The lengths in the order they are offered (and named in a refusal).
LENGTHS = ("classic", "short", "nines", "full")

# Golden and miser deals are played without bids, and their sections have no premium.
KINDS_WITH_BIDS = frozenset({"normal", "no-trump", "dark"})


class Slot:
    """One deal of a format: cards per player, kind, section (0-based), and whether it is the
    section's last deal (the one that carries the premium)."""

    def __init__(self, cards: int, kind: str, section: int, closes_section: bool) -> None:
        self.cards = cards
        self.kind = kind
        self.section = section
        self.closes_section = closes_section

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Slot) and (
            self.cards,
            self.kind,
            self.section,
            self.closes_section,
        ) == (other.cards, other.kind, other.section, other.closes_section)

    def __repr__(self) -> str:
        return f"Slot({self.cards}, {self.kind!r}, {self.section}, {self.closes_section})"


def _slots(sections: tuple[Section, ...]) -> tuple[Slot, ...]:
    return tuple(
        Slot(cards, section.kind, number, position == len(section.cards) - 1)
        for number, section in enumerate(sections)
        for position, cards in enumerate(section.cards)
    )


SCHEDULES: dict[str, tuple[Slot, ...]] = {
    length: _slots(sections) for length, sections in FORMATS.items()
}


# The most deals a game holds: the full format's 40. A game ends with its format, so a deal
# after the last is refused as one after the end of the game.
MAX_DEALS = max(len(slots) for slots in SCHEDULES.values())


def schedule(options: dict[str, Any]) -> tuple[Slot, ...]:
    """Every deal of the game's format, in order: ``schedule(options)[k].cards`` is the number
    of cards of deal ``k`` (0-based), ``.kind`` its kind, ``.section`` its section."""
    return SCHEDULES[options["length"]]


def planned_deals(options: dict[str, Any]) -> int | None:
    """How many deals the game lasts (a club night's progress: "deal 9 of 24")."""
    return len(schedule(options))


def dealer_of(options: dict[str, Any], index: int) -> int:
    """The seat dealing deal ``index`` (0-based); the deal passes to the next player each time."""
    first_dealer: int = options["first_dealer"]
    return (first_dealer + index) % SEATS


# Options


def clean_options(options: Any) -> dict[str, Any]:
    merged = options_with_defaults(options, OPTIONS)
    length = choice(merged["length"], LENGTHS, field="options.length")
    shtanga = merged["shtanga"]
    named = shtanga in (PER_CARD, NINES_500)
    if not (named or (is_whole(shtanga) and -MAX_SHTANGA <= shtanga < 0)):
        raise RuleError(
            gettext_noop(
                "the ştanga must be a negative whole number of points, down to %(lowest)d,"
                ' "per-card" for -100 × the number of cards, or "nines-500" for -500 in a'
                " nine-card deal and -200 in any other"
            ),
            field="options.shtanga",
            lowest=-MAX_SHTANGA,
        )
    erase = merged["erase"]
    if erase != ERASE_SINGLE:
        erase = _erase_switch(erase)
    return {
        "length": length,
        "shtanga": shtanga,
        "premium": boolean(merged["premium"], field="options.premium"),
        "erase": erase,
        "first_dealer": whole_number(
            merged["first_dealer"], field="options.first_dealer", low=0, high=SEATS - 1
        ),
    }


def _erase_switch(value: Any) -> bool:
    if value is True or value is False:
        return value
    raise RuleError(
        gettext_noop(
            '%(field)s must be true, false or "single" (only when exactly one player earns'
            " the premium)"
        ),
        field="options.erase",
    )


# Bids and tricks


def forbidden_bid(cards: int, other_bids: list[int]) -> int | None:
    """The bid the dealer may not make after the other three bid ``other_bids``: the one that
    would make the four bids add up to ``cards``. ``None`` when that number is out of range,
    so the dealer may bid anything."""
    bid = cards - sum(other_bids)
    return bid if 0 <= bid <= cards else None


def clean_deal(
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    deal: Any,
) -> dict[str, Any]:
    number = len(deals) + 1
    plan = schedule(options)
    if len(deals) >= len(plan):
        raise RuleError(
            gettext_noop("the game is over after %(deals)d deals"),
            deal=number,
            field="deal",
            deals=len(plan),
        )
    if deals and "tricks" not in deals[-1]:
        raise RuleError(
            gettext_noop(
                "deal %(previous)d is still waiting for its tricks: enter them before the next deal"
            ),
            deal=number,
            field="deal",
            previous=number - 1,
        )
    slot = plan[len(deals)]
    data = check_keys(deal, optional=("bids", "tricks", "trump"), deal=number)
    clean: dict[str, Any] = {}

    if slot.kind in KINDS_WITH_BIDS:
        if "bids" not in data:
            raise RuleError(
                gettext_noop("the bids are missing: every player bids before the cards are played"),
                deal=number,
                field="bids",
            )
        bids = number_list(
            data["bids"], length=SEATS, field="bids", low=0, high=slot.cards, deal=number
        )
        dealer_restriction(players, options, len(deals), slot.cards, bids)
        clean["bids"] = bids
    elif "bids" in data:
        raise RuleError(
            gettext_noop("there is no bidding in golden and miser deals: enter only the tricks"),
            deal=number,
            field="bids",
        )
    elif "tricks" not in data:
        raise RuleError(
            gettext_noop(
                "the tricks are needed: golden and miser deals have no bids, so they cannot wait"
                " for their tricks"
            ),
            deal=number,
            field="tricks",
        )

    if "tricks" in data:
        tricks = number_list(
            data["tricks"], length=SEATS, field="tricks", low=0, high=slot.cards, deal=number
        )
        if sum(tricks) != slot.cards:
            raise RuleError(
                gettext_noop(
                    "the tricks add up to %(total)d, not %(cards)d, the number of cards dealt"
                ),
                deal=number,
                field="tricks",
                total=sum(tricks),
                cards=slot.cards,
            )
        clean["tricks"] = tricks

    if "trump" in data:
        trump = choice(data["trump"], TRUMPS, field="trump", deal=number)
        if slot.kind == "no-trump" and trump != "none":
            raise RuleError(
                gettext_noop("there is no trump in the no-trump section"),
                deal=number,
                field="trump",
            )
        clean["trump"] = trump
    return clean


def clean_deals(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], more: list[Any]
) -> list[dict[str, Any]]:
    """Check the deals ``more`` one after another after the clean ``deals`` and return them as
    ``clean_deal`` does."""
    return each_in_turn(clean_deal, players, options, deals, more)


def dealer_restriction(
    players: list[str], options: dict[str, Any], index: int, cards: int, bids: list[int]
) -> None:
    """The four bids of deal ``index`` (0-based) may not add up to the cards, so someone must
    miss; the dealer, bidding last, is the one refused."""
    if sum(bids) != cards:
        return
    dealer = dealer_of(options, index)
    raise RuleError(
        gettext_noop(
            "%(dealer)s deals and may not bid %(bid)d: the bids would add up to %(cards)d,"
            " the number of cards"
        ),
        deal=index + 1,
        field="bids",
        dealer=players[dealer],
        seat=dealer,
        bid=bids[dealer],
        cards=cards,
    )


# Deal score


def deal_score(
    kind: str,
    cards: int,
    bid: int | None,
    tricks: int,
    shtanga: int | Literal["per-card", "nines-500"],
) -> tuple[int, Note]:
    """What one player writes for one deal, and why."""
    if kind == "golden":
        return 100 * tricks, Note(
            gettext_noop("golden deal: 100 × %(tricks)d tricks"), {"tricks": tricks}
        )
    if kind == "miser":
        if tricks == 9:
            return 900, Note(gettext_noop("miser: took all nine tricks, +900"))
        return -100 * tricks, Note(
            gettext_noop("miser: took %(tricks)d, -100 × %(tricks)d"), {"tricks": tricks}
        )
    assert bid is not None
    said = {"bid": bid, "tricks": tricks, "cards": cards}
    if tricks == bid == cards:
        return 100 * cards, Note(
            gettext_noop("bid %(bid)d, took all %(cards)d: 100 × %(cards)d"), said
        )
    if tricks == bid == 0:
        return 50, Note(gettext_noop("pass kept: 50"))
    if tricks == bid:
        return 50 + 50 * bid, Note(
            gettext_noop("bid %(bid)d, took %(tricks)d: 50 + 50 × %(bid)d"), said
        )
    if tricks == 0:
        if shtanga == PER_CARD:
            return -100 * cards, Note(
                gettext_noop("ştanga: bid %(bid)d and took no trick, -100 × %(cards)d cards"), said
            )
        if shtanga == NINES_500:
            if cards == 9:
                return -500, Note(
                    gettext_noop("ştanga: bid %(bid)d and took no trick, -500 in a nine-card deal"),
                    said,
                )
            shtanga = -200
        assert isinstance(shtanga, int)
        return shtanga, Note(
            gettext_noop("ştanga: bid %(bid)d and took no trick, %(shtanga)d"),
            dict(said, shtanga=shtanga),
        )
    return 10 * tricks, Note(
        gettext_noop("bid %(bid)d, took %(tricks)d: missed, 10 × %(tricks)d"), said
    )


# Section premium


def section_adjustments(
    kind: str, scores: list[list[int]], kept_every_bid: list[bool], options: dict[str, Any]
) -> list[int]:
    """The premium and erasures of a complete section, per seat, from its deal scores.

    With ``erase`` the players who did not earn the premium lose their best deal of the
    section; with ``erase: "single"`` only when exactly one player earned it."""
    earned = sum(1 for kept in kept_every_bid if kept)
    if kind not in KINDS_WITH_BIDS or not options["premium"] or not earned:
        return [0] * SEATS
    best = [max(deal[seat] for deal in scores) for seat in range(SEATS)]
    erase = options["erase"]
    if erase == ERASE_SINGLE:
        erase = earned == 1
    return [
        best[seat] if kept_every_bid[seat] else -best[seat] if erase and best[seat] > 0 else 0
        for seat in range(SEATS)
    ]


def _adjustment_note(deal_note: Note, adjustment: int) -> Note:
    """The deal's own note, then the section's premium or erasure written on it."""
    if adjustment > 0:
        message = gettext_noop("%(deal)s; premium: best deal %(best)d added again")
    else:
        message = gettext_noop("%(deal)s; erased: best deal %(best)d taken off")
    return Note(message, {"deal": deal_note, "best": abs(adjustment)})


# The sheet


def compute_sheet(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    plan = schedule(options)
    shtanga = options["shtanga"]
    totals = [0] * SEATS
    rows = []
    all_complete = True
    section_scores: list[list[int]] = []
    kept_every_bid = [True] * SEATS
    section_complete = True

    for index, deal in enumerate(deals):
        slot = plan[index]
        if index == 0 or slot.section != plan[index - 1].section:
            section_scores = []
            kept_every_bid = [True] * SEATS
            section_complete = True
        row: dict[str, Any] = {
            "number": index + 1,
            "dealer": dealer_of(options, index),
            "cards": slot.cards,
            "kind": slot.kind,
            "section": slot.section,
        }
        tricks = deal.get("tricks")
        if tricks is None:
            all_complete = section_complete = False
            row.update(scores=None, totals=list(totals))
            if slot.closes_section:
                # The section is not complete, so nothing is earned yet.
                row["adjustments"] = [0] * SEATS
            row["why"] = [None] * SEATS
            rows.append(row)
            continue

        bids = deal.get("bids") or [None] * SEATS
        scores = []
        why: list[Note] = []
        for seat in range(SEATS):
            score, note = deal_score(slot.kind, slot.cards, bids[seat], tricks[seat], shtanga)
            scores.append(score)
            why.append(note)
            if bids[seat] != tricks[seat]:
                kept_every_bid[seat] = False
        section_scores.append(scores)
        totals = [total + score for total, score in zip(totals, scores)]
        row.update(scores=scores, totals=totals)

        if slot.closes_section and section_complete:
            adjustments = section_adjustments(slot.kind, section_scores, kept_every_bid, options)
            totals = [total + extra for total, extra in zip(totals, adjustments)]
            row.update(totals=totals, adjustments=adjustments)
            for seat, extra in enumerate(adjustments):
                if extra:
                    why[seat] = _adjustment_note(why[seat], extra)
        row["why"] = why
        rows.append(row)

    finished = all_complete and len(deals) == len(plan)
    best = max(totals)
    return {
        "sides": list(players),
        "deals": rows,
        "totals": totals,
        "finished": finished,
        "winners": [seat for seat in range(SEATS) if totals[seat] == best] if finished else [],
    }


def next_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """The deal the table plays now: the pending one waiting for its tricks, or the next one.

    ``forbidden_bid`` is always ``None`` here, as it depends on the other players' bids: ask
    ``forbidden_bid(cards, other_bids)`` once they have bid.
    """
    plan = schedule(options)
    pending = bool(deals) and "tricks" not in deals[-1]
    if not pending and len(deals) >= len(plan):
        return None
    index = len(deals) - 1 if pending else len(deals)
    slot = plan[index]
    dealer = dealer_of(options, index)
    return {
        "number": index + 1,
        "dealer": dealer,
        "first": (dealer + 1) % SEATS,
        "cards": slot.cards,
        "kind": slot.kind,
        "section": slot.section,
        "phase": "tricks" if pending or slot.kind not in KINDS_WITH_BIDS else "bids",
        "bids": list(deals[-1]["bids"]) if pending else None,
        "forbidden_bid": None,
    }
