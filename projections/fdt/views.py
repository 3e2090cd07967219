"""Fuori dal Tempo's views: the sheet (JSON with the contract's keys, terminal
text), its headline columns, the pV chart, the fields `why` knows, what an event
concerns, the optional rules and creatures in `journal status`; rolls in
chronicles are in projections/fdt/rolls.py."""

from __future__ import annotations

from domain.fdt.names import CHARACTERISTICS, COMMON_SKILLS
from projections.fdt.rolls import enrich, luck, roll_view  # noqa: F401

CHART_TRACK = "pv"


def sheet_json(sheet) -> dict:
    """`journal show --json` (the core adds id, name, player, ruleset, status,
    tracks)."""
    return {
        "characteristics": {c: _column(sheet, c) for c in CHARACTERISTICS},
        "skills": {name: sheet.value(name) for name in sheet.skills},
        "skill_flags": {name: _flags(entry) for name, entry in sheet.skills.items()},
        "pv": {"current": sheet.pv, "max": sheet.pv_max},
        "mana": {"current": sheet.mana, "max": sheet.mana_max},
        "pix": sheet.pix,
        "shock": {
            "mental": sheet.shock["M"],
            "physical": sheet.shock["F"],
            "degree": sheet.shock_degree,
        },
        "race": sheet.race,
        "profession": sheet.profession,
        "second_profession": sheet.second_profession,
        "age": sheet.age,
        "age_band": sheet.age_band,
        "creation": sheet.creation,
        "credo": sheet.credo,
        "carattere": list(sheet.carattere),
        "story": sheet.story,
        "height": sheet.height,
        "weight": sheet.weight,
        "oro": sheet.oro,
        "pasti": sheet.pasti,
        "armour": sheet.armour,
        "shield": sheet.shield,
        "weapons": [dict(w) for w in sheet.weapons],
        "equipment": list(sheet.equipment),
        "unarmed_damage": sheet.unarmed,
        "sleep_loss": sheet.sleep_loss,
        "pump_chance": sheet.pump_chance,
        "combat": dict(sheet.combat),
        "valori": list(sheet.valori),
    }


def _column(sheet, name: str) -> dict:
    base = sheet.characteristics[name]["base"]
    return {
        "base": base,
        "mod": sheet.modifier(name),
        "value": sheet.value(name),
        "bonus": sheet.bonus(name),
    }


def _flags(entry: dict) -> dict:
    keys = ("origin", "racial", "teachable", "used")
    return {key: entry[key] for key in keys}


def sheet_text(sheet, lang: str = "en") -> str:
    """A sheet readable in a terminal (80 columns)."""
    data = sheet_json(sheet)
    chars = data["characteristics"]
    lines = [
        f"{sheet.name}  ({sheet.player})  [{sheet.status}]",
        f"  {sheet.race}, {_profession(sheet)}, {sheet.age} ({sheet.age_band})",
        "  "
        + "  ".join(
            f"{c[:3]} {v['value']}{_mod(v)} ({v['bonus']:+d})" for c, v in chars.items()
        ),  # fmt: skip
        "  " + ", ".join(f"{s} {data['skills'][s]}" for s in COMMON_SKILLS),
        f"  Altre abilità: {_others(sheet)}",
        f"  pV {sheet.pv}/{sheet.pv_max}   Mana {sheet.mana}/{sheet.mana_max}   "
        f"PiX {sheet.pix}   Shock M{sheet.shock['M']} F{sheet.shock['F']}   "
        f"Oro {sheet.oro}   Pasti {sheet.pasti}",
        f"  Danno base {sheet.unarmed}{_gear(sheet)}",
    ]
    return "\n".join(lines)


def _profession(sheet) -> str:
    return " / ".join(p for p in (sheet.profession, sheet.second_profession) if p)


def _mod(column: dict) -> str:
    return f"[{column['base']}{column['mod']:+d}]" if column["mod"] else ""


def _others(sheet) -> str:
    shown = []
    for name, entry in sheet.skills.items():
        if name in COMMON_SKILLS:
            continue
        mark = "*" if entry["racial"] or entry["teachable"] else ""
        shown.append(f"{name}{mark} {sheet.value(name)}")
    return ", ".join(shown) or "—"


def _gear(sheet) -> str:
    parts = [f"{w['name']} {w['damage']}" for w in sheet.weapons]
    for piece in (sheet.armour, sheet.shield):
        if piece:
            parts.append(f"{piece['name']} C{piece['colpi']} D{piece['durata']}")
    return f"   {', '.join(parts)}" if parts else ""


def summary(sheet, lang: str = "en") -> list[tuple[str, str]]:
    """pV, Mana, PiX, shock: `character list`, `status`, chronicles."""
    return [
        ("pV", f"{sheet.pv}/{sheet.pv_max}"),
        ("Mana", f"{sheet.mana}/{sheet.mana_max}"),
        ("PiX", str(sheet.pix)),
        ("Shock", f"M{sheet.shock['M']} F{sheet.shock['F']}"),
    ]


def concerns(record: dict) -> list[str]:
    """Besides its character: the defender, the opponent, the group, the calmer."""
    names = [record.get(key) for key in ("defender_name", "opponent_name")]
    names += [record.get("calmer_name"), record.get("teacher_name")]
    names += list(record.get("members") or [])
    return [name for name in names if name]


def field_reader(field: str):
    """`why CHAR FIELD`: a characteristic's or skill's value, shock, Durata."""
    from domain.fdt.names import canonical
    from domain.text import fold_key

    key = fold_key(field)
    if key in ("shock", "shock.mental", "shock.physical"):
        part = {"shock": None, "shock.mental": "M", "shock.physical": "F"}[key]
        return lambda s: s.shock_degree if part is None else s.shock[part]
    if key in ("durata", "armour", "armatura", "shield", "scudo"):
        piece = "shield" if key in ("shield", "scudo") else "armour"
        return lambda s: (getattr(s, piece) or {}).get("durata")

    def value(sheet):
        found = canonical(field, (*sheet.characteristics, *sheet.skills))
        return sheet.value(found) if found else None

    return value


def table_status(state, lang: str = "en") -> dict:
    """`journal status`: the optional rules on, the creatures in play."""
    from domain.events_options import options_of
    from domain.fdt.fighters import creatures

    return {
        "options": sorted(k for k, on in options_of(state).items() if on),
        "creatures": [
            {"name": c["name"], "pv": c["pv"], "status": c["status"]}
            for c in creatures(state).values()
        ],
    }


def status_lines(found: dict, lang: str = "en") -> list[str]:
    """`journal status` in words: the optional rules on, the creatures."""
    it = lang == "it"
    rules = ", ".join(found["options"]) or "—"
    lines = [f"{'Regole opzionali attive' if it else 'Optional rules on'}: {rules}"]
    for c in found["creatures"]:
        lines.append(f"{c['name']}: pV {c['pv']}  [{c['status']}]")
    return lines


# -- the chronicle's sheet template (templates/fdt/sheet.md.j2) --------------------


def template_globals() -> dict:
    return {
        "signed": signed,
        "identity": identity_md,
        "common": common_md,
        "others": others_md,
        "gear": gear_md,
    }


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def identity_md(c: dict):
    from projections.render_escape import md_escape

    jobs = " / ".join(p for p in (c["profession"], c["second_profession"]) if p)
    return md_escape(f"{c['race']}, {jobs}, {c['age']} ({c['age_band']})")


def common_md(skills: dict):
    from projections.render_env import md_join

    return md_join(f"{name} {skills[name]}" for name in COMMON_SKILLS)


def others_md(skills: dict, flags: dict):
    from projections.render_env import md_join
    from projections.render_escape import Md

    shown = [
        f"{name}{'*' if flags[name]['racial'] or flags[name]['teachable'] else ''} "
        f"{value}"
        for name, value in skills.items()
        if name not in COMMON_SKILLS
    ]
    return md_join(shown) if shown else Md("—")


def gear_md(c: dict):
    from projections.render_env import md_join

    shown = [f"{w['name']} {w['damage']}" for w in c["weapons"]]
    for piece in (c["armour"], c["shield"]):
        if piece:
            shown.append(
                f"{piece['name']} Colpi {piece['colpi']} Durata {piece['durata']}"
            )
    return md_join(shown)
