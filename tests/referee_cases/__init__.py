"""Worked situations for the referees, written from the rule pages. The Python tests of
each referee, the server's pages and the browser test of the same referees run on the phone
(tests/browser/test_referees_on_the_phone.py) read the same tables."""
