""" "Le azioni"'s phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: prova, difficoltà and its words
(banale .. quasi impossibile), the characteristics and skills as the sheet
names them.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases
from journal.projections.azioni.phrasing import EXTRAS  # noqa: F401 (the seam's name)

PHRASES: dict[str, dict[str, str]] = Phrases(
    "azioni",
    {
        "ConditionCounted": N_(
            "{character}'s {condition} weighs on the test: {signed}"
        ),
        "ConditionCounted@actor": N_("{condition} weighs on the test: {signed}"),
        "TestRolled": N_(
            "{character}: prova {what} → {faces}{mod} = {total} vs {difficulty} "
            "({difficulty_word}): {outcome}, margin {margin}{counted}"
        ),
        "TestRolled@actor": N_(
            "prova {what} vs {difficulty} ({difficulty_word}){counted}"
        ),
        "ContestResolved": N_(
            "Contest at {difficulty} ({difficulty_word}): {sides} → {winner_text}"
        ),
        "CombinedTestRolled": N_(
            "{names} together: {what} → {faces}{mod} = {total} vs {difficulty} "
            "({difficulty_word}): {outcome}, margin {margin}{counted}"
        ),
        "CombinedTestRolled@actor": N_(
            "combined action with {others}: {what}, +{bonus} vs {difficulty} "
            "({difficulty_word}){counted}"
        ),
        "ExtendedActionStarted": N_(
            "Extended action {number}: {title}, {needs} successes needed"
        ),
        "ExtendedActionEnded": N_(
            "Extended action {number} ({title}) {ended}: {successes} of {needs} "
            "successes in {tests} tests{because}"
        ),
        "success": N_("success"),
        "failure": N_("failure"),
        "winner": N_("{name} wins"),
        "stalemate": N_("stalemate"),
        "completed": N_("completed"),
        "abandoned": N_("ends"),
        "counted": N_(" [extended action {number}]"),
        "no_explode": N_(" (no re-roll)"),
        "odds.header": N_(
            "{character}: {what} {dice}, mod {modifier:+d}, mean {mean:.1f}"
        ),
    },
)
