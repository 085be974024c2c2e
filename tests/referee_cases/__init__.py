"""Worked situations for the referees, written from the rule pages. The Python tests of
each referee and the browser test of its JavaScript mirror read the same tables."""
