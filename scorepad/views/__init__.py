"""The score-keeping pages, one function per action, by concern: ``home`` (start, import, the
games on this phone, the links that hand out rights, statistics), ``board`` (the game page and
its live sheet), ``entry`` (entering, changing and undoing deals), ``exports`` (the sheet leaving
the phone) and ``pwa`` (the installable app). Who may do what is ``scorepad.rights``; they name
no game: a game is known only through its ``GameType``."""

from django.http import HttpResponseRedirect


class SeeOther(HttpResponseRedirect):
    """After a POST, the page to load with a GET."""

    status_code = 303
