"""``make bench``'s figures of Klaverjas's computer players (scorepad/games/klaverjas/bots.py).

Printed, one ``BENCH`` line each, for each rule set:

* the computer team (you and North, seats 0 and 2, both played by ``bots.py``) against a team
  that plays a random legal card and names a random suit now and then (West and East), over
  1,000 deals dealt from fixed seeds: each team's points per deal as the engine scores it, how
  often each chose trump, and how often the team that chose went nat;
* the computer's time per card in this process (CPython): its median and 99th percentile.

The phone's figure (a card's time under MicroPython, the CPU slowed four times) is in
``bench/phone.py``. Nothing here is a test: it prints. The tests hold the claims of legality
(scorepad/games/klaverjas/tests/test_practice.py).
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

DEALS = 1000
RANDOM_NAMES = 0.25  # how often a random player names a suit rather than pass
COMPUTER = 0  # the team of seats 0 and 2


def random_move(state: dict[str, Any], rng: random.Random) -> str:
    from scorepad.games.klaverjas import practice, referee

    now = practice.turn(state)
    if now["phase"] == "bid":
        if now["must"] or rng.random() < RANDOM_NAMES:
            return rng.choice(referee.SUITS)
        return practice.PASS
    hand = practice.held(state, now["seat"])
    return rng.choice(practice.ruling(state, now["seat"]).playable(hand))


def play_deal(
    seed: str, number: int, rules: str, rng: random.Random, card_times: list[float]
) -> dict[str, Any]:
    from scorepad.games.klaverjas import practice

    state = practice.new_deal(seed, number, rules)
    while practice.turn(state)["phase"] != "done":
        now = practice.turn(state)
        if now["seat"] % 2 == COMPUTER:
            start = time.perf_counter()
            move = practice.computer_move(state)
            if now["phase"] == "play":
                card_times.append(time.perf_counter() - start)
        else:
            move = random_move(state, rng)
        state = practice.act(state, move)
    return state


def figures(rules: str) -> list[str]:
    from scorepad.games.klaverjas import practice

    rng = random.Random(20261201)
    points = [0, 0]
    chose = [0, 0]
    nat = [0, 0]
    card_times: list[float] = []
    for index in range(DEALS):
        state = play_deal(f"bench{index}", index % practice.DEALS + 1, rules, rng, card_times)
        scored = practice.deal_score(state)
        playing = state["chooser"] % 2
        chose[playing] += 1
        nat[playing] += scored["result"] == "nat"
        points[0] += scored["scores"][0]
        points[1] += scored["scores"][1]
    card_times.sort()
    p99 = card_times[int(len(card_times) * 0.99)]

    def rate(team: int) -> str:
        return f"{nat[team] / chose[team]:.3f}" if chose[team] else "-"

    return [
        f"BENCH klaverjas_bots rules={rules} deals={DEALS} vs=random_legal"
        f" computer_points_per_deal={points[0] / DEALS:.1f}"
        f" random_points_per_deal={points[1] / DEALS:.1f}"
        f" computer_chose={chose[0] / DEALS:.3f} computer_nat_rate={rate(0)}"
        f" random_chose={chose[1] / DEALS:.3f} random_nat_rate={rate(1)}",
        f"BENCH klaverjas_bot_card rules={rules} cards={len(card_times)} cpython"
        f" median_ms={statistics.median(card_times) * 1000:.2f} p99_ms={p99 * 1000:.2f}",
    ]


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorepad.settings")
    import django

    django.setup()
    for rules in ("amsterdam", "rotterdam"):
        for line in figures(rules):
            print(line)


if __name__ == "__main__":
    main()
