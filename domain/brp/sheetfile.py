"""A prepared sheet (`journal character create --from FILE.toml`), checked.

`parse_sheet(data, tables)`: the TOML document as a dict and data/tables.toml's
content in, the sheet out (BrpSheet.from_sheet's input), or SheetError naming
the key and the rule. Its keys, names, types and ranges are declared once in
sheetmodel.py (Italian or English, accents optional); here only the rules:

    name, player, creation ("points" | "random" | "import"), profession,
    era ("modern" | "past"), characteristics = {FOR, COS, TAG, INT, POT, DES, FAS},
    [skills] "NAME" = PERCENT (final values; skills left out sit at their base),
    [[weapons]] name, skill, damage ("1D6+1+BD"), hp, range, ammo, hands, bonus,
    [[armour]] name, points, physical, perceptive (penalties),
    mov, damage_bonus (import only), cap75 (the optional 75% cap), attacks
    (a round: a creature's own number, 7), wings (natural wings: Volare DES×4),
    and the identity: race, gender, hand, height, weight, description, age,
    traits. A weapon may say per_round (a creature's attack once a round); a
    shield of 5.11 may be worn as armour (its points less its parries' damage).

"points" and "random" are new characters: characteristics within their dice
(3D6; TAG and INT 2D6+6) but for up to 3 points moved (2.3), skills at or above
their bases and paid by the creation points (points.py), weapons only those
whose skill is 50% or more (2.9). "import" is a
character as it is (an NPC, a creature: the bear of section 7): ranges only,
FAS may be left out, new skills allowed.
"""

from __future__ import annotations

from typing import Any

from journal.domain.brp import catalogue
from journal.domain.brp import fields as f
from journal.domain.brp.i18n import _
from journal.domain.brp.sheetgear import armour, check_starting_weapons, weapons
from journal.domain.brp.sheetmodel import BrpSheetFile
from journal.domain.brp.sheetparts import (
    characteristics,
    check_creation,
    damage_bonus,
    identity,
    skill_values,
)
from journal.domain.errors import SheetError
from journal.domain.sheetcheck import validated


def parse_sheet(data: Any, tables: dict | None = None) -> dict[str, Any]:
    if tables is None:
        raise SheetError(_("a BRP sheet is checked against the SRD tables"), f.SHEET)
    model, _keys = validated(BrpSheetFile, data)
    if model.player is None:
        raise SheetError(_("{key} is missing").format(key="player"), f.SHEET)
    found = model.model_dump(exclude_unset=True)  # what the file gives
    mode, era, wings = model.creation, model.era, model.wings
    chars = characteristics(found["characteristics"], mode)
    skills = catalogue.starting_skills(tables, chars, era, wings)
    given = skill_values(model.skills, tables, chars, era, mode, wings)
    skills.update({name: value for name, (value, _ignored) in given.items()})
    arms = weapons(found.get("weapons", []), tables, skills, mode)
    profession = check_creation(found, mode, given, chars, tables)
    if mode != "import":
        check_starting_weapons(arms, skills)
    return {
        "name": f.name(model.name, "name"),
        "player": f.name(model.player, "player"),
        "creation": mode,
        "profession": profession,
        "era": era,
        "identity": identity(found),
        "characteristics": chars,
        "created": dict(chars),
        "skills": skills,
        "families": catalogue.families(tables),
        "weapons": arms,
        "armour": armour(found.get("armour", []), tables),
        "pp": chars["POT"],
        "mov": model.mov,
        "damage_bonus_given": damage_bonus(found, chars, mode),
        "attacks": model.attacks,
        "wings": wings,
    }
