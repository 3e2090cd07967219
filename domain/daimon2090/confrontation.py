"""Confrontations (Confronti): who prevails, by how much, and the Riserva returns.

Rulebook: CONFRONTI .. VANTAGGI E SVANTAGGI (digest section 3). Pure rules: the
pools come from `rules.pool_breakdown`, the dice from the command.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090.rules import (
    EXCEPTIONAL_MARGIN,
    SUCCESS_FACE,
    Prova,
    reserve_returned,
)
from journal.domain.text import fold_key

CONFRONTI = "Confronti"
ESCALATION = "Escalation"
RIPETIZIONE = "Ripetizione dei confronti"
STRATEGIA = "Cambio di strategia"
WINNER, DEFEATED, STALLED = "winner", "defeated", "stalled"  # a side's result
STALL, STALL_ACCEPTED = "stall", "stall_accepted"  # outcomes besides WINNER
CHOICES = ("withdraw", "refuse", "accept")  # after a stall (ESCALATION)
TABLE = "confrontations"  # state.table key: {"stalls": {id: ...}, "results": [...]}


class Side(NamedTuple):
    """One side's declaration: what its pool is made of, and its sealed Riserva."""

    character: str
    characteristic: str
    skill: str | None = None
    reserve: int = 0
    klass: str | None = None
    trait: str | None = None
    bonus: int = 0
    malus: int = 0
    helper: str | None = None  # a character giving one die of help
    lacking: bool = False  # the skill named is one the character lacks

    def prova(self) -> Prova:
        """Dice are assigned as for a Prova (ASSEGNARE I DADI); no target applies."""
        return Prova(target=1, **self._asdict())


def ranks(successes: list[int]) -> list[int]:
    """Each side's place: 1 + the sides with more successes (ties share a place)."""
    return [1 + sum(other > mine for other in successes) for mine in successes]


def resolve(successes: list[int]) -> dict:
    """Most successes prevails; a shared first place is a stall (PARITÀ).
    The margin is between the first and the second; 3+ is a clear victory."""
    places = ranks(successes)
    stall = places.count(1) > 1
    first, second = sorted(successes, reverse=True)[:2]
    return {
        "outcome": STALL if stall else WINNER,
        "ranks": places,
        "results": [result_of(place, stall) for place in places],
        "margin": first - second,
        "exceptional": first - second >= EXCEPTIONAL_MARGIN,
    }


def result_of(place: int, stall: bool) -> str:
    if place > 1:
        return DEFEATED
    return STALLED if stall else WINNER


def returned(committed: int, result: str) -> int:
    """The winner discards its Riserva dice; a defeated side (and both sides of a
    stall, which count as defeated) gets all of them back but one."""
    return reserve_returned(committed, "success" if result == WINNER else "failure")


def settlement(choice: str, left: list[str]) -> tuple[str, str | None]:
    """After `choice`, the outcome and the winner, given the sides still in the
    stall. Sides that accept the stall while another insists on escalating lose
    the first confrontation (CAMBIO DI STRATEGIA); when all accept it, it stands."""
    if not left:
        return STALL_ACCEPTED, None
    if len(left) == 1:
        return WINNER, left[0]
    return STALL, None


# -- a round's record -----------------------------------------------------------


def rolled(sheets: list, parts: list[dict], rolls: list) -> dict:
    """The fields of a round's ConfrontationRolled (all but the confrontation)."""
    successes = [roll.count(SUCCESS_FACE) for roll in rolls]
    found = resolve(successes)
    sides = [
        side_entry(
            sheets[i], parts[i], rolls[i], found["ranks"][i], found["results"][i]
        )
        for i in range(len(sheets))
    ]
    winner = [s for s in sides if s["result"] == "winner"]
    return {
        "sides": sides,
        "dice_source": rolls[0].source,
        "seed": rolls[0].seed,
        "outcome": found["outcome"],
        "winner": winner[0]["character"] if winner else None,
        "winner_id": winner[0]["character_id"] if winner else None,
        "ranking": [s["character"] for s in sorted(sides, key=lambda s: s["rank"])],
        "margin": found["margin"],
        "exceptional": found["exceptional"],
    }


def side_entry(sheet, part: dict, roll, rank: int, result: str) -> dict:
    return {
        **who(sheet),
        "pool": len(roll.faces),
        "breakdown": part,
        "dice": list(roll.faces),
        "successes": roll.count(SUCCESS_FACE),
        "rank": rank,
        "result": result,
        "reserve_committed": part["reserve"],
        "reserve_returned": returned(part["reserve"], result),
    }


def who(sheet) -> dict:
    return {"character_id": sheet.id, "character": sheet.name}


def declaration(part: dict) -> dict:
    skill = part["skill"]
    return {
        "characteristic": part["characteristic"]["name"],
        "skill": skill["name"] if skill else None,
    }


# -- the campaign's table: open stalls and this session's results -------------


def stalls(table: dict) -> dict:
    return table.get(TABLE, {}).get("stalls", {})


def stall_of(table: dict, char_id: str) -> tuple[str, dict] | None:
    """The open stall `char_id` is still in, with its confrontation's id."""
    for confrontation, stall in stalls(table).items():
        if char_id in stall["stalled"]:
            return confrontation, stall
    return None


def session_results(table: dict, session: int | None) -> list[dict]:
    results = table.get(TABLE, {}).get("results", [])
    return [r for r in results if r["session"] == session]


def rechallenge_warnings(table: dict, session, sheets: list, declared: dict) -> list:
    """What the rulebook says about meeting again this session: printed and
    recorded, not refused (digest section 3, Decision: the Master decides).
    `declared`: each side's {"characteristic", "skill"} names, by character id."""
    sides = {sheet.id: sheet for sheet in sheets}
    warnings, seen = [], set()
    for result in reversed(session_results(table, session)):  # the latest counts
        met = [i for i in result["sides"] if i in sides and i != result["winner"]]
        if not binding(result, sides, met):
            continue
        for char_id in met:
            again = repeated(result["declared"][char_id], declared[char_id])
            key = (char_id, result["winner"] or tuple(sorted(result["sides"])))
            if again and key not in seen:
                seen.add(key)
                winner = sides.get(result["winner"])
                warnings.append(warning(result, sides[char_id], winner, again))
    return warnings


def binding(result: dict, sides: dict, met: list[str]) -> bool:
    """An accepted stall binds the sides that accepted it; a defeat binds the
    loser to the winner until the winner recovers Riserva dice, or the next
    session (RIPETIZIONE DEI CONFRONTI)."""
    winner = result["winner"]
    if winner is None:
        return len(met) > 1
    return (
        bool(met)
        and winner in sides
        and sides[winner].reserve <= result["winner_reserve"]
    )


def repeated(before: dict, now: dict) -> list[str]:
    """The characteristic and skill a side uses again (a change of strategy
    needs different ones: CAMBIO DI STRATEGIA)."""
    return [
        before[key]
        for key, name in now.items()
        if name and before.get(key) and fold_key(before[key]) == fold_key(name)
    ]


def warning(result: dict, sheet, winner, again: list[str]) -> str:
    uses = f"{sheet.name} uses {' and '.join(again)} again after"
    if winner is None:
        return (
            f"{uses} the accepted stall of confrontation {result['confrontation']}: "
            f"a new confrontation needs different characteristics and skills "
            f"({STRATEGIA})"
        )
    return (
        f"{uses} losing confrontation {result['confrontation']} to {winner.name}: "
        f"the result stands until {winner.name} recovers Riserva dice or the next "
        f"session ({RIPETIZIONE})"
    )
