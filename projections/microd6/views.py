"""µD6's views: the sheet (JSON with the contract's keys, terminal text), its
headline columns, how rolls print in chronicles, the luck table, the tenacia
chart, the fields `why` knows and who else an event concerns."""

from __future__ import annotations

from journal.i18n import N_
from journal.projections.sheet import status_word

CHART_TRACK = "tenacia"
LOAD_WORDS = {  # a load's category, shown (µD6's catalogue translates it)
    "light": N_("light"),
    "medium": N_("medium"),
    "heavy": N_("heavy"),
    "overwhelming": N_("overwhelming"),
}


def sheet_json(sheet) -> dict:
    """`journal show --json`: stats, tenacia, wounds, load, gear (the core adds
    id, name, player, ruleset, status and tracks)."""
    return {
        "stats": dict(sheet.stats),
        "tenacia": sheet.tenacia,
        "tenacia_max": sheet.tenacia_max,
        "coins": sheet.coins,
        "wounds": [dict(wound) for wound in sheet.wounds],
        "armour": sheet.armour,
        "load": {"total": sheet.load, "category": sheet.load_category},
        "gear": [dict(item) for item in sheet.gear],
    }


def load_word(category: str, lang: str) -> str:
    from journal.i18n import translation

    word = LOAD_WORDS.get(category, category)
    return word if lang == "en" else translation(lang, "microd6").gettext(word)


def sheet_text(sheet, lang: str = "en") -> str:
    """A sheet readable in a terminal."""
    from journal.projections.render_env import messages

    t = messages(lang, "microd6")
    stats = "  ".join(f"{name} {value}" for name, value in sheet.stats.items())
    top = f"/{sheet.tenacia_max}" if sheet.tenacia_max is not None else ""
    lines = [
        _heading(sheet, lang),
        f"  {stats}",
        f"  {t['col_tenacia']} {sheet.tenacia}{top}   {t['col_coins']} {sheet.coins}"
        f"   {t['col_armour']} {sheet.armour}   {t['col_load']} {sheet.load} "
        f"({load_word(sheet.load_category, lang)})",
        f"  {t['col_wounds']}: {wounds_text(sheet.wounds, t) or '—'}",
    ]
    if sheet.gear:
        items = ", ".join(item_text(item, t) for item in sheet.gear)
        lines.append(f"  {t['sheet_gear']}: {items}")
    return "\n".join(lines)


def wounds_text(wounds: list[dict], t: dict) -> str:
    """'#1 Grave (2), #2 Leggera (1) −1d': numbered as `heal` names them."""
    shown = []
    for number, wound in enumerate(wounds, 1):
        level = wound["level"]
        text = f"#{number} {t[f'level_{level}']} ({level})"
        shown.append(text + (" −1d" if wound.get("complication") else ""))
    return ", ".join(shown)


def item_text(item: dict, t: dict) -> str:
    """'Arco corto [1] 3/5 ammunition': load, uses, ammunition, armour."""
    text = f"{item['name']} [{item['load']}]"
    for key in ("uses", "ammo"):
        if item.get(f"{key}_max") is not None:
            text += f" {item[key]}/{item[f'{key}_max']} {t[key]}"
    if item.get("armour"):
        worn = t["sheet_worn"] if item["worn"] else t["sheet_carried"]
        text += f" ({t['col_armour']} {item['armour']}, {worn})"
    return text


def summary(sheet, lang: str = "en") -> list[tuple[str, str]]:
    """Tenacia, wounds and load: `character list`, `status` and chronicles."""
    from journal.projections.render_env import messages

    t = messages(lang, "microd6")
    levels = ", ".join(str(w["level"]) for w in sheet.wounds) or "—"
    return [
        (t["col_tenacia"], sheet.tenacia),
        (t["col_wounds"], levels),
        (t["col_load"], f"{sheet.load} {load_word(sheet.load_category, lang)}"),
    ]


def concerns(record: dict) -> list[str]:
    """Besides its character: the helper, the members of a group."""
    names = [record.get("helper_name")]
    names += [roll.get("character") for roll in record.get("rolls") or []]
    return [name for name in names if name]


READINGS = ("ActionRolled", "FortuneRolled", "ResistanceRolled")


def enrich(record: dict) -> None:
    """A roll's exact chances before it was rolled (derived, never stored)."""
    if record["type"] in READINGS:
        from journal.domain.microd6.odds import chances

        found = chances(record["pool"])
        record["odds"] = {key: float(value) for key, value in found.items()}


def field_reader(field: str):
    """`why CHAR FIELD`: load, armour, wounds (how many) or a stat by name."""
    from journal.domain.text import fold_key

    key = fold_key(field)
    if key in ("load", "ingombro", "carico"):
        return lambda sheet: sheet.load
    if key in ("armour", "armor", "armatura"):
        return lambda sheet: sheet.armour
    if key in ("wounds", "ferite"):
        return lambda sheet: len(sheet.wounds)
    return lambda sheet: (sheet.stat(field) or (None, None))[1]


def __getattr__(name: str):
    if name in (
        "roll_view",
        "luck",
    ):  # the chronicle's: journal.projections.microd6.rolls
        from journal.projections.microd6 import rolls

        return getattr(rolls, name)
    raise AttributeError(name)


def _heading(sheet, lang: str) -> str:
    """'Lupo  (the Master's)  [active]': name, whose, status in words."""
    from journal.projections.sheet import owner

    status = status_word(sheet.status, lang, "microd6")
    return f"{sheet.name}  ({owner(sheet.player, lang)})  [{status}]"
