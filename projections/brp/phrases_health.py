"""BRP's phrases for health, power, afflictions, creation and experience."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "brp",
    {
        "WoundSuffered": N_(
            "{character} takes {net} PF ({points} − armour {armour}) [wound "
            "{id}]{because}"
        ),
        "WoundSuffered@actor": N_(
            "takes {net} PF ({points} − armour {armour}) [wound {id}]{because}"
        ),
        "FallSuffered": N_(
            "{character} falls {metres} m: {faces} = {total} PF [wound {id}]"
        ),
        "FallSuffered@actor": N_("falls {metres} m: {faces} = {total} PF [wound {id}]"),
        "FirstAidGiven": N_(
            "{healer_name} gives Primo Soccorso to {character} (wound {wound}): "
            "{roll} vs {chance}% — {outcome}; {healed} PF back"
        ),
        "FirstAidGiven@actor": N_(
            "is given Primo Soccorso by {healer_name} (wound {wound}): {roll} vs "
            "{chance}% — {outcome}; {healed} PF back"
        ),
        "HealedNaturally": N_("{character} heals {healed} PF in {weeks} week(s){care}"),
        "HealedNaturally@actor": N_("heals {healed} PF in {weeks} week(s){care}"),
        "CharacterFellUnconscious": N_(
            "{character} falls unconscious ({cause_word}){because}"
        ),
        "CharacterFellUnconscious@actor": N_(
            "falls unconscious ({cause_word}){because}"
        ),
        "CharacterCameTo": N_("{character} comes to{how}"),
        "CharacterCameTo@actor": N_("comes to{how}"),
        "CharacterDied": N_("{character} dies ({cause_word}){because}"),
        "CharacterDied@actor": N_("dies ({cause_word}){because}"),
        "PowerPointsSpent": N_("{character} spends {amount} PP{because}"),
        "PowerPointsSpent@actor": N_("spends {amount} PP{because}"),
        "PowerPointsRegained": N_("{character} regains {applied} PP{because}"),
        "PowerPointsRegained@actor": N_("regains {applied} PP{because}"),
        "CharacteristicPointLost": N_(
            "{character} loses {points} {characteristic} ({cause}){because}"
        ),
        "CharacteristicPointLost@actor": N_(
            "loses {points} {characteristic} ({cause}){because}"
        ),
        "CharacteristicPointRecovered": N_(
            "{character} recovers {points} {characteristic}{because}"
        ),
        "CharacteristicPointRecovered@actor": N_(
            "recovers {points} {characteristic}{because}"
        ),
        "DiseaseRolled": N_(
            "{character}, {disease}: COS×{multiplier} {roll} vs {chance}% — {verdict}"
        ),
        "DiseaseRolled@actor": N_(
            "{disease}: COS×{multiplier} {roll} vs {chance}% — {verdict}"
        ),
        "PoisonResisted": N_(
            "{character} resists poison{named} (EFF {effective}): {rolled}{outcome}; "
            "{damage} to {attacks}"
        ),
        "PoisonResisted@actor": N_(
            "resists poison{named} (EFF {effective}): {rolled}{outcome}; {damage} to "
            "{attacks}"
        ),
        "AntidoteTaken": N_("{character} takes an antidote (EFF {potency})"),
        "AntidoteTaken@actor": N_("takes an antidote (EFF {potency})"),
        "CharacteristicsRolled": N_(
            "{character}'s characteristics: {rolls}{discarded}"
        ),
        "CharacteristicsRolled@actor": N_("characteristics: {rolls}{discarded}"),
        "CharacteristicPointsMoved": N_("{character} moves {moves}"),
        "CharacteristicPointsMoved@actor": N_("moves {moves}"),
        "ExperienceRolled": N_(
            "{character}, experience in {skill}: {roll} vs {value}% — {gained}"
        ),
        "ExperienceRolled@actor": N_(
            "experience in {skill}: {roll} vs {value}% — {gained}"
        ),
        "FreeChecksGranted": N_("{character} is granted free checks: {listed}"),
        "FreeChecksGranted@actor": N_("is granted free checks: {listed}"),
        "SkillTaught": N_(
            "{teacher_name} teaches {skill} to {character}: {lessons} — {verdict}"
        ),
        "SkillTaught@actor": N_(
            "is taught {skill} by {teacher_name}: {lessons} — {verdict}"
        ),
        "cause.pf": N_("PF"),
        "cause.pp": N_("0 PP"),
        "cause.knockout": N_("knocked out"),
        "cause.table": N_("the table's ruling"),
        "cause.characteristic": N_("a characteristic at 0"),
        "hospital": N_(" in hospital"),
        "woken": N_(", woken by {name}"),
        "hours": N_(" after {hours} hours"),
        "caught": N_("caught ({severity})"),
        "resisted": N_("resisted"),
        "worse": N_("worse ({severity}), {lost} lost"),
        "recovered": N_("over"),
        "discarded": N_(" (rolled again)"),
        "improved": N_("+{gain} → {after}%"),
        "not_improved": N_("no gain"),
        "taught": N_("ticked"),
        "not_taught": N_("not learnt"),
    },
)


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
