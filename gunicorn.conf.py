"""gunicorn's configuration for Scorepad, behind the nginx that ``make serve`` starts in front
of it (deploy/serve.py, docs/production.md): nginx reads each request whole and hands it over
on a Unix socket, so gunicorn's workers never wait for a client. They are gunicorn's plain
synchronous workers, one request at a time each, which makes its ``timeout`` a real limit per
request: a worker still in one request after ``REQUEST_TIMEOUT`` seconds is ended by
gunicorn's arbiter (SIGABRT, then SIGKILL), the request's transaction ends uncommitted with
it, nginx answers the phone with the 503 page, and the arbiter starts a fresh worker. Every
value can be changed from the environment."""

from __future__ import annotations

import multiprocessing
import os
import sys
from typing import Any

# deploy/serve.py sets BIND to the socket in its run directory, which only nginx reaches.
bind = os.environ.get("BIND", "unix:scorepad.sock")
worker_class = "sync"
# One request at a time each: a request waiting for the database holds its worker, so a few
# more workers than cores.
workers = int(os.environ.get("WEB_CONCURRENCY") or 2 * multiprocessing.cpu_count() + 1)
# The time limit, in seconds, from the moment a worker takes the (whole) request.
timeout = int(os.environ.get("REQUEST_TIMEOUT") or os.environ.get("GUNICORN_TIMEOUT") or "30")
graceful_timeout = 20
# Set GUNICORN_MAX_REQUESTS to replace a worker after that many requests, against a leak.
# Off by default: a new worker starts with its caches empty and takes a second to import.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# nginx refuses what is larger (414, 431); these only keep gunicorn's own bounds close.
limit_request_line = 8190
limit_request_fields = 100
limit_request_field_size = 8190
# nginx is the only peer (a Unix socket, which gunicorn trusts): it sets X-Forwarded-Proto
# and X-Forwarded-For itself, from the client or a trusted proxy (TRUSTED_PROXIES).
forwarded_allow_ips = "127.0.0.1,::1"
# nginx logs each request; gunicorn its errors.
accesslog = None
errorlog = "-"
wsgi_app = "scorepad.wsgi:application"
# gunicorn's control socket sits at one path per user: two servers on a machine (a test run
# beside a deployment) would take it from each other. Nothing here uses it.
control_socket_disable = True

# PostgreSQL runs a query to its end even after the process that asked for it is gone: a
# query of a request cut at the limit is stopped by the database this many seconds later.
STATEMENT_GRACE = 5


def post_fork(server: Any, worker: Any) -> None:
    """Every PostgreSQL connection this worker opens, from its warm-up on, stops a statement
    after the limit and its grace (``statement_timeout``, set on the connection: with a pooler
    too, and not for the migrations that ``make serve`` runs before gunicorn)."""
    from django.db.backends.signals import connection_created

    seconds = worker.cfg.timeout + STATEMENT_GRACE

    def on_connection(sender: Any, connection: Any, **kwargs: Any) -> None:
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SELECT set_config('statement_timeout', %s, false)", [f"{seconds}s"])

    connection_created.connect(on_connection, weak=False, dispatch_uid="scorepad.statement_timeout")


def worker_abort(worker: Any) -> None:
    """A request ran over the limit (the arbiter's SIGABRT): the worker ends here and now,
    before the request can commit anything or gunicorn answer it with a 500. The database
    rolls back what the process had not committed; nginx, its connection closed without an
    answer, gives the phone the 503 page; the arbiter starts a fresh worker."""
    worker.log.error(
        "A request ran over %s s: its worker (pid %s) ends with it, and a fresh one takes its"
        " place",
        worker.cfg.timeout,
        worker.pid,
    )
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(1)
