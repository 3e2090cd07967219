"""Generic (G) and specific (S) skills: how a generic skill may grow.

Rulebook: ABILITÀ GENERICHE E SPECIFICHE, UN ESEMPIO DI PROGRESSIONE (digest
section 8). A generic skill with no related specific is at most 1; it is at most
(related specifics) + 1; and it is raised above 1 only when no related specific
is lower. Specifics grow freely (7 at most, 4 at creation), and a new specific may
start below the generic: it only holds the generic back until it catches up.
Creation and evolution share `check_generic`: a skill set is legal when the
progression can reach it.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

SECTION = "Abilità generiche e specifiche"


def specifics_of(skills: dict[str, dict], generic: str) -> list[int]:
    """The scores of the specific skills that specialise `generic`."""
    key = fold_key(generic)
    return [
        entry["score"]
        for entry in skills.values()
        if entry.get("kind") == "S" and fold_key(entry.get("generic") or "") == key
    ]


def generic_ceiling(specifics: list[int]) -> int:
    """The highest a generic skill can be over specifics with these scores, as
    the progression reaches it: 1 with none; G once at least G − 1 of them are at
    G or more (each raise needed them so; specifics added later may start lower,
    as in the seed's steps 6 and 14-16)."""
    score = 1
    while sum(specific > score for specific in specifics) >= score:
        score += 1
    return score


def check_generic(skills: dict[str, dict], generic: str, score: int) -> None:
    """A generic skill at `score` beside its specifics: a state the progression
    reaches (creation checks every generic so, and so does every raise)."""
    specifics = specifics_of(skills, generic)
    if score <= generic_ceiling(specifics):
        return
    if not specifics:
        raise RuleBroken(
            _("{generic} has no specific skill: a generic skill stays at 1").format(
                generic=generic
            ),
            SECTION,
        )
    raise RuleBroken(
        _("{generic} {score} {score2}").format(
            generic=generic, score=score, score2=needs(score, specifics)
        ),
        SECTION,
    )


def check_generic_raise(skills: dict[str, dict], generic: str, score: int) -> None:
    """Raising a generic skill to `score` (evolution): never above its lowest
    related specific (except to 1), with enough specifics to hold it, and so to
    a state the progression reaches (check_generic, as at creation). The
    refusal names each condition broken, as the seed's notes do."""
    specifics = specifics_of(skills, generic)
    broken = []
    if specifics and score > 1:
        if score > len(specifics) + 1:
            broken.append(
                f"needs {score - 1} specific skills (it has {len(specifics)})"
            )
        if score > min(specifics):
            lowest = min(specifics)
            broken.append(f"would exceed its lowest specific skill ({lowest})")
    if broken:
        raise RuleBroken(f"{generic} {score} " + " and ".join(broken), SECTION)
    check_generic(skills, generic, score)


def needs(score: int, specifics: list[int]) -> str:
    held = sum(specific >= score for specific in specifics)
    skills = "specific skill" if score == 2 else "specific skills"
    return f"needs {score - 1} {skills} at {score} or more (it has {held})"


def check_skill_set(skills: dict[str, dict]) -> None:
    """A whole skill set at creation: every generic in a state the progression
    reaches (a new specific may sit below its generic, as at step 6)."""
    for name, entry in skills.items():
        if entry.get("kind") == "G":
            check_generic(skills, name, entry["score"])
