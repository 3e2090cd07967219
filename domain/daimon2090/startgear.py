"""Enhancement points and initial weapons and protections at creation.

[COSTO DEI POTENZIAMENTI, COSTO DEI POTENZIAMENTI NASCOSTI]: as many points as the
higher of the two social classes; +1 to a specific skill costs 1, to a generic
skill 2, to a characteristic 3, and hiding an enhancement 1 more. Unspent points
are simply not taken ("possono essere spesi").

[ARMI E PROTEZIONI INIZIALI]: light items unlimited; medium one (two at social
class 4+, unlimited for combat and criminal classes); heavy one, only for combat
and criminal classes or social class 5+; special one, only at social class 6 or
for special combat and criminal classes. Decision: the current social class
counts (it rules what the character can afford), and technology bonuses on
weapons come later (1 EVO each, MIGLIORARE L'EQUIPAGGIAMENTO).
"""

from __future__ import annotations

from typing import Any

from journal.domain.daimon2090.evorules import HIDDEN_COST
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import canonical_characteristic
from journal.domain.errors import SheetError
from journal.domain.text import fold_key

SECTION_COST = "Costo dei potenziamenti"
SECTION_GEAR = "Armi e protezioni iniziali"
COSTS = {"characteristic": 3, "G": 2, "S": 1}
LEVEL_WORDS = {2: "medium", 3: "heavy", 4: "special"}


def enhancement_points(social_class: dict[str, int]) -> int:
    return max(social_class["origin"], social_class["current"])


def target_kind(target: str, skills: dict[str, dict], catalogue: dict) -> str:
    """'characteristic', 'G' or 'S': the sheet's skill first, then the catalogue."""
    if canonical_characteristic(target):
        return "characteristic"
    for name, skill in skills.items():
        if fold_key(name) == fold_key(target):
            return skill["kind"]
    if fold_key(target) in catalogue:
        return catalogue[fold_key(target)]["kind"]
    raise SheetError(
        _(
            "{target!r} is neither a characteristic nor a skill of the sheet or of "
            "the sample skills: add the skill to give its kind"
        ).format(target=target),
        SECTION_COST,
    )


def enhancement_cost(enhancement: dict, skills: dict, catalogue: dict) -> int:
    cost = sum(
        COSTS[target_kind(target, skills, catalogue)] * dice
        for target, dice in enhancement["bonus"].items()
    )
    return cost + (HIDDEN_COST if enhancement["hidden"] else 0)


def check_enhancements(sheet: dict[str, Any], catalogue: dict) -> None:
    costs = {
        item["name"]: enhancement_cost(item, sheet["skills"], catalogue)
        for item in sheet["enhancements"]
    }
    budget = enhancement_points(sheet["social_class"])
    if sum(costs.values()) > budget:
        shown = ", ".join(f"{name} {cost}" for name, cost in costs.items())
        origin, current = (sheet["social_class"][k] for k in ("origin", "current"))
        raise SheetError(
            _(
                "the enhancements cost {value} points ({shown}): social classes "
                "{origin} and {current} give {budget}",
            ).format(
                value=sum(costs.values()),
                shown=shown,
                origin=origin,
                current=current,
                budget=budget,
            ),
            SECTION_COST,
        )


def gear_limits(current: int, armed: bool, special: bool) -> dict[int, int | None]:
    """How many items of each level (None: unlimited) a new character may have."""
    return {
        0: None,
        1: None,
        2: None if armed else (2 if current >= 4 else 1),
        3: 1 if armed or current >= 5 else 0,
        4: 1 if current == 6 or special else 0,
    }


def check_initial_gear(sheet: dict[str, Any], armed: bool, special: bool) -> None:
    items = sheet["weapons"] + sheet["protections"]
    for item in items:
        if item["bonus"]:
            raise SheetError(
                _(
                    "{name} has a technology bonus: it costs 1 EVO after creation",
                ).format(name=item["name"]),
                "Migliorare l'equipaggiamento",
            )
    limits = gear_limits(sheet["social_class"]["current"], armed, special)
    for level, limit in limits.items():
        held = [item["name"] for item in items if item["level"] == level]
        if limit is not None and len(held) > limit:
            raise SheetError(gear_refusal(level, held, limit, sheet), SECTION_GEAR)


def gear_refusal(level: int, held: list[str], limit: int, sheet: dict) -> str:
    current = sheet["social_class"]["current"]
    what = f"{len(held)} {LEVEL_WORDS[level]} items ({', '.join(held)})"
    allowed = f"{limit} at social class {current}" if limit else "none"
    classes = ", ".join(sheet["classes"])
    return f"{what}: a new character has {allowed} with the classes {classes}"
