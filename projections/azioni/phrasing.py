"""The placeholders "Le azioni"'s phrases compute from a record."""

from __future__ import annotations


def say(lang: str, key: str, default: str | None = None) -> str:
    """A "Le azioni" phrase (or the core's) in `lang`."""
    from journal.projections.phrases import phrase

    return phrase(lang, key, default, ruleset="azioni")


def dice_text(groups: list[dict]) -> str:
    """'1d8 1d6' from the stored groups (one per die)."""
    return " ".join(f"1d{group['sides']}" for group in groups)


def faces_text(groups: list[dict]) -> str:
    """'8+3 4': a chain of maximums joined by +."""
    return " ".join("+".join(map(str, group["faces"])) for group in groups) or "—"


def what(record: dict, lang: str) -> str:
    """'Agilità + Acrobazia (1d8 1d6)'; in a combined action, whose each is:
    'Forza (Oreste) + Nuotare (Mira) (1d10 1d4)'."""
    names = [
        _whose(record["characteristic"], record.get("characteristic_from")),
        _whose(record.get("skill"), record.get("skill_from")),
    ]
    text = " + ".join(name for name in names if name)
    suffix = "" if record.get("explode", True) else say(lang, "no_explode")
    return f"{text} ({dice_text(record['dice'])}){suffix}"


def _whose(name: str | None, owner: str | None) -> str | None:
    return f"{name} ({owner})" if name and owner else name


def modifier(value: int) -> str:
    return f" {value:+d}" if value else ""


def _common(record: dict, lang: str) -> dict:
    number = record.get("extended")
    return {
        "what": what(record, lang),
        "faces": faces_text(record["dice"]),
        "mod": modifier(record["modifier"]),
        "outcome": say(lang, record["outcome"]),
        "counted": say(lang, "counted").format(number=number) if number else "",
    }


def _combined(record: dict, lang: str) -> dict:
    names = [p["character"] for p in record["participants"]]
    found = _common(record, lang)
    found["mod"] = modifier(record["modifier"] + record["bonus"])
    found["names"] = ", ".join(names)
    found["others"] = ", ".join(names[1:])
    return found


def _contest(record: dict, lang: str) -> dict:
    sides = "; ".join(
        f"{side['character']} {faces_text(side['dice'])}{modifier(side['modifier'])}"
        f" = {side['total']} ({side['margin']:+d})"
        for side in record["sides"]
    )
    winner = record.get("winner")
    text = say(lang, "winner").format(name=winner) if winner else say(lang, "stalemate")
    return {"sides": sides, "winner_text": text}


def _ended(record: dict, lang: str) -> dict:
    return {"ended": say(lang, "completed" if record["completed"] else "abandoned")}


def _condition(record: dict, lang: str) -> dict:
    return {"signed": f"{record['modifier']:+d}"}


EXTRAS = {
    "ConditionCounted": _condition,
    "TestRolled": _common,
    "CombinedTestRolled": _combined,
    "ContestResolved": _contest,
    "ExtendedActionEnded": _ended,
}
