"""Egyptian Rat Screw's own tests, and the contract every game passes (tests/contract.py):
skipped where Egyptian Rat Screw is not installed."""

from tests.contract import skip_unless_installed

skip_unless_installed(__name__)
