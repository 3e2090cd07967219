"""How "Le azioni"'s tests print in chronicles, and the luck table."""

from __future__ import annotations

from journal.projections.azioni.phrasing import faces_text, modifier, say, what


def faces(groups: list[dict]) -> tuple:
    from journal.projections.chronicle_model import FaceView

    return tuple(
        FaceView(face, group["sides"], True, exploded=more)
        for group in groups
        for face, more in zip(group["faces"], group["exploded"], strict=True)
    )


def roll_view(record: dict, lang: str):
    kind = record["type"]
    if kind == "TestRolled":
        return _test(record, lang, what(record, lang), record["modifier"])
    if kind == "CombinedTestRolled":
        shift = record["modifier"] + record["bonus"]
        return _test(record, lang, what(record, lang), shift)
    if kind == "ContestResolved":
        return _contest(record, lang)
    return None


def _result(record: dict, lang: str) -> str:
    from journal.projections.render_env import messages

    t = messages(lang, "azioni")
    return (
        f"{record['total']} {t['versus']} {record['difficulty']} "
        f"({record['difficulty_word']}): {say(lang, record['outcome'])}, "
        f"{t['margin']} {record['margin']:+d}"
    )


def _test(record: dict, lang: str, breakdown: str, shift: int):
    from journal.projections.chronicle_model import RollView

    return RollView(
        faces=faces(record["dice"]),
        count=len(record["dice"]),
        result=_result(record, lang),
        outcome=record["outcome"],
        breakdown=f"{breakdown}{modifier(shift)}",
        details="",
        source=record["dice_source"],
    )


def _contest(record: dict, lang: str):
    from journal.projections.chronicle_model import RollView

    groups = [group for side in record["sides"] for group in side["dice"]]
    sides = "; ".join(
        f"{side['character']}: {faces_text(side['dice'])}{modifier(side['modifier'])}"
        f" = {side['total']} ({side['margin']:+d})"
        for side in record["sides"]
    )
    winner = record.get("winner")
    text = say(lang, "winner").format(name=winner) if winner else say(lang, "stalemate")
    return RollView(
        faces=faces(groups),
        count=len(groups),
        result=text,
        outcome="stalemate" if record["stalemate"] else "success",
        breakdown=sides,
        details=f"{record['difficulty']} ({record['difficulty_word']})",
        source=record["dice_source"],
    )


def luck(records: list[dict], order: list[str]) -> tuple:
    """Each character's totals: the dice's exact mean (exploding as rolled)
    against what they rolled, over their tests and contests (voids left out)."""
    from journal.domain.azioni.odds import mean
    from journal.projections.chronicle_model import LuckLine

    tally: dict[str, list] = {}
    for name, groups, explode in _rolled(records):
        entry = tally.setdefault(name, [0, 0.0, 0])
        sides = tuple(group["sides"] for group in groups)
        entry[0] += 1
        entry[1] += float(mean(sides, explode))
        entry[2] += sum(sum(group["faces"]) for group in groups)
    names = dict.fromkeys(list(order) + list(tally))
    return tuple(LuckLine(name, *tally[name]) for name in names if name in tally)


def _rolled(records: list[dict]):
    for record in records:
        if record["void"]:
            continue
        if record["type"] == "TestRolled":  # a combined test is no one's own
            yield record["character"], record["dice"], record["explode"]
        elif record["type"] == "ContestResolved":
            for side in record["sides"]:
                yield side["character"], side["dice"], record["explode"]
