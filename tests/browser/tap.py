"""Taps the browser tests share: start a game from the home page, open a game file, pick
buttons. Every wait is on what the page shows, so HTMX swaps are waited for, not slept on."""

import json
import re
from pathlib import Path

from playwright.sync_api import Page, expect


def pick(scope, name: str, value) -> None:
    """Tap the big button of a radio (or checkbox) ``name=value``."""
    scope.locator(f'label:has(> input[name="{name}"][value="{value}"])').click()


def start_game(page: Page, base_url: str, game: str, names: list[str], **options) -> None:
    """From the home page: tap the game, type the names, tap the game's options (by their own
    names: ``length="short"`` is the field ``joker-length``), start."""
    page.goto(base_url + "/")
    pick(page, "game", game)
    for number, name in enumerate(names, start=1):
        page.locator(f"#id_player_{number}").fill(name)
    for option, value in options.items():
        pick(page, f"{game}-{option}", value)
    page.locator(".new-game button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/games/[^/]+/$"))


def open_game_file(page: Page, base_url: str, document: dict, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document))
    page.goto(base_url + "/")
    page.locator("form.import input[type=file]").set_input_files(str(path))
    page.locator("form.import button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/games/[^/]+/$"))


def save(page: Page) -> None:
    page.locator("#entry button.save").first.click()


def console_problems(page: Page) -> list[str]:
    """Collect what the browser complains about (CSP refusals, HTMX errors, script errors) from
    now on. A preview overtaken by the save waits its turn: nothing is aborted, nothing logged."""
    problems: list[str] = []

    def complain(message) -> None:
        text = message.text
        if message.type == "error" or "Content Security Policy" in text:
            problems.append(text)

    page.on("console", complain)
    page.on("pageerror", lambda error: problems.append(str(error)))
    return problems


def rules_ready(page: Page) -> None:
    """Until the rules are on the phone: the engine's script has run (a module script, it may
    run after the entry is on screen) and its engines are loaded."""
    page.wait_for_function("() => window.scorepadRules")
    page.evaluate("window.scorepadRules.ready()")
