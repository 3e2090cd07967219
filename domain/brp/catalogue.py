"""The SRD's skill list with its bases (2.6), read from the tables.

`tables` is data/tables.toml's content, which the command layer loads and hands
in (the domain reads no file). A base is a number or a formula of
characteristics: "INT*5", "DES*2", "INT+POT", "DES/2" (halves round up).
"""

from __future__ import annotations

import re
from math import ceil

from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

ERAS = ("modern", "past")  # 2.6: some bases differ in past eras
_FORMULA = re.compile(r"^([A-Z]{3})(?:([*/+])([A-Z]{3}|\d+))?$")


def base_value(base: int | str, characteristics: dict) -> int:
    """A base as a number, its formula worked out on the characteristics."""
    if isinstance(base, int):
        return base
    found = _FORMULA.match(base)
    if not found:
        raise RuleBroken(_("cannot read the base {base!r}").format(base=base), n.SKILLS)
    key, op, arg = found.groups()
    value = characteristics.get(key) or 0
    if op == "+":
        return value + (characteristics.get(arg) or 0)
    if op == "*":
        return value * int(arg)
    if op == "/":
        return ceil(value / int(arg))
    return value


def split(name: str) -> tuple[str, str | None]:
    """('Conoscenza', 'Legge') for 'Conoscenza (Legge)'; (name, None) if plain."""
    name = " ".join(name.split())
    found = re.match(r"^(.*?)\s*\((.*)\)$", name)
    if not found:
        return name, None
    return found.group(1).strip(), found.group(2).strip() or None


def entry(tables: dict, name: str) -> tuple[str, dict] | None:
    """The catalogue's (spelling, entry) for a skill or family name."""
    key = fold_key(name)
    for known, data in tables["skills"].items():
        if fold_key(known) == key:
            return known, data
    return None


def base_of(
    tables: dict, name: str, characteristics: dict, era: str, wings: bool = False
) -> int | None:
    """The base of any skill the SRD names (plain, family specialisation or the
    weapons' own); None for a skill the SRD does not know."""
    family, spec = split(name)
    found = entry(tables, family)
    if found is None:
        return None
    data = found[1]
    if data.get("family") and spec is None and "base" not in data:
        return None
    if "base" not in data:
        return weapon_base(tables, name)
    return base_value(chosen_base(data, era, wings), characteristics)


def chosen_base(data: dict, era: str, wings: bool) -> int | str:
    """The era's base; Volare's with natural wings (2.6: DES×4, not DES×½)."""
    if wings and "wings" in data:
        return data["wings"]
    return data.get("past", data["base"]) if era == "past" else data["base"]


def weapon_base(tables: dict, skill: str) -> int | None:
    key = fold_key(" ".join(skill.split()))
    for weapon in tables["weapons"].values():
        if fold_key(weapon["skill"]) == key:
            return weapon["base"]
    return None


def canonical(tables: dict, name: str) -> str:
    """The SRD's spelling of a skill name (the specialisation as typed)."""
    family, spec = split(name)
    found = entry(tables, family)
    family = found[0] if found else family
    if spec is None:
        return family
    for weapon in tables["weapons"].values():
        if fold_key(weapon["skill"]) == fold_key(f"{family} ({spec})"):
            return weapon["skill"]
    return f"{family} ({spec})"


def is_family(tables: dict, name: str) -> bool:
    found = entry(tables, split(name)[0])
    return bool(found and found[1].get("family"))


def starting_skills(
    tables: dict, characteristics: dict, era: str, wings: bool = False
) -> dict:
    """Every skill of the SRD at its base: plain skills, each family with a
    single base (for its unlisted specialisations) and the weapons' skills."""
    skills = {}
    for name, data in tables["skills"].items():
        if "base" in data:
            chosen = chosen_base(data, era, wings)
            skills[name] = base_value(chosen, characteristics)
    for weapon in tables["weapons"].values():
        skills.setdefault(weapon["skill"], weapon["base"])
    return skills


def families(tables: dict) -> list[str]:
    """Families whose unlisted specialisations sit at the family's base."""
    return [k for k, v in tables["skills"].items() if v.get("family") and "base" in v]


def object_tag(tables: dict, text: str) -> tuple[int, str]:
    """(TAG, name) of an object of 3.4's table: "Automobile", or "Porta=6"
    where the table gives a range (4–8); a unique beginning of a name will do."""
    name, sep, given = text.partition("=")
    key = fold_key(name)
    objects = tables["objects"]
    found = [k for k in objects if fold_key(k) == key] or [
        k for k in objects if fold_key(k).startswith(key) and key
    ]
    if len(found) != 1:
        known = ", ".join(objects)
        raise RuleBroken(
            _(
                "{name!r} is neither a number, a characteristic nor one object of the "
                "table ({known})"
            ).format(name=name, known=known),
            n.RESISTANCE,
        )
    label, (low, high) = found[0], objects[found[0]]
    if not sep and low != high:
        raise RuleBroken(
            _("{label} has TAG {low}–{high}: say which, {label}=N").format(
                label=label, low=low, high=high
            ),
            n.RESISTANCE,
        )
    value = int(given) if given.strip().isdigit() and len(given) < 5 else low
    if sep and not (given.strip().isdigit() and low <= value <= high):
        raise RuleBroken(
            _("{label}'s TAG is {low}–{high}, not {given}").format(
                label=label, low=low, high=high, given=given
            ),
            n.RESISTANCE,
        )
    return value, label
