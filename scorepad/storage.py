"""The static files of a deployment (``STATIC_MANIFEST=1``, ``collectstatic``): Scorepad's
own scripts and stylesheets minified, then hashed and compressed by whitenoise.

Minifying takes the comments and the indentation out of what a phone downloads (the sources
keep them for the people who read them): about a fifth of a first visit's compressed bytes.
rjsmin and rcssmin only remove what cannot change the meaning (comments, white space); they
rename nothing. The vendored libraries are left as their authors shipped them, licence header
included: they load only for the offline search.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import rcssmin
import rjsmin
from whitenoise.storage import CompressedManifestStaticFilesStorage

# Our own files: those under a ``vendor/`` folder and those of installed packages (htmx,
# already minified by its authors) are kept as they come.
OWN_FOLDERS = ("js/", "css/")


def minifies(name: str) -> bool:
    return (
        name.startswith(OWN_FOLDERS)
        and "/vendor/" not in name
        and name.endswith((".js", ".css"))
        and not name.endswith((".min.js", ".min.css"))
    )


def minified(name: str, text: str) -> str:
    if name.endswith(".css"):
        return str(rcssmin.cssmin(text))
    return str(rjsmin.jsmin(text, keep_bang_comments=True))


class MinifiedStaticFilesStorage(CompressedManifestStaticFilesStorage):
    # The offline code's ES modules import each other by their names (static/js/offline/):
    # Django writes the hashed names into their import statements.
    support_js_module_import_aggregation = True

    def post_process(
        self, paths: dict[str, Any], dry_run: bool = False, **options: Any
    ) -> Iterator[tuple[str, str, bool]]:
        if not dry_run:
            paths = dict(paths)
            for name in paths:
                if minifies(name):
                    collected = Path(self.path(name))
                    collected.write_text(
                        minified(name, collected.read_text(encoding="utf-8")), encoding="utf-8"
                    )
                    # Hashed (and compressed) from the minified copy, not from the source.
                    paths[name] = (self, name)
        yield from super().post_process(paths, dry_run, **options)
