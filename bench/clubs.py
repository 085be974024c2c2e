"""``python -m bench.clubs``: what a club night's and a season's standings cost, read from their
files as ``manage.py standings`` reads them (JSON decoded, every table's deals checked by the
engine, every sheet computed, standings and prizes), what scoring them costs once they are
checked (what a page does with the nights it stores, checked as they were entered), and what a
night's draw costs; then the pages themselves, and how soon a table's save reaches the screen.

The night: 60 players at 15 Klaverjas tables, 4 rounds of 16 deals a table (960 deals), each
deal as a table could record it (the game's ``samples.random_deal``); the season: 40 such
nights. Figures are CPU time of this thread (``time.thread_time``), the runs alternated, the
median of ``RUNS`` of each. Printed::

    BENCH clubs night_ms=... season_ms=... deals=960 nights=40        (checked nights scored)
    BENCH clubs_file night_ms=... season_ms=... season_kb=...        (from the files' text)
    BENCH clubs_draw players=60 rounds=4 ms=...
    BENCH clubpages standings_ms=... screen_ms=... poll_ms=... poll_304_ms=... ...
    BENCH clubpages season_ms=... season_screen_ms=... ...
    BENCH clubpages save_to_screen p50_s=... p95_s=... max_s=... saves=240 ...
    BENCH clubscreen tables=15 save_to_screen_p95_ms=... saves=240 target_ms=5000

The pages (``clubpages``) are asked of the whole Django stack in this process (the test client,
a director's session, gzip as a browser asks), on a throwaway database holding the season's 40
nights, at the end of the night: every table's sheet already seen, then one table's game
changed since the page was last drawn (its sheet computed again, as after a table's save); the
poll is the screen's (its live part, 200 after the change, 304 with the ETag it holds); ``cold``
is the same page with an empty cache (every sheet computed). Targets: 50 ms a night's page,
200 ms a season's.

``save_to_screen`` runs ``make serve``'s server (nginx in front of gunicorn, production
settings, bench/server.py) on the same throwaway database: the night's last round drawn, its 15
tables' phones (each opened from its table's QR link) enter their 16 deals each at once, a deal
every 0.5 to 2.5 s a table, while the café's screen polls its page with its ETag as often as
``static/clubs/live.js`` does. A save reaches the screen when an answer of the screen's shows
that table with that many deals; the time is from the save's answer to the screen's. Target:
5 s for every save.
"""

from __future__ import annotations

import functools
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
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


def pure_figures(nights: list[dict[str, Any]]) -> None:
    from scorepad.clubs import draw, files, night, season

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


# The pages, in this process


NIGHT_TARGET_MS = 50
SEASON_TARGET_MS = 200
SCREEN_TARGET_S = 5.0
BROWSER = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br", "HTTP_HOST": "localhost"}
POLL = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "live"}


def stored_club(nights: list[dict[str, Any]]) -> tuple[Any, Any, list[Any], Any]:
    """A director's phone (a test client) and its club, with the season's nights stored as the
    import stores them."""
    from django.db import transaction
    from django.test import Client

    from scorepad.clubs import files, night
    from scorepad.clubs.models import Club, Season
    from scorepad.clubs.views.nights import store_night

    director = Client(**BROWSER)
    made = director.post("/clubs/new/", {"name": "KV De Hoop", "members": "", "games": [GAME]})
    assert made.status_code == 303, made.status_code
    club = Club.objects.get(public_id=made["Location"].split("/")[2])
    rules = {"count_best": 30, "absent": "lowest", "absent_score": 0}
    season = Season.objects.create(
        club=club, name="2026-2027", game=GAME, score="points", rules=rules
    )
    stored = []
    with transaction.atomic():
        for document in nights:
            stored.append(store_night(club, night.clean_night(document, files.club_engine), season))
    return director, club, stored, season


def a_table_saved(night_: Any, turn: int) -> None:
    """One of the night's tables changed, as a save changes it: its game's ``updated`` moves,
    and its sheet is computed again when a page next asks."""
    from django.utils import timezone

    from scorepad.clubs.models import Table

    tables = list(Table.objects.filter(round__night=night_).order_by("round__number", "number"))
    table = tables[turn % len(tables)]
    type(table.game).objects.filter(pk=table.game_id).update(updated=timezone.now())


def page_figures(nights: list[dict[str, Any]]) -> None:
    from django.core.cache import caches

    director, club, stored, season = stored_club(nights)
    last = max(stored, key=lambda item: (item.date, item.pk))
    night_path = f"/clubs/{club.public_id}/nights/{last.pk}"
    season_path = f"/clubs/{club.public_id}/seasons/{season.pk}"
    pages = {
        "standings": f"{night_path}/standings/",
        "screen": f"{night_path}/screen/",
        "season": f"{season_path}/",
        "season_screen": f"{season_path}/screen/",
    }
    for path in pages.values():
        assert director.get(path).status_code == 200, path  # every sheet seen once
    figures: dict[str, list[float]] = {name: [] for name in [*pages, "poll", "poll_304"]}
    figures.update({"standings_cold": [], "season_cold": []})
    for turn in range(RUNS):
        for name, path in pages.items():
            a_table_saved(last, turn)
            figures[name].append(cpu_ms(functools.partial(director.get, path)))
        etag = director.get(pages["screen"], **POLL)["ETag"]
        a_table_saved(last, turn + 1)
        answer: dict[str, Any] = {}

        def poll(etag: str = etag, answer: dict[str, Any] = answer) -> None:
            answer["status"] = director.get(pages["screen"], HTTP_IF_NONE_MATCH=etag, **POLL)

        figures["poll"].append(cpu_ms(poll))
        assert answer["status"].status_code == 200
        etag = answer["status"]["ETag"]
        figures["poll_304"].append(cpu_ms(functools.partial(poll, etag)))
        assert answer["status"].status_code == 304
        caches["default"].clear()
        figures["standings_cold"].append(
            cpu_ms(functools.partial(director.get, pages["standings"]))
        )
        caches["default"].clear()
        figures["season_cold"].append(cpu_ms(functools.partial(director.get, pages["season"])))
    median = {name: statistics.median(times) for name, times in figures.items()}
    print(
        f"BENCH clubpages standings_ms={median['standings']:.1f} screen_ms={median['screen']:.1f}"
        f" poll_ms={median['poll']:.1f} poll_304_ms={median['poll_304']:.1f}"
        f" cold_ms={median['standings_cold']:.1f} players={PLAYERS} tables={PLAYERS // SEATS}"
        f" rounds={ROUNDS} deals={DEALS} target_ms={NIGHT_TARGET_MS}"
    )
    print(
        f"BENCH clubpages season_ms={median['season']:.1f}"
        f" season_screen_ms={median['season_screen']:.1f} cold_ms={median['season_cold']:.1f}"
        f" nights={NIGHTS} target_ms={SEASON_TARGET_MS}"
    )


# A table's save on the café's screen, through the server


TABLE_PACE = (0.5, 2.5)  # seconds between a table's deals, compressed from a real table's minutes
DEALS_SHOWN = re.compile(r'data-table="(\d+)" data-deals="(\d+)"')


def last_round_to_play(
    document: dict[str, Any],
) -> tuple[dict[str, Any], list[list[dict[str, Any]]]]:
    """The night with its last round drawn and not yet played, and that round's deals, which
    its tables will enter."""
    playing = json.loads(json.dumps(document))
    deals = [table.pop("deals") for table in playing["rounds"][-1]["tables"]]
    for table in playing["rounds"][-1]["tables"]:
        table["deals"] = []
    return playing, deals


def save_to_screen(document: dict[str, Any]) -> None:
    from django.db import connections
    from django.urls import reverse

    from bench.server import Phone as ServerPhone
    from bench.server import free_port, gunicorn, production_environment, server_cpu_ms, text_of
    from scorepad.clubs.models import Table
    from scorepad.clubs.views.results import POLL_SECONDS as SCREEN_POLL_SECONDS
    from scorepad.games import game_type

    playing, deals = last_round_to_play(document)
    _director, club, (night_,), _season = stored_club([playing])
    number = night_.rounds.count()
    tables = list(
        Table.objects.filter(round__night=night_, round__number=number).select_related("game")
    )
    kind = game_type(GAME)
    posts = [
        kind.entry_posts(
            list(table.game.players), kind.full_options(table.game.options), deals[index]
        )
        for index, table in enumerate(tables)
    ]
    screen_path = reverse("clubs:screen", args=[club.public_id, night_.pk])
    links = [
        reverse("clubs:table_link", args=[club.public_id, club.table_token, table.game.public_id])
        for table in tables
    ]
    join = reverse("clubs:join", args=[club.public_id, "screen", club.screen_token])
    workdir = Path(os.environ["SCOREPAD_BENCH_WORKDIR"])
    port = free_port()
    env = production_environment(
        workdir, {key: os.environ[key] for key in DATABASE_KEYS if key in os.environ}, port
    )
    # The server's static files, collected as its settings name them (bench/server.py).
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--no-input", "-v", "0"],
        cwd=Path(__file__).resolve().parent.parent,
        env=env,
        check=True,
    )
    connections.close_all()
    saved: list[tuple[int, int, float]] = []  # table, deals recorded, when its answer came
    seen: list[tuple[float, dict[int, int]]] = []  # when the screen's answer came, what it showed
    lock = threading.Lock()
    done = threading.Event()
    with gunicorn(env, workdir, port):
        screen = ServerPhone(port)
        assert screen.get(join).status == 303
        first = screen.get(screen_path)
        etag = re.search(r'data-etag="([^"]+)"', text_of(first)).group(1).replace("&quot;", '"')  # type: ignore[union-attr]
        phones = []
        for link in links:
            phone = ServerPhone(port)
            opened = phone.get(link)
            assert opened.status == 303, opened.status
            assert phone.get(opened.headers["location"]).status == 200
            phones.append(phone)

        def watch() -> None:
            nonlocal etag
            while not done.is_set():
                answer = screen.get(
                    screen_path,
                    **{"HX-Request": "true", "HX-Target": "live", "If-None-Match": etag},
                )
                now = time.monotonic()
                if answer.status == 200:
                    etag = answer.headers.get("etag", etag)
                    shown = {int(t): int(d) for t, d in DEALS_SHOWN.findall(text_of(answer))}
                    with lock:
                        seen.append((now, shown))
                done.wait(SCREEN_POLL_SECONDS)

        def play(index: int) -> None:
            rng = random.Random(index)
            path = reverse("add_deal", args=[tables[index].game.public_id])
            for count, post in enumerate(posts[index], start=1):
                time.sleep(rng.uniform(*TABLE_PACE))
                answer = phones[index].post(path, post)
                assert answer.status == 303, answer.status
                with lock:
                    saved.append((tables[index].number, count, time.monotonic()))

        watcher = threading.Thread(target=watch)
        cpu_before, started = server_cpu_ms(), time.monotonic()
        watcher.start()
        players = [threading.Thread(target=play, args=(index,)) for index in range(len(tables))]
        for thread in players:
            thread.start()
        for thread in players:
            thread.join()
        # The last saves reach the screen at its next polls.
        deadline = time.monotonic() + 4 * SCREEN_POLL_SECONDS
        while time.monotonic() < deadline and not everything_seen(saved, seen, lock):
            time.sleep(0.2)
        done.set()
        watcher.join()
        cpu, minutes = server_cpu_ms() - cpu_before, (time.monotonic() - started) / 60
    delays = []
    for table, count, when in saved:
        shown_at = next(
            (at for at, shown in seen if at >= when and shown.get(table, 0) >= count), None
        )
        delays.append(float("inf") if shown_at is None else shown_at - when)
    delays.sort()
    p95 = delays[max(0, int(len(delays) * 0.95) - 1)]
    print(
        f"BENCH clubpages save_to_screen p50_s={statistics.median(delays):.2f} p95_s={p95:.2f}"
        f" max_s={delays[-1]:.2f} saves={len(saved)} tables={len(tables)}"
        f" poll_s={SCREEN_POLL_SECONDS} target_s={SCREEN_TARGET_S:.0f}"
    )
    print(
        f"BENCH clubscreen tables={len(tables)} save_to_screen_p95_ms={p95 * 1000:.0f}"
        f" saves={len(saved)} target_ms={SCREEN_TARGET_S * 1000:.0f}"
        # The server's CPU for the tables' saves and the screen's polls together, a deal every
        # TABLE_PACE seconds a table (faster than a table plays: a ceiling of the evening's).
        f" server_cpu_ms_per_minute={cpu / minutes:.0f}"
    )


def everything_seen(
    saved: list[tuple[int, int, float]],
    seen: list[tuple[float, dict[int, int]]],
    lock: threading.Lock,
) -> bool:
    with lock:
        if not seen:
            return False
        shown = seen[-1][1]
        return all(shown.get(table, 0) >= count for table, count, _when in saved)


DATABASE_KEYS = ("DATABASE_URL", "SQLITE_PATH")


def main() -> None:
    from bench.server import throwaway_database

    workdir = Path(tempfile.mkdtemp(prefix="scorepad-bench-clubs-"))
    try:
        with throwaway_database(workdir) as database:
            os.environ.pop("DATABASE_URL", None)
            os.environ.update(database)
            os.environ["SCOREPAD_BENCH_WORKDIR"] = str(workdir)
            import django
            from django.core.management import call_command

            django.setup()
            call_command("migrate", verbosity=0)
            nights = [night_file(seed) for seed in range(NIGHTS)]
            pure_figures(nights)
            page_figures(nights)
            save_to_screen(nights[-1])
            from django.db import connections

            connections.close_all()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
