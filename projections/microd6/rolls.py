"""How µD6's rolls print in chronicles, and the luck table."""

from __future__ import annotations

from journal.projections.microd6.phrasing import (
    breakdown,
    member_pool,
    pool_text,
    result,
    say,
)

ROLLS = ("ActionRolled", "FortuneRolled", "ResistanceRolled")


def roll_view(record: dict, lang: str):
    """Every face; the die read (and each extra 6) in bold, the others of a
    zero-rule roll struck (only the lowest counts)."""
    kind = record["type"]
    if kind in ROLLS:
        return _reading(record, lang, _breakdown(record, lang), _details(record, lang))
    if kind == "GroupActionRolled":
        return _group(record, lang)
    if kind == "WoundSuffered" and record["armour"]:
        return _armour(record, lang)
    return None


def _breakdown(record: dict, lang: str) -> str:
    if record["type"] == "ActionRolled":
        return breakdown(record, lang)
    pool = pool_text(record, lang).removeprefix(" = ")
    return f"{record['stat']}: {pool}" if record.get("stat") else pool


def _details(record: dict, lang: str) -> str:
    if record["type"] == "ActionRolled":
        return f"{record['situation']}, {record['effect']}"
    if record["type"] == "ResistanceRolled":
        consequence = say(lang, f"consequence.{record['consequence']}")
        return f"{record['situation']}: {record['cost']} tenacia; {consequence}"
    return ""


def faces_of(dice: list[int], kept: int, zero: bool, outcome: str, best=True):
    from journal.projections.chronicle_model import FaceView

    shown, marked = [], False
    for face in dice:
        counts = best and (face == 6 and outcome == "success" and not zero)
        read = best and face == kept and not marked
        marked = marked or read
        shown.append(FaceView(face, 6, counts or read, dropped=zero and not read))
    return shown


def _reading(record: dict, lang: str, breakdown_text: str, details: str):
    from journal.projections.chronicle_model import RollView

    faces = faces_of(record["dice"], record["kept"], record["zero"], record["outcome"])
    return RollView(
        faces=tuple(faces),
        count=len(record["dice"]),
        result=result(record, lang),
        outcome=record["outcome"],
        breakdown=breakdown_text,
        details=details,
        source=record["dice_source"],
    )


def _group(record: dict, lang: str):
    from journal.projections.chronicle_model import RollView

    faces = []
    for index, roll in enumerate(record["rolls"]):
        best = index == record["best"]
        faces += faces_of(
            roll["dice"], roll["kept"], roll["zero"], roll["outcome"], best
        )
    members = " · ".join(
        f"{roll['character']} {roll['stat_value']}{member_pool(roll)}"
        for roll in record["rolls"]
    )
    lost, best = record["tenacia_lost"], record["rolls"][record["best"]]
    return RollView(
        faces=tuple(faces),
        count=len(faces),
        result=f"{best['character']}: {result(record, lang)}",
        outcome=record["outcome"],
        breakdown=f"{record['stat']}: {members}",
        details=say(lang, "lost").format(n=lost).lstrip("; ") if lost else "",
        source=record["dice_source"],
    )


def _armour(record: dict, lang: str):
    from journal.projections.chronicle_model import RollView

    roll = {"outcome": record["armour_outcome"], "successes": 0}
    faces = faces_of(
        record["armour_dice"], record["armour_kept"], False, record["armour_outcome"]
    )
    return RollView(
        faces=tuple(faces),
        count=record["armour"],
        result=f"{result(roll, lang)}: −{record['armour_reduced']}",
        outcome=record["armour_outcome"],
        breakdown=f"{say(lang, 'armour_word')} {record['armour']}",
        details="",
        source=record["dice_source"],
    )


def luck(records: list[dict], order: list[str]) -> tuple:
    """Successes expected (each roll's exact mean) and rolled by each character
    (voided rolls left out), in the order given; group members count too."""
    from journal.domain.microd6.odds import expected_successes
    from journal.projections.chronicle_model import LuckLine

    tally: dict[str, list] = {}
    for name, pool, successes in _rolls(records):
        entry = tally.setdefault(name, [0, 0.0, 0])
        entry[0] += 1
        entry[1] += float(expected_successes(pool))
        entry[2] += successes
    names = dict.fromkeys(list(order) + list(tally))
    return tuple(LuckLine(name, *tally[name]) for name in names if name in tally)


def _rolls(records: list[dict]):
    for record in records:
        if record["void"]:
            continue
        if record["type"] in ("ActionRolled", "ResistanceRolled"):
            yield record["character"], record["pool"], record["successes"]
        elif record["type"] == "GroupActionRolled":
            for roll in record["rolls"]:
                yield roll["character"], roll["pool"], roll["successes"]
