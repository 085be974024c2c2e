"""The measured shortcuts, behind one small interface, so that the views read like plain Django.

Each one was measured with ``make bench`` against what Django does by itself (README, "Speed"):

``read_game(public_id, session=None)``
    A game by its id, read with the request's session in one statement (``games``,
    ``sessions``).
``game_changes(public_ids)``
    The home page's list of a phone's games and their last changes (``games``).
``kept_page(request, key, render)``, ``page_key(prefix, request, parts)``, ``key_of(...)``
    Whole pages kept rendered and compressed once, answered with each request's own token,
    nonce and keys (``kept_pages``).

And, named in the settings rather than called: the session store (``sessions``), the early
answer to the live sheet's poll (``polls.SheetPollMiddleware``) and the PostgreSQL backend
(``postgresql``).
"""

from scorepad.fastpath.games import game_changes, read_game
from scorepad.fastpath.kept_pages import kept_page, key_of, page_key

__all__ = ["game_changes", "kept_page", "key_of", "page_key", "read_game"]
