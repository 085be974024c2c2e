"""Settings read from the environment fail loudly: a mistyped switch or number stops the
start-up with a message naming the variable and what it accepts, instead of quietly meaning
the default."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.core.exceptions import ImproperlyConfigured

from scorepad import settings

PRINT_SETTINGS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.DEBUG, s.SECURE_SSL_REDIRECT, s.GAME_FILE_MAX_BYTES)"
)


def start(code: str = PRINT_SETTINGS, **environment: str) -> subprocess.CompletedProcess:
    """Start Django in a fresh process with these variables, as a server would, and run
    ``code`` (by default, print the settings the variables above set)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DEBUG", "HTTPS", "GAME_FILE_MAX_BYTES", "SECURE_SSL_REDIRECT"}
    }
    env |= {"DJANGO_SETTINGS_MODULE": "scorepad.settings", **environment}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=django_settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    ("variable", "value"), [("HTTPS", "ture"), ("DEBUG", "2"), ("HTTPS", "enabled")]
)
def test_a_mistyped_switch_stops_the_start_up_naming_the_variable(variable, value):
    result = start(**{variable: value})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert f"{variable}='{value}' is not a switch" in result.stderr
    assert "use 1, true, yes, on for on or 0, false, no, off for off" in result.stderr
    assert result.stdout == ""


def test_a_number_that_is_not_a_number_stops_the_start_up():
    result = start(GAME_FILE_MAX_BYTES="abc")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "GAME_FILE_MAX_BYTES='abc' is not a whole number" in result.stderr
    assert result.stdout == ""


def test_good_values_start_as_asked():
    # HTTPS needs a SECRET_KEY of its own (tests/test_hardening.py).
    result = start(HTTPS="Yes", DEBUG="off", GAME_FILE_MAX_BYTES=" 1000 ", SECRET_KEY="s" * 50)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True", "1000"]


def test_unset_or_empty_variables_keep_the_safe_defaults():
    result = start(HTTPS="", DEBUG="", GAME_FILE_MAX_BYTES="")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "False", str(256 * 1024)]


DATABASE_SETTINGS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.DATABASES['default']['CONN_MAX_AGE'], s.DATABASES['default']['CONN_HEALTH_CHECKS'])"
)


@pytest.mark.parametrize(
    ("environment", "expected"),
    [({}, ["60", "True"]), ({"CONN_MAX_AGE": "0", "CONN_HEALTH_CHECKS": "off"}, ["0", "False"])],
)
def test_kept_database_connections_are_checked_before_reuse_unless_switched_off(
    environment, expected
):
    result = start(
        DATABASE_SETTINGS, **{"CONN_MAX_AGE": "", "CONN_HEALTH_CHECKS": ""} | environment
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == expected


PG_OPTIONS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "o = s.DATABASES['default'].get('OPTIONS', {}); "
    "print(s.DATABASES['default']['ENGINE'], o.get('server_side_binding'),"
    " o.get('prepare_threshold'))"
)


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        (
            {"DATABASE_URL": "postgres://u@127.0.0.1:5432/d"},
            ["django.db.backends.postgresql", "True", "5"],
        ),
        (
            {"DATABASE_URL": "postgres://u@127.0.0.1:5432/d", "PG_PREPARED": "0"},
            ["django.db.backends.postgresql", "None", "None"],
        ),
        (
            {"DATABASE_URL": "sqlite:////tmp/scorepad-settings.sqlite3"},
            ["django.db.backends.sqlite3", "None", "None"],
        ),
    ],
)
def test_postgresql_runs_on_djangos_backend_and_prepares_what_it_repeats(environment, expected):
    result = start(PG_OPTIONS, **{"PG_PREPARED": ""} | environment)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("1", True),
        ("true", True),
        ("True", True),
        ("YES", True),
        ("on", True),
        (" On ", True),
        ("0", False),
        ("false", False),
        ("FALSE", False),
        ("no", False),
        ("Off", False),
    ],
)
def test_env_bool_reads_every_spelling_of_on_and_off(monkeypatch, value, expected):
    monkeypatch.setenv("SCOREPAD_TEST_SWITCH", value)
    assert settings.env_bool("SCOREPAD_TEST_SWITCH", default=not expected) is expected


@pytest.mark.parametrize("default", [True, False])
def test_env_bool_is_the_default_when_unset_or_empty(monkeypatch, default):
    monkeypatch.delenv("SCOREPAD_TEST_SWITCH", raising=False)
    assert settings.env_bool("SCOREPAD_TEST_SWITCH", default) is default
    monkeypatch.setenv("SCOREPAD_TEST_SWITCH", " ")
    assert settings.env_bool("SCOREPAD_TEST_SWITCH", default) is default


@pytest.mark.parametrize("value", ["ture", "2", "-1", "y", "n", "enable", "none"])
def test_env_bool_refuses_anything_else(monkeypatch, value):
    monkeypatch.setenv("SCOREPAD_TEST_SWITCH", value)
    with pytest.raises(ImproperlyConfigured, match="SCOREPAD_TEST_SWITCH"):
        settings.env_bool("SCOREPAD_TEST_SWITCH")


@pytest.mark.parametrize(("value", "expected"), [("0", 0), ("42", 42), (" 7 ", 7), ("", 5)])
def test_env_int_reads_whole_numbers(monkeypatch, value, expected):
    monkeypatch.setenv("SCOREPAD_TEST_NUMBER", value)
    assert settings.env_int("SCOREPAD_TEST_NUMBER", 5) == expected


@pytest.mark.parametrize("value", ["abc", "1.5", "1e3", "10kb"])
def test_env_int_refuses_anything_else(monkeypatch, value):
    monkeypatch.setenv("SCOREPAD_TEST_NUMBER", value)
    with pytest.raises(
        ImproperlyConfigured, match=r"SCOREPAD_TEST_NUMBER=.* is not a whole number"
    ):
        settings.env_int("SCOREPAD_TEST_NUMBER", 5)


SESSION_SETTINGS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.SESSION_ENGINE, s.CACHES['default']['BACKEND'])"
)


@pytest.mark.parametrize(
    ("redis_url", "engine", "cache"),
    [
        ("", "django.contrib.sessions.backends.cached_db", "locmem.LocMemCache"),
        (
            "redis://127.0.0.1:6379/3",
            "django.contrib.sessions.backends.cached_db",
            "django_redis.cache.RedisCache",
        ),
    ],
)
def test_sessions_are_kept_in_the_database_and_read_through_the_cache(redis_url, engine, cache):
    result = start(SESSION_SETTINGS, REDIS_URL=redis_url)
    assert result.returncode == 0, result.stderr
    session_engine, cache_backend = result.stdout.split()
    assert session_engine == engine
    assert cache_backend.endswith(cache)
