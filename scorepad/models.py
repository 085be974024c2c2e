"""What the table recorded, nothing derived: a game's players and options, and its deals.

Scores, totals, premiums and bazzis are computed from these rows by the engines in
``scorepad.games`` every time they are shown, so an edited deal can never leave a stale total.
"""

from __future__ import annotations

import secrets
from functools import cache
from typing import TYPE_CHECKING

from django.db import models
from django.utils.translation import gettext_lazy as _

from scorepad.games import game_type, game_types

if TYPE_CHECKING:
    from scorepad.games.base import GameType


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


def game_choices() -> list[tuple[str, str]]:
    """The installed games (``scorepad.games.INSTALLED``): adding one needs no migration."""
    return [(game.name, game.label) for game in game_types()]


class GameManager(models.Manager["Game"]):
    def by_public_id(self, public_id: str) -> Game | None:
        """The game with this id, or None. Every request to a game starts here, so its SQL
        is compiled once per database: building it through the ORM each time took longer
        than the query."""
        return next(iter(self.raw(_by_public_id_sql(self.db), [public_id])), None)


@cache
def _by_public_id_sql(alias: str) -> str:
    query = Game.objects.filter(public_id="").order_by().query
    sql: str = query.get_compiler(using=alias).as_sql()[0]
    return sql


class Game(models.Model):
    public_id = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    game = models.CharField(_("game"), max_length=16, choices=game_choices)
    players = models.JSONField(_("players"), help_text=_("Names in playing order."))
    options = models.JSONField(_("options"), default=dict, blank=True)
    edit_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    follow_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)

    objects = GameManager()

    class Meta:
        ordering = ["-updated"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return f"{self.type.label}: {', '.join(self.players)}"

    @property
    def type(self) -> GameType:
        """The game's rules, forms, pad and templates, from the registry."""
        return game_type(self.game)


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
