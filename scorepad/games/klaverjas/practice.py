"""Klaverjas against the computer: the deals, the deal played step by step, and the record of
a game replayed.

You sit at seat 0 with a computer partner at seat 2 against two computer opponents (seats 1
and 3): seats in playing order, teams (0, 2) and (1, 3), as on the score sheet. A game is the
engine's 16 deals; each deal is dealt from a seed, never stored: the day's game is seeded with
its date (``2025-06-01``), so everyone gets the same deals that day, and a new game with a
seed the phone makes up. The shuffle is this module's own (a 64-bit FNV-1a hash of the seed's
text, then SplitMix64 and Fisher-Yates), so the same seed deals the same cards on every machine,
under CPython on the server and MicroPython on the phone.

Trump is chosen as the rule page says: from the player on the dealer's left each names a suit or
passes, and when all four pass the first must choose; the same player leads the first trick.
Every card is judged by the referee (``referee.py``), the computer's moves come from
``bots.py``, and a finished deal is scored by the engine (``engine.compute_sheet``).

A deal in play is a plain dict (JSON on the phone, kept in its storage):
``{"seed", "number", "rules", "dealer", "hands", "bids", "trump", "chooser", "tricks"}``,
``hands`` as dealt, ``bids`` the choices made in turn (a suit letter or ``"pass"``), ``tricks``
as ``{"leader", "cards"}``. The record of a game is the moves of seat 0 only, deal by deal: the
computer's moves follow from them, so the server replays a record with the same players
(``replay``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorepad.games.core import TRUMPS, RuleError, gettext_noop
from scorepad.games.klaverjas import bots, engine, referee
from scorepad.games.klaverjas.referee import DECK, HAND_SIZE, RANKS, SUITS, TRICK_SIZE, suit_of

if TYPE_CHECKING:
    from typing import Any

YOU = 0
PARTNER = 2
SEATS = 4
PASS = "pass"
DEALS = engine.OPTIONS["deals"]
MAX_SEED = 40  # characters of a seed: a date, or the phone's random letters
SEED_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"
# The players as the engine's notes name them when the page gives no names.
NAMES = ["You", "West", "North", "East"]
# A hand is shown by suit, red and black in turn, and high to low in each.
SHOWN_SUITS = ("H", "C", "D", "S")
LAST_TRICK = 10
# The moments of play that call for one of the rule page's tips (rules/en.md, "Tips", the item
# with the id ``tip-<moment>``): naming trump, passing, leading trumps, feeding the partner's
# sure trick, keeping back a card that completes a run for the opponents.
TIP_MOMENTS = ("trump", "pass", "trumps", "partner", "runs")

ERRORS = {
    "rules": gettext_noop("Choose Amsterdam or Rotterdam rules."),
    "seed": gettext_noop("A game is dealt from a date or from up to 40 letters and digits."),
    "number": gettext_noop("A game has deals 1 to 16."),
    "turn": gettext_noop("It is not your turn."),
    "bid": gettext_noop("Choose a suit as trump, or pass."),
    "must": gettext_noop("Everyone passed: you must choose the trump suit."),
    "card": gettext_noop("That card is not in your hand."),
    "illegal": gettext_noop("The rules do not let you play %(card)s here: %(rule)s."),
    "over": gettext_noop("The deal is over."),
    "record": gettext_noop(
        "The record must list the moves of every one of the 16 deals, each a suit, “pass” or "
        "a card."
    ),
    "short": gettext_noop("Deal %(deal)d: the record stops before the deal is over."),
    "long": gettext_noop("Deal %(deal)d: the record goes on after the deal is over."),
    "move": gettext_noop("Deal %(deal)d, move %(move)d: %(reason)s"),
}


class PracticeError(ValueError):
    """A move the deal does not allow, or a record that cannot be replayed."""

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        self.key = key
        self.params = params or {}
        super().__init__(self.reason())

    def reason(self, translate: Any = str) -> str:
        params = {}
        for name in self.params:
            value = self.params[name]
            if isinstance(value, PracticeError):
                value = value.reason(translate)
            elif name == "rule":
                value = translate(referee.REFUSALS[value])
            params[name] = value
        text: str = translate(ERRORS[self.key])
        return text % params if params else text


# The shuffle

MASK = 0xFFFFFFFFFFFFFFFF


def seed_number(text: str) -> int:
    """FNV-1a, 64 bits, of the text's UTF-8 bytes."""
    number = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        number = ((number ^ byte) * 0x100000001B3) & MASK
    return number


class Random:
    """SplitMix64: the same numbers from the same seed in every Python."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        number = self.state
        number = ((number ^ (number >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        number = ((number ^ (number >> 27)) * 0x94D049BB133111EB) & MASK
        return number ^ (number >> 31)

    def below(self, count: int) -> int:
        return self.next() % count


def check_seed(seed: Any) -> str:
    if not isinstance(seed, str) or not 1 <= len(seed) <= MAX_SEED:
        raise PracticeError("seed")
    for char in seed:
        if char not in SEED_CHARACTERS:
            raise PracticeError("seed")
    return seed


def check_rules(rules: Any) -> str:
    if rules not in engine.RULES:
        raise PracticeError("rules")
    return str(rules)


def shown_order(card: str) -> int:
    return SHOWN_SUITS.index(suit_of(card)) * 10 - RANKS.index(referee.rank_of(card))


def first_dealer(seed: str) -> int:
    return Random(seed_number(seed)).below(SEATS)


def deal(seed: str, number: int) -> dict[str, Any]:
    """Deal ``number`` (1 to 16) of the game ``seed``: its dealer and the four hands, seat 0's
    first, each sorted as it is shown."""
    check_seed(seed)
    if not isinstance(number, int) or not 1 <= number <= DEALS:
        raise PracticeError("number")
    random = Random(seed_number(seed + "/" + str(number)))
    cards = list(DECK)
    for index in range(len(cards) - 1, 0, -1):
        other = random.below(index + 1)
        cards[index], cards[other] = cards[other], cards[index]
    hands = [
        sorted(cards[seat * HAND_SIZE : (seat + 1) * HAND_SIZE], key=shown_order)
        for seat in range(SEATS)
    ]
    dealer = (first_dealer(seed) + number - 1) % SEATS
    return {"dealer": dealer, "hands": hands}


def options(seed: str, rules: str) -> dict[str, Any]:
    """The game's options as the engine reads them: its rules, who dealt first."""
    return engine.clean_options({"rules": rules, "first_dealer": first_dealer(seed)})


# A deal in play


def new_deal(seed: str, number: int, rules: str) -> dict[str, Any]:
    dealt = deal(seed, number)
    return {
        "seed": seed,
        "number": number,
        "rules": check_rules(rules),
        "dealer": dealt["dealer"],
        "hands": dealt["hands"],
        "bids": [],
        "trump": None,
        "chooser": None,
        "tricks": [],
    }


def played_by(trick: dict[str, Any], seat: int) -> str | None:
    place = (seat - trick["leader"]) % SEATS
    cards = trick["cards"]
    return cards[place] if place < len(cards) else None


def held(state: dict[str, Any], seat: int) -> list[str]:
    """The cards ``seat`` still holds."""
    gone = [played_by(trick, seat) for trick in state["tricks"]]
    return [card for card in state["hands"][seat] if card not in gone]


def trick_winner(trick: dict[str, Any], trump: str) -> int:
    """The seat that takes a full trick."""
    leader: int = trick["leader"]
    return (leader + referee.winner(trick["cards"], trump)) % SEATS


def turn(state: dict[str, Any]) -> dict[str, Any]:
    """Who acts now: ``{"phase": "bid", "seat", "must"}``, ``{"phase": "play", "seat"}`` or
    ``{"phase": "done"}``."""
    first = (state["dealer"] + 1) % SEATS
    if state["trump"] is None:
        count = len(state["bids"])
        if count < SEATS:
            return {"phase": "bid", "seat": (first + count) % SEATS, "must": False}
        return {"phase": "bid", "seat": first, "must": True}
    tricks = state["tricks"]
    if not tricks:
        return {"phase": "play", "seat": first}
    last = tricks[-1]
    if len(last["cards"]) < TRICK_SIZE:
        return {"phase": "play", "seat": (last["leader"] + len(last["cards"])) % SEATS}
    if len(tricks) == HAND_SIZE:
        return {"phase": "done"}
    return {"phase": "play", "seat": trick_winner(last, state["trump"])}


def on_the_table(state: dict[str, Any]) -> list[str]:
    """The cards of the trick being played (none when a new one is to be led)."""
    tricks = state["tricks"]
    if tricks and len(tricks[-1]["cards"]) < TRICK_SIZE:
        return list(tricks[-1]["cards"])
    return []


def ruling(state: dict[str, Any], seat: int) -> referee.Ruling:
    hand = held(state, seat)
    return referee.allowed(state["rules"], state["trump"], on_the_table(state), hand)


def act(state: dict[str, Any], move: Any) -> dict[str, Any]:
    """The deal after the move of the player whose turn it is: a suit or ``"pass"`` while
    trump is chosen, then a card. A move the rules refuse raises ``PracticeError``."""
    now = turn(state)
    changed = dict(state)
    if now["phase"] == "done":
        raise PracticeError("over")
    if now["phase"] == "bid":
        if move != PASS and move not in SUITS:
            raise PracticeError("bid")
        if move == PASS and now["must"]:
            raise PracticeError("must")
        changed["bids"] = list(state["bids"]) + [move]
        if move != PASS:
            changed["trump"] = move
            changed["chooser"] = now["seat"]
        return changed
    seat = now["seat"]
    hand = held(state, seat)
    if move not in hand:
        raise PracticeError("card")
    judged = ruling(state, seat)
    place = hand.index(move)
    if not judged.allowed[place]:
        refusal = judged.refusals[place] or "follow"
        raise PracticeError("illegal", {"card": referee.label(move), "rule": refusal})
    tricks = [dict(trick) for trick in state["tricks"]]
    if tricks and len(tricks[-1]["cards"]) < TRICK_SIZE:
        tricks[-1]["cards"] = list(tricks[-1]["cards"]) + [move]
    else:
        tricks.append({"leader": seat, "cards": [move]})
    changed["tricks"] = tricks
    return changed


def closed(state: dict[str, Any]) -> bool:
    """Whether the last card played closed a trick."""
    return bool(state["tricks"]) and len(state["tricks"][-1]["cards"]) == TRICK_SIZE


def computer_move(state: dict[str, Any]) -> str:
    """What the computer plays at the seat whose turn it is."""
    now = turn(state)
    seat = now["seat"]
    hand = held(state, seat)
    if now["phase"] == "bid":
        return bots.choose_trump(hand, now["must"]) or PASS
    return bots.play(state["rules"], state["trump"], state["chooser"], seat, hand, state["tricks"])


def advance(state: dict[str, Any], pause: bool = True) -> dict[str, Any]:
    """The computer's moves until it is your turn or the deal is over; with ``pause``, also
    when a trick has just closed, so that it can be shown."""
    while True:
        now = turn(state)
        if now["phase"] == "done" or now["seat"] == YOU:
            return state
        state = act(state, computer_move(state))
        if pause and closed(state):
            return state


# The score of a deal


def tally(state: dict[str, Any]) -> dict[str, Any]:
    """Each team's card points (the last trick's 10 included), roem and tricks so far."""
    points = [0, 0]
    roem = [0, 0]
    tricks = [0, 0]
    trump = state["trump"]
    full = [trick for trick in state["tricks"] if len(trick["cards"]) == TRICK_SIZE]
    for index in range(len(full)):
        summary = referee.summarise(full[index]["cards"], trump)
        team = (full[index]["leader"] + summary.winner) % 2
        points[team] += summary.points + (LAST_TRICK if index == HAND_SIZE - 1 else 0)
        roem[team] += summary.roem
        tricks[team] += 1
    return {"points": points, "roem": roem, "tricks": tricks}


def recorded(state: dict[str, Any]) -> dict[str, Any]:
    """A finished deal as the score sheet records it: the playing team, card points, roem, pit."""
    counted = tally(state)
    tricks = counted["tricks"]
    pit = 0 if tricks[1] == 0 else 1 if tricks[0] == 0 else None
    return {
        "playing": state["chooser"] % 2,
        "points": counted["points"],
        "roem": counted["roem"],
        "pit": pit,
        "trump": TRUMPS[SUITS.index(state["trump"])],  # as the sheet names it: "hearts"
    }


def score(
    seed: str, rules: str, deals: list[dict[str, Any]], names: list[str] | None = None
) -> dict[str, Any]:
    """The sheet of the game so far, as the engine works it out from the recorded deals."""
    chosen = options(seed, rules)
    seats = names or NAMES
    clean: list[dict[str, Any]] = []
    for raw in deals:
        clean.append(engine.clean_deal(seats, chosen, clean, raw))
    return engine.compute_sheet(seats, chosen, clean)


def deal_score(state: dict[str, Any], names: list[str] | None = None) -> dict[str, Any]:
    """A finished deal's row of the sheet (``result``, ``scores``, ``why``) and what it records."""
    chosen = options(state["seed"], state["rules"])
    chosen["deals"] = 1
    chosen["first_dealer"] = state["dealer"]
    seats = names or NAMES
    clean = engine.clean_deal(seats, chosen, [], recorded(state))
    row = engine.compute_sheet(seats, chosen, [clean])["deals"][0]
    return {"deal": clean, "result": row["result"], "scores": row["scores"], "why": row["why"]}


# What the phone shows


def view(state: dict[str, Any], names: list[str] | None = None) -> dict[str, Any]:
    """Everything the page draws of a deal, from seat 0's side of the table (``names``: the
    players as the engine's notes name them)."""
    now = turn(state)
    trump = state["trump"]
    shown: dict[str, Any] = {
        "phase": now["phase"],
        "seat": now.get("seat"),
        "must": now.get("must", False),
        "number": state["number"],
        "dealer": state["dealer"],
        "bids": [
            {"seat": (state["dealer"] + 1 + index) % SEATS, "bid": state["bids"][index]}
            for index in range(len(state["bids"]))
        ],
        "trump": trump,
        "chooser": state["chooser"],
        "left": [len(held(state, seat)) for seat in range(SEATS)],
        "tricks": len(state["tricks"]),
        "tip": None,
    }
    hand = held(state, YOU)
    cards = [{"card": card, "allowed": False, "refusal": None} for card in hand]
    if now["phase"] == "bid" and now["seat"] == YOU:
        shown["tip"] = "trump" if bots.choose_trump(hand, False) else "pass"
    if now["phase"] == "play" and now["seat"] == YOU:
        judged = ruling(state, YOU)
        for index in range(len(cards)):
            cards[index]["allowed"] = judged.allowed[index]
            cards[index]["refusal"] = judged.refusals[index]
        shown["reason"] = judged.reason
        shown["tip"] = tip(state, hand, judged.playable(hand))
    shown["hand"] = cards
    tricks = state["tricks"]
    shown["played"] = [
        {
            "leader": trick["leader"],
            "cards": list(trick["cards"]),
            "winner": trick_winner(trick, trump),
        }
        for trick in tricks
        if len(trick["cards"]) == TRICK_SIZE
    ]
    if tricks:
        last = tricks[-1]
        shown["trick"] = {"leader": last["leader"], "cards": list(last["cards"])}
        if len(last["cards"]) == TRICK_SIZE:
            summary = referee.summarise(last["cards"], trump)
            shown["closed"] = {
                "winner": (last["leader"] + summary.winner) % SEATS,
                "card": last["cards"][summary.winner],
                "points": summary.points + (LAST_TRICK if len(tricks) == HAND_SIZE else 0),
                "last": len(tricks) == HAND_SIZE,
                "roem": summary.roem,
                "parts": list(summary.roem_parts),
                "byTrump": summary.by_trump,
            }
        elif len(last["cards"]) > 0:
            shown["winning"] = (last["leader"] + referee.winner(last["cards"], trump)) % SEATS
    if trump is not None:
        shown["tally"] = tally(state)
    if now["phase"] == "done":
        shown["score"] = deal_score(state, names)
    return shown


def tip(state: dict[str, Any], hand: list[str], legal: list[str]) -> str | None:
    """Which of the rule page's tips fits seat 0's turn to play (``TIP_MOMENTS``): ``trumps``
    (your team chose trump and leads while the opponents may still hold some), ``partner`` (no
    card can beat your partner's any more: give it points), ``runs`` (a card you may play would
    complete a run in a trick that stays the opponents', and another would not), or none when
    only one card may be played."""
    if len(legal) < 2:
        return None  # nothing to choose: no advice
    trump = state["trump"]
    table = bots.Table(state["rules"], trump, state["chooser"], YOU, hand, state["tricks"])
    trick = table.trick
    if not trick:
        ours = state["chooser"] % 2 == YOU % 2
        if ours and any(suit_of(card) == trump for card in legal) and table.opponents_may_trump():
            return "trumps"
        return None
    winning = referee.winner(trick, trump)
    if (table.leader + winning) % SEATS == PARTNER:
        if table.sure(trick[winning], suit_of(trick[0]), table.to_play_after()):
            return "partner"
        return None
    before = bots.roem_value(trick, trump)
    completing = 0
    for card in legal:
        after = trick + [card]
        theirs = (table.leader + referee.winner(after, trump)) % 2 != YOU % 2
        if bots.roem_value(after, trump) > before:
            if not theirs:
                return None  # the run is yours to make
            completing += 1
    return "runs" if 0 < completing < len(legal) else None


def step(state: dict[str, Any], move: Any = None, names: list[str] | None = None) -> dict[str, Any]:
    """For the phone: seat 0's move (or none, to go on after a closed trick), then the
    computer's up to your next move or the next closed trick, as ``{"state", "view"}``; a
    refused move as ``{"error", "params", "reason"}`` with the deal unchanged (the reason in
    English: the page says it in its own language)."""
    if move is not None:
        if turn(state).get("seat") != YOU:
            return {"error": "turn", "params": {}, "reason": PracticeError("turn").reason()}
        try:
            state = act(state, move)
        except PracticeError as error:
            return {"error": error.key, "params": error.params, "reason": error.reason()}
        if closed(state):
            return {"state": state, "view": view(state, names)}  # your card closed the trick
    state = advance(state)
    return {"state": state, "view": view(state, names)}


def start(seed: str, number: int, rules: str, names: list[str] | None = None) -> dict[str, Any]:
    """For the phone: deal ``number`` of the game ``seed`` dealt, and the computer's moves
    before your first one."""
    return step(new_deal(seed, number, rules), None, names)


# A deal played through by four computer players, and a record replayed


def autoplay(seed: str, number: int, rules: str) -> dict[str, Any]:
    """The deal played by the computer at every seat: the deal, trump and who chose it, the
    tricks, each team's card points and roem, and the scores the engine gives."""
    state = new_deal(seed, number, rules)
    while turn(state)["phase"] != "done":
        state = act(state, computer_move(state))
    counted = tally(state)
    return {
        "dealer": state["dealer"],
        "hands": state["hands"],
        "trump": state["trump"],
        "chooser": state["chooser"],
        "tricks": state["tricks"],
        "points": counted["points"],
        "roem": counted["roem"],
        "scores": deal_score(state)["scores"],
    }


def replay(seed: str, rules: str, record: Any) -> dict[str, Any]:
    """A whole game replayed from the record of seat 0's moves, deal by deal, against the
    computer: the deals as recorded and the engine's sheet. A record that breaks a rule, stops
    early or goes on too long is refused with ``PracticeError``, naming the deal and the move."""
    check_seed(seed)
    check_rules(rules)
    if not isinstance(record, list) or len(record) != DEALS:
        raise PracticeError("record")
    deals = []
    for index in range(DEALS):
        moves = record[index]
        if not isinstance(moves, list) or not all(isinstance(move, str) for move in moves):
            raise PracticeError("record")
        state = new_deal(seed, index + 1, rules)
        for place in range(len(moves)):
            state = advance(state, pause=False)
            if turn(state)["phase"] == "done":
                raise PracticeError("long", {"deal": index + 1})
            try:
                state = act(state, moves[place])
            except PracticeError as error:
                raise PracticeError(
                    "move", {"deal": index + 1, "move": place + 1, "reason": error}
                ) from None
        state = advance(state, pause=False)
        if turn(state)["phase"] != "done":
            raise PracticeError("short", {"deal": index + 1})
        deals.append(recorded(state))
    try:
        sheet = score(seed, rules, deals)
    except RuleError as error:  # the engine refuses what the referee allowed: never
        raise PracticeError("record") from error
    return {"deals": deals, "sheet": sheet}
