"""Phrases for evolution events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

_EN = {
    "PeBought": "turns {dice} Riserva {dice:die|dice} into PE ({pe} PE)",
    "EvoGained": "exchanges 7 PE for 1 EVO",
    "EvoInherited": "inherits {evo} EVO, the level of {dead_name}",
    "CharacteristicRaised": "raises {shown} to {score} ({cost} EVO)",
    "SkillRaised": "raises {skill} to {score}{new} ({cost} EVO)",
    "SkillAddedOutOfContext": "raises {skill} to {score}{new}, out of its "
    "class's context ({cost} EVO)",
    "TraitAdded": "gains the trait {trait} ({cost} EVO)",
    "TraitReplaced": "replaces the trait {replaced} with {trait} ({cost} EVO)",
    "ClassAdded": "adds the class {class_name} ({cost} EVO)",
    "ClassDeveloped": "develops the class {class_name} from {migrated} ({cost} EVO)",
    "RisorseRaised": "raises Risorse to {risorse} ({cost} EVO)",
    "evo.new": ", a new {kind} skill of {skill_class}",
}
_IT = {
    "PeBought": "converte {dice} {dice:dado|dadi} Riserva in PE ({pe} PE)",
    "EvoGained": "scambia 7 PE con 1 EVO",
    "EvoInherited": "eredita {evo} EVO, il livello di {dead_name}",
    "CharacteristicRaised": "porta {shown} a {score} ({cost} EVO)",
    "SkillRaised": "porta {skill} a {score}{new} ({cost} EVO)",
    "SkillAddedOutOfContext": "porta {skill} a {score}{new}, fuori dal contesto "
    "della classe ({cost} EVO)",
    "TraitAdded": "acquisisce il tratto {trait} ({cost} EVO)",
    "TraitReplaced": "sostituisce il tratto {replaced} con {trait} ({cost} EVO)",
    "ClassAdded": "aggiunge la classe {class_name} ({cost} EVO)",
    "ClassDeveloped": "sviluppa la classe {class_name} da {migrated} ({cost} EVO)",
    "RisorseRaised": "porta Risorse a {risorse} ({cost} EVO)",
    "evo.new": ", nuova abilità {kind} di {skill_class}",
}
_HELPERS = ("evo.new",)


def _table(actions: dict[str, str]) -> dict[str, str]:
    """Each event's phrase with the character's name, and after it (@actor)."""
    table = {key: actions[key] for key in _HELPERS}
    for kind, action in actions.items():
        if kind not in _HELPERS:
            table[kind] = "{character} " + action
            table[f"{kind}@actor"] = action
    return table


PHRASES: dict[str, dict[str, str]] = {"en": _table(_EN), "it": _table(_IT)}


def _characteristic(record: dict, lang: str) -> dict:
    from journal.domain.daimon2090.names import DISPLAY_NAMES

    key = record["characteristic"]
    return {"shown": DISPLAY_NAMES.get(key, key)}


def _skill(record: dict, lang: str) -> dict:
    if not record.get("new"):
        return {"new": ""}
    template = PHRASES.get(lang, PHRASES["en"])["evo.new"]
    return {"new": template.format(**record)}


def _migrated(record: dict, lang: str) -> dict:
    return {"migrated": ", ".join(record.get("skills") or [])}


EXTRAS = {
    "CharacteristicRaised": _characteristic,
    "SkillRaised": _skill,
    "SkillAddedOutOfContext": _skill,
    "ClassDeveloped": _migrated,
}
