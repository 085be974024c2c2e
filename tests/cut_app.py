"""Scorepad's WSGI application, held past the time limit where a test asks, for the tests of
changes cut by make serve's own server (tests/test_under_make_serve.py).

A request with ``X-Cut: <app_label.Model>`` (``scorepad.Right``, ``klaverjas.BoardEntry``) waits
past ``REQUEST_TIMEOUT`` right after it saves its first row of that model: inside the view's
transaction, before anything commits. ``X-Cut: answer`` waits once the app has answered (its
transactions committed, its answer not sent yet). Either way gunicorn ends the worker at the
limit and nginx answers the 503 page. Any other request is the app's own."""

import os
import time

from django.db.models.signals import post_save

from scorepad.wsgi import application as scorepad

PAST_THE_LIMIT = float(os.environ.get("REQUEST_TIMEOUT", "30")) + 5
cut = {"at": ""}


def wait_past_the_limit():
    until = time.monotonic() + PAST_THE_LIMIT
    while time.monotonic() < until:
        time.sleep(0.1)


def on_save(sender, **kwargs):
    if cut["at"] and cut["at"] == sender._meta.label:
        cut["at"] = ""
        wait_past_the_limit()


post_save.connect(on_save, weak=False, dispatch_uid="tests.cut_app")


def application(environ, start_response):
    where = environ.get("HTTP_X_CUT", "")
    cut["at"] = "" if where == "answer" else where
    try:
        answer = scorepad(environ, start_response)
        if where == "answer":
            wait_past_the_limit()
        return answer
    finally:
        cut["at"] = ""
