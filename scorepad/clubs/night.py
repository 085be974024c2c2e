"""The club night file (``scorepad-night/1``, spec/club-night.md) as plain Python: the file
checked, each player's round scores, the night's standings, its prizes, and whether it is over.

Like ``scorepad.games.document`` it imports only the games' core and takes the engines from the
caller (``engine``: a game's engine module by its name), so it is tested without a database and
could run on the phone: it keeps to what MicroPython runs (no unpacking inside literals, no
``zip``, no class-based tuples, no choice list read from a dict's order).

A refusal is a ``RuleError`` that says where the file breaks a rule: the round and the table, and
inside them the game's own refusal of a deal, as its engine words it (``Located``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorepad.games.core import (
    FIELD_LABELS as GAME_FIELD_LABELS,
)
from scorepad.games.core import (
    RuleError,
    check_keys,
    choice,
    gettext_noop,
    whole_number,
)
from scorepad.games.document import clean_name, clean_players

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

FORMAT = "scorepad-night/1"
SEATS = 4  # a club plays games of four at every table
MAX_ROUNDS = 12
MAX_SIT_OUT = 3  # four would make a table
# A bound no club reaches (a hundred tables), so that every file has a bounded cost.
MAX_PLAYERS = 400
# The scores a file may set (a fixed sit-out or absent score), far beyond any night's.
MAX_SCORE = 1_000_000

SCORES = ("points", "places")
SIT_OUTS = ("fixed", "lowest", "average")
PRIZES = ("formule-van-4", "none")
RULE_NAMES = ("rounds", "score", "sit_out", "sit_out_score", "prizes")
DEFAULT_RULES: dict[str, Any] = {
    "rounds": 3,
    "score": "points",
    "sit_out": "fixed",
    "sit_out_score": None,  # by the scoring: FIXED_SIT_OUT
    "prizes": "formule-van-4",
}
FIXED_SIT_OUT = {"points": 1600, "places": 0}
# Prizes for places 1 to 4, then every fourth place (Formule-van-4); the booby prize for the last
# place only from five players on.
FIRST_PRIZES = 4
PRIZE_EVERY = 4
POEDEL = "poedel"
POEDEL_FROM = 5

# How a refusal names the fields of a club's files (a night's, a season's) to a player, by the
# field's last key, as ``scorepad.games.core.FIELD_LABELS`` does for a game file's: a page words
# a refusal with its game's labels and these (``RuleError.reason(translate, labels)``).
FIELD_LABELS = dict(GAME_FIELD_LABELS)
FIELD_LABELS.update(
    {
        "format": gettext_noop("format"),
        "game": gettext_noop("game"),
        "club": gettext_noop("club"),
        "date": gettext_noop("date"),
        "rules": gettext_noop("rules"),
        "rounds": gettext_noop("rounds"),
        "score": gettext_noop("scoring"),
        "sit_out": gettext_noop("sitting out"),
        "sit_out_score": gettext_noop("sit-out score"),
        "prizes": gettext_noop("prizes"),
        "tables": gettext_noop("tables"),
        "table": gettext_noop("table"),
        "round": gettext_noop("round"),
        # A season's
        "name": gettext_noop("name"),
        "nights": gettext_noop("nights"),
        "count_best": gettext_noop("best nights counted"),
        "absent": gettext_noop("absence"),
        "absent_score": gettext_noop("absence score"),
    }
)


class Located(RuleError):
    """A refusal inside a club's file, with where it is: ``where`` is a sentence holding
    ``%(reason)s`` (``"round %(round)d: %(reason)s"``), ``inner`` the refusal found there (a
    rule of the night, or the game's own refusal of a deal). Wrapped again, it says more:
    ``night 2: round 1, table 3: deal 5: ...``."""

    def __init__(self, where: str, inner: RuleError, **params: Any) -> None:
        self.where = where
        self.inner = inner
        self.params = params
        super().__init__(where, field=inner.field, unit=inner.unit, **params)
        self.deal = inner.deal
        self.game = inner.game

    def said(
        self,
        translate: Callable[[str], str] = str,
        labels: Mapping[str, str] = GAME_FIELD_LABELS,
    ) -> str:
        return self.reason(translate, labels)

    def reason(
        self,
        translate: Callable[[str], str] = str,
        labels: Mapping[str, str] = GAME_FIELD_LABELS,
    ) -> str:
        params = dict(self.params)
        params["reason"] = self.inner.reason(translate, labels)
        return translate(self.where) % params


def at_round(error: RuleError, number: int) -> Located:
    return Located(gettext_noop("round %(round)d: %(reason)s"), error, round=number)


def at_table(error: RuleError, number: int, table: int) -> Located:
    return Located(
        gettext_noop("round %(round)d, table %(table)d: %(reason)s"),
        error,
        round=number,
        table=table,
    )


# Checking a file


def clean_night(data: Any, engine: Callable[[str], Any]) -> dict[str, Any]:
    """Check a decoded night file, every table's deals by its game's engine, and return it with
    every default filled in; ``engine`` gives a game's engine module by its name."""
    check_keys(
        data,
        required=("format", "game", "players"),
        optional=("club", "date", "options", "rules", "rounds"),
        field="file",
    )
    if data["format"] != FORMAT:
        raise RuleError(
            gettext_noop("format must be %(expected)r"), field="format", expected=FORMAT
        )
    rules = club_engine(data["game"], engine)
    night: dict[str, Any] = {"format": FORMAT}
    if "club" in data:
        night["club"] = clean_text(data["club"], "club")
    if "date" in data:
        night["date"] = clean_date(data["date"], "date")
    night["game"] = rules.NAME
    try:
        night["options"] = rules.clean_options(data.get("options", {}))
    except RuleError as error:
        error.game = rules.NAME  # its fields are named in the game's words
        raise
    night["rules"] = clean_rules(data.get("rules", {}))
    players = clean_night_players(data["players"])
    night["players"] = players
    raw_rounds = data.get("rounds", [])
    if not isinstance(raw_rounds, list):
        raise RuleError(gettext_noop("%(field)s must be a list"), field="rounds")
    planned = night["rules"]["rounds"]
    if len(raw_rounds) > planned:
        raise at_round(
            RuleError(
                gettext_noop(
                    "more rounds than the night is planned for (rules.rounds: %(rounds)d)"
                ),
                field="rounds",
                rounds=planned,
            ),
            planned + 1,
        )
    known = set(players)
    rounds = []
    for index in range(len(raw_rounds)):
        rounds.append(clean_round(raw_rounds[index], index + 1, known, rules, night["options"]))
    there: set[str] = set()
    for round_ in rounds:
        there.update(there_in(round_))
    for name in players:
        if name not in there:
            raise RuleError(
                gettext_noop(
                    "%(name)s is in players but in no round: a night lists those who played"
                ),
                field="players",
                name=name,
            )
    night["rounds"] = rounds
    return night


def club_engine(game: Any, engine: Callable[[str], Any]) -> Any:
    """The engine of a game a club plays: one of four seats."""
    if not isinstance(game, str):
        raise RuleError(gettext_noop("game must be a name"), field="game")
    rules = engine(game)
    if len(rules.PLAYERS) != 1 or rules.PLAYERS[0] != SEATS:
        raise RuleError(
            gettext_noop("a club night plays a game of four at each table, and %(game)s is not"),
            field="game",
            game=game,
        )
    return rules


def clean_text(value: Any, field: str, length: int = 100) -> str:
    """A name of the club or the season: text of 1 to ``length`` characters once trimmed."""
    if not isinstance(value, str):
        raise RuleError(gettext_noop("%(field)s must be text"), field=field)
    text = clean_name(value)
    if not 1 <= len(text) <= length:
        raise RuleError(
            gettext_noop("%(field)s must be 1 to %(length)d characters long"),
            field=field,
            length=length,
        )
    return text


DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def clean_date(value: Any, field: str) -> str:
    """A day written as ISO 8601 writes it, ``2026-12-04`` (and no other of its forms), so that
    nights sort by their dates as text."""
    wrong = RuleError(
        gettext_noop("%(field)s must be a date written 2026-12-04 (year, month, day)"),
        field=field,
    )
    if not isinstance(value, str) or len(value) != 10 or value[4] != "-" or value[7] != "-":
        raise wrong
    digits = value[:4] + value[5:7] + value[8:]
    for char in digits:
        if char not in "0123456789":
            raise wrong
    year, month, day = int(value[:4]), int(value[5:7]), int(value[8:])
    if not 1 <= month <= 12 or not 1 <= day <= DAYS_IN_MONTH[month - 1]:
        raise wrong
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    if month == 2 and day == 29 and not leap:
        raise wrong
    return value


def clean_rules(raw: Any) -> dict[str, Any]:
    """The night's rules, each one checked and the missing ones at their defaults."""
    check_keys(raw, optional=RULE_NAMES, field="rules")
    rules = dict(DEFAULT_RULES)
    rules.update(raw)
    whole_number(rules["rounds"], field="rules.rounds", low=1, high=MAX_ROUNDS)
    choice(rules["score"], SCORES, field="rules.score")
    choice(rules["sit_out"], SIT_OUTS, field="rules.sit_out")
    choice(rules["prizes"], PRIZES, field="rules.prizes")
    if rules["sit_out"] == "average" and rules["score"] != "points":
        raise RuleError(
            gettext_noop(
                "the average of the seated players is a sit-out score with points only:"
                " with places, choose fixed or lowest"
            ),
            field="rules.sit_out",
        )
    if rules["sit_out_score"] is None:
        rules["sit_out_score"] = FIXED_SIT_OUT[rules["score"]]
    else:
        rules["sit_out_score"] = clean_score(
            rules["sit_out_score"], "rules.sit_out_score", rules["score"]
        )
    return rules


def clean_score(value: Any, field: str, score: str) -> int | float:
    """A score the file sets: a whole number, or with places scoring a half too (2.5)."""
    if score == "places" and isinstance(value, float):
        if (value * 2) % 1 != 0:
            raise RuleError(
                gettext_noop("%(field)s must be a whole number or a half (2.5)"), field=field
            )
        if abs(value) > MAX_SCORE:
            raise RuleError(
                gettext_noop("%(field)s must be between %(low)d and %(high)d"),
                field=field,
                low=-MAX_SCORE,
                high=MAX_SCORE,
            )
        return as_number(value)
    return whole_number(value, field=field, low=-MAX_SCORE, high=MAX_SCORE)


def clean_night_players(value: Any) -> list[str]:
    """Everyone who played a round: names as a game file's (1-40 characters once trimmed,
    distinct, case-sensitive), in the order the file gives them."""
    if isinstance(value, list) and len(value) > MAX_PLAYERS:
        raise RuleError(
            gettext_noop("a night has at most %(count)d players, not %(given)d"),
            field="players",
            count=MAX_PLAYERS,
            given=len(value),
        )
    size = len(value) if isinstance(value, list) else 0
    return clean_players(value, range(size, size + 1))


def clean_round(
    raw: Any, number: int, known: set[str], rules: Any, options: dict[str, Any]
) -> dict[str, Any]:
    """One round: its tables of four, each in seating order with its game's deals, and those
    sitting it out; everyone there exactly once."""
    try:
        check_keys(raw, required=("tables",), optional=("sit_out",), field="round")
        raw_tables = raw["tables"]
        if not isinstance(raw_tables, list):
            raise RuleError(gettext_noop("%(field)s must be a list"), field="tables")
        if not raw_tables:
            raise RuleError(gettext_noop("a round has one table or more"), field="tables")
    except RuleError as error:
        raise at_round(error, number) from error
    placed: dict[str, int] = {}  # who is at which table
    tables = []
    for index in range(len(raw_tables)):
        table = clean_table(raw_tables[index], number, index + 1, known, rules, options)
        for name in table["players"]:
            if name in placed:
                raise at_round(
                    RuleError(
                        gettext_noop("%(name)s is at two tables"), field="players", name=name
                    ),
                    number,
                )
            placed[name] = index + 1
        tables.append(table)
    try:
        sit_out = clean_names(raw.get("sit_out", []), "sit_out", known)
        if len(sit_out) > MAX_SIT_OUT:
            raise RuleError(
                gettext_noop(
                    "at most three players sit a round out, not %(count)d: four make a table"
                ),
                field="sit_out",
                count=len(sit_out),
            )
        seen: set[str] = set()
        for name in sit_out:
            if name in placed:
                raise RuleError(
                    gettext_noop("%(name)s is at table %(table)d and sits out"),
                    field="sit_out",
                    name=name,
                    table=placed[name],
                )
            if name in seen:
                raise RuleError(gettext_noop("%(name)s sits out twice"), field="sit_out", name=name)
            seen.add(name)
    except RuleError as error:
        raise at_round(error, number) from error
    return {"tables": tables, "sit_out": sit_out}


def clean_table(
    raw: Any, number: int, table: int, known: set[str], rules: Any, options: dict[str, Any]
) -> dict[str, Any]:
    """One table: four players in seating order, and its deals as its engine checks them."""
    try:
        check_keys(raw, required=("players",), optional=("deals",), field="table")
        players = clean_names(raw["players"], "players", known)
        if len(players) != SEATS:
            raise RuleError(
                gettext_noop("a table seats four players, not %(count)d"),
                field="players",
                count=len(players),
            )
        for index in range(SEATS):
            if players[index] in players[:index]:
                raise RuleError(
                    gettext_noop("%(name)s has two seats"),
                    field="players",
                    name=players[index],
                )
        raw_deals = raw.get("deals", [])
        if not isinstance(raw_deals, list):
            # Worded as a game file's: "deals" is also an option's name (a game's length).
            raise RuleError(gettext_noop("deals must be a list"), field="deals")
        try:
            deals = rules.clean_deals(players, options, [], raw_deals)
        except RuleError as error:
            error.game = rules.NAME  # its fields are named in the game's words
            raise
    except RuleError as error:
        raise at_table(error, number, table) from error
    return {"players": players, "deals": deals}


def clean_names(value: Any, field: str, known: set[str]) -> list[str]:
    """Names of the night's players, each as ``players`` writes it."""
    if not isinstance(value, list) or len(value) > MAX_PLAYERS:
        raise RuleError(gettext_noop("%(field)s must be a list of names"), field=field)
    names = []
    for raw in value:
        if not isinstance(raw, str):
            raise RuleError(gettext_noop("%(field)s must be a list of names"), field=field)
        name = clean_name(raw)
        if name not in known:
            raise RuleError(
                gettext_noop("%(name)s is not one of the night's players"),
                field=field,
                name=name,
            )
        names.append(name)
    return names


def there_in(round_: dict[str, Any]) -> list[str]:
    """Everyone there for a round: at its tables, then sitting out."""
    names: list[str] = []
    for table in round_["tables"]:
        names.extend(table["players"])
    names.extend(round_["sit_out"])
    return names


# Scoring a night


def as_number(value: int | float) -> int | float:
    """A score as the file writes it: a whole number without a decimal point."""
    return int(value) if value == int(value) else value


def place_points(totals: list[int]) -> list[int | float]:
    """Each side's points with ``places`` scoring: ``sides - rank + 1`` by its total, higher
    first; sides level share the mean of the points of the ranks they cover."""
    sides = len(totals)
    points: list[int | float] = []
    for total in totals:
        higher = 0
        level = 0
        for other in totals:
            if other > total:
                higher += 1
            elif other == total:
                level += 1
        best = sides - higher  # the points of the first rank the side covers, then one less
        worst = best - level + 1
        points.append(as_number((best + worst) / 2))
    return points


def half_away_from_zero(total: int, count: int) -> int:
    """``total / count`` rounded to a whole number, halves away from zero (-2.5 to -3), in
    whole numbers so that no float rounds it otherwise."""
    rounded = (2 * abs(total) + count) // (2 * count)
    return rounded if total >= 0 else -rounded


def sit_out_score(rules: dict[str, Any], seated: list[int | float]) -> int | float:
    """The score of a player sitting out a round, from the seated players' scores of it."""
    if rules["sit_out"] == "lowest":
        return min(seated)
    if rules["sit_out"] == "average":
        # Only with points scoring (clean_rules), so every score is a whole number.
        return half_away_from_zero(int(sum(seated)), len(seated))
    score: int | float = rules["sit_out_score"]
    return score


def ranked(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows (each with its ``total`` and ``best``) in standing order, each given its
    ``place``: higher total first, level totals split by the better best, and rows still level
    sharing a place (1, 2, 2, 4). Among those the order of ``rows`` is kept."""
    order = sorted(rows, key=lambda row: (-row["total"], -row["best"]))
    for index in range(len(order)):
        row = order[index]
        before = order[index - 1] if index else None
        if before is not None and (before["total"], before["best"]) == (row["total"], row["best"]):
            row["place"] = before["place"]
        else:
            row["place"] = index + 1
    return order


def prizes(standings: list[dict[str, Any]], rule: str) -> list[dict[str, Any]]:
    """Who wins what: Formule-van-4's prize places, each to every player whose shared place
    covers it (two sharing place 7 cover 7 and 8), then the booby prize (``poedel``) for the last
    place from five players on."""
    if rule == "none" or not standings:
        return []
    count = len(standings)
    sharing: dict[int, int] = {}
    for row in standings:
        sharing[row["place"]] = sharing.get(row["place"], 0) + 1
    won = []
    place = 1
    while place <= count:
        winners = [
            row["player"]
            for row in standings
            if row["place"] <= place < row["place"] + sharing[row["place"]]
        ]
        won.append({"place": place, "players": winners})
        place = place + 1 if place < FIRST_PRIZES else place + PRIZE_EVERY
    if count >= POEDEL_FROM:
        last = standings[-1]["place"]
        won.append(
            {
                "place": POEDEL,
                "players": [row["player"] for row in standings if row["place"] == last],
            }
        )
    return won


def table_sheets(night: dict[str, Any], engine: Callable[[str], Any]) -> list[list[dict[str, Any]]]:
    """Each round's tables' sheets, in order: the engine's ``compute_sheet`` of each table's
    deals, finished or not (what ``scored_night`` needs of a sheet: its ``totals`` and whether
    it is ``finished``)."""
    rules = engine(night["game"])
    sheets = []
    for round_ in night["rounds"]:
        sheets.append(
            [
                rules.compute_sheet(table["players"], night["options"], table["deals"])
                for table in round_["tables"]
            ]
        )
    return sheets


def night_standings(night: dict[str, Any], engine: Callable[[str], Any]) -> dict[str, Any]:
    """What the ``standings`` command prints for a clean night: each round's tables (their
    sheet's totals) and sit-out score, the standings with each player's round scores, the
    prizes, and whether the night is finished."""
    return scored_night(night, table_sheets(night, engine))


def scored_night(night: dict[str, Any], sheets: list[list[dict[str, Any]]]) -> dict[str, Any]:
    """``night_standings`` from the tables' sheets (``table_sheets``, or the same sheets kept
    since they were computed: a page keeps each table's by its game's last change). ``night``
    needs no deals here, only who sat where."""
    night_rules = night["rules"]
    by_places = night_rules["score"] == "places"
    count = len(night["rounds"])
    scores: dict[str, list[Any]] = {}
    for name in night["players"]:
        scores[name] = [None] * count
    finished = count == night_rules["rounds"]
    rounds = []
    for index in range(count):
        round_ = night["rounds"][index]
        seated: list[int | float] = []
        tables = []
        for number in range(len(round_["tables"])):
            table = round_["tables"][number]
            sheet = sheets[index][number]
            totals = sheet["totals"]
            side_scores = place_points(totals) if by_places else totals
            sides = len(totals)
            for seat in range(SEATS):
                # Four sides are the four seats; two are the teams, seats 0 and 2, 1 and 3.
                score = side_scores[seat % sides]
                scores[table["players"][seat]][index] = score
                seated.append(score)
            finished = finished and sheet["finished"]
            tables.append(
                {"players": table["players"], "totals": totals, "finished": sheet["finished"]}
            )
        sat_out = None
        if round_["sit_out"]:
            sat_out = sit_out_score(night_rules, seated)
            for name in round_["sit_out"]:
                scores[name][index] = sat_out
        rounds.append({"tables": tables, "sit_out": round_["sit_out"], "sit_out_score": sat_out})
    rows = []
    for name in night["players"]:
        played = [score for score in scores[name] if score is not None]
        rows.append(
            {
                "player": name,
                "total": as_number(sum(played)),
                "best": max(played),
                "rounds": scores[name],
            }
        )
    standings = [
        {
            "place": row["place"],
            "player": row["player"],
            "total": row["total"],
            "rounds": row["rounds"],
        }
        for row in ranked(rows)
    ]
    result: dict[str, Any] = {"format": FORMAT}
    for key in ("club", "date"):
        if key in night:
            result[key] = night[key]
    result["finished"] = finished
    result["rounds"] = rounds
    result["standings"] = standings
    result["prizes"] = prizes(standings, night_rules["prizes"])
    return result
