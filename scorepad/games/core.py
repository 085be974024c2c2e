"""What every engine imports: the refusal (``RuleError``), the translatable sentence (``Note``)
and the small checks shared by the engines (JSON shapes, whole numbers, choices, option sets).

Plain Python with no Django and nothing else of the project: the engines run on the phone too,
under MicroPython (README, "The rules on the phone"), so this module and the engines keep to
what both run: no unpacking inside literals, no ``zip(strict=...)``, no class-based tuples,
and nothing a player reads taken from a dict's order.
Every check raises ``RuleError`` with the deal number and the field, so a refusal always says
where it is. Booleans are refused where numbers are expected, although Python counts them as
ints: ``true`` is not a number of tricks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Mapping
    from typing import TypeGuard


def gettext_noop(message: str) -> str:
    """Mark a message for translation; the web app and the command translate it on output."""
    return message


class Note:
    """A translatable sentence: an English message with ``%(name)s`` placeholders."""

    def __init__(self, message: str, params: dict[str, Any] | None = None) -> None:
        self.message = message
        self.params: dict[str, Any] = params if params is not None else {}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Note)
            and self.message == other.message
            and self.params == other.params
        )

    def __hash__(self) -> int:
        return hash(self.message)

    def __repr__(self) -> str:
        # Also what a cache key of a row holding the note reads (json.dumps(default=str)).
        return f"Note(message={self.message!r}, params={self.params!r})"

    def render(self, translate: Callable[[str], str] = str) -> str:
        """The sentence in the reader's language; a Note among the params is rendered too."""
        text = translate(self.message)
        if not self.params:
            return text
        params = {
            name: value.render(translate) if isinstance(value, Note) else value
            for name, value in self.params.items()
        }
        return text % params


# How a refusal names a field of the game file to a player, by the field's last key: the fields
# every game has. Each engine adds its own (``FIELD_LABELS`` in its module), and a refusal is
# worded with the labels of its game (``RuleError.reason``).
FIELD_LABELS = {
    "players": gettext_noop("players"),
    "deal": gettext_noop("deal"),
    "trump": gettext_noop("trump"),
    "first_dealer": gettext_noop("first dealer"),
}


class RuleError(ValueError):
    """A refused deal, option or file: says which deal, which field and which rule."""

    def __init__(
        self,
        message: str,
        *,
        deal: int | None = None,
        field: str | None = None,
        unit: str = "deal",
        **params: Any,
    ) -> None:
        params["field"] = field
        self.note = Note(message, params)
        self.deal = deal
        self.field = field
        self.unit = unit  # what the game calls one entry of its sheet: a deal, or a game
        self.game: str | None = None  # the game whose rules refused, once it is known
        super().__init__(self.reason())

    def said(
        self, translate: Callable[[str], str] = str, labels: Mapping[str, str] = FIELD_LABELS
    ) -> str:
        """The rule broken, without the deal it was broken in (``reason`` names it too).

        Untranslated (the ``scoresheet`` command) a field keeps its path in the file
        (``options.length``); translated, it is named in the player's words: ``labels``, its
        game's (``scorepad.games.field_labels``).
        """
        note = self.note
        if translate is not str and self.field:
            label = labels.get(self.field.rsplit(".", 1)[-1])
            if label:
                params = dict(note.params)
                params["field"] = translate(label)
                note = Note(note.message, params)
        return note.render(translate)

    def reason(
        self, translate: Callable[[str], str] = str, labels: Mapping[str, str] = FIELD_LABELS
    ) -> str:
        """The message for a player, translated by ``translate``, naming the deal if any."""
        text = self.said(translate, labels)
        if self.deal is None:
            return text
        # The command speaks of the file, whose entries are all "deals"; a player reads the
        # game's own word (an Egyptian Rat Screw series is made of games).
        prefix = (
            gettext_noop("game %(number)d: %(reason)s")
            if self.unit == "game" and translate is not str
            else gettext_noop("deal %(number)d: %(reason)s")
        )
        return translate(prefix) % {
            "number": self.deal,
            "reason": text,
        }


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
    if not isinstance(data, dict):
        raise RuleError(gettext_noop("%(field)s must be an object"), deal=deal, field=field)
    # In a fixed order, so that the first unknown key is the same one on every interpreter.
    for key in sorted(data, key=str):
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
    merged = dict(defaults)
    merged.update(options)
    return merged


TRUMPS = ("hearts", "diamonds", "clubs", "spades", "none")


def each_in_turn(
    clean_deal: Callable[..., dict[str, Any]],
    players: list[str],
    options: dict[str, Any],
    deals: list[dict[str, Any]],
    more: list[Any],
) -> list[dict[str, Any]]:
    """An engine's ``clean_deals`` for a game whose deal is checked against the deals before
    it alone: the deals ``more`` checked one after another after the clean ``deals``, and
    returned as ``clean_deal`` returns them."""
    done = list(deals)
    for deal in more:
        done.append(clean_deal(players, options, done, deal))
    return done[len(deals) :]
