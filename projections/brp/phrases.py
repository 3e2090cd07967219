"""Basic Roleplaying's phrases (English and Italian): rolls and combat here,
health, power and growth in phrases_health.py, merged below.

Game terms stay Italian in both languages: PF, PP, BD, Tiro Vigore, Primo
Soccorso, the skills' names.
"""

from __future__ import annotations

from journal.projections.brp.phrases_creation import PHRASES as CREATION
from journal.projections.brp.phrases_health import EXTRAS as HEALTH_EXTRAS
from journal.projections.brp.phrases_health import PHRASES as HEALTH
from journal.projections.brp.phrases_rules import EXTRAS as RULES_EXTRAS
from journal.projections.brp.phrases_rules import PHRASES as RULES

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "SkillRolled": "{character}: {skill} {roll} vs {chance}% — {outcome}{ticked}",
        "SkillRolled@actor": "{skill} {roll} vs {chance}% — {outcome}{ticked}",
        "CharacteristicRolled": "{character}: {roll_name} {roll} vs {chance}% — "
        "{outcome}",
        "CharacteristicRolled@actor": "{roll_name} {roll} vs {chance}% — {outcome}",
        "ResistanceRolled": "{who}{sides}: {rolled}{outcome}",
        "ResistanceRolled@actor": "{sides}: {rolled}{outcome}",
        "OpposedRollResolved": "{first} against {second}: {verdict}",
        "AttackRolled": "{character} attacks{target} with {weapon}: {roll} vs "
        "{chance}% — {outcome}",
        "AttackRolled@actor": "attacks{target} with {weapon}: {roll} vs {chance}% "
        "— {outcome}",
        "ParryRolled": "{character} parries {attacker_name}'s blow{with_item}: {roll} "
        "vs {chance}% — {outcome}; {clash}{items}",
        "ParryRolled@actor": "parries {attacker_name}'s blow{with_item}: {roll} vs "
        "{chance}% — {outcome}; {clash}{items}",
        "DodgeRolled": "{character} dodges {attacker_name}'s blow: {roll} vs {chance}% "
        "— {outcome}; {clash}",
        "DodgeRolled@actor": "dodges {attacker_name}'s blow: {roll} vs {chance}% — "
        "{outcome}; {clash}",
        "DamageDealt": "{character} deals {total} with {weapon}{target}: {sum}, "
        "armour {armour}{absorbed} → {net}{result}",
        "DamageDealt@actor": "deals {total} with {weapon}{target}: {sum}, armour "
        "{armour}{absorbed} → {net}{result}",
        "WeaponReloaded": "{character} reloads {weapon} ({loaded})",
        "WeaponReloaded@actor": "reloads {weapon} ({loaded})",
        "CombatRoundStarted": "Round {number}, by DES: {order}",
        "CombatRoundEnded": "Round {number} ends",
        "special": "special success",
        "special_short": "special",
        "bonus.full": "all of it",
        "bonus.half": "half, rounded up",
        "success": "success",
        "failure": "failure",
        "automatic success": "automatic success",
        "automatic failure": "automatic failure",
        "ticked": " (ticked)",
        "blocked": "blocked",
        "hit": "the blow lands",
        "special hit": "the special blow lands",
        "item_damage": "; {weapon} loses {points} HP",
        "against": " {name}",
        "on": " on {name}",
        "with_item": " with {weapon}",
        "wins": "{name} wins",
        "double": " (double effect)",
        "stalemate": "stalemate",
        "wound_id": " PF [wound {id}]",
        "knocked out": ": knocked out, no damage",
        "minimum": ": {wound} PF, the least damage",
        "no damage": ": no damage",
        "absorbed": ", Rissa parry −{absorbed}",
        "odds": "{who}{chance}%: special {special_range} ({special}), success "
        "{success_range} ({success}), failure {failure_range} ({failure})",
        "resist_odds": "{active} against {passive}: success {success}, failure "
        "{failure}",
    },
    "it": {
        "SkillRolled": "{character}: {skill} {roll} su {chance}% — {outcome}{ticked}",
        "SkillRolled@actor": "{skill} {roll} su {chance}% — {outcome}{ticked}",
        "CharacteristicRolled": "{character}: {roll_name} {roll} su {chance}% — "
        "{outcome}",
        "CharacteristicRolled@actor": "{roll_name} {roll} su {chance}% — {outcome}",
        "ResistanceRolled": "{who}{sides}: {rolled}{outcome}",
        "ResistanceRolled@actor": "{sides}: {rolled}{outcome}",
        "OpposedRollResolved": "{first} contro {second}: {verdict}",
        "AttackRolled": "{character} attacca{target} con {weapon}: {roll} su "
        "{chance}% — {outcome}",
        "AttackRolled@actor": "attacca{target} con {weapon}: {roll} su {chance}% — "
        "{outcome}",
        "ParryRolled": "{character} para il colpo di {attacker_name}{with_item}: "
        "{roll} su {chance}% — {outcome}; {clash}{items}",
        "ParryRolled@actor": "para il colpo di {attacker_name}{with_item}: {roll} su "
        "{chance}% — {outcome}; {clash}{items}",
        "DodgeRolled": "{character} schiva il colpo di {attacker_name}: {roll} su "
        "{chance}% — {outcome}; {clash}",
        "DodgeRolled@actor": "schiva il colpo di {attacker_name}: {roll} su "
        "{chance}% — {outcome}; {clash}",
        "DamageDealt": "{character} infligge {total} con {weapon}{target}: {sum}, "
        "armatura {armour}{absorbed} → {net}{result}",
        "DamageDealt@actor": "infligge {total} con {weapon}{target}: {sum}, "
        "armatura {armour}{absorbed} → {net}{result}",
        "WeaponReloaded": "{character} ricarica {weapon} ({loaded})",
        "WeaponReloaded@actor": "ricarica {weapon} ({loaded})",
        "CombatRoundStarted": "Round {number}, per DES: {order}",
        "CombatRoundEnded": "Fine del round {number}",
        "special": "successo speciale",
        "special_short": "speciale",
        "bonus.full": "intero",
        "bonus.half": "metà, per eccesso",
        "success": "successo",
        "failure": "fallimento",
        "automatic success": "successo automatico",
        "automatic failure": "fallimento automatico",
        "ticked": " (spuntata)",
        "blocked": "colpo bloccato",
        "hit": "il colpo va a segno",
        "special hit": "il colpo speciale va a segno",
        "item_damage": "; {weapon} perde {points} PF",
        "against": " {name}",
        "on": " a {name}",
        "with_item": " con {weapon}",
        "wins": "vince {name}",
        "double": " (effetto doppio)",
        "stalemate": "stallo",
        "wound_id": " PF [ferita {id}]",
        "knocked out": ": k.o., nessun danno",
        "minimum": ": {wound} PF, il danno minimo",
        "no damage": ": nessun danno",
        "absorbed": ", parata con Rissa −{absorbed}",
        "odds": "{who}{chance}%: speciale {special_range} ({special}), successo "
        "{success_range} ({success}), fallimento {failure_range} ({failure})",
        "resist_odds": "{active} contro {passive}: successo {success}, fallimento "
        "{failure}",
    },
}
for _lang in PHRASES:
    PHRASES[_lang].update(HEALTH[_lang])
    PHRASES[_lang].update(RULES[_lang])
    PHRASES[_lang].update(CREATION[_lang])


def say(lang: str, key: str) -> str:
    from journal.projections.phrases import phrase

    return phrase(lang, key, ruleset="brp")


def outcome(record: dict, lang: str) -> dict:
    found = {"outcome": say(lang, record.get("result", "failure"))}
    found["ticked"] = say(lang, "ticked") if record.get("ticked") else ""
    return found


def _target(name: str | None, lang: str, key: str = "against") -> str:
    return say(lang, key).format(name=name) if name else ""


def _resistance(record: dict, lang: str) -> dict:
    def side(label, value):
        return f"{label} {value}" if label else str(value)

    rolled = ""
    if record["roll"] is not None:
        rolled = f"{record['roll']} / {record['chance']}% — "
    return {
        "who": f"{record['character']}: " if record.get("character") else "",
        "sides": f"{side(record['active_label'], record['active'])} → "
        f"{side(record['passive_label'], record['passive'])}",
        "rolled": rolled,
        "outcome": say(lang, record["result"]),
    }


def _opposed(record: dict, lang: str) -> dict:
    first, *others = (
        f"{s['name']} {s['skill']} {s['roll']}/{s['chance']}% ({say(lang, s['level'])})"
        for s in record["sides"]
    )
    second = ", ".join(others)
    if record["winner"] is None:
        verdict = say(lang, "stalemate")
    else:
        verdict = say(lang, "wins").format(
            name=record["sides"][record["winner"]]["name"]
        )
        verdict += say(lang, "double") if record["double"] else ""
    return {"first": first, "second": second, "verdict": verdict}


def _defence(record: dict, lang: str) -> dict:
    items = "".join(say(lang, "item_damage").format(**i) for i in record["item_damage"])
    weapon = record.get("weapon")
    return {
        **outcome(record, lang),
        "clash": say(lang, record["outcome"]),
        "items": items,
        "with_item": say(lang, "with_item").format(weapon=weapon) if weapon else "",
    }


def _damage(record: dict, lang: str) -> dict:
    rolled, bonus = record["rolled"], record["bonus"]["total"]
    text = f"{record['maximum']} + {rolled}" if record["maximum"] else str(rolled)
    if bonus:
        text += f" {'+' if bonus > 0 else '−'} {abs(bonus)}"
    kind = record["outcome"]
    if kind == "wound":
        result = say(lang, "wound_id").format(id=record["id"])
    else:
        result = say(lang, kind).format(**record)
    absorbed = say(lang, "absorbed").format(**record) if record["absorbed"] else ""
    return {
        "sum": text,
        "target": _target(record.get("target_name"), lang, "on"),
        "result": result,
        "absorbed": absorbed,
    }


def odds_line(found: dict, lang: str) -> str:
    """`journal odds`: the faces that give each result and their chance."""
    from journal.domain.brp import rules

    def pct(value) -> str:
        return f"{float(value) * 100:.0f}%"

    odds = found["odds"]
    if "active" in found:
        return say(lang, "resist_odds").format(
            active=found["active"],
            passive=found["passive"],
            success=pct(odds["success"]),
            failure=pct(odds["failure"]),
        )
    special = min(found["special"], rules.NEVER - 1)
    top = min(max(found["chance"], rules.ALWAYS), rules.NEVER - 1)
    name = found.get("skill") or found.get("roll_name")
    return say(lang, "odds").format(
        who=f"{found['character']}, {name} ",
        chance=found["chance"],
        special_range=f"01–{special:02d}",
        success_range=f"{special + 1:02d}–{top:02d}" if top > special else "—",
        failure_range=f"{top + 1:02d}–00",
        **{k: pct(v) for k, v in odds.items()},
    )


EXTRAS = {
    "SkillRolled": outcome,
    "CharacteristicRolled": outcome,
    "ResistanceRolled": _resistance,
    "OpposedRollResolved": _opposed,
    "AttackRolled": lambda r, lang: {
        **outcome(r, lang),
        "target": _target(r.get("target_name"), lang),
    },
    "ParryRolled": _defence,
    "DodgeRolled": _defence,
    "DamageDealt": _damage,
    **HEALTH_EXTRAS,
    **RULES_EXTRAS,
}
