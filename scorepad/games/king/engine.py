"""King (Rıfkı, Turkish King): four players, no teams, twenty deals of seven contracts.

Read it like the rule page (``spec/scoring.md``, "King"): the table and its contracts first,
then what is still open to whom, then what a deal records and its checks in the spec's order,
then the scores and King, and last the sheet and what the table needs next.

Each deal has a declarer, who chooses its contract (six negatives and koz) and leads; the
declarer passes to the next seat every deal, and the dealer is the seat before. A deal records
only the declarer, the contract, the trump of a koz deal and how many units each seat took;
every score, total, limit and winner is derived here. The paper sheet's hard part is the limits
(each negative at most twice by anyone, each player's three negatives and two koz), so the
engine says for every contract why it is closed, in the same words as the refusal.

Plain Python for the phone too: no unpacking inside literals, no ``zip(strict=...)``, no
class-based tuples, and every list a player reads is taken from a tuple, never from a dict's
order.
"""

from __future__ import annotations

from typing import Any

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

NAME = "king"
PLAYERS = range(4, 5)
OPTIONS: dict[str, Any] = {
    "length": "standard",
    "first_declarer": 0,
    "points": {},
    "no_trump": False,
    "negatives_first": False,
    "split_queens_void": True,
    "king": None,
    "zero_is_out": False,
}
# How a refusal names this game's fields to a player (scorepad.games.field_labels).
FIELD_LABELS = {
    "declarer": gettext_noop("declarer"),
    "contract": gettext_noop("contract"),
    "taken": gettext_noop("taken"),
    "points": gettext_noop("points per unit"),
    "length": gettext_noop("length"),
    "first_declarer": gettext_noop("first declarer"),
    "no_trump": gettext_noop("koz without trumps"),
    "negatives_first": gettext_noop("negatives first"),
    "split_queens_void": gettext_noop("one queen each is void"),
    "king": gettext_noop("King"),
    "zero_is_out": gettext_noop("zero is out"),
}

SEATS = 4


# The table: who declares, who deals, how long the game lasts.

LENGTH_NAMES = ("standard", "short")
# length: (deals in the game, negatives each player declares, koz each player declares)
LENGTHS = {"standard": (20, 3, 2), "short": (12, 2, 1)}
# The most deals a game holds: the standard length's 20. A game ends with its length (or
# sooner, with King), so a deal after the last is refused as one after the end of the game.
# Each deal's checks read the deals before it, which are never more than these.
MAX_DEALS = max(LENGTHS[name][0] for name in LENGTH_NAMES)


def deals_in(options: dict[str, Any]) -> int:
    return LENGTHS[options["length"]][0]


def planned_deals(options: dict[str, Any]) -> int | None:
    """How many deals the game lasts (a club night's progress: "deal 9 of 20")."""
    return deals_in(options)


def declarer_of(options: dict[str, Any], index: int) -> int:
    """The seat declaring deal ``index`` (0-based). A misdeal records nothing, so the turn is
    always the number of deals recorded."""
    first_declarer: int = options["first_declarer"]
    return (first_declarer + index) % SEATS


def dealer_of(declarer: int) -> int:
    """The seat before the declarer deals: shown on the sheet, never scored."""
    return (declarer + SEATS - 1) % SEATS


# The contracts, in the order of the spec's table.

KOZ = "koz"
CONTRACTS = ("el", "kupa", "erkek", "kiz", "son_iki", "rifki", KOZ)
NEGATIVES = CONTRACTS[:6]
# The names are the game's own, Turkish at every table, so they are not translated.
CONTRACT_NAMES = {
    "el": "El almaz",
    "kupa": "Kupa almaz",
    "erkek": "Erkek almaz",
    "kiz": "Kız almaz",
    "son_iki": "Son iki",
    "rifki": "Rıfkı",
    KOZ: "Koz",
}
# The units a deal hands out: tricks, hearts, kings and jacks, queens, the last two tricks,
# the king of hearts, tricks again for koz.
UNITS = {"el": 13, "kupa": 13, "erkek": 8, "kiz": 4, "son_iki": 2, "rifki": 1, KOZ: 13}
POINTS = {
    "el": -50,
    "kupa": -30,
    "erkek": -60,
    "kiz": -100,
    "son_iki": -180,
    "rifki": -320,
    KOZ: 50,
}

TIMES_A_NEGATIVE_IS_PLAYED = 2  # at most, by anyone
NEGATIVES_FIRST_DEALS = 4  # with option negatives_first, no koz in deals 1-4
# Option king: off, or the tricks one player must take in a koz deal to end the game.
KING_CHOICES = (None, 10, 11, 12, 13)
# A bound no table reaches, so no total can grow without limit.
MAX_POINTS = 10_000


def points_per_unit(options: dict[str, Any], contract: str) -> int:
    """What one unit of ``contract`` scores: the table's own value, else the spec's."""
    points: int = options["points"].get(contract, POINTS[contract])
    return points


# Options


def clean_options(options: Any) -> dict[str, Any]:
    merged = options_with_defaults(options, OPTIONS)
    return {
        "length": choice(merged["length"], LENGTH_NAMES, field="options.length"),
        "first_declarer": whole_number(
            merged["first_declarer"], field="options.first_declarer", low=0, high=SEATS - 1
        ),
        "points": _clean_points(merged["points"]),
        "no_trump": boolean(merged["no_trump"], field="options.no_trump"),
        "negatives_first": boolean(merged["negatives_first"], field="options.negatives_first"),
        "split_queens_void": boolean(
            merged["split_queens_void"], field="options.split_queens_void"
        ),
        "king": choice(merged["king"], KING_CHOICES, field="options.king"),
        "zero_is_out": boolean(merged["zero_is_out"], field="options.zero_is_out"),
    }


def _clean_points(points: Any) -> dict[str, int]:
    """The table's points per unit: any of the seven contracts, negative for the negatives and
    positive for koz, so that a changed value can never turn a negative into a prize."""
    field = "options.points"
    if not isinstance(points, dict):
        raise RuleError(
            gettext_noop("%(field)s must be an object of contracts and points per unit"),
            field=field,
        )
    # Sorted, so that the first unknown key named is the same on every interpreter.
    for key in sorted(points, key=str):
        if key not in CONTRACTS:
            raise RuleError(
                gettext_noop("%(field)s: %(key)r is not a contract; choose from %(contracts)s"),
                field=field,
                key=key,
                contracts=", ".join(CONTRACTS),
            )
    clean: dict[str, int] = {}
    for contract in CONTRACTS:
        if contract not in points:
            continue
        value = points[contract]
        if contract == KOZ:
            if not (is_whole(value) and 0 < value <= MAX_POINTS):
                raise RuleError(
                    gettext_noop(
                        "%(field)s: %(contract)s scores a positive whole number per trick,"
                        " up to %(highest)d"
                    ),
                    field=field,
                    contract=CONTRACT_NAMES[contract],
                    highest=MAX_POINTS,
                )
        elif not (is_whole(value) and -MAX_POINTS <= value < 0):
            raise RuleError(
                gettext_noop(
                    "%(field)s: %(contract)s is a negative and scores a negative whole number"
                    " per unit, down to %(lowest)d"
                ),
                field=field,
                contract=CONTRACT_NAMES[contract],
                lowest=-MAX_POINTS,
            )
        clean[contract] = value
    return clean


# The limits: which contracts are still open to whom.


def negatives_left(options: dict[str, Any], deals: list[dict[str, Any]], seat: int) -> int:
    declared = sum(1 for deal in deals if deal["declarer"] == seat and deal["contract"] != KOZ)
    return LENGTHS[options["length"]][1] - declared


def koz_left(options: dict[str, Any], deals: list[dict[str, Any]], seat: int) -> int:
    declared = sum(1 for deal in deals if deal["declarer"] == seat and deal["contract"] == KOZ)
    return LENGTHS[options["length"]][2] - declared


def played_in(deals: list[dict[str, Any]], contract: str) -> list[int]:
    """The deals (1-based) in which ``contract`` was played, by anyone."""
    return [number for number, deal in enumerate(deals, 1) if deal["contract"] == contract]


def why_closed(
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    declarer: int,
    contract: str,
) -> Note | None:
    """Why ``contract`` is not open to ``declarer`` in the next deal, or ``None`` if it is.

    The rules in the spec's order: no koz in deals 1-4 with ``negatives_first``; a declarer
    with no negatives left must declare koz (*mecburi kozcu*) and one with no koz left a
    negative (*mecburi cezacı*); a negative played twice is closed. The refusal of a deal says
    the same sentence.
    """
    player = players[declarer]
    if contract == KOZ:
        if options["negatives_first"] and len(deals) < NEGATIVES_FIRST_DEALS:
            return Note(
                gettext_noop("no koz in deals 1-%(deals)d: the negatives come first"),
                {"deals": NEGATIVES_FIRST_DEALS},
            )
        if koz_left(options, deals, declarer) <= 0:
            return Note(
                gettext_noop("%(player)s has no koz left, so must declare a negative"),
                {"player": player},
            )
        return None
    if negatives_left(options, deals, declarer) <= 0:
        return Note(
            gettext_noop("%(player)s has no negatives left, so must declare koz"),
            {"player": player},
        )
    played = played_in(deals, contract)
    if len(played) >= TIMES_A_NEGATIVE_IS_PLAYED:
        return Note(
            gettext_noop("%(contract)s has been played twice (deals %(first)d and %(second)d)"),
            {"contract": CONTRACT_NAMES[contract], "first": played[0], "second": played[1]},
        )
    return None


def contracts_open_to(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], declarer: int
) -> list[str]:
    """The contracts ``declarer`` may choose in the next deal, in the order of the table.

    Never empty while the game runs, so no fallback is needed: the players together declare
    at most twelve negatives, two of each, so a declarer with negatives left finds one played
    under twice; and one with none left has not declared all their deals, so has koz left.
    """
    return [
        contract
        for contract in CONTRACTS
        if why_closed(players, options, deals, declarer, contract) is None
    ]


# The end of the game: the last deal of its length, or King.


def king_made(options: dict[str, Any], deals: list[dict[str, Any]]) -> tuple[int, int] | None:
    """``(seat, deal)`` when someone made King: took at least ``options["king"]`` tricks of a
    koz deal (1-based deal). No deal is accepted after it, so it can only be the last."""
    king = options["king"]
    if king is None:
        return None
    for number, deal in enumerate(deals, 1):
        if deal["contract"] != KOZ:
            continue
        for seat in range(SEATS):
            if deal["taken"][seat] >= king:
                return seat, number
    return None


def is_finished(options: dict[str, Any], deals: list[dict[str, Any]]) -> bool:
    return king_made(options, deals) is not None or len(deals) >= deals_in(options)


# What the table records: one deal and its checks, in the spec's order.

DEAL_KEYS = ("declarer", "contract", "taken", "trump")

# Check 7: what the units of each contract are called when their count is wrong.
UNITS_MISCOUNTED = {
    "el": gettext_noop("the tricks taken add up to %(total)d, not %(units)d"),
    "kupa": gettext_noop("the hearts taken add up to %(total)d, not %(units)d"),
    "erkek": gettext_noop("the kings and jacks taken add up to %(total)d, not %(units)d"),
    "kiz": gettext_noop("the queens taken add up to %(total)d, not %(units)d"),
    "son_iki": gettext_noop("the last-two tricks taken add up to %(total)d, not %(units)d"),
    "rifki": gettext_noop(
        "the king of hearts is taken %(total)d times, not %(units)d: write 1 for whoever"
        " took it and 0 for the others"
    ),
    KOZ: gettext_noop("the tricks taken add up to %(total)d, not %(units)d"),
}


def clean_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], deal: Any
) -> dict[str, Any]:
    """Check one deal against the deals before it and return it as the game file writes it:
    ``declarer``, ``contract``, ``taken``, and ``trump`` only if given.

    The checks run in the spec's order, and a missing key fails the check of its field, so a
    deal breaking two rules is refused for the earlier one. Only an unknown key, which no check
    owns, is refused before the checks of the deal's fields.
    """
    number = len(deals) + 1

    # 1. The game is not over.
    made = king_made(options, deals)
    if made is not None:
        raise RuleError(
            gettext_noop("the game is over: %(player)s made King in deal %(made_in)d"),
            deal=number,
            field="deal",
            player=players[made[0]],
            made_in=made[1],
        )
    if len(deals) >= deals_in(options):
        raise RuleError(
            gettext_noop("the game is over after %(deals)d deals"),
            deal=number,
            field="deal",
            deals=deals_in(options),
        )
    check_keys(deal, optional=DEAL_KEYS, deal=number)

    # 2. The declarer is the seat whose turn it is.
    turn = declarer_of(options, len(deals))
    declarer = whole_number(
        _given(deal, "declarer", number), field="declarer", low=0, high=SEATS - 1, deal=number
    )
    if declarer != turn:
        raise RuleError(
            gettext_noop("it is %(turn)s's turn to declare, not %(declarer)s's"),
            deal=number,
            field="declarer",
            turn=players[turn],
            declarer=players[declarer],
        )

    # 3. The contract is one of the seven.
    contract = choice(_given(deal, "contract", number), CONTRACTS, field="contract", deal=number)

    # 4. The contract is open to this declarer.
    closed = why_closed(players, options, deals, declarer, contract)
    if closed is not None:
        raise RuleError(closed.message, deal=number, field="contract", **closed.params)

    # 5. A trump only on koz, and a known one.
    trump = None
    if "trump" in deal:
        if contract != KOZ:
            raise RuleError(
                gettext_noop("only koz has a trump, not %(contract)s"),
                deal=number,
                field="trump",
                contract=CONTRACT_NAMES[contract],
            )
        trump = choice(deal["trump"], TRUMPS, field="trump", deal=number)
        if trump == "none" and not options["no_trump"]:
            raise RuleError(
                gettext_noop("koz without trumps needs the table option no_trump: name a suit"),
                deal=number,
                field="trump",
            )

    # 6. Four whole numbers, none below 0.
    taken = number_list(
        _given(deal, "taken", number), length=SEATS, field="taken", low=0, deal=number
    )

    # 7. They add up to the contract's units.
    if sum(taken) != UNITS[contract]:
        raise RuleError(
            UNITS_MISCOUNTED[contract],
            deal=number,
            field="taken",
            total=sum(taken),
            units=UNITS[contract],
        )

    # 8. One queen each voids a Kız almaz: nobody scores, the same declarer declares again.
    if contract == "kiz" and options["split_queens_void"] and taken == [1] * SEATS:
        raise RuleError(
            gettext_noop(
                "every player took one queen, so the deal is void: deal again;"
                " %(declarer)s declares again"
            ),
            deal=number,
            field="taken",
            declarer=players[declarer],
        )

    clean: dict[str, Any] = {"declarer": declarer, "contract": contract, "taken": taken}
    if trump is not None:
        clean["trump"] = trump
    return clean


def clean_deals(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]], more: list[Any]
) -> list[dict[str, Any]]:
    """Check the deals ``more`` one after another after the clean ``deals`` and return them as
    ``clean_deal`` does."""
    return each_in_turn(clean_deal, players, options, deals, more)


def _given(deal: dict[str, Any], key: str, number: int) -> Any:
    """The value of a key the deal must have; missing, it fails the check of its field."""
    if key not in deal:
        raise RuleError(gettext_noop("%(key)s is missing"), deal=number, field=key, key=key)
    return deal[key]


# The scores: each unit taken scores the contract's points per unit.

# contract: (the note for one unit, the note for any other number)
SCORE_NOTES = {
    "el": (
        gettext_noop("%(taken)d trick × %(points)d"),
        gettext_noop("%(taken)d tricks × %(points)d"),
    ),
    "kupa": (
        gettext_noop("%(taken)d heart × %(points)d"),
        gettext_noop("%(taken)d hearts × %(points)d"),
    ),
    "erkek": (
        gettext_noop("%(taken)d king or jack × %(points)d"),
        gettext_noop("%(taken)d kings and jacks × %(points)d"),
    ),
    "kiz": (
        gettext_noop("%(taken)d queen × %(points)d"),
        gettext_noop("%(taken)d queens × %(points)d"),
    ),
    "son_iki": (
        gettext_noop("%(taken)d last-two trick × %(points)d"),
        gettext_noop("%(taken)d last-two tricks × %(points)d"),
    ),
    "rifki": (
        gettext_noop("the king of hearts × %(points)d"),
        gettext_noop("no king of hearts"),
    ),
    KOZ: (
        gettext_noop("%(taken)d trick × %(points)d"),
        gettext_noop("%(taken)d tricks × %(points)d"),
    ),
}


def deal_scores(options: dict[str, Any], deal: dict[str, Any]) -> list[int]:
    """``taken[i]`` × the points per unit: a deal's scores add up to its units × points."""
    per_unit = points_per_unit(options, deal["contract"])
    return [taken * per_unit for taken in deal["taken"]]


def score_note(options: dict[str, Any], deal: dict[str, Any], seat: int) -> Note:
    """How a seat's score is made, e.g. "4 hearts × -30"."""
    taken = deal["taken"][seat]
    one, other = SCORE_NOTES[deal["contract"]]
    return Note(
        one if taken == 1 else other,
        {"taken": taken, "points": points_per_unit(options, deal["contract"])},
    )


# The sheet


def compute_sheet(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    """Every deal's scores and running totals, the end, the winners, who is out, and the
    limits of the next declarer.

    When someone makes King the game ends at once and that player alone wins and is out,
    whatever the totals; otherwise the highest total wins (all of them on a tie) and every
    total above 0 is out (0 too with ``zero_is_out``).
    """
    made = king_made(options, deals)
    totals = [0] * SEATS
    rows = []
    for number, deal in enumerate(deals, 1):
        scores = deal_scores(options, deal)
        totals = [totals[seat] + scores[seat] for seat in range(SEATS)]
        why = [score_note(options, deal, seat) for seat in range(SEATS)]
        if made is not None and made[1] == number:
            why[made[0]] = Note(
                gettext_noop("%(score)s; King: %(taken)d tricks end the game"),
                {"score": why[made[0]], "taken": deal["taken"][made[0]]},
            )
        row: dict[str, Any] = {
            "number": number,
            "dealer": dealer_of(deal["declarer"]),
            "declarer": deal["declarer"],
            "contract": deal["contract"],
        }
        if "trump" in deal:
            row["trump"] = deal["trump"]
        row["scores"] = scores
        row["totals"] = totals
        row["why"] = why
        rows.append(row)

    finished = is_finished(options, deals)
    winners: list[int] = []
    out: list[int] = []
    if made is not None:
        winners = [made[0]]
        out = [made[0]]
    elif finished:
        best = max(totals)
        winners = [seat for seat in range(SEATS) if totals[seat] == best]
        out = [
            seat
            for seat in range(SEATS)
            if totals[seat] > 0 or (options["zero_is_out"] and totals[seat] == 0)
        ]

    upcoming = next_deal(players, options, deals)
    return {
        "sides": list(players),
        "deals": rows,
        "totals": list(totals),
        "finished": finished,
        "winners": winners,
        "out": out,
        "king": None if made is None else made[0],
        "next": None
        if upcoming is None
        else {
            "declarer": upcoming["declarer"],
            "negatives_left": upcoming["negatives_left"],
            "koz_left": upcoming["koz_left"],
            "contracts": upcoming["contracts"],
        },
    }


def next_deal(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """The next declarer (who leads, ``first``), the dealer, their negatives and koz left, the
    contracts open to them, and ``closed``: for every other contract, why, in the words of the
    refusal, so the entry can strike it out with its reason. ``closed`` is keyed by contract;
    show it in the order of ``CONTRACTS``. ``None`` when the game is finished."""
    if is_finished(options, deals):
        return None
    declarer = declarer_of(options, len(deals))
    closed: dict[str, Note] = {}
    for contract in CONTRACTS:
        reason = why_closed(players, options, deals, declarer, contract)
        if reason is not None:
            closed[contract] = reason
    return {
        "number": len(deals) + 1,
        "declarer": declarer,
        "dealer": dealer_of(declarer),
        "first": declarer,
        "negatives_left": negatives_left(options, deals, declarer),
        "koz_left": koz_left(options, deals, declarer),
        "contracts": contracts_open_to(players, options, deals, declarer),
        "closed": closed,
    }
