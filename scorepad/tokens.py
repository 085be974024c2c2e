"""The random values the app hands out: games' ids and links, and deal forms' submission keys.
Plain functions, below the models (whose fields take them as defaults) and the forms."""

from __future__ import annotations

import secrets


def new_token() -> str:
    """128 random bits, URL-safe: the public id and the share links are unguessable."""
    return secrets.token_urlsafe(16)


def new_key() -> str:
    """The submission key of a deal form: a replay of the same form records nothing twice."""
    return secrets.token_hex(16)
