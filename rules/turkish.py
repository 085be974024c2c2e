"""Turkish morphology for the rules search: what a Turkish word is made of.

Turkish builds a word by adding endings to a root (``koz-lar-ı``, ``boz-ul-ur-sa``). Snowball's
Turkish stemmer, which the search uses, handles the noun endings but sometimes cuts a word a
letter too short (``kartı`` -> ``kar``, with ``karın``: shuffle) or not far enough (``valesi``
-> ``vales``), and leaves verb forms alone (``bozulur``, ``seçer``). This module holds the
endings and the repairs:

* ``lower()``: lower case with Turkish rules (I -> ı, İ -> i);
* ``spellings()``: a word typed without Turkish letters, with ı, ö or ü put back, for the
  stemmer's vowel harmony;
* ``endings_only()``: whether the rest of a word is nothing but a chain of endings;
* ``root_word()`` and ``repaired_stem()``: the corpus word a form is made of (``kartı`` ->
  ``kart``), where a stem cut too short or too long is moved;
* ``verb_roots()`` and ``verb_forms()``: the roots left by taking verb endings off a word, and
  the corpus words made of such a root and other verb endings (``bozulur`` -> ``bozmak``,
  ``bozulan``).

Everything here works on folded words (lower case, no diacritics: ``secer``, ``kozu``), as the
search index stores them; the corpus comes in as plain arguments, so the rules of the language
can be tested on a table of words without an index.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Sequence
from functools import lru_cache
from itertools import product
from typing import Literal

_CAPITALS = {ord("I"): "ı", ord("İ"): "i"}

# Stems of two letters that are whole Turkish words of the rules (el, eş, ev, as): their
# families are kept together (evi, evin, evler -> ev), unlike other two-letter cuts.
SHORT_STEMS = frozenset({"el", "es", "ev", "as"})
MIN_ROOT_LENGTH = 3
# Verb roots of two letters the rules use all the time (al: take, at: throw), with the words
# that begin like them but are not their forms (altı, altın: six, gold).
SHORT_VERB_ROOTS: dict[str, tuple[str, ...]] = {"al": ("alt",), "at": ()}

# Verb endings Turkish adds that the (noun) stemmer leaves on. A word the corpus does not know
# in this form loses one or two of them (bozulur -> boz, seçer -> seç), and stands for the
# Turkish corpus words made of what is left and such endings (bozmak, bozulan; seçmek, seçilir,
# but not seçenek). Folded.
_VERB_ENDINGS = """abilir ebilir abil ebil yabil yebil yabilir yebilir amaz emez maz mez mali
meli masi mesi mak mek ma me iyor uyor yor dim dum tim tum dik duk tik tuk din dun tin tun di du
ti tu mis mus acak ecek yacak yecek ilir ulur inir unur ir ur ar er il ul in un n sa se ince unca
inca unce arak erek an en yan yen dig digi dugu tigi tugu ken miyim muyum misin musun mi mu"""
VERB_ENDINGS = frozenset(_VERB_ENDINGS.split())
# Case, plural and possessive endings of nouns: the Snowball stemmer sometimes cuts a word
# short (kartı -> kar, with karın: shuffle) or not far enough (valesi -> vales); a stem is
# moved to the shortest word of the corpus that begins it and is followed only by endings.
_NOUN_ENDINGS = """lar ler i u a e ya ye yi yu nin nun in un da de ta te dan den tan ten nda nde
ndan nden la le yla yle si su ni nu na ne im um imiz umuz iniz unuz m n ki ca ce"""
NOUN_ENDINGS = frozenset(_NOUN_ENDINGS.split())
# Person and copula endings that may follow them (seç-er-siniz, vur-ul-ur-sa).
_PERSON_ENDINGS = "im um in un iz uz sin sun siniz sunuz niz nuz k m ler lar dir dur tir tur"
PERSON_ENDINGS = frozenset(_PERSON_ENDINGS.split())

# "verb": a verb ending first, then verb or person endings; "noun": case, plural and
# possessive endings; "any": endings of every kind in any order.
Kind = Literal["verb", "verb and person", "noun", "any"]
ENDINGS: dict[Kind, frozenset[str]] = {
    "verb": VERB_ENDINGS,
    "verb and person": VERB_ENDINGS | PERSON_ENDINGS,
    "noun": NOUN_ENDINGS,
    "any": VERB_ENDINGS | NOUN_ENDINGS | PERSON_ENDINGS,
}
MAX_ENDINGS = 4
ROOT_SCAN = 200  # corpus words looked at for the forms of one root


def lower(text: str) -> str:
    """Lower case with Turkish rules: ``KIZ`` -> ``kız``, ``İSTANBUL`` -> ``istanbul``."""
    return text.translate(_CAPITALS).lower()


def spellings(lowered: str, folded: str) -> list[str]:
    """The word as typed, then, if it was typed without Turkish letters, with ı, ö or ü put
    back (each everywhere or nowhere): the Turkish stemmer checks vowel harmony, and ``kizlar``
    only loses its suffix as ``kızlar``."""
    if lowered != folded or len(folded) > 20:
        return [lowered]
    toggles = [pair for pair in (("i", "ı"), ("o", "ö"), ("u", "ü")) if pair[0] in folded]
    found = []
    for choice in product((False, True), repeat=len(toggles)):
        spelling = folded
        for (plain, turkish), on in zip(toggles, choice, strict=True):
            if on:
                spelling = spelling.replace(plain, turkish)
        found.append(spelling)
    return found[:5]


def is_verb_root_length(root: str) -> bool:
    """Whether what is left of a word after its verb endings is long enough to be a verb."""
    return len(root) >= MIN_ROOT_LENGTH or root in SHORT_VERB_ROOTS


def long_enough(root: str) -> bool:
    """Whether a piece of a word is long enough to stand for a root."""
    return len(root) >= MIN_ROOT_LENGTH or root in SHORT_VERB_ROOTS or root in SHORT_STEMS


@lru_cache(maxsize=8192)
def endings_only(rest: str, kind: Kind, depth: int = 0) -> bool:
    """True when ``rest`` is nothing or a chain of up to four Turkish endings of ``kind``."""
    if not rest:
        return True
    if depth >= MAX_ENDINGS:
        return False
    then: Kind = "verb and person" if kind == "verb" else kind
    return any(
        rest.startswith(ending) and endings_only(rest[len(ending) :], then, depth + 1)
        for ending in ENDINGS[kind]
    )


def root_word(folded: str, roots: Collection[str], shortest: int, kind: Kind = "any") -> str | None:
    """The shortest of ``roots`` (the corpus words that are their own stem), of at least
    ``shortest`` letters, that the word is made of followed by endings: ``kartı`` -> ``kart``,
    ``valesi`` -> ``vale``, ``kozunu`` -> ``koz``."""
    for length in range(max(shortest, 2), len(folded) + 1):
        root = folded[:length]
        if (
            root in roots
            and (length >= MIN_ROOT_LENGTH or root in SHORT_STEMS)
            and endings_only(folded[length:], kind)
        ):
            return root
    return None


def repaired_stem(folded: str, stem: str, roots: Collection[str]) -> str:
    """Snowball's folded stem of a word, moved to the root word of the corpus the word is made
    of when the stemmer cut it a letter too short or too long (``kartı``: ``kar`` -> ``kart``;
    ``valesi``: ``vales`` -> ``vale``). Stems too short to judge are left as they are."""
    if len(stem) < MIN_ROOT_LENGTH:
        return stem
    return root_word(folded, roots, len(stem) - 1) or stem


def is_noun_form(folded: str, roots: Collection[str]) -> bool:
    """Whether the word is one of ``roots`` with case, plural or possessive endings (kartı,
    evleri): then it is not read as a verb form."""
    root = root_word(folded, roots, 2, "noun")
    return root is not None and root != folded


def _begins_some(words: Sequence[str], prefix: str) -> bool:
    index = bisect_left(words, prefix)
    return index < len(words) and words[index].startswith(prefix)


def verb_roots(folded: str, vocabulary: Sequence[str]) -> set[str]:
    """The roots left by taking one or two verb endings off the word that begin some word of
    the sorted ``vocabulary`` (``bozulur`` -> ``bozul``, ``boz``)."""
    roots = set()
    for ending in VERB_ENDINGS:
        if folded.endswith(ending) and is_verb_root_length(folded[: -len(ending)]):
            root = folded[: -len(ending)]
            roots.add(root)
            for second in VERB_ENDINGS:
                if root.endswith(second) and is_verb_root_length(root[: -len(second)]):
                    roots.add(root[: -len(second)])
    # kaybet-mek, kaybed-er: t becomes d before a vowel.
    roots |= {root[:-1] + "d" for root in roots if root.endswith("t") and len(root) >= 5}
    return {root for root in roots if _begins_some(vocabulary, root)}


def verb_forms(folded: str, vocabulary: Sequence[str], turkish_words: Collection[str]) -> set[str]:
    """The Turkish words of the sorted ``vocabulary`` made of a root of the word and verb
    endings: ``bozulur`` -> ``bozmak``, ``bozulan``; ``secer`` -> ``secmek`` (not ``secenek``)."""
    found = set()
    for root in verb_roots(folded, vocabulary):
        start = bisect_left(vocabulary, root)
        for word in vocabulary[start : start + ROOT_SCAN]:
            if not word.startswith(root):
                break
            if any(word.startswith(other) for other in SHORT_VERB_ROOTS.get(root, ())):
                continue
            if word in turkish_words and endings_only(word[len(root) :], "verb"):
                found.add(word)
    return found
