"""What the service worker (``static/js/sw.js``) is told when it is served: the deploy's
version and the addresses to keep from the app's first opening.

The version is a hash of everything a deploy can change in what the worker keeps: the
static files, the templates, the rule texts and the translations, the shared ones and each
installed game's (its package's ``templates/``, ``static/``, ``rules/``, ``locale/`` and
modules). A deploy that changes any of them serves a worker that differs by that one line, so
the browser installs it, the new worker fills a cache of its own name, deletes the old ones,
and the open pages offer to reload.
Worked out once per process, at the first request for ``/sw.js``.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
from functools import cache
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.contrib.staticfiles import finders
from django.templatetags.static import static
from django.urls import reverse

from scorepad import phone
from scorepad.games import game_types

# The static files every page may need offline, as named in the templates; each game's own come
# from its package.
STATIC_FILES = (
    "css/app.css",
    "css/results.css",
    "css/rules.css",
    "js/app.js",
    "js/rules-search.js",
    "js/rules-engine.js",
    "js/referee.js",
    "js/vendor/micropython/micropython.mjs",
    "js/vendor/micropython/micropython.wasm",
    "js/vendor/minisearch.js",
    "js/vendor/snowball-stemmers.js",
    "django_htmx/htmx-2.min.js",
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/apple-touch-icon.png",
)
# The offline code, ES modules (static/js/offline/): every page runs the first, the game page the
# second too, each with the modules it imports.
OFFLINE_MODULES = {"page": "js/offline/page.js", "table": "js/offline/table.js"}
IMPORTED = re.compile(r'^(?:import|export)\b[^;"]*?(?:from\s*)?"(\.{1,2}/[^"]+)";', re.MULTILINE)


@cache
def modules_of(name: str) -> tuple[str, ...]:
    """The static names of a module and of every module it imports, however deep, each once."""
    found = [name]
    for module in found:
        path = finders.find(module)
        if not isinstance(path, str):
            raise FileNotFoundError(module)
        source = Path(path).read_text(encoding="utf-8")
        for imported in IMPORTED.findall(source):
            named = posixpath.normpath(posixpath.join(posixpath.dirname(module), imported))
            if named not in found:
                found.append(named)
    return tuple(found)


def offline_modules() -> list[str]:
    """Every module of the offline code, for the worker to keep."""
    names = [module for entry in OFFLINE_MODULES.values() for module in modules_of(entry)]
    return list(dict.fromkeys(names))


# What a deploy may change in the pages the worker keeps: the shared folders, and these in each
# game's package.
SOURCES = ("static", "templates", "rules/content", "locale")
GAME_SOURCES = ("templates", "static", "rules", "locale")


def _source_files() -> list[Path]:
    root = Path(settings.BASE_DIR)
    folders = [root / folder for folder in SOURCES]
    folders += [kind.folder / folder for kind in game_types() for folder in GAME_SOURCES]
    files = [path for folder in folders for path in sorted(folder.rglob("*"))]
    # A game's own rule pages (its guided deal) are made by its modules as much as its templates.
    files += [path for kind in game_types() for path in sorted(kind.folder.glob("*.py"))]
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
    the rules the phone runs, the manifests, the pages other apps keep offline (their
    ``AppConfig.offline_pages()``: the rules reference's every page in every language, its
    search and index), the shared static files and every installed game's."""
    pages = [reverse("home"), reverse("offline")]
    pages.extend(reverse("rules_engine", args=[phone.version(kind.name)]) for kind in game_types())
    pages.extend(reverse("manifest", args=[code]) for code, _name in settings.LANGUAGES)
    for config in apps.get_app_configs():
        offline_pages = getattr(config, "offline_pages", None)
        if offline_pages is not None:
            pages.extend(offline_pages())
    games = (name for kind in game_types() for name in kind.static_files())
    files = [*STATIC_FILES, *offline_modules(), *games]
    return pages + [static(name) for name in files]


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
