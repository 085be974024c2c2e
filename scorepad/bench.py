"""``make bench``: the figures the issues set targets for, printed one per line.

Each figure is the median (and 95th percentile) of many runs on this machine.
"""

from __future__ import annotations

import functools
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

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


def finished_games() -> dict[str, tuple[list[str], dict[str, Any], list[dict[str, Any]]]]:
    """A finished 40-deal Joker game, a 16-deal Klaverjas game and a 30-deal Seep match."""
    from scorepad.games.joker import engine as joker

    players = ["Nino", "Giorgi", "Ana", "Levan"]
    joker_options = joker.clean_options({"length": "full"})
    joker_deals: list[dict[str, Any]] = []
    for index in range(40):
        step = joker.next_deal(players, joker_options, joker_deals)
        assert step is not None, "a full Joker game has 40 deals"
        cards, kind = step["cards"], step["kind"]
        tricks = [cards - cards // 2, cards // 2, 0, 0]
        deal: dict[str, Any] = {"tricks": tricks}
        if kind not in ("golden", "miser"):
            bids = [tricks[0], tricks[1], 0 if index % 3 else 1, 0]
            dealer = step["dealer"]
            others = sum(b for seat, b in enumerate(bids) if seat != dealer)
            if others + bids[dealer] == cards:
                bids[dealer] = 1 if bids[dealer] == 0 else bids[dealer] - 1
            deal = {"bids": bids, "tricks": tricks}
        joker_deals.append(joker.clean_deal(players, joker_options, joker_deals, deal))

    klaverjas_deals = [
        {
            "playing": index % 2,
            "points": [82 + index, 80 - index],
            "roem": [20 if index % 3 else 0, 0],
        }
        for index in range(16)
    ]
    # Small swings keep the running difference inside ±100, so the one-bazzi match lasts 30 deals.
    seep_deals = [{"points": [52, 48] if index % 2 else [47, 53]} for index in range(29)]
    seep_deals.append({"points": [8, 92]})
    return {
        "joker": (players, joker_options, joker_deals),
        "klaverjas": (players, {}, klaverjas_deals),
        "seep": (players, {}, seep_deals),
    }


def _joker_pdf() -> Callable[[], bytes]:
    """Making the printable sheet of the finished 40-deal Joker game, names in three scripts."""
    from django.utils import timezone

    from scorepad import gamefile, pdf
    from scorepad.models import Game

    _players, options, deals = finished_games()["joker"]
    players = ["Ayşe Işık", "Νίκος", "ნინო", "Çağrı"]
    document = gamefile.clean_document(
        {
            "format": "scorepad/1",
            "game": "joker",
            "players": players,
            "options": options,
            "deals": deals,
        }
    )
    game = Game(game="joker", players=players, options=document["options"], created=timezone.now())
    sheet = game.type.engine.compute_sheet(players, document["options"], document["deals"])
    return functools.partial(pdf.pdf_bytes, game, sheet, document["deals"])


def main() -> None:
    from scorepad import gamefile

    for name, (players, options, deals) in finished_games().items():
        document = gamefile.clean_document(
            {
                "format": "scorepad/1",
                "game": name,
                "players": players,
                "options": options,
                "deals": deals,
            }
        )
        sheet = gamefile.compute_sheet(document)
        assert sheet["finished"], f"the {name} benchmark game should be finished"
        median, p95 = measure(functools.partial(gamefile.compute_sheet, document))
        print(
            f"BENCH sheet game={name} deals={len(deals)}"
            f" median_ms={median:.4f} p95_ms={p95:.4f} target_ms=1"
        )
    make_pdf = _joker_pdf()
    pdf_median, pdf_p95 = measure(make_pdf, repeat=20)
    # The processor time too: on a busy machine the wall clock mostly measures the others.
    cpu = []
    for _ in range(20):
        start = time.process_time()
        make_pdf()
        cpu.append((time.process_time() - start) * 1000)
    print(
        f"BENCH pdf game=joker deals=40 median_ms={pdf_median:.1f} p95_ms={pdf_p95:.1f}"
        f" cpu_median_ms={statistics.median(cpu):.1f} target_ms=300"
    )
    from rules import bench as rules_bench

    rules_bench.main()


if __name__ == "__main__":
    import django

    django.setup()
    main()
