"""Small checks shared by the engines: JSON shapes, whole numbers, choices and option sets.

Every check raises ``RuleError`` with the deal number and the field, so a refusal always says
where it is. Booleans are refused where numbers are expected, although Python counts them
as ints: ``true`` is not a number of tricks.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, TypeGuard

from scorepad.games import RuleError, gettext_noop


def is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_keys(
    data: Any,
    *,
    required: Collection[str] = (),
    optional: Collection[str] = (),
    deal: int | None = None,
    field: str = "deal",
) -> Mapping[str, Any]:
    """Refuse a value that is not an object, lacks a required key or has an unknown one."""
    if not isinstance(data, Mapping):
        raise RuleError(gettext_noop("%(field)s must be an object"), deal=deal, field=field)
    for key in data:
        if key not in required and key not in optional:
            raise RuleError(
                gettext_noop("unknown key %(key)r"), deal=deal, field=f"{field}.{key}", key=key
            )
    for key in required:
        if key not in data:
            raise RuleError(
                gettext_noop("%(key)s is missing"), deal=deal, field=f"{field}.{key}", key=key
            )
    return data


def whole_number(
    value: Any,
    *,
    field: str,
    low: int | None = None,
    high: int | None = None,
    deal: int | None = None,
) -> int:
    """A whole number within [low, high], or a RuleError naming the bounds."""
    if not is_whole(value):
        raise RuleError(gettext_noop("%(field)s must be a whole number"), deal=deal, field=field)
    if (low is not None and value < low) or (high is not None and value > high):
        if high is None:
            raise RuleError(
                gettext_noop("%(field)s must be at least %(low)d"), deal=deal, field=field, low=low
            )
        if low is None:
            raise RuleError(
                gettext_noop("%(field)s must be at most %(high)d"),
                deal=deal,
                field=field,
                high=high,
            )
        raise RuleError(
            gettext_noop("%(field)s must be between %(low)d and %(high)d"),
            deal=deal,
            field=field,
            low=low,
            high=high,
        )
    return value


def number_list(
    value: Any,
    *,
    length: int,
    field: str,
    low: int | None = None,
    high: int | None = None,
    deal: int | None = None,
) -> list[int]:
    """A list of ``length`` whole numbers, each within [low, high]."""
    if not isinstance(value, list) or len(value) != length:
        raise RuleError(
            gettext_noop("%(field)s must be a list of %(length)d whole numbers"),
            deal=deal,
            field=field,
            length=length,
        )
    return [whole_number(item, field=field, low=low, high=high, deal=deal) for item in value]


def choice(value: Any, choices: Collection[Any], *, field: str, deal: int | None = None) -> Any:
    """One of ``choices`` (compared by value and type, so ``True`` is not ``1``)."""
    for allowed in choices:
        if value == allowed and type(value) is type(allowed):
            return value
    raise RuleError(
        gettext_noop("%(field)s must be one of %(choices)s"),
        deal=deal,
        field=field,
        choices=", ".join("null" if c is None else str(c) for c in choices),
    )


def boolean(value: Any, *, field: str, deal: int | None = None) -> bool:
    if not isinstance(value, bool):
        raise RuleError(gettext_noop("%(field)s must be true or false"), deal=deal, field=field)
    return value


def options_with_defaults(options: Any, defaults: Mapping[str, Any]) -> dict[str, Any]:
    """The given options over the defaults; unknown option names are refused."""
    if options is None:
        options = {}
    check_keys(options, optional=defaults.keys(), field="options")
    return {**defaults, **options}


TRUMPS = ("hearts", "diamonds", "clubs", "spades", "none")
