"""Seep's entry on the phone (``scorepad.games.concerns``): the words its entry script says as
the deal is filled in."""

from __future__ import annotations

from django.utils.translation import gettext

# The referee page answers on the phone too (static/js/referee.js).
PHONE_MODULES = ("engine", "referee")


def texts() -> dict[str, str]:
    return {
        "level": gettext("Running difference: 0, level"),
        "favours": gettext("Running difference: %(points)s in favour of %(team)s"),
        "bazzi": gettext("bazzi"),
        "empty": gettext("The result shows here as you enter the deal."),
        # Who deals and plays first, filled in on the phone (entry.html's words).
        "hint": gettext("%(dealer)s deals, %(first)s bids and plays first."),
    }
