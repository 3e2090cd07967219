"""The odds of a Prova before it is rolled, in exact rational arithmetic.

Each die succeeds on 4, 5 or 6: probability 1/2. A pool of n dice gets k
successes with probability C(n, k) / 2**n; the Prova passes when successes ≥
target (Rulebook: PROVE, RISERVA DEI DADI; digest section 2). A pool of 0 dice
or fewer rolls nothing and fails (Decision).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import NamedTuple

from journal.domain.daimon2090 import rules
from journal.domain.daimon2090.aid import check_active, check_helper
from journal.domain.daimon2090.sheet import Sheet

SUCCESS_CHANCE = Fraction(7 - rules.SUCCESS_FACE, 6)  # 4, 5, 6 of six faces: 1/2


def chance(pool: int, target: int) -> Fraction:
    """The probability that `pool` dice get at least `target` successes: the
    passing patterns (rules.passing_patterns) of the 2**pool equally likely."""
    return Fraction(rules.passing_patterns(pool, target), 2 ** max(pool, 0))


def expected_successes(pool: int) -> Fraction:
    """The mean number of successes of a pool (pool/2; nothing when pool ≤ 0)."""
    return max(pool, 0) * SUCCESS_CHANCE


def luck(rolls: Iterable[Sequence]) -> dict[str, tuple[int, Fraction, int]]:
    """From (who, pool, successes) rolls: per who, rolls, expected and actual
    successes, exact (a chronicle's luck line tallies with rules.tally and
    rules.expected, without Fraction)."""
    return {  # the dice of all their rolls, as one pool
        who: (count, expected_successes(dice), actual)
        for who, (count, dice, actual) in rules.tally(rolls).items()
    }


class OddsRow(NamedTuple):  # not a dataclass: cheaper to define
    """Committing `reserve` Riserva dice: the pool rolled and its chance per target."""

    reserve: int
    pool: int
    chances: dict[int, Fraction]  # target 1..7 -> probability of success


def odds_table(
    sheet: Sheet,
    prova: rules.Prova,
    help_die: bool = False,
    helper: Sheet | None = None,
) -> dict:
    """For each Riserva commitment 0..sheet.reserve, the pool and its chances.

    The pool is `rules.pool_breakdown` with no reserve committed (wounds and trait
    effects included), plus the committed dice, plus one help die if announced
    (`help_die`, or the `helper`'s sheet: Aiuto da altri, a die from another
    character's Riserva). The Prova's target is only checked to be 1..7: every
    target's chance is computed.
    """
    check_active(sheet)  # as `roll` refuses: only an active character acts
    if helper is not None:
        check_helper(sheet, helper)
    base = rules.pool_breakdown(sheet, prova._replace(reserve=0))
    helped = 1 if help_die or helper is not None else 0
    rows = [
        odds_row(reserve, base["total"] + helped + reserve)
        for reserve in range(sheet.reserve + 1)
    ]
    return {"breakdown": base, "help": helped, "rows": rows}


def odds_row(reserve: int, pool: int) -> OddsRow:
    chances = {target: chance(pool, target) for target in rules.TARGETS}
    return OddsRow(reserve=reserve, pool=max(pool, 0), chances=chances)
