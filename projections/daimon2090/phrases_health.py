"""Phrases for health events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "Healed": Nn_(
            "{character} is healed of {wounds} wound by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}",
            "{character} is healed of {wounds} wounds by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}",
            "wounds",
        ),
        "Healed@actor": Nn_(
            "is healed of {wounds} wound by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}",
            "is healed of {wounds} wounds by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}",
            "wounds",
        ),
        "HealedWithTools": Nn_(
            "{character} is healed of {wounds} wound by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}; {owner}'s {tools} used up",
            "{character} is healed of {wounds} wounds by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}; {owner}'s {tools} used up",
            "wounds",
        ),
        "HealedWithTools@actor": Nn_(
            "is healed of {wounds} wound by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}; {owner}'s {tools} used up",
            "is healed of {wounds} wounds by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}; {owner}'s {tools} used up",
            "wounds",
        ),
        "HealedWithToolsAtHand": Nn_(
            "{character} is healed of {wounds} wound by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}, with {owner}'s {tools}",
            "{character} is healed of {wounds} wounds by {healer_name} ({skill}) for "
            "{cost} Riserva paid by {payer_name}, with {owner}'s {tools}",
            "wounds",
        ),
        "HealedWithToolsAtHand@actor": Nn_(
            "is healed of {wounds} wound by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}, with {owner}'s {tools}",
            "is healed of {wounds} wounds by {healer_name} ({skill}) for {cost} "
            "Riserva paid by {payer_name}, with {owner}'s {tools}",
            "wounds",
        ),
        "HealedAtClinic": Nn_(
            "{character} is healed of {wounds} wound at a clinic for {cost} Riserva",
            "{character} is healed of {wounds} wounds at a clinic for {cost} Riserva",
            "wounds",
        ),
        "HealedAtClinic@actor": Nn_(
            "is healed of {wounds} wound at a clinic for {cost} Riserva",
            "is healed of {wounds} wounds at a clinic for {cost} Riserva",
            "wounds",
        ),
        "WoundsWorsened": N_(
            "{character}'s untreated serious wounds worsen by {amount}{capped}"
        ),
        "WoundsWorsened@actor": N_(
            "untreated serious wounds worsen by {amount}{capped}"
        ),
        "GameTimeAdvanced": Nn_(
            "{days} day of game time passes{because}",
            "{days} days of game time pass{because}",
            "days",
        ),
        "CharacterDied": N_("{character} dies{because}"),
        "CharacterDied@actor": N_("dies{because}"),
        "ReserveSpentOn": Nn_(
            "{character} spends {amount} Riserva die for {purpose} ({kind})",
            "{character} spends {amount} Riserva dice for {purpose} ({kind})",
            "amount",
        ),
        "ReserveSpentOn@actor": Nn_(
            "spends {amount} Riserva for {purpose} ({kind})",
            "spends {amount} Riserva for {purpose} ({kind})",
            "amount",
        ),
        "help": N_("help"),
        "reason.daimon": N_("dàimon play"),
        "reason.master": N_("the Master's reward"),
        "worsen.due": N_(
            "{name}: {hours} h untreated since {since}: +{applied} wounds ({wounds} "
            "→ {after})"
        ),
        "worsen.untimed": N_(
            "note: {name}'s serious wounds have no recorded time; use `journal time "
            "advance` (Ferite e salute)"
        ),
        "worsen.nothing": N_("nothing recorded"),
        "worsen.confirm": N_("Record this worsening?"),
    },
)


def _tools(record: dict, lang: str) -> dict:
    """Whose equipment held the tools: the healer's or the patient's."""
    healer = record["tools_owner"] == record["healer"]
    return {"owner": record["healer_name"] if healer else record["character"]}


EXTRAS = {"HealedWithTools": _tools, "HealedWithToolsAtHand": _tools}
