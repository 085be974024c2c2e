"""The club's pages, one function per action, by concern: ``club`` (this phone's clubs, a club,
its members and house options, its links), ``nights`` (a night: who is there, the draw, the
tables) and ``results`` (the standings, the screens, the seasons, the files and exports). Who
may do what is ``scorepad.clubs.rights``; they name no game."""
