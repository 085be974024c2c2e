"""Egyptian Rat Screw: ``engine`` (the series, the house rules, slaps and the face-card
challenge, plain Python), ``forms`` (a game's winner, the series' options), ``pad`` (the series
and its house rules) and ``game`` (the object the registry hands the web app)."""
