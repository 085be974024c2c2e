"""What the table recorded, nothing derived: a game's players and options, and its deals.

Scores, totals, premiums and bazzis are computed from these rows by the engines in
``scorepad.games`` every time they are shown, so an edited deal can never leave a stale total.
The registry is asked only when a game's type is needed, never when this module is imported.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from django.db import models
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from scorepad.games.base import GameType


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


def new_key() -> str:
    """The submission key of a deal form: a replay of the same form records nothing twice."""
    return secrets.token_hex(16)


def game_choices() -> list[tuple[str, str]]:
    """The installed games (``SCOREPAD_GAMES``): adding one needs no migration."""
    from scorepad.games import game_types

    return [(game.name, game.label) for game in game_types()]


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
        return f"{self.type.label}: {', '.join(self.players)}"

    @property
    def type(self) -> GameType:
        """The game's rules, forms, pad and templates, from the registry."""
        from scorepad.games import game_type

        return game_type(self.game)

    def full_options(self) -> dict[str, Any]:
        """The options with every default filled in, as the engines take them."""
        return self.type.engine.clean_options(dict(self.options))


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
    """A phone's personal key: a link (or its QR code) that brings every game of this phone's
    session to another phone, with no account. It names the session; the session holds the
    rights."""

    key = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    session_key = models.CharField(max_length=40, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"key of {self.session_key[:6]}…"
