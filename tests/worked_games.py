"""The finished games worked by hand from spec/scoring.md, one per installed game (its samples'
``WORKED``), as they are and as game files, and a hypothesis strategy for any valid game of any
installed game: shared by the export, chart and statistics tests."""

from hypothesis import strategies as st

from scorepad.games import engine, installed, samples

NAMES = ["Ayşe", "Işık", "Çağrı", "Gül"]


def worked(name: str) -> dict:
    """The game's hand-worked finished game: players, options, deals and the totals."""
    return samples(name).WORKED


def document(name: str) -> dict:
    """The game's hand-worked finished game as a ``scorepad/1`` game file."""
    game = worked(name)
    return {"format": "scorepad/1", "game": name} | {
        key: game[key] for key in ("players", "options", "deals")
    }


@st.composite
def games(draw, names=None):
    """Any valid game of any installed game, finished or not: deals drawn as a table could
    record them (the game's ``samples.random_deal``), each checked by its engine."""
    name = draw(st.sampled_from(list(names or installed())))
    rules = engine(name)
    players = list(samples(name).PLAYERS)
    options = rules.clean_options(dict(samples(name).QUICK_OPTIONS))
    rng = draw(st.randoms(use_true_random=False))
    deals: list[dict] = []
    for _ in range(draw(st.integers(0, 14))):
        if rules.next_deal(players, options, deals) is None:
            break
        for _attempt in range(50):
            raw = samples(name).random_deal(rng, players, options, deals)
            try:
                deals.append(rules.clean_deal(players, options, deals, raw))
                break
            except ValueError:
                continue
    return {
        "format": "scorepad/1",
        "game": name,
        "players": players,
        "options": options,
        "deals": deals,
    }
