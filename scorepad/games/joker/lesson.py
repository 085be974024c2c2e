"""The guided Joker deal (``/rules/joker/lesson/``): one scripted deal of three cards, the
reader playing Levan's hand against three players of the computer, in seven steps: the pack,
the trump card, the bidding with the dealer's closed bid, three tricks (a joker led as highest,
then as give) and the deal on the pad.

Only the cards are scripted. Everything said of them comes from the rules themselves: the closed
bid and why it is refused from the engine (``forbidden_bid``, ``dealer_restriction``), which of
the reader's cards may be played, why not and who takes each trick from the referee, and the
scores from the engine's ``deal_score``, the function the sheet scores every deal with.

Each step is a page of its own, answered by the server, and every tap is a link: without
JavaScript the server answers it. A page carries the answer to each of its taps (there are at
most four), so ``static/joker/lesson.js`` shows it at once, with no request, offline too; the
service worker keeps every step in every language (``offline_pages``).
"""

from __future__ import annotations

from typing import Any, NamedTuple
from urllib.parse import urlencode

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_safe

from scorepad.games import field_labels
from scorepad.games.core import RuleError, number_list
from scorepad.games.joker import engine, referee
from scorepad.games.joker.referee_page import JOKER_CALLS
from scorepad.games.pages import SUIT_NAMES

LANGUAGES = tuple(code for code, _name in settings.LANGUAGES)

# The deal: the third of a classic game, three cards each, dealt by Levan, the reader's seat.
# The seats are in playing order; Levan bids last and Nino, after him, leads.
PLAYERS = ["Nino", "Giorgi", "Ana", "Levan"]
YOU = 3
NUMBER = 3
OPTIONS = engine.clean_options({"first_dealer": 1})
SLOT = engine.schedule(OPTIONS)[NUMBER - 1]
CARDS = SLOT.cards
DEALER = engine.dealer_of(OPTIONS, NUMBER - 1)
# The top card of the rest of the pack, turned up: its suit is trump.
TURNED = "6H"
TRUMP = referee.suit_of(TURNED)
HANDS = (("X", "X", "9D"), ("AH", "AC", "7D"), ("9H", "7C", "KS"), ("KH", "8H", "QS"))
# What the three others bid, in bidding order (from the player after the dealer).
BIDS = {0: 1, 1: 2, 2: 0}
# What the three others play to each trick; a joker led carries its call. The reader plays the
# one card the referee allows.
PLAYS = (
    {0: "X:high:H", 1: "AH", 2: "9H"},
    {0: "X:give:C", 1: "AC", 2: "7C"},
    {0: "9D", 1: "7D", 2: "KS"},
)
SEATS = engine.SEATS


class Step(NamedTuple):
    name: str
    title: Promise
    anchor: str  # the section of the rule page it teaches
    rule: Promise  # that section's title on the rule page


STEPS = (
    Step(
        "deck",
        gettext_lazy("The pack: 36 cards and two jokers"),
        "deck",
        gettext_lazy("Players and deck"),
    ),
    Step("trump", gettext_lazy("The deal and the trump"), "trump", gettext_lazy("Trump")),
    Step(
        "bidding",
        gettext_lazy("Bidding, and the bid closed to the dealer"),
        "dealer-restriction",
        gettext_lazy("The dealer's restriction"),
    ),
    Step(
        "trick",
        gettext_lazy("Trick 1: a joker led as “highest”"),
        "joker-card",
        gettext_lazy("The joker card"),
    ),
    Step(
        "trick",
        gettext_lazy("Trick 2: a joker led as “give”"),
        "joker-card",
        gettext_lazy("The joker card"),
    ),
    Step("trick", gettext_lazy("Trick 3: you lead"), "play", gettext_lazy("Playing the tricks")),
    Step("pad", gettext_lazy("The deal on the pad"), "scoring", gettext_lazy("Scoring")),
)
BIDDING = 3  # the step of the bidding; the steps after it carry the reader's bid
FIRST_TRICK = 4


# The deal played out, by the referee


class Trick(NamedTuple):
    leader: int
    plays: list[tuple[int, referee.Played]]  # (seat, card), from the leader
    place: int  # the reader's place in it
    hand: list[str]  # the reader's hand at their turn
    ruling: referee.Ruling  # what the referee allows of it
    taken: referee.Taken
    winner: int  # the seat that takes it


def play_out() -> list[Trick]:
    """The tricks of the deal: the others play their scripted cards, the reader the card the
    referee allows, and each trick's winner leads the next."""
    hands = [list(hand) for hand in HANDS]
    leader = (DEALER + 1) % SEATS
    tricks = []
    for scripted in PLAYS:
        plays: list[tuple[int, referee.Played]] = []
        for place in range(SEATS):
            seat = (leader + place) % SEATS
            if seat == YOU:
                hand = list(hands[YOU])
                ruling = referee.allowed(TRUMP, [card for _seat, card in plays], hand)
                yours, played = place, referee.Played(ruling.playable(hand)[0])
            else:
                played = referee.parse_played(scripted[seat], place)
            hands[seat].remove(played.card)
            plays.append((seat, played))
        taken = referee.taken([card for _seat, card in plays], TRUMP)
        winner = plays[taken.winner][0]
        tricks.append(Trick(leader, plays, yours, hand, ruling, taken, winner))
        leader = winner
    return tricks


DEAL = play_out()


def tricks_taken(count: int = len(DEAL)) -> list[int]:
    """The tricks each seat has taken after the first ``count`` tricks."""
    taken = [0] * SEATS
    for trick in DEAL[:count]:
        taken[trick.winner] += 1
    return taken


# The bidding, by the engine


def closed_bid() -> int | None:
    """The bid closed to the dealer once the others have bid."""
    return engine.forbidden_bid(CARDS, [BIDS[seat] for seat in bidding_order()[:-1]])


def bidding_order() -> list[int]:
    return [(DEALER + 1 + index) % SEATS for index in range(SEATS)]


def _bid_value(text: str) -> Any:
    stripped = text.strip()
    return int(stripped) if stripped.isdecimal() and len(stripped) < 4 else stripped


def refusal(bid: Any) -> str | None:
    """Why the engine refuses the reader's bid, in the reader's language, or None."""
    bids = all_bids(bid)
    try:
        bids = number_list(bids, length=SEATS, field="bids", low=0, high=CARDS, deal=NUMBER)
        engine.dealer_restriction(PLAYERS, OPTIONS, NUMBER - 1, CARDS, bids)
    except RuleError as error:
        return error.said(_, field_labels(engine.NAME))
    return None


def open_bids() -> list[int]:
    return [bid for bid in range(CARDS + 1) if refusal(bid) is None]


def all_bids(bid: Any) -> list[Any]:
    """The four bids in seat order, the reader's ``bid`` among them."""
    return [BIDS.get(seat, bid) for seat in range(SEATS)]


# The scores, by the engine


def pad(bid: int) -> list[dict[str, Any]]:
    """Each seat's cell of the deal's row, as the sheet scores it: bid/took, the score and why."""
    bids, taken, penalty = all_bids(bid), tricks_taken(), OPTIONS["shtanga"]
    cells = []
    for seat in range(SEATS):
        score, why = engine.deal_score(SLOT.kind, CARDS, bids[seat], taken[seat], penalty)
        kept = bids[seat] == taken[seat]
        shtanga = bids[seat] >= 1 and taken[seat] == 0
        outcome = "kept" if kept else "shtanga" if shtanga else "missed"
        cells.append(
            {
                "name": PLAYERS[seat],
                "you": seat == YOU,
                "bt": f"{bids[seat]}/{taken[seat]}",
                "score": score,
                "why": why.render(_),
                "outcome": outcome,
                "classes": " ".join(
                    name
                    for name, on in (("dealer", seat == DEALER), (outcome, outcome != "missed"))
                    if on
                ),
            }
        )
    return cells


# Addresses


def step_url(number: int, language: str, bid: int | None = None, **query: str) -> str:
    """A step's address: its language always, the reader's bid once made. The service worker
    keeps these very addresses, so the links must be built here and nowhere else."""
    if number == 1:
        url = reverse(f"rules:{engine.NAME}:lesson")
    else:
        url = reverse(f"rules:{engine.NAME}:lesson_step", args=[number])
    params: dict[str, Any] = {} if bid is None else {"bid": bid}
    params.update(query)
    params["lang"] = language
    return f"{url}?{urlencode(params)}"


def offline_pages() -> list[str]:
    """Every step in both languages, the later ones with each bid the reader may make."""
    pages = [reverse(f"rules:{engine.NAME}:lesson")]
    for language in LANGUAGES:
        for number in range(1, len(STEPS) + 1):
            if number <= BIDDING:
                pages.append(step_url(number, language))
            else:
                pages.extend(step_url(number, language, bid) for bid in open_bids())
    return pages


# The pages


def _language(request: HttpRequest) -> str:
    wanted = request.GET.get("lang", "")
    if wanted in LANGUAGES:
        return wanted
    current = (translation.get_language() or settings.LANGUAGE_CODE).split("-")[0]
    return current if current in LANGUAGES else settings.LANGUAGE_CODE


def _label(played: referee.Played) -> str:
    if not played.is_joker:
        return referee.label(played.card)
    suit = f" {referee.SUIT_SYMBOLS[played.suit]}" if played.suit else ""
    return f"🃏 {_(JOKER_CALLS[played.call])}{suit}"


def _card(played: referee.Played, seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "name": PLAYERS[seat],
        "you": seat == YOU,
        "label": _label(played),
        "suit": referee.suit_of(played.card),
        "joker": played.is_joker,
    }


def _seats(bid: int | None, known: int, taken: list[int] | None) -> list[dict[str, Any]]:
    """The table in playing order from the first bidder: who deals, the bids made so far (the
    first ``known`` of the bidding order) and the tricks taken."""
    order = bidding_order()
    bids = {**BIDS, YOU: bid}
    return [
        {
            "name": PLAYERS[seat],
            "you": seat == YOU,
            "dealer": seat == DEALER,
            "bid": bids[seat] if index < known else None,
            "taken": taken[seat] if taken is not None else None,
        }
        for index, seat in enumerate(order)
    ]


def _deck() -> list[dict[str, Any]]:
    """The pack by suit, ace down to six; the jokers where the two sixes left."""
    rows = []
    for suit in referee.SUITS:
        cards = []
        for rank in reversed(referee.RANKS):
            card = rank + suit
            cards.append({"card": card, "rank": rank, "joker": card not in referee.SUITED})
        rows.append(
            {
                "suit": suit,
                "symbol": referee.SUIT_SYMBOLS[suit],
                "name": SUIT_NAMES[suit],
                "cards": cards,
            }
        )
    return rows


def _trick(number: int, bid: int, language: str, card: str) -> dict[str, Any]:
    """A trick up to the reader's turn, and the answer to each card the reader may tap."""
    trick = DEAL[number - FIRST_TRICK]
    index = number - FIRST_TRICK
    reason = trick.ruling.note(trick.hand).render(_)
    refusals = {key: _(text) for key, text in referee.REFUSALS.items()}
    rest = [_card(played, seat) for seat, played in trick.plays]
    taken_note = trick.taken.note([played for _seat, played in trick.plays]).render(_)
    answers = []
    for hand_card, allowed, refused in zip(
        trick.hand, trick.ruling.allowed, trick.ruling.refusals, strict=True
    ):
        answers.append(
            {
                "card": hand_card,
                "label": referee.label(hand_card),
                "suit": referee.suit_of(hand_card),
                "allowed": allowed,
                "refusal": refusals[refused] if refused else "",
                "url": step_url(number, language, bid, card=hand_card),
                "id": f"answer-{hand_card}",
            }
        )
    error = ""
    if card and card not in trick.hand:
        try:
            named = referee.parse_card(card)
        except referee.RefereeError as refused_card:
            error = refused_card.note.render(_)
        else:
            error = _("%(card)s is not in your hand: tap one of your cards.") % {
                "card": referee.label(named)
            }
    return {
        "index": index + 1,
        "leader": PLAYERS[trick.leader],
        "leads": trick.leader == YOU,
        "before": rest[: trick.place],
        "after": rest[trick.place + 1 :],
        "yours": rest[trick.place],
        "answers": answers,
        "reason": reason,
        "anchor": referee.ANCHORS[trick.ruling.reason],
        "taken": taken_note,
        "winner": PLAYERS[trick.winner],
        "you_win": trick.winner == YOU,
        "shown": card if card in trick.hand else "",
        "played": card in trick.ruling.playable(trick.hand),
        "error": error,
    }


def _page(request: HttpRequest, number: int) -> HttpResponse:
    language = _language(request)
    step = STEPS[number - 1]
    bid = _made_bid(request) if number > BIDDING else None
    if number > BIDDING and bid is None:
        # The later steps need the reader's bid: it is made on the bidding step.
        return HttpResponseRedirect(step_url(BIDDING, language))
    with translation.override(language):
        context: dict[str, Any] = {
            "step": step,
            "number": number,
            "count": len(STEPS),
            "language": language,
            "rules_url": reverse("rules:document", args=[engine.NAME]) + f"?lang={language}",
            "previous_url": step_url(number - 1, language, bid if number - 1 > BIDDING else None)
            if number > 1
            else None,
            "next_url": step_url(number + 1, language) if number < BIDDING else None,
            "restart_url": step_url(1, language),
            "language_next": request.path + (f"?bid={bid}" if bid is not None else ""),
            "you": PLAYERS[YOU],
            "cards": CARDS,
            "number_of_deal": NUMBER,
        }
        if step.name == "deck":
            context["deck"] = _deck()
        elif step.name == "trump":
            context.update(
                turned=referee.label(TURNED),
                turned_suit=TURNED[-1],
                trump=SUIT_NAMES[TRUMP],
                hand=[_hand_card(card) for card in HANDS[YOU]],
                seats=_seats(None, 0, None),
            )
        elif step.name == "bidding":
            response = _bidding(request, language, context)
            if response is not None:
                return response
        elif bid is not None and step.name == "trick":
            index = number - FIRST_TRICK
            context.update(
                trick=_trick(number, bid, language, request.GET.get("card", "").strip()),
                seats=_seats(bid, SEATS, tricks_taken(index)),
                next_url=step_url(number + 1, language, bid),
            )
        elif bid is not None:
            context.update(
                pad=pad(bid),
                seats=_seats(bid, SEATS, tricks_taken()),
                home_url=reverse("home"),
            )
        response = render(request, "scorepad/games/joker/lesson.html", context)
    response["Content-Language"] = language
    return response


def _made_bid(request: HttpRequest) -> int | None:
    """The reader's bid the address carries, if the engine allows it."""
    value = _bid_value(request.GET.get("bid", ""))
    return value if isinstance(value, int) and value in open_bids() else None


def _hand_card(card: str) -> dict[str, str]:
    return {"card": card, "label": referee.label(card), "suit": referee.suit_of(card)}


def _bidding(request: HttpRequest, language: str, context: dict[str, Any]) -> HttpResponse | None:
    """The bids made before the reader's, and the reader's: the closed one refused by the
    engine, the others open, each a link to the first trick."""
    asked = request.GET.get("bid")
    closed = closed_bid()
    shown = ""
    error = ""
    if asked is not None:
        value = _bid_value(asked)
        said = refusal(value)
        if said is None:
            return HttpResponseRedirect(step_url(BIDDING + 1, language, value))
        if value == closed:
            shown = f"bid-{closed}"
        else:
            error = said
    choices = []
    for bid in range(CARDS + 1):
        is_closed = bid == closed
        choices.append(
            {
                "bid": bid,
                "closed": is_closed,
                "url": step_url(BIDDING, language, bid=bid)
                if is_closed
                else step_url(BIDDING + 1, language, bid),
                "id": f"bid-{bid}",
            }
        )
    context.update(
        seats=_seats(None, SEATS - 1, None),
        others=[{"name": PLAYERS[seat], "bid": BIDS[seat]} for seat in bidding_order()[:-1]],
        choices=choices,
        closed=closed,
        closed_reason=refusal(closed) if closed is not None else "",
        hand=[_hand_card(card) for card in HANDS[YOU]],
        shown=shown,
        error=error,
    )
    return None


@require_safe
def lesson(request: HttpRequest) -> HttpResponse:
    return _page(request, 1)


@require_safe
def lesson_step(request: HttpRequest, number: int) -> HttpResponse:
    if not 1 < number <= len(STEPS):
        raise Http404("The lesson has no such step.")
    return _page(request, number)
