"""Klaverjas, the Dutch team game: ``engine`` (its rules, plain Python), ``forms`` (a deal's
card points, roem, pit and revoke; the new game's options), ``pad`` (Wij and Zij) and ``game``
(the object the registry hands the web app)."""
