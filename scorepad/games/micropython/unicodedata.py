"""MicroPython has no ``unicodedata``: what ``scorepad.games.document`` asks of it (a name's
characters and its composed form), answered by the browser's own Unicode tables
(``static/js/rules-engine.js`` hands over ``scorepadUnicode``)."""

import js


def category(char):
    return str(js.scorepadUnicode.category(char))


def normalize(form, text):
    return str(js.scorepadUnicode.normalize(form, text))
