"""The two Egyptian Rat Screw helpers of the rule page, "Is this a slap?" and the face-card
challenge: their forms' choices and their answers (``helpers(params)`` gives the page its
context).

The questions are answered by the game's ``referee`` (``answer_slap``, ``answer_challenge``),
here in the reader's language and, once its rules have loaded, on the phone by the same
functions under MicroPython (``static/js/referee.js``), with the same translations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy

from scorepad import phone
from scorepad.games.ers import engine as ers
from scorepad.games.ers import referee
from scorepad.games.pages import fields, said

RANKS = ers.RANKS
FACE_CARDS = tuple(ers.CHALLENGES)  # J, Q, K, A
PENALTIES = range(0, ers.MAX_PENALTY + 1)
RANK_NAMES = {
    "A": gettext_lazy("ace"),
    "J": gettext_lazy("jack"),
    "Q": gettext_lazy("queen"),
    "K": gettext_lazy("king"),
    ers.JOKER: gettext_lazy("joker"),
}
COMBO_NAMES = {key: gettext_lazy(label) for key, label in ers.COMBO_LABELS.items()}


def rank_name(rank: str) -> str:
    return str(RANK_NAMES.get(rank, rank))


def helpers(params: Mapping[str, Any]) -> dict[str, Any]:
    """The helpers as the page's GET forms asked them, with their answers."""
    question = fields(params)
    slap = referee.read_slap(question)
    return {
        "ranks": [(rank, rank_name(rank)) for rank in RANKS],
        "face_cards": [
            (card, rank_name(card), ers.face_card_challenge(card)) for card in FACE_CARDS
        ],
        "combos": [(combo, COMBO_NAMES[combo]) for combo in ers.COMBOS],
        "penalties": list(PENALTIES),
        "slap_form": {
            "top": params.get("top", ""),
            "second": params.get("second", ""),
            "third": params.get("third", ""),
            "bottom": params.get("bottom", ""),
            "combos": slap.combos if slap else ers.OPTIONS["combos"],
            "jokers": slap.jokers if slap else ers.OPTIONS["jokers"],
            "penalty": slap.penalty if slap else ers.OPTIONS["penalty"],
        },
        "slap": said(referee.answer_slap(question)),
        "challenge_form": {
            "face": params.get("face", ""),
            "turned": [params.get(f"turned{n}", "") for n in range(1, referee.MAX_TURNED + 1)],
        },
        "challenge": said(referee.answer_challenge(question)),
        "challenge_anchor": referee.CHALLENGE_ANCHOR,
        "helper_words": {"words": phone.words(ers.NAME, ("referee",))},
    }
