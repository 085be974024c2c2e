"""Scorepad's WSGI application with two more paths, for the tests of the server itself
(tests/test_serving.py): ``/_spin/`` runs Python for two minutes, as a runaway request would,
``/_sleep_sql/`` waits a minute in PostgreSQL, ``/_pid/`` answers the worker's process id and
``/_echo/`` the body it reads to its end."""

import os
import time

from scorepad.wsgi import application as scorepad


def application(environ, start_response):
    path = environ.get("PATH_INFO")
    if path == "/_pid/":
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [str(os.getpid()).encode()]
    if path == "/_echo/":
        body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [body]
    if path == "/_sleep_sql/":
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_sleep(60)")
    if path == "/_spin/":
        until = time.monotonic() + 120
        while time.monotonic() < until:
            sum(range(1000))
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [b"spun"]
    return scorepad(environ, start_response)
