"""Phrases for `journal odds` (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "odds.header": "{character}: {breakdown}{help} = {base}D before Riserva; "
        "Riserva held: {reserve}",
        "odds.helped": " + help {helper} 1",
        "odds.explain": "Chance to pass: successes ≥ target, each die succeeds on "
        "4, 5, 6 (1 in 2).\nRows: Riserva dice committed; columns: target.",
        "odds.col_reserve": "Riserva",
        "odds.col_pool": "pool",
        "odds.no_dice": "A pool of 0 dice rolls nothing and fails.",
        "odds.targets": "Targets",
    },
    "it": {
        "odds.header": "{character}: {breakdown}{help} = {base}D senza Riserva; "
        "Riserva disponibile: {reserve}",
        "odds.helped": " + aiuto {helper} 1",
        "odds.explain": "Probabilità di riuscita: successi ≥ difficoltà, ogni dado "
        "riesce con 4, 5, 6 (1 su 2).\nRighe: dadi Riserva impegnati; "
        "colonne: difficoltà.",
        "odds.col_reserve": "Riserva",
        "odds.col_pool": "dadi",
        "odds.no_dice": "Con 0 dadi non si tira nulla e la Prova fallisce.",
        "odds.targets": "Difficoltà",
    },
}
