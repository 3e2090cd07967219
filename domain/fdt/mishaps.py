"""Colpi critici (2.7, optional): the d4 mishap after an attack's natural 20,
one table per combat skill, and what each does to the sheet."""

from __future__ import annotations

from journal.domain.fdt import names as n

# skill -> the effect of each face of the d4, in the rulebook's order (the
# phrases in projections/fdt say them in words)
MISHAPS = {
    n.ARMI: ("scar", "dropped", "off-balance", "weapon-damaged"),
    n.MANI_NUDE: ("scar", "hurt", "off-balance", "wrist"),
    n.MIRA: ("fall", "other-target", "miss", "weapon-damaged"),
}
WRIST_MALUS = -5  # "un malus di +5": a malus, so −5 (Decision)
DAMAGED_WEAPON = -2  # a damaged melee weapon's damage


def mishap(skill: str, face: int) -> str:
    return MISHAPS[skill][face - 1]


def apply(sheet, effect: str, weapon: str | None) -> None:
    """What a mishap leaves on the character's sheet."""
    if effect == "scar":
        sheet.raise_value(n.AUTORITA, 1)
        sheet.raise_value(n.FASCINO, -1)
    elif effect in ("hurt", "fall"):
        sheet.lose_pv(1)
    elif effect == "off-balance":
        sheet.combat["exposed"] = True
    elif effect == "wrist":
        sheet.combat["wrist"] = True
    elif effect == "weapon-damaged" and weapon:
        for item in sheet.weapons:
            if item["name"] == weapon:
                item["broken" if item.get("damaged") else "damaged"] = True
