"""Klaverjas in Chromium at a phone's size (the fixtures of tests/browser/fixtures.py)."""
