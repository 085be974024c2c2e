"""How the app's log reads: a request the client got wrong is one line.

Django logs a refused body (a broken multipart boundary, too many fields, a body too big) with
its traceback. Anyone can send such a request, as often as they like: a line each says what
happened, where a traceback each would bury the errors that matter. A server error (5xx) keeps
its traceback. So is an error of the cache that was taken as a miss (``scorepad.cache``,
django-redis's ignored exceptions): while Redis is down, every request meets one.

Such a line names the request's path: the token of an editor or follow link and a phone's key
are written as ``[hidden]`` in it, as nginx's access log writes them (deploy/nginx.conf).
"""

from __future__ import annotations

import logging
import re

# The secret part of an address: a link's token, a phone's key (not /phone/qr.svg).
SECRET_IN_PATH = re.compile(
    r"(/games/[^/\s]+/(?:editor|follow)/|/phone/(?!qr\.svg))[^/\s?]+", re.IGNORECASE
)


def without_secrets(text: str) -> str:
    return SECRET_IN_PATH.sub(r"\1[hidden]", text)


class ClientErrorsInOneLine(logging.Filter):
    """For a handler: a record of a 4xx answer is written as one line, without its traceback
    but with the exception's own words, and no record names a link's token or a phone's key
    (a copy, so that other handlers still see the record whole)."""

    def filter(self, record: logging.LogRecord) -> bool | logging.LogRecord:
        status = getattr(record, "status_code", None)
        client_error = isinstance(status, int) and 400 <= status < 500
        message = record.getMessage()
        hidden = without_secrets(message)
        if not client_error and record.name != "scorepad.cache":
            if hidden == message:
                return True
            kept = logging.makeLogRecord(record.__dict__)  # a 500 keeps its traceback
            kept.msg, kept.args = hidden, None
            return kept
        if record.exc_info is None and "\n" not in message and hidden == message:
            return True
        message = hidden
        if record.exc_info is not None and record.exc_info[1] is not None:
            reason = str(record.exc_info[1])
            if reason and reason not in message:
                message = f"{message}: {reason}"
        line = logging.makeLogRecord(record.__dict__)
        line.msg = " ".join(message.split())
        line.args = None
        line.exc_info = line.exc_text = line.stack_info = None
        return line
