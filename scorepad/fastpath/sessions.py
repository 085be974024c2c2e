"""Django's database sessions, read with a statement compiled once, and if asked in the same
statement as the request's other read.

A session is read on nearly every request (the phone's games and rights are in it). Building
the ORM query for that read took ten times as long as running it. This store compiles the
same query once per database and reads the session with it. Everything else (saving,
expiry, keys) is ``django.contrib.sessions.backends.db`` unchanged.

A request to a game reads the session and the game, and on PostgreSQL each read is a round
trip to the server. ``read_with_session`` runs the game's query with the session's read as one
more column of it: one round trip for both.

A save merges the phone's rights (``scorepad.rights.merge_rights``) with what another request
of the same phone saved since this one read the session, under the session row's lock: two
requests at once (a double import, two tabs) never lose a right.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from django.contrib.sessions.backends import db
from django.contrib.sessions.backends.base import SessionBase
from django.contrib.sessions.base_session import AbstractBaseSession
from django.core import signing
from django.db import connections, router, transaction
from django.utils import timezone


@cache
def _read_sql(model: type[AbstractBaseSession], alias: str) -> str:
    """The data of a session by key, unless it has expired: the key, then the time, as
    parameters (filtered one after the other, so in that order)."""
    query = (
        model.objects.filter(session_key="")
        .filter(expire_date__gt=timezone.now())
        .values_list("session_data")
    )
    sql: str = query.query.get_compiler(using=alias).as_sql()[0]
    return sql


@lru_cache(maxsize=64)
def _beside_sql(model: type[AbstractBaseSession], alias: str, sql: str) -> str:
    """The query's columns after the session's data (NULL for no live session): the session's
    parameters, then the query's."""
    return f"SELECT ({_read_sql(model, alias)}), here.* FROM ({sql}) here"


class _Unparsed:
    """A serializer that leaves a checked payload as the bytes it was signed as."""

    def dumps(self, obj: bytes) -> bytes:
        return obj

    def loads(self, data: bytes) -> bytes:
        return data


@lru_cache(maxsize=1024)
def _checked(session_data: str, salt: str) -> bytes:
    """The payload of a session's signed text, once its signature is checked (raises
    ``BadSignature`` otherwise, and nothing is kept)."""
    payload: bytes = signing.loads(session_data, salt=salt, serializer=_Unparsed)
    return payload


class SessionStore(db.SessionStore):
    _as_read = ""  # the session's text as this request read it: what a save merges against

    def decode(self, session_data: bytes | str) -> dict[str, Any]:
        """As Django's store decodes, but the signature of a session's text is checked once
        per process: polling phones send the same session every few seconds, and the check
        cost more than the rest of their read. Each read parses its own copy of the data."""
        try:
            text = session_data.decode() if isinstance(session_data, bytes) else session_data
            data: dict[str, Any] = self.serializer().loads(_checked(text, self.key_salt))
        except Exception:
            return super().decode(session_data)  # Django's answer to a bad session
        return data

    def load(self) -> dict[str, Any]:
        alias = router.db_for_read(self.model)
        connection = connections[alias]
        with connection.cursor() as cursor:
            cursor.execute(_read_sql(self.model, alias), [self.session_key, self._now(alias)])
            row = cursor.fetchone()
        return self._loaded(None if row is None else row[0])

    def save(self, must_create: bool = False) -> None:
        """Django's save, in a transaction that first locks the stored row and merges into
        this session the rights another request saved since this one read it."""
        if must_create or self.session_key is None:
            super().save(must_create)
            return
        from scorepad.rights import merge_rights

        alias = router.db_for_write(self.model)
        with transaction.atomic(using=alias):
            stored = (
                self.model.objects.using(alias)
                .select_for_update()
                .filter(session_key=self.session_key, expire_date__gt=timezone.now())
                .values_list("session_data", flat=True)
                .first()
            )
            if stored is not None:
                read = self.decode(self._as_read) if self._as_read else {}
                merge_rights(self, self.decode(stored), read)
            super().save(must_create)

    def _now(self, alias: str) -> Any:
        return connections[alias].ops.adapt_datetimefield_value(timezone.now())

    def _loaded(self, data: str | None) -> dict[str, Any]:
        if data is None:
            # As Django's store does: a key that names no live session is not kept.
            self._session_key = None
            return {}
        decoded: dict[str, Any] = self.decode(data)
        self._as_read = data
        return decoded

    def _read_beside(self, alias: str, sql: str, params: Sequence[Any]) -> tuple[Any, ...] | None:
        with connections[alias].cursor() as cursor:
            cursor.execute(
                _beside_sql(self.model, alias, sql), [self.session_key, self._now(alias), *params]
            )
            row = cursor.fetchone()
        if row is None:
            return None  # the session stays to be read when it is first used
        self._session_cache = self._loaded(row[0])
        return tuple(row[1:])

    def can_read_beside(self, alias: str) -> bool:
        """Whether the session is still to be read, from this database."""
        return (
            self.session_key is not None
            and not hasattr(self, "_session_cache")
            and router.db_for_read(self.model) == alias
        )


def read_with_session(
    session: SessionBase | None, alias: str, sql: str, params: Sequence[Any]
) -> tuple[Any, ...] | None:
    """The row of a query that finds one row or none, run on the database ``alias``; if the
    request's session is this store's and still to be read there, it is read in the same
    statement and loaded."""
    if isinstance(session, SessionStore) and session.can_read_beside(alias):
        return session._read_beside(alias, sql, params)
    with connections[alias].cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    return None if row is None else tuple(row)
