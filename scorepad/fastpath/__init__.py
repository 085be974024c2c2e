"""What a measurement kept: the one shortcut that saves a quarter or more of the CPU of the
requests it serves (``bench/fastpaths.py``, ``docs/decisions/2026-12-01-fast-paths.md``);
everything else is Django's own way.

``kept_page(request, key, render)``, ``page_key(prefix, request, parts)``, ``key_of(...)``
    Whole pages kept rendered and compressed once, answered with each request's own token,
    nonce and keys (``kept_pages``).
"""

from scorepad.fastpath.kept_pages import KEY_FIELD, kept_page, key_of, page_key

__all__ = ["KEY_FIELD", "kept_page", "key_of", "page_key"]
