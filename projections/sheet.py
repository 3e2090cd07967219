"""The character sheet read model: JSON (the contract's keys) and terminal text."""

from __future__ import annotations

from domain.daimon2090.names import CHARACTERISTICS, DISPLAY_NAMES, SOCIAL_CLASS_NAMES


def sheet_json(sheet) -> dict:
    """`journal show --json`: the keys the command contract promises."""
    return {
        "id": sheet.id,
        "name": sheet.name,
        "player": sheet.player,
        "status": sheet.status,
        "characteristics": {k: sheet.characteristics[k] for k in CHARACTERISTICS},
        "classes": list(sheet.classes),
        "traits": [t["name"] for t in sheet.traits],
        "trait_effects": {t["name"]: t.get("effect") for t in sheet.traits},
        "skills": {
            name: {
                "score": s["score"],
                "kind": s["kind"],
                "class": s.get("class"),
                "generic": s.get("generic"),
            }
            for name, s in sheet.skills.items()
        },
        "reserve": sheet.reserve,
        "pe": sheet.pe,
        "evo": sheet.evo,
        "level": sheet.level,
        "wounds": {
            "current": sheet.wounds,
            "max": sheet.max_wounds,
            "light": sheet.light_wounds,
            "serious": sheet.serious_wounds,
            "penalty": sheet.wound_penalty,
        },
        "social_class": dict(sheet.social_class),
        "risorse": sheet.risorse,
        "weapons": [dict(w) for w in sheet.weapons],
        "protections": [dict(p) for p in sheet.protections],
        "enhancements": [dict(e) for e in sheet.enhancements],
        "daimon": dict(sheet.daimon),
        "equipment": list(sheet.equipment),
        "creation": sheet.creation,
        "social_path": social_path(sheet.social_class),
        "social_class_path": list(sheet.social_class_path),
        "characteristics_at_creation": dict(sheet.created),
        "inherited_from": sheet.inherited_from,
        "inherited_by": sheet.inherited_by,
    }


def social_path(social_class: dict) -> dict:
    """Origin → current with the rulebook's words for each and for the path
    (discendente, stabile, ascendente: the particular-event tables' names)."""
    from domain.daimon2090.randomgen import event_table_number

    origin, current = social_class.get("origin"), social_class.get("current")
    if not origin or not current:
        return {"origin": origin, "current": current, "trend": None}
    trend = ("discendente", "stabile", "ascendente")[
        event_table_number(origin, current) - 1
    ]
    names = SOCIAL_CLASS_NAMES
    return {
        "origin": origin,
        "current": current,
        "trend": trend,
        "origin_name": names[origin - 1],
        "current_name": names[current - 1],
    }


def sheet_text(sheet) -> str:
    """A sheet readable in a terminal (80 columns)."""
    data = sheet_json(sheet)
    wounds = data["wounds"]
    lines = [
        f"{sheet.name}  ({sheet.player})  [{sheet.status}]",
        "  "
        + "  ".join(
            f"{DISPLAY_NAMES[k]} {v}" for k, v in data["characteristics"].items()
        ),
        f"  Classi: {', '.join(data['classes']) or '—'}",
        f"  Tratti: {_traits(sheet)}",
        f"  Abilità: {_skills(data['skills'])}",
        f"  Riserva {sheet.reserve}/7   PE {sheet.pe}   EVO {sheet.evo}   "
        f"Livello {sheet.level}",
        f"  Ferite {wounds['current']}/{wounds['max']} (lievi {wounds['light']}, "
        f"gravi {wounds['serious']}; penalty −{wounds['penalty']}D)",
    ]
    lines += _social_lines(data["social_path"], sheet.risorse)
    lines += _gear_lines(data)
    if sheet.daimon.get("name"):
        lines.append(_daimon_line(sheet.daimon))
    return "\n".join(lines)


def _social_lines(path: dict, risorse: int) -> list[str]:
    """'Classe sociale 3→1 (discendente)   Risorse 1', then the classes' words."""
    line = f"  Classe sociale {path['origin']}→{path['current']}"
    if path["trend"] is None:
        return [f"{line}   Risorse {risorse}"]
    return [
        f"{line} ({path['trend']})   Risorse {risorse}",
        f"    origine: {path['origin_name']}; attuale: {path['current_name']}",
    ]


def _daimon_line(daimon: dict) -> str:
    """'Dàimon: Eco, A paper crane folded from green code (sarcastica, protettiva)'."""
    line = f"  Dàimon: {daimon['name']}"
    if daimon.get("description"):
        line += f", {daimon['description']}"
    if daimon.get("traits"):
        line += f" ({', '.join(daimon['traits'])})"
    return line


def _traits(sheet) -> str:
    shown = [
        f"{t['name']} ({t['effect']})" if t.get("effect") else t["name"]
        for t in sheet.traits
    ]
    return ", ".join(shown) or "—"


def _skills(skills: dict) -> str:
    shown = [f"{name} {s['score']} ({s['kind']})" for name, s in skills.items()]
    return ", ".join(shown) or "—"


def _gear_lines(data: dict) -> list[str]:
    lines = []
    for label, key in (("Armi", "weapons"), ("Protezioni", "protections")):
        if data[key]:
            items = ", ".join(
                f"{g['name']} {g['level']} [{g['marks']}/13]" for g in data[key]
            )
            lines.append(f"  {label}: {items}")
    if data["enhancements"]:
        items = ", ".join(
            f"{e['name']} [{e['marks']}/13]" for e in data["enhancements"]
        )
        lines.append(f"  Potenziamenti: {items}")
    return lines
