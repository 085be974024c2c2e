# Scorepad: `make run` serves the app, `make test` runs every test. Both bootstrap .venv.
.DEFAULT_GOAL := help
SHELL := /bin/bash

VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
# Coverage of scorepad/ and rules/ (the benchmarks aside, see pyproject.toml), with a floor
# a little under what the whole suite reaches, so that it cannot quietly fall. A partial run
# (PYTEST_ARGS=tests/test_views.py) would miss the floor: pass COVERAGE= to leave it out.
# With SCOREPAD_GAMES naming some of the games, the others' code never runs: the coverage is
# reported without the floor.
COVERAGE ?= --cov=scorepad --cov=rules --cov-report=term-missing:skip-covered \
	$(if $(SCOREPAD_GAMES),,--cov-fail-under=96)

# Django 6.1 needs Python 3.12 or newer. Take PYTHON= if given, else the first suitable
# interpreter on PATH or in pyenv; say so plainly when there is none.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.14 python3 \
	$$(ls -d $${PYENV_ROOT:-$$HOME/.pyenv}/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do \
	  command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null \
	  && { command -v $$p; break; }; done)

.PHONY: help run serve serve-ready test test-fast lint format bench loadtest messages clean

help:
	@echo "make run    serve Scorepad on http://$(HOST):$(PORT)/ (SQLite unless DATABASE_URL is set)"
	@echo "make serve  serve it for real: nginx in front of gunicorn (docs/production.md)"
	@echo "make test   run the whole test suite, browser tests included"
	@echo "make lint   ruff check, format check and mypy"
	@echo "make bench  print the timing figures"

$(BIN)/.installed: pyproject.toml
	@if [ -z "$(PYTHON)" ]; then \
	  echo "Scorepad needs Python 3.12 or newer (Django 6.1). None was found: install one, or pass PYTHON=/path/to/python3.12" >&2; \
	  exit 1; fi
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

# Debian packages the set-up needs: GNU gettext compiles the translations, Chromium runs the
# browser tests, nginx fronts make serve's gunicorn (in /usr/sbin, off a user's PATH). Installed when missing and we may (root with apt-get), else named plainly.
define system_packages
	@missing=""; for pair in $(1); do \
	  PATH="$$PATH:/usr/sbin" command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "Scorepad needs these Debian packages:$$missing (apt-get install$$missing)" >&2; exit 1; fi; \
	fi
endef

$(BIN)/.compiled: $(BIN)/.installed $(wildcard locale/*/LC_MESSAGES/*.po scorepad/*/locale/*/LC_MESSAGES/*.po scorepad/games/*/locale/*/LC_MESSAGES/*.po)
	$(call system_packages,msgfmt:gettext)
	$(BIN)/python manage.py compilemessages --ignore=.venv -v 0
	@touch $@

# Static files as a deployment serves them: hashed names, compressed, cached for a year.
run: export STATIC_MANIFEST = 1
run: $(BIN)/.compiled
	$(BIN)/python manage.py migrate --no-input -v 0
	$(BIN)/python manage.py collectstatic --no-input -v 0
	$(BIN)/python manage.py runserver $(HOST):$(PORT)

# Production: migrations, static files, expired sessions removed, then deploy/serve.py: nginx
# on HOST:PORT, reading each request whole, in front of gunicorn (gunicorn.conf.py: a real time
# limit per request) on a Unix socket; both stopped together (docs/production.md). The settings
# come from the environment; HOST=0.0.0.0 to listen beyond this machine.
# (deploy/scorepad.service runs the two steps apart, so that systemd watches serve.py itself.)
serve: export STATIC_MANIFEST = 1
serve: serve-ready
	HOST=$(HOST) PORT=$(PORT) exec $(BIN)/python deploy/serve.py

serve-ready: export STATIC_MANIFEST = 1
serve-ready: $(BIN)/.compiled
	$(call system_packages,nginx:nginx)
	$(BIN)/python manage.py migrate --no-input -v 0
	$(BIN)/python manage.py collectstatic --no-input -v 0
	$(BIN)/python manage.py clearsessions

# The load test: LOAD_SECONDS with LOAD_CONNECTIONS phones against a server started on the
# configured database (DATABASE_URL, else a fresh SQLite file), then every game checked.
LOAD_SECONDS ?= 60
LOAD_CONNECTIONS ?= 32
loadtest: $(BIN)/.compiled
	$(call system_packages,nginx:nginx)
	$(BIN)/python -m bench.loadtest --seconds $(LOAD_SECONDS) --connections $(LOAD_CONNECTIONS)

# The suite starts some twenty Python processes (each test process, each server's workers, the
# copies of the repository): with bytecode writing off in the environment, each would compile
# the project again and pytest rewrite every test module's asserts again (4 s a process).
test loadtest bench: export PYTHONDONTWRITEBYTECODE =

test: $(BIN)/.compiled
	$(call system_packages,chromium:chromium nginx:nginx)
	$(BIN)/python -m pytest $(COVERAGE) $(PYTEST_ARGS)

lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(BIN)/.installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The in-process figures, a club night's and a season's standings and their pages, and a table's
# save on the café's screen through make serve's server (bench/clubs.py, about a minute and a
# half), Klaverjas's computer players against random-legal ones (bench/
# practice.py: 1,000 deals per rule set, a quarter of a minute), then one table from one run of
# the app under make serve's server and wrk (bench/server.py: a throwaway database, production
# settings, about three minutes), then the rules on the phone in Chromium (bench/phone.py:
# bytes, load, sheet, a computer player's card, requests per step), the referees on the phone
# (bench/referee.py: each page's first visit, a verdict against the server's, docs/referees.md),
# and a user served beside 200 slow heads, then beside 4,000 slow bodies from one address
# (bench/slowclients.py, docs/production.md). bench/costliest.py: the CPU of the costliest
# requests a phone can make (100 held games of the longest kinds, the exports, the largest
# imports; a minute or two).
bench: $(BIN)/.compiled
	$(call system_packages,wrk:wrk chromium:chromium nginx:nginx)
	$(BIN)/python -m bench.figures
	$(BIN)/python -m bench.costliest
	$(BIN)/python -m bench.clubs
	$(BIN)/python -m bench.practice
	$(BIN)/python -m bench.server
	$(BIN)/python -m bench.phone
	$(BIN)/python -m bench.referee
	$(BIN)/python -m bench.slowclients
	$(BIN)/python -m bench.slowclients --sockets 4000 --part body --user-address 127.0.0.2

messages: $(BIN)/.installed
	$(BIN)/python manage.py makemessages -l tr -l nl -l ka --ignore=.venv --ignore=tests --ignore=bench --ignore=staticfiles --no-obsolete

clean:
	rm -rf $(VENV) staticfiles .pytest_cache .ruff_cache .mypy_cache .coverage
