"""The rulebook's example of progression (UN ESEMPIO DI PROGRESSIONE), step by step.

Each step is a state the table allows; each note marks a raise the rules forbid.
"""

from __future__ import annotations

import pytest

from journal.domain.daimon2090.skills import (
    check_generic_raise,
    check_skill_set,
    generic_ceiling,
)
from journal.domain.errors import RuleBroken

# step: generic score, specific scores (in the seed's order)
STEPS = {
    1: (1, []),
    2: (1, [1]),
    3: (1, [2]),
    4: (2, [2]),
    5: (2, [3]),
    6: (2, [3, 1]),
    7: (2, [3, 2]),
    8: (2, [3, 3]),
    9: (3, [3, 3]),
    10: (3, [4, 3]),
    11: (3, [5, 3]),
    12: (3, [5, 4]),
    13: (3, [5, 5]),
    14: (3, [5, 5, 1]),
    15: (3, [5, 5, 2]),
    16: (3, [5, 5, 3]),
    17: (3, [5, 5, 4]),
    18: (4, [5, 5, 4]),
    19: (4, [5, 5, 5]),
}
# The notes say, for each row where the generic stays, why it could not rise in
# the row before: the raise is refused in that earlier state.
NEEDS, EXCEEDS = "needs", "would exceed its lowest specific"
REFUSED = {  # state (row) where the raise is tried: what the note gives as reason
    2: EXCEEDS,  # row 3, note 1: it would pass the specific
    4: EXCEEDS,  # row 5, note 1
    5: NEEDS,  # row 6, note 3: not enough specifics
    6: EXCEEDS,  # row 7, note 4: the lower specific is too low
    7: EXCEEDS,  # row 8, note 4
    11: NEEDS,  # rows 12-14, note 3
    12: NEEDS,
    13: NEEDS,
    14: EXCEEDS,  # rows 15-17, note 4
    15: EXCEEDS,
    16: EXCEEDS,
}


def skills(generic: int, specifics: list[int]) -> dict:
    found = {"Generica": {"kind": "G", "score": generic, "generic": None}}
    for number, score in enumerate(specifics, start=1):
        found[f"Spec {number}"] = {"kind": "S", "score": score, "generic": "Generica"}
    return found


@pytest.mark.parametrize("step", range(2, 20))
def test_every_step_of_the_example_is_allowed(step):
    # A step raises the generic (checked against the specifics it has), or adds or
    # raises a specific, which is always allowed.
    (before, _), (generic, specifics) = STEPS[step - 1], STEPS[step]
    if generic > before:
        check_generic_raise(skills(before, specifics), "Generica", generic)


@pytest.mark.parametrize("step", sorted(REFUSED))
def test_every_raise_the_notes_forbid_is_refused(step):
    generic, specifics = STEPS[step]
    with pytest.raises(RuleBroken, match=REFUSED[step]):
        check_generic_raise(skills(generic, specifics), "Generica", generic + 1)


def test_steps_where_the_generic_rises_are_exactly_the_allowed_ones():
    # 3->4 (note 2: now it can match the specific), 8->9, 17->18 (note 6).
    raised = [s for s in range(2, 20) if STEPS[s][0] > STEPS[s - 1][0]]
    assert raised == [4, 9, 18]


def test_a_generic_without_specifics_stays_at_one():
    with pytest.raises(RuleBroken, match="stays at 1"):
        check_generic_raise(skills(1, []), "Generica", 2)


def test_specifics_rise_freely_even_past_the_generic():
    check_skill_set(skills(1, [7]))  # e.g. Mira 1 and Fucile di precisione 5+


def test_every_step_of_the_example_is_a_legal_skill_set():
    # At creation the points go in at once: any state the progression reaches,
    # such as step 6 (a new specific at 1 under the generic at 2), stands.
    for generic, specifics in STEPS.values():
        check_skill_set(skills(generic, specifics))


@pytest.mark.parametrize(
    "generic, specifics",
    [(2, [1]), (2, []), (3, [3, 2]), (3, [5, 1, 1]), (4, [5, 5, 3])],
)
def test_a_skill_set_the_progression_cannot_reach_is_refused(generic, specifics):
    with pytest.raises(RuleBroken, match="Abilità generiche e specifiche|stays at 1"):
        check_skill_set(skills(generic, specifics))


def test_the_generic_ceiling_follows_the_example():
    # It rises at steps 3, 8 and 17: the generic follows at 4, 9 and 18.
    assert [generic_ceiling(s) for _, s in STEPS.values()] == [
        1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4,
    ]  # fmt: skip
