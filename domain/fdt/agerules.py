"""Età e capacità Innate (1.6): what each age band's dice and choices change.

A value never falls below 1 (Decision: the scale is 1..20).
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _

COMMON = n.CHARACTERISTICS + n.COMMON_SKILLS


class AgeChoice(NamedTuple):
    """The player's choices for the age band's modifiers."""

    characteristics: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()  # common skills
    other: str | None = None  # Esperto: an other skill held, +1d4
    spared: str | None = None  # Anziano: the one value that gains 3


def band_of(tables: dict, years: int) -> str:
    for band, row in tables["ages"].items():
        low, high = row["years"]
        if low <= years <= high:
            return band
    raise RuleBroken(
        _("a character starts aged 24..65, not {years}").format(years=years), n.AGE
    )


def age_changes(birth, choice: AgeChoice) -> list[dict]:
    band = birth.band
    chars = [n.characteristic(c) for c in choice.characteristics]
    skills = [_common(s, n.COMMON_SKILLS) for s in choice.skills]
    if band in ("Giovane", "Maturo"):
        _count(band, chars, 1, "characteristic")
        sign = -1 if band == "Giovane" else 1
        changes = [_change(birth, chars[0], sign * birth.die(4))]
        if band == "Giovane":
            _count(band, skills, 1, "common skill")
        else:
            skills = [n.COMMON_SKILLS[birth.die(8) - 1]]
        return changes + [_change(birth, skills[0], -birth.die(4))]
    if band == "Esperto":
        return _esperto(birth, chars, skills, choice.other)
    return _anziano(birth, choice.spared)


def _esperto(birth, chars, skills, other) -> list[dict]:
    _count("Esperto", chars, 3, "characteristic")
    _count("Esperto", skills, 3, "common skill")
    changes = [_change(birth, name, -1) for name in chars + skills]
    others = [s for s in birth.values if s not in COMMON]
    if other is None and not others:
        return changes
    if other is None or n.skill_name(other) not in others:
        raise RuleBroken(
            _("an Esperto adds 1d4 to one of its other skills ({value})").format(
                value=", ".join(others)
            ),
            n.AGE,
        )
    return changes + [_change(birth, n.skill_name(other), birth.die(4))]


def _anziano(birth, spared) -> list[dict]:
    held = list(birth.values)
    found = n.canonical(spared or "", tuple(held))
    if found is None:
        raise RuleBroken(_("an Anziano names the one value that gains 3"), n.AGE)
    return [_change(birth, name, 3 if name == found else -1) for name in held]


def _change(birth, name: str, amount: int) -> dict:
    birth.values[name] += amount
    return {"name": name, "amount": amount}


def _common(name: str, pool=COMMON) -> str:
    found = n.canonical(name, pool)
    if found is None:
        raise RuleBroken(
            _("{name!r} is not a characteristic or common skill").format(name=name),
            n.AGE,
        )
    return found


def _count(band: str, names: list, count: int, what: str) -> None:
    if len(set(names)) != count or len(names) != count:
        plural = "s" if count > 1 else ""
        raise RuleBroken(
            _("a {band} chooses {count} {what}{plural}").format(
                band=band, count=count, what=what, plural=plural
            ),
            n.AGE,
        )
