"""The contract every game passes (tests/contract.py), for this one."""

from tests.contract import GameContract, game_of


class TestContract(GameContract):
    game = game_of(__name__)
