"""A prepared sheet (`journal character create --from FILE.toml`), checked.

`parse_sheet(data, tables)`: the TOML document as a dict and data/tables.toml's
content in, the sheet out (BrpSheet.from_sheet's input), or SheetError naming
the key and the rule. Keys in Italian or English, accents optional:

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
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.brp.sheetgear import armour, check_starting_weapons, weapons
from journal.domain.brp.sheetparts import (
    characteristics,
    check_creation,
    damage_bonus,
    identity,
    skill_values,
)
from journal.domain.errors import SheetError

MODES = ("points", "random", "import")
KEYS = f.aliases(
    name=("nome",),
    player=("giocatore",),
    creation=("creazione",),
    profession=("professione",),
    era=("epoca",),
    characteristics=("caratteristiche",),
    skills=("abilita",),
    weapons=("armi",),
    armour=("armatura", "armor", "armature"),
    mov=("movimento",),
    damage_bonus=("bonus_al_danno", "bd"),
    cap75=("limite_75", "cap_75"),
    attacks=("attacchi", "attacks_per_round"),
    wings=("ali",),
    race=("razza",),
    gender=("genere",),
    hand=("mano", "mano_dominante"),
    height=("altezza",),
    weight=("peso",),
    description=("descrizione",),
    age=("eta",),
    traits=("tratti", "tratti_distintivi"),
)


def parse_sheet(data: Any, tables: dict | None = None) -> dict[str, Any]:
    if tables is None:
        raise SheetError(_("a BRP sheet is checked against the SRD tables"), f.SHEET)
    found = f.keyed(data, KEYS, "the sheet")
    for key in ("name", "player", "characteristics"):
        if key not in found:
            raise SheetError(_("{key} is missing").format(key=key), f.SHEET)
    mode = f.choice(found.get("creation", "points"), "creation", MODES, f.SHEET)
    era = f.choice(found.get("era", "modern"), "era", catalogue.ERAS, n.SKILLS)
    chars = characteristics(found["characteristics"], mode)
    wings = f.flag(found.get("wings", False), "wings", n.SKILLS)
    skills = catalogue.starting_skills(tables, chars, era, wings)
    given = skill_values(found.get("skills", {}), tables, chars, era, mode, wings)
    skills.update({name: value for name, (value, _ignored) in given.items()})
    arms = weapons(found.get("weapons", []), tables, skills, mode)
    profession = check_creation(found, mode, given, chars, tables)
    if mode != "import":
        check_starting_weapons(arms, skills)
    return {
        "name": f.name(found["name"], "name"),
        "player": f.name(found["player"], "player"),
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
        "mov": f.whole(found.get("mov", 10), "mov", 0, 99, n.DERIVED),
        "damage_bonus_given": damage_bonus(found, chars, mode),
        "attacks": f.whole(found.get("attacks", 1), "attacks", 1, 9, n.ROUND_TIME),
        "wings": wings,
    }
