"""The two Egyptian Rat Screw helpers of the rule page: "Is this a slap?" and the face-card
challenge (``helpers(params)`` gives the page their context).

The rules themselves are the engine's pure functions (``scorepad.games.ers.is_slap`` and
``face_card_challenge``); this module reads the helpers' plain GET forms, works out who takes
the pile in a challenge, and words the answers. ``messages()`` hands every answer, already
translated, to ``static/ers/rules.js``, which mirrors the same rules in the browser, so
both ways say exactly the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from scorepad.games.ers import engine as ers

RANKS = ers.RANKS
FACE_CARDS = tuple(ers.CHALLENGES)  # J, Q, K, A
MAX_TURNED = max(ers.CHALLENGES.values())
PENALTIES = range(0, ers.MAX_PENALTY + 1)
RANK_NAMES = {
    "A": gettext_lazy("ace"),
    "J": gettext_lazy("jack"),
    "Q": gettext_lazy("queen"),
    "K": gettext_lazy("king"),
    ers.JOKER: gettext_lazy("joker"),
}
COMBO_NAMES = {key: gettext_lazy(label) for key, label in ers.COMBO_LABELS.items()}
SLAP_ANCHORS = {
    "joker": "jokers",
    "double": "double",
    "sandwich": "sandwich",
    "top-bottom": "top-bottom",
    "tens": "tens",
}

NO_SLAP_ANCHOR = "wrong-slap"


def rank_name(rank: str) -> str:
    return str(RANK_NAMES.get(rank, rank))


# Is this a slap?


class SlapQuestion(NamedTuple):
    pile: list[str]  # bottom up: the last card is the top card
    bottom: str | None  # the first card turned up since the pile was won, never a burned card
    combos: list[str]
    jokers: bool
    penalty: int


def read_slap_form(params: Mapping[str, Any]) -> SlapQuestion | None:
    """The question asked by the form, or None when it was not sent or has no top card.

    The form names the cards from the top down; an empty choice ends the pile there."""
    if params.get("helper") != "slap":
        return None
    cards = []
    for name in ("top", "second", "third"):
        card = params.get(name, "")
        if card not in RANKS:
            break
        cards.append(card)
    if not cards:
        return None
    bottom = params.get("bottom", "")
    getlist = getattr(params, "getlist", lambda key: [params[key]] if key in params else [])
    try:
        penalty = int(params.get("penalty", ""))
    except ValueError:
        penalty = ers.OPTIONS["penalty"]
    return SlapQuestion(
        pile=cards[::-1],
        bottom=bottom if bottom in RANKS else None,
        combos=[combo for combo in ers.COMBOS if combo in getlist("combos")],
        jokers=params.get("jokers") == "on",
        penalty=min(max(penalty, 0), ers.MAX_PENALTY),
    )


def slap_answer(question: SlapQuestion) -> tuple[str | None, str]:
    """Which slap applies (as ``is_slap`` names it) and what to tell the table."""
    kind = ers.is_slap(question.pile, question.combos, question.jokers, question.bottom)
    if kind is None:
        return None, no_slap_message(question.penalty)
    return kind, slap_messages()[kind]


def slap_messages() -> dict[str, str]:
    return {
        "joker": _("Slap! A joker is on top of the pile."),
        "double": _("Slap! Double: the top card has the rank of the card just below it."),
        "sandwich": _(
            "Slap! Sandwich: the top card has the rank of the card two below it, with one "
            "card between."
        ),
        "top-bottom": _(
            "Slap! Top-bottom: the top card has the rank of the bottom card of the pile."
        ),
        "tens": _("Slap! Tens: the top two cards are number cards that add up to 10."),
    }


def no_slap_message(penalty: int) -> str:
    if penalty == 0:
        return _("No slap. A slap now is a wrong slap, though your table charges nothing for it.")
    return ngettext(
        "No slap. A slap now is a wrong slap: it costs %(count)d card under the pile.",
        "No slap. A slap now is a wrong slap: it costs %(count)d cards under the pile.",
        penalty,
    ) % {"count": penalty}


# The face-card challenge


class Challenge(NamedTuple):
    face: str  # the face card or ace being answered
    chances: int
    turned: list[str]  # the answering player's cards, up to the one that ends the challenge
    answer: str | None  # the face card or ace that answered it, if one came up
    outcome: str  # "answered", "takes" (the face card's player takes the pile) or "open"


def challenge(face: str, turned: list[str]) -> Challenge:
    """The next player turns up ``turned``, one by one, against ``face``: does a face card or
    ace answer it in time, or does the player of ``face`` take the pile?"""
    chances = ers.face_card_challenge(face)
    if not chances:
        raise ValueError(f"not a face card or ace: {face!r}")
    for index, card in enumerate(turned[:chances]):
        if ers.face_card_challenge(card):
            return Challenge(face, chances, turned[: index + 1], card, "answered")
    if len(turned) >= chances:
        return Challenge(face, chances, turned[:chances], None, "takes")
    return Challenge(face, chances, list(turned), None, "open")


def read_challenge_form(params: Mapping[str, Any]) -> Challenge | None:
    if params.get("helper") != "challenge" or params.get("face") not in FACE_CARDS:
        return None
    turned = []
    for number in range(1, MAX_TURNED + 1):
        card = params.get(f"turned{number}", "")
        if card not in RANKS:
            break
        turned.append(card)
    return challenge(params["face"], turned)


def chances_message(face: str) -> str:
    return chances_messages()[face]


def chances_messages() -> dict[str, str]:
    # Whole sentences per card: the Turkish card names need their own suffixes.
    return {
        "J": _("A jack gives the next player 1 chance to turn up a face card or an ace."),
        "Q": _("A queen gives the next player 2 chances to turn up a face card or an ace."),
        "K": _("A king gives the next player 3 chances to turn up a face card or an ace."),
        "A": _("An ace gives the next player 4 chances to turn up a face card or an ace."),
    }


def challenge_message(result: Challenge) -> str:
    if result.answer is not None:  # only an answered challenge has its answer
        return outcome_messages()["answered"][result.answer]
    if result.outcome == "takes":
        return outcome_messages()["takes"][result.face]
    return outcome_messages()["open"][str(result.chances - len(result.turned))]


def outcome_messages() -> dict[str, dict[str, str]]:
    answered = {
        "J": _("A jack answers it: the challenge moves on, and the player after has 1 chance."),
        "Q": _("A queen answers it: the challenge moves on, and the player after has 2 chances."),
        "K": _("A king answers it: the challenge moves on, and the player after has 3 chances."),
        "A": _("An ace answers it: the challenge moves on, and the player after has 4 chances."),
    }
    takes = {
        "J": _("No face card or ace in time: whoever played the jack takes the pile."),
        "Q": _("No face card or ace in time: whoever played the queen takes the pile."),
        "K": _("No face card or ace in time: whoever played the king takes the pile."),
        "A": _("No face card or ace in time: whoever played the ace takes the pile."),
    }
    left = {
        str(count): ngettext(
            "No answer yet: %(count)d chance left.", "No answer yet: %(count)d chances left.", count
        )
        % {"count": count}
        for count in range(1, MAX_TURNED + 1)
    }
    return {"answered": answered, "takes": takes, "open": left}


def messages() -> dict[str, Any]:
    """Every answer both helpers can give, in the current language, for the browser."""
    return {
        "slap": slap_messages(),
        "noSlap": {str(penalty): no_slap_message(penalty) for penalty in PENALTIES},
        "chances": chances_messages(),
        "challenge": outcome_messages(),
        "challenges": dict(ers.CHALLENGES),
        "values": dict(ers.NUMBER_VALUES),
        "anchors": {**SLAP_ANCHORS, "none": NO_SLAP_ANCHOR},
    }


def helpers(params: Mapping[str, Any]) -> dict[str, Any]:
    """The helpers as the page's GET forms asked them, with their answers."""
    question = read_slap_form(params)
    kind, verdict = slap_answer(question) if question else (None, None)
    challenged = read_challenge_form(params)
    return {
        "ranks": [(rank, rank_name(rank)) for rank in RANKS],
        "face_cards": [
            (card, rank_name(card), ers.face_card_challenge(card)) for card in FACE_CARDS
        ],
        "combos": [(combo, COMBO_NAMES[combo]) for combo in ers.COMBOS],
        "penalties": list(PENALTIES),
        "slap_form": {
            "sent": question is not None,
            "top": params.get("top", ""),
            "second": params.get("second", ""),
            "third": params.get("third", ""),
            "bottom": params.get("bottom", ""),
            "combos": question.combos if question else ers.OPTIONS["combos"],
            "jokers": question.jokers if question else ers.OPTIONS["jokers"],
            "penalty": question.penalty if question else ers.OPTIONS["penalty"],
        },
        "slap_kind": kind,
        "slap_anchor": SLAP_ANCHORS.get(kind or "", NO_SLAP_ANCHOR),
        "slap_verdict": verdict,
        "challenge_form": {
            "face": params.get("face", ""),
            "turned": [params.get(f"turned{n}", "") for n in range(1, MAX_TURNED + 1)],
        },
        "challenge": challenged,
        "challenge_chances": chances_message(challenged.face) if challenged else None,
        "challenge_verdict": challenge_message(challenged) if challenged else None,
        "helper_messages": messages(),
    }
