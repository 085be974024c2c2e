"""The two reads of games asked on nearly every request, with their SQL compiled once per
database: building it through the ORM each time took longer than the query itself.

``read_game`` is where every request to a game starts: the game by its public id, and, given the
request's session still to be read, the session in the same statement (``sessions``): one round
trip for both. ``game_changes`` is the home page's list of this phone's games and their last
changes, the key its kept copy is found under.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from django.db import connections, router

from scorepad.fastpath.sessions import read_with_session
from scorepad.models import Game

if TYPE_CHECKING:
    from django.contrib.sessions.backends.base import SessionBase
    from django.db.backends.base.base import BaseDatabaseWrapper
    from django.db.models.expressions import Col


def read_game(public_id: str, session: SessionBase | None = None) -> Game | None:
    """The game with this id, or None. Given the request's session, still to be read, reads
    it in the same statement and loads it."""
    alias = router.db_for_read(Game)
    connection = connections[alias]
    row = read_with_session(session, alias, _by_public_id_sql(alias), [public_id])
    if row is None:
        return None
    values = []
    for value, (column, converters) in zip(row, _converters(connection), strict=True):
        for convert in converters:
            value = convert(value, column, connection)
        values.append(value)
    fields = Game._meta.concrete_fields
    return Game.from_db(alias, [field.attname for field in fields], values)


def game_changes(public_ids: Sequence[str]) -> list[tuple[str, str, str, str]]:
    """Those of these games that exist, newest change first: each one's id, its last change as
    the database holds it (as text, for keys), and its two link tokens."""
    if not public_ids:
        return []
    alias = router.db_for_read(Game)
    with connections[alias].cursor() as cursor:
        cursor.execute(_changes_sql(alias, len(public_ids)), list(public_ids))
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
