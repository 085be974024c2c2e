"""King's entry on the phone (``scorepad.games.concerns``): the words its entry script says as
the deal is filled in."""

from __future__ import annotations

from django.utils.translation import gettext


def texts() -> dict[str, str]:
    return {
        "empty": gettext("The scores show here as you enter the deal."),
        # The entry's heading and its limits, filled in on the phone (entry.html's words).
        "declares": gettext("%(name)s declares"),
        "limits": gettext(
            "%(dealer)s deals; %(declarer)s chooses and leads, with %(negatives)s negatives"
            " and %(koz)s koz left to declare."
        ),
    }
