"""``python -m bench.clubs``: what a club night's and a season's standings cost, read from their
files as ``manage.py standings`` reads them (JSON decoded, every table's deals checked by the
engine, every sheet computed, standings and prizes), what scoring them costs once they are
checked (what a page does with the nights it stores, checked as they were entered), and what a
night's draw costs.

The night: 60 players at 15 Klaverjas tables, 4 rounds of 16 deals a table (960 deals), each
deal as a table could record it (the game's ``samples.random_deal``); the season: 40 such
nights. The pages later show these (the standings page's target is 50 ms, the season's 200 ms).
Figures are CPU time of this thread (``time.thread_time``), night and season runs alternated,
the median of ``RUNS`` of each. Printed::

    BENCH clubs night_ms=... season_ms=... deals=960 nights=40        (checked nights scored)
    BENCH clubs_file night_ms=... season_ms=... season_kb=...        (from the files' text)
    BENCH clubs_draw players=60 rounds=4 ms=...
"""

from __future__ import annotations

import functools
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")

GAME = "klaverjas"
PLAYERS = 60
ROUNDS = 4
DEALS = 16
NIGHTS = 40
RUNS = 5
SEATS = 4


def night_file(seed: int) -> dict[str, Any]:
    """A finished night: the draw's tables, each with a whole game of random deals."""
    from scorepad.clubs import draw, files
    from scorepad.games import samples

    rng = random.Random(seed)
    rules = files.club_engine(GAME)
    options = rules.clean_options({"deals": DEALS})
    names = [f"Speler {number}" for number in range(1, PLAYERS + 1)]
    drawn = draw.draw_night(
        [(name, 1, ROUNDS) for name in names], ROUNDS, files.plays_in_teams(GAME), rng
    )
    rounds = []
    for round_ in drawn:
        tables = []
        for players in round_["tables"]:
            deals: list[dict[str, Any]] = []
            while len(deals) < DEALS:
                deal = samples(GAME).random_deal(rng, players, options, deals)
                deals.extend(rules.clean_deals(players, options, deals, [deal]))
            tables.append({"players": players, "deals": deals})
        rounds.append({"tables": tables, "sit_out": round_["sit_out"]})
    return {
        "format": "scorepad-night/1",
        "club": "KV De Hoop",
        "date": f"2026-{1 + seed // 28:02d}-{1 + seed % 28:02d}",
        "game": GAME,
        "options": options,
        "rules": {"rounds": ROUNDS},
        "players": names,
        "rounds": rounds,
    }


def cpu_ms(run: Callable[[], object]) -> float:
    start = time.thread_time()
    run()
    return (time.thread_time() - start) * 1000


def main() -> None:
    from scorepad.clubs import draw, files, night, season

    nights = [night_file(seed) for seed in range(NIGHTS)]
    season_data = {"format": "scorepad-season/1", "rules": {"count_best": 30}, "nights": nights}
    night_text, season_text = json.dumps(nights[0]), json.dumps(season_data)
    # What a page does with nights stored as they were checked: score them.
    checked_night = night.clean_night(nights[0], files.club_engine)
    checked_season = season.clean_season(season_data, files.club_engine)
    figures: dict[str, list[float]] = {}
    runs: dict[str, Callable[[], object]] = {
        "night": functools.partial(night.night_standings, checked_night, files.club_engine),
        "season": functools.partial(season.season_standings, checked_season, files.club_engine),
        "night_file": functools.partial(files.standings, night_text),
        "season_file": functools.partial(files.standings, season_text),
    }
    presence = [(f"Speler {number}", 1, ROUNDS) for number in range(PLAYERS)]
    for name, run in runs.items():
        run()  # warmed: the engines imported
        figures[name] = []
    figures["draw"] = []
    for number in range(RUNS):
        for name, run in runs.items():
            figures[name].append(cpu_ms(run))
        source = random.Random(number)
        figures["draw"].append(
            cpu_ms(functools.partial(draw.draw_night, presence, ROUNDS, True, source))
        )
    median = {name: statistics.median(times) for name, times in figures.items()}
    deals = ROUNDS * PLAYERS // SEATS * DEALS
    print(
        f"BENCH clubs night_ms={median['night']:.1f} season_ms={median['season']:.1f}"
        f" deals={deals} nights={NIGHTS}"
    )
    print(
        f"BENCH clubs_file night_ms={median['night_file']:.1f}"
        f" season_ms={median['season_file']:.1f} season_kb={len(season_text) // 1024}"
    )
    print(f"BENCH clubs_draw players={PLAYERS} rounds={ROUNDS} ms={median['draw']:.1f}")


if __name__ == "__main__":
    import django

    django.setup()
    main()
