"""How Fuori dal Tempo's rolls print in chronicles, their chance, and luck.

A check is one d20 against its target (a d100 for a skill not held); an
ignored check shows no die. Damage and casualità show every face, the ones an
odd size ignored in brackets.
"""

from __future__ import annotations

CHECKS = ("CheckRolled", "CheckIgnored", "ChallengeRolled", "AttackRolled")
CHECKS += ("PanicRolled",)
DICE = ("DamageDealt", "CasualitaRolled")


def enrich(record: dict) -> None:
    """A check's chance of success (derived, never stored); a creature's name
    where the record's character is a creature."""
    if record["type"] in CHECKS:
        from journal.domain.fdt.odds import check_chance

        record["chance"] = float(check_chance(record["target"]))
    if record.get("character") and record["character"] == record.get("character_id"):
        # not a character's id: a creature's, whose name the event carries
        found = record.get("attacker_name") or record.get("name")
        record["character"] = found or record["character"]


def roll_view(record: dict, lang: str):
    kind = record["type"]
    if kind in CHECKS:
        return _check(record, lang)
    if kind == "UnheldSkillTried":
        return _view(record, lang, [_face(record["roll"], 100, _passed(record))])
    if kind in DICE:
        return _dice(record, lang)
    return None


def _check(record: dict, lang: str):
    if record["roll"] is None:
        return _view(record, lang, [])
    return _view(record, lang, [_face(record["roll"], 20, _passed(record))])


def _passed(record: dict) -> bool:
    return record["result"] in ("success", "automatic")


def _face(value: int, sides: int, counted: bool):
    from journal.projections.chronicle_model import FaceView

    return FaceView(value, sides, counted)


def _dice(record: dict, lang: str):
    from journal.projections.chronicle_model import FaceView

    faces = [
        FaceView(f, d["sides"], k, dropped=not k)
        for d in record["dice"]
        for f, k in zip(d["faces"], d["kept"], strict=True)
    ]
    return _view(record, lang, faces)


def _view(record: dict, lang: str, faces: list):
    from journal.projections.chronicle_model import RollView
    from journal.projections.render_env import messages

    t = messages(lang, "fdt")
    outcome = record.get("result", "success")
    return RollView(
        faces=tuple(faces),
        count=len([f for f in faces if not f.dropped]),
        result=_result(record, t),
        outcome=outcome,
        breakdown=_breakdown(record, t, lang),
        details=_details(record, t),
        source=record.get("dice_source") or "typed",
        exceptional=record.get("natural", False) or record.get("critical") is not None,
    )


def _result(record: dict, t: dict) -> str:
    kind = record["type"]
    if kind in DICE:
        net = record.get("net", record.get("total"))
        return f"{t['total']} {record.get('gross', record.get('total'))} → {net}"
    word = t.get(f"result_{record['result']}", record["result"])
    if record.get("roll") is None:
        return f"{word} ({t['target']} {record['target']})"
    target = record.get("target", record.get("score"))
    return f"{record['roll']} {t['versus']} {target}: {word}"


def _breakdown(record: dict, t: dict, lang: str) -> str:
    from journal.projections.phrases import phrase

    kind = record["type"]
    if kind == "DamageDealt":
        bonuses = "".join(
            f" {v:+d} {phrase(lang, 'w.bonus.' + k, k, ruleset='fdt')}"
            for k, v in record["bonuses"].items()
        )
        absorbed = sum(record["absorbed"].values())
        colpi = f" − {absorbed} {t['colpi']}" if absorbed else ""
        double = " ×2" if record["doubled"] else ""
        return f"{record['expression']} {record['rolled']}{bonuses}{double}{colpi}"
    if kind == "CasualitaRolled":
        return record["expression"]
    if kind == "UnheldSkillTried":
        return f"d100 < {record['characteristic']} {record['score']}"
    name = "Freddezza" if kind == "PanicRolled" else record.get("name")
    name = name or record.get("skill") or ""
    mods = record.get("modifiers") or {}
    parts = "".join(f" {v:+d} {t.get('mod_' + k, k)}" for k, v in mods.items())
    if not mods and record.get("modifier"):
        parts = f" {record['modifier']:+d}"
    return f"{name} {record['score']}{parts}"


def _details(record: dict, t: dict) -> str:
    if record.get("critical"):
        return t.get(f"critical_{record['critical']}", record["critical"])
    if record.get("roll") in (1, 20) and record["type"] in CHECKS:
        return t[f"natural_{record['roll']}"]
    if record["type"] == "PanicRolled":
        return t.get(f"panic_{record['outcome']}", record["outcome"])
    return ""


def luck(records: list[dict], order: list[str]) -> tuple:
    """Checks expected to succeed (the sum of their chances) against those that
    did, per character (ignored and voided checks, and creatures, left out)."""
    from journal.projections.chronicle_model import LuckLine

    tally: dict[str, list] = {}
    for record in records:
        if record["type"] not in CHECKS or record["void"] or record["roll"] is None:
            continue
        entry = tally.setdefault(record["character"], [0, 0.0, 0])
        entry[0] += 1
        entry[1] += record["chance"]
        entry[2] += record["result"] == "success"
    return tuple(LuckLine(n, *tally[n]) for n in order if n in tally)
