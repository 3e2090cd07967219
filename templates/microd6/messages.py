"""µD6's chronicle strings, over the core's (templates/messages.py).
Game terms stay Italian in every language: tenacia, ferita, Tiro Azione.
"""

from __future__ import annotations

from journal.i18n import N_, NC_, Phrases

MESSAGES = Phrases(
    "microd6",
    {
        "col_tenacia": N_("Tenacia"),
        "col_wounds": N_("Wounds"),
        "col_load": N_("Load"),
        "col_coins": N_("Coins"),
        "col_armour": N_("Armour"),
        "level_1": N_("Leggera"),
        "level_2": N_("Grave"),
        "level_3": N_("Critica"),
        "level_4": N_("Mortale"),
        "sheet_stats": N_("Stats"),
        "sheet_gear": N_("Gear"),
        "sheet_item": N_("Item"),
        "sheet_load": NC_("sheet", "Load"),
        "sheet_left": N_("Left"),
        "sheet_wound": N_("Wound"),
        "sheet_level": N_("Level"),
        "sheet_cause": N_("Cause"),
        "sheet_worn": N_("worn"),
        "sheet_carried": N_("carried"),
        "uses": N_("uses"),
        "ammo": N_("ammunition"),
        "load_light": N_("light"),
        "load_medium": N_("medium"),
        "load_heavy": N_("heavy"),
        "load_overwhelming": N_("overwhelming"),
        "luck_note": N_(
            "Expected: the mean number of successes of each pool (one per 6; one at "
            "most under the zero rule). Voided rolls do not count."
        ),
        "chart_title_Tenacia": N_("Tenacia over the session"),
    },
)
