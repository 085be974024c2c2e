"""The random values the app hands out: games' ids and links, and deal forms' submission keys.
Plain functions, below the models (whose fields take them as defaults) and the forms."""

from __future__ import annotations

import re
import secrets

# What a submission key is made of: the pages' own are hex digits (``new_key``, the scripts'
# ``newKey``). A forged key of other characters counts as none; one with a NUL could not even be
# looked up in PostgreSQL.
POSTED_KEY = re.compile(r"[0-9A-Za-z_-]{1,64}")


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


def new_key() -> str:
    """The submission key of a deal form: a replay of the same form records nothing twice."""
    return secrets.token_hex(16)


def posted_key(value: str) -> str:
    """The key a phone posted, as the app keeps it: its first 64 characters (a forged longer key
    is no dead end), or "" if it is none the pages make."""
    value = value[:64]
    return value if POSTED_KEY.fullmatch(value) else ""
