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
    from rules import bench as rules_bench

    rules_bench.main()


if __name__ == "__main__":
    import django

    django.setup()
    main()
