"""Joker's pages under its rules (``/rules/joker/...``): the guided deal."""

from django.urls import path

from scorepad.games.joker import lesson

app_name = "joker"
urlpatterns = [
    path("lesson/", lesson.lesson, name="lesson"),
    path("lesson/<int:number>/", lesson.lesson_step, name="lesson_step"),
]
