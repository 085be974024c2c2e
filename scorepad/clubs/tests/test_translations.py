"""The club's messages in Turkish: every message the club's code marks is in its package's
catalog, translated, with the same placeholders."""

import ast
from pathlib import Path

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
    assert sorted(set(entries) - marked) == []  # nothing stale
    for msgid, entry in entries.items():
        assert "fuzzy" not in entry.flags, msgid
        assert entry.strs[0], msgid
        assert placeholders(entry.strs[0]) == placeholders(msgid), msgid


def test_the_compiled_catalog_speaks_turkish():
    with translation.override("tr"):
        assert translation.gettext("round %(round)d, table %(table)d: %(reason)s") == (
            "%(round)d. tur, %(table)d. masa: %(reason)s"
        )
        assert translation.gettext(FIELD_LABELS["sit_out_score"]) == "bay puanı"
