"""Generic (G) and specific (S) skills: how a generic skill may grow.

Rulebook: ABILITÀ GENERICHE E SPECIFICHE, UN ESEMPIO DI PROGRESSIONE (digest
section 8). A generic skill with no related specific is at most 1; it is at most
(related specifics) + 1; and above 1 it can never exceed the lowest related
specific. Specifics grow freely (7 at most, 4 at creation), and a new specific may
start below the generic: it only holds the generic back until it catches up.
"""

from __future__ import annotations

from domain.errors import RuleBroken
from domain.text import fold_key

SECTION = "Abilità generiche e specifiche"


def specifics_of(skills: dict[str, dict], generic: str) -> list[int]:
    """The scores of the specific skills that specialise `generic`."""
    key = fold_key(generic)
    return [
        entry["score"]
        for entry in skills.values()
        if entry.get("kind") == "S" and fold_key(entry.get("generic") or "") == key
    ]


def check_generic_raise(skills: dict[str, dict], generic: str, score: int) -> None:
    """Raising a generic skill to `score` (evolution): refused past its limit,
    naming every condition the raise breaks."""
    specifics = specifics_of(skills, generic)
    if score <= 1:
        return
    if not specifics:
        raise RuleBroken(
            f"{generic} has no specific skill: a generic skill stays at 1", SECTION
        )
    broken = []
    if score > len(specifics) + 1:
        broken.append(f"needs {score - 1} specific skills (it has {len(specifics)})")
    if score > min(specifics):
        broken.append(f"would exceed its lowest specific skill ({min(specifics)})")
    if broken:
        raise RuleBroken(f"{generic} {score} " + " and ".join(broken), SECTION)


def check_skill_set(skills: dict[str, dict]) -> None:
    """A whole skill set at creation: every generic within its limit."""
    for name, entry in skills.items():
        if entry.get("kind") == "G":
            check_generic_raise(skills, name, entry["score"])
