"""A deployment's static files, as ``collectstatic`` makes them with ``STATIC_MANIFEST=1``
(scorepad/storage.py): our scripts and stylesheets minified, hashed and compressed, the
vendored libraries as shipped, and every minified script still parses."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
from pathlib import Path

import brotli
import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.test import override_settings

OWN = ["css/app.css", "css/results.css", "css/rules.css", "css/print.css", "js/app.js"]
OWN_SCRIPTS = sorted(
    f"js/{path.name}" for path in (Path(__file__).parent.parent / "static" / "js").glob("*.js")
)


@pytest.fixture(scope="module")
def collected(tmp_path_factory) -> dict[str, Path]:
    """Each static file's name and the file a deployment serves for it."""
    root = tmp_path_factory.mktemp("staticfiles")
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "scorepad.storage.MinifiedStaticFilesStorage"},
    }
    with override_settings(STATIC_ROOT=root, STORAGES=storages):
        call_command("collectstatic", interactive=False, verbosity=0)
    manifest = json.loads((root / "staticfiles.json").read_text())["paths"]
    return {name: root / hashed for name, hashed in manifest.items()}


def source(name: str) -> str:
    found = finders.find(name)
    assert isinstance(found, str), name
    return Path(found).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", OWN + OWN_SCRIPTS)
def test_our_scripts_and_stylesheets_are_served_minified_and_compressed(collected, name):
    served = collected[name].read_text(encoding="utf-8")
    original = source(name)
    assert len(served) < 0.9 * len(original)
    assert "\n  " not in served  # no indentation left
    if name.endswith(".js"):
        assert "// " not in served.replace("https://", "").replace("http://", "")
    assert "/* " not in served
    compressed = collected[name].with_name(collected[name].name + ".gz")
    assert gzip.decompress(compressed.read_bytes()).decode() == served
    brotli_file = collected[name].with_name(collected[name].name + ".br")
    assert brotli.decompress(brotli_file.read_bytes()).decode() == served


def test_the_vendored_libraries_are_served_as_shipped(collected):
    for name in ("js/vendor/minisearch.js", "js/vendor/snowball-stemmers.js"):
        assert collected[name].read_text(encoding="utf-8") == source(name)
    htmx = collected["django_htmx/htmx-2.min.js"].read_bytes()
    assert htmx == Path(finders.find("django_htmx/htmx-2.min.js")).read_bytes()


def node() -> str:
    path = shutil.which("node")
    assert path, "these tests run the minified scripts in Node.js (Debian: apt-get install nodejs)"
    return path


@pytest.mark.parametrize("name", OWN_SCRIPTS)
def test_every_minified_script_parses(collected, name):
    result = subprocess.run(
        [node(), "--check", str(collected[name])], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
