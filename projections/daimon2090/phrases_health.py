"""Phrases for health events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "Healed": "{character} is healed of {wounds} {wounds:wound|wounds} by "
        "{healer_name} "
        "({skill}) for {cost} Riserva paid by {payer_name}",
        "Healed@actor": "is healed of {wounds} {wounds:wound|wounds} by {healer_name} "
        "({skill}) "
        "for {cost} Riserva paid by {payer_name}",
        "HealedWithTools": "{character} is healed of {wounds} {wounds:wound|wounds} "
        "by {healer_name} ({skill}) for {cost} Riserva paid by {payer_name}; "
        "{owner}'s {tools} used up",
        "HealedWithTools@actor": "is healed of {wounds} {wounds:wound|wounds} by "
        "{healer_name} ({skill}) for {cost} Riserva paid by {payer_name}; "
        "{owner}'s {tools} used up",
        "HealedWithToolsAtHand": "{character} is healed of {wounds} "
        "{wounds:wound|wounds} by {healer_name} ({skill}) for {cost} Riserva paid "
        "by {payer_name}, with {owner}'s {tools}",
        "HealedWithToolsAtHand@actor": "is healed of {wounds} {wounds:wound|wounds} "
        "by {healer_name} ({skill}) for {cost} Riserva paid by {payer_name}, with "
        "{owner}'s {tools}",
        "HealedAtClinic": "{character} is healed of {wounds} "
        "{wounds:wound|wounds} at a "
        "clinic "
        "for {cost} Riserva",
        "HealedAtClinic@actor": "is healed of {wounds} {wounds:wound|wounds} at "
        "a clinic for "
        "{cost} Riserva",
        "WoundsWorsened": "{character}'s untreated serious wounds worsen by "
        "{amount}{capped}",
        "WoundsWorsened@actor": "untreated serious wounds worsen by {amount}{capped}",
        "GameTimeAdvanced": "{days} {days:day|days} of game time {days:passes|pass}"
        "{because}",
        "CharacterDied": "{character} dies{because}",
        "CharacterDied@actor": "dies{because}",
        "ReserveSpentOn": "{character} spends {amount} Riserva {amount:die|dice} for "
        "{purpose} "
        "({kind})",
        "ReserveSpentOn@actor": "spends {amount} Riserva for {purpose} ({kind})",
        "help": "help",
        "reason.daimon": "dàimon play",
        "reason.master": "the Master's reward",
        "worsen.due": "{name}: {hours} h untreated since {since}: "
        "+{applied} wounds ({wounds} → {after})",
        "worsen.untimed": "note: {name}'s serious wounds have no recorded time; "
        "use `journal time advance` (Ferite e salute)",
        "worsen.nothing": "nothing recorded",
        "worsen.confirm": "Record this worsening?",
    },
    "it": {
        "Healed": "{character} guarisce da {wounds} {wounds:ferita|ferite} grazie a "
        "{healer_name} ({skill}) per {cost} {cost:dado|dadi} Riserva "
        "{cost:pagato|pagati} da {payer_name}",
        "Healed@actor": "guarisce da {wounds} {wounds:ferita|ferite} grazie a "
        "{healer_name} "
        "({skill}) per {cost} {cost:dado|dadi} Riserva {cost:pagato|pagati} da "
        "{payer_name}",
        "HealedAtClinic": "{character} guarisce da {wounds} "
        "{wounds:ferita|ferite} in clinica "
        "per {cost} {cost:dado|dadi} Riserva",
        "HealedAtClinic@actor": "guarisce da {wounds} {wounds:ferita|ferite} in "
        "clinica per "
        "{cost} {cost:dado|dadi} Riserva",
        "HealedWithTools": "{character} guarisce da {wounds} {wounds:ferita|ferite} "
        "grazie a {healer_name} ({skill}) per {cost} {cost:dado|dadi} Riserva "
        "{cost:pagato|pagati} da {payer_name}; dotazione consumata: {tools} di "
        "{owner}",
        "HealedWithTools@actor": "guarisce da {wounds} {wounds:ferita|ferite} "
        "grazie a {healer_name} ({skill}) per {cost} {cost:dado|dadi} Riserva "
        "{cost:pagato|pagati} da {payer_name}; dotazione consumata: {tools} di "
        "{owner}",
        "HealedWithToolsAtHand": "{character} guarisce da {wounds} "
        "{wounds:ferita|ferite} grazie a {healer_name} ({skill}) per {cost} "
        "{cost:dado|dadi} Riserva {cost:pagato|pagati} da {payer_name}, con "
        "{tools} di {owner}",
        "HealedWithToolsAtHand@actor": "guarisce da {wounds} {wounds:ferita|ferite} "
        "grazie a {healer_name} ({skill}) per {cost} {cost:dado|dadi} Riserva "
        "{cost:pagato|pagati} da {payer_name}, con {tools} di {owner}",
        "WoundsWorsened": "Le ferite gravi non curate di {character} peggiorano "
        "di {amount}{capped}",
        "WoundsWorsened@actor": "le ferite gravi non curate peggiorano di "
        "{amount}{capped}",
        "GameTimeAdvanced": "{days:Passa|Passano} {days} {days:giorno|giorni} di tempo "
        "di gioco{because}",
        "CharacterDied": "{character} muore{because}",
        "CharacterDied@actor": "muore{because}",
        "ReserveSpentOn": "{character} spende {amount} {amount:dado|dadi} Riserva per "
        "{purpose} "
        "({kind})",
        "ReserveSpentOn@actor": "spende {amount} {amount:dado|dadi} Riserva per "
        "{purpose} ({kind})",
        "help": "aiuto",
        "reason.daimon": "interpretazione del dàimon",
        "reason.master": "ricompensa per il Master",
        "worsen.due": "{name}: {hours} h senza cure da {since}: "
        "+{applied} ferite ({wounds} → {after})",
        "worsen.untimed": "nota: le ferite gravi di {name} non hanno un'ora "
        "registrata; usa `journal time advance` (Ferite e salute)",
        "worsen.nothing": "nulla registrato",
        "worsen.confirm": "Registrare il peggioramento?",
    },
}


def _tools(record: dict, lang: str) -> dict:
    """Whose equipment held the tools: the healer's or the patient's."""
    healer = record["tools_owner"] == record["healer"]
    return {"owner": record["healer_name"] if healer else record["character"]}


EXTRAS = {"HealedWithTools": _tools, "HealedWithToolsAtHand": _tools}
