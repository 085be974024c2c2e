"""The probe of ``make serve`` that found the holes of docs/decisions/2026-12-01-hardening.md,
run again: ``python -m bench.probe`` (four or five minutes). Nothing here is a test: it prints
what held, one line a finding (``PROBE <finding> held=yes|no ...``).

It starts make serve's own server (deploy/serve.py: nginx in front of gunicorn's workers, as
many as make serve runs, ``2 x cores + 1``) on a fresh SQLite file, without Redis, nginx's access
log to a file and the default limits, then, from 127.0.0.1 as one client:

1. **A phone key chain into /stats/**: five phones each hold a hundred of the longest games
   (made in the server's database, each opened by its editor link), and a sixth brings the five
   keys: how many games it holds, the server's CPU for its ``/stats/`` and home page (the CPU
   time the server's processes spent, read from /proc, around requests one after another), and
   five ``/stats/`` at once.
2. **A scripted board entry**: seat 0's moves chosen by the app's own computer players (which
   every phone has), posted: taken, as a legal game is; what the board says of it.
3. **The Rotterdam game after the Amsterdam one** from one phone.
4. **A flooded board**: sixty posts at once from fresh sessions of one address.
5. **The phone key**: a key brings the games held when it was made; a new key; the old one.
6. **Rate limits without Redis**: a hundred imports at once from one address.
7. **The access log**: every token and key this probe saw, looked for in it.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
import zlib
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.loadtest import Answer, Phone, at_once
from bench.slowclients import HOST, descendants, server

DAY = time.strftime("%Y-%m-%d", time.gmtime())
# The board of the day before takes posts too: the flood goes there, on a board of its own.
DAY_BEFORE = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 24 * 3600))
KEPT = 100  # scorepad.rights.GAMES_KEPT
CHAIN_PHONES = 5


def say(finding: str, held: bool, **figures: Any) -> None:
    details = " ".join(f"{name}={value}" for name, value in figures.items())
    print(f"PROBE {finding} held={'yes' if held else 'no'} {details}".rstrip(), flush=True)


def server_cpu(pid: int) -> float:
    """Seconds of CPU the server's processes (nginx, gunicorn and its workers) have spent."""
    ticks = 0
    for child, _name, _rss in descendants(pid):
        try:
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def cpu_of(pid: int, ask: Callable[[], Answer], times: int = 5) -> tuple[float, set[int]]:
    """The server's CPU seconds per answer, over ``times`` answers one after another."""
    ask()  # the first answer of a worker loads what it keeps
    before = server_cpu(pid)
    statuses = {ask().status for _ in range(times)}
    return (server_cpu(pid) - before) / times, statuses


def secret_of(url: str) -> str:
    return url.rstrip("/").rsplit("/", 1)[1]


def url_in(page: str, element: str) -> str:
    found = re.search(rf'id="{element}" type="url" readonly value="([^"]+)"', page)
    assert found, element
    return found[1]


def longest_games(count: int, first: int) -> list[Any]:
    """``count`` of the longest games of three kinds, made in the server's database."""
    from bench.costliest import KINDS, longest
    from scorepad import gamefile

    made = []
    for number in range(first, first + count):
        document = gamefile.clean_document(longest(KINDS[number % len(KINDS)], number))
        made.append(gamefile.create_game(document))
    return made


def key_chain(base: str, pid: int, seen: list[str]) -> None:
    phones = [Phone(base) for _ in range(CHAIN_PHONES)]
    keys = []
    for number, phone in enumerate(phones):
        for game in longest_games(KEPT, number * KEPT):
            phone.get(f"/games/{game.public_id}/editor/{game.edit_token}/")
            seen.append(game.edit_token)
        keys.append(url_in(phone.get("/phone/").body, "key-url"))
    collector = Phone(base)
    for key in keys:
        seen.append(secret_of(key))
        collector.post(key, {})
    from scorepad.models import Right

    session = next(c.value for c in collector.cookies if c.name == "sessionid")
    held = Right.objects.filter(session_id=session).count()
    say("key-chain-cap", held <= KEPT, phones=CHAIN_PHONES, brought=CHAIN_PHONES * KEPT, games=held)
    stats_cpu, stats_status = cpu_of(pid, lambda: collector.get("/stats/"))
    say("stats-cpu", stats_cpu < 0.5, cpu_ms=round(stats_cpu * 1000), status=stats_status)
    home_cpu, home_status = cpu_of(pid, lambda: collector.get("/"))
    say("home-cpu", home_cpu < 0.5, cpu_ms=round(home_cpu * 1000), status=home_status)
    started = time.monotonic()
    answers = at_once(*[lambda: collector.get("/stats/")] * 5)
    statuses = sorted(answer.status for answer in answers)
    say(
        "stats-five-at-once",
        statuses == [200] * 5,
        statuses=statuses,
        seconds=round(time.monotonic() - started, 2),
    )


def record_by_the_computer(rules: str, day: str = DAY) -> tuple[list[list[str]], list[int]]:
    """Seat 0's moves as the app's computer players choose them, over the day's deals."""
    from scorepad.games.klaverjas import practice

    record = []
    for number in range(1, practice.DEALS + 1):
        state = practice.new_deal(day, number, rules)
        mine = []
        while practice.turn(state)["phase"] != "done":
            move = practice.computer_move(state)
            if practice.turn(state)["seat"] == practice.YOU:
                mine.append(move)
            state = practice.act(state, move)
        record.append(mine)
    return record, practice.replay(day, rules, record)["sheet"]["totals"]


def board_post(
    phone: Phone,
    name: str,
    rules: str,
    record: list[list[str]],
    scores: list[int],
    day: str = DAY,
) -> Answer:
    fields = {
        "name": name,
        "rules": rules,
        "record": json.dumps(record),
        "scores": json.dumps(scores),
    }
    return phone.post(f"/rules/klaverjas/practice/daily/{day}/board/", fields)


def wait_for_a_new_minute(client: str = HOST) -> None:
    """Until the client's count of a minute starts afresh: django-ratelimit's minutes start at
    a second of each client's own (the CRC-32 of its key), and its last second is the one it
    ends at (``_get_window``)."""
    now = int(time.time())
    end = now - now % 60 + zlib.crc32(client.encode()) % 60
    if end < now:
        end += 60
    time.sleep(end + 1.2 - time.time())


def boards(base: str) -> None:
    started = time.monotonic()
    amsterdam = record_by_the_computer("amsterdam")
    search = time.monotonic() - started
    rotterdam = record_by_the_computer("rotterdam")
    phone = Phone(base)
    taken = board_post(phone, "Script", "amsterdam", *amsterdam)
    answer = json.loads(taken.body)
    say(
        "scripted-entry-said",
        "checked for legal play, not for help" in answer.get("board", {}).get("checked", ""),
        status=taken.status,
        score=f"{amsterdam[1][0]}-{amsterdam[1][1]}",
        rank=answer.get("rank"),
        found_in_s=round(search, 2),
    )
    page = phone.get("/rules/klaverjas/practice/").body
    say("practice-page-said", "checked for legal play, not for help" in page)
    second = board_post(phone, "Script", "rotterdam", *rotterdam)
    say("rotterdam-after-amsterdam", second.status == 200, status=second.status)
    again = board_post(phone, "Script", "amsterdam", *amsterdam)
    say(
        "retry-is-the-entry",
        again.status == 200 and json.loads(again.body)["rank"] == answer.get("rank"),
    )

    day_before = record_by_the_computer("amsterdam", DAY_BEFORE)
    fresh = [Phone(base) for _ in range(60)]
    for each in fresh:
        each.csrf_token()
    wait_for_a_new_minute()
    started = time.monotonic()
    answers = at_once(
        *[
            lambda each=each, n=n: board_post(
                each, f"Flood {n}", "amsterdam", *day_before, DAY_BEFORE
            )
            for n, each in enumerate(fresh)
        ]
    )
    statuses = Counter(answer.status for answer in answers)
    say(
        "flooded-board",
        statuses[200] == 1,
        posts=len(fresh),
        taken=statuses[200],
        statuses=dict(sorted(statuses.items())),
        seconds=round(time.monotonic() - started, 1),
    )


def rate_limits(base: str) -> None:
    limit = int(os.environ.get("GAMES_PER_MINUTE", "60"))
    phone = Phone(base)
    phone.csrf_token()
    files = [
        json.dumps(
            {"format": "scorepad/1", "game": "ers", "players": ["Ada", f"Import {n}"], "deals": []}
        ).encode()
        for n in range(100)
    ]
    wait_for_a_new_minute()
    started = time.monotonic()
    answers = at_once(*[lambda f=f: phone.upload("/games/import/", "game.json", f) for f in files])
    statuses = Counter(answer.status for answer in answers)
    say(
        "imports-a-minute",
        statuses[303] == limit,
        imports=len(files),
        taken=statuses[303],
        limit=limit,
        statuses=dict(sorted(statuses.items())),
        seconds=round(time.monotonic() - started, 1),
    )


def phone_key(base: str, seen: list[str]) -> None:
    owner = Phone(base)
    started = owner.post("/games/new/", {"game": "ers", "player_1": "Key", "player_2": "Holder"})
    first = started.location
    key = url_in(owner.get("/phone/").body, "key-url")
    later = owner.post(
        "/games/new/", {"game": "ers", "player_1": "Key", "player_2": "Later"}
    ).location
    newcomer = Phone(base)
    newcomer.post(key, {})
    brought = newcomer.get(first).status, newcomer.get(later).status
    say("key-brings-what-it-held", brought == (200, 404), first=brought[0], later=brought[1])
    renewed = owner.post("/phone/", {})
    fresh = url_in(owner.get("/phone/").body, "key-url")
    stranger = Phone(base)
    old_status = stranger.get(key).status
    say(
        "key-renewed",
        renewed.status == 303 and old_status == 404 and fresh != key,
        old_key=old_status,
    )
    newcomer_links = newcomer.get(first.rstrip("/") + "/links/new/").status
    say("no-new-links-from-a-key", newcomer_links == 404, status=newcomer_links)
    seen += [secret_of(key), secret_of(fresh)]


def access_log(log: Path, seen: list[str]) -> None:
    deadline = time.monotonic() + 5
    text = ""
    while time.monotonic() < deadline:
        text = log.read_text()
        if "[hidden]" in text:
            break
        time.sleep(0.2)
    found = sum(secret in text for secret in seen)
    say("access-log-secrets", found == 0 and "[hidden]" in text, looked_for=len(seen), found=found)


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="scorepad-probe-"))
    database, log = workdir / "db.sqlite3", workdir / "access.log"
    environment = {
        "SQLITE_PATH": str(database),
        "ACCESS_LOG": str(log),
        "WEB_CONCURRENCY": str(2 * (os.cpu_count() or 1) + 1),
    }
    os.environ.update({"SQLITE_PATH": str(database), "DJANGO_SETTINGS_MODULE": "scorepad.settings"})
    os.environ.pop("DATABASE_URL", None)
    os.environ.pop("REDIS_URL", None)
    with server(environment) as served:
        import django

        django.setup()
        base = f"http://{HOST}:{served.port}"
        print(
            f"PROBE server workers={environment['WEB_CONCURRENCY']} redis=no database=SQLite",
            flush=True,
        )
        seen: list[str] = []
        key_chain(base, served.pid, seen)
        boards(base)
        phone_key(base, seen)  # before the imports spend this client's minute of games
        rate_limits(base)
        access_log(log, seen)


if __name__ == "__main__":
    main()
