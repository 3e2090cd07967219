"""Fuori dal Tempo's views: the sheet (JSON with the contract's keys, terminal
text), its headline columns, the pV chart, the fields `why` knows, what an event
concerns, the optional rules and creatures in `journal status`; rolls in
chronicles are in projections/fdt/rolls.py."""

from __future__ import annotations

from journal.domain.fdt.names import CHARACTERISTICS, COMMON_SKILLS
from journal.projections.fdt.rolls import enrich, luck, roll_view  # noqa: F401
from journal.projections.fdt.views_table import (  # noqa: F401
    concerns,
    field_reader,
    npc_rows,
    npc_sheets,
    status_lines,
    table_status,
)
from journal.projections.sheet import status_word

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
        "mana_items": dict(sheet.mana_items),
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
        _heading(sheet, lang),
        f"  {sheet.race}, {_profession(sheet)}, {sheet.age} ({sheet.age_band})",
        "  "
        + "  ".join(
            f"{c[:3]} {v['value']}{_mod(v)} ({v['bonus']:+d})" for c, v in chars.items()
        ),  # fmt: skip
        "  " + ", ".join(f"{s} {data['skills'][s]}" for s in COMMON_SKILLS),
        f"  Altre abilità: {_others(sheet)}",
        f"  pV {sheet.pv}/{sheet.pv_max}   Mana {sheet.mana}/{sheet.mana_max}"
        f"{_stored(sheet)}   "
        f"PiX {sheet.pix}   Shock M{sheet.shock['M']} F{sheet.shock['F']}   "
        f"Oro {sheet.oro}   Pasti {sheet.pasti}",
        f"  Danno base {sheet.unarmed}{_gear(sheet)}",
    ]
    return "\n".join(lines)


def _stored(sheet) -> str:
    """Mana stored in items in contact (2.3), beside the own Mana."""
    held = [f"{item} {mana}" for item, mana in sheet.mana_items.items()]
    return f" (+ {', '.join(held)})" if held else ""


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


def template_globals() -> dict:
    """The helpers templates/fdt/sheet.md.j2 calls."""
    from journal.projections.fdt import sheetmd

    return sheetmd.HELPERS


def _heading(sheet, lang: str) -> str:
    """'Lupo  (the Master's)  [active]': name, whose, status in words."""
    from journal.projections.sheet import owner

    status = status_word(sheet.status, lang, "fdt")
    return f"{sheet.name}  ({owner(sheet.player, lang)})  [{status}]"
