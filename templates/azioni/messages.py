""" "Le azioni"'s chronicle strings, over the core's (templates/messages.py).
Game terms stay Italian in every language: prova, difficoltà, its words.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases

MESSAGES = Phrases(
    "azioni",
    {
        "versus": N_("vs"),
        "margin": N_("margin"),
        "sheet_characteristics": N_("Characteristics"),
        "sheet_skills": N_("Skills"),
        "sheet_modifiers": N_("Modifiers"),
        "sheet_tracks": N_("Resources"),
        "col_expected": N_("Total expected"),
        "col_actual": N_("Total rolled"),
        "luck_note": N_(
            "Expected: the mean of the dice rolled (a die that explodes averages "
            "s/(s−1) times more). Voided rolls do not count."
        ),
        "outcome_stalemate": N_("stalemate"),
    },
)
