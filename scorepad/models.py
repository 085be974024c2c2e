"""What the table recorded, nothing derived: a game's players and options, and its deals.

Scores, totals, premiums and bazzis are computed from these rows by the engines in
``scorepad.games`` every time they are shown, so an edited deal can never leave a stale total.
"""

import secrets

from django.db import models
from django.utils.translation import gettext_lazy as _


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


class GameKind(models.TextChoices):
    JOKER = "joker", "Joker"
    KLAVERJAS = "klaverjas", "Klaverjas"
    SEEP = "seep", "Seep"
    ERS = "ers", "Egyptian Rat Screw"


class Game(models.Model):
    public_id = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    game = models.CharField(_("game"), max_length=16, choices=GameKind.choices)
    players = models.JSONField(_("players"), help_text=_("Names in playing order."))
    options = models.JSONField(_("options"), default=dict, blank=True)
    edit_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    follow_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)

    class Meta:
        ordering = ["-updated"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return f"{self.get_game_display()}: {', '.join(self.players)}"


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
