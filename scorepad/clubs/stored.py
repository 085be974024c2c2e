"""A club night and a season as the database holds them, in the shape of their files
(``scorepad-night/1``, ``scorepad-season/1``), and their standings as the pages show them.

The standings are the core's (``night.scored_night``, ``season.scored_season``), from each
table's sheet as its game's engine computes it from the stored deals: the same arithmetic as
``manage.py standings`` on the night's own file. A table's sheet is kept in the cache under
its game's last change (``Game.updated``, which every deal saved, changed or undone moves), as
the home page keeps its games' summaries: a page computes only the sheets that changed since it
was last shown, and a table's result counts as soon as its game changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.core.cache import caches
from django.db.models import Count, Max, prefetch_related_objects
from django.utils import formats
from django.utils.translation import gettext

from scorepad import gamefile
from scorepad.clubs import night, season
from scorepad.clubs.models import Night, Round, Season, Table
from scorepad.games import game_type
from scorepad.models import Deal, Game

SHEET_SECONDS = 7 * 24 * 3600
# A query's list of games is cut into batches SQLite takes as parameters.
BATCH = 500


# Each table's sheet, kept per change of its game


def _sheet_key(game: Game) -> str:
    return f"clubs:sheet:{game.public_id}:{game.updated.isoformat()}"


def table_sheet(game: Game, deals: list[dict[str, Any]]) -> dict[str, Any]:
    """What the night needs of a table's sheet (its totals, one a side, and whether the game
    is over) and what its progress shows: the deals recorded, the deal being played and, where
    the game says it, how many it lasts."""
    kind = game_type(game.game)
    players = list(game.players)
    options = kind.full_options(game.options)
    sheet = kind.engine.compute_sheet(players, options, deals)
    upcoming = kind.engine.next_deal(players, options, deals)
    # An engine may say how many deals its game lasts (none does where a score ends it).
    planned = getattr(kind.engine, "planned_deals", None)
    return {
        "totals": sheet["totals"],
        "sides": sheet["sides"],
        "finished": sheet["finished"],
        "deals": len(deals),
        "playing": upcoming["number"] if upcoming else None,
        "planned": planned(options) if planned else None,
    }


def table_sheets(games: list[Game]) -> dict[int, dict[str, Any]]:
    """Each game's ``table_sheet``, by its primary key: from the cache where its last change
    was seen already, else computed from its deals (read in one query a batch) and kept."""
    store = caches["default"]
    keys = {game.pk: _sheet_key(game) for game in games}
    found: dict[str, dict[str, Any]] = {}
    for batch in _batches(list(keys.values())):
        found.update(store.get_many(batch))
    missing = [game for game in games if keys[game.pk] not in found]
    fresh: dict[str, dict[str, Any]] = {}
    for batch in _batches(missing):
        deals: dict[int, list[dict[str, Any]]] = {game.pk: [] for game in batch}
        rows = Deal.objects.filter(game__in=batch).order_by("game", "number")
        for game_id, data in rows.values_list("game_id", "data"):
            deals[game_id].append(data)
        fresh.update({keys[game.pk]: table_sheet(game, deals[game.pk]) for game in batch})
    if fresh:
        store.set_many(fresh, SHEET_SECONDS)
        found.update(fresh)
    return {game.pk: found[keys[game.pk]] for game in games}


def _batches(items: list[Any]) -> Iterable[list[Any]]:
    for start in range(0, len(items), BATCH):
        yield items[start : start + BATCH]


# A night's rounds as stored


@dataclass
class Sitting:
    """A drawn round with its tables, each with its game (players in seating order)."""

    round: Round
    tables: list[Table] = field(default_factory=list)


def sittings(nights: Iterable[Night]) -> dict[int, list[Sitting]]:
    """Each night's rounds in order with their tables, by the night's primary key: two
    queries, whatever the number of nights."""
    chosen = list(nights)
    result: dict[int, list[Sitting]] = {item.pk: [] for item in chosen}
    by_round: dict[int, Sitting] = {}
    for round_ in Round.objects.filter(night__in=chosen).order_by("night", "number"):
        sitting = Sitting(round_)
        by_round[round_.pk] = sitting
        result[round_.night_id].append(sitting)
    tables = Table.objects.filter(round__night__in=chosen).select_related("game")
    for table in tables.order_by("round", "number"):
        by_round[table.round_id].tables.append(table)
    return result


def night_players(night_: Night, rounds: list[Sitting]) -> list[str]:
    """Everyone who played a round (the file's ``players``), in the order they checked in."""
    there: set[str] = set()
    for sitting in rounds:
        for table in sitting.tables:
            there.update(table.game.players)
        there.update(sitting.round.sit_out)
    checked = [player.name for player in night_.players.all()]
    named = [name for name in checked if name in there]
    return named + sorted(there - set(named))


def night_document(
    night_: Night, rounds: list[Sitting], players: list[str] | None = None
) -> dict[str, Any]:
    """The night in its file's shape, its tables without their deals (the arithmetic reads
    the sheets, ``scored_night``)."""
    document: dict[str, Any] = {
        "format": night.FORMAT,
        "club": night_.club.name,
        "date": night_.date.isoformat(),
        "game": night_.game,
        "options": dict(night_.options),
        "rules": dict(night_.rules),
        "players": night_players(night_, rounds) if players is None else players,
        "rounds": [
            {
                "tables": [{"players": list(table.game.players)} for table in sitting.tables],
                "sit_out": list(sitting.round.sit_out),
            }
            for sitting in rounds
        ],
    }
    return document


def night_file(night_: Night) -> dict[str, Any]:
    """The night as a ``scorepad-night/1`` file: every table's deals as its game file has
    them (what ``manage.py standings`` reads)."""
    rounds = sittings([night_])[night_.pk]
    document = night_document(night_, rounds)
    deals: dict[int, list[Deal]] = {}
    games = [table.game for sitting in rounds for table in sitting.tables]
    for deal in Deal.objects.filter(game__in=games).order_by("game", "number"):
        deals.setdefault(deal.game_id, []).append(deal)
    for index, sitting in enumerate(rounds):
        for number, table in enumerate(sitting.tables):
            game_file = gamefile.document_of(table.game, deals.get(table.game.pk, []))
            document["rounds"][index]["tables"][number]["deals"] = game_file["deals"]
    return document


# The standings the pages show


@dataclass
class Standings:
    """A night as its pages show it: the file's shape (who sat where), the core's standings
    of it, and each round's tables with their sheets."""

    night: Night
    document: dict[str, Any]
    scored: dict[str, Any]
    rounds: list[Sitting]
    sheets: dict[int, dict[str, Any]]

    @property
    def live(self) -> list[bool]:
        """Whether each round is still being played: a table of it has not finished."""
        return [
            not all(table["finished"] for table in round_["tables"])
            for round_ in self.scored["rounds"]
        ]

    def prizes_of(self) -> dict[str, list[int | str]]:
        """The prize places each player wins (``"poedel"`` for the booby prize)."""
        won: dict[str, list[int | str]] = {}
        for prize in self.scored["prizes"]:
            for name in prize["players"]:
                won.setdefault(name, []).append(prize["place"])
        return won


def written(value: Any) -> str:
    """A score as the pages write it: a whole number as it is, a half (places scoring) with
    the reader's decimal mark, a minus as a minus sign, a round a player was not there for as
    a dash."""
    if value is None:
        return "–"
    if isinstance(value, float):
        text = formats.number_format(value, decimal_pos=1, use_l10n=True)
    else:
        text = str(value)
    return text.replace("-", "−")


def prize_words(places: list[int | str]) -> list[str]:
    """A player's prizes in words: the prize places their place covers in one ("prize 2",
    "prize 2, 3": a place shared), and the booby prize."""
    won = [str(place) for place in places if place != "poedel"]
    words = [gettext("prize %(place)s") % {"place": ", ".join(won)}] if won else []
    if "poedel" in places:
        words.append(gettext("poedelprijs"))
    return words


def standings_of(nights: list[Night]) -> dict[int, Standings]:
    """Each night's standings, by its primary key, from its tables' kept sheets."""
    rounds = sittings(nights)
    games = [table.game for item in nights for s in rounds[item.pk] for table in s.tables]
    sheets = table_sheets(games)
    result = {}
    for item in nights:
        document = night_document(item, rounds[item.pk])
        by_table = [
            [sheets[table.game.pk] for table in sitting.tables] for sitting in rounds[item.pk]
        ]
        scored = night.scored_night(document, by_table)
        result[item.pk] = Standings(item, document, scored, rounds[item.pk], sheets)
    return result


def night_standings(night_: Night) -> Standings:
    return standings_of([night_])[night_.pk]


def season_nights(season_: Season) -> list[Night]:
    """A season's nights in date order (then in the order they were made)."""
    return list(season_.nights.select_related("club").order_by("date", "pk"))


def season_document(season_: Season, documents: list[dict[str, Any]]) -> dict[str, Any]:
    document: dict[str, Any] = {
        "format": season.FORMAT,
        "club": season_.club.name,
        "name": season_.name,
        "rules": dict(season_.rules),
        "nights": documents,
    }
    return document


@dataclass
class SeasonStandings:
    season: Season
    nights: list[Night]
    scored: dict[str, Any]
    there: list[set[str]]  # who played each night


def season_standings(season_: Season) -> SeasonStandings:
    """The season's standings from each night's, which are kept too, under the night's own
    changes and its tables' (``night_states``): a season of forty nights computes only the
    night whose table saved a deal since the page was last drawn."""
    nights = season_nights(season_)
    states = night_states(nights)
    keys = {item.pk: f"clubs:night:{item.pk}:{states[item.pk]}" for item in nights}
    store = caches["default"]
    found: dict[str, tuple[dict[str, Any], dict[str, Any]]] = store.get_many(list(keys.values()))
    missing = [item for item in nights if keys[item.pk] not in found]
    if missing:
        prefetch_related_objects(missing, "players")
        every = standings_of(missing)
        fresh = {keys[pk]: (done.document, done.scored) for pk, done in every.items()}
        store.set_many(fresh, SHEET_SECONDS)
        found.update(fresh)
    documents = [found[keys[item.pk]][0] for item in nights]
    results = [found[keys[item.pk]][1] for item in nights]
    scored = season.scored_season(season_document(season_, documents), results)
    there = [set(document["players"]) for document in documents]
    return SeasonStandings(season_, nights, scored, there)


def season_file(season_: Season) -> dict[str, Any]:
    """The season as a ``scorepad-season/1`` file, each night with its deals."""
    nights = [night_file(item) for item in season_nights(season_)]
    return season_document(season_, nights)


# What the screens' polls compare: anything a page shows changes one of these


def night_states(nights: list[Night]) -> dict[int, str]:
    """``night_state`` of each night, in one query."""
    games = Game.objects.filter(club_table__round__night__in=nights)
    rows = games.values_list("club_table__round__night").annotate(Max("updated"), Count("pk"))
    seen: dict[int, tuple[Any, int]] = {
        night_id: (latest, count) for night_id, latest, count in rows
    }
    states = {}
    for item in nights:
        latest, count = seen.get(item.pk, (None, 0))
        when = latest.isoformat() if latest else ""
        states[item.pk] = f"{item.pk}:{item.updated.isoformat()}:{count}:{when}"
    return states


def night_state(night_: Night) -> str:
    """Moves with any change of the night (who is there, a draw, a swap) or of one of its
    tables' games (a deal saved, changed or undone)."""
    return night_states([night_])[night_.pk]


def season_state(season_: Season) -> str:
    nights = season_.nights.aggregate(latest=Max("updated"), count=Count("pk"))
    games = Game.objects.filter(club_table__round__night__season=season_)
    seen = games.aggregate(latest=Max("updated"), count=Count("pk"))
    parts = [season_.pk, nights["latest"], nights["count"], seen["latest"], seen["count"]]
    return ":".join(str(part) for part in parts) + f":{season_.rules}"
