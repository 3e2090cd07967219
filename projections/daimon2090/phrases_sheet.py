"""Words of the terminal's sheet and statuses (English and Italian); merged by
journal.projections.daimon2090.phrases. Game terms stay Italian: Riserva, PE, EVO."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "sheet.classes": N_("Classes"),
        "sheet.traits": N_("Traits"),
        "sheet.skills": N_("Skills"),
        "sheet.level": N_("Level"),
        "sheet.wounds": N_("Wounds"),
        "sheet.difficulty": N_("Difficulty in a fight"),
        "sheet.light": N_("light"),
        "sheet.serious": N_("serious"),
        "sheet.penalty": N_("penalty"),
        "sheet.social": N_("Social class"),
        "sheet.cash": N_("Cash"),
        "sheet.origin": N_("origin"),
        "sheet.current": N_("now"),
        "sheet.weapons": N_("Weapons"),
        "sheet.protections": N_("Protections"),
        "sheet.enhancements": N_("Enhancements"),
        "status_dying": N_("dying"),
    },
)
