"""King's entry on the phone (``scorepad.games.concerns``): the words its entry script says as
the deal is filled in."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext

from scorepad.games.king import engine


def texts() -> dict[str, Any]:
    most = max(max(limits[1:]) for limits in engine.LENGTHS.values())
    return {
        "empty": gettext("The scores show here as you enter the deal."),
        # The entry's heading and its limits, filled in on the phone (entry.html's words),
        # each count of what is left in its own words ("1 negative", "2 negatives").
        "declares": gettext("%(name)s declares"),
        "limits": gettext(
            "%(dealer)s deals; %(declarer)s chooses and leads, with %(negatives)s and"
            " %(koz)s left to declare."
        ),
        "negatives": {
            str(count): ngettext("%(count)s negative", "%(count)s negatives", count)
            % {"count": count}
            for count in range(most + 1)
        },
        "koz": {
            str(count): ngettext("%(count)s koz", "%(count)s koz", count) % {"count": count}
            for count in range(most + 1)
        },
    }
