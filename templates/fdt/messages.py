"""Fuori dal Tempo's chronicle strings, over the core's (templates/messages.py).
Game terms stay Italian in every language: ch, pV, PiX, Mana, Colpi, Durata.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases

MESSAGES = Phrases(
    "fdt",
    {
        "result_success": N_("success"),
        "result_failure": N_("failure"),
        "result_automatic": N_("automatic, no roll"),
        "versus": N_("vs"),
        "target": N_("target"),
        "total": N_("total"),
        "colpi": N_("Colpi"),
        "natural_1": N_("natural 1"),
        "natural_20": N_("natural 20"),
        "critical_double": N_("natural 1: double damage"),
        "critical_mishap": N_("natural 20: colpo critico"),
        "panic_steady": N_("steady"),
        "panic_fled": N_("flees"),
        "panic_fury": N_("blind fury"),
        "mod_difficulty": N_("difficulty"),
        "mod_agility": N_("bAgilità"),
        "mod_style": N_("style"),
        "mod_aim": N_("aim"),
        "mod_wrist": N_("wrist"),
        "mod_range": N_("range"),
        "mod_size": N_("size"),
        "mod_weapon": N_("weapon"),
        "mod_mod": N_("mod"),
        "status_fainted": N_("fainted"),
        "col_rolls": N_("Checks"),
        "col_expected": N_("Successes expected"),
        "col_actual": N_("Successes rolled"),
        "luck_note": N_(
            "Expected: the sum of each rolled check's chance (its target in 20, with "
            "the natural 1 and 20). Ignored and voided checks do not count."
        ),
        "chart_title_pV": N_("pV over the session"),
        "sheet_characteristic": N_("Caratteristica"),
        "sheet_base": N_("bas"),
        "sheet_mod": N_("mod"),
        "sheet_value": N_("val"),
        "sheet_bonus": N_("bon"),
        "sheet_common": N_("Abilità comuni"),
        "sheet_others": N_("Altre abilità"),
        "sheet_scores": N_("Scores"),
        "sheet_identity": N_("Race, profession, age"),
        "sheet_gear": N_("Weapons and armour"),
        "sheet_unarmed": N_("Danno base"),
        "sheet_none": N_("—"),
    },
)
