"""BRP's rolls in chronicles: every d100 (or damage, healing, fall) with its
faces and a localised result line, and the exact odds added to records."""

from __future__ import annotations

D100 = (  # events whose `character` rolled d100 against `chance`
    "SkillRolled",
    "CharacteristicRolled",
    "AttackRolled",
    "ParryRolled",
    "DodgeRolled",
    "DiseaseRolled",
)
DICE_ONLY = {  # events of plain dice: (field with the faces, their sides)
    "FallSuffered": ("dice", 6),
    "HealedNaturally": ("dice", 3),
    "CharacterCameTo": ("dice", 6),
}


def enrich(record: dict) -> None:
    """A d100 roll's odds, derived (never stored): special, success, failure."""
    if record["type"] in D100 or record["type"] == "FirstAidGiven":
        from journal.domain.brp.odds import roll_odds

        record["odds"] = {k: float(v) for k, v in roll_odds(record["chance"]).items()}


def roll_view(record: dict, lang: str):
    kind = record["type"]
    if kind in D100 or kind == "FirstAidGiven":
        return _d100(record, lang)
    if kind == "DamageDealt":
        return _damage(record, lang)
    if kind == "OpposedRollResolved":
        return _opposed(record, lang)
    if kind == "ExperienceRolled":
        return _experience(record, lang)
    if kind in ("ResistanceRolled", "PoisonResisted") and record["roll"] is not None:
        return _resisted(record, lang)
    if kind == "CharacteristicsRolled":
        faces = [(f, 6, True) for r in record["rolls"] for f in r["faces"]]
        return _view(record, faces, lang)
    if kind in DICE_ONLY and record.get(DICE_ONLY[kind][0]):
        field, sides = DICE_ONLY[kind]
        return _view(record, [(f, sides, True) for f in record[field]], lang)
    return None


def _view(record: dict, faces: list, lang: str, **fields):
    from journal.projections.chronicle_model import FaceView, RollView

    result = record.get("result", "success")
    return (
        RollView(
            faces=tuple(FaceView(v, s, counted) for v, s, counted in faces),
            count=len(faces),
            result=fields.get("text", ""),
            outcome=fields.get("outcome", result),
            breakdown=fields.get("breakdown", ""),
            details=fields.get("details", ""),
            source=record.get("dice_source", "typed"),
            exceptional=result == "special" or fields.get("exceptional", False),
        )
        if faces or fields
        else None
    )


def _d100(record: dict, lang: str):
    from journal.projections.brp.phrases import say

    faces = [(record["roll"], 100, record["result"] != "failure")]
    if record["type"] == "FirstAidGiven":
        faces += [(f, 3, True) for f in record["dice"]]
    special = f"{say(lang, 'special_short')} ≤ {record['special']:02d}"
    level = "success" if record["result"] == "special" else record["result"]
    result = say(lang, level)  # a special is marked by the chronicle's flag
    text = f"{record['roll']} / {record['chance']}% ({special}): {result}"
    return _view(record, faces, lang, text=text, breakdown=breakdown(record, lang))


def _experience(record: dict, lang: str):
    faces = [(record["roll"], 100, record["improved"])]
    faces += [(f, 6, True) for f in record["dice"]]
    sign = ">" if record["roll"] > record["value"] else "≤"
    text = f"{record['roll']} {sign} {record['value']}%: +{record['gain']}"
    return _view(record, faces, lang, text=text, outcome="success")


def _resisted(record: dict, lang: str):
    from journal.projections.brp.phrases import say

    success = "success" in record["result"]
    faces = [(record["roll"], 100, success)]
    text = f"{record['roll']} / {record['chance']}%: {say(lang, record['result'])}"
    return _view(record, faces, lang, text=text, outcome=record["result"])


def breakdown(record: dict, lang: str) -> str:
    """'Furtività 35 − armour 10, difficult ×½ → 13%'."""
    name = record.get("skill") or record.get("roll_name") or ""
    if record["type"] == "FirstAidGiven":
        name = "Primo Soccorso"
    terms = [f"{name} {record.get('value', record['chance'])}".strip()]
    for key, value in (record.get("modifiers") or {}).items():
        terms.append(f"{'+' if value > 0 else '−'} {key} {abs(value)}")
    difficulty = record.get("difficulty", "normal")
    factor = {"easy": " ×2", "difficult": " ×½"}.get(difficulty, "")
    return " ".join(terms) + factor + f" → {record['chance']}%"


def _damage(record: dict, lang: str):
    faces = [(f, g["sides"], True) for g in record["dice"] for f in g["faces"]]
    faces += [
        (f, g["sides"], True) for g in record["bonus"]["dice"] for f in g["faces"]
    ]
    terms = [str(record["maximum"])] if record["maximum"] else []
    terms.append(str(record["rolled"]))
    bonus = record["bonus"]["total"]
    text = " + ".join(terms) + (
        f" {'+' if bonus >= 0 else '−'} {abs(bonus)}" if bonus else ""
    )
    text += f" = {record['total']}; − {record['armour']} → {record['net']}"
    from journal.projections.brp.phrases import say

    mode = record["bonus"]["mode"]
    word = say(lang, f"bonus.{mode}")
    return _view(
        record,
        faces,
        lang,
        text=text,
        outcome=record["outcome"],
        exceptional=record["special"],
        breakdown="" if mode == "none" else f"BD {record['bonus']['bonus']} ({word})",
    )


def _opposed(record: dict, lang: str):
    from journal.projections.brp.phrases import say

    sides = record["sides"]
    faces = [(s["roll"], 100, s["level"] != "failure") for s in sides]
    text = "; ".join(
        f"{s['name']} {s['roll']}/{s['chance']}% → {say(lang, s['after'])}"
        for s in sides
    )
    return _view(record, faces, lang, text=text, outcome="success")
