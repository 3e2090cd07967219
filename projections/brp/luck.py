"""The chronicle's luck table for BRP: successes expected from each d100 roll's
chance against those rolled."""

from __future__ import annotations

from journal.projections.brp.rolls import D100


def luck(records: list[dict], order: list[str]) -> tuple:
    """Per character: d100 rolls, successes expected (each chance's odds of a
    success or special) and rolled; voided rolls left out."""
    from journal.domain.brp.odds import roll_odds
    from journal.projections.chronicle_model import LuckLine

    tally: dict[str, list] = {}
    for name, chance, result in _rolled(records):
        odds = roll_odds(chance)
        entry = tally.setdefault(name, [0, 0.0, 0])
        entry[0] += 1
        entry[1] += float(odds["special"] + odds["success"])
        entry[2] += result != "failure"
    names = dict.fromkeys(list(order) + list(tally))
    return tuple(LuckLine(n, *tally[n]) for n in names if n in tally)


def _rolled(records: list[dict]):
    for record in records:
        if record.get("void"):
            continue
        if record["type"] in D100:
            yield record["character"], record["chance"], record["result"]
        elif record["type"] == "FirstAidGiven":
            yield record["healer_name"], record["chance"], record["result"]
        elif record["type"] == "OpposedRollResolved":
            for side in record["sides"]:
                yield side["name"], side["chance"], side["level"]
