"""The daily leaderboard of Klaverjas against the computer: one entry per phone and day.

An entry keeps what the phone sent: the name chosen and the record of its play (seat 0's
moves, deal by deal, ``practice.replay``). Its scores are worked out from the record against
the day's deals when it is posted, and kept beside it only to rank the board: a board is read
far more often than written, and replaying a record takes a tenth of a second. The record stays,
so they can always be worked out again (the tests do).
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
    name = models.CharField(max_length=NAME_LENGTH)
    record = models.JSONField()
    score = models.IntegerField()  # the team of seat 0 (you and your partner), over the game
    against = models.IntegerField()  # the computer's team
    posted = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["day", "phone"], name="one_board_entry_per_phone_a_day")
        ]
        indexes = [models.Index(fields=["day", "rules", "-score"], name="board_ranking")]
        ordering = ["-score", "against", "posted"]

    def __str__(self) -> str:
        return f"{self.day} {self.rules}: {self.name} {self.score}-{self.against}"
