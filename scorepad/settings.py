"""Scorepad's one settings module: everything that differs between machines comes from the
environment, with safe local defaults (a SQLite file, DEBUG off, loopback hosts only)."""

import ipaddress
import os
import re
import warnings
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent


TRUE = ("1", "true", "yes", "on")
FALSE = ("0", "false", "no", "off")


def env_bool(name: str, default: bool = False) -> bool:
    """A switch: 1/0, true/false, yes/no or on/off in any case; unset or empty is the default.
    Anything else stops the start-up: a mistyped ``HTTPS=ture`` must not quietly mean off."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in TRUE or value in FALSE:
        return value in TRUE
    raise ImproperlyConfigured(
        f"{name}={os.environ[name]!r} is not a switch: use {', '.join(TRUE)} for on or"
        f" {', '.join(FALSE)} for off (any case), or leave it empty for the default."
    )


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name, "")
    return [item.strip() for item in value.split(",") if item.strip()] or default


def env_int(name: str, default: int) -> int:
    """A whole number; unset or empty is the default, anything else stops the start-up."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(
            f"{name}={os.environ[name]!r} is not a whole number: use digits, such as"
            f" {name}={default}, or leave it empty for the default."
        ) from None


def env_networks(name: str) -> list[str]:
    """Addresses or networks (10.0.0.7, 10.0.0.0/24, 2001:db8::/32), comma-separated; a
    mistyped one stops the start-up."""
    networks = []
    for item in env_list(name, []):
        try:
            networks.append(str(ipaddress.ip_network(item, strict=False)))
        except ValueError:
            raise ImproperlyConfigured(
                f"{name}={os.environ[name]!r}: {item!r} is not an address or a network. Use"
                f" addresses such as 10.0.0.7 or networks such as 10.0.0.0/24, comma-separated."
            ) from None
    return networks


# A game's name: its package, its key in the game file (``Game.game`` holds 16 characters) and
# the prefix of its fields on the new-game form (``joker-length``). Lower-case letters and digits
# only: no name can be read as part of another's, nor a field of the form as a game's.
GAME_NAME = re.compile(r"[a-z][a-z0-9]{0,15}")


def env_games(name: str, default: list[str]) -> list[str]:
    """The installed games: packages of ``scorepad/games/``, comma-separated, each once."""
    games = env_list(name, default)
    for game in games:
        if not GAME_NAME.fullmatch(game):
            raise ImproperlyConfigured(
                f"{name}={os.environ.get(name, '')!r}: {game!r} is not a game's name. A name is"
                " 1 to 16 lower-case letters and digits, a letter first (no _ or -), and the"
                " folder of scorepad/games/ holding the game's package is named so"
                " (docs/adding-a-game.md)."
            )
        folder = BASE_DIR / "scorepad" / "games" / game
        if not (folder / "engine.py").is_file():
            raise ImproperlyConfigured(
                f"{name}={os.environ.get(name, '')!r}: {game!r} is not a game of this app. Each"
                " name is a folder of scorepad/games/ holding the game's package"
                f" (docs/adding-a-game.md), such as {name}={','.join(default)}."
            )
    if len(set(games)) != len(games):
        raise ImproperlyConfigured(f"{name} names a game twice: {','.join(games)}")
    return games


DEBUG = env_bool("DEBUG")
HTTPS = env_bool("HTTPS")
# The local default key is only good for a machine nobody else reaches; deployments set their own.
# Behind HTTPS the app is reachable by others: the built-in key would let anyone forge sessions.
SECRET_KEY = os.environ.get("SECRET_KEY", "").strip()
if not SECRET_KEY:
    if HTTPS:
        raise ImproperlyConfigured(
            "HTTPS=1 but SECRET_KEY is not set: refusing to start with the built-in key, which"
            " would let anyone forge sessions. Set SECRET_KEY to a long random value, e.g. the"
            " output of: python -c 'import secrets; print(secrets.token_urlsafe(50))'"
        )
    SECRET_KEY = "scorepad-local-only-not-a-secret"
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

# The games this app offers, each a package (and a Django app) of scorepad/games/, named once
# here: everything that lists the games asks the registry (scorepad.games), which reads this.
SCOREPAD_GAMES = env_games("SCOREPAD_GAMES", ["joker", "klaverjas", "seep", "ers", "king"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.forms",
    "django_htmx",
    "scorepad",
    "scorepad.clubs",
    *(f"scorepad.games.{game}" for game in SCOREPAD_GAMES),
    "rules",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages compressed (Django pads them against BREACH); static files come compressed already.
    "django.middleware.gzip.GZipMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # Oversized bodies and foreign charsets are refused here, before the body is read or the
    # session is loaded; a cross-site request never saves a session. A cross-site write is
    # refused by CsrfViewMiddleware below (its Origin check), before the view and the session.
    "scorepad.middleware.RequestGuard",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "scorepad.urls"
WSGI_APPLICATION = "scorepad.wsgi.application"

# Form widgets render with the project's templates (the tap-sized radio buttons).
FORM_RENDERER = "django.forms.renderers.TemplatesSetting"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# SQLite file by default; DATABASE_URL (postgres://...) selects PostgreSQL through psycopg 3.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{os.environ.get('SQLITE_PATH', BASE_DIR / 'db.sqlite3')}",
        conn_max_age=env_int("CONN_MAX_AGE", 60),
        # A kept connection is checked before each request uses it, so that one the database
        # dropped (a restart) is opened again instead of failing that request.
        conn_health_checks=env_bool("CONN_HEALTH_CHECKS", True),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the follow-link readers poll while a scorer writes.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 10,
    }
POSTGRESQL = DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
if POSTGRESQL and env_bool("PG_PREPARED", True):
    # Parameters bound by the server, and a statement run five times on a connection is
    # prepared there: the reads on every request (the session, the game) are then not
    # planned again each time. A pooler in transaction mode (PgBouncer) needs PG_PREPARED=0.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"server_side_binding": True, "prepare_threshold": 5}
    )
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# English first: a page not yet written in the reader's language opens in it. Each language is
# named in itself (the switch in the top bar shows these names). Everything that lists the
# languages (the rule pages, the search, the offline index, the manifests, the exports) reads
# this list: a new language is a line here and its catalogs and pages (docs/languages.md).
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("tr", "Türkçe"), ("nl", "Nederlands"), ("ka", "ქართული")]
LOCALE_PATHS = [BASE_DIR / "locale"]
# Numbers and dates as each language writes them: Django's own formats, and the project's where
# Django's differ from what the country's computers use (scorepad/formats/).
FORMAT_MODULE_PATH = ["scorepad.formats"]
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
USE_I18N = True
TIME_ZONE = "UTC"
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            # Deployments that run collectstatic get minified, hashed, compressed,
            # cached-forever files (scorepad/storage.py).
            "scorepad.storage.MinifiedStaticFilesStorage"
            if env_bool("STATIC_MANIFEST")
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}
WHITENOISE_USE_FINDERS = True
# Until collectstatic has run the files come from the finders: nothing to warn about.
warnings.filterwarnings("ignore", message="No directory at", category=UserWarning)
WHITENOISE_MAX_AGE = 3600

# One cache for the kept pages and rows: this process's memory by default; Redis (django-redis,
# which keeps its Redis client from call to call, where Django's own backend builds one per
# call) when REDIS_URL names one, so that several app servers share it. The rate limits count
# in Redis too when there is one, else in the database (below): never in one process's memory.
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
# The tests run in parallel processes (pytest-xdist), each emptying the cache before every test:
# each its own Redis database (gw0 the URL's next, and so on), so none empties another's.
_TEST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
if REDIS_URL and _TEST_WORKER.startswith("gw") and _TEST_WORKER[2:].isdigit():
    _url = urlsplit(REDIS_URL)
    _database = int(_url.path.strip("/") or 0) + 1 + int(_TEST_WORKER[2:])
    REDIS_URL = urlunsplit(_url._replace(path=f"/{_database}"))
# The cache only spares work: an error of Redis (down, unreachable, or full under a
# `noeviction` policy) is a miss, logged in one line, and the page is rendered as if nothing
# was kept. Slower, never a 500. (Give Redis a `maxmemory` and `allkeys-lru`: README.)
REDIS_CACHE_OPTIONS = {"IGNORE_EXCEPTIONS": True}
DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True
DJANGO_REDIS_LOGGER = "scorepad.cache"
CACHES = {
    "default": (
        {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": REDIS_CACHE_OPTIONS,
        }
        if REDIS_URL
        else {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "OPTIONS": {"MAX_ENTRIES": 5000},
        }
    ),
    # The rate limits' counts without Redis: rows of the database every worker process shares,
    # counted atomically (scorepad.ratelimit.DatabaseCounts; its table comes with `migrate`).
    "counts": {"BACKEND": "scorepad.ratelimit.DatabaseCounts"},
}
RATELIMIT_USE_CACHE = "default" if REDIS_URL else "counts"

# Sessions live in the database and are read through the cache (Django's cached_db): a phone's
# session is a cache hit on nearly every request. It holds how the phone shows sheets and what
# it last undid; its rights over games are rows of their own (scorepad.models.Right), which end
# with it.
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
SESSION_COOKIE_AGE = 2 * 365 * 24 * 3600
SESSION_SAVE_EVERY_REQUEST = False
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
# What the pages may ask of the browser (scorepad.middleware sets the header): the screen kept
# awake at the table, the share sheet and the clipboard for the links; nothing else.
PERMISSIONS_POLICY = ", ".join(
    [
        *(
            f"{feature}=()"
            for feature in (
                "accelerometer",
                "camera",
                "display-capture",
                "geolocation",
                "gyroscope",
                "magnetometer",
                "microphone",
                "midi",
                "payment",
                "usb",
            )
        ),
        "screen-wake-lock=(self)",
        "web-share=(self)",
        "clipboard-write=(self)",
    ]
)

# A strict policy: nothing inline without this response's nonce.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    # WebAssembly compiled by the page: the rules on the phone (MicroPython, static/js/vendor).
    "script-src": [CSP.SELF, CSP.NONCE, CSP.WASM_UNSAFE_EVAL],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "manifest-src": [CSP.SELF],
    "worker-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}

# Behind HTTPS, one switch turns on every HTTPS-only protection.
if HTTPS:
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    # The proxy in front says whether the client came over HTTPS. Under make serve that is
    # its own nginx, the only peer its gunicorn has (a Unix socket): it sends the scheme it
    # saw itself, or the one a proxy of TRUSTED_PROXIES sent it, never a client's.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD")
    # Preloading is a promise to browsers that takes months to withdraw: the operator opts in
    # (SECURE_HSTS_PRELOAD=1), and check --deploy does not ask for it meanwhile.
    SILENCED_SYSTEM_CHECKS = [] if SECURE_HSTS_PRELOAD else ["security.W021"]

# Uploaded game files are small JSON documents.
GAME_FILE_MAX_BYTES = env_int("GAME_FILE_MAX_BYTES", 256 * 1024)
# A form without a file is a few hundred bytes (the admin's a few KB).
DATA_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024
DATA_UPLOAD_MAX_NUMBER_FILES = 2
# A body over this is refused from its Content-Length, before a byte of it is read (413).
REQUEST_MAX_BYTES = max(GAME_FILE_MAX_BYTES, DATA_UPLOAD_MAX_MEMORY_SIZE) + 64 * 1024
# Uploads stay in memory: anything that fits under REQUEST_MAX_BYTES is small, and nothing is
# ever spooled to a temporary file that a killed worker would leave behind.
FILE_UPLOAD_MAX_MEMORY_SIZE = REQUEST_MAX_BYTES
FILE_UPLOAD_HANDLERS = ["django.core.files.uploadhandler.MemoryFileUploadHandler"]

# The admin is mounted only at a path the deployment names (ADMIN_PATH=some-long-secret/).
ADMIN_PATH = os.environ.get("ADMIN_PATH", "").strip().strip("/")
ADMIN_PATH = f"{ADMIN_PATH}/" if ADMIN_PATH else ""

# Rate limits per client address (django-ratelimit), counted where every worker process counts
# (Redis with REDIS_URL, else the database: RATELIMIT_USE_CACHE above). Generous: a table
# importing its old games never notices.
GAMES_PER_MINUTE = env_int("GAMES_PER_MINUTE", 60)
ADMIN_LOGINS_PER_MINUTE = env_int("ADMIN_LOGINS_PER_MINUTE", 5)
# Behind this many proxies that append to X-Forwarded-For, the client is the address the
# outermost one saw; 0 trusts no header and takes the connection's address. make serve sets it
# to 1 for its gunicorn, whose one peer is make serve's own nginx (deploy/serve.py): that nginx
# writes X-Forwarded-For and X-Forwarded-Proto afresh, believing the client's only from the
# proxies TRUSTED_PROXIES names, so the operator counts no hop there.
PROXY_COUNT = env_int("PROXY_COUNT", 0)
TRUSTED_PROXIES = env_networks("TRUSTED_PROXIES")
# make serve's time limit per request, in seconds (gunicorn.conf.py, deploy/serve.py).
REQUEST_TIMEOUT = env_int("REQUEST_TIMEOUT", env_int("GUNICORN_TIMEOUT", 30))
# django-ratelimit counts per client address, as PROXY_COUNT says it (scorepad.ratelimit
# gives it the key). Its app is not installed: its system check knows neither the database's
# counts, atomic where Django's DatabaseCache is not, nor that they are shared.
# While the cache cannot count (Redis down or full), nothing is limited rather than everything
# refused: the limits spare the server, and a table must still be able to start its game.
RATELIMIT_FAIL_OPEN = True

# A request the client got wrong (a broken multipart body, too many fields, a body too big: 400,
# 403, 413) is logged in one line, without its traceback: anyone can send them, and a log full
# of tracebacks hides the errors that matter. A 500 keeps its traceback. So is a cache error
# taken as a miss (scorepad.cache): while Redis is down every request would log one.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"client_errors_in_one_line": {"()": "scorepad.logs.ClientErrorsInOneLine"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["client_errors_in_one_line"],
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
