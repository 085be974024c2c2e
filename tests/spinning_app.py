"""Scorepad's WSGI application with more paths, for the tests of the server itself
(tests/test_serving.py) and bench/candidates.py: ``/_spin/`` runs Python for two minutes, as a
runaway request would; ``/_spin_write/?key=K&seconds=S`` saves a session row under the key in a
transaction, then runs Python for S seconds before it commits; ``/_sleep_sql/`` waits a minute
in PostgreSQL; ``/_pid/`` answers the worker's process id; ``/_echo/`` the length of the body
it reads to its end; ``/_client/`` the client's address and scheme as the app sees them."""

import os
import time
from datetime import timedelta
from urllib.parse import parse_qs

from scorepad.wsgi import application as scorepad


def spin(seconds):
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        sum(range(1000))


def text(start_response, body):
    data = body.encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(data)))])
    return [data]


def application(environ, start_response):
    path = environ.get("PATH_INFO")
    if path == "/_pid/":
        return text(start_response, str(os.getpid()))
    if path == "/_echo/":
        body = environ["wsgi.input"].read()
        return text(start_response, str(len(body)))
    if path == "/_client/":
        from django.http import HttpRequest

        from scorepad.ratelimit import client_ip

        request = HttpRequest()
        request.META = environ
        return text(start_response, f"{client_ip(request)} {request.is_secure()}")
    if path == "/_spin_write/":
        from django.contrib.sessions.models import Session
        from django.db import transaction
        from django.utils import timezone

        query = parse_qs(environ.get("QUERY_STRING", ""))
        with transaction.atomic():
            Session.objects.create(
                session_key=query["key"][0],
                session_data="",
                expire_date=timezone.now() + timedelta(days=1),
            )
            spin(float(query["seconds"][0]))
        return text(start_response, "committed")
    if path == "/_sleep_sql/":
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_sleep(60)")
    if path == "/_spin/":
        spin(120)
        return text(start_response, "spun")
    return scorepad(environ, start_response)
