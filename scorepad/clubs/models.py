"""What a club keeps: its name, members and house options; its nights, who is there, the rounds
drawn and the tables; its seasons; and who may do what (``ClubRight``: a phone's session, as a
game's ``Right``, with no account).

Nothing derived is stored: a table's round is a ``scorepad.models.Game`` whose deals are its
record, and the standings are worked out from them by the night's core (``scorepad.clubs.night``)
each time they are shown (``scorepad.clubs.stored`` keeps each table's sheet by its game's last
change, as the home page keeps its summaries).
"""

from __future__ import annotations

from django.contrib.sessions.models import Session
from django.db import models

from scorepad.models import Game
from scorepad.tokens import new_token

DIRECTOR = "director"
TABLE = "table"
SCREEN = "screen"
# What each role may do, the most first: a director runs the club, a table's phone opens its
# table's game and sees the standings, the café's screen shows them.
ROLES = (DIRECTOR, TABLE, SCREEN)


class Club(models.Model):
    public_id = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    name = models.CharField(max_length=100)
    members = models.JSONField(default=list, blank=True)
    # The games the club plays, and for each its house options as the options form posts them
    # ({game: {field: value}}): a night's form starts from them.
    games = models.JSONField(default=list, blank=True)
    house = models.JSONField(default=dict, blank=True)
    director_token = models.CharField(max_length=32, unique=True, default=new_token)
    table_token = models.CharField(max_length=32, unique=True, default=new_token)
    screen_token = models.CharField(max_length=32, unique=True, default=new_token)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name

    def token(self, role: str) -> str:
        token: str = getattr(self, f"{role}_token")
        return token


class ClubRight(models.Model):
    """What one phone may do in one club: direct it, be one of its tables, or be its screen.
    A right came through a link (``links``: its fingerprint) and new links of its role end
    it, unless this phone ``founded`` the club: no link gave that right, and none takes it."""

    ROLE_CHOICES = [(role, role) for role in ROLES]

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="+")
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="rights")
    role = models.CharField(max_length=8, choices=ROLE_CHOICES)
    founded = models.BooleanField(default=False)
    links = models.CharField(max_length=16, blank=True, default="")
    granted = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "club"], name="one_club_right_per_phone"),
        ]

    def __str__(self) -> str:
        return f"{self.role} of {self.club_id} for {self.session_id[:6]}…"


class Season(models.Model):
    """Nights of one club and one game, scored one way, added up on each player's best
    nights (spec/club-night.md, the season file's ``rules``)."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(max_length=100)
    game = models.CharField(max_length=16)
    score = models.CharField(max_length=8)
    rules = models.JSONField(default=dict)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created", "-pk"]

    def __str__(self) -> str:
        return self.name


class Night(models.Model):
    """One club night: its game and the options of every table, its rules (rounds, scoring,
    the sit-out score, prizes), who is there and the rounds drawn. ``updated`` moves with
    every change of who is there or where they sit; a table's deals move its game's."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="nights")
    season = models.ForeignKey(
        Season, null=True, blank=True, on_delete=models.SET_NULL, related_name="nights"
    )
    date = models.DateField()
    game = models.CharField(max_length=16)
    options = models.JSONField(default=dict)
    rules = models.JSONField(default=dict)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-date", "-pk"]
        indexes = [models.Index(fields=["club", "date"], name="nights_of_a_club")]

    def __str__(self) -> str:
        return f"{self.club_id} {self.date}"


class Player(models.Model):
    """Someone checked in for a night (``present``: there now, drawn for the next round), in
    the order they came. A player who leaves is checked out, and keeps the rounds played."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=40)
    present = models.BooleanField(default=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["night", "name"], name="one_check_in_per_name"),
        ]

    def __str__(self) -> str:
        return self.name


class Round(models.Model):
    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    sit_out = models.JSONField(default=list)
    drawn = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["night", "number"], name="one_round_per_number"),
        ]

    def __str__(self) -> str:
        return f"{self.night_id} round {self.number}"


class Table(models.Model):
    """A table of a round: its game is a normal game, its players in seating order."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="club_table")

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="one_table_per_number"),
        ]

    def __str__(self) -> str:
        return f"{self.round_id} table {self.number}"
