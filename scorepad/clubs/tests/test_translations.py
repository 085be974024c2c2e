"""The club's messages in Turkish: every message the club's code and templates mark is in its
package's catalog, translated, with the same placeholders, and the catalog holds nothing else."""

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from django.utils import translation

from scorepad.clubs.night import FIELD_LABELS
from tests.test_translations import placeholders, read_catalog

PACKAGE = Path(__file__).resolve().parents[1]
CATALOG = PACKAGE / "locale" / "tr" / "LC_MESSAGES" / "django.po"


def marked_messages() -> set[str]:
    """The strings of the package's code marked with ``gettext_noop`` (its tests aside)."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        if "tests" in path.relative_to(PACKAGE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "gettext_noop"
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


def test_every_marked_message_is_in_the_catalog_translated_with_its_placeholders():
    entries = {entry.fields["msgid"]: entry for entry in read_catalog(CATALOG)}
    marked = marked_messages()
    assert len(marked) > 50
    assert sorted(marked - set(entries)) == []  # make messages, then translate
    for msgid, entry in entries.items():
        assert "fuzzy" not in entry.flags, msgid
        assert entry.strs and all(entry.strs.values()), msgid
        assert placeholders(entry.strs[0]) == placeholders(msgid), msgid


@pytest.mark.skipif(shutil.which("xgettext") is None, reason="GNU gettext reads the messages")
def test_the_catalog_holds_the_messages_of_the_pages_and_nothing_stale(tmp_path, monkeypatch):
    """What ``makemessages`` finds in the package (its code and templates) is what the
    catalog holds: a string added to a page shows up here until it is in the catalog."""
    copy = tmp_path / "clubs"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("tests", "__pycache__", "*.mo"))
    subprocess.run(
        [str(Path(sys.executable).with_name("django-admin")), "makemessages", "-l", "tr"],
        cwd=copy,
        check=True,
        capture_output=True,
        env={
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "scorepad.settings",
            "PYTHONPATH": str(PACKAGE.parents[1]),
        },
    )
    monkeypatch.setattr("tests.test_translations.catalog_id", lambda path: str(path))
    found = {
        (entry.fields.get("msgctxt"), entry.fields["msgid"])
        for entry in read_catalog(copy / "locale" / "tr" / "LC_MESSAGES" / "django.po")
    }
    kept = {(entry.fields.get("msgctxt"), entry.fields["msgid"]) for entry in read_catalog(CATALOG)}
    assert sorted(found - kept, key=str) == []
    assert sorted(kept - found, key=str) == []


def test_the_compiled_catalog_speaks_turkish():
    with translation.override("tr"):
        assert translation.gettext("round %(round)d, table %(table)d: %(reason)s") == (
            "%(round)d. tur, %(table)d. masa: %(reason)s"
        )
        assert translation.gettext(FIELD_LABELS["sit_out_score"]) == "bay puanı"
