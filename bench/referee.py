"""The referees' figures: the referee pages and the Egyptian Rat Screw helpers answered on the
phone by the games' Python referees (MicroPython, ``static/js/referee.js``), measured in
Chromium at a phone's size with its CPU slowed four times (CDP
``Emulation.setCPUThrottlingRate``), against the server's CPython answering the same questions.

The app is served as in production (``bench.server``: a throwaway database, the static files
collected and compressed, gunicorn). Printed, one ``BENCH`` line each:

* each page's first visit: the bytes on the wire before its load event (the runtime, which
  loads after it, left out: ``bench.phone`` prints its bytes), and, cold, its first paint and
  the moment its rules answer;
* per game, a verdict on the phone: random questions of the page (seeded, the same every run)
  put in the form, from the form's input event to the verdict written in the page (answered by
  the Python referee and written by the script), median, 95th percentile and the longest,
  beside the server's CPU time (``time.thread_time``) to answer and say the same question;
* the referees' share of the rules' bundle, compressed as served.

Nothing here is a test: it prints. tests/browser/test_referees_on_the_phone.py holds the claim
that both answer alike. Run it alone with ``.venv/bin/python -m bench.referee``.
"""

from __future__ import annotations

import base64
import gzip
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.phone import CHROMIUM, PHONE, THROTTLE, browser, first_visit, slowed
from bench.server import free_port, gunicorn, production_environment, throwaway_database

QUESTIONS = 120  # per form
SEED = 20261201

PAGES = {
    "klaverjas": ("/rules/klaverjas/referee/", "referee-form", "answer"),
    "joker": ("/rules/joker/referee/", "referee-form", "answer"),
    "seep": ("/rules/seep/referee/", "referee-form", "answer"),
    "ers-slap": ("/rules/ers/", "slap-helper", "answer_slap"),
    "ers-challenge": ("/rules/ers/", "challenge-helper", "answer_challenge"),
}


def questions(form: str, rng: random.Random) -> list[dict[str, str]]:
    """Random questions of the form, as a player fills it in."""
    from scorepad.games.ers import engine as ers
    from scorepad.games.joker import referee as joker
    from scorepad.games.klaverjas import referee as klaverjas
    from scorepad.games.seep import referee as seep

    asked = []
    for _ in range(QUESTIONS):
        if form == "klaverjas":
            deck = rng.sample(klaverjas.DECK, 12)
            cut = rng.randint(0, 4)
            asked.append(
                {
                    "rules": rng.choice(klaverjas.RULES),
                    "trump": rng.choice(klaverjas.SUITS),
                    "trick": ", ".join(deck[:cut]),
                    "hand": ", ".join(deck[4 : 4 + rng.randint(1, 8)]),
                }
            )
        elif form == "joker":
            deck = rng.sample(joker.SUITED, 13)
            trick = deck[: rng.randint(0, 4)]
            if trick and rng.random() < 0.3:
                trick[0] = f"X:{rng.choice(joker.LEAD_CALLS)}:{rng.choice(joker.SUITS)}"
            asked.append(
                {
                    "trump": rng.choice(joker.TRUMPS),
                    "trick": ", ".join(trick),
                    "hand": ", ".join(deck[4 : 4 + rng.randint(1, 9)]),
                }
            )
        elif form == "seep":
            hand = [rng.choice(seep.RANKS) for _ in range(rng.randint(1, seep.HAND_SIZE))]
            houses = [
                f"{value}:{rng.choice(seep.OWNERS)}"
                for value in rng.sample(list(seep.HOUSE_VALUES), rng.randint(0, 2))
            ]
            asked.append(
                {
                    "hand": ", ".join(hand),
                    "loose": ", ".join(
                        rng.choice(seep.RANKS[:9]) for _ in range(rng.randint(0, seep.MAX_LOOSE))
                    ),
                    "houses": ", ".join(houses),
                    "card": rng.choice(["", *hand]),
                }
            )
        elif form == "ers-slap":
            pile = [rng.choice(ers.RANKS) for _ in range(3)]
            asked.append(
                {
                    "helper": "slap",
                    "top": pile[0],
                    "second": pile[1],
                    "third": pile[2],
                    "bottom": rng.choice(["", *ers.RANKS]),
                    "combos": ", ".join(c for c in ers.COMBOS if rng.random() < 0.5),
                    "jokers": rng.choice(["", "on"]),
                    "penalty": str(rng.randint(0, 3)),
                }
            )
        else:
            turned = {f"turned{n}": rng.choice(ers.RANKS) for n in range(1, 5)}
            asked.append({"helper": "challenge", "face": rng.choice("JQKA"), **turned})
    return asked


# Fill the form, and time the script's answer: from its input event to the verdict written.
VERDICTS = """
({form, asked}) => {
  const asking = document.getElementById(form);
  return asked.map(fields => {
    Array.from(asking.elements).forEach(field => {
      if (!field.name || field.type === "hidden") return;
      const wanted = fields[field.name] || "";
      if (field.type === "radio") field.checked = field.value === wanted;
      else if (field.type === "checkbox") field.checked = wanted.split(", ").includes(field.value);
      else field.value = wanted;
    });
    const start = performance.now();
    asking.dispatchEvent(new Event("input", {bubbles: true}));
    return performance.now() - start;
  });
}
"""

READY = """() => new Promise(resolve => {
    const done = () => resolve(performance.now());
    if (window.scorepadRules.isLoaded()) done();
    else document.addEventListener("scorepad:rules", done);
})"""


def server_cpu_ms(game: str, ask: str, asked: list[dict[str, str]]) -> list[float]:
    """The server's CPU time to answer and say each question, in ms."""
    from scorepad.games import pages

    module = __import__(f"scorepad.games.{game}.referee", fromlist=["referee"])
    answer = getattr(module, ask)
    times = []
    for fields in asked:
        start = time.thread_time()
        pages.said(answer(fields))
        times.append((time.thread_time() - start) * 1000)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def page_figures(chromium: Any, base: str) -> list[str]:
    lines = []
    rng = random.Random(SEED)
    for name, (path, form, ask) in PAGES.items():
        game = name.split("-")[0]
        asked = questions(name, rng)
        context = chromium.new_context(**PHONE)
        page = context.new_page()
        seen = slowed(page, cpu=THROTTLE)
        page.goto(base + path, wait_until="load")
        visit = first_visit(seen)
        ready = page.evaluate(READY)
        paint = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")
        first = page.evaluate(VERDICTS, {"form": form, "asked": asked})
        again = page.evaluate(VERDICTS, {"form": form, "asked": asked})
        context.close()
        server = server_cpu_ms(game, ask, asked)
        lines.append(
            f"BENCH referee_page page={name} first_visit_bytes={visit[0]} files={visit[1]}"
            f" cpu={THROTTLE}x cold_paint_ms={paint:.0f} cold_ready_ms={ready:.0f}"
        )
        lines.append(
            f"BENCH referee_verdict page={name} questions={len(first)} cpu={THROTTLE}x"
            f" median_ms={statistics.median(first):.1f} p95_ms={percentile(first, 0.95):.1f}"
            f" max_ms={max(first):.1f} again_median_ms={statistics.median(again):.1f}"
            f" again_p95_ms={percentile(again, 0.95):.1f} again_max_ms={max(again):.1f}"
            f" server_cpu_median_ms={statistics.median(server):.2f}"
            f" server_cpu_max_ms={max(server):.2f}"
        )
    return lines


def bundle_figures() -> list[str]:
    """Each game's file of engines as served (gzip), and its referee's bytecode in it."""
    from scorepad import phone
    from scorepad.games import game_types

    lines = []
    for kind in game_types():
        served = phone.bundle(kind.name)
        files = json.loads(served)["files"]
        referee = base64.b64decode(files.get(f"scorepad/games/{kind.name}/referee.mpy", ""))
        lines.append(
            f"BENCH referee_bundle game={kind.name} bundle_gzip_bytes={len(gzip.compress(served))}"
            f" referee_bytecode_bytes={len(referee)} modules={len(files)}"
        )
    return lines


def main() -> None:
    if not Path(CHROMIUM).exists():
        sys.exit(f"the referees' figures need Chromium at {CHROMIUM}")
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-referee-"))
    port = free_port()
    lines: list[str] = []
    try:
        with throwaway_database(workdir) as database:
            env = production_environment(workdir, database, port)
            os.environ.pop("DEBUG", None)
            os.environ.update(env)
            sys.path.insert(0, str(workdir))
            import django
            from django.core.management import call_command

            django.setup()
            call_command("migrate", verbosity=0)
            call_command("collectstatic", interactive=False, verbosity=0)
            with gunicorn(env, workdir, port) as base, browser() as chromium:
                lines += page_figures(chromium, base)
            lines += bundle_figures()
            from django.db import connections

            connections.close_all()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
