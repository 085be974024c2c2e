"""What the service worker (``static/js/sw.js``) is told when it is served: the deploy's
version and the addresses to keep from the app's first opening.

The version is a hash of everything a deploy can change in what the worker keeps: the
static files, the templates, the rule texts and the translations. A deploy that changes any
of them serves a worker that differs by that one line, so the browser installs it, the new
worker fills a cache of its own name, deletes the old ones, and the open pages offer to reload.
Worked out once per process, at the first request for ``/sw.js``.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.templatetags.static import static
from django.urls import reverse

from rules import content

# The static files every page may need offline, as named in the templates.
STATIC_FILES = (
    "css/app.css",
    "css/rules.css",
    "js/app.js",
    "js/offline.js",
    "js/rules-ers.js",
    "js/rules-search.js",
    "js/vendor/minisearch.js",
    "js/vendor/snowball-stemmers.js",
    "django_htmx/htmx-2.min.js",
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/apple-touch-icon.png",
)
# What a deploy may change in the pages the worker keeps.
SOURCES = ("static", "templates", "rules/content", "locale")


def _source_files() -> list[Path]:
    root = Path(settings.BASE_DIR)
    files = [path for folder in SOURCES for path in sorted((root / folder).rglob("*"))]
    for name in STATIC_FILES:  # those that come from packages (htmx)
        found = finders.find(name)
        if isinstance(found, str):
            files.append(Path(found))
    return [path for path in files if path.is_file() and not path.name.endswith(".po")]


@cache
def deploy_version() -> str:
    """A short hash of the deploy's files, the same in every process of one deploy."""
    digest = hashlib.sha256()
    root = Path(settings.BASE_DIR)
    for path in _source_files():
        digest.update(
            str(path.relative_to(root) if path.is_relative_to(root) else path.name).encode()
        )
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def precache_urls() -> list[str]:
    """The pages and files kept when the app is first opened: the home page, the offline page,
    every rule page in both languages, the search page and its index, and the static files."""
    pages = [reverse("home"), reverse("offline"), reverse("rules:index"), reverse("rules:search")]
    for name in content.DOCUMENTS:
        page = reverse("rules:document", args=[name])
        pages.append(page)
        pages.extend(f"{page}?lang={language}" for language in content.LANGUAGES)
    pages.append(reverse("search_index"))
    pages.extend(reverse("manifest", args=[code]) for code, _name in settings.LANGUAGES)
    return pages + [static(name) for name in STATIC_FILES]


@cache
def worker_script() -> str | None:
    """``static/js/sw.js`` with one line in front that tells it the deploy's version and what
    to keep; read once per process, as it changes only with a deploy."""
    path = finders.find("js/sw.js")
    if not isinstance(path, str):
        return None
    setup = {
        "version": deploy_version(),
        "precache": precache_urls(),
        "offline": reverse("offline"),
    }
    return f"self.SCOREPAD = {json.dumps(setup)};\n" + Path(path).read_text(encoding="utf-8")
