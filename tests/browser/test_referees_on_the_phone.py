"""The referees on the phone, in Chromium: on the referee pages and the Egyptian Rat Screw
helpers, the game's own Python referee, run by MicroPython in the page, answers every case of
the referee tables (tests/referee_cases/, the slap and challenge tables of
tests/test_rules_slap.py) as the server does, in English and Turkish, online and with the
network cut: the same answer (``scorepadRules.run``), and, through the form, the same verdict
element for element as the server's page (static/js/referee.js writes it)."""

from __future__ import annotations

import contextlib
import re
import socket
import threading
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.test import Client
from django.utils import translation
from playwright.sync_api import Page

from scorepad.games.ers import referee as ers
from scorepad.games.joker import referee as joker
from scorepad.games.klaverjas import referee as klaverjas
from scorepad.games.pages import said
from scorepad.games.seep import referee as seep
from tests.browser.test_offline import until, wait_for_worker
from tests.referee_cases import joker as joker_cases
from tests.referee_cases import klaverjas as klaverjas_cases
from tests.referee_cases import seep as seep_cases
from tests.test_rules_slap import CHALLENGE_CASES, SLAP_CASES

pytestmark = pytest.mark.django_db(transaction=True)


class Relay:
    """A TCP relay in front of the live server, standing for the phone's connection: ``cut()``
    closes every connection through it and refuses new ones, which the browser's offline switch
    alone does not do for the service worker's own fetches."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.open: set[socket.socket] = set()
        self.lock = threading.Lock()
        self.is_cut = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _address = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(self.target)
            with self.lock:
                if self.is_cut:
                    client.close()
                    upstream.close()
                    continue
                self.open |= {client, upstream}
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                sink.sendall(data)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def cut(self) -> None:
        with self.lock:
            self.is_cut = True
            self.listener.close()
            for connection in self.open:
                with contextlib.suppress(OSError):
                    connection.shutdown(socket.SHUT_RDWR)
                connection.close()


@pytest.fixture
def relay(live_server) -> Iterator[Relay]:
    address = urlsplit(live_server.url)
    relay = Relay(address.hostname or "localhost", address.port or 80)
    yield relay
    relay.cut()


def cut_off(page: Page, relay: Relay) -> None:
    """The network cut, as a café's wifi drops: the browser offline, and the connection gone."""
    page.context.set_offline(True)
    relay.cut()


def rules_loaded(page: Page) -> None:
    """Until the page has loaded the rules by itself (after its load event)."""
    until(page, "window.scorepadRules && window.scorepadRules.isLoaded()", timeout=30)


# The questions, as each form sends them


def joined(cards: list[str]) -> str:
    return ", ".join(cards)


def referee_questions(name: str) -> list[dict[str, str]]:
    if name == "klaverjas":
        asked = [
            {
                "rules": c["rules"],
                "trump": c["trump"],
                "trick": joined(c["trick"]),
                "hand": joined(c["hand"]),
            }
            for c in klaverjas_cases.CASES
        ]
        errors = klaverjas_cases.ERRORS
        return asked + [{"trump": t, "trick": trick, "hand": hand} for t, trick, hand, _ in errors]
    if name == "joker":
        asked = [
            {"trump": c["trump"], "trick": joined(c["trick"]), "hand": joined(c["hand"])}
            for c in joker_cases.CASES
        ]
        errors = joker_cases.ERRORS
        return asked + [{"trump": t, "trick": trick, "hand": hand} for t, trick, hand, _ in errors]
    asked = []
    for c in seep_cases.CASES:
        floor = {
            "hand": joined(c["hand"]),
            "loose": joined(c["loose"]),
            "houses": joined(c["houses"]),
        }
        asked += [{**floor, "card": c["card"]}, {**floor, "card": ""}]
    errors = seep_cases.ERRORS
    return asked + [
        {"hand": hand, "loose": loose, "houses": houses, "card": card}
        for hand, loose, houses, card, _ in errors
    ]


def slap_questions() -> list[dict[str, str]]:
    asked = []
    for pile, combos, jokers, bottom, _slap in SLAP_CASES:
        fields = dict(zip(("top", "second", "third"), reversed(pile), strict=False))
        fields.update(helper="slap", combos=", ".join(combos), bottom=bottom or "")
        if jokers:
            fields["jokers"] = "on"
        asked += [{**fields, "penalty": penalty} for penalty in ("0", "1", "3")]
    return asked


def challenge_questions() -> list[dict[str, str]]:
    return [
        {"helper": "challenge", "face": face}
        | {f"turned{number}": card for number, card in enumerate(turned, start=1)}
        for face, turned, *_ in CHALLENGE_CASES
    ]


# What the phone says: its answers (scorepadRules.run) and its verdicts, asked through the form


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


PAGES = [
    (
        "/rules/klaverjas/referee/",
        "klaverjas",
        [("referee-form", "answer", referee_questions("klaverjas"))],
    ),
    ("/rules/joker/referee/", "joker", [("referee-form", "answer", referee_questions("joker"))]),
    ("/rules/seep/referee/", "seep", [("referee-form", "answer", referee_questions("seep"))]),
    (
        "/rules/ers/",
        "ers",
        [
            ("slap-helper", "answer_slap", slap_questions()),
            ("challenge-helper", "answer_challenge", challenge_questions()),
        ],
    ),
]
REFEREES: dict[str, Any] = {"klaverjas": klaverjas, "joker": joker, "seep": seep, "ers": ers}


def server_answers(game: str, ask: str, questions: list[dict[str, str]], language: str) -> list:
    with translation.override(language):
        return [said(getattr(REFEREES[game], ask)(fields)) for fields in questions]


def check_the_page(page: Page, relay: Relay, language: str, served: dict[str, str]) -> int:
    """Every page's cases answered on the phone and compared with the server; how many."""
    client = Client()
    compared = 0
    for path, game, forms in PAGES:
        page.goto(relay.url + path)
        rules_loaded(page)
        for form, ask, questions in forms:
            found = page.evaluate(
                PHONE_ANSWERS, {"game": game, "calls": [[ask, q] for q in questions]}
            )
            expected = server_answers(game, ask, questions, language)
            for question, answer, wanted in zip(questions, found, expected, strict=True):
                assert answer == wanted, (game, question)
            verdicts = page.evaluate(
                PHONE_VERDICTS,
                {"form": form, "questions": questions, "inner": form == "referee-form"},
            )
            for sent, shown in verdicts:
                if (path, sent) not in served:
                    served[path, sent] = server_verdict(client, path, sent, language, form)
                assert elements(shown) == elements(served[path, sent]), (game, sent)
                compared += 1
    return compared


@pytest.mark.parametrize("language", ["en", "tr"])
def test_the_phone_answers_every_case_as_the_server_online_and_with_the_network_cut(
    request, relay, language
):
    page = request.getfixturevalue("phone" if language == "en" else "phone_tr")
    page.goto(relay.url + PAGES[0][0])
    wait_for_worker(page)
    served: dict = {}
    online = check_the_page(page, relay, language, served)
    assert online > 300
    cut_off(page, relay)
    assert check_the_page(page, relay, language, served) == online
    assert page.locator("html").get_attribute("lang") == language
