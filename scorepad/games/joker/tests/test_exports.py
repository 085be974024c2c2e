"""Joker's sheet leaving the phone: its inputs and its sections' premiums in the CSV, the PDF's
names, totals and premiums, and the finished game's results with their margins."""

import csv
import io

import pytest
from django.urls import reverse
from pypdf import PdfReader

from scorepad.games import samples
from tests.contract import game_of
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

GAME = game_of(__name__)


def worked():
    game = samples(GAME).WORKED
    return game_with_deals(GAME, game["deals"], players=game["players"], options=game["options"])


def read_csv(response, separator=","):
    body = response.content.decode("utf-8")
    return list(csv.reader(io.StringIO(body.removeprefix("\ufeff")), delimiter=separator))


def pdf_text(response):
    assert response["Content-Type"] == "application/pdf"
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)


def test_the_csv_writes_joker_inputs_and_section_premiums(client, grant):
    game = worked()
    headings, *rows, _last = read_csv(
        grant(client, game).get(reverse("export_csv", args=[game.public_id]))
    )
    assert headings[:5] == ["Deal", "Cards", "Kind", "Dealer", "Trump"]
    eighth = rows[7]
    assert eighth[headings.index("Ayşe: bid")] == "7"
    assert eighth[headings.index("Gül: tricks")] == "1"
    # The first section's premium: each of the three who kept every bid gets their best again.
    assert [
        eighth[headings.index(f"{name}: premium")] for name in ("Ayşe", "Işık", "Çağrı", "Gül")
    ] == ["400", "50", "50", ""]
    assert rows[6][headings.index("Ayşe: premium")] == ""


def test_the_pdf_holds_the_names_with_their_letters_the_totals_and_the_winner(client, grant):
    game = worked()
    response = grant(client, game).get(reverse("export_pdf", args=[game.public_id]))
    assert response["Content-Disposition"].startswith(
        f'attachment; filename="{GAME}-ayse-isik-cagri-gul.pdf"'
    )
    text = pdf_text(response)
    for name in ("Ayşe", "Işık", "Çağrı", "Gül"):
        assert name in text
    for total in ("4450", "700", "120"):
        assert total in text
    assert "Winner: Ayşe" in text
    assert "Ayşe premium +400" in text  # the section's premium, written under its last deal
    assert "Running totals" in text


def test_the_finished_game_page_shows_the_results_with_margins_and_next_steps(client, grant):
    game = worked()
    html = grant(client, game).get(reverse("game", args=[game.public_id])).content.decode()
    assert 'data-testid="results"' in html
    assert "3750 ahead" in html and "4330 behind" in html
    assert reverse("rematch", args=[game.public_id]) in html
    assert reverse("export_pdf", args=[game.public_id]) in html
    assert html.count('class="chart-line') == 4
