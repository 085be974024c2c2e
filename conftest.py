"""The fixtures every test may use, wherever it lives: the shared tests in ``tests/`` and each
game's own in its package (``scorepad/games/<name>/tests/``)."""

pytest_plugins = ["tests.fixtures", "tests.browser.fixtures", "tests.racing", "tests.served"]
