"""The page of Klaverjas against the computer: every word its script says, in the page's
language, and the rule page's tips to show where they apply.

The game itself plays in the browser (``static/klaverjas/practice.js``): the very ``practice``,
``bots``, ``referee`` and ``engine`` modules the server runs, under MicroPython. The page hands
the script what it cannot work out there: the translations.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import markdown
from django.conf import settings
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from scorepad import phone
from scorepad.games import game_type
from scorepad.games.klaverjas import engine, practice, referee, referee_page
from scorepad.games.pages import SUIT_NAMES, translated

# The rule page's "Tips" section; each tip a moment of play calls for (practice.TIP_MOMENTS)
# is an item of its list marked ``{: #tip-<moment> }``.
TIPS_SECTION = re.compile(r"^## .*\{#tips\}$(.*?)^## ", re.MULTILINE | re.DOTALL)
TIP_ITEM = re.compile(r'<li id="tip-([a-z-]+)">(.*?)</li>', re.DOTALL)


@cache
def tips(language: str) -> dict[str, str]:
    """The rule page's tip for each moment of play, as HTML, in ``language``, or in English
    where the rule page is not written in it yet (as the rule page itself opens)."""
    page = game_type(engine.NAME).rules_text(language)
    if not page.is_file():
        page = game_type(engine.NAME).rules_text(settings.LANGUAGE_CODE)
    text = page.read_text("utf-8")
    found = TIPS_SECTION.search(text)
    if found is None:
        return {}
    html = markdown.markdown(found.group(1), extensions=["attr_list"])
    marked = {moment: " ".join(item.split()) for moment, item in TIP_ITEM.findall(html)}
    return {moment: marked[moment] for moment in practice.TIP_MOMENTS if moment in marked}


def seat_names() -> list[str]:
    return [
        pgettext("practice seat", "You"),
        pgettext("practice seat", "West"),
        pgettext("practice seat", "North"),
        pgettext("practice seat", "East"),
    ]


def messages(language: str) -> dict[str, Any]:
    """Everything the page's script says, in the current language."""
    referee_words = referee_page.messages()
    return {
        "seats": seat_names(),
        "suits": {suit: str(SUIT_NAMES[suit]) for suit in referee.SUITS},
        "symbols": dict(referee.SUIT_SYMBOLS),
        "reasons": referee_words["reasons"],
        "refusals": referee_words["refusals"],
        "roem": referee_words["roem"],
        "errors": translated(practice.ERRORS),
        "tips": tips(language),
        "words": {
            "passes": _("%(seat)s passes."),
            "passShort": pgettext("a bid", "Pass"),
            "dealerShort": pgettext("the dealer, beside a name", "deals"),
            "chooses": _("%(seat)s chooses %(suit)s."),
            "youPass": _("You pass."),
            "youChoose": _("You choose %(suit)s."),
            "yourBid": _("Your turn: tap a suit to make it trump, or pass."),
            "mustChoose": _("Everyone passed: you must choose the trump suit."),
            "yourCard": _("Your turn: tap a highlighted card."),
            "yourLead": _("Your lead: tap a card."),
            "waiting": _("The others are playing…"),
            "trump": _("Trump: %(suit)s, chosen by %(seat)s."),
            "deal": _("Deal %(number)d of %(deals)d"),
            "dealer": _("%(seat)s deals."),
            "took": _("%(seat)s takes the trick with %(card)s."),
            "youTook": _("You take the trick with %(card)s."),
            "led": _("%(seat)s led."),
            "youLed": _("You led."),
            # Beside a seat's card in the trick on the table: the order of play.
            "ledNote": pgettext("the player who led the trick", "led"),
            "orderNotes": [
                pgettext("order of play", "2nd"),
                pgettext("order of play", "3rd"),
                pgettext("order of play", "4th"),
            ],
            "playedLead": _("%(seat)s %(card)s (led)"),
            "playedCard": pgettext("a card of a trick and who played it", "%(seat)s %(card)s"),
            "tookIt": _("%(seat)s took it."),
            "youTookIt": _("You took it."),
            "points": _("%(points)d card points"),
            "lastTrick": _("the last trick's 10 included"),
            "roem": _("roem: %(parts)s"),
            "noRoem": _("no roem"),
            "tricksWon": _("Tricks: %(ours)d for you and North, %(theirs)d for West and East."),
            "tally": _(
                "Card points so far: %(ours)d to %(theirs)d; roem %(oursRoem)d to %(theirsRoem)d."
            ),
            "made": _("Made"),
            "nat": _("Nat"),
            "pit": _("Pit: all eight tricks, 100 more."),
            "dealScore": _("The deal: %(ours)d for you and North, %(theirs)d for West and East."),
            "played": _("%(team)s chose trump."),
            "ourTeam": _("You and North"),
            "theirTeam": _("West and East"),
            "gameOver": _("The game is over: %(ours)d to %(theirs)d."),
            "youWin": _("You and North win."),
            "theyWin": _("West and East win."),
            "draw": _("A draw."),
            "dailyTitle": _("The game of %(date)s"),
            "freeTitle": _("A game of new deals"),
            "loading": _("Shuffling…"),
            "loadFailed": _(
                "The game could not be loaded. Check the connection and reload the page."
            ),
            "posted": _("On the board: %(rank)d. of %(count)d."),
            "postFailed": _("The board could not be reached: try again when you are online."),
            "tooMany": _("Too many posts from your address: wait a minute and try again."),
            "boardEmpty": _("Nobody has posted a score today yet."),
            "boardOffline": _("The board shows when you are online."),
            "tip": _("Tip"),
            "tipLink": _("Tips on the rule page"),
            "rulesLink": _("The rule"),
        },
        "result": {"made": _("made"), "nat": _("nat")},
        "names": seat_names(),
        "engine": phone.words(engine.NAME),
    }
