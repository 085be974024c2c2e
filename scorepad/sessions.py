"""Django's database sessions, read with a statement compiled once.

A session is read on nearly every request (the phone's games and rights are in it). Building
the ORM query for that read took ten times as long as running it. This store compiles the
same query once per database and reads the session with it. Everything else (saving,
expiry, keys) is ``django.contrib.sessions.backends.db`` unchanged.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.sessions.backends import db
from django.contrib.sessions.base_session import AbstractBaseSession
from django.db import connections, router
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


class SessionStore(db.SessionStore):
    def load(self) -> dict[str, Any]:
        alias = router.db_for_read(self.model)
        connection = connections[alias]
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with connection.cursor() as cursor:
            cursor.execute(_read_sql(self.model, alias), [self.session_key, now])
            row = cursor.fetchone()
        if row is None:
            # As Django's store does: a key that names no live session is not kept.
            self._session_key = None
            return {}
        data: dict[str, Any] = self.decode(row[0])
        return data
