"""Dàimon 2090's views: the sheet (JSON with the contract's keys, terminal
text), its headline columns, how a Prova prints in chronicles, the luck table,
the Riserva chart, the fields `why` knows, the Master of each scene."""

from __future__ import annotations

from journal.domain.daimon2090.availability import cash
from journal.domain.daimon2090.names import (
    CHARACTERISTICS,
    DISPLAY_NAMES,
    SOCIAL_CLASS_NAMES,
)

RULESET = "daimon2090"

CHART_TRACK = "reserve"


def sheet_json(sheet) -> dict:
    """`journal show --json`: the keys the command contract promises (the core
    adds id, name, player, ruleset, status and tracks)."""
    return {
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
                "out_of_context": s.get("out_of_context", False),
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
        "cash": cash(sheet.social_class.get("current", 0)),
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
    from journal.domain.daimon2090.randomgen import event_table_number

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


def sheet_text(sheet, lang: str = "en") -> str:
    """A sheet readable in a terminal (80 columns)."""
    from journal.projections.daimon2090.phrases import say
    from journal.projections.sheet import owner, status_word

    data = sheet_json(sheet)
    w = data["wounds"]

    def t(key: str) -> str:
        return say(lang, f"sheet.{key}")

    lines = [
        f"{sheet.name}  ({owner(sheet.player, lang)})  "
        f"[{status_word(sheet.status, lang, RULESET)}]",
        "  "
        + "  ".join(
            f"{DISPLAY_NAMES[k]} {v}" for k, v in data["characteristics"].items()
        ),
        f"  {t('classes')}: {', '.join(data['classes']) or '—'}",
        f"  {t('traits')}: {_traits(sheet)}",
        f"  {t('skills')}: {_skills(data['skills'])}",
        f"  Riserva {sheet.reserve}/7   PE {sheet.pe}   EVO {sheet.evo}   "
        f"{t('level')} {sheet.level}",
        f"  {t('wounds')} {w['current']}/{w['max']} ({t('light')} {w['light']}, "
        f"{t('serious')} {w['serious']}; {t('penalty')} −{w['penalty']}D)",
    ]
    if sheet.difficulty:  # an NPC's [DIFFICOLTÀ DEGLI SCONTRI]
        lines.append(f"  {t('difficulty')} {sheet.difficulty}")
    lines += _social_lines(data["social_path"], sheet.risorse, data["cash"], t)
    lines += _gear_lines(data, t)
    if sheet.daimon.get("name"):
        lines.append(_daimon_line(sheet.daimon))
    return "\n".join(lines)


def _social_lines(path: dict, risorse: int, cash: int | None, t) -> list[str]:
    """'Classe sociale 3→1 (discendente)   Risorse 1   Contante ×1', then the
    classes' words (cash doubles from one class to the next: class 1 is ×1)."""
    line = f"  {t('social')} {path['origin']}→{path['current']}"
    money = f"   {t('cash')} ×{cash}" if cash else ""
    if path["trend"] is None:
        return [f"{line}   Risorse {risorse}{money}"]
    return [
        f"{line} ({path['trend']})   Risorse {risorse}{money}",
        f"    {t('origin')}: {path['origin_name']}; {t('current')}: "
        f"{path['current_name']}",
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


def _gear_lines(data: dict, t) -> list[str]:
    lines = []
    for key in ("weapons", "protections"):
        label = t(key)
        if data[key]:
            items = ", ".join(
                f"{g['name']} {g['level']} [{g['marks']}/13]" for g in data[key]
            )
            lines.append(f"  {label}: {items}")
    if data["enhancements"]:
        items = ", ".join(
            f"{e['name']} [{e['marks']}/13]" for e in data["enhancements"]
        )
        lines.append(f"  {t('enhancements')}: {items}")
    return lines


# -- headline values, records, `why` ----------------------------------------------


def summary(sheet, lang: str = "en") -> list[tuple[str, str]]:
    """Riserva, wounds and penalty: the columns of `character list` and chronicles."""
    from journal.projections.render_env import messages

    t = messages(lang, "daimon2090")
    return [
        (t["col_reserve"], sheet.reserve),
        (t["col_wounds"], f"{sheet.wounds}/{sheet.max_wounds}"),
        (t["col_penalty"], -sheet.wound_penalty),
    ]


POOL_ROLLS = ("ProvaRolled", "FightRoundFought", "ShotAimed")  # a pool vs a target


def enrich(record: dict) -> None:
    """A pool roll's chance of success, derived (never stored)."""
    if record["type"] in POOL_ROLLS:
        from journal.domain.daimon2090.rules import chance

        record["chance"] = chance(record["pool"], record["target"])


def concerns(record: dict) -> list[str]:
    """Besides its character: the sides of a confrontation, the helper, a
    fight's opponents (the Master's characters: the site's NPCs)."""
    sides = [side for side in record.get("sides") or [] if isinstance(side, dict)]
    names = [side.get("character") for side in sides]
    opponents = record.get("opponents") or []
    names += [one.get("name") for one in opponents if isinstance(one, dict)]
    if isinstance(record.get("opponent"), str):
        names.append(record["opponent"])
    for part in [record, *sides]:
        names.append(((part.get("breakdown") or {}).get("help") or {}).get("name"))
    return [name for name in names if name]


PLAIN = ("reserve", "pe", "evo", "level", "risorse", "wounds")
FIELD_ALIASES = {
    "riserva": "reserve",
    "ferite": "wounds",
    "livello": "level",
    "resources": "risorse",
}


def field_reader(field: str):
    """A function reading FIELD from a sheet (None while it is undefined)."""
    from journal.domain.daimon2090.names import canonical_characteristic
    from journal.domain.text import fold_key

    key = FIELD_ALIASES.get(fold_key(field), fold_key(field))
    if key in PLAIN:
        return lambda sheet: getattr(sheet, key)
    if key in ("social_class", "classe_sociale", "social_class.current"):
        return lambda sheet: sheet.social_class.get("current")
    if key in ("social_class.origin", "origin"):
        return lambda sheet: sheet.social_class.get("origin")
    characteristic = canonical_characteristic(field)
    if characteristic:
        return lambda sheet: sheet.characteristics.get(characteristic)
    return lambda sheet: _skill_or_counter(sheet, key)


def _skill_or_counter(sheet, key: str):
    from journal.domain.text import fold_key

    for name, entry in sheet.skills.items():
        if fold_key(name) == key:
            return entry["score"]
    for item in [*sheet.weapons, *sheet.protections, *sheet.enhancements]:
        if fold_key(item["name"]) == key:
            return item.get("marks", 0)
    return None


# -- chronicles -------------------------------------------------------------------


def roll_view(record: dict, lang: str):
    """A pool of d6 against a target: 4–6 count, with the Riserva's fate."""
    if record["type"] not in POOL_ROLLS:
        return None
    from journal.projections.chronicle_model import FaceView, RollView
    from journal.projections.daimon2090.phrases import breakdown_text
    from journal.projections.phrases import fill
    from journal.projections.render_env import messages

    t = messages(lang, "daimon2090")
    wins = t["success_one"] if record["successes"] == 1 else t["success_many"]
    outcome = t.get(f"outcome_{record['outcome']}", record["outcome"])
    committed, returned = record["reserve_committed"], record["reserve_returned"]
    details = ""
    if committed or returned:
        details = fill(t["reserve_fate"], committed=committed, returned=returned)
    return RollView(
        faces=tuple(FaceView(f, 6, f >= 4) for f in record["dice"]),
        count=record["pool"],
        result=f"{record['successes']} {wins} {t['versus_target']} "
        f"{record['target']}: {outcome} ({t['margin']} {record['margin']})",
        outcome=record["outcome"],
        breakdown=breakdown_text(record["breakdown"], lang),
        details=details,
        source=record["dice_source"],
        exceptional=record["exceptional"],
    )


def luck(records: list[dict], order: list[str]) -> tuple:
    """Successes expected (half the dice) and rolled by each character who
    rolled a pool (voids left out), in the order given. The expected count as
    a float, as rules.expected gives it: never the odds module's Fractions
    (fractions' import alone was a millisecond of every chronicle, issue 29)."""
    from journal.domain.daimon2090.rules import expected, tally
    from journal.projections.chronicle_model import LuckLine

    keys = ("character", "pool", "successes")
    rolls = [[r[k] for k in keys] for r in records if _is_roll(r) and not r["void"]]
    found = tally(rolls)
    names = dict.fromkeys(list(order) + list(found))
    return tuple(
        LuckLine(name, found[name][0], expected(found[name][1]), found[name][2])
        for name in names
        if name in found
    )


def _is_roll(record: dict) -> bool:
    kinds = {"character": str, "pool": int, "successes": int}
    return all(isinstance(record.get(key), kind) for key, kind in kinds.items())


def scene_masters(span: list[dict]) -> dict:
    """Each scene's Master (a player): the last handover for that scene, else
    whoever held the role when it began. Streams older than the rotation: none."""
    masters: dict[int, str | None] = {}
    holder = None
    for record in span:
        if record["type"] == "MasterHandedOver":
            holder = masters[record["for_scene"]] = record["player"]
        elif record["type"] == "SceneStarted":
            masters.setdefault(record["number"], holder)
    return masters


def chronicle_records(records: list[dict]) -> None:
    """Mark each Master handover whose scene was never played with that Master
    (`unplayed`): the session ended first, or a later handover (a new session's
    first Master) named the scene's Master instead. Chronicles then say the role
    passes, never "Master of scene 4" for a scene that did not happen so."""
    last: dict[int, dict] = {}
    started: set[int] = set()
    for record in records:
        if record["type"] == "MasterHandedOver":
            last[record["for_scene"]] = record
        elif record["type"] == "SceneStarted":
            started.add(record["number"])
    for record in records:
        if record["type"] == "MasterHandedOver":
            scene = record["for_scene"]
            record["unplayed"] = scene not in started or last[scene] is not record


def table_status(state, lang: str = "en") -> dict:
    """`journal status`: who is Master and who still holds a token."""
    from journal.domain.daimon2090.rotation import view

    found = view(state)
    return {"master": found.get("master"), "tokens": found.get("tokens", [])}


# -- the chronicle's sheet template (templates/daimon2090/sheet.md.j2) -------------


def template_globals() -> dict:
    return {
        "CHARS": DISPLAY_NAMES,
        "skills": skills_md,
        "gear": gear_md,
        "daimon": daimon_md,
    }


def skills_md(skills: dict):
    """'Hacking 3 (S, Cracker), Atletica 2 (G)', each name escaped."""
    from journal.projections.render_env import md_join
    from journal.projections.render_escape import Md

    shown = []
    for name, s in skills.items():
        where = f"{s['kind']}, {s['class']}" if s.get("class") else s["kind"]
        shown.append(f"{name} {s['score']} ({where})")
    return md_join(shown) if shown else Md("—")


def gear_md(items: list):
    """'Pistola 1 [0/13]': level (when it has one) and the 13-marker counter."""
    from journal.projections.render_env import md_join

    shown = [
        " ".join(str(x) for x in (i["name"], i.get("level")) if x is not None)
        + f" [{i.get('marks', 0)}/13]"
        for i in items
    ]
    return md_join(shown)


def daimon_md(daimon: dict):
    """'Eco, a paper crane … (sarcastica, protettiva)'."""
    from journal.projections.render_escape import md_escape

    text = ", ".join(x for x in (daimon.get("name"), daimon.get("description")) if x)
    if daimon.get("traits"):
        text += f" ({', '.join(daimon['traits'])})"
    return md_escape(text)


def _documents() -> dict:
    from journal.projections.daimon2090 import techlog

    return {"techlog": (techlog.document_items, techlog.techlog_row, techlog.COLUMNS)}


# The events each document is made from (projections.logdocs.document_types)
DOCUMENT_TYPES = {"techlog": ("TechnologyLogged",)}
RECAP = ("bookkeeping", "opposed_view", "sheet_changes")  # in a recap: chronicle.py


def __getattr__(name: str):
    if name == "DOCUMENTS":  # the technology log as a printed document
        return _documents()
    if name in RECAP:
        from journal.projections.daimon2090 import chronicle

        return getattr(chronicle, name)
    raise AttributeError(name)
