"""``make bench``'s figures of the rules on the phone, measured in Chromium at a phone's size.

The app is served as in production (``bench.server``: a throwaway database, the static files
collected and compressed, gunicorn); Chromium (Debian's, driven by Playwright) opens it as a
phone would. Printed, one ``BENCH`` line each:

* the runtime's bytes as the browser received them (MicroPython's script and WebAssembly, the
  engines' sources), and as a browser asking for brotli gets them (the collected ``.br``
  files), beside the bytes the first visit moves before the page's load event;
* the load time, cold (nothing cached) and warm (the service worker's copy), on a CPU slowed
  four times (CDP ``Emulation.setCPUThrottlingRate``): the first paint, and the moment the
  engines answer;
* the sheet of each installed game's long sample worked out on the phone at that speed, beside
  the server's CPython working out the same sheet in this process;
* Klaverjas's computer players on the phone: whole deals played by four of them under
  MicroPython at that speed, the time per card (bench/practice.py has their strength);
* requests per entered step: the first deals of each game's long sample entered as a thumb
  does, at 300 ms of latency (CDP ``Network.emulateNetworkConditions``), counting the requests
  made between the taps (target none) and per saved step (target one), and the time from Save
  to the next step on screen (target 200 ms). Each game's deals are then read back from the
  database: what was tapped is what was recorded.

Nothing here is a test: it prints. The tests hold the same claims (tests/browser/
test_entry_on_the_phone.py, test_rules_on_the_phone.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.games import create, long_games
from bench.server import free_port, gunicorn, production_environment, throwaway_database

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True}
THROTTLE = 4  # a mid-range phone's CPU against this machine's
LATENCY_MS = 300
STEPS_PER_GAME = 6  # saved steps entered per game
SHEET_RUNS = 15
NOT_TAPPED = ("number", "phase", "key")
RUNTIME = ("micropython.mjs", "micropython.wasm", "/rules-engine.")


def is_runtime(url: str) -> bool:
    return any(part in url for part in RUNTIME)


@contextlib.contextmanager
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield chromium
        finally:
            chromium.close()


def slowed(page: Any, *, cpu: int = 1, latency: int = 0) -> dict[str, dict[str, Any]]:
    """The page on a slower CPU and network (CDP); and, as they arrive, the URL and the body's
    bytes on the wire (compressed) of each response, by request."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    if cpu > 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    if latency:
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": latency,
                "downloadThroughput": -1,
                "uploadThroughput": -1,
            },
        )
    seen: dict[str, dict[str, Any]] = {}

    def answered(event: dict[str, Any]) -> None:
        item = seen.setdefault(event["requestId"], {})
        item["url"] = event["response"]["url"]
        item["headers"] = event["response"].get("encodedDataLength", 0)

    def finished(event: dict[str, Any]) -> None:
        item = seen.setdefault(event["requestId"], {})
        item["bytes"] = event["encodedDataLength"] - item.get("headers", 0)

    cdp.on("Network.responseReceived", answered)
    cdp.on("Network.loadingFinished", finished)
    return seen


def editor_url(base: str, game: Any) -> str:
    from django.urls import reverse

    return base + reverse("editor_link", args=[game.public_id, game.edit_token])


def game_url(base: str, game: Any) -> str:
    from django.urls import reverse

    return base + reverse("game", args=[game.public_id])


# Bytes and load time


def first_visit(seen: dict[str, dict[str, Any]]) -> tuple[int, int]:
    """The bytes and the number of the responses seen so far, the runtime's left out."""
    picked = [
        item["bytes"]
        for item in seen.values()
        if "bytes" in item and not is_runtime(item.get("url", ""))
    ]
    return sum(picked), len(picked)


def runtime_bytes(port: int, setup: dict[str, str]) -> tuple[int, int]:
    """The runtime's compressed bytes as a browser asks for them (brotli for the static files,
    gzip for the engines' sources), and uncompressed."""
    from bench.server import Phone

    phone = Phone(port)
    compressed = plain = 0
    for name in ("runtime", "wasm", "bundle"):
        answer = phone.get(setup[name])
        assert answer.status == 200, (setup[name], answer.status)
        compressed += len(answer.body)
        plain += len(phone.get(setup[name], **{"Accept-Encoding": "identity"}).body)
    return compressed, plain


def load_figures(chromium: Any, base: str, port: int, game: Any) -> list[str]:
    from scorepad import phone

    context = chromium.new_context(**PHONE)
    page = context.new_page()
    seen = slowed(page, cpu=THROTTLE)
    page.goto(editor_url(base, game), wait_until="load")  # a link shared to the phone
    visit = first_visit(seen)
    setup = json.loads(page.locator("#rules-engine").text_content())
    timing = """async () => {
        await window.scorepadRules.ready();
        const ready = performance.now();
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const load = performance.getEntriesByType('navigation')[0].loadEventEnd;
        return {ready, load, paint: paint ? paint.startTime : -1};
    }"""
    cold = page.evaluate(timing)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    page.goto(game_url(base, game), wait_until="load")
    warm = page.evaluate(timing)
    context.close()
    compressed, plain = runtime_bytes(port, setup)
    engines = len(phone.bundle(game.game))
    return [
        # The figure: from the load event of a first visit (cold) and of a visit the
        # service worker answers (cached) to the engines answering; the runtime's bytes.
        f"BENCH phone ready_cold_ms={cold['ready'] - cold['load']:.0f}"
        f" ready_cached_ms={warm['ready'] - warm['load']:.0f} bytes={compressed}"
        f" cpu={THROTTLE}x game={game.game}",
        f"BENCH phone_runtime_bytes compressed={compressed} plain={plain}"
        f" (MicroPython's script and WebAssembly, and {engines} bytes of {game.game}'s"
        " engines)",
        f"BENCH phone_first_visit_bytes compressed={visit[0]} files={visit[1]}"
        " target=40960 (the runtime loads after the page's load event, not counted)",
        f"BENCH phone_load cpu={THROTTLE}x cold_paint_ms={cold['paint']:.0f}"
        f" cold_ready_ms={cold['ready']:.0f} warm_paint_ms={warm['paint']:.0f}"
        f" warm_ready_ms={warm['ready']:.0f}",
    ]


# The sheet


def sheet_figures(chromium: Any, base: str, game: Any) -> list[str]:
    from bench.figures import measure
    from scorepad import gamefile

    context = chromium.new_context(**PHONE)
    lines = []
    for name, document in long_games().items():
        # A game's page loads that game's engines only (scorepad/phone.py).
        page = context.new_page()
        page.goto(editor_url(base, game if game.game == name else create(name)))
        page.evaluate("window.scorepadRules.ready()")
        slowed(page, cpu=THROTTLE)
        times = page.evaluate(
            """async ([doc, runs]) => {
                const times = [];
                for (let run = 0; run < runs; run++) {
                    const start = performance.now();
                    const sheet = await window.scorepadRules.sheet(doc);
                    if (sheet.error !== undefined) throw new Error(sheet.error);
                    times.push(performance.now() - start);
                }
                return times;
            }""",
            [document, SHEET_RUNS],
        )
        expected = json.loads(json.dumps(gamefile.without_notes(gamefile.compute_sheet(document))))
        answered = page.evaluate("doc => window.scorepadRules.sheet(doc)", document)
        server, _ = measure(lambda document=document: gamefile.compute_sheet(document), repeat=200)
        lines.append(
            f"BENCH phone_sheet game={name} deals={len(document['deals'])} cpu={THROTTLE}x"
            f" median_ms={statistics.median(times):.1f} max_ms={max(times):.1f}"
            f" server_cpython_ms={server:.2f} same_as_server={answered == expected}"
        )
        page.close()
    context.close()
    return lines


# Klaverjas's computer players on the phone

PRACTICE_DEALS = 12


def practice_figures(chromium: Any, base: str) -> list[str]:
    """Klaverjas against the computer: whole deals played by the computer at every seat on the
    phone (``practice.autoplay`` under MicroPython), the CPU slowed; the time per card, the
    referee's ruling and the choice of the card together, and the deals the server's."""
    from django.urls import reverse

    from scorepad.games.klaverjas import practice

    context = chromium.new_context(**PHONE)
    page = context.new_page()
    page.goto(base + reverse("rules:klaverjas:practice"))
    page.evaluate("window.scorepadRules.ready()")
    slowed(page, cpu=THROTTLE)
    lines = []
    for rules in ("amsterdam", "rotterdam"):
        seeds = [f"phone{index}" for index in range(PRACTICE_DEALS)]
        answer = page.evaluate(
            """([seeds, rules]) => {
                const times = [], played = [];
                for (const seed of seeds) {
                    const start = performance.now();
                    played.push(window.scorepadRules.run("call", {game: "klaverjas",
                        module: "practice", function: "autoplay", arguments: [seed, 1, rules]}));
                    times.push(performance.now() - start);
                }
                return {times, played};
            }""",
            [seeds, rules],
        )
        per_card = [ms / 32 for ms in answer["times"]]
        same = answer["played"] == [practice.autoplay(seed, 1, rules) for seed in seeds]
        lines.append(
            f"BENCH phone_klaverjas_bot_card rules={rules} deals={PRACTICE_DEALS}"
            f" cpu={THROTTLE}x median_ms={statistics.median(per_card):.1f}"
            f" max_ms={max(per_card):.1f} same_as_server={same}"
        )
    context.close()
    return lines


# Requests per step


def tap(page: Any, post: dict[str, str]) -> str:
    """Enter one step as a thumb does, but for the tap that sends it: that button's selector
    (Save, or a winner's button that saves as it is tapped)."""
    entry = page.locator("#entry")
    for name, value in post.items():
        if name in NOT_TAPPED:
            continue
        choice = entry.locator(f'label:has(> input[name="{name}"][value="{value}"])')
        button = entry.locator(f'button[name="{name}"][value="{value}"]')
        box = entry.locator(f'input[type=number][name="{name}"]')
        if choice.count():
            if not choice.locator("input").is_checked():
                choice.click()
        elif button.count():
            return f'#entry button[name="{name}"][value="{value}"]'
        elif box.count():
            box.fill(value)
        elif name.startswith("roem_"):
            team, wanted = name.removeprefix("roem_"), int(value)
            amounts = entry.locator(f'button[name="act"][value^="{team}:"][data-roem]')
            steps = sorted(
                {
                    int(amounts.nth(i).get_attribute("value").split(":")[1])
                    for i in range(amounts.count())
                }
                - {0},
                reverse=True,
            )
            for amount in steps:
                while wanted >= amount:
                    entry.locator(f'button[name="act"][value="{team}:{amount}"]').first.click()
                    wanted -= amount
    return "#entry button.save"


def typed(page: Any) -> dict[str, str]:
    return dict(page.evaluate("Array.from(new FormData(document.getElementById('entry')))"))


SAVE_TO_NEXT_STEP = """([step, press]) => new Promise(resolve => {
    const start = performance.now();
    const seen = () => {
      const now = document.getElementById('entry');
      const at = performance.now() - start;
      if (now && now.dataset.entryStep !== step) resolve(at);
      else requestAnimationFrame(seen);
    };
    document.querySelector(press).click();
    seen();
})"""


def entry_figures(chromium: Any, base: str) -> list[str]:
    from bench.server import entry_posts
    from scorepad.models import Deal

    lines = []
    for name, document in long_games().items():
        game = create(name, deals=[])
        posts = entry_posts(name, document["deals"])[:STEPS_PER_GAME]
        context = chromium.new_context(**PHONE)
        page = context.new_page()
        page.goto(editor_url(base, game))
        page.evaluate("window.scorepadRules.ready()")
        slowed(page, latency=LATENCY_MS)
        made: list[str] = []
        page.on("request", lambda request, made=made: made.append(request.method))
        between, per_step, to_next, mismatched = [], [], [], 0
        for post in posts:
            before = len(made)
            press = tap(page, post)
            page.wait_for_timeout(LATENCY_MS + 300)  # time for a preview to have gone out
            page.evaluate("0")  # Playwright hands over the page's events only while called
            between.append(len(made) - before)
            fields = typed(page)
            mismatched += any(fields[key] != value for key, value in post.items() if key in fields)
            step = page.locator("#entry").get_attribute("data-entry-step")
            before_save = len(made)
            to_next.append(page.evaluate(SAVE_TO_NEXT_STEP, [step, press]))
            page.wait_for_function(
                "() => !document.querySelector('[data-testid=waiting-row]')", timeout=30_000
            )
            page.evaluate("0")
            per_step.append(len(made) - before_save)
        page.evaluate("0")
        context.close()
        stored = [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]
        expected = document["deals"][: len(stored)]
        lines.append(
            f"BENCH phone_entry game={name} steps={len(posts)} latency_ms={LATENCY_MS}"
            f" requests_between_taps={sum(between)} requests_per_step="
            f"{statistics.mean(per_step):.2f} save_to_next_step_ms="
            f"{statistics.median(to_next) if to_next else 0:.0f}"
            f" (max {max(to_next) if to_next else 0:.0f}) target_ms=200"
            f" recorded_as_tapped={stored == expected and not mismatched}"
        )
    return lines


def main() -> None:
    if not Path(CHROMIUM).exists():
        sys.exit(
            f"the phone's figures need Chromium at {CHROMIUM} (Debian: apt-get install chromium)"
        )
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-phone-"))
    port = free_port()
    try:
        with throwaway_database(workdir) as database:
            env = production_environment(workdir, database, port)
            os.environ.pop("DEBUG", None)
            os.environ.update(env)
            # The database is read beside Playwright's event loop, in this one thread.
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
            sys.path.insert(0, str(workdir))
            import django
            from django.core.management import call_command

            django.setup()
            call_command("migrate", verbosity=0)
            call_command("collectstatic", interactive=False, verbosity=0)
            name = next(iter(long_games()))
            game = create(name)
            lines = []
            with gunicorn(env, workdir, port) as base, browser() as chromium:
                lines += load_figures(chromium, base, port, game)
                lines += sheet_figures(chromium, base, game)
                lines += practice_figures(chromium, base)
                lines += entry_figures(chromium, base)
            from django.db import connections

            connections.close_all()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
