""" "Le azioni"'s phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: prova, difficoltà and its words
(banale .. quasi impossibile), the characteristics and skills as the sheet
names them.
"""

from __future__ import annotations

from journal.projections.azioni.phrasing import EXTRAS  # noqa: F401 (the seam's name)

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ConditionCounted": "{character}'s {condition} weighs on the test: {signed}",
        "ConditionCounted@actor": "{condition} weighs on the test: {signed}",
        "status.extended": "Extended action: {title}, {successes} of {needs} "
        "{needs:success|successes} ({tests} {tests:test|tests})",
        "TestRolled": "{character}: prova {what} → {faces}{mod} = {total} vs "
        "{difficulty} ({difficulty_word}): {outcome}, margin {margin}{counted}",
        "TestRolled@actor": "prova {what} vs {difficulty} ({difficulty_word}){counted}",
        "ContestResolved": "Contest at {difficulty} ({difficulty_word}): {sides} → "
        "{winner_text}",
        "CombinedTestRolled": "{names} together: {what} → {faces}{mod} = "
        "{total} vs {difficulty} ({difficulty_word}): {outcome}, margin {margin}"
        "{counted}",
        "CombinedTestRolled@actor": "combined action with {others}: {what}, +{bonus} "
        "vs {difficulty} ({difficulty_word}){counted}",
        "ExtendedActionStarted": "Extended action {number}: {title}, {needs} "
        "successes needed",
        "ExtendedActionEnded": "Extended action {number} ({title}) {ended}: "
        "{successes} of {needs} successes in {tests} tests{because}",
        "success": "success",
        "failure": "failure",
        "winner": "{name} wins",
        "stalemate": "stalemate",
        "completed": "completed",
        "abandoned": "ends",
        "counted": " [extended action {number}]",
        "no_explode": " (no re-roll)",
        "odds.header": "{character}: {what} {dice}, mod {modifier:+d}, mean {mean:.1f}",
    },
    "it": {
        "ConditionCounted": "{condition} di {character} pesa sulla prova: {signed}",
        "ConditionCounted@actor": "{condition} pesa sulla prova: {signed}",
        "status.extended": "Azione prolungata: {title}, {successes} "
        "{successes:successo|successi} su {needs} ({tests} {tests:prova|prove})",
        "TestRolled": "{character}: prova {what} → {faces}{mod} = {total} contro "
        "{difficulty} ({difficulty_word}): {outcome}, margine {margin}{counted}",
        "TestRolled@actor": "prova {what} contro {difficulty} ({difficulty_word})"
        "{counted}",
        "ContestResolved": "Confronto a {difficulty} ({difficulty_word}): {sides} → "
        "{winner_text}",
        "CombinedTestRolled": "{names} insieme: {what} → {faces}{mod} = "
        "{total} contro {difficulty} ({difficulty_word}): {outcome}, margine "
        "{margin}{counted}",
        "CombinedTestRolled@actor": "azione combinata con {others}: {what}, +{bonus} "
        "contro {difficulty} ({difficulty_word}){counted}",
        "ExtendedActionStarted": "Azione prolungata {number}: {title}, servono "
        "{needs} successi",
        "ExtendedActionEnded": "Azione prolungata {number} ({title}) {ended}: "
        "{successes} successi su {needs} in {tests} prove{because}",
        "success": "successo",
        "failure": "fallimento",
        "winner": "vince {name}",
        "stalemate": "stallo",
        "completed": "riuscita",
        "abandoned": "finita",
        "counted": " [azione prolungata {number}]",
        "no_explode": " (senza rilanci)",
        "odds.header": "{character}: {what} {dice}, mod {modifier:+d}, media "
        "{mean:.1f}",
    },
}

# Refusals in Italian (see projections/refusals.py): the ones issue 28's rules
# add. A refusal not listed here stays in English.
REFUSALS = {
    "it": [
        (
            "{name} has no condition {what} (conditions: {names})",
            "{name} non ha la condizione {what} (condizioni: {names})",
        ),
        (
            "a condition of {name} is named twice",
            "una condizione di {name} è nominata due volte",
        ),
        (
            "none of {names} has the condition {what}",
            "nessuno tra {names} ha la condizione {what}",
        ),
    ]
}
