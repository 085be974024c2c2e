"""Django's Redis cache, with one Redis client per connection pool instead of one per call.

Django's backend builds a ``redis.Redis`` client for every cache operation. Building one
copies the library's table of response callbacks, which costs more than the round trip to a
Redis on the same network. A client only takes a connection from its pool while a command
runs and is safe to share between threads (redis-py's documentation), so this backend builds
one per pool and keeps it. Everything else is ``django.core.cache.backends.redis``.
"""

from __future__ import annotations

from typing import Any

from django.core.cache.backends import redis


class RedisCacheClient(redis.RedisCacheClient):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[Any, Any] = {}  # by connection pool

    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        # The pool as Django's ``get_client`` picks it (the stubs do not declare its helpers).
        pool = self._get_connection_pool(write)  # type: ignore[attr-defined]
        client = self._clients.get(pool)
        if client is None:
            client = self._clients[pool] = self._client(connection_pool=pool)  # type: ignore[attr-defined]
        return client


class RedisCache(redis.RedisCache):
    def __init__(self, server: str | list[str], params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = RedisCacheClient
