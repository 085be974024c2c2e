"""Seep, the North Indian team game: ``engine`` (its rules, plain Python), ``forms`` (a deal's
card points and sweeps, the new game's options), ``pad`` (the deals with the running difference)
and ``game`` (the object the registry hands the web app)."""
