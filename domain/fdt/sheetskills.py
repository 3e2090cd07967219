"""The skills of a sheet file: the eight common ones (10 when left out), the
others as written, each with its origin and flags."""

from __future__ import annotations

from journal.domain.errors import SheetError
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import new_skill
from journal.domain.fdt.sheetvalues import flag, keyed, name, whole
from journal.domain.text import fold_key

_SKILL_KEYS = {
    "value": "value", "valore": "value", "origin": "origin", "origine": "origin",
    "racial": "racial", "razziale": "racial", "teachable": "teachable",
    "insegnabile": "teachable",
}  # fmt: skip
ORIGINS = ("common", "race", "profession", "innate", "taught", "granted")
ORIGINS += ("discovered", "import")


def aliases(known: tuple[str, ...]) -> dict[str, str]:
    """Folded keys (Italian, accents optional, or English) -> canonical names."""
    keys = {fold_key(k): k for k in known}
    return keys | {k: v for k, v in n.ENGLISH.items() if v in known}


def skills(value: object, race: str, high: int) -> dict[str, dict]:
    """The common skills (10 when left out), then the others as written."""
    if not isinstance(value, dict) or len(value) > 200:
        raise SheetError(_("skills must be a table of at most 200 skills"), n.SKILLS)
    common = aliases(n.COMMON_SKILLS)
    found = {s: new_skill(10, "common") for s in n.COMMON_SKILLS}
    given: set[str] = set()
    for key, entry in value.items():
        folded = fold_key(key) if isinstance(key, str) else None
        skill = common.get(folded) or name(key, "skill name", n.SKILLS)
        if skill in given:
            raise SheetError(
                _("skill {skill!r} is given twice").format(skill=skill), n.SKILLS
            )
        given.add(skill)
        found[skill] = _skill(skill, entry, race, high)
    return found


def _skill(skill: str, entry: object, race: str, high: int) -> dict:
    label = f"skill {skill!r}"
    fields = keyed(entry, _SKILL_KEYS, label) if isinstance(entry, dict) else {}
    value = fields.get("value", entry if not isinstance(entry, dict) else None)
    value = whole(value, f"{label} value", 1, high, n.SKILLS)
    default = "common" if skill in n.COMMON_SKILLS else _origin_of(skill, race)
    origin = fields.get("origin", default)
    if origin not in ORIGINS:
        raise SheetError(
            _("{label} origin must be one of {value}").format(
                label=label, value=", ".join(ORIGINS)
            ),
            n.SKILLS,
        )
    racial = flag(fields.get("racial", skill in t.RACIAL), f"{label} racial")
    if skill in t.RACIAL and t.RACIAL[skill] != race:
        message = _("{skill} is racial (*): only an {value} has it").format(
            skill=skill, value=t.RACIAL[skill]
        )
        raise SheetError(message, n.RACE)
    teachable = flag(fields.get("teachable", False), f"{label} teachable")
    return new_skill(value, origin, racial, teachable=teachable)


def _origin_of(skill: str, race: str) -> str:
    return "race" if skill in t.RACE_SKILLS[race] else "profession"
