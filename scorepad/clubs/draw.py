"""The draw of a club night: each round's tables of four, in seating order, from the players
there for it, and what a club expects of a draw (spec/club-night.md, "The draw").

A round is drawn from the rounds before it, in two steps:

1. Who sits out: ``players mod 4`` of those there, the fewest who have sat out so far first, so
   that nobody sits out a second time while someone there has not sat out yet; among equals,
   those who have played more rounds, then at random.
2. In a team game, the partners: a pairing of the seated players in which nobody has a partner
   they have had before, if there is one, else the one with the fewest repeats (counted
   squared, so that two pairs meeting a second time go before one pair meeting a third). A
   random greedy pairing finds one at once when there is room (always with eight players or
   more in the first three rounds: each has had two partners at most, so each can still pair
   with all but three, and a graph of so many edges always has such a pairing, by Dirac's
   theorem); when it does not, the exact answer is a minimum-weight perfect matching (networkx's
   blossom algorithm), with random weights below a repeat's to break ties at random. If who sits
   out leaves no pairing without a repeat, the other choices that keep step 1 are tried (all of
   them up to ``MAX_SITTER_CHOICES``, else that many at random).

The pairs are then seated at random: one pair in seats 0 and 2, the other in 1 and 3. In a game
of four players on their own (no partners) the seated players are simply shuffled.

Every random choice comes from ``source.random()``, the one method of ``random.Random`` whose
numbers Python keeps from version to version for the same seed: the same seed gives the same
draw. The draw runs on the server (it needs networkx), so it is not kept to MicroPython.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any, Protocol

import networkx as nx

from scorepad.clubs.night import MAX_PLAYERS, MAX_ROUNDS, SEATS, at_round
from scorepad.games.core import RuleError, gettext_noop, is_whole
from scorepad.games.document import clean_name, clean_players

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

# How many random greedy pairings are tried before the exact matching is asked for.
GREEDY_TRIES = 20
# How many choices of who sits out are weighed when the first leaves a partner repeated.
MAX_SITTER_CHOICES = 64
# The weight of one repeat in the matching, above any sum of the random weights that break ties.
REPEAT_WEIGHT = 1 << 40


class Source(Protocol):
    """Where the draw's chance comes from: ``random.Random(seed)``, say."""

    def random(self) -> float: ...


Pair = tuple[str, str]


def below(source: Source, count: int) -> int:
    """A whole number from 0 to ``count - 1``, each as likely."""
    return min(int(source.random() * count), count - 1)


def shuffled(items: Iterable[Any], source: Source) -> list[Any]:
    """The items in a random order (Fisher and Yates)."""
    result = list(items)
    for index in range(len(result) - 1, 0, -1):
        other = below(source, index + 1)
        result[index], result[other] = result[other], result[index]
    return result


# What the rounds drawn so far say


def tables_of(round_: dict[str, Any]) -> list[list[str]]:
    """A round's tables as lists of names in seating order: a drawn round's, or a night file's
    (whose tables are ``{"players": [...], "deals": [...]}``)."""
    return [
        list(table["players"]) if isinstance(table, dict) else list(table)
        for table in round_["tables"]
    ]


def begun(round_: dict[str, Any]) -> bool:
    """Whether a table of a night file's round has entered a deal."""
    return any(isinstance(table, dict) and table.get("deals") for table in round_["tables"])


def pair(first: str, second: str) -> Pair:
    return (first, second) if first < second else (second, first)


def partners_at(table: Sequence[str]) -> list[Pair]:
    """The partners at a table of a team game: seats 0 and 2, seats 1 and 3."""
    return [pair(table[0], table[2]), pair(table[1], table[3])]


def partner_counts(rounds: Iterable[dict[str, Any]]) -> dict[Pair, int]:
    """How often each two players have been partners in these rounds."""
    together: dict[Pair, int] = {}
    for round_ in rounds:
        for table in tables_of(round_):
            for partners in partners_at(table):
                together[partners] = together.get(partners, 0) + 1
    return together


def repeats(pairs: Iterable[Pair], together: dict[Pair, int]) -> int:
    """The cost of a pairing: for each pair, the times they were partners before, squared."""
    return sum(together.get(pair(*partners), 0) ** 2 for partners in pairs)


# One round


def draw_round(
    before: Sequence[dict[str, Any]], present: Sequence[str], teams: bool, source: Source
) -> dict[str, Any]:
    """The next round after ``before``, for the players ``present`` (at least four):
    ``{"tables": [[four names in seating order], ...], "sit_out": [names]}``."""
    present = clean_present(present)
    if len(present) < SEATS:
        raise RuleError(
            gettext_noop("only %(count)d players are there, and a table seats four"),
            field="players",
            count=len(present),
        )
    sat_out = dict.fromkeys(present, 0)
    played = dict.fromkeys(present, 0)
    for round_ in before:
        for name in round_["sit_out"]:
            if name in sat_out:
                sat_out[name] += 1
        for table in tables_of(round_):
            for name in table:
                if name in played:
                    played[name] += 1
    together = partner_counts(before) if teams else {}
    best: tuple[int, list[str], list[str], list[Pair]] | None = None
    for sitters in sitter_choices(present, sat_out, played, len(present) % SEATS, source):
        out = set(sitters)
        seated = [name for name in present if name not in out]
        pairs, cost = partner_pairs(seated, together, source) if teams else ([], 0)
        if best is None or cost < best[0]:
            best = (cost, sitters, seated, pairs)
        if cost == 0:
            break
    assert best is not None  # sitter_choices gives one choice at least
    _cost, sitters, seated, pairs = best
    out = set(sitters)
    return {
        "tables": seat_pairs(pairs, source) if teams else seat_players(seated, source),
        "sit_out": [name for name in present if name in out],
    }


def clean_present(present: Sequence[str]) -> list[str]:
    """Names as a night file writes them (1-40 characters once trimmed, distinct)."""
    if len(present) > MAX_PLAYERS:
        raise RuleError(
            gettext_noop("a night has at most %(count)d players, not %(given)d"),
            field="players",
            count=MAX_PLAYERS,
            given=len(present),
        )
    return clean_players(list(present), range(len(present) + 1))


def sitter_choices(
    present: Sequence[str],
    sat_out: dict[str, int],
    played: dict[str, int],
    count: int,
    source: Source,
) -> list[list[str]]:
    """Who may sit out, the likeliest first: ``count`` players among the fewest who have sat
    out so far (the first choice: among equals, who has played most, then at random), then
    the other choices of as many as the same rule allows, in a random order."""
    if count == 0:
        return [[]]
    order = shuffled(present, source)
    order.sort(key=lambda name: (sat_out[name], -played[name]))
    first = order[:count]
    threshold = sat_out[first[-1]]
    sure = [name for name in order if sat_out[name] < threshold]
    tier = [name for name in order if sat_out[name] == threshold]
    need = count - len(sure)
    choices = [first]
    seen = {frozenset(first)}
    if math.comb(len(tier), need) <= MAX_SITTER_CHOICES:
        others = [sure + list(chosen) for chosen in itertools.combinations(tier, need)]
        for choice in shuffled(others, source):
            if frozenset(choice) not in seen:
                seen.add(frozenset(choice))
                choices.append(choice)
        return choices
    while len(choices) < MAX_SITTER_CHOICES:
        choice = sure + shuffled(tier, source)[:need]
        if frozenset(choice) not in seen:
            seen.add(frozenset(choice))
            choices.append(choice)
    return choices


def partner_pairs(
    seated: Sequence[str], together: dict[Pair, int], source: Source
) -> tuple[list[Pair], int]:
    """The seated players paired as partners, and the pairing's repeats (0 if none)."""
    for _ in range(GREEDY_TRIES):
        pairs = greedy_pairs(seated, together, source)
        if pairs is not None:
            return pairs, 0
    pairs = fewest_repeats(seated, together, source)
    return pairs, repeats(pairs, together)


def greedy_pairs(
    seated: Sequence[str], together: dict[Pair, int], source: Source
) -> list[Pair] | None:
    """A random pairing without a repeat, built one pair at a time, or None if it gets stuck."""
    free = shuffled(seated, source)
    pairs = []
    while free:
        first = free.pop()
        open_to = [index for index in range(len(free)) if pair(first, free[index]) not in together]
        if not open_to:
            return None
        pairs.append((first, free.pop(open_to[below(source, len(open_to))])))
    return pairs


def fewest_repeats(seated: Sequence[str], together: dict[Pair, int], source: Source) -> list[Pair]:
    """The pairing of the fewest repeats (squared), at random among the equal ones: networkx's
    maximum-weight perfect matching, each pair weighing a repeat less for each repeat it costs,
    plus a random weight so small that all of them together weigh less than one repeat."""
    order = shuffled(seated, source)
    spread = REPEAT_WEIGHT // len(order)
    heaviest = max(together.values(), default=0) ** 2 + 1
    graph: nx.Graph[int] = nx.Graph()
    # The nodes are numbers, not names, so that nothing in the matching depends on the hashes
    # of strings, which change from one run of Python to the next.
    for first in range(len(order)):
        for second in range(first + 1, len(order)):
            cost = together.get(pair(order[first], order[second]), 0) ** 2
            weight = (heaviest - cost) * REPEAT_WEIGHT + below(source, spread)
            graph.add_edge(first, second, weight=weight)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    ends = sorted((min(edge), max(edge)) for edge in matching)
    return [(order[first], order[second]) for first, second in ends]


def seat_pairs(pairs: Sequence[Pair], source: Source) -> list[list[str]]:
    """Two pairs to a table at random, one in seats 0 and 2, the other in 1 and 3."""
    tables = []
    order = shuffled(pairs, source)
    for index in range(0, len(order), 2):
        one = shuffled(order[index], source)
        two = shuffled(order[index + 1], source)
        tables.append([one[0], two[0], one[1], two[1]])
    return tables


def seat_players(seated: Sequence[str], source: Source) -> list[list[str]]:
    order = shuffled(seated, source)
    return [order[index : index + SEATS] for index in range(0, len(order), SEATS)]


# A whole night, a redraw, a swap


def draw_night(
    presence: Sequence[tuple[str, int, int]], rounds: int, teams: bool, source: Source
) -> list[dict[str, Any]]:
    """Every round of a night, each from the ones before it; ``presence`` gives each player's
    name and the first and last rounds they are there for (1 and ``rounds`` all night)."""
    if not is_whole(rounds) or not 1 <= rounds <= MAX_ROUNDS:
        raise RuleError(
            gettext_noop("%(field)s must be between %(low)d and %(high)d"),
            field="rounds",
            low=1,
            high=MAX_ROUNDS,
        )
    names = clean_present([name for name, _first, _last in presence])
    for index in range(len(presence)):
        _name, first, last = presence[index]
        if not (is_whole(first) and is_whole(last) and 1 <= first <= last <= rounds):
            raise RuleError(
                gettext_noop(
                    "%(name)s cannot be there from round %(first)s to %(last)s:"
                    " the night has rounds 1 to %(rounds)d"
                ),
                field="players",
                name=names[index],
                first=first,
                last=last,
                rounds=rounds,
            )
    drawn: list[dict[str, Any]] = []
    for number in range(1, rounds + 1):
        present = [
            names[index]
            for index in range(len(presence))
            if presence[index][1] <= number <= presence[index][2]
        ]
        try:
            drawn.append(draw_round(drawn, present, teams, source))
        except RuleError as error:
            raise at_round(error, number) from error
    return drawn


def redraw(
    rounds: Sequence[dict[str, Any]],
    teams: bool,
    source: Source,
    present: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The last round drawn again from the ones before it, for the same players or for those
    ``present`` now; refused once a table of it has entered a deal."""
    if not rounds:
        raise RuleError(gettext_noop("no round has been drawn yet"), field="rounds")
    last = rounds[-1]
    if begun(last):
        raise at_round(
            RuleError(
                gettext_noop("a table has entered a deal, so the round is no longer redrawn"),
                field="rounds",
            ),
            len(rounds),
        )
    if present is None:
        present = [name for table in tables_of(last) for name in table] + list(last["sit_out"])
    try:
        return draw_round(rounds[:-1], present, teams, source)
    except RuleError as error:
        raise at_round(error, len(rounds)) from error


def swap(
    rounds: Sequence[dict[str, Any]], number: int, first: str, second: str, teams: bool
) -> dict[str, Any]:
    """Round ``number`` with two of its players in each other's places (a seat or sitting
    out). In a team game a table one of them moves to is then reseated, if a new partner there
    is one they have had in another round and another seating avoids it, keeping as many in
    their seats as it can; a table that has entered a deal keeps its seats."""
    if not is_whole(number) or not 1 <= number <= len(rounds):
        raise RuleError(gettext_noop("there is no round %(round)s"), field="rounds", round=number)
    round_ = rounds[number - 1]
    first, second = clean_name(first), clean_name(second)
    try:
        if first == second:
            raise RuleError(
                gettext_noop("%(name)s cannot swap places with themselves"),
                field="players",
                name=first,
            )
        tables = tables_of(round_)
        sit_out = list(round_["sit_out"])
        places = [place_of(first, tables, sit_out), place_of(second, tables, sit_out)]
    except RuleError as error:
        raise at_round(error, number) from error
    seats: list[list[str]] = list(tables)
    seats.append(sit_out)  # sitting out, as one more row of places
    (row_one, seat_one), (row_two, seat_two) = places
    seats[row_one][seat_one], seats[row_two][seat_two] = second, first
    if teams and row_one != row_two:
        together = partner_counts(
            rounds[index] for index in range(len(rounds)) if index != number - 1
        )
        for row in (row_one, row_two):
            if row < len(tables) and not begun_table(round_, row):
                tables[row] = reseated(tables[row], together)
    return {"tables": tables, "sit_out": sit_out}


def place_of(name: str, tables: list[list[str]], sit_out: list[str]) -> tuple[int, int]:
    """Where a player is in a round: (table, seat), or (the number of tables, index) when
    sitting out."""
    for row in range(len(tables)):
        if name in tables[row]:
            return row, tables[row].index(name)
    if name in sit_out:
        return len(tables), sit_out.index(name)
    raise RuleError(gettext_noop("%(name)s is not in this round"), field="players", name=name)


def begun_table(round_: dict[str, Any], row: int) -> bool:
    table = round_["tables"][row]
    return isinstance(table, dict) and bool(table.get("deals"))


def reseated(table: list[str], together: dict[Pair, int]) -> list[str]:
    """The seating of a table's four with the fewest repeated partners, and among those the
    one that moves the fewest from their seats (the table as it is, if it has no repeat)."""
    best = table
    best_key = (repeats(partners_at(table), together), 0)
    for order in itertools.permutations(table):
        seating = list(order)
        key = (
            repeats(partners_at(seating), together),
            sum(seating[seat] != table[seat] for seat in range(SEATS)),
        )
        if key < best_key:
            best, best_key = seating, key
    return best
