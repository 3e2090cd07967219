"""Phrases for evolution events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

_EN = {
    "PeBought": Nn_(
        "turns {dice} Riserva die into PE ({pe} PE)",
        "turns {dice} Riserva dice into PE ({pe} PE)",
        "dice",
    ),
    "EvoGained": N_("exchanges 7 PE for 1 EVO"),
    "EvoInherited": N_("inherits {evo} EVO, the level of {dead_name}"),
    "CharacteristicRaised": N_("raises {shown} to {score} ({cost} EVO)"),
    "SkillRaised": N_("raises {skill} to {score}{new} ({cost} EVO)"),
    "SkillAddedOutOfContext": N_(
        "raises {skill} to {score}{new}, out of its class's context ({cost} EVO)"
    ),
    "TraitAdded": N_("gains the trait {trait} ({cost} EVO)"),
    "TraitReplaced": N_("replaces the trait {replaced} with {trait} ({cost} EVO)"),
    "ClassAdded": N_("adds the class {class_name} ({cost} EVO)"),
    "ClassDeveloped": N_(
        "develops the class {class_name} from {migrated} ({cost} EVO)"
    ),
    "RisorseRaised": N_("raises Risorse to {risorse} ({cost} EVO)"),
    "evo.new": N_(", a new {kind} skill of {skill_class}"),
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


PHRASES = Phrases("daimon2090", _EN, _table)


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
