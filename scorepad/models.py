"""What the table recorded, nothing derived: a game's players and options, and its deals.

Scores, totals, premiums and bazzis are computed from these rows by the engines in
``scorepad.games`` every time they are shown, so an edited deal can never leave a stale total.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from django.db import connections, models
from django.utils.translation import gettext_lazy as _

from scorepad.games import game_type, game_types
from scorepad.sessions import read_with_session

if TYPE_CHECKING:
    from django.contrib.sessions.backends.base import SessionBase
    from django.db.backends.base.base import BaseDatabaseWrapper
    from django.db.models.expressions import Col

    from scorepad.games.base import GameType


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


def game_choices() -> list[tuple[str, str]]:
    """The installed games (``scorepad.games.INSTALLED``): adding one needs no migration."""
    return [(game.name, game.label) for game in game_types()]


class GameManager(models.Manager["Game"]):
    """Two lookups asked on nearly every request, with their SQL compiled once per database
    (building it through the ORM each time took longer than the query itself)."""

    def by_public_id(self, public_id: str, session: SessionBase | None = None) -> Game | None:
        """The game with this id, or None: every request to a game starts here. Given the
        request's session, still to be read, reads it in the same statement
        (``scorepad.sessions.read_with_session``)."""
        connection = connections[self.db]
        row = read_with_session(session, self.db, _by_public_id_sql(self.db), [public_id])
        if row is None:
            return None
        values = []
        for value, (column, converters) in zip(row, _converters(connection), strict=True):
            for convert in converters:
                value = convert(value, column, connection)
            values.append(value)
        fields = self.model._meta.concrete_fields
        return self.model.from_db(self.db, [field.attname for field in fields], values)

    def changes(self, public_ids: Sequence[str]) -> list[tuple[str, str, str, str]]:
        """Those of these games that exist, newest change first: each one's id, its last
        change as the database holds it (as text, for keys), and its two link tokens."""
        if not public_ids:
            return []
        with connections[self.db].cursor() as cursor:
            cursor.execute(_changes_sql(self.db, len(public_ids)), list(public_ids))
            return [(str(id_), str(at), edit, follow) for id_, at, edit, follow in cursor]


@cache
def _by_public_id_sql(alias: str) -> str:
    """Every column of the game, in the order of its concrete fields."""
    query = Game.objects.filter(public_id="").order_by().query
    sql: str = query.get_compiler(using=alias).as_sql()[0]
    return sql


@lru_cache(maxsize=128)
def _changes_sql(alias: str, count: int) -> str:
    distinct = [str(n) for n in range(count)]  # one placeholder each (``in`` drops repeats)
    query = (
        Game.objects.filter(public_id__in=distinct)
        .order_by("-updated")
        .values_list("public_id", "updated", "edit_token", "follow_token")
        .query
    )
    sql: str = query.get_compiler(using=alias).as_sql()[0]
    return sql


# Each thread has a connection of its own and keeps it from request to request.
_CONVERTERS: WeakKeyDictionary[BaseDatabaseWrapper, list[tuple[Col, list[Any]]]]
_CONVERTERS = WeakKeyDictionary()


def _converters(connection: BaseDatabaseWrapper) -> list[tuple[Col, list[Any]]]:
    """For each column of the game, what the ORM's compiler applies to its value as read
    (the backend's converters, then the field's: dates made aware, JSON parsed)."""
    if connection not in _CONVERTERS:
        columns = [field.get_col(Game._meta.db_table) for field in Game._meta.concrete_fields]
        _CONVERTERS[connection] = [
            (
                column,
                connection.ops.get_db_converters(column) + column.get_db_converters(connection),
            )
            for column in columns
        ]
    return _CONVERTERS[connection]


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
