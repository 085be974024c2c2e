"""The daily leaderboard of Klaverjas against the computer: a board per day and rules, each
taking one entry a phone, one an address and a name once.

An entry keeps what the phone sent: the name chosen and the record of its play (seat 0's
moves, deal by deal, ``practice.replay``). Its scores are worked out from the record against
the day's deals when it is posted, and kept beside it only to rank the board: a board is read
far more often than written, and replaying a record takes a tenth of a second. The record stays,
so they can always be worked out again (the tests do).

The replay checks that the game was played by the rules, never who or what chose the cards
(the computer players run on every phone): the board says so. What keeps one player from
filling a board is that it takes one entry a day and rules from a phone, one from a client
address (``address``: a keyed digest of it, IPv6 by its /64, never the address itself) and a
name once.
"""

from __future__ import annotations

from django.db import models

from scorepad.games.document import NAME_LENGTH
from scorepad.games.klaverjas import engine


class BoardEntry(models.Model):
    day = models.DateField()
    rules = models.CharField(max_length=10, choices=[(name, name) for name in engine.RULES])
    # The phone that posted it: a token kept in its session (there are no accounts).
    phone = models.CharField(max_length=32)
    # Where it was posted from: a digest of the client's address and the day (views.py).
    address = models.CharField(max_length=64)
    name = models.CharField(max_length=NAME_LENGTH)
    # The name as the board compares names: "Ayşe" and "AYŞE " are one.
    name_key = models.CharField(max_length=4 * NAME_LENGTH)
    record = models.JSONField()
    score = models.IntegerField()  # the team of seat 0 (you and your partner), over the game
    against = models.IntegerField()  # the computer's team
    posted = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["day", "rules", "phone"], name="one_board_entry_per_phone"
            ),
            models.UniqueConstraint(
                fields=["day", "rules", "address"], name="one_board_entry_per_address"
            ),
            models.UniqueConstraint(
                fields=["day", "rules", "name_key"], name="one_board_entry_per_name"
            ),
        ]
        indexes = [models.Index(fields=["day", "rules", "-score"], name="board_ranking")]
        ordering = ["-score", "against", "posted"]

    def __str__(self) -> str:
        return f"{self.day} {self.rules}: {self.name} {self.score}-{self.against}"
