"""The placeholders µD6's phrases compute from a record (breakdowns, results)."""

from __future__ import annotations


def say(lang: str, key: str, default: str | None = None) -> str:
    """A µD6 phrase (or the core's) in `lang`."""
    from journal.projections.phrases import phrase

    return phrase(lang, key, default, ruleset="microd6")


def result(record: dict, lang: str) -> str:
    """'partial success' or '2 successes'."""
    if record["outcome"] == "success" and record["successes"] > 1:
        return say(lang, "successes").format(n=record["successes"])
    return say(lang, f"outcome.{record['outcome']}")


def faces(record: dict) -> str:
    return " ".join(str(face) for face in record["dice"]) or "—"


def breakdown(record: dict, lang: str) -> str:
    """'Furtività 2 + 1 vantaggi − 1 complicazioni + oltre i limiti = 3D'."""
    parts = [f"{record['stat']} {record['stat_value']}"]
    signs = (("advantages", "+"), ("complications", "−"), ("wound_complications", "−"))
    for key, sign in signs:
        if record[key]:
            parts.append(f"{sign} {record[key]} {counted(key, record[key], lang)}")
    if record["pushed"]:
        parts.append(f"+ {say(lang, 'push')}")
    if record.get("helper_name"):
        parts.append(f"+ {say(lang, 'help').format(name=record['helper_name'])}")
    return " ".join(parts) + pool_text(record, lang)


def counted(key: str, count: int, lang: str) -> str:
    """'advantage' for one, 'advantages' for more."""
    return say(lang, f"{key}.1") if count == 1 else say(lang, key)


def pool_text(record: dict, lang: str) -> str:
    if record["zero"]:
        return f" = {record['pool']}" + say(lang, "zero").format(
            dice=len(record["dice"])
        )
    return f" = {record['pool']}D"


def _action(record: dict, lang: str) -> dict:
    context = say(lang, "context").format(**record)
    return {
        "breakdown": breakdown(record, lang),
        "faces": faces(record),
        "result": result(record, lang),
        "context": context,
    }


def _group(record: dict, lang: str) -> dict:
    rolls = ", ".join(
        f"{roll['character']}{member_pool(roll)} {' '.join(map(str, roll['dice']))}"
        for roll in record["rolls"]
    )
    lost = record["tenacia_lost"]
    return {
        "rolls": rolls,
        "result": result(record, lang),
        "lost": say(lang, "lost").format(n=lost) if lost else "",
    }


def member_pool(roll: dict) -> str:
    """' [1D]' when a member's pool is not their stat (wounds, advantages ...)."""
    pool = roll["pool"]
    if pool == roll["stat_value"]:
        return ""
    return f" [{pool}D]" if pool > 0 else f" [{pool}]"


def _fortune(record: dict, lang: str) -> dict:
    name = record.get("character")
    return {
        "about": say(lang, "about").format(name=name) if name else "",
        "faces": faces(record),
        "result": result(record, lang),
    }


def _resist(record: dict, lang: str) -> dict:
    what = f"{record['stat']} " if record.get("stat") else ""
    pool = pool_text(record, lang).removeprefix(" = ")
    return {
        "breakdown": f"{what}{pool}",
        "faces": faces(record),
        "result": result(record, lang),
        "consequence": say(lang, f"consequence.{record['consequence']}"),
    }


def _wound(record: dict, lang: str) -> dict:
    armour = ""
    if record["armour"]:
        roll = {"outcome": record["armour_outcome"], "successes": 0}
        armour = say(lang, "armour").format(
            armour=record["armour"],
            faces=" ".join(map(str, record["armour_dice"])),
            result=result(roll, lang),
            reduced=record["armour_reduced"],
        )
    spent = record["tenacia_spent"]
    return {
        "level_name": say(lang, f"level.{record['level']}"),
        "armour_text": armour,
        "tenacia_text": say(lang, "tenacia").format(n=spent) if spent else "",
        "final_text": final_text(record, lang),
        "cause_text": say(lang, "cause").format(cause=record["cause"])
        if record.get("cause")
        else "",
    }


def final_text(record: dict, lang: str) -> str:
    """'cancelled', 'level 2', 'level 4, dead' or 'level 4, dying: ...'."""
    if not record["final"]:
        return say(lang, "final.0")
    if record["died"]:
        return say(lang, "final.dead")
    key = "final.dying" if record["final"] >= 4 else "final.n"
    return say(lang, key).format(final=record["final"])


def _limited(record: dict, lang: str) -> dict:
    return {"final_text": final_text(record, lang)}


def _healed(record: dict, lang: str) -> dict:
    after = record["before"] - record["levels"]
    text = say(lang, "after").format(level=after) if after else say(lang, "healed")
    return {"after_text": text}


def _paid(record: dict, lang: str) -> dict:
    paid = record.get("paid")
    found = {"paid_text": say(lang, "paid").format(paid=paid) if paid else ""}
    if "item" in record and isinstance(record["item"], dict):
        found["item_name"] = record["item"]["name"]
    if "stock" in record:
        found["stock_name"] = say(lang, f"stock.{record['stock']}")
    return found


def _worn(record: dict, lang: str) -> dict:
    return {"worn_text": say(lang, "worn" if record["worn"] else "unworn")}


EXTRAS = {
    "ActionRolled": _action,
    "GroupActionRolled": _group,
    "FortuneRolled": _fortune,
    "ResistanceRolled": _resist,
    "WoundSuffered": _wound,
    "WoundLimited": _limited,
    "WoundHealed": _healed,
    "ItemAcquired": _paid,
    "ItemRestocked": _paid,
    "ItemWorn": _worn,
}
