"""What the table recorded, nothing derived: a game's players and options, and its deals.

Scores, totals, premiums and bazzis are computed from these rows by the engines in
``scorepad.games`` every time they are shown, so an edited deal can never leave a stale total.
A game names its kind by the name of its package (``Game.game``); what that name means (its
rules, forms and pad) is the registry's to say (``scorepad.games.game_type``), and this module
never asks it: the registry and the games stand above the models.

Who may do what with a game is a row of its own (``Right``): a phone's session, the game, the
role, whether this phone started it and the links it came through.

One thing derived is kept, for the pages that list many games at once: a game's ``Figures``
(its totals, winners and players' counts), under the change of the game they were worked out
from, so that no request works out many sheets. Figures of an older change are never shown.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.sessions.models import Session
from django.db import models
from django.utils.translation import gettext_lazy as _

from scorepad.tokens import new_key, new_token

__all__ = [
    "EDIT",
    "FOLLOW",
    "Deal",
    "Figures",
    "Game",
    "ImportedFile",
    "PhoneKey",
    "RateCount",
    "Right",
    "SpentKey",
    "new_key",
    "new_token",
]


def game_choices() -> list[tuple[str, str]]:
    """The installed games, by their packages' names (``SCOREPAD_GAMES``): adding one needs
    no migration. How each is shown is its ``GameType.label``."""
    return [(name, name) for name in settings.SCOREPAD_GAMES]


class Game(models.Model):
    public_id = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    game = models.CharField(_("game"), max_length=16, choices=game_choices)
    players = models.JSONField(_("players"), help_text=_("Names in playing order."))
    options = models.JSONField(_("options"), default=dict, blank=True)
    edit_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    follow_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)
    # The finished game this one is the rematch of: a game has one rematch, so a double tap
    # (or a second phone) on "Rematch" opens the same new game.
    rematch_of = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        editable=False,
        on_delete=models.SET_NULL,
        related_name="rematch",
    )

    class Meta:
        ordering = ["-updated"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return f"{self.game}: {', '.join(self.players)}"


class Deal(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="deals")
    number = models.PositiveSmallIntegerField(_("number"))
    data = models.JSONField(_("what was recorded"))
    # The client's key for the submission that recorded this deal: a replay returns it again.
    client_key = models.CharField(max_length=64, blank=True, default="")
    recorded = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="one_deal_per_number"),
        ]
        verbose_name = _("deal")
        verbose_name_plural = _("deals")

    def __str__(self) -> str:
        return f"{self.game_id} #{self.number}"


class Figures(models.Model):
    """What a game's sheet says, kept for the pages that list many games (the home page and
    ``/stats/``): worked out in the request that changes the game, or the first time they are
    asked for after a change made elsewhere (the admin), by ``scorepad.stats``. They belong to
    one change of the game (``of``, its ``updated`` then): figures of an older one are worked
    out again, never shown."""

    game = models.OneToOneField(
        Game, on_delete=models.CASCADE, primary_key=True, related_name="figures"
    )
    of = models.DateTimeField()
    deals = models.PositiveIntegerField()
    finished = models.BooleanField()
    sides = models.JSONField()  # the sheet's sides, as it names them
    totals = models.JSONField()  # each side's total
    winners = models.JSONField()  # the winning sides, by number
    seats = models.JSONField()  # per seat, the game's own counts (GameType.player_figures)

    class Meta:
        verbose_name = _("figures")
        verbose_name_plural = _("figures")

    def __str__(self) -> str:
        return f"figures of {self.game_id} at {self.of.isoformat()}"


class SpentKey(models.Model):
    """A deal form's submission key that no deal carries any more: the first step of a deal
    entered in steps, once the deal is complete (a replay of it is answered as the replay it
    is), or an entry that was undone (a replay of it is a conflict, never the deal again)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="spent_keys")
    number = models.PositiveSmallIntegerField()
    key = models.CharField(max_length=64)
    undone = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "key"], name="one_spent_key_per_game"),
        ]

    def __str__(self) -> str:
        return f"{self.game_id} #{self.number} {self.key}"


class PhoneKey(models.Model):
    """A phone's personal key: a link (or its QR code) that brings this phone's games to
    another phone, with no account. It names the session (which holds the rights) and the
    games that phone held when the key was made: it brings those, never a game that came
    later. A new key (``scorepad.rights.renew_phone_key``) replaces the row: the old one opens
    nothing."""

    key = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    session_key = models.CharField(max_length=40, unique=True)
    created = models.DateTimeField(auto_now_add=True)
    # The ids of the games this phone held when the key was made (at most GAMES_KEPT).
    games = models.JSONField(default=list, blank=True)

    def __str__(self) -> str:
        return f"key of {self.session_key[:6]}…"


EDIT = "edit"
FOLLOW = "follow"


class Right(models.Model):
    """What one phone may do with one game: edit it or follow it. A phone is its session
    (there are no accounts), so its rights end with it; ``granted`` orders a phone's games
    (it keeps the newest, ``scorepad.rights.GAMES_KEPT``). A right came through a pair of
    links (``links``, their fingerprint), and new links end it, unless this phone ``started``
    the game: no link gave that right, and none takes it away."""

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="+")
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rights")
    role = models.CharField(max_length=8, choices=[(EDIT, EDIT), (FOLLOW, FOLLOW)])
    started = models.BooleanField(default=False)
    links = models.CharField(max_length=16, blank=True, default="")
    granted = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "game"], name="one_right_per_phone"),
        ]
        indexes = [models.Index(fields=["session", "granted"], name="rights_of_a_phone")]

    def __str__(self) -> str:
        return f"{self.role} of {self.game_id} for {self.session_id[:6]}…"


class RateCount(models.Model):
    """One count of the rate limits (django-ratelimit's: a client, a limit and its minute),
    kept in the database when no cache every worker shares is configured (no ``REDIS_URL``),
    so that every worker process counts in the same row: ``scorepad.ratelimit.DatabaseCounts``.
    ``expires`` is in seconds since the epoch, as the cache's clock counts."""

    key = models.CharField(max_length=250, unique=True)
    value = models.BigIntegerField()
    expires = models.FloatField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.value}"


class ImportedFile(models.Model):
    """A game file a phone imported, by its digest: the same file sent again by the same phone
    (a retry after an answer that never came, a double tap) opens the game it made, while the
    phone holds that game as it was imported (``of``: the game's ``updated`` then)."""

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="+")
    digest = models.CharField(max_length=64)
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="+")
    of = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "digest"], name="one_import_per_file"),
        ]

    def __str__(self) -> str:
        return f"{self.digest[:8]} imported as {self.game_id}"
