"""How the app's log reads: a request the client got wrong is one line.

Django logs a refused body (a broken multipart boundary, too many fields, a body too big) with
its traceback. Anyone can send such a request, as often as they like: a line each says what
happened, where a traceback each would bury the errors that matter. A server error (5xx) keeps
its traceback. So is an error of the cache that was taken as a miss (``scorepad.cache``,
django-redis's ignored exceptions): while Redis is down, every request meets one.
"""

from __future__ import annotations

import logging


class ClientErrorsInOneLine(logging.Filter):
    """For a handler: a record of a 4xx answer is written as one line, without its traceback
    but with the exception's own words (a copy, so that other handlers still see the record
    whole)."""

    def filter(self, record: logging.LogRecord) -> bool | logging.LogRecord:
        status = getattr(record, "status_code", None)
        client_error = isinstance(status, int) and 400 <= status < 500
        if not client_error and record.name != "scorepad.cache":
            return True
        if record.exc_info is None and "\n" not in record.getMessage():
            return True
        message = record.getMessage()
        if record.exc_info is not None and record.exc_info[1] is not None:
            reason = str(record.exc_info[1])
            if reason and reason not in message:
                message = f"{message}: {reason}"
        line = logging.makeLogRecord(record.__dict__)
        line.msg = " ".join(message.split())
        line.args = None
        line.exc_info = line.exc_text = line.stack_info = None
        return line
