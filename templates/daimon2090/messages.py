"""Dàimon 2090's chronicle strings, over the core's (templates/messages.py).
Game terms stay Italian in every language: Riserva, Prova, Master.
"""

from __future__ import annotations

from journal.i18n import N_, NC_, Nn_, Phrases

MESSAGES = Phrases(
    "daimon2090",
    {
        "routine_session": N_("new session: +{n} Riserva for {names}"),
        "routine_refill": N_("Riserva back to 7 for the adventure: {names}"),
        "routine_was": N_("{name} (was {before})"),
        "exceptional_success": N_("3+: the player tells the victory"),
        "exceptional_failure": N_("3+: the Master tells the defeat"),
        "success_one": N_("success"),
        "success_many": N_("successes"),
        "versus_target": N_("vs target"),
        "outcome_success": NC_("outcome", "success"),
        "outcome_failure": N_("failure"),
        "margin": N_("margin"),
        "exceptional": N_("3+"),
        "reserve": N_("Riserva"),
        "committed": N_("committed"),
        "returned": N_("returned"),
        "reserve_fate": Nn_(
            "Riserva: {committed} die committed, {returned} returned",
            "Riserva: {committed} dice committed, {returned} returned",
            "committed",
        ),
        "reserve_discarded_fate": Nn_(
            "Riserva: {committed} die discarded",
            "Riserva: {committed} dice discarded",
            "committed",
        ),
        "col_reserve": N_("Riserva"),
        "col_wounds": N_("Wounds"),
        "col_penalty": N_("Penalty"),
        "status_dying": N_("dying"),
        "luck_note": N_(
            "Expected: half the dice rolled, since each die succeeds on 4, 5 or 6. "
            "Voided rolls do not count."
        ),
        "sheet_penalty": N_("Penalty"),
        "sheet_level": N_("Level"),
        "sheet_social": N_("Social class"),
        "sheet_risorse": N_("Risorse"),
        "sheet_light": N_("light"),
        "sheet_serious": N_("serious"),
        "sheet_item": N_("Sheet"),
        "sheet_detail": "",
        "sheet_classes": N_("Classes"),
        "sheet_traits": N_("Traits"),
        "sheet_skills": N_("Skills"),
        "sheet_weapons": N_("Weapons"),
        "sheet_protections": N_("Protections"),
        "sheet_enhancements": N_("Enhancements"),
        "sheet_daimon": N_("Dàimon"),
        "chart_title_Riserva": N_("Riserva over the session"),
        "techlog_title": N_("Technology log"),
        "techlog_name": N_("Name"),
        "techlog_description": N_("Description"),
        "techlog_bonus": N_("Bonus"),
        "techlog_limit": N_("Limit"),
        "techlog_by": N_("Brought in by"),
        "techlog_kind": N_("Kind"),
        "scope_techlog": N_("the technology log"),
    },
)
