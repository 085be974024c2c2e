"""WSGI entry point, for gunicorn: `gunicorn scorepad.wsgi` (and `runserver`, which loads it).

A serving process gets ready before it takes its first request, so that the first request is
as fast as the hundredth (`make bench`, "cold"): every view imported and every URL pattern
compiled in every language, every installed app's ``AppConfig.warm_up()`` run (the rules
reference builds its search index), then each app's ``AppConfig.first_requests()`` asked once
through the application, as the server would hand them to it. Management commands never load
this module, so they do not pay for it."""

import os
from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import urlsplit
from wsgiref.util import setup_testing_defaults

from django.apps import apps
from django.conf import settings
from django.core.wsgi import get_wsgi_application
from django.urls import URLResolver, get_resolver
from django.utils import translation

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
application = get_wsgi_application()


def _compiled(patterns: Sequence[Any]) -> None:
    """Every pattern's regular expression compiled, and each resolver's reverse table built,
    in the active language, as resolving and reversing a URL would the first time."""
    for entry in patterns:
        entry.pattern.regex  # noqa: B018 (compiled once, then kept)
        if isinstance(entry, URLResolver):
            entry.reverse_dict  # noqa: B018
            _compiled(entry.url_patterns)


def _dropped(status: str, headers: list[tuple[str, str]], *info: Any) -> Callable[[bytes], None]:
    """A ``start_response`` that keeps nothing."""
    return lambda data: None


def _asked(address: str) -> None:
    """One GET of ``address`` through the application, addressed to a host the settings
    allow and, behind HTTPS, as the proxy forwards it; its answer read and dropped."""
    host = next((host for host in settings.ALLOWED_HOSTS if host.strip("*.") == host), None)
    if host is None:
        return  # only wildcards: no name to ask by
    path, _, query = address.partition("?")
    environ: dict[str, Any] = {"PATH_INFO": path, "QUERY_STRING": query, "HTTP_HOST": host}
    environ["SERVER_NAME"] = urlsplit(f"//{host}").hostname or host
    if settings.SECURE_PROXY_SSL_HEADER:
        header, value = settings.SECURE_PROXY_SSL_HEADER
        environ[header] = value
    setup_testing_defaults(environ)
    answer = application(environ, _dropped)
    try:
        for _chunk in answer:
            pass
    finally:
        answer.close()


for code, _name in settings.LANGUAGES:
    with translation.override(code):  # its catalogs read
        resolver = get_resolver()
        resolver.reverse_dict  # noqa: B018
        _compiled(resolver.url_patterns)
for config in apps.get_app_configs():
    if hasattr(config, "warm_up"):
        config.warm_up()
for config in apps.get_app_configs():
    for address in getattr(config, "first_requests", list)():
        _asked(address)
