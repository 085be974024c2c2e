"""Georgian words for the rules search: what a Georgian word is made of.

Georgian (Mkhedruli, ``ჯოკერი``) has no case: the Mtavruli capitals (``ᲯᲝᲙᲔᲠᲘ``) are the same
letters written large, and lowering maps them back (Python and JavaScript both know them); no
letter carries a mark to strip. No Snowball stemmer exists. Georgian adds the case to the end
of a noun (``ჯოკერ-ი``, ``ჯოკერ-ის``, ``ჯოკერ-ს``, ``ჯოკერ-მა``), the plural before it
(``ჯოკერ-ებ-ი``) and the postpositions after it (``ხიშტ-ზე``, ``ხელ-ში``); verbs take prefixes
too (``შე-ვიდა``, ``წა-იღე``). The search takes the case, plural and postposition endings off a
word to find what they are added to (``stem()``), and matches a word of five letters or more as
a prefix (``PREFIX_LENGTH``): a verb's forms share the letters after its preverb too rarely for
any more to be worth its mistakes.
"""

from __future__ import annotations

import re

GEORGIAN = re.compile("[\u10d0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f]")
PREFIX_LENGTH = 5
MIN_STEM = 3
# The postpositions written onto the word (in, on, with, from, for, towards, like, until),
# after the genitive or dative they take; then the case endings; then the plural.
POSTPOSITIONS = (
    *("ისთვის", "თვის", "ისგან", "იდან", "დან", "გან"),
    *("ში", "ზე", "თან", "კენ", "ვით", "მდე"),
)
CASES = ("ისა", "ის", "ით", "ად", "მა", "ს", "ი", "ა", "ო", "მ")
PLURAL = "ებ"


def is_georgian(word: str) -> bool:
    return bool(GEORGIAN.search(word))


def _cut(word: str, endings: tuple[str, ...]) -> str:
    for ending in endings:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


def stem(word: str) -> str:
    """What the endings of a lower-case Georgian word are added to: ``ჯოკერის``, ``ჯოკერი``
    and ``ჯოკერებს`` -> ``ჯოკერ``; ``ხიშტზე`` -> ``ხიშტ``. A word too short to lose an ending
    keeps it."""
    rest = _cut(word, POSTPOSITIONS)
    rest = _cut(rest, CASES)
    if rest.endswith(PLURAL) and len(rest) - len(PLURAL) >= MIN_STEM:
        rest = rest[: -len(PLURAL)]
    return rest


class Stemmer:
    """The Snowball stemmers' one method, for the search to use the same way."""

    def stemWord(self, word: str) -> str:
        return stem(word)
