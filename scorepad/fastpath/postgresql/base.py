"""Django's PostgreSQL backend, with a check of a kept connection that costs no round trip.

Django checks a kept connection before a request uses it (``CONN_HEALTH_CHECKS``) by running
``SELECT 1``: on PostgreSQL one more round trip on every request. A connection the server
ended (a restart, an administrator, an idle timeout) is told so: the server sends its reason
and closes the socket, which then reads as ready. So this check first asks the socket, without
waiting: nothing to read on an idle connection means nothing happened to it, and no query is
sent. Anything else (something to read, a transaction left open, a connection psycopg already
knows is broken) gets Django's own check, which opens the connection again if it fails.

Django's connection pool (``OPTIONS["pool"]``, psycopg_pool) was measured in its place (README,
"Hand-written or library"): with its check of a connection it hands out (what
``CONN_HEALTH_CHECKS`` turns on) it sends a query on every request, as Django's check does, and
PostgreSQL spent more CPU on a game page's request; without it, a connection the server ended is
handed to the next request, which fails.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base
from psycopg import pq


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self) -> bool:
        if self.connection is None or self.connection.closed or self.connection.broken:
            return False
        if self.connection.pgconn.transaction_status == pq.TransactionStatus.IDLE:
            poller = select.poll()
            poller.register(self.connection.fileno(), select.POLLIN | select.POLLPRI)
            if not poller.poll(0):
                return True
        usable: bool = super().is_usable()
        return usable
