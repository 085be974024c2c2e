"""Turkish and English everywhere: the Turkish catalog is complete and used."""

import shutil
import subprocess
from pathlib import Path

import pytest
from django.utils import translation

from scorepad.games import RuleError, gettext_noop

CATALOG = Path(__file__).resolve().parent.parent / "locale" / "tr" / "LC_MESSAGES" / "django.po"


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext compiles the catalogs")
def test_every_message_has_a_turkish_translation():
    run = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(CATALOG)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "translated messages" in run.stderr
    assert "untranslated" not in run.stderr and "fuzzy" not in run.stderr


def test_a_refusal_reads_in_turkish_with_the_field_named_in_turkish():
    error = RuleError(gettext_noop("%(field)s must be a whole number"), deal=3, field="tricks")
    with translation.override("tr"):
        reason = error.reason(translation.gettext)
    assert reason.startswith("3. dağıtım: ")
    assert "tricks" not in reason


def test_the_home_page_speaks_turkish_to_a_turkish_browser(client):
    html = client.get("/", HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert '<html lang="tr">' in html
    assert "Skor Defteri" in html
    assert ">English</button>" in html  # the other language, in its own name


def test_the_language_switch_keeps_the_page_and_needs_no_prefix(client):
    response = client.post("/i18n/setlang/", {"language": "tr", "next": "/rules/"})
    assert response.status_code == 302 and response["Location"] == "/rules/"
    html = client.get("/rules/").content.decode()
    assert '<html lang="tr">' in html
