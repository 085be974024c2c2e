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
COVERAGE ?= --cov=scorepad --cov=rules --cov-report=term-missing:skip-covered --cov-fail-under=96

# Django 6.1 needs Python 3.12 or newer. Take PYTHON= if given, else the first suitable
# interpreter on PATH or in pyenv; say so plainly when there is none.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.14 python3 \
	$$(ls -d $${PYENV_ROOT:-$$HOME/.pyenv}/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do \
	  command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null \
	  && { command -v $$p; break; }; done)

.PHONY: help run serve test test-fast lint format bench loadtest messages clean

help:
	@echo "make run    serve Scorepad on http://$(HOST):$(PORT)/ (SQLite unless DATABASE_URL is set)"
	@echo "make serve  serve it for real: gunicorn with gunicorn.conf.py (README, Production)"
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
# browser tests. Installed when missing and we may (root with apt-get), else named plainly.
define system_packages
	@missing=""; for pair in $(1); do \
	  command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "Scorepad needs these Debian packages:$$missing (apt-get install$$missing)" >&2; exit 1; fi; \
	fi
endef

$(BIN)/.compiled: $(BIN)/.installed $(wildcard locale/*/LC_MESSAGES/*.po scorepad/games/*/locale/*/LC_MESSAGES/*.po)
	$(call system_packages,msgfmt:gettext)
	$(BIN)/python manage.py compilemessages --ignore=.venv -v 0
	@touch $@

# Static files as a deployment serves them: hashed names, compressed, cached for a year.
run: export STATIC_MANIFEST = 1
run: $(BIN)/.compiled
	$(BIN)/python manage.py migrate --no-input -v 0
	$(BIN)/python manage.py collectstatic --no-input -v 0
	$(BIN)/python manage.py runserver $(HOST):$(PORT)

# Production: migrations, static files, expired sessions removed, then gunicorn with the
# checked-in configuration (threaded workers that read each request whole before a thread
# takes it, a real time limit per request, request limits: scorepad/serving.py). The settings come
# from the environment (README, Production); HOST=0.0.0.0 to listen beyond this machine.
serve: export STATIC_MANIFEST = 1
serve: $(BIN)/.compiled
	$(BIN)/python manage.py migrate --no-input -v 0
	$(BIN)/python manage.py collectstatic --no-input -v 0
	$(BIN)/python manage.py clearsessions
	HOST=$(HOST) PORT=$(PORT) exec $(BIN)/gunicorn -c gunicorn.conf.py

# The load test: LOAD_SECONDS with LOAD_CONNECTIONS phones against a server started on the
# configured database (DATABASE_URL, else a fresh SQLite file), then every game checked.
LOAD_SECONDS ?= 60
LOAD_CONNECTIONS ?= 32
loadtest: $(BIN)/.compiled
	$(BIN)/python -m bench.loadtest --seconds $(LOAD_SECONDS) --connections $(LOAD_CONNECTIONS)

test: $(BIN)/.compiled
	$(call system_packages,chromium:chromium)
	$(BIN)/python -m pytest $(COVERAGE) $(PYTEST_ARGS)

lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(BIN)/.installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The in-process figures, Klaverjas's computer players against random-legal ones (bench/
# practice.py: 1,000 deals per rule set, a quarter of a minute), then one table from one run of
# the app under gunicorn and wrk (bench/server.py: a throwaway database, production settings,
# about three minutes), then the rules on the phone in Chromium (bench/phone.py: bytes, load,
# sheet, a computer player's card, requests per step), the referees on the phone (bench/
# referee.py: each page's first visit, a verdict against the server's, docs/referees.md), and a
# user served beside 200 slow clients (bench/slowclients.py, README "Production").
bench: $(BIN)/.compiled
	$(call system_packages,wrk:wrk chromium:chromium)
	$(BIN)/python -m bench.figures
	$(BIN)/python -m bench.practice
	$(BIN)/python -m bench.server
	$(BIN)/python -m bench.phone
	$(BIN)/python -m bench.referee
	$(BIN)/python -m bench.slowclients

messages: $(BIN)/.installed
	$(BIN)/python manage.py makemessages -l tr --ignore=.venv --ignore=tests --ignore=bench --ignore=staticfiles --no-obsolete

clean:
	rm -rf $(VENV) staticfiles .pytest_cache .ruff_cache .mypy_cache .coverage
