"""Creation points (2.7, 2.8): 300 professional points on the profession's ten
skills, INT×10 personal points on any skill, the optional 75% cap.

A sheet names the final values; the points are each skill's value less its
base. The professional points go where the profession allows (its fixed
skills, then `count` more from its list); which skills take them is the best
assignment for the player (a maximum matching of skills to the ten slots), so
a sheet never needs to say which points were which. Points need not all be
spent (Decision: the SRD says how many there are, not that none may be left).
"""

from __future__ import annotations

from typing import Any

from journal.domain.brp import catalogue
from journal.domain.brp import fields as f
from journal.domain.brp import names as n
from journal.domain.brp.catalogue import split
from journal.domain.brp.i18n import _
from journal.domain.errors import SheetError
from journal.domain.text import fold_key

PROFESSIONAL = 300
PERSONAL_PER_INT = 10
CAP = 75


def matches(pattern: str, skill: str) -> bool:
    """Whether `skill` fills a profession's slot written as `pattern`."""
    for alternative in pattern.split(" | "):
        alternative = alternative.strip()
        if alternative == "*":
            return True
        family, spec = split(alternative)
        own_family, own_spec = split(skill)
        if spec is None:
            if fold_key(alternative) == fold_key(skill):
                return True
        elif fold_key(family) == fold_key(own_family) and own_spec:
            specs = [fold_key(s) for s in spec.split("|")]
            if "*" in specs or fold_key(own_spec) in specs:
                return True
    return False


def slots(profession: dict) -> list[str]:
    """Ten slot patterns: the fixed skills, then the choices."""
    chosen = " | ".join(profession.get("choose", []))
    return list(profession["skills"]) + [chosen] * profession.get("count", 0)


def best_professional(points: dict[str, int], patterns: list[str]) -> int:
    """The most points the profession's slots can take (each slot one skill,
    each skill one slot)."""
    candidates = [[s for s in points if matches(p, s)] for p in patterns if p.strip()]
    candidates.sort(key=len)
    memo: dict = {}

    def best(i: int, used: frozenset) -> int:
        if i == len(candidates):
            return 0
        if (i, used) not in memo:
            options = [best(i + 1, used)]
            options += [
                points[s] + best(i + 1, used | {s})
                for s in candidates[i]
                if s not in used
            ]
            memo[i, used] = max(options)
        return memo[i, used]

    return best(0, frozenset())


def check_points(points: dict[str, int], profession: dict, intelligence: int) -> None:
    """Refuse a sheet that spends more than the creation points allow."""
    total = sum(points.values())
    personal = PERSONAL_PER_INT * intelligence
    if total <= personal:
        return
    professional = min(PROFESSIONAL, best_professional(points, slots(profession)))
    if total - professional > personal:
        raise SheetError(
            _(
                "the skills take {total} points above their bases: at most "
                "{professional} of them fit the profession {name} (of {PROFESSIONAL}), "
                "and the other {value} are more than the INT×10 = {personal} personal "
                "points"
            ).format(
                total=total,
                professional=professional,
                name=profession["name"],
                PROFESSIONAL=PROFESSIONAL,
                value=total - professional,
                personal=personal,
            ),
            f"{n.PROFESSIONS}; {n.PERSONAL}",
        )


def check_cap(skill: str, value: int, base: int) -> None:
    if value > max(CAP, base):
        raise SheetError(
            _(
                "{skill} {value}% is above the 75% cap at creation (cap75 = true)"
            ).format(skill=skill, value=value),
            n.PERSONAL,
        )


def profession_name(raw: Any) -> str:
    return raw.get("name", "") if isinstance(raw, dict) else raw


def profession_of(raw: Any, tables: dict) -> dict:
    """A profession of 2.7 by name, or a custom one: a name and ten skills."""
    if raw is None:
        raise SheetError(_("a new character has a profession"), n.PROFESSIONS)
    if isinstance(raw, dict):  # its shape checked by the sheet's declaration
        names = [catalogue.canonical(tables, f.name(s, "skill")) for s in raw["skills"]]
        return {"name": f.name(raw["name"], "profession"), "skills": names}
    name = f.name(raw, "profession")
    for known, data in tables["professions"].items():
        if fold_key(known) == fold_key(name):
            return {"name": known, **data}
    known = ", ".join(tables["professions"])
    raise SheetError(
        _(
            "{name!r} is not a profession of the SRD ({known}); a new one is "
            'profession = {{ name = "...", skills = [ten skills] }}'
        ).format(name=name, known=known),
        n.PROFESSIONS,
    )
