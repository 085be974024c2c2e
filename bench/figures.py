"""``make bench``: the figures the issues set targets for, printed one per line.

Each figure is the median (and 95th percentile) of many runs on this machine.
"""

from __future__ import annotations

import functools
import os
import statistics
import time
from collections.abc import Callable

from bench.games import WORST, largest_file, long_games, main_game, worst_game

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")


def measure(run: Callable[[], object], *, repeat: int = 2000) -> tuple[float, float]:
    """Median and 95th percentile, in milliseconds, of ``repeat`` calls."""
    for _ in range(min(50, repeat)):
        run()
    times = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        run()
        times.append((time.perf_counter_ns() - start) / 1e6)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def _pdf(name: str) -> Callable[[], bytes]:
    """Making the printable sheet of the game's long sample, names in three scripts."""
    from django.utils import timezone

    from scorepad import gamefile, pdf
    from scorepad.games import game_type
    from scorepad.models import Game

    long = long_games()[name]
    players = ["Ayşe Işık", "Νίκος", "ნინო", "Çağrı", "Jan-Willem", "Oppenheimer", "Ece", "Ada"]
    players = players[: len(long["players"])]
    document = gamefile.clean_document(long | {"players": players})
    game = Game(game=name, players=players, options=document["options"], created=timezone.now())
    sheet = game_type(name).engine.compute_sheet(players, document["options"], document["deals"])
    return functools.partial(pdf.pdf_bytes, game, sheet, document["deals"])


def check_figures() -> None:
    """What the longest game of each kind costs to check: the whole file read and checked as
    the import does, and the deals after its first checked again as a change of the first
    deal makes the entry and the phone do; then the largest file the import takes, refused
    at the bound."""
    import json

    from django.conf import settings

    from scorepad import gamefile
    from scorepad.games import engine, installed

    for name in installed():
        if name not in WORST:
            continue
        text = json.dumps(worst_game(name))
        document = gamefile.parse(text)
        players, options, deals = document["players"], document["options"], document["deals"]
        rules = engine(name)
        median, p95 = measure(functools.partial(gamefile.parse, text), repeat=50)
        edit_median, edit_p95 = measure(
            functools.partial(rules.clean_deals, players, options, deals[:1], deals[1:]),
            repeat=50,
        )
        print(
            f"BENCH check game={name} deals={len(deals)} worst={WORST[name]}"
            f" kb={len(text) / 1024:.0f} median_ms={median:.2f} p95_ms={p95:.2f}"
            f" edit_first_median_ms={edit_median:.2f} edit_first_p95_ms={edit_p95:.2f}"
        )
    text = largest_file(settings.GAME_FILE_MAX_BYTES)

    def refused() -> None:
        try:
            gamefile.parse(text)
        except ValueError:
            return
        raise AssertionError("the largest file should be refused for its length")

    median, p95 = measure(refused, repeat=20)
    print(
        f"BENCH check game=seep deals={len(json.loads(text)['deals'])} kb={len(text) / 1024:.0f}"
        f" refused_at={engine('seep').MAX_DEALS + 1} median_ms={median:.2f} p95_ms={p95:.2f}"
    )


def main() -> None:
    from scorepad import gamefile

    for name, document in long_games().items():
        sheet = gamefile.compute_sheet(document)
        assert sheet["finished"], f"the {name} benchmark game should be finished"
        median, p95 = measure(functools.partial(gamefile.compute_sheet, document))
        print(
            f"BENCH sheet game={name} deals={len(document['deals'])}"
            f" median_ms={median:.4f} p95_ms={p95:.4f} target_ms=1"
        )
    name = main_game()
    make_pdf = _pdf(name)
    pdf_median, pdf_p95 = measure(make_pdf, repeat=20)
    # The processor time too: on a busy machine the wall clock mostly measures the others.
    cpu = []
    for _ in range(20):
        start = time.process_time()
        make_pdf()
        cpu.append((time.process_time() - start) * 1000)
    print(
        f"BENCH pdf game={name} deals={len(long_games()[name]['deals'])}"
        f" median_ms={pdf_median:.1f} p95_ms={pdf_p95:.1f}"
        f" cpu_median_ms={statistics.median(cpu):.1f} target_ms=300"
    )
    check_figures()
    from bench import search

    search.main()


if __name__ == "__main__":
    import django

    django.setup()
    main()
