"""Joker, the Georgian trick-taking game: ``engine`` (its rules, plain Python), ``forms`` (a
deal's bids and tricks, the new game's options), ``pad`` (the sheet as the paper pad lays it
out) and ``game`` (the object the registry hands the web app)."""
