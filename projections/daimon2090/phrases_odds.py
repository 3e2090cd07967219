"""Phrases for `journal odds` (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "odds.header": N_(
            "{character}: {breakdown}{help} = {base}D before Riserva; Riserva held: "
            "{reserve}"
        ),
        "odds.helped": N_(" + help {helper} 1"),
        "odds.explain": N_(
            "Chance to pass: successes ≥ target, each die succeeds on 4, 5, 6 (1 in "
            "2).\nRows: Riserva dice committed; columns: target."
        ),
        "odds.col_reserve": N_("Riserva"),
        "odds.col_pool": N_("pool"),
        "odds.no_dice": N_("A pool of 0 dice rolls nothing and fails."),
        "odds.targets": N_("Targets"),
    },
)
