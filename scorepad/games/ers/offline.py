"""Egyptian Rat Screw on the phone (``scorepad.games.concerns``)."""

# The rule page's helpers answer on the phone too (static/js/referee.js).
PHONE_MODULES = ("engine", "referee")
