"""Basic Roleplaying's chronicle strings, over the core's (templates/messages.py).
Game terms stay Italian in every language: PF, PP, BD, the skills' names.
"""

from __future__ import annotations

from journal.i18n import N_, NC_, Phrases

MESSAGES = Phrases(
    "brp",
    {
        "col_wounds": N_("Wounds"),
        "status_unconscious": N_("unconscious"),
        "exceptional": N_("special"),
        "col_expected": N_("Successes expected"),
        "col_actual": N_("Successes rolled"),
        "luck_note": N_(
            "Expected: the sum of each d100 roll's chance of a success or a special "
            "(01–05 always succeed, 96–00 always fail). Voided rolls do not count."
        ),
        "chart_title_PF": N_("PF over the session"),
        "sheet_characteristics": N_("Characteristics"),
        "sheet_rolls": N_("Characteristic rolls"),
        "sheet_skills": N_("Skills (the others at their base)"),
        "sheet_weapons": N_("Weapons"),
        "sheet_armour": N_("Armour"),
        "sheet_armour_points": NC_("armour points", "Armour"),
        "sheet_wounds": N_("Wounds"),
        "sheet_ticks": N_("Ticked for experience"),
        "sheet_item": N_("Sheet"),
        "sheet_profession": N_("Profession"),
        "sheet_treated": N_("treated"),
        "sheet_rounds": N_("rounds"),
    },
)
