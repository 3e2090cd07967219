"""BRP's phrases for health, power, afflictions, creation and experience."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "WoundSuffered": "{character} takes {net} PF ({points} − armour {armour}) "
        "[wound {id}]{because}",
        "WoundSuffered@actor": "takes {net} PF ({points} − armour {armour}) [wound "
        "{id}]{because}",
        "FallSuffered": "{character} falls {metres} m: {faces} = {total} PF "
        "[wound {id}]",
        "FallSuffered@actor": "falls {metres} m: {faces} = {total} PF [wound {id}]",
        "FirstAidGiven": "{healer_name} gives Primo Soccorso to {character} (wound "
        "{wound}): {roll} vs {chance}% — {outcome}; {healed} PF back",
        "FirstAidGiven@actor": "is given Primo Soccorso by {healer_name} (wound "
        "{wound}): {roll} vs {chance}% — {outcome}; {healed} PF back",
        "HealedNaturally": "{character} heals {healed} PF in {weeks} week(s){care}",
        "HealedNaturally@actor": "heals {healed} PF in {weeks} week(s){care}",
        "CharacterFellUnconscious": "{character} falls unconscious ({cause_word})"
        "{because}",
        "CharacterFellUnconscious@actor": "falls unconscious ({cause_word}){because}",
        "CharacterCameTo": "{character} comes to{how}",
        "CharacterCameTo@actor": "comes to{how}",
        "CharacterDied": "{character} dies ({cause_word}){because}",
        "CharacterDied@actor": "dies ({cause_word}){because}",
        "PowerPointsSpent": "{character} spends {amount} PP{because}",
        "PowerPointsSpent@actor": "spends {amount} PP{because}",
        "PowerPointsRegained": "{character} regains {applied} PP{because}",
        "PowerPointsRegained@actor": "regains {applied} PP{because}",
        "CharacteristicPointLost": "{character} loses {points} {characteristic} "
        "({cause}){because}",
        "CharacteristicPointLost@actor": "loses {points} {characteristic} ({cause})"
        "{because}",
        "CharacteristicPointRecovered": "{character} recovers {points} "
        "{characteristic}{because}",
        "CharacteristicPointRecovered@actor": "recovers {points} {characteristic}"
        "{because}",
        "DiseaseRolled": "{character}, {disease}: COS×{multiplier} {roll} vs "
        "{chance}% — {verdict}",
        "DiseaseRolled@actor": "{disease}: COS×{multiplier} {roll} vs {chance}% — "
        "{verdict}",
        "PoisonResisted": "{character} resists poison{named} (EFF {effective}): "
        "{rolled}{outcome}; {damage} to {attacks}",
        "PoisonResisted@actor": "resists poison{named} (EFF {effective}): {rolled}"
        "{outcome}; {damage} to {attacks}",
        "AntidoteTaken": "{character} takes an antidote (EFF {potency})",
        "AntidoteTaken@actor": "takes an antidote (EFF {potency})",
        "CharacteristicsRolled": "{character}'s characteristics: {rolls}{discarded}",
        "CharacteristicsRolled@actor": "characteristics: {rolls}{discarded}",
        "CharacteristicPointsMoved": "{character} moves {moves}",
        "CharacteristicPointsMoved@actor": "moves {moves}",
        "ExperienceRolled": "{character}, experience in {skill}: {roll} vs {value}% — "
        "{gained}",
        "ExperienceRolled@actor": "experience in {skill}: {roll} vs {value}% — "
        "{gained}",
        "FreeChecksGranted": "{character} is granted free checks: {listed}",
        "FreeChecksGranted@actor": "is granted free checks: {listed}",
        "SkillTaught": "{teacher_name} teaches {skill} to {character}: {lessons} — "
        "{verdict}",
        "SkillTaught@actor": "is taught {skill} by {teacher_name}: {lessons} — "
        "{verdict}",
        "cause.pf": "PF",
        "cause.pp": "0 PP",
        "cause.knockout": "knocked out",
        "cause.table": "the table's ruling",
        "cause.characteristic": "a characteristic at 0",
        "hospital": " in hospital",
        "woken": ", woken by {name}",
        "hours": " after {hours} hours",
        "caught": "caught ({severity})",
        "resisted": "resisted",
        "worse": "worse ({severity}), {lost} lost",
        "recovered": "over",
        "discarded": " (rolled again)",
        "improved": "+{gain} → {after}%",
        "not_improved": "no gain",
        "taught": "ticked",
        "not_taught": "not learnt",
    },
    "it": {
        "WoundSuffered": "{character} subisce {net} PF ({points} − armatura "
        "{armour}) [ferita {id}]{because}",
        "WoundSuffered@actor": "subisce {net} PF ({points} − armatura {armour}) "
        "[ferita {id}]{because}",
        "FallSuffered": "{character} cade da {metres} m: {faces} = {total} PF "
        "[ferita {id}]",
        "FallSuffered@actor": "cade da {metres} m: {faces} = {total} PF [ferita {id}]",
        "FirstAidGiven": "{healer_name} presta Primo Soccorso a {character} (ferita "
        "{wound}): {roll} su {chance}% — {outcome}; {healed} PF recuperati",
        "FirstAidGiven@actor": "riceve Primo Soccorso da {healer_name} (ferita "
        "{wound}): {roll} su {chance}% — {outcome}; {healed} PF recuperati",
        "HealedNaturally": "{character} guarisce {healed} PF in {weeks} "
        "settimana/e{care}",
        "HealedNaturally@actor": "guarisce {healed} PF in {weeks} settimana/e{care}",
        "CharacterFellUnconscious": "{character} sviene ({cause_word}){because}",
        "CharacterFellUnconscious@actor": "sviene ({cause_word}){because}",
        "CharacterCameTo": "{character} rinviene{how}",
        "CharacterCameTo@actor": "rinviene{how}",
        "CharacterDied": "{character} muore ({cause_word}){because}",
        "CharacterDied@actor": "muore ({cause_word}){because}",
        "PowerPointsSpent": "{character} spende {amount} PP{because}",
        "PowerPointsSpent@actor": "spende {amount} PP{because}",
        "PowerPointsRegained": "{character} recupera {applied} PP{because}",
        "PowerPointsRegained@actor": "recupera {applied} PP{because}",
        "CharacteristicPointLost": "{character} perde {points} {characteristic} "
        "({cause}){because}",
        "CharacteristicPointLost@actor": "perde {points} {characteristic} ({cause})"
        "{because}",
        "CharacteristicPointRecovered": "{character} recupera {points} "
        "{characteristic}{because}",
        "CharacteristicPointRecovered@actor": "recupera {points} {characteristic}"
        "{because}",
        "DiseaseRolled": "{character}, {disease}: COS×{multiplier} {roll} su "
        "{chance}% — {verdict}",
        "DiseaseRolled@actor": "{disease}: COS×{multiplier} {roll} su {chance}% — "
        "{verdict}",
        "PoisonResisted": "{character} resiste al veleno{named} (EFF {effective}): "
        "{rolled}{outcome}; {damage} a {attacks}",
        "PoisonResisted@actor": "resiste al veleno{named} (EFF {effective}): "
        "{rolled}{outcome}; {damage} a {attacks}",
        "AntidoteTaken": "{character} prende un antidoto (EFF {potency})",
        "AntidoteTaken@actor": "prende un antidoto (EFF {potency})",
        "CharacteristicsRolled": "Caratteristiche di {character}: {rolls}{discarded}",
        "CharacteristicsRolled@actor": "caratteristiche: {rolls}{discarded}",
        "CharacteristicPointsMoved": "{character} sposta {moves}",
        "CharacteristicPointsMoved@actor": "sposta {moves}",
        "ExperienceRolled": "{character}, esperienza in {skill}: {roll} su {value}% — "
        "{gained}",
        "ExperienceRolled@actor": "esperienza in {skill}: {roll} su {value}% — "
        "{gained}",
        "FreeChecksGranted": "{character} riceve prove gratuite: {listed}",
        "FreeChecksGranted@actor": "riceve prove gratuite: {listed}",
        "SkillTaught": "{teacher_name} insegna {skill} a {character}: {lessons} — "
        "{verdict}",
        "SkillTaught@actor": "impara {skill} da {teacher_name}: {lessons} — {verdict}",
        "cause.pf": "PF",
        "cause.pp": "0 PP",
        "cause.knockout": "k.o.",
        "cause.table": "decisione del tavolo",
        "cause.characteristic": "una caratteristica a 0",
        "hospital": " in ospedale",
        "woken": ", svegliato da {name}",
        "hours": " dopo {hours} ore",
        "caught": "contratta ({severity})",
        "resisted": "resistita",
        "worse": "peggiora ({severity}), {lost} persi",
        "recovered": "guarito",
        "discarded": " (tirate di nuovo)",
        "improved": "+{gain} → {after}%",
        "not_improved": "nessun miglioramento",
        "taught": "spuntata",
        "not_taught": "non appresa",
    },
}


def say(lang: str, key: str) -> str:
    from journal.projections.phrases import phrase

    return phrase(lang, key, ruleset="brp")


def _cause(record: dict, lang: str) -> dict:
    return {"cause_word": say(lang, f"cause.{record['cause']}")}


def _came_to(record: dict, lang: str) -> dict:
    if record.get("woken_by_name"):
        return {"how": say(lang, "woken").format(name=record["woken_by_name"])}
    if record.get("hours"):
        return {"how": say(lang, "hours").format(hours=record["hours"])}
    return {"how": ""}


def _disease(record: dict, lang: str) -> dict:
    if record["stage"] == "exposure":
        verdict = say(lang, "caught" if record["failures"] else "resisted")
    elif record["recovered"]:
        verdict = say(lang, "recovered")
    else:
        verdict = say(lang, "worse")
    return {"verdict": verdict.format(**record)}


def _poison(record: dict, lang: str) -> dict:
    rolled = ""
    if record["roll"] is not None:
        rolled = f"{record['roll']} / {record['chance']}% — "
    return {
        "named": f" {record['poison']}" if record.get("poison") else "",
        "rolled": rolled,
        "outcome": say(lang, record["result"]),
    }


def _rolls(record: dict, lang: str) -> dict:
    shown = ", ".join(
        f"{r['characteristic']} {r['total']} ({'+'.join(map(str, r['faces']))})"
        for r in record["rolls"]
    )
    return {
        "rolls": shown,
        "discarded": "" if record["kept"] else say(lang, "discarded"),
    }


def _moves(record: dict, lang: str) -> dict:
    return {
        "moves": ", ".join(
            f"{m['points']} {m['from']} → {m['to']}" for m in record["moves"]
        )
    }


def _experience(record: dict, lang: str) -> dict:
    if not record["improved"]:
        return {"gained": say(lang, "not_improved")}
    after = record["value"] + record["gain"]
    return {"gained": say(lang, "improved").format(gain=record["gain"], after=after)}


def _taught(record: dict, lang: str) -> dict:
    lessons = ", ".join(
        f"{r['skill']} {r['roll']}/{r['chance']}%"
        for r in (record["teaching"], record["skill_roll"])
    )
    verdict = say(lang, "taught" if record["ticked"] else "not_taught")
    return {"lessons": lessons, "verdict": verdict}


EXTRAS = {
    "FallSuffered": lambda r, lang: {"faces": "+".join(map(str, r["dice"])) or "0"},
    "FirstAidGiven": lambda r, lang: {"outcome": say(lang, r["result"])},
    "HealedNaturally": lambda r, lang: {
        "care": say(lang, "hospital") if r["hospital"] else ""
    },
    "CharacterFellUnconscious": _cause,
    "CharacterDied": _cause,
    "CharacterCameTo": _came_to,
    "DiseaseRolled": _disease,
    "PoisonResisted": _poison,
    "CharacteristicsRolled": _rolls,
    "CharacteristicPointsMoved": _moves,
    "ExperienceRolled": _experience,
    "FreeChecksGranted": lambda r, lang: {"listed": ", ".join(r["skills"])},
    "SkillTaught": _taught,
}
