"""Basic Roleplaying's views: the sheet (JSON with the contract's keys, terminal
text), its headline columns, the fields `why` knows, who an event concerns, the
open round; how rolls print in chronicles and the luck table are in rolls.py."""

from __future__ import annotations

from journal.domain.brp.names import CHARACTERISTICS, ROLL_NAMES
from journal.projections.brp.luck import luck  # noqa: F401 (the seam)
from journal.projections.brp.rolls import enrich, roll_view  # noqa: F401 (the seam)

CHART_TRACK = "pf"


def sheet_json(sheet) -> dict:
    """`journal show --json`: the contract's keys (the core adds id, name,
    player, ruleset, status and tracks), then the rest of the sheet."""
    return {
        "characteristics": {k: sheet.characteristics.get(k) for k in CHARACTERISTICS},
        "skills": dict(sheet.skills),
        "pf": {"current": sheet.pf, "max": sheet.max_pf},
        "pp": {"current": sheet.pp, "max": sheet.max_pp},
        "damage_bonus": sheet.damage_bonus,
        "wounds": [dict(w) for w in sheet.wounds],
        "ticks": list(sheet.ticks),
        "creation": sheet.creation,
        "profession": sheet.profession,
        "era": sheet.era,
        "identity": dict(sheet.identity),
        "mov": sheet.mov,
        "characteristic_rolls": rolls(sheet),
        "trained": trained(sheet),
        "weapons": [dict(w) for w in sheet.weapons],
        "armour": [dict(a) for a in sheet.armour],
        "armour_points": sheet.armour_points,
        "diseases": dict(sheet.diseases),
        "lost": dict(sheet.lost),
        "antidote": sheet.antidote,
        "antidotes": {a["poison"]: a["potency"] for a in sheet.antidotes.values()},
        "poisons": [dict(dose) for dose in sheet.poisons],
        "attacks": sheet.attacks,
        "wings": sheet.wings,
        "free_checks": dict(sheet.free_checks),
        "studying": sheet.studying,
        "characteristics_at_creation": dict(sheet.created),
    }


def rolls(sheet) -> dict[str, int]:
    """2.4: each characteristic × 5 (none for TAG, none for a missing FAS)."""
    found = sheet.characteristics
    return {name: found[k] * 5 for k, name in ROLL_NAMES.items() if found.get(k)}


def trained(sheet) -> dict[str, int]:
    """The skills away from their base at creation (the rest sit at it)."""
    from journal.projections.brp.tables import bases

    base = bases(sheet.created or sheet.characteristics, sheet.era)
    return {k: v for k, v in sorted(sheet.skills.items()) if base.get(k) != v}


def sheet_text(sheet, lang: str = "en") -> str:
    from journal.projections.brp.sheettext import text

    return text(
        sheet_json(sheet)
        | {"name": sheet.name, "player": sheet.player, "status": sheet.status},
        lang,
    )


def summary(sheet, lang: str = "en") -> list[tuple[str, str]]:
    """PF, PP and the open wounds: `character list`, `status`, chronicles."""
    from journal.projections.render_env import messages

    t = messages(lang, "brp")
    wounds = [w["points"] - w["healed"] for w in sheet.open_wounds()]
    return [
        ("PF", f"{sheet.pf}/{sheet.max_pf}"),
        ("PP", f"{sheet.pp}/{sheet.max_pp}"),
        (t["col_wounds"], " + ".join(map(str, wounds)) or "—"),
    ]


NAMED = ("target_name", "healer_name", "teacher_name", "woken_by_name", "attacker_name")


def concerns(record: dict) -> list[str]:
    """Besides its character: the target, the healer, the teacher, the sides."""
    names = [record.get(key) for key in NAMED]
    names += [
        side.get("name") for side in record.get("sides") or [] if isinstance(side, dict)
    ]
    return [name for name in names if name]


FIELDS = {
    "wounds": lambda s: sum(w["points"] - w["healed"] for w in s.wounds),
    "ticks": lambda s: list(s.ticks),
    "mov": lambda s: s.mov,
    "damage_bonus": lambda s: s.damage_bonus,
    "armour": lambda s: s.armour_points,
    "max_pf": lambda s: s.max_pf,
    "profession": lambda s: s.profession,
}
FIELD_ALIASES = {
    "ferite": "wounds",
    "spunte": "ticks",
    "bd": "damage_bonus",
    "bonus_al_danno": "damage_bonus",
    "armatura": "armour",
    "professione": "profession",
    "movimento": "mov",
}


def field_reader(field: str):
    """`why CHAR FIELD`: a characteristic, a skill, wounds, ticks, ... (the
    core reads PF and PP as tracks)."""
    from journal.domain.brp.names import characteristic_key
    from journal.domain.text import fold_key

    key = fold_key(field).replace(" ", "_")
    key = FIELD_ALIASES.get(key, key)
    if key in FIELDS:
        return FIELDS[key]
    characteristic = characteristic_key(field)
    if characteristic:
        return lambda sheet: sheet.characteristics.get(characteristic)
    return lambda sheet: _skill(sheet, field)


def _skill(sheet, name: str):
    from journal.domain.errors import JournalError

    try:
        return sheet.skill(name)[1]
    except JournalError:
        return None


def table_status(state, lang: str = "en") -> dict:
    """`journal status --json`: the combat round, the hits waiting."""
    names = {cid: s.name for cid, s in state.characters.items()}
    hits = [
        {
            "attack": attack,
            "attacker": names.get(hit["attacker"]),
            "target": names.get(hit["target"]),
            "weapon": hit["weapon"],
            "outcome": hit["outcome"],
            "defended": hit["defended"],
        }
        for attack, hit in state.table.get("hits", {}).items()
    ]
    return {"round": state.table.get("round"), "hits": hits}


def template_globals() -> dict:
    from journal.projections.brp.sheettext import skills_md

    return {"CHARS": list(CHARACTERISTICS), "skills": skills_md}
