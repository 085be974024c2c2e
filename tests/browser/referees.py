"""What the browser tests of the referees share: a narrow phone, the picker's taps, the server's
answer to the same question, and the phone's own answers and verdicts (static/js/referee.js,
the game's Python referee under MicroPython) read from the page. Each game's tests of its
referee page, and the shared test of every referee on the phone, use them."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from django.test import Client
from django.utils import translation
from playwright.sync_api import Browser, Page, Route

from scorepad.games.pages import said, verdict_words
from tests.browser.fixtures import new_phone
from tests.browser.test_dark_mode import axe_violations
from tests.browser.test_offline import until

NARROW = {"width": 360, "height": 740}


def narrow(browser: Browser, language: str) -> Page:
    """A 360 px phone in ``language``."""
    page = new_phone(browser, language)
    page.set_viewport_size(NARROW)
    return page


def language_of(page: Page) -> str:
    return page.locator("html").get_attribute("lang") or ""


def says(page: Page, module: Any, **fields: str) -> dict[str, Any]:
    """What the server's referee says to the question in the page's language."""
    with translation.override(language_of(page)):
        answer: dict[str, Any] = said(module.answer(fields))
    return answer


def words(page: Page) -> dict[str, str]:
    """The verdict's own words in the page's language."""
    with translation.override(language_of(page)):
        return verdict_words()


def pick(page: Page, target: str, *cards: str) -> None:
    """Tap the picker: the field the cards go to, then each card's suit and rank."""
    picker = page.locator("[data-picker]")
    picker.locator(f'[data-target="{target}"]').click()
    for card in cards:
        if picker.locator("[data-suit]").count():
            picker.locator(f'[data-suit="{card[-1]}"]').click()
            card = card[:-1]
        picker.locator(f'[data-rank="{card}"]').click()


def requests_from(page: Page) -> list[str]:
    """The requests the page makes from now on; the icon aside, which the browser asks for
    again as the address changes (the question kept in it)."""
    made: list[str] = []

    def note(request: Any) -> None:
        if not request.url.endswith("/static/icons/icon.svg"):
            made.append(request.url)

    page.on("request", note)
    return made


def fits_and_reads_in_both_schemes(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert axe_violations(page) == [], scheme


def holding_the_rules(page: Page) -> list[Route]:
    """The rules' bundle held back, as on a slow first visit: the runtime never finishes."""
    held: list[Route] = []
    page.route(re.compile(r".*/rules-engine\.[0-9a-f]+\.json$"), lambda route: held.append(route))
    return held


def rules_loaded(page: Page) -> None:
    """Until the page has loaded the rules by itself (after its load event)."""
    until(page, "window.scorepadRules && window.scorepadRules.isLoaded()", timeout=30)


PHONE_ANSWERS = """
({game, calls}) => {
  const setup = JSON.parse(document.getElementById("referee-words").textContent);
  window.scorepadRules.run("words", setup.words);
  return calls.map(([ask, fields]) => window.scorepadRules.run("call", {
    game, module: "referee", "function": ask, arguments: [fields]
  }));
}
"""

# Fill the form as a player would, let static/js/referee.js answer, and read what it wrote.
PHONE_VERDICTS = """
({form, questions, inner}) => {
  const asking = document.getElementById(form);
  const verdict = document.getElementById(asking.dataset.verdict);
  return questions.map(fields => {
    Array.from(asking.elements).forEach(field => {
      if (!field.name || field.type === "hidden") return;
      const wanted = fields[field.name] || "";
      if (field.type === "radio") field.checked = field.value === wanted;
      else if (field.type === "checkbox") field.checked = wanted.split(", ").includes(field.value);
      else field.value = wanted;
    });
    asking.dispatchEvent(new Event("input", {bubbles: true}));
    const sent = new URLSearchParams(new FormData(asking)).toString();
    return [sent, inner ? verdict.innerHTML : verdict.outerHTML];
  });
}
"""


class Elements(HTMLParser):
    """Markup as what it shows: its elements, their attributes and their text, whatever the
    white space between them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[Any, ...]] = []
        self.text = ""

    def _text(self) -> None:
        text = " ".join(self.text.split())
        if text:
            self.found.append(("text", text))
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._text()
        self.found.append((tag, sorted((name, value or "") for name, value in attrs)))

    def handle_endtag(self, tag: str) -> None:
        self._text()
        self.found.append(("/" + tag,))

    def handle_data(self, data: str) -> None:
        self.text += data


def elements(html: str) -> list[tuple[Any, ...]]:
    parser = Elements()
    parser.feed(html)
    parser._text()
    return parser.found


def server_verdict(client: Client, path: str, sent: str, language: str, form: str) -> str:
    """The verdict the server's page shows for the form as sent: a referee page's partial
    (what the page holds in its #verdict), or the helper's output on the rule page."""
    if form == "referee-form":
        headers = {"HX-Request": "true", "HX-Target": "verdict"}
        response = client.get(f"{path}?{sent}", headers={"accept-language": language, **headers})
        return response.content.decode()
    html = client.get(f"{path}?{sent}", headers={"accept-language": language}).content.decode()
    output = {"slap-helper": "slap-verdict", "challenge-helper": "challenge-verdict"}[form]
    found = re.search(rf'<output id="{output}".*?</output>', html, re.S)
    assert found, output
    return found.group(0)
