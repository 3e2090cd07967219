""" "Le azioni"'s phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: prova, difficoltà and its words
(banale .. quasi impossibile), the characteristics and skills as the sheet
names them.
"""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases
from journal.projections.azioni.phrasing import EXTRAS  # noqa: F401 (the seam's name)

PHRASES: dict[str, dict[str, str]] = Phrases(
    "azioni",
    {
        "ConditionCounted": N_(
            "{character}'s {condition} weighs on the test: {signed}"
        ),
        "ConditionCounted@actor": N_("{condition} weighs on the test: {signed}"),
        "status.extended": N_("Extended action: {title}, {progress} ({tried})"),
        "status.progress": Nn_(  # counted by the successes: "1 successo su 4"
            "{successes} of {needs} successes",
            "{successes} of {needs} successes",
            "successes",
        ),
        "status.tests": Nn_("{tests} test", "{tests} tests", "tests"),
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
        "ask.azioni.intro": N_(
            "The fragment has no creation rules: the table sets the dice."
        ),
        "ask.azioni.characteristics": N_("Characteristics, NAME=DICE"),
        "ask.azioni.characteristics_limits": N_(
            "one die or more (1d8, 1d8+1d4), 2..100 sides; at least one"
        ),
        "ask.azioni.skills": N_("Skills, NAME=DICE"),
        "ask.azioni.skills_limits": N_(
            "one die or more, rolled beside a characteristic"
        ),
        "ask.azioni.modifiers": N_("Standing modifiers, NAME=±N"),
        "ask.azioni.modifiers_limits": N_(
            "a condition and what it does to the tests it weighs on (a stump: −2)"
        ),
        "ask.azioni.tracks": N_("Resources the table tracks, NAME=N or NAME=N/MOST"),
        "ask.azioni.tracks_limits": N_("wounds, coins, ...: from 0"),
        "ask.azioni.form": N_("{answer!r}: write NAME=VALUE, e.g. {example}"),
        "ask.azioni.twice": N_("{name} is in the list already"),
        "ask.azioni.used": N_("? lists the {n} names the campaign uses"),
    },
)
