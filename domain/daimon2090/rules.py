"""Tests (Prove): the pool, the outcome and what happens to the reserve.

Rulebook: ESEGUIRE AZIONI, PROVE, RISERVA DEI DADI, AIUTO DA ALTRI (digest
section 2).
"""

from __future__ import annotations

from math import comb
from typing import NamedTuple

from journal.domain.daimon2090.aid import HELP, check_helper
from journal.domain.daimon2090.gear import enhancement_bonuses
from journal.domain.daimon2090.i18n import _, ngettext
from journal.domain.daimon2090.names import DISPLAY_NAMES as DISPLAY
from journal.domain.daimon2090.names import canonical_characteristic
from journal.domain.daimon2090.sheet import Sheet
from journal.domain.daimon2090.traits import reaches, trait_effects
from journal.domain.errors import RuleBroken
from journal.domain.suggest import did_you_mean
from journal.domain.text import fold_key

SECTION = "Prove"
SKILLS = "Abilità"
SUCCESS_FACE = 4  # 4, 5 and 6 succeed
TARGETS = range(1, 8)  # Molto semplice .. Leggendaria
EXCEPTIONAL_MARGIN = 3  # "3+"
MODIFIER_LIMIT = 20  # bonus or malus dice beyond this are a typo, not a ruling
RISORSE = "Risorse"  # the skill the sheet keeps as `risorse`


class Prova(NamedTuple):
    """What the player declares before rolling (and the Master's target)."""

    character: str
    characteristic: str
    target: int
    skill: str | None = None
    klass: str | None = None
    trait: str | None = None
    bonus: int = 0
    malus: int = 0
    reserve: int = 0
    note: str | None = None
    helper: str | None = None  # the character giving one die of help
    lacking: bool = False  # the player says the character lacks the skill


DECLARED = ("skill", "klass", "trait", "bonus", "malus", "reserve", "lacking")


def prova_for(declaration, target: int) -> Prova:
    """The Prova inside a fight round's or an aimed shot's declaration."""
    fields = {name: getattr(declaration, name) for name in DECLARED}
    return Prova(declaration.character, declaration.characteristic, target, **fields)


def pool_breakdown(sheet: Sheet, prova: Prova, helper: Sheet | None = None) -> dict:
    """Every source of dice in the pool, and their total (which may be ≤ 0);
    `helper` is the sheet of the character helping (Aiuto da altri)."""
    check_declaration(sheet, prova)
    key = characteristic_key(prova.characteristic)
    skill = skill_part(sheet, prova.skill, prova.lacking)
    parts = {
        "characteristic": {"name": DISPLAY[key], "score": sheet.characteristics[key]},
        "skill": skill,
        "class": owned(sheet, sheet.classes, prova.klass, "class", "Classi"),
        "trait": owned(sheet, sheet.trait_names, prova.trait, "trait", "Tratti"),
        "trait_effects": effects_on(sheet, DISPLAY[key], skill),
        "enhancements": enhancement_bonuses(sheet, [DISPLAY[key], prova.skill]),
        "bonus": prova.bonus,
        "malus": prova.malus,
        "wound_penalty": sheet.wound_penalty,
        "reserve": prova.reserve,
    }
    if helper is not None:
        check_helper(sheet, helper)
        parts["help"] = {"character": helper.id, "name": helper.name, "dice": HELP}
    parts["total"] = pool_total(parts)
    return parts


def pool_total(parts: dict) -> int:
    skill = parts["skill"]["score"] if parts["skill"] else 0
    effects = sum(effect["dice"] for effect in parts["trait_effects"])
    effects += sum(bonus["dice"] for bonus in parts.get("enhancements", ()))
    relevant = (parts["class"] is not None) + (parts["trait"] is not None)
    return (
        parts["characteristic"]["score"]
        + skill
        + relevant
        + effects
        + parts["bonus"]
        - parts["malus"]
        - parts["wound_penalty"]
        + parts["reserve"]
        + (parts["help"]["dice"] if parts.get("help") else 0)
    )


def passing_patterns(pool: int, target: int) -> int:
    """Of the 2**pool equally likely success/failure patterns (each die succeeds
    on 3 faces of 6), how many reach `target` successes. A pool of 0 or fewer
    rolls nothing: it reaches only a target of 0 or less (a sure success)."""
    pool = max(pool, 0)
    return sum(comb(pool, k) for k in range(max(target, 0), pool + 1))


def chance(pool: int, target: int) -> float:
    """The chance a pool passes a target, as a float (exact: a dyadic fraction;
    `odds.chance` gives the same as a Fraction)."""
    return passing_patterns(pool, target) / 2 ** max(pool, 0)


def expected(pool: int) -> float:
    """The mean number of successes of a pool, as a float (exact: `odds`'s
    expected_successes gives the same as a Fraction; a chronicle's luck line
    asks for this one, without the Fraction import, issue 29)."""
    return max(pool, 0) * (7 - SUCCESS_FACE) / 6


def tally(rolls) -> dict[str, tuple[int, int, int]]:
    """From (who, pool, successes) rolls: per who, the rolls, the dice of all
    of them (as one pool: none below zero) and the successes."""
    counted: dict[str, tuple[int, int, int]] = {}
    for who, pool, successes in rolls:
        count, dice, actual = counted.get(who, (0, 0, 0))
        counted[who] = (count + 1, dice + max(pool, 0), actual + successes)
    return counted


def resolve(successes: int, target: int) -> dict:
    """Passed if successes ≥ target; margin ≥ 3 is exceptional either way."""
    margin = abs(successes - target)
    return {
        "outcome": "success" if successes >= target else "failure",
        "margin": margin,
        "exceptional": margin >= EXCEPTIONAL_MARGIN,
    }


def reserve_returned(committed: int, outcome: str) -> int:
    """On success the reserve dice are discarded; on failure all but one return."""
    return 0 if outcome == "success" else max(0, committed - 1)


def check_declaration(sheet: Sheet, prova: Prova) -> None:
    if prova.target not in TARGETS:
        raise RuleBroken(
            _("target {target} is outside 1..7").format(target=prova.target), "Prove"
        )
    for label, dice in (("bonus", prova.bonus), ("malus", prova.malus)):
        if not 0 <= dice <= MODIFIER_LIMIT:
            raise RuleBroken(
                _("{label} {dice} is outside 0..{MODIFIER_LIMIT} dice").format(
                    label=label, dice=dice, MODIFIER_LIMIT=MODIFIER_LIMIT
                ),
                "Prove",
            )
    if prova.reserve < 0:
        raise RuleBroken(
            _("reserve dice committed cannot be negative"), "Riserva dei dadi"
        )
    if prova.reserve > sheet.reserve:
        raise RuleBroken(
            ngettext(
                "{name} has {reserve} reserve die, {committed} committed",
                "{name} has {reserve} reserve dice, {committed} committed",
                sheet.reserve,
            ).format(name=sheet.name, reserve=sheet.reserve, committed=prova.reserve),
            "Riserva dei dadi",
        )


def characteristic_key(name: str) -> str:
    key = canonical_characteristic(name)
    if key is None:
        from journal.domain.daimon2090.names import ENGLISH_NAMES
        from journal.domain.suggest import did_you_mean_named

        spellings = {shown: shown for shown in DISPLAY.values()}
        for key, english in ENGLISH_NAMES.items():
            spellings.update({word: DISPLAY[key] for word in (key, *english)})
        hint = did_you_mean_named(name, spellings)
        raise RuleBroken(
            _("there is no characteristic {name!r}").format(name=name) + hint,
            "Caratteristiche",
        )
    return key


def skill_part(sheet: Sheet, name: str | None, lacking: bool = False) -> dict | None:
    """The skill used: its score; or 0 when the player says the character lacks
    it (`lacking`). A name the sheet does not have is refused otherwise, with
    the closest of its skills: a typo must not roll as a skill counted 0. Risorse
    is a skill too, kept apart on the sheet (RISORSE: "l'Abilità Risorse")."""
    if not name:
        return None
    if fold_key(name) == fold_key(RISORSE):
        return {"name": RISORSE, "score": sheet.risorse, "owned": True}
    for skill, entry in sheet.skills.items():
        if fold_key(skill) == fold_key(name):
            if lacking:
                raise RuleBroken(
                    _("{name} has {skill} {score}: it is not lacking").format(
                        name=sheet.name, skill=skill, score=entry["score"]
                    ),
                    SKILLS,
                )
            return {"name": skill, "score": entry["score"], "owned": True}
    hint = did_you_mean(name, sheet.skills)
    if not lacking or hint:
        raise RuleBroken(
            _(
                "{name} has no skill {name2!r}{value} To roll a skill the character "
                "truly lacks (it counts 0), add --lacks-skill"
            ).format(name=sheet.name, name2=name, value=hint or "."),
            SKILLS,
        )
    return {"name": name, "score": 0, "owned": False}


def owned(
    sheet: Sheet, names: list[str], wanted: str | None, what: str, section: str
) -> str | None:
    """A class or trait the character has (+1D), or a refusal naming the rule."""
    if not wanted:
        return None
    for name in names:
        if fold_key(name) == fold_key(wanted):
            return name
    raise RuleBroken(
        _("{name} has no {what} {wanted!r}").format(
            name=sheet.name, what=what, wanted=wanted
        ),
        section,
    )


def effects_on(sheet: Sheet, characteristic: str, skill: dict | None) -> list[dict]:
    """Bonuses or penalties the character's traits give this characteristic or
    this skill: named, or through its family (the skill's own name begins with
    the effect's target, or its generic skill's does: "Cultura -3D" reaches
    "Cultura Generale" and the specifics under it)."""
    family = [skill["name"], generic_of(sheet, skill["name"])] if skill else []
    found = []
    for trait in sheet.traits:
        for target, dice in trait_effects([trait]):
            named = fold_key(target) == fold_key(characteristic)
            if named or any(reaches(target, name) for name in family):
                found.append({"trait": trait["name"], "target": target, "dice": dice})
    return found


def generic_of(sheet: Sheet, skill: str) -> str | None:
    """The generic skill a specific skill of the sheet specialises."""
    for name, entry in sheet.skills.items():
        if fold_key(name) == fold_key(skill):
            return entry.get("generic")
    return None
