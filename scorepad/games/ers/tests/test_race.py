"""Two phones at one Egyptian Rat Screw series: a change of a game that ends the series, racing
the next game from the other phone, lets exactly one of them through."""

import pytest

from tests.contract import game_of
from tests.racing import ROUNDS, deal_numbers, table

pytestmark = pytest.mark.django_db(transaction=True)

GAME = game_of(__name__)


def test_an_edit_that_ends_a_series_racing_the_next_game_lets_one_through(server):
    from bench.loadtest import at_once

    for _round in range(ROUNDS // 2):
        played = table(server, GAME)
        for winner in (1, 1, 0, 2):  # Ada 1, Bo 2, Cem 1: nobody has 3 wins
            played.a.post(
                played.url("deals"),
                {"number": str(len(played.deals) + 1), "phase": "deal", "winner": str(winner)},
            )
            played.deals.append({"winner": winner})
        # Game 4 changed to Bo's win gives Bo 3 wins and ends the series, while the other
        # phone enters game 5: one of the two, never a game after the end.
        answers = at_once(
            lambda played=played: played.a.post(
                played.url("deals", 4, "save"), {"number": "4", "phase": "deal", "winner": "1"}
            ),
            lambda played=played: played.b.post(
                played.url("deals"), {"number": "5", "phase": "deal", "winner": "0"}
            ),
        )
        statuses = sorted(answer.status for answer in answers)
        assert statuses in ([303, 409], [303, 422]), statuses
        if answers[0].status == 303:
            played.deals[3] = {"winner": 1}
        else:
            played.deals.append({"winner": 0})
        assert played.stats.errors == []
        assert deal_numbers(server, played.public_id) == list(range(1, len(played.deals) + 1))
        played.verify()
        assert played.stats.errors == []
