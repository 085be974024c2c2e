"""Klaverjas's pages under its rules (``/rules/klaverjas/...``): the game against the computer,
the day's deal and its leaderboard."""

from django.urls import path, re_path
from django.utils.translation import gettext_lazy

from scorepad.games.klaverjas import views

app_name = "klaverjas"
# The page that teaches the game by playing it, linked from its rule page and its game page.
LEARN = "practice"
LEARN_TITLE = gettext_lazy("Play a deal against the computer")
# A day is written YYYY-MM-DD; anything else that looks like one is answered by the view, with
# the reason, rather than by a bare 404.
DAY = r"(?P<day>[^/]+)"
urlpatterns = [
    path("practice/", views.page, name="practice"),
    re_path(rf"^practice/daily/{DAY}\.json$", views.daily_deal, name="daily"),
    re_path(rf"^practice/daily/{DAY}/autoplay\.json$", views.autoplay, name="autoplay"),
    re_path(rf"^practice/daily/{DAY}/board\.json$", views.board, name="board"),
    re_path(rf"^practice/daily/{DAY}/board/$", views.post_to_board, name="post_to_board"),
]
