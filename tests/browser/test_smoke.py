"""The app opens on a phone."""

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def test_home_opens_on_a_phone(phone, live_server):
    phone.goto(live_server.url + "/")
    assert phone.title() == "Scorepad"
    assert phone.locator("h1").inner_text() == "Scorepad"
