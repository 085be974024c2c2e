"""gunicorn's configuration for Scorepad (``make serve``): threaded workers that read each
request whole before a thread takes it (``scorepad/serving.py``), so that slow clients hold
no thread; a real time limit per request; limits on the request line and headers. Every
value can be changed from the environment. A buffering proxy (nginx, Caddy) in front on a
public address is still advised: it terminates TLS and refuses large bodies itself."""

from __future__ import annotations

import multiprocessing
import os
from typing import Any

host, port = os.environ.get("HOST", "127.0.0.1"), os.environ.get("PORT", "8000")
bind = os.environ.get("BIND", f"{host}:{port}")
# gunicorn's gthread, reading requests in its main loop and timing the application.
worker_class = "scorepad.serving.BufferingWorker"
workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * multiprocessing.cpu_count(), 8)))
# Two threads a worker: one request's Python runs while another waits for the database.
# More only queue for the interpreter's lock, and the slowest requests wait longest: with 8,
# ``make bench`` found half the tables per machine on SQLite (README, "Speed").
threads = int(os.environ.get("GUNICORN_THREADS", "2"))
# The time limit, in seconds: a request must arrive whole within it, and the application must
# answer it within it. One that runs longer is answered 503 and its worker replaced (the only
# way to stop a Python thread is to end its process). No page of Scorepad takes a second.
timeout = int(os.environ.get("REQUEST_TIMEOUT") or os.environ.get("GUNICORN_TIMEOUT") or "30")
graceful_timeout = 20
keepalive = 5
# Each worker listens on a socket of its own (SO_REUSEPORT), and the kernel spreads new
# connections evenly over them. On one shared socket the worker that wakes first takes
# them: under a burst one worker may hold every keep-alive connection while the other idles,
# which halves what the machine serves.
reuse_port = True
# Set GUNICORN_MAX_REQUESTS to replace a worker after that many requests, against a leak.
# Off by default: a new worker starts with its caches empty (the kept pages and rows), takes
# a second to import, and the connections waiting on the old worker's socket are reset.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# The longest URL of the app is about 100 characters, its headers a few hundred bytes.
limit_request_line = 2048
limit_request_fields = 50
limit_request_field_size = 8190
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
errorlog = "-"
wsgi_app = "scorepad.wsgi:application"
# gunicorn 25's control socket sits at one path per user: two servers on a machine (a test
# run beside a deployment) would take it from each other. Nothing here uses it.
control_socket_disable = True


def pre_request(worker: Any, req: Any) -> None:
    """A body Django will refuse from its length (413, unread) must not be read to its end
    to keep the connection open: close the connection after the answer instead."""
    from django.conf import settings

    limit = getattr(settings, "REQUEST_MAX_BYTES", None)
    for name, value in req.headers:
        if name == "CONTENT-LENGTH" and limit and value.isdigit() and int(value) > limit:
            req.must_close = True
