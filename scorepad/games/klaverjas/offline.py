"""Klaverjas's entry on the phone (``scorepad.games.concerns``): the words its entry script says
as the deal is filled in."""

from __future__ import annotations

from django.utils.translation import gettext

# The game against the computer (practice.py) plays on the phone: the referee and the computer
# players run there beside the engine.
PHONE_MODULES = ("engine", "referee", "bots", "practice")


def texts() -> dict[str, str]:
    return {
        "made": gettext("made"),
        "nat": gettext("nat"),
        "revoke": gettext("revoke"),
        "other": gettext("The other team has %(points)s of %(total)s card points."),
        "empty": gettext("The result shows here as you enter the deal."),
        # Who deals and leads, filled in on the phone (entry.html's words).
        "hint": gettext("%(dealer)s deals, %(first)s leads."),
    }
