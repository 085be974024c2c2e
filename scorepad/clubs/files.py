"""A club's files on the server: the JSON text of a night or a season read and checked with the
registry's engines (``scorepad.clubs.night`` and ``season`` do the checking, the phone's way),
and the games a club may play: the installed games of four seats.
"""

from __future__ import annotations

import json
import re
from typing import Any

from scorepad.clubs import night, season
from scorepad.games import engine, game_type, installed
from scorepad.games.core import RuleError, gettext_noop


def club_games() -> list[str]:
    """The installed games played by exactly four seats, in the registry's order."""
    return [name for name in installed() if tuple(engine(name).PLAYERS) == (night.SEATS,)]


def club_engine(name: str) -> Any:
    """A club game's engine, by its name; any other name is refused with the ones to choose."""
    games = club_games()
    if name not in games:
        raise RuleError(
            gettext_noop("a club night plays %(names)s, not %(game)r"),
            field="game",
            game=name,
            names=", ".join(games),
        )
    return engine(name)


def plays_in_teams(name: str) -> bool:
    """Whether a club game's partners sit opposite each other (seats 0 and 2, 1 and 3)."""
    return game_type(name).teams


def _no_number(constant: str) -> None:
    raise RuleError(
        gettext_noop("the file is not a club's file: %(value)s is not a number JSON allows"),
        value=constant,
    )


# A lone surrogate can come only from a JSON escape (UTF-8 cannot hold one), and every
# surrogate's escape starts so: a file without one is not walked string by string (a season's
# file holds a million values).
SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def decode(text: str | bytes) -> Any:
    """The JSON value of a file's text, or a RuleError saying why there is none."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        else:
            text.encode("utf-8")
    except UnicodeDecodeError:
        raise RuleError(gettext_noop("the file is not UTF-8 text")) from None
    except UnicodeEncodeError:
        raise RuleError(gettext_noop("the file holds text that is not valid Unicode")) from None
    try:
        data = json.loads(text, parse_constant=_no_number)
    except json.JSONDecodeError as error:
        raise RuleError(
            gettext_noop("the file is not valid JSON (line %(line)d, column %(column)d)"),
            line=error.lineno,
            column=error.colno,
        ) from None
    except RuleError:
        raise
    except (ValueError, RecursionError):
        # Numbers of thousands of digits, or thousands of nested lists: no club's file.
        raise RuleError(
            gettext_noop("the file is not a club's file: it nests or counts too deep")
        ) from None
    if SURROGATE_ESCAPE.search(text):
        _check_text(data)
    return data


def _check_text(data: Any) -> None:
    """Refuse a lone surrogate in any key or string: it can be neither stored nor shown."""
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str) and any("\ud800" <= char <= "\udfff" for char in item):
            raise RuleError(gettext_noop("the file holds text that is not valid Unicode"))


def standings(text: str | bytes) -> dict[str, Any]:
    """What ``manage.py standings`` prints for a night or a season file's text."""
    data = decode(text)
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == season.FORMAT:
        return season.season_standings(season.clean_season(data, club_engine), club_engine)
    if kind == night.FORMAT:
        return night.night_standings(night.clean_night(data, club_engine), club_engine)
    raise RuleError(
        gettext_noop("format must be %(night)r or %(season)r"),
        field="format",
        night=night.FORMAT,
        season=season.FORMAT,
    )
