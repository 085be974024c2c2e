"""The King sheet as the paper one is kept: a column per player, each deal's contract beside
it, the deals still to play pre-printed with their declarers; and under it what each player
still owes (negatives and koz to declare) and how many plays each negative has left. Nothing
here scores."""

from __future__ import annotations

from typing import Any

from scorepad.games.king import engine as king

SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣", "none": "NT"}


def rows(
    players: list[str], options: dict[str, Any], sheet: dict[str, Any]
) -> list[dict[str, Any]]:
    """Every deal of the game: those played with their contract and scores, the rest with the
    seat whose turn it will be to declare."""
    played = []
    for row in sheet["deals"]:
        made = sheet["king"] is not None and row is sheet["deals"][-1]
        cells = [
            {
                "score": row["scores"][seat],
                "why": row["why"][seat],
                "declarer": seat == row["declarer"],
                "king": made and seat == sheet["king"],
                "classes": " ".join(
                    name
                    for name, on in (
                        ("declarer", seat == row["declarer"]),
                        ("negative", row["scores"][seat] < 0),
                        ("king-made", made and seat == sheet["king"]),
                    )
                    if on
                ),
            }
            for seat in range(len(players))
        ]
        played.append(
            {
                "number": row["number"],
                "played": True,
                "declarer": row["declarer"],
                "contract": row["contract"],
                "contract_name": king.CONTRACT_NAMES[row["contract"]],
                "negative": row["contract"] in king.NEGATIVES,
                "trump": SUIT_SYMBOLS.get(row.get("trump", ""), ""),
                "cells": cells,
            }
        )
    if sheet["finished"]:
        return played
    for number in range(len(played) + 1, king.deals_in(options) + 1):
        played.append(
            {
                "number": number,
                "played": False,
                "declarer": king.declarer_of(options, number - 1),
            }
        )
    return played


def owed(
    players: list[str], options: dict[str, Any], deals: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Per player, the negatives and the koz still to declare."""
    return [
        {
            "name": name,
            "negatives": king.negatives_left(options, deals, seat),
            "koz": king.koz_left(options, deals, seat),
        }
        for seat, name in enumerate(players)
    ]


def negatives(deals: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each negative: the deals it was played in and the plays it has left (it is closed at
    none)."""
    return [
        {
            "contract": contract,
            "name": king.CONTRACT_NAMES[contract],
            "played": played,
            "left": king.TIMES_A_NEGATIVE_IS_PLAYED - len(played),
        }
        for contract in king.NEGATIVES
        for played in [king.played_in(deals, contract)]
    ]


KEYS = ("rows", "owed", "negatives")


def values(
    players: list[str],
    options: dict[str, Any],
    sheet: dict[str, Any],
    deals: list[dict[str, Any]],
    upcoming: dict[str, Any] | None,
) -> dict[str, Any]:
    """What the sheet template shows beyond the sheet: each contract's row, what every player
    still owes, and the negatives played."""
    return {
        "rows": rows(players, options, sheet),
        "owed": owed(players, options, deals),
        "negatives": negatives(deals),
    }
