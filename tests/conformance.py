"""One corpus of games and refusals for the rules on the server and on the phone.

For every installed game: the spec's hand-worked files and its malformed ones
(its tests' ``spec.py``), every worked example of the rule pages, the game's samples, and
generated games: whole games drawn deal by deal from the game's ``samples.random_deal`` with
a seeded random source, half of them under one of the house rules its samples name
(``HOUSE_RULES``), and as many refused ones (a deal spoilt at a random place: a number out
of range, a key too many or missing, a deal after the end). ``expected`` is what the server
says of each: the sheet ``manage.py scoresheet`` prints, or its reason for a refusal.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache

from scorepad import gamefile
from scorepad.games import engine, installed, samples
from scorepad.games.core import RuleError

GENERATED = 300  # whole games per game, and as many refused ones
SEED = 20261201


def expected(document: dict) -> dict:
    """The server's answer: ``{"sheet": ...}`` as ``scoresheet`` prints it, or ``{"error":
    reason}``."""
    try:
        clean = gamefile.clean_document(copy.deepcopy(document))
    except RuleError as error:
        return {"error": error.reason()}
    return {"sheet": gamefile.without_notes(gamefile.compute_sheet(clean))}


def _spec_documents(name: str) -> list[dict]:
    from tests.contract import data

    spec = data(name, "spec")
    if spec is None:
        return []
    documents = [document for document, _sheet in spec.VALID.values()]
    documents += [document for _name, document, _deal, _words in spec.REFUSED]
    return [d for d in documents if isinstance(d, dict) and d.get("game") == name]


def _rule_page_documents(name: str) -> list[dict]:
    from tests.test_rules_examples import EXAMPLE, sources

    found = []
    for _source_name, source in sources():
        for match in EXAMPLE.finditer(source):
            example = json.loads(match.group(1))
            if example.get("game") == name:
                found.append(
                    {
                        "format": "scorepad/1",
                        "game": name,
                        "players": example["players"],
                        "options": example.get("options", {}),
                        "deals": example["deals"],
                    }
                )
    return found


def _sample_documents(name: str) -> list[dict]:
    module = samples(name)
    documents = [module.long_game()]
    for case in (module.WORKED, module.GUARDED):
        players = case.get("players", module.PLAYERS)
        documents.append({"players": players, "options": case["options"], "deals": case["deals"]})
    return [{"format": "scorepad/1", "game": name} | document for document in documents]


def _generated(name: str, rng: random.Random) -> dict:
    """A game drawn deal by deal as a table could record it, to its end or not."""
    module, rules = samples(name), engine(name)
    players = list(module.PLAYERS)
    options = dict(module.QUICK_OPTIONS) if rng.random() < 0.7 else {}
    house_rules = getattr(module, "HOUSE_RULES", ())
    if house_rules and rng.random() < 0.5:
        options.update(rng.choice(house_rules))
    clean_options = rules.clean_options(dict(options))
    deals: list[dict] = []
    for _deal in range(rng.randint(0, 30)):
        if rules.next_deal(players, clean_options, deals) is None:
            break
        for _attempt in range(30):
            raw = module.random_deal(rng, players, clean_options, deals)
            try:
                deals.append(rules.clean_deal(players, clean_options, deals, raw))
                break
            except RuleError:
                continue
    return {
        "format": "scorepad/1",
        "game": name,
        "players": players,
        "options": options,
        "deals": deals,
    }


def _spoilt(document: dict, rng: random.Random) -> dict:
    """The document with one thing wrong, as a hand-written file may have it."""
    spoilt = copy.deepcopy(document)
    deals = spoilt["deals"]
    way = rng.randrange(6)
    if not deals or way == 0:
        spoilt["options"] = dict(spoilt["options"], **{rng.choice(["x", "length", "deals"]): -1})
    elif way == 1:
        deal = rng.choice(deals)
        key = rng.choice(sorted(deal))
        value = deal[key]
        deal[key] = (
            [v + 99 for v in value]
            if isinstance(value, list) and value and all(isinstance(v, int) for v in value)
            else 99
        )
    elif way == 2:
        rng.choice(deals)["extra"] = 1
    elif way == 3:
        deal = rng.choice(deals)
        if deal:
            del deal[rng.choice(sorted(deal))]
    elif way == 4:
        deals.extend(copy.deepcopy(deals) * 20)  # past the end of the game
    else:
        spoilt["players"] = [*spoilt["players"][:-1], spoilt["players"][0]]  # a name twice
    return spoilt


@cache
def corpus(name: str) -> list[dict]:
    """Every document of the corpus for the game ``name``, each with its expected answer:
    ``[{"document": ..., "expected": ...}]``."""
    rng = random.Random(f"{SEED}:{name}")
    documents = _spec_documents(name) + _rule_page_documents(name) + _sample_documents(name)
    generated = [_generated(name, rng) for _ in range(GENERATED)]
    documents += generated + [_spoilt(document, rng) for document in generated]
    return [{"document": document, "expected": expected(document)} for document in documents]


def all_games() -> tuple[str, ...]:
    return installed()
