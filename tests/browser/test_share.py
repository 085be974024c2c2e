"""At the end of a game, on a 390 x 844 phone: the results (standings, chart, next steps),
the Share button handing the results text and link to the phone's share sheet, the PDF shared
as a file, the QR codes of the links, and the history on /stats/."""

import re

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db(transaction=True)

# The phone's share sheet, stood in for: what the page hands it is kept for the test to read.
SHARE_SHEET = """
window.shared = [];
navigator.share = function (data) { window.shared.push({
  title: data.title, text: data.text, url: data.url,
  files: (data.files || []).map(function (file) { return [file.name, file.type, file.size]; })
}); return Promise.resolve(); };
navigator.canShare = function () { return true; };
"""


def finished_seep():
    return game_with_deals(
        "seep",
        [{"points": [60, 40], "sweeps": [1, 0]}, {"points": [70, 30]}],
        players=["Ayşe", "Giorgi", "Ana", "Levan"],
    )


def open_as_editor(page, live_server, game):
    page.goto(live_server.url + reverse("editor_link", args=[game.public_id, game.edit_token]))
    expect(page.locator("#sheet")).to_be_visible()


def test_a_finished_game_shows_its_results_chart_and_next_steps(phone, live_server):
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    results = phone.get_by_test_id("results")
    expect(results).to_be_visible()
    standings = results.get_by_test_id("standings").locator("li")
    expect(standings).to_have_count(2)
    expect(standings.first).to_contain_text("Ayşe & Ana")
    expect(standings.first).to_contain_text("1 ahead")
    expect(standings.nth(1)).to_contain_text("1 behind")
    # One line for Seep's running difference, the bazzi marked on it.
    chart = results.get_by_test_id("chart")
    expect(chart.locator("svg polyline.chart-line")).to_have_count(1)
    expect(chart.locator(".chart-mark")).to_have_count(1)
    expect(results.get_by_role("button", name=re.compile("Rematch"))).to_be_visible()
    expect(results.get_by_role("link", name="PDF")).to_have_attribute(
        "href", reverse("export_pdf", args=[game.public_id])
    )
    # Within the phone's width: nothing to scroll sideways.
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_share_hands_the_results_text_and_link_to_the_share_sheet(phone, live_server):
    phone.add_init_script(SHARE_SHEET)
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    phone.get_by_test_id("results").get_by_role("button", name="Share the results").click()
    shared = phone.evaluate("window.shared")
    assert len(shared) == 1
    assert "/follow/" in shared[0]["url"]
    text = shared[0]["text"]
    assert text.startswith("Seep · ")
    assert "1. Ayşe & Ana 1 (+1)" in text
    assert "Winner: Ayşe & Ana" in text


def test_the_pdf_is_shared_as_a_file(phone, live_server):
    phone.add_init_script(SHARE_SHEET)
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    expect(phone.locator("details.share")).to_have_attribute("open", "")  # open at the end
    phone.get_by_test_id("share-pdf").click()
    for _attempt in range(100):  # the PDF is fetched first (wait_for_function would need eval)
        if phone.evaluate("window.shared.length"):
            break
        phone.wait_for_timeout(100)
    [shared] = phone.evaluate("window.shared")
    [(name, kind, size)] = shared["files"]
    assert name == "seep-ayse-giorgi-ana-levan.pdf"
    assert kind == "application/pdf"
    assert size > 1000


def test_without_a_share_sheet_the_results_are_copied(phone, live_server):
    phone.context.grant_permissions(["clipboard-read", "clipboard-write"])
    phone.add_init_script("delete Navigator.prototype.share; delete navigator.share;")
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    results = phone.get_by_test_id("results")
    results.get_by_role("button", name="Share the results").click()
    expect(results.locator(".share-done")).to_have_text(re.compile("Copied"))
    copied = phone.evaluate("navigator.clipboard.readText()")
    assert "Winner: Ayşe & Ana" in copied
    assert "/follow/" in copied


def test_the_links_show_as_qr_codes(phone, live_server):
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    expect(phone.locator("details.share")).to_have_attribute("open", "")  # open at the end
    for name in ("qr-follow", "qr-editor"):
        image = phone.get_by_test_id(name).locator("img")
        expect(image).to_be_visible()
        expect(image).to_have_js_property("complete", True)
        assert image.evaluate("img => img.naturalWidth") > 0
        box = image.bounding_box()
        assert box and 150 <= box["width"] <= 390


def test_a_follower_gets_no_editor_qr_code(phone, second_phone, live_server):
    game = finished_seep()
    second_phone.goto(
        live_server.url + reverse("follow_link", args=[game.public_id, game.follow_token])
    )
    expect(second_phone.get_by_test_id("qr-follow")).to_be_visible()
    expect(second_phone.get_by_test_id("qr-editor")).to_have_count(0)
    expect(
        second_phone.get_by_test_id("results").get_by_role("button", name=re.compile("Rematch"))
    ).to_have_count(0)


def test_the_history_lists_the_finished_game(phone, live_server):
    game = finished_seep()
    open_as_editor(phone, live_server, game)
    phone.get_by_role("link", name="Stats").click()
    expect(phone.get_by_test_id("history")).to_contain_text("Ayşe, Giorgi, Ana, Levan")
    expect(phone.get_by_test_id("player")).to_have_count(4)
    phone.get_by_test_id("history").get_by_role("link").first.click()
    expect(phone).to_have_url(re.compile(game.public_id))
