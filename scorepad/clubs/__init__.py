"""The club night: many tables of four, a draw each round, the night's standings and prizes, and
a season of nights (spec/club-night.md; docs/club-night.md).

``night`` and ``season`` are plain Python without Django, like the game document
(``scorepad.games.document``): the engines come from the caller, so they are tested without a
database and could run on the phone. ``draw`` seats the players (on the server: it needs
networkx); ``files`` reads a club's files with the registry's engines; the ``standings`` and
``draw`` commands are in ``management/commands``.

The pages stand on them: ``models`` (a club, its nights, rounds and tables, each table a normal
game; its seasons; its phones' rights), ``rights`` (the director's, the tables' and the
screen's links), ``stored`` (the rows in the files' shape, and the standings from each table's
kept sheet), ``forms``, ``views``, ``exports`` (CSV and PDF) and ``urls``.
"""
